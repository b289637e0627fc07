// Elu, Selu, LeakyRelu and Softplus and their gradients: every registered type, the constants and
// attrs, NaN and infinities, Softplus's range limits, and gradients of unequal shapes.
#include <cmath>
#include <limits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsTensor;
using test::AsTensorOf;

using ActivationsTest = CwiseOpTest;

constexpr double kScale = 1.0507009873554804934193349852946;
constexpr double kAlpha = 1.6732632423543772848170429916717;
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST_F(ActivationsTest, ActivationsOfEveryType) {
  const std::vector<double> x = {-2, -0.5, 0, 0.5, 3};
  std::vector<double> elu, selu, leaky, softplus;
  for (double v : x) {
    elu.push_back(v < 0 ? std::expm1(v) : v);
    selu.push_back(v < 0 ? kScale * kAlpha * std::expm1(v) : kScale * v);
    // alpha is a float attr: doubles are scaled by 0.2f, as in TensorFlow.
    leaky.push_back(v > 0 ? v : double{0.2f} * v);
    softplus.push_back(std::log1p(std::exp(v)));
  }
#define CHECK_TYPE(T)                                                                      \
  ExpectResult("Elu", {AsTensorOf<T>(x)}, AsTensorOf<T>(elu));                             \
  ExpectResult("Selu", {AsTensorOf<T>(x)}, AsTensorOf<T>(selu));                           \
  ExpectResult("LeakyRelu", {AsTensorOf<T>(x)}, AsTensorOf<T>(leaky));                     \
  ExpectResult("Softplus", {AsTensorOf<T>(x)}, AsTensorOf<T>(softplus));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  // Integers are for the ops' callers to convert.
  EXPECT_FALSE(Run("LeakyRelu", {AsTensor<int32>({1})}).ok());
}

TEST_F(ActivationsTest, SpecialValues) {
  ExpectResult("Elu", {AsTensorOf<float>({-kInf, kInf, kNan})},
               AsTensorOf<float>({-1, kInf, kNan}));
  ExpectResult("Selu", {AsTensorOf<double>({-kInf, kNan})},
               AsTensorOf<double>({-kScale * kAlpha, kNan}));
  ExpectResult("LeakyRelu", {AsTensorOf<float>({-kInf, kNan})}, AsTensorOf<float>({-kInf, kNan}));
  // Softplus is x where exp(x) would overflow and exp(x) where log1p(exp(x)) adds nothing.
  ExpectResult("Softplus", {AsTensorOf<float>({-100, -20, 20, 100, 1000, kNan, -kInf})},
               AsTensorOf<float>({std::exp(-100.0), 2.0611537e-09, 20, 100, 1000, kNan, 0}));
  ExpectResult("Softplus", {AsTensor<double>({-800, 40, 800})},
               AsTensor<double>({0, 40, 800}));
  ExpectResult("Softplus", {AsTensorOf<half>({-10, 10})},
               AsTensorOf<half>({std::exp(-10.0), 10}));
}

TEST_F(ActivationsTest, LeakyReluAlpha) {
  ExpectResult("LeakyRelu", {AsTensor<float>({-1, 1, 0})}, AsTensor<float>({-2, 1, 0}),
               {Attr("alpha", 2.0f)});
  ExpectResult("LeakyRelu", {AsTensor<double>({-4, 4})}, AsTensor<double>({0, 4}),
               {Attr("alpha", 0.0f)});
  ExpectResult("LeakyReluGrad", {AsTensor<float>({1, 1, 1}), AsTensor<float>({-1, 1, 0})},
               AsTensor<float>({0.5f, 1, 0.5f}), {Attr("alpha", 0.5f)});
}

TEST_F(ActivationsTest, GradientsOfEveryType) {
  const std::vector<double> g = {1, 2, -1, 0.5};
  const std::vector<double> v = {-0.5, 0, 0.75, -2};
  std::vector<double> elu, selu, leaky, softplus;
  for (size_t i = 0; i < g.size(); ++i) {
    elu.push_back(v[i] < 0 ? g[i] * (v[i] + 1) : g[i]);
    selu.push_back(v[i] < 0 ? g[i] * (v[i] + kScale * kAlpha) : g[i] * kScale);
    leaky.push_back(v[i] > 0 ? g[i] : g[i] * double{0.2f});
    softplus.push_back(g[i] / (1 + std::exp(-v[i])));
  }
#define CHECK_TYPE(T)                                                                             \
  ExpectResult("EluGrad", {AsTensorOf<T>(g), AsTensorOf<T>(v)}, AsTensorOf<T>(elu));              \
  ExpectResult("SeluGrad", {AsTensorOf<T>(g), AsTensorOf<T>(v)}, AsTensorOf<T>(selu));            \
  ExpectResult("LeakyReluGrad", {AsTensorOf<T>(g), AsTensorOf<T>(v)}, AsTensorOf<T>(leaky));      \
  ExpectResult("SoftplusGrad", {AsTensorOf<T>(g), AsTensorOf<T>(v)}, AsTensorOf<T>(softplus));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(ActivationsTest, GradientOperandsMustHaveOneShape) {
  for (const char* op : {"EluGrad", "SeluGrad", "LeakyReluGrad", "SoftplusGrad"}) {
    ExpectError(op, {AsTensor<float>({1, 2}), AsTensor<float>({1, 2, 3})}, error::INVALID_ARGUMENT,
                std::string("Inputs to operation ") + op + " of type " + op +
                    " must have the same size and shape.  Input 0: [2] != input 1: [3]");
    ExpectError(op, {AsTensorOf<float>({1, 2}, TensorShape({1, 2})), AsTensor<float>({1, 2})},
                error::INVALID_ARGUMENT, "Input 0: [1,2] != input 1: [2]");
    ExpectResult(op,
                 {AsTensorOf<float>({}, TensorShape({0, 2})),
                  AsTensorOf<float>({}, TensorShape({0, 2}))},
                 AsTensorOf<float>({}, TensorShape({0, 2})));
  }
}

}  // namespace
}  // namespace tensorflow
