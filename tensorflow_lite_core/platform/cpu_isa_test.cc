// CpuIsa: names, parsing TFLC_CPU_ISA values (lowered to what the CPU supports, bad values
// refused), and the active level never above the supported one.
#include "tensorflow_lite_core/platform/cpu_isa.h"

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(CpuIsaTest, Names) {
  EXPECT_STREQ(CpuIsaName(CpuIsa::kBaseline), "baseline");
  EXPECT_STREQ(CpuIsaName(CpuIsa::kAvx2), "avx2");
  EXPECT_STREQ(CpuIsaName(CpuIsa::kAvx512), "avx512");
}

TEST(CpuIsaTest, ParseLowersToWhatTheCpuSupports) {
  CpuIsa isa = CpuIsa::kAvx512;
  ASSERT_TRUE(ParseCpuIsaLimit("baseline", CpuIsa::kAvx512, &isa).ok());
  EXPECT_EQ(isa, CpuIsa::kBaseline);
  ASSERT_TRUE(ParseCpuIsaLimit("AVX2", CpuIsa::kAvx512, &isa).ok());
  EXPECT_EQ(isa, CpuIsa::kAvx2);
  ASSERT_TRUE(ParseCpuIsaLimit("avx512", CpuIsa::kAvx2, &isa).ok());
  EXPECT_EQ(isa, CpuIsa::kAvx2);
  ASSERT_TRUE(ParseCpuIsaLimit("avx2", CpuIsa::kBaseline, &isa).ok());
  EXPECT_EQ(isa, CpuIsa::kBaseline);
}

TEST(CpuIsaTest, ParseRefusesUnknownLevels) {
  CpuIsa isa = CpuIsa::kAvx2;
  for (const char* bad : {"sse4", "", "avx-512", "baseline "}) {
    const Status status = ParseCpuIsaLimit(bad, CpuIsa::kAvx512, &isa);
    EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << bad;
    EXPECT_NE(std::string(status.message()).find("TFLC_CPU_ISA"), std::string::npos);
    EXPECT_NE(std::string(status.message()).find("baseline, avx2, avx512"), std::string::npos);
  }
  EXPECT_EQ(isa, CpuIsa::kAvx2);  // untouched
}

TEST(CpuIsaTest, ActiveLevelIsNeverAboveTheSupportedOne) {
  EXPECT_LE(static_cast<int>(ActiveCpuIsa()), static_cast<int>(SupportedCpuIsa()));
  EXPECT_EQ(ActiveCpuIsa(), ActiveCpuIsa());
}

}  // namespace
}  // namespace tensorflow
