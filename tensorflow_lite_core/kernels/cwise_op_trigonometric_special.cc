// Sin, Cos, Log1p, Expm1 and Erf, element-wise. Half and bfloat16 compute in float; complex
// Log1p and Expm1 keep their accuracy near zero (log(1 + z) and exp(z) - 1 would lose it).
#include <cmath>
#include <complex>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

using cwise_loop::kIsComplex;
using cwise_loop::Wide;

// log(1 + z) for z = a + bi: |1 + z|^2 - 1 = a(2 + a) + b^2 without cancellation near 0.
template <typename R>
std::complex<R> ComplexLog1p(std::complex<R> z) {
  const R a = z.real();
  const R b = z.imag();
  if (std::abs(a) >= R(0.5) || std::abs(b) >= R(0.5)) return std::log(R(1) + z);
  return {R(0.5) * std::log1p(a * (R(2) + a) + b * b), std::atan2(b, R(1) + a)};
}

// exp(z) - 1 for z = a + bi: cos(b) - 1 = -2 sin(b/2)^2 without cancellation near 0.
template <typename R>
std::complex<R> ComplexExpm1(std::complex<R> z) {
  const R a = z.real();
  const R b = z.imag();
  const R half_sine = std::sin(b / R(2));
  return {std::expm1(a) * std::cos(b) - R(2) * half_sine * half_sine, std::exp(a) * std::sin(b)};
}

struct SinFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T x) const {
    return T(std::sin(Wide<T>(x)));
  }
};

struct CosFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T x) const {
    return T(std::cos(Wide<T>(x)));
  }
};

struct Log1pFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T x) const {
    if constexpr (kIsComplex<T>) {
      return ComplexLog1p(x);
    } else {
      return T(std::log1p(Wide<T>(x)));
    }
  }
};

struct Expm1Functor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T x) const {
    if constexpr (kIsComplex<T>) {
      return ComplexExpm1(x);
    } else {
      return T(std::expm1(Wide<T>(x)));
    }
  }
};

struct ErfFunctor : cwise_loop::Functor {
  static constexpr int kCost = 20;
  template <typename T>
  T operator()(T x) const {
    return T(std::erf(Wide<T>(x)));
  }
};

#define REGISTER_UNARY(op_name, functor, T)                                          \
  REGISTER_KERNEL_BUILDER(Name(op_name).Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          UnaryLoopOp<T, T, functor>);

#define REGISTER_ALL(T)                            \
  REGISTER_UNARY("Sin", SinFunctor, T)             \
  REGISTER_UNARY("Cos", CosFunctor, T)             \
  REGISTER_UNARY("Log1p", Log1pFunctor, T)         \
  REGISTER_UNARY("Expm1", Expm1Functor, T)
TF_CALL_FLOAT_TYPES(REGISTER_ALL)
TF_CALL_COMPLEX_TYPES(REGISTER_ALL)
#undef REGISTER_ALL

#define REGISTER_ERF(T) REGISTER_UNARY("Erf", ErfFunctor, T)
TF_CALL_FLOAT_TYPES(REGISTER_ERF)
#undef REGISTER_ERF

#undef REGISTER_UNARY

}  // namespace
}  // namespace tensorflow
