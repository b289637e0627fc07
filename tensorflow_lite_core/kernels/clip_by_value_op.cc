// ClipByValue: min(max(t, ...)) as TensorFlow's kernel computes it, min(t, clip_value_max) first,
// then max with clip_value_min, where each bound is a scalar or has t's shape. A NaN in t stays;
// a NaN bound is ignored. Complex values are clipped part by part (real and imaginary), as in
// TensorFlow.
#include <complex>
#include <type_traits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

using cwise_loop::kIsComplex;
using cwise_loop::Wide;

template <typename R>
R ClipReal(R t, R low, R high) {
  const R upper_clipped = high < t ? high : t;
  return upper_clipped < low ? low : upper_clipped;
}

template <typename T>
T Clip(T t, T low, T high) {
  if constexpr (kIsComplex<T>) {
    return T(ClipReal(t.real(), low.real(), high.real()),
             ClipReal(t.imag(), low.imag(), high.imag()));
  } else {
    return T(ClipReal(Wide<T>(t), Wide<T>(low), Wide<T>(high)));
  }
}

TFLC_VECTORIZED_LOOPS_BEGIN

// out[i] = Clip(t[i], ...) over n elements; a bound's step is 0 for a scalar.
template <typename T>
void ClipElements(const T* t, const T* low, int64 low_step, const T* high, int64 high_step, T* out,
                  int64 n) {
  for (int64 i = 0; i < n; ++i) out[i] = Clip(t[i], low[i * low_step], high[i * high_step]);
}

TFLC_VECTORIZED_LOOPS_END

template <typename T>
class ClipByValueOp : public OpKernel {
 public:
  explicit ClipByValueOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& t = context->input(0);
    const Tensor& low = context->input(1);
    const Tensor& high = context->input(2);
    const bool low_fits = low.shape() == t.shape() || low.dims() == 0;
    const bool high_fits = high.shape() == t.shape() || high.dims() == 0;
    OP_REQUIRES(context, low_fits && high_fits,
                errors::InvalidArgument(
                    "clip_value_min and clip_value_max must be either of the same shape as "
                    "input, or a scalar. input shape: ",
                    t.shape().DebugString(), "clip_value_min shape: ", low.shape().DebugString(),
                    "clip_value_max shape: ", high.shape().DebugString()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, t.shape(), &output));
    const T* in = t.base<const T>();
    const T* low_data = low.base<const T>();
    const T* high_data = high.base<const T>();
    const int64 low_step = low.dims() == 0 ? 0 : 1;
    const int64 high_step = high.dims() == 0 ? 0 : 1;
    T* out = output->base<T>();
    ParallelForOnDevice(context, t.NumElements(), 4, [&](int64 begin, int64 end) {
      ClipElements(in + begin, low_data + begin * low_step, low_step,
                   high_data + begin * high_step, high_step, out + begin, end - begin);
    });
  }
};

#define REGISTER_CPU(T)                                                                  \
  REGISTER_KERNEL_BUILDER(Name("ClipByValue").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          ClipByValueOp<T>);
TF_CALL_FLOAT_TYPES(REGISTER_CPU)
TF_CALL_COMPLEX_TYPES(REGISTER_CPU)
TF_CALL_int8(REGISTER_CPU)
TF_CALL_uint8(REGISTER_CPU)
TF_CALL_int16(REGISTER_CPU)
TF_CALL_uint16(REGISTER_CPU)
TF_CALL_int32(REGISTER_CPU)
TF_CALL_int64(REGISTER_CPU)
#undef REGISTER_CPU

}  // namespace
}  // namespace tensorflow
