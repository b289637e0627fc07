#include "tensorflow_lite_core/lib/core/bits.h"

#include <cstdint>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(BitsTest, LogarithmsRoundDownAndUpWithMinusOneForZero) {
  EXPECT_EQ(Log2Floor(0), -1);
  EXPECT_EQ(Log2Floor(1), 0);
  EXPECT_EQ(Log2Floor(7), 2);
  EXPECT_EQ(Log2Floor(8), 3);
  EXPECT_EQ(Log2Floor(0xffffffffu), 31);
  EXPECT_EQ(Log2Floor64(uint64_t{1} << 40), 40);
  EXPECT_EQ(Log2Floor64(~uint64_t{0}), 63);
  EXPECT_EQ(Log2Ceiling(0), -1);
  EXPECT_EQ(Log2Ceiling(1), 0);
  EXPECT_EQ(Log2Ceiling(7), 3);
  EXPECT_EQ(Log2Ceiling(8), 3);
  EXPECT_EQ(Log2Ceiling(0x80000001u), 32);
  EXPECT_EQ(Log2Ceiling64((uint64_t{1} << 40) + 1), 41);
  EXPECT_EQ(Log2Ceiling64(0), -1);
}

TEST(BitsTest, NextPowerOfTwo) {
  EXPECT_EQ(NextPowerOfTwo(0), 1u);
  EXPECT_EQ(NextPowerOfTwo(1), 1u);
  EXPECT_EQ(NextPowerOfTwo(5), 8u);
  EXPECT_EQ(NextPowerOfTwo(64), 64u);
  EXPECT_EQ(NextPowerOfTwo(0x80000000u), 0x80000000u);
  EXPECT_EQ(NextPowerOfTwo(0x80000001u), 0u) << "no uint32 power of two is that large";
  EXPECT_EQ(NextPowerOfTwo64((uint64_t{1} << 50) - 3), uint64_t{1} << 50);
  EXPECT_EQ(NextPowerOfTwo64((uint64_t{1} << 63) + 1), 0u);
  EXPECT_EQ(NextPowerOfTwoS64(0), 1);
  EXPECT_EQ(NextPowerOfTwoS64(1000), 1024);
  EXPECT_EQ(NextPowerOfTwoS64(int64_t{1} << 62), int64_t{1} << 62);
}

#ifndef NDEBUG
TEST(BitsDeathTest, SignedNextPowerOfTwoRejectsNegativeValues) {
  EXPECT_DEATH(NextPowerOfTwoS64(-1), "Check failed");
  EXPECT_DEATH(NextPowerOfTwoS64((int64_t{1} << 62) + 1), "Check failed");
}
#endif

}  // namespace
}  // namespace tensorflow
