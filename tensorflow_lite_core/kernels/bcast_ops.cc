// BroadcastArgs(s0, s1): the shape two shapes broadcast to; BroadcastGradientArgs(s0, s1): the
// dimensions a gradient of that shape is summed over to give each input's. Both read shapes as
// int32 or int64 vectors and answer with BCast (util/bcast.h).
#include <vector>

#include "absl/strings/str_join.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/util/bcast.h"

namespace tensorflow {
namespace {

template <typename T>
absl::Status ReadShapes(OpKernelContext* context, BCast::Vec shapes[2]) {
  for (int i = 0; i < 2; ++i) {
    const Tensor& shape = context->input(i);
    if (shape.dims() != 1) {
      return errors::InvalidArgument("In[", i, "] must be a vector.", shape.shape().DebugString());
    }
    const T* values = shape.base<const T>();
    shapes[i].assign(values, values + shape.NumElements());
  }
  return OkStatus();
}

absl::Status CheckValid(const BCast& bcast, const BCast::Vec shapes[2]) {
  if (bcast.IsValid()) return OkStatus();
  return errors::InvalidArgument("Incompatible shapes: [", absl::StrJoin(shapes[0], ","),
                                 "] vs. [", absl::StrJoin(shapes[1], ","), "]");
}

template <typename T>
absl::Status SetVectorOutput(OpKernelContext* context, int index, const BCast::Vec& values) {
  Tensor* output = nullptr;
  TF_RETURN_IF_ERROR(context->allocate_output(
      index, TensorShape({static_cast<int64>(values.size())}), &output));
  T* data = output->base<T>();
  for (size_t i = 0; i < values.size(); ++i) data[i] = static_cast<T>(values[i]);
  return OkStatus();
}

template <typename T>
class BroadcastArgsOp : public OpKernel {
 public:
  explicit BroadcastArgsOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    BCast::Vec shapes[2];
    OP_REQUIRES_OK(context, ReadShapes<T>(context, shapes));
    const BCast bcast(shapes[0], shapes[1]);
    OP_REQUIRES_OK(context, CheckValid(bcast, shapes));
    OP_REQUIRES_OK(context, SetVectorOutput<T>(context, 0, bcast.output_shape()));
  }

  bool IsExpensive() override { return false; }
};

template <typename T>
class BroadcastGradientArgsOp : public OpKernel {
 public:
  explicit BroadcastGradientArgsOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    BCast::Vec shapes[2];
    OP_REQUIRES_OK(context, ReadShapes<T>(context, shapes));
    const BCast bcast(shapes[0], shapes[1]);
    OP_REQUIRES_OK(context, CheckValid(bcast, shapes));
    OP_REQUIRES_OK(context, SetVectorOutput<T>(context, 0, bcast.grad_x_reduce_idx()));
    OP_REQUIRES_OK(context, SetVectorOutput<T>(context, 1, bcast.grad_y_reduce_idx()));
  }

  bool IsExpensive() override { return false; }
};

#define REGISTER_BCAST(T)                                                                    \
  REGISTER_KERNEL_BUILDER(Name("BroadcastArgs").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          BroadcastArgsOp<T>);                                               \
  REGISTER_KERNEL_BUILDER(                                                                   \
      Name("BroadcastGradientArgs").Device(DEVICE_CPU).TypeConstraint<T>("T"),               \
      BroadcastGradientArgsOp<T>);
REGISTER_BCAST(int32)
REGISTER_BCAST(int64)
#undef REGISTER_BCAST

#if GOOGLE_CUDA
// Shapes live on the host: the GPU kernels are the CPU ones with every argument in host memory.
#define REGISTER_BCAST_GPU(T)                                        \
  REGISTER_KERNEL_BUILDER(Name("BroadcastArgs")                      \
                              .Device(DEVICE_GPU)                    \
                              .TypeConstraint<T>("T")                \
                              .HostMemory("s0")                      \
                              .HostMemory("s1")                      \
                              .HostMemory("r0"),                     \
                          BroadcastArgsOp<T>);                       \
  REGISTER_KERNEL_BUILDER(Name("BroadcastGradientArgs")              \
                              .Device(DEVICE_GPU)                    \
                              .TypeConstraint<T>("T")                \
                              .HostMemory("s0")                      \
                              .HostMemory("s1")                      \
                              .HostMemory("r0")                      \
                              .HostMemory("r1"),                     \
                          BroadcastGradientArgsOp<T>);
REGISTER_BCAST_GPU(int32)
REGISTER_BCAST_GPU(int64)
#undef REGISTER_BCAST_GPU
#endif

}  // namespace
}  // namespace tensorflow
