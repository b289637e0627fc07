// TanhGrad, SigmoidGrad, SqrtGrad, RsqrtGrad and ReciprocalGrad: the gradient of a unary op from
// its output y and the incoming gradient dy, both of one element count (the output takes y's
// shape), as TensorFlow defines them. Sqrt's, Rsqrt's and Reciprocal's conjugate a complex y, as
// TensorFlow's kernels do; Tanh's and Sigmoid's leave that to their callers.
#include <complex>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

using cwise_loop::kIsComplex;
using cwise_loop::Wide;

template <typename W>
W Conjugate(W y) {
  if constexpr (kIsComplex<W>) {
    return std::conj(y);
  } else {
    return y;
  }
}

// dy * (1 - y^2)
struct TanhGradFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T y, T dy) const {
    using W = Wide<T>;
    return T(W(dy) * (W(1) - W(y) * W(y)));
  }
};

// dy * y * (1 - y)
struct SigmoidGradFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T y, T dy) const {
    using W = Wide<T>;
    return T(W(dy) * W(y) * (W(1) - W(y)));
  }
};

// dy / (2 conj(y)); 0 where dy is 0, even at y = 0 (as TensorFlow's).
struct SqrtGradFunctor : cwise_loop::Functor {
  static constexpr int kCost = 4;
  template <typename T>
  T operator()(T y, T dy) const {
    using W = Wide<T>;
    if (W(dy) == W(0)) return T(0);
    return T(W(0.5) * W(dy) / Conjugate(W(y)));
  }
};

// -dy conj(y)^3 / 2
struct RsqrtGradFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T y, T dy) const {
    using W = Wide<T>;
    const W conjugate = Conjugate(W(y));
    return T(W(-0.5) * (W(dy) * conjugate) * (conjugate * conjugate));
  }
};

// -dy conj(y)^2
struct ReciprocalGradFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T y, T dy) const {
    using W = Wide<T>;
    const W conjugate = Conjugate(W(y));
    return T(-W(dy) * (conjugate * conjugate));
  }
};

#define REGISTER_GRADIENT(op_name, functor, T)                                        \
  REGISTER_KERNEL_BUILDER(Name(op_name).Device(DEVICE_CPU).TypeConstraint<T>("T"),  \
                          BinaryLoopOp<T, T, functor, OperandShapes::kSameCount>);
#define REGISTER_ALL(T)                                            \
  REGISTER_GRADIENT("TanhGrad", TanhGradFunctor, T)                \
  REGISTER_GRADIENT("SigmoidGrad", SigmoidGradFunctor, T)          \
  REGISTER_GRADIENT("SqrtGrad", SqrtGradFunctor, T)                \
  REGISTER_GRADIENT("RsqrtGrad", RsqrtGradFunctor, T)              \
  REGISTER_GRADIENT("ReciprocalGrad", ReciprocalGradFunctor, T)
TF_CALL_FLOAT_TYPES(REGISTER_ALL)
TF_CALL_COMPLEX_TYPES(REGISTER_ALL)
#undef REGISTER_ALL
#undef REGISTER_GRADIENT

}  // namespace
}  // namespace tensorflow
