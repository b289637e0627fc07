// CpuIsa: names, parsing TFLC_CPU_ISA values (lowered to what the CPU supports, bad values
// refused), and the active level never above the supported one.
#include "tensorflow_lite_core/platform/cpu_isa.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <map>
#include <set>
#include <sstream>
#include <string>

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

// The level the CPU's flags, as the kernel lists them in /proc/cpuinfo, allow: an oracle
// independent of the cpuid code under test.
CpuIsa LevelFromProcCpuinfo() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  std::set<std::string> flags;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("flags", 0) != 0) continue;
    std::istringstream words(line.substr(line.find(':') + 1));
    for (std::string flag; words >> flag;) flags.insert(flag);
    break;
  }
  const auto has = [&flags](std::initializer_list<const char*> names) {
    for (const char* name : names) {
      if (flags.count(name) == 0) return false;
    }
    return true;
  };
  if (has({"avx512f", "avx512dq", "avx512bw", "avx512vl", "avx2", "fma"})) return CpuIsa::kAvx512;
  if (has({"avx2", "fma"})) return CpuIsa::kAvx2;
  return CpuIsa::kBaseline;
}

TEST(CpuIsaTest, SupportedLevelIsWhatTheCpuFlagsAllow) {
  if (!std::ifstream("/proc/cpuinfo")) GTEST_SKIP() << "no /proc/cpuinfo to compare with";
  EXPECT_EQ(CpuIsaName(SupportedCpuIsa()), std::string(CpuIsaName(LevelFromProcCpuinfo())));
}

// The level TFLC_CPU_ISA leaves active, worked out here without the parser under test: a level's
// name in any case lowers the supported level to it; no name, or one that is not a level,
// leaves the supported level.
CpuIsa ExpectedActiveLevel() {
  const CpuIsa supported = SupportedCpuIsa();
  const char* requested = std::getenv("TFLC_CPU_ISA");
  if (requested == nullptr) return supported;
  std::string name(requested);
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::map<std::string, CpuIsa> levels = {
      {"baseline", CpuIsa::kBaseline}, {"avx2", CpuIsa::kAvx2}, {"avx512", CpuIsa::kAvx512}};
  const auto level = levels.find(name);
  return level == levels.end() ? supported : std::min(level->second, supported);
}

TEST(CpuIsaTest, ActiveLevelIsTheSupportedOneLoweredByTheEnvironment) {
  EXPECT_EQ(CpuIsaName(ActiveCpuIsa()), std::string(CpuIsaName(ExpectedActiveLevel())));
}

}  // namespace
}  // namespace tensorflow
