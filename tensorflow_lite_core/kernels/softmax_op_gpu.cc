// The GPU Softmax (float and double) over the last dimension; device code in softmax_op_gpu.cu.cc.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace {

template <typename T>
class GpuSoftmaxOp : public OpKernel {
 public:
  explicit GpuSoftmaxOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& logits = context->input(0);
    OP_REQUIRES(context, logits.dims() >= 1,
                errors::InvalidArgument("logits must have >= 1 dimension, got ",
                                        logits.shape().DebugString()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, logits.shape(), &output));
    if (logits.NumElements() == 0) return;
    const int64 depth = logits.dim_size(logits.dims() - 1);
    OP_REQUIRES_OK(context, gpu_kernels::LaunchSoftmax<T>(logits.NumElements() / depth, depth,
                                                          logits.base<const T>(), output->base<T>(),
                                                          context->op_device_context_stream()));
  }
};

REGISTER_KERNEL_BUILDER(Name("Softmax").Device(DEVICE_GPU).TypeConstraint<float>("T"), GpuSoftmaxOp<float>);
REGISTER_KERNEL_BUILDER(Name("Softmax").Device(DEVICE_GPU).TypeConstraint<double>("T"), GpuSoftmaxOp<double>);

}  // namespace
}  // namespace tensorflow
