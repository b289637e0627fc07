// OneHot(indices, depth, on_value, off_value), attr axis: `indices` with a new dimension of
// `depth` at `axis` (-1: last) holding on_value where its position equals the index and
// off_value elsewhere (everywhere, for an index outside [0, depth)). Values move as bytes
// (strings by value): one kernel class serves every dtype.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/one_hot_op.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {

absl::Status OneHotPlan::Init(const Tensor& indices, const Tensor& depth_tensor,
                              const Tensor& on_value, const Tensor& off_value, int64 axis) {
  if (!TensorShapeUtils::IsScalar(depth_tensor.shape())) {
    return errors::InvalidArgument("depth must be a scalar, but got: ",
                                   depth_tensor.shape().DebugString());
  }
  if (!TensorShapeUtils::IsScalar(on_value.shape())) {
    return errors::InvalidArgument("on_value must be a scalar, but got: ",
                                   on_value.shape().DebugString());
  }
  if (!TensorShapeUtils::IsScalar(off_value.shape())) {
    return errors::InvalidArgument("off_value must be a scalar, but got: ",
                                   off_value.shape().DebugString());
  }
  const int rank = indices.dims();
  if (axis != -1 && (axis < 0 || axis > rank)) {
    return errors::InvalidArgument("Expected axis to be -1 or between [0, ", rank + 1,
                                   ").  But received: ", axis);
  }
  depth = depth_tensor.base<const int32>()[0];
  if (depth < 0) return errors::InvalidArgument("depth must be non-negative, got: ", depth);
  const int position = axis == -1 ? rank : static_cast<int>(axis);
  output_shape = TensorShape();
  prefix = suffix = 1;
  for (int d = 0; d < rank; ++d) {
    if (d == position) TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(depth));
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(indices.dim_size(d)));
    (d < position ? prefix : suffix) *= indices.dim_size(d);
  }
  if (position == rank) TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(depth));
  return OkStatus();
}

namespace {

class OneHotOp : public OpKernel {
 public:
  explicit OneHotOp(OpKernelConstruction* context) : OpKernel(context) {
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
    SliceMover mover;
    OP_REQUIRES_OK(context, SliceMover::Make(on_value.dtype(), 1, &mover));
    const IndexReader index(indices);
    void* out = output->data();
    // One unit per prefix position: a [depth, suffix] block of the output.
    const int64 block = plan.depth * plan.suffix;
    ParallelForOnDevice(context, plan.prefix, block + 10, [&](int64 begin, int64 end) {
      for (int64 p = begin; p < end; ++p) {
        mover.Fill(off_value.data(), 0, out, p * block, (p + 1) * block);
        for (int64 s = 0; s < plan.suffix; ++s) {
          const int64 hot = index[p * plan.suffix + s];
          if (hot >= 0 && hot < plan.depth) {
            mover.Copy(on_value.data(), 0, out, p * block + hot * plan.suffix + s);
          }
        }
      }
    });
  }

 private:
  int64 axis_ = -1;
};

#define REGISTER_ONE_HOT(T)                                                          \
  REGISTER_KERNEL_BUILDER(                                                          \
      Name("OneHot").Device(DEVICE_CPU).TypeConstraint<T>("T").HostMemory("depth"), \
      OneHotOp);
TF_CALL_ALL_TYPES(REGISTER_ONE_HOT)
#undef REGISTER_ONE_HOT

}  // namespace
}  // namespace tensorflow
