#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

#include <cstdint>
#include <limits>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

template <typename T>
constexpr T kMax = std::numeric_limits<T>::max();
template <typename T>
constexpr T kMin = std::numeric_limits<T>::min();

TEST(WrappingArithmeticTest, SignedOverflowWraps) {
  EXPECT_EQ(WrappingAdd<int32_t>(kMax<int32_t>, 1), kMin<int32_t>);
  EXPECT_EQ(WrappingAdd<int64_t>(kMin<int64_t>, kMin<int64_t>), 0);
  EXPECT_EQ(WrappingSub<int64_t>(kMin<int64_t>, 1), kMax<int64_t>);
  EXPECT_EQ(WrappingMul<int64_t>(kMin<int64_t>, -1), kMin<int64_t>);
  EXPECT_EQ(WrappingMul<int32_t>(65536, 65536), 0);
  EXPECT_EQ(WrappingNeg<int64_t>(kMin<int64_t>), kMin<int64_t>);
  EXPECT_EQ(WrappingAbs<int32_t>(kMin<int32_t>), kMin<int32_t>);
  EXPECT_EQ(WrappingSquare<int64_t>(int64_t{1} << 32), 0);
  EXPECT_EQ(WrappingAdd<int8_t>(127, 1), -128);
}

TEST(WrappingArithmeticTest, NarrowUnsignedProductsDoNotOverflowInt) {
  // uint16 * uint16 would be computed in int, where 48830 * 48830 overflows.
  EXPECT_EQ(WrappingMul<uint16_t>(48830, 48830), static_cast<uint16_t>(48830u * 48830u));
  EXPECT_EQ(WrappingSquare<uint16_t>(65535), 1);
  EXPECT_EQ(WrappingMul<int16_t>(-32768, -32768), 0);
}

TEST(WrappingArithmeticTest, InRangeValuesAndNonIntegersAreUnchanged) {
  EXPECT_EQ(WrappingAdd<int32_t>(-3, 5), 2);
  EXPECT_EQ(WrappingSub<uint8_t>(3, 5), 254);
  EXPECT_EQ(WrappingMul<int64_t>(-4, 6), -24);
  EXPECT_EQ(WrappingAbs<int16_t>(-7), 7);
  EXPECT_EQ(WrappingAbs<uint32_t>(7), 7u);
  EXPECT_EQ(WrappingAdd<float>(1.5f, 2.0f), 3.5f);
  EXPECT_EQ(WrappingNeg<double>(2.0), -2.0);
  EXPECT_EQ(WrappingAbs<double>(-0.5), 0.5);
}

// Eigen evaluates arrays in SIMD packets and a scalar tail; both must wrap.
TEST(WrappingArithmeticTest, EigenFunctorsWrapInPacketsAndTail) {
  constexpr int kSize = 19;
  using Array = Eigen::Array<int32_t, Eigen::Dynamic, 1>;
  const Array x = Array::Constant(kSize, kMax<int32_t>);
  const Array one = Array::Constant(kSize, 1);
  const Array sum = x.binaryExpr(one, WrappingSumOp<int32_t>());
  const Array negated =
      Array::Constant(kSize, kMin<int32_t>).unaryExpr(WrappingOppositeOp<int32_t>());
  for (int i = 0; i < kSize; ++i) {
    EXPECT_EQ(sum[i], kMin<int32_t>) << i;
    EXPECT_EQ(negated[i], kMin<int32_t>) << i;
  }
  EXPECT_EQ(x.redux(WrappingSumOp<int32_t>()), WrappingMul<int32_t>(kMax<int32_t>, kSize));
  using Wide = Eigen::Array<uint16_t, Eigen::Dynamic, 1>;
  const Wide big = Wide::Constant(kSize, 48830);
  const Wide product = big.binaryExpr(big, WrappingProductOp<uint16_t>());
  for (int i = 0; i < kSize; ++i) EXPECT_EQ(product[i], WrappingMul<uint16_t>(48830, 48830)) << i;
}

}  // namespace
}  // namespace tensorflow
