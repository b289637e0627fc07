// Floor, Ceil, Round, Rint, Sign and Reciprocal: every registered type, halves, NaN and infinities,
// signed zeros, complex values, and types the kernels do not take.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsTensor;
using test::AsTensorOf;

using RoundingTest = CwiseOpTest;

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST_F(RoundingTest, FloorCeilRoundOfEveryFloatType) {
  const std::vector<double> x = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.25, -2.75, kNan, -kInf};
#define CHECK_TYPE(T)                                                                          \
  ExpectResult("Floor", {AsTensorOf<T>(x)},                                                    \
               AsTensorOf<T>({-3, -2, -1, 0, 1, 2, 2, -3, kNan, -kInf}));                      \
  ExpectResult("Ceil", {AsTensorOf<T>(x)},                                                     \
               AsTensorOf<T>({-2, -1, -0.0, 1, 2, 3, 3, -2, kNan, -kInf}));                    \
  ExpectResult("Round", {AsTensorOf<T>(x)},                                                    \
               AsTensorOf<T>({-2, -2, -0.0, 0, 2, 2, 2, -3, kNan, -kInf}));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  ExpectResult("Rint", {AsTensorOf<float>(x)},
               AsTensorOf<float>({-2, -2, -0.0, 0, 2, 2, 2, -3, kNan, -kInf}));
  ExpectResult("Rint", {AsTensorOf<double>({0.5, 1.5, -3.5, 1e300})},
               AsTensorOf<double>({0, 2, -4, 1e300}));
}

TEST_F(RoundingTest, RoundKeepsIntegers) {
  ExpectResult("Round", {AsTensor<int32>({-3, 0, 7})}, AsTensor<int32>({-3, 0, 7}));
  ExpectResult("Round", {AsTensor<int64>({std::numeric_limits<int64>::min()})},
               AsTensor<int64>({std::numeric_limits<int64>::min()}));
  // The op allows int8 and int16, but TensorFlow has no CPU kernel for them.
  EXPECT_FALSE(Run("Round", {AsTensor<int16>({1})}).ok());
}

TEST_F(RoundingTest, RoundedZerosKeepTheirSign) {
  const Tensor rounded = [&] {
    EXPECT_TRUE(Run("Round", {AsTensor<float>({-0.25f, 0.25f})}).ok());
    return *GetOutput(0);
  }();
  EXPECT_TRUE(std::signbit(rounded.base<float>()[0]));
  EXPECT_FALSE(std::signbit(rounded.base<float>()[1]));
}

TEST_F(RoundingTest, SignOfEveryType) {
#define CHECK_TYPE(T) \
  ExpectResult("Sign", {AsTensorOf<T>({-3, 0, 5, -1})}, AsTensorOf<T>({-1, 0, 1, -1}));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_int8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
#undef CHECK_TYPE
  ExpectResult("Sign", {AsTensorOf<float>({kNan, -0.0, kInf, -kInf})},
               AsTensorOf<float>({kNan, 0, 1, -1}));
  const Tensor signed_zero = [&] {
    EXPECT_TRUE(Run("Sign", {AsTensor<double>({-0.0})}).ok());
    return *GetOutput(0);
  }();
  EXPECT_FALSE(std::signbit(signed_zero.base<double>()[0]));
  // Complex: x / |x|, and 0 for 0.
  ExpectResult("Sign", {AsTensor<complex64>({{3, 4}, {0, 0}, {0, -2}})},
               AsTensor<complex64>({{0.6f, 0.8f}, {0, 0}, {0, -1}}));
  ExpectResult("Sign", {AsTensor<complex128>({{-1, 1}})},
               AsTensor<complex128>({{-std::sqrt(0.5), std::sqrt(0.5)}}));
  EXPECT_FALSE(Run("Sign", {AsTensor<uint8>({1})}).ok());
}

TEST_F(RoundingTest, ReciprocalOfEveryType) {
#define CHECK_TYPE(T) \
  ExpectResult("Reciprocal", {AsTensorOf<T>({2, -4, 0.5})}, AsTensorOf<T>({0.5, -0.25, 2}));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  ExpectResult("Reciprocal", {AsTensorOf<float>({0, -0.0, kInf})},
               AsTensorOf<float>({kInf, -kInf, 0}));
  ExpectResult("Reciprocal", {AsTensor<complex128>({{0, 2}})}, AsTensor<complex128>({{0, -0.5}}));
  // The op allows integers, but TensorFlow has no CPU kernel for them.
  EXPECT_FALSE(Run("Reciprocal", {AsTensor<int32>({2})}).ok());
}

TEST_F(RoundingTest, EmptyTensorsAndShapes) {
  for (const char* op : {"Floor", "Ceil", "Round", "Rint", "Sign", "Reciprocal"}) {
    ExpectResult(op, {AsTensorOf<float>({}, TensorShape({0, 3}))},
                 AsTensorOf<float>({}, TensorShape({0, 3})));
    ExpectResult(op, {AsTensorOf<double>({4}, TensorShape({1, 1, 1}))},
                 test::AsTensorOf<double>({std::string(op) == "Reciprocal" ? 0.25
                                           : std::string(op) == "Sign"     ? 1
                                                                           : 4},
                                          TensorShape({1, 1, 1})));
  }
}

}  // namespace
}  // namespace tensorflow
