// The GPU LogSoftmax (float and double) over the last dimension; device code in
// log_softmax_op_gpu.cu.cc.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace {

template <typename T>
class GpuLogSoftmaxOp : public OpKernel {
 public:
  explicit GpuLogSoftmaxOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& logits = context->input(0);
    OP_REQUIRES(context, logits.dims() >= 1,
                errors::InvalidArgument("logits must have >= 1 dimension, got ",
                                        logits.shape().DebugString()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, logits.shape(), &output));
    if (logits.NumElements() == 0) return;
    const int64 depth = logits.dim_size(logits.dims() - 1);
    OP_REQUIRES_OK(context, gpu_kernels::LaunchLogSoftmax<T>(
                                logits.NumElements() / depth, depth, logits.base<const T>(),
                                output->base<T>(), context->op_device_context_stream()));
  }
};

REGISTER_KERNEL_BUILDER(Name("LogSoftmax").Device(DEVICE_GPU).TypeConstraint<float>("T"),
                        GpuLogSoftmaxOp<float>);
REGISTER_KERNEL_BUILDER(Name("LogSoftmax").Device(DEVICE_GPU).TypeConstraint<double>("T"),
                        GpuLogSoftmaxOp<double>);

}  // namespace
}  // namespace tensorflow
