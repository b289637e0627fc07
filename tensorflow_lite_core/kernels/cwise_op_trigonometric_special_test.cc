// Sin, Cos, Log1p, Expm1 and Erf: every registered type against the C library, accuracy near
// zero (where log(1 + x) and exp(x) - 1 would lose it), complex values, NaN and infinities.
#include <cmath>
#include <complex>
#include <limits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsTensor;
using test::AsTensorOf;

using TrigonometricSpecialTest = CwiseOpTest;

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

std::vector<double> Apply(double (*f)(double), const std::vector<double>& x) {
  std::vector<double> y;
  for (double v : x) y.push_back(f(v));
  return y;
}

TEST_F(TrigonometricSpecialTest, RealValuesOfEveryType) {
  const std::vector<double> x = {-2, -0.5, 0, 0.25, 1, 3};
  double (*sin)(double) = std::sin;
  double (*cos)(double) = std::cos;
  double (*log1p)(double) = std::log1p;
  double (*expm1)(double) = std::expm1;
  double (*erf)(double) = std::erf;
#define CHECK_TYPE(T)                                                                   \
  ExpectResult("Sin", {AsTensorOf<T>(x)}, AsTensorOf<T>(Apply(sin, x)));                \
  ExpectResult("Cos", {AsTensorOf<T>(x)}, AsTensorOf<T>(Apply(cos, x)));                \
  ExpectResult("Expm1", {AsTensorOf<T>(x)}, AsTensorOf<T>(Apply(expm1, x)));            \
  ExpectResult("Erf", {AsTensorOf<T>(x)}, AsTensorOf<T>(Apply(erf, x)));                \
  ExpectResult("Log1p", {AsTensorOf<T>({-0.5, 0, 0.25, 1, 3})},                         \
               AsTensorOf<T>(Apply(log1p, {-0.5, 0, 0.25, 1, 3})));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(TrigonometricSpecialTest, SpecialValues) {
  ExpectResult("Log1p", {AsTensor<double>({-1, -2, kInf, kNan, 1e-300})},
               AsTensor<double>({-kInf, kNan, kInf, kNan, 1e-300}));
  ExpectResult("Expm1", {AsTensorOf<float>({-kInf, kInf, kNan, 1e-30})},
               AsTensorOf<float>({-1, kInf, kNan, 1e-30}));
  ExpectResult("Erf", {AsTensorOf<float>({-kInf, kInf, kNan})}, AsTensorOf<float>({-1, 1, kNan}));
  ExpectResult("Sin", {AsTensor<double>({kInf, kNan})}, AsTensor<double>({kNan, kNan}));
  ExpectResult("Cos", {AsTensorOf<bfloat16>({-kInf, 0})}, AsTensorOf<bfloat16>({kNan, 1}));
}

TEST_F(TrigonometricSpecialTest, ComplexValues) {
  const std::vector<complex128> z = {{1, 1}, {-0.5, 2}, {0, 0}, {3, -0.25}};
  std::vector<complex128> sin, cos, log1p, expm1;
  for (const complex128& v : z) {
    sin.push_back(std::sin(v));
    cos.push_back(std::cos(v));
    log1p.push_back(std::log(1.0 + v));
    expm1.push_back(std::exp(v) - 1.0);
  }
  ExpectResult("Sin", {AsTensor<complex128>(z)}, AsTensor<complex128>(sin));
  ExpectResult("Cos", {AsTensor<complex128>(z)}, AsTensor<complex128>(cos));
  ExpectResult("Log1p", {AsTensor<complex128>(z)}, AsTensor<complex128>(log1p));
  ExpectResult("Expm1", {AsTensor<complex128>(z)}, AsTensor<complex128>(expm1));
  ExpectResult("Sin", {AsTensor<complex64>({{1, 1}})},
               AsTensor<complex64>({{static_cast<float>(sin[0].real()),
                                     static_cast<float>(sin[0].imag())}}));
  ExpectResult("Log1p", {AsTensor<complex64>({{0.25f, -0.25f}})},
               AsTensor<complex64>({std::log(complex64(1.25f, -0.25f))}));
}

TEST_F(TrigonometricSpecialTest, ComplexLog1pAndExpm1StayAccurateNearZero) {
  // log(1 + z) ~ z - z^2/2 and exp(z) - 1 ~ z + z^2/2 for tiny z; 1 + z rounds z away.
  const complex128 z(1e-10, 1e-10);
  const complex128 square = z * z;
  ExpectResult("Log1p", {AsTensor<complex128>({z})}, AsTensor<complex128>({z - square / 2.0}));
  ExpectResult("Expm1", {AsTensor<complex128>({z})}, AsTensor<complex128>({z + square / 2.0}));
  ExpectResult("Expm1", {AsTensor<complex64>({{1e-8f, -1e-8f}})},
               AsTensor<complex64>({{1e-8f, -1e-8f}}));
}

TEST_F(TrigonometricSpecialTest, TypesWithoutKernels) {
  EXPECT_FALSE(Run("Sin", {AsTensor<int32>({1})}).ok());
  EXPECT_FALSE(Run("Erf", {AsTensor<complex64>({{1, 0}})}).ok());
  ExpectResult("Erf", {AsTensorOf<double>({}, TensorShape({0}))},
               AsTensorOf<double>({}, TensorShape({0})));
}

}  // namespace
}  // namespace tensorflow
