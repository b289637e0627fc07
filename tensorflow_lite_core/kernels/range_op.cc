// Range(start, limit, delta): start, start + delta, ... up to (not including) limit. Element i is
// start + i * delta computed in the element type (each step rounded as TensorFlow's kernel
// rounds it), so long float ranges do not drift as repeated addition would.
#include <type_traits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/ops/range_size.h"
#if GOOGLE_CUDA
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#endif

namespace tensorflow {
namespace {

// A scalar, or a vector of one element (TensorFlow accepts both).
absl::Status ScalarArgument(const Tensor& tensor, const char* name) {
  const bool one = tensor.dims() == 0 || (tensor.dims() == 1 && tensor.dim_size(0) == 1);
  if (one) return OkStatus();
  return errors::InvalidArgument(name, " must be a scalar, not shape ",
                                 tensor.shape().DebugString());
}

template <typename T>
T RangeValue(T start, T delta, int64 i) {
  if constexpr (std::is_integral_v<T>) {
    // Wrapping arithmetic: every element fits T even where i * delta alone does not.
    return static_cast<T>(static_cast<uint64>(static_cast<int64>(start)) +
                          static_cast<uint64>(i) * static_cast<uint64>(static_cast<int64>(delta)));
  } else {
    return start + static_cast<T>(i) * delta;
  }
}

template <typename T>
class RangeOp : public OpKernel {
 public:
  explicit RangeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& start_tensor = context->input(0);
    const Tensor& limit_tensor = context->input(1);
    const Tensor& delta_tensor = context->input(2);
    OP_REQUIRES_OK(context, ScalarArgument(start_tensor, "start"));
    OP_REQUIRES_OK(context, ScalarArgument(limit_tensor, "limit"));
    OP_REQUIRES_OK(context, ScalarArgument(delta_tensor, "delta"));
    const T start = start_tensor.base<const T>()[0];
    const T limit = limit_tensor.base<const T>()[0];
    const T delta = delta_tensor.base<const T>()[0];
    int64 size = 0;
    OP_REQUIRES_OK(context, RangeSize(start, limit, delta, &size));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({size}), &output));
#if GOOGLE_CUDA
    if (context->op_device_context_stream() != nullptr) {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> ||
                    std::is_same_v<T, int64>) {
        OP_REQUIRES_OK(context, gpu_kernels::LaunchRange<T>(start, delta, size, output->base<T>(),
                                                            context->op_device_context_stream()));
      } else {
        OP_REQUIRES(context, false,
                    errors::Unimplemented("Range of ", DataTypeString(output->dtype()),
                                          " on a GPU"));
      }
      return;
    }
#endif
    T* out = output->base<T>();
    ParallelForOnDevice(context, size, 2, [=](int64 begin, int64 end) {
      for (int64 i = begin; i < end; ++i) out[i] = RangeValue(start, delta, i);
    });
  }
};

#define REGISTER_RANGE(T)                                                     \
  REGISTER_KERNEL_BUILDER(Name("Range")                                       \
                              .Device(DEVICE_CPU)                             \
                              .TypeConstraint<T>("Tidx")                      \
                              .HostMemory("start")                            \
                              .HostMemory("limit")                            \
                              .HostMemory("delta"),                           \
                          RangeOp<T>);
TF_CALL_bfloat16(REGISTER_RANGE)
TF_CALL_half(REGISTER_RANGE)
TF_CALL_float(REGISTER_RANGE)
TF_CALL_double(REGISTER_RANGE)
TF_CALL_int32(REGISTER_RANGE)
TF_CALL_int64(REGISTER_RANGE)
#undef REGISTER_RANGE

#if GOOGLE_CUDA
#define REGISTER_RANGE_GPU(T)                                                 \
  REGISTER_KERNEL_BUILDER(Name("Range")                                       \
                              .Device(DEVICE_GPU)                             \
                              .TypeConstraint<T>("Tidx")                      \
                              .HostMemory("start")                            \
                              .HostMemory("limit")                            \
                              .HostMemory("delta"),                           \
                          RangeOp<T>);
TF_CALL_float(REGISTER_RANGE_GPU)
TF_CALL_double(REGISTER_RANGE_GPU)
TF_CALL_int64(REGISTER_RANGE_GPU)
#undef REGISTER_RANGE_GPU
#endif

}  // namespace
}  // namespace tensorflow
