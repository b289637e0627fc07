#include "tensorflow_lite_core/framework/bounds_check.h"

#include <cstdint>
#include <limits>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(BoundsCheckTest, InsideIsZeroToLimitExclusive) {
  EXPECT_TRUE(FastBoundsCheck(0, 3));
  EXPECT_TRUE(FastBoundsCheck(2, 3));
  EXPECT_FALSE(FastBoundsCheck(3, 3));
  EXPECT_FALSE(FastBoundsCheck(0, 0));
}

TEST(BoundsCheckTest, NegativeIndicesAreOutside) {
  EXPECT_FALSE(FastBoundsCheck(-1, 3));
  EXPECT_FALSE(FastBoundsCheck(int64_t{-1}, int64_t{1} << 40));
  EXPECT_FALSE(FastBoundsCheck(std::numeric_limits<int32_t>::min(), 5));
}

TEST(BoundsCheckTest, MixedWidthsCompareAsTheWiderType) {
  EXPECT_TRUE(FastBoundsCheck(int32_t{7}, int64_t{1} << 40));
  EXPECT_FALSE(FastBoundsCheck(int64_t{1} << 40, int32_t{7}));
  EXPECT_TRUE(FastBoundsCheck(uint8_t{200}, 201));
}

TEST(BoundsCheckTest, SubtleMustCopyReturnsTheValue) {
  const int64_t value = -42;
  EXPECT_EQ(internal::SubtleMustCopy(value), -42);
}

}  // namespace
}  // namespace tensorflow
