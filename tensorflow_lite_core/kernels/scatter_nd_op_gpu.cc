// The GPU ScatterNd, TensorScatterUpdate and UnsortedSegmentSum (float and double, int32 and
// int64 indices): shapes are checked here as on the CPU; the indices stay on the device, where
// one outside its range writes nothing (TensorFlow's GPU kernels do the same). Duplicates add up
// atomically; for TensorScatterUpdate one of them wins. Device code in
// gather_scatter_ops_gpu.cu.cc.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/kernels/scatter_nd_op.h"
#include "tensorflow_lite_core/kernels/segment_reduction_ops.h"

namespace tensorflow {
namespace {

template <typename T, typename Index>
class GpuScatterNdOp : public OpKernel {
 public:
  explicit GpuScatterNdOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& indices = context->input(0);
    const Tensor& updates = context->input(1);
    TensorShape shape;
    OP_REQUIRES_OK(context, ScatterNdOutputShape(indices, context->input(2), &shape));
    ScatterNdPlan plan;
    OP_REQUIRES_OK(context, plan.Init(indices, updates, shape, /*for_update=*/false));
    gpu_kernels::IndexedDims dims;
    OP_REQUIRES_OK(context, gpu_kernels::MakeIndexedDims(plan.depth, shape.dim_sizes().data(), &dims));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    void* stream = context->op_device_context_stream();
    OP_REQUIRES_OK(context, gpu_kernels::LaunchZero(output->TotalBytes(), output->data(), stream));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchScatterNd<T, Index>(
                                true, dims, plan.rows, plan.slice, indices.base<const Index>(),
                                updates.base<const T>(), output->base<T>(), stream));
  }
};

template <typename T, typename Index>
class GpuTensorScatterUpdateOp : public OpKernel {
 public:
  explicit GpuTensorScatterUpdateOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& tensor = context->input(0);
    const Tensor& indices = context->input(1);
    const Tensor& updates = context->input(2);
    ScatterNdPlan plan;
    OP_REQUIRES_OK(context, plan.Init(indices, updates, tensor.shape(), /*for_update=*/true));
    gpu_kernels::IndexedDims dims;
    OP_REQUIRES_OK(context,
                   gpu_kernels::MakeIndexedDims(plan.depth, tensor.shape().dim_sizes().data(), &dims));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, tensor.shape(), &output));
    void* stream = context->op_device_context_stream();
    OP_REQUIRES_OK(context, gpu_kernels::LaunchCopy(tensor.TotalBytes(), tensor.data(),
                                                    output->data(), stream));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchScatterNd<T, Index>(
                                false, dims, plan.rows, plan.slice, indices.base<const Index>(),
                                updates.base<const T>(), output->base<T>(), stream));
  }
};

template <typename T, typename Index>
class GpuUnsortedSegmentSumOp : public OpKernel {
 public:
  explicit GpuUnsortedSegmentSumOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& data = context->input(0);
    const Tensor& segment_ids = context->input(1);
    UnsortedSegmentPlan plan;
    OP_REQUIRES_OK(context, plan.Init(data, segment_ids, context->input(2)));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape, &output));
    void* stream = context->op_device_context_stream();
    OP_REQUIRES_OK(context, gpu_kernels::LaunchZero(output->TotalBytes(), output->data(), stream));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchUnsortedSegmentSum<T, Index>(
                                plan.rows, plan.inner, plan.num_segments, data.base<const T>(),
                                segment_ids.base<const Index>(), output->base<T>(), stream));
  }
};

#define REGISTER_GPU_SCATTER(T, Index)                                      \
  REGISTER_KERNEL_BUILDER(Name("ScatterNd")                                 \
                              .Device(DEVICE_GPU)                           \
                              .TypeConstraint<T>("T")                       \
                              .TypeConstraint<Index>("Tindices")            \
                              .HostMemory("shape"),                         \
                          GpuScatterNdOp<T, Index>);                        \
  REGISTER_KERNEL_BUILDER(Name("TensorScatterUpdate")                       \
                              .Device(DEVICE_GPU)                           \
                              .TypeConstraint<T>("T")                       \
                              .TypeConstraint<Index>("Tindices"),           \
                          GpuTensorScatterUpdateOp<T, Index>);              \
  REGISTER_KERNEL_BUILDER(Name("UnsortedSegmentSum")                        \
                              .Device(DEVICE_GPU)                           \
                              .TypeConstraint<T>("T")                       \
                              .TypeConstraint<Index>("Tindices")            \
                              .HostMemory("num_segments"),                  \
                          GpuUnsortedSegmentSumOp<T, Index>);
REGISTER_GPU_SCATTER(float, int32)
REGISTER_GPU_SCATTER(float, int64)
REGISTER_GPU_SCATTER(double, int32)
REGISTER_GPU_SCATTER(double, int64)
#undef REGISTER_GPU_SCATTER

}  // namespace
}  // namespace tensorflow
