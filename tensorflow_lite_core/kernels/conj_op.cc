// Conj: the complex conjugate, element-wise, for complex64 and complex128 (TensorFlow's CPU kernel
// for variant conjugates the tensors inside a variant; tflc has no variant payloads to take).
#include <complex>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

struct ConjFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x) const {
    return std::conj(x);
  }
};

#define REGISTER_CPU(T)                                                           \
  REGISTER_KERNEL_BUILDER(Name("Conj").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          UnaryLoopOp<T, T, ConjFunctor>);
TF_CALL_COMPLEX_TYPES(REGISTER_CPU)
#undef REGISTER_CPU

}  // namespace
}  // namespace tensorflow
