// Elu, Selu, LeakyRelu and Softplus, and their gradients, for the floating types (half and
// bfloat16 compute in float). The gradients take operands of one shape, as TensorFlow's do.
#include <cmath>
#include <limits>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

using cwise_loop::Wide;

// SELU's constants (Klambauer et al., "Self-Normalizing Neural Networks").
constexpr double kSeluScale = 1.0507009873554804934193349852946;
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;

// x for x >= 0, else exp(x) - 1.
struct EluFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T features) const {
    const Wide<T> x = Wide<T>(features);
    return T(x < 0 ? std::expm1(x) : x);
  }
};

// d/dx from the output: gradients * (outputs + 1) where the output is negative.
struct EluGradFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T gradients, T outputs) const {
    const Wide<T> g = Wide<T>(gradients);
    const Wide<T> y = Wide<T>(outputs);
    return T(y < 0 ? g * (y + 1) : g);
  }
};

// scale * x for x >= 0, else scale * alpha * (exp(x) - 1).
struct SeluFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T features) const {
    using W = Wide<T>;
    const W x = W(features);
    return T(x < 0 ? W(kSeluScale * kSeluAlpha) * std::expm1(x) : W(kSeluScale) * x);
  }
};

struct SeluGradFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T gradients, T outputs) const {
    using W = Wide<T>;
    const W g = W(gradients);
    const W y = W(outputs);
    return T(y < 0 ? g * (y + W(kSeluScale * kSeluAlpha)) : g * W(kSeluScale));
  }
};

// x for x > 0, else alpha * x.
struct LeakyReluFunctor : cwise_loop::Functor {
  explicit LeakyReluFunctor(OpKernelConstruction* context) {
    OP_REQUIRES_OK(context, context->GetAttr("alpha", &alpha));
  }
  template <typename T>
  T operator()(T features) const {
    const Wide<T> x = Wide<T>(features);
    return T(x > 0 ? x : x * Wide<T>(alpha));
  }
  float alpha = 0;
};

struct LeakyReluGradFunctor : cwise_loop::Functor {
  explicit LeakyReluGradFunctor(OpKernelConstruction* context) {
    OP_REQUIRES_OK(context, context->GetAttr("alpha", &alpha));
  }
  template <typename T>
  T operator()(T gradients, T features) const {
    const Wide<T> g = Wide<T>(gradients);
    return T(Wide<T>(features) > 0 ? g : g * Wide<T>(alpha));
  }
  float alpha = 0;
};

// The machine epsilon of each floating type (half and bfloat16 keep 10 and 7 fraction bits).
template <typename T>
constexpr double kEpsilon = std::numeric_limits<T>::epsilon();
template <>
constexpr double kEpsilon<half> = 0x1p-10;
template <>
constexpr double kEpsilon<bfloat16> = 0x1p-7;

// log(1 + exp(x)), computed as x where exp(x) would overflow and as exp(x) where log1p would add
// nothing, the bounds being where each is exact to T's precision.
struct SoftplusFunctor : cwise_loop::Functor {
  static constexpr int kCost = 40;
  template <typename T>
  T operator()(T features) const {
    using W = Wide<T>;
    const W threshold = W(std::log(kEpsilon<T>) + 2);  // a constant once optimised
    const W x = W(features);
    if (x > -threshold) return features;
    const W exp_x = std::exp(x);
    return T(x < threshold ? exp_x : std::log1p(exp_x));
  }
};

// gradients * sigmoid(features)
struct SoftplusGradFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T gradients, T features) const {
    using W = Wide<T>;
    return T(W(gradients) / (W(1) + std::exp(-W(features))));
  }
};

#define REGISTER_ACTIVATION(name, functor, gradient_functor, T)                             \
  REGISTER_KERNEL_BUILDER(Name(name).Device(DEVICE_CPU).TypeConstraint<T>("T"),            \
                          UnaryLoopOp<T, T, functor>);                                     \
  REGISTER_KERNEL_BUILDER(Name(name "Grad").Device(DEVICE_CPU).TypeConstraint<T>("T"),     \
                          BinaryLoopOp<T, T, gradient_functor, OperandShapes::kSameShape>);
#define REGISTER_ALL(T)                                                      \
  REGISTER_ACTIVATION("Elu", EluFunctor, EluGradFunctor, T)                  \
  REGISTER_ACTIVATION("Selu", SeluFunctor, SeluGradFunctor, T)               \
  REGISTER_ACTIVATION("LeakyRelu", LeakyReluFunctor, LeakyReluGradFunctor, T) \
  REGISTER_ACTIVATION("Softplus", SoftplusFunctor, SoftplusGradFunctor, T)
TF_CALL_FLOAT_TYPES(REGISTER_ALL)
#undef REGISTER_ALL
#undef REGISTER_ACTIVATION

}  // namespace
}  // namespace tensorflow
