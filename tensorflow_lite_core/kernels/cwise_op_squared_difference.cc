// SquaredDifference: (x - y)^2 with broadcasting; integers wrap, complex values give
// (x - y) * conj(x - y), as TensorFlow's kernel does.
#include <complex>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

using cwise_loop::kIsComplex;
using cwise_loop::Wide;

struct SquaredDifferenceFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) {
      return WrappingSquare(WrappingSub(x, y));
    } else if constexpr (kIsComplex<T>) {
      const T difference = x - y;
      return difference * std::conj(difference);
    } else {
      const Wide<T> difference = Wide<T>(x) - Wide<T>(y);
      return T(difference * difference);
    }
  }
};

#define REGISTER_CPU(T)                                                                        \
  REGISTER_KERNEL_BUILDER(Name("SquaredDifference").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          BinaryLoopOp<T, T, SquaredDifferenceFunctor>);
TF_CALL_FLOAT_TYPES(REGISTER_CPU)
TF_CALL_COMPLEX_TYPES(REGISTER_CPU)
TF_CALL_int32(REGISTER_CPU)
TF_CALL_int64(REGISTER_CPU)
#undef REGISTER_CPU

}  // namespace
}  // namespace tensorflow
