// The GPU GatherV2 and GatherNd (float and double params, int32 and int64 indices): shapes are
// checked here as on the CPU; the indices stay on the device, where one outside its range
// gathers a zero slice (TensorFlow's GPU kernels do the same). Device code in
// gather_scatter_ops_gpu.cu.cc.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/gather_op.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {

namespace {

template <typename T, typename Index>
class GpuGatherV2Op : public OpKernel {
 public:
  explicit GpuGatherV2Op(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("batch_dims", &batch_dims_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& params = context->input(0);
    const Tensor& indices = context->input(1);
    GatherV2Plan plan;
    OP_REQUIRES_OK(context, plan.Init(params, indices, context->input(2), batch_dims_));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape, &output));
    if (output->NumElements() == 0) return;
    OP_REQUIRES_OK(context, gpu_kernels::LaunchGather<T, Index>(
                                plan.batch, plan.outer, plan.limit, plan.inner, plan.count,
                                params.base<const T>(), indices.base<const Index>(),
                                output->base<T>(), context->op_device_context_stream()));
  }

 private:
  int64 batch_dims_ = 0;
};

template <typename T, typename Index>
class GpuGatherNdOp : public OpKernel {
 public:
  explicit GpuGatherNdOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& params = context->input(0);
    const Tensor& indices = context->input(1);
    GatherNdPlan plan;
    OP_REQUIRES_OK(context, plan.Init(params, indices));
    gpu_kernels::IndexedDims dims;
    OP_REQUIRES_OK(context,
                   gpu_kernels::MakeIndexedDims(plan.depth, params.shape().dim_sizes().data(), &dims));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape, &output));
    if (output->NumElements() == 0) return;
    OP_REQUIRES_OK(context, gpu_kernels::LaunchGatherNd<T, Index>(
                                dims, plan.rows, plan.slice, params.base<const T>(),
                                indices.base<const Index>(), output->base<T>(),
                                context->op_device_context_stream()));
  }
};

#define REGISTER_GPU_GATHER(T, Index)                                     \
  REGISTER_KERNEL_BUILDER(Name("GatherV2")                                \
                              .Device(DEVICE_GPU)                         \
                              .TypeConstraint<T>("Tparams")               \
                              .TypeConstraint<Index>("Tindices")          \
                              .HostMemory("axis"),                        \
                          GpuGatherV2Op<T, Index>);                       \
  REGISTER_KERNEL_BUILDER(Name("GatherNd")                                \
                              .Device(DEVICE_GPU)                         \
                              .TypeConstraint<T>("Tparams")               \
                              .TypeConstraint<Index>("Tindices"),         \
                          GpuGatherNdOp<T, Index>);
REGISTER_GPU_GATHER(float, int32)
REGISTER_GPU_GATHER(float, int64)
REGISTER_GPU_GATHER(double, int32)
REGISTER_GPU_GATHER(double, int64)
#undef REGISTER_GPU_GATHER

}  // namespace
}  // namespace tensorflow
