// FloorDiv, FloorMod and TruncateDiv: every registered type, signs, the most negative integer over
// -1, division by zero (TensorFlow's errors for integers; inf and NaN for floats), broadcasting
// and empty tensors.
#include <limits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsScalar;
using test::AsTensor;
using test::AsTensorOf;

using FloorTruncateDivTest = CwiseOpTest;

TEST_F(FloorTruncateDivTest, PositiveOperandsOfEveryType) {
#define CHECK_TYPE(T)                                                                              \
  ExpectResult("FloorDiv", {AsTensorOf<T>({7, 8, 9, 0}), AsTensorOf<T>({2, 2, 4, 3})},             \
               AsTensorOf<T>({3, 4, 2, 0}));                                                       \
  ExpectResult("FloorMod", {AsTensorOf<T>({7, 8, 9, 0}), AsTensorOf<T>({2, 2, 4, 3})},             \
               AsTensorOf<T>({1, 0, 1, 0}));                                                       \
  ExpectResult("TruncateDiv", {AsTensorOf<T>({7, 8, 9, 0}), AsTensorOf<T>({2}, TensorShape({}))},  \
               AsTensorOf<T>({3, 4, 4, 0}));
  TF_CALL_REAL_NUMBER_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(FloorTruncateDivTest, SignedOperandsRoundDownOrTowardZero) {
  const std::vector<double> x = {7, -7, 7, -7, 6, -6};
  const std::vector<double> y = {3, 3, -3, -3, -3, 3};
#define CHECK_TYPE(T)                                                                           \
  ExpectResult("FloorDiv", {AsTensorOf<T>(x), AsTensorOf<T>(y)},                                \
               AsTensorOf<T>({2, -3, -3, 2, -2, -2}));                                          \
  ExpectResult("FloorMod", {AsTensorOf<T>(x), AsTensorOf<T>(y)},                                \
               AsTensorOf<T>({1, 2, -2, -1, 0, 0}));                                            \
  ExpectResult("TruncateDiv", {AsTensorOf<T>(x), AsTensorOf<T>(y)},                             \
               AsTensorOf<T>({2, -2, -2, 2, -2, -2}));
  TF_CALL_int8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(FloorTruncateDivTest, FloatsDivideThenRound) {
  ExpectResult("FloorDiv", {AsTensor<float>({7.5f, -7.5f}), AsScalar<float>(2)},
               AsTensor<float>({3, -4}));
  ExpectResult("TruncateDiv", {AsTensor<float>({7.5f, -7.5f}), AsScalar<float>(2)},
               AsTensor<float>({3, -3}));
  ExpectResult("FloorMod", {AsTensor<double>({7.5, -7.5, 5, -5}), AsTensor<double>({2, 2, -3, 3})},
               AsTensor<double>({1.5, 0.5, -1, 1}));
}

TEST_F(FloorTruncateDivTest, FloatDivisionByZero) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  ExpectResult("FloorDiv", {AsTensor<float>({1, -1, 0}), AsTensor<float>({0, 0, 0})},
               AsTensor<float>({inf, -inf, nan}));
  ExpectResult("FloorMod", {AsTensor<float>({1, nan}), AsTensor<float>({0, 1})},
               AsTensor<float>({nan, nan}));
  ExpectResult("TruncateDiv", {AsTensorOf<half>({1, -1}), AsTensorOf<half>({0, 0})},
               AsTensorOf<half>({inf, -inf}));
}

TEST_F(FloorTruncateDivTest, IntegerDivisionByZeroIsAnError) {
#define CHECK_TYPE(T)                                                                         \
  ExpectError("FloorDiv", {AsTensorOf<T>({1, 2}), AsTensorOf<T>({1, 0})},                     \
              error::INVALID_ARGUMENT, "Integer division by zero");                           \
  ExpectError("FloorMod", {AsTensorOf<T>({1, 2}), AsTensorOf<T>({0}, TensorShape({}))},       \
              error::INVALID_ARGUMENT, "Integer division by zero");                           \
  ExpectError("TruncateDiv", {AsTensorOf<T>({1, 2}, TensorShape({2, 1})), AsTensorOf<T>({0, 1})}, \
              error::INTERNAL,                                                                    \
              "Unexpected error in binary operator (only integer div and mod should have errors)");
  TF_CALL_INTEGRAL_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  // Nothing is divided when the output is empty, so a zero divisor goes unnoticed.
  ExpectResult("FloorDiv", {AsTensorOf<int32>({}, TensorShape({0, 2})), AsTensorOf<int32>({0, 1})},
               AsTensorOf<int32>({}, TensorShape({0, 2})));
}

TEST_F(FloorTruncateDivTest, MostNegativeOverMinusOneWraps) {
  constexpr int32 kMin32 = std::numeric_limits<int32>::min();
  constexpr int64 kMin64 = std::numeric_limits<int64>::min();
  ExpectResult("FloorDiv", {AsScalar<int32>(kMin32), AsScalar<int32>(-1)}, AsScalar<int32>(kMin32));
  ExpectResult("TruncateDiv", {AsScalar<int64>(kMin64), AsScalar<int64>(-1)},
               AsScalar<int64>(kMin64));
  ExpectResult("FloorMod", {AsScalar<int32>(kMin32), AsScalar<int32>(-1)}, AsScalar<int32>(0));
  ExpectResult("FloorDiv", {AsScalar<int8>(-128), AsScalar<int8>(-1)}, AsScalar<int8>(-128));
}

TEST_F(FloorTruncateDivTest, BroadcastingAndShapes) {
  ExpectResult("FloorDiv", {AsTensorOf<int32>({10, 20}, TensorShape({2, 1})),
                            AsTensorOf<int32>({3, -3, 7})},
               AsTensorOf<int32>({3, -4, 1, 6, -7, 2}, TensorShape({2, 3})));
  ExpectResult("FloorMod", {AsScalar<int64>(-7), AsTensorOf<int64>({2, 3, 4})},
               AsTensorOf<int64>({1, 2, 1}));
  ExpectError("FloorDiv", {AsTensorOf<int32>({1, 2, 3}), AsTensorOf<int32>({1, 2})},
              error::INVALID_ARGUMENT, "Incompatible shapes: [3] vs. [2]");
  EXPECT_FALSE(Run("FloorMod", {AsTensorOf<complex64>({1}), AsTensorOf<complex64>({1})}).ok());
}

}  // namespace
}  // namespace tensorflow
