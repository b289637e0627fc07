// The GPU BiasAdd (float and double), in NHWC or NCHW; device code in bias_op_gpu.cu.cc.
#include <string>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/bias_op.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace {

template <typename T>
class GpuBiasAddOp : public OpKernel {
 public:
  explicit GpuBiasAddOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("data_format", &data_format_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& value = context->input(0);
    const Tensor& bias = context->input(1);
    BiasLayout layout;
    OP_REQUIRES_OK(context, layout.InitForBiasAdd(value.shape(), bias.shape(), data_format_));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, value.shape(), &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchBiasAdd<T>(
                                layout.outer, layout.channels, layout.inner, value.base<const T>(),
                                bias.base<const T>(), output->base<T>(),
                                context->op_device_context_stream()));
  }

 private:
  std::string data_format_;
};

REGISTER_KERNEL_BUILDER(Name("BiasAdd").Device(DEVICE_GPU).TypeConstraint<float>("T"),
                        GpuBiasAddOp<float>);
REGISTER_KERNEL_BUILDER(Name("BiasAdd").Device(DEVICE_GPU).TypeConstraint<double>("T"),
                        GpuBiasAddOp<double>);

}  // namespace
}  // namespace tensorflow
