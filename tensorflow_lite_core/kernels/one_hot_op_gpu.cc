// The GPU OneHot (float and double values, int32 and int64 indices): depth is read on the host
// (HostMemory), the indices and the on and off values on the device. Device code in
// gather_scatter_ops_gpu.cu.cc.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/kernels/one_hot_op.h"

namespace tensorflow {
namespace {

template <typename T, typename Index>
class GpuOneHotOp : public OpKernel {
 public:
  explicit GpuOneHotOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("axis", &axis_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& indices = context->input(0);
    const Tensor& on_value = context->input(2);
    const Tensor& off_value = context->input(3);
    OneHotPlan plan;
    OP_REQUIRES_OK(context, plan.Init(indices, context->input(1), on_value, off_value, axis_));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape, &output));
    if (output->NumElements() == 0) return;
    OP_REQUIRES_OK(context, gpu_kernels::LaunchOneHot<T, Index>(
                                plan.prefix, plan.depth, plan.suffix, indices.base<const Index>(),
                                on_value.base<const T>(), off_value.base<const T>(),
                                output->base<T>(), context->op_device_context_stream()));
  }

 private:
  int64 axis_ = -1;
};

#define REGISTER_GPU_ONE_HOT(T, Index)                            \
  REGISTER_KERNEL_BUILDER(Name("OneHot")                          \
                              .Device(DEVICE_GPU)                 \
                              .TypeConstraint<T>("T")             \
                              .TypeConstraint<Index>("TI")        \
                              .HostMemory("depth"),               \
                          GpuOneHotOp<T, Index>);
REGISTER_GPU_ONE_HOT(float, int32)
REGISTER_GPU_ONE_HOT(float, int64)
REGISTER_GPU_ONE_HOT(double, int32)
REGISTER_GPU_ONE_HOT(double, int64)
#undef REGISTER_GPU_ONE_HOT

}  // namespace
}  // namespace tensorflow
