// SquaredDifference: every registered type, broadcasting, wrapping integers, complex operands
// (|x - y|^2), infinities, and bad input.
#include <limits>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsScalar;
using test::AsTensor;
using test::AsTensorOf;

using SquaredDifferenceTest = CwiseOpTest;

TEST_F(SquaredDifferenceTest, EveryType) {
#define CHECK_TYPE(T)                                                                           \
  ExpectResult("SquaredDifference", {AsTensorOf<T>({1, 5, -2, 0}), AsTensorOf<T>({4, 5, 1, 3})}, \
               AsTensorOf<T>({9, 0, 9, 9}));                                                    \
  ExpectResult("SquaredDifference", {AsTensorOf<T>({1, 5}), AsTensorOf<T>({2}, TensorShape({}))}, \
               AsTensorOf<T>({1, 9}));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(SquaredDifferenceTest, ComplexGivesTheSquaredModulus) {
  ExpectResult("SquaredDifference", {AsTensor<complex64>({{1, 2}}), AsTensor<complex64>({{0, 0}})},
               AsTensor<complex64>({{5, 0}}));
  ExpectResult("SquaredDifference",
               {AsTensor<complex128>({{3, 1}, {0, 0}}), AsTensor<complex128>({{0, -3}, {0, 2}})},
               AsTensor<complex128>({{25, 0}, {4, 0}}));
}

TEST_F(SquaredDifferenceTest, IntegersWrap) {
  ExpectResult("SquaredDifference", {AsScalar<int32>(1 << 20), AsScalar<int32>(0)},
               AsScalar<int32>(0));
  ExpectResult("SquaredDifference",
               {AsScalar<int64>(std::numeric_limits<int64>::min()), AsScalar<int64>(1)},
               AsScalar<int64>(1));
}

TEST_F(SquaredDifferenceTest, BroadcastingSpecialValuesAndErrors) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  ExpectResult("SquaredDifference", {AsTensorOf<float>({1, 2}, TensorShape({2, 1})),
                                     AsTensorOf<float>({0, 1, 3})},
               AsTensorOf<float>({1, 0, 4, 4, 1, 1}, TensorShape({2, 3})));
  ExpectResult("SquaredDifference",
               {AsTensor<float>({inf, inf, nan}), AsTensor<float>({0, inf, 0})},
               AsTensor<float>({inf, nan, nan}));
  ExpectResult("SquaredDifference", {AsTensorOf<double>({}, TensorShape({0})), AsScalar<double>(1)},
               AsTensorOf<double>({}, TensorShape({0})));
  ExpectError("SquaredDifference", {AsTensor<float>({1, 2}), AsTensor<float>({1, 2, 3})},
              error::INVALID_ARGUMENT, "Incompatible shapes: [2] vs. [3]");
  // The op allows int32 and int64 only among the integers.
  EXPECT_FALSE(Run("SquaredDifference", {AsTensor<int16>({1}), AsTensor<int16>({1})}).ok());
}

}  // namespace
}  // namespace tensorflow
