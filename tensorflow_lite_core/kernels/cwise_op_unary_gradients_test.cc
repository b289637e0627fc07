// TanhGrad, SigmoidGrad, SqrtGrad, RsqrtGrad and ReciprocalGrad: TensorFlow's formulas for every
// registered type, complex operands (conjugated where TensorFlow conjugates), and operands whose
// element counts differ.
#include <limits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsTensor;
using test::AsTensorOf;

using UnaryGradientsTest = CwiseOpTest;

TEST_F(UnaryGradientsTest, RealFormulasOfEveryType) {
  const std::vector<double> y = {0.5, -0.25, 2, 4};
  const std::vector<double> dy = {1, 2, -1, 0.5};
  auto expected = [&](double (*f)(double, double)) {
    std::vector<double> z;
    for (size_t i = 0; i < y.size(); ++i) z.push_back(f(y[i], dy[i]));
    return z;
  };
  const auto tanh = expected([](double v, double d) { return d * (1 - v * v); });
  const auto sigmoid = expected([](double v, double d) { return d * v * (1 - v); });
  const auto sqrt = expected([](double v, double d) { return d * 0.5 / v; });
  const auto rsqrt = expected([](double v, double d) { return -0.5 * d * v * v * v; });
  const auto reciprocal = expected([](double v, double d) { return -d * v * v; });
#define CHECK_TYPE(T)                                                                            \
  ExpectResult("TanhGrad", {AsTensorOf<T>(y), AsTensorOf<T>(dy)}, AsTensorOf<T>(tanh));          \
  ExpectResult("SigmoidGrad", {AsTensorOf<T>(y), AsTensorOf<T>(dy)}, AsTensorOf<T>(sigmoid));    \
  ExpectResult("SqrtGrad", {AsTensorOf<T>(y), AsTensorOf<T>(dy)}, AsTensorOf<T>(sqrt));          \
  ExpectResult("RsqrtGrad", {AsTensorOf<T>(y), AsTensorOf<T>(dy)}, AsTensorOf<T>(rsqrt));        \
  ExpectResult("ReciprocalGrad", {AsTensorOf<T>(y), AsTensorOf<T>(dy)}, AsTensorOf<T>(reciprocal));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(UnaryGradientsTest, ComplexOperands) {
  // TensorFlow 2.21's answers for y = 1+1i, dy = 1+2i.
  const Tensor y = AsTensor<complex128>({{1, 1}});
  const Tensor dy = AsTensor<complex128>({{1, 2}});
  ExpectResult("TanhGrad", {y, dy}, AsTensor<complex128>({{5, 0}}));
  ExpectResult("SigmoidGrad", {y, dy}, AsTensor<complex128>({{3, 1}}));
  ExpectResult("SqrtGrad", {y, dy}, AsTensor<complex128>({{-0.25, 0.75}}));
  ExpectResult("RsqrtGrad", {y, dy}, AsTensor<complex128>({{-1, 3}}));
  ExpectResult("ReciprocalGrad", {y, dy}, AsTensor<complex128>({{-4, 2}}));
  ExpectResult("SqrtGrad", {AsTensor<complex64>({{1, 1}}), AsTensor<complex64>({{1, 2}})},
               AsTensor<complex64>({{-0.25f, 0.75f}}));
}

TEST_F(UnaryGradientsTest, SqrtGradOfAZeroGradientIsZero) {
  const float inf = std::numeric_limits<float>::infinity();
  ExpectResult("SqrtGrad", {AsTensor<float>({0, 0, 0, inf}), AsTensor<float>({1, 0, -0.0f, 0})},
               AsTensor<float>({inf, 0, 0, 0}));
  ExpectResult("SqrtGrad", {AsTensor<complex64>({{0, 0}}), AsTensor<complex64>({{0, 0}})},
               AsTensor<complex64>({{0, 0}}));
}

TEST_F(UnaryGradientsTest, ElementCountsMustMatch) {
  for (const char* op : {"TanhGrad", "SigmoidGrad", "SqrtGrad", "RsqrtGrad", "ReciprocalGrad"}) {
    ExpectError(op, {AsTensor<float>({1, 2}), AsTensor<float>({1, 2, 3})}, error::INVALID_ARGUMENT,
                "The two arguments to a cwise op must have same number of elements, got 2 and 3");
    // No broadcasting, even of a single element.
    ExpectError(op, {AsTensor<float>({1, 2}), AsTensor<float>({1})}, error::INVALID_ARGUMENT,
                "must have same number of elements, got 2 and 1");
  }
  // Shapes may differ when the counts agree: the output takes y's.
  ExpectResult("TanhGrad",
               {AsTensorOf<float>({1, 2}, TensorShape({1, 2})), AsTensor<float>({1, 2})},
               AsTensorOf<float>({0, -6}, TensorShape({1, 2})));
  ExpectResult("SqrtGrad",
               {AsTensorOf<double>({}, TensorShape({0, 2})),
                AsTensorOf<double>({}, TensorShape({0}))},
               AsTensorOf<double>({}, TensorShape({0, 2})));
}

}  // namespace
}  // namespace tensorflow
