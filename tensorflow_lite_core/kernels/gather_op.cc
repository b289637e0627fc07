// GatherV2(params, indices, axis), attr batch_dims: slices of `params` along `axis` picked by
// `indices`. Viewed as params [batch, outer, limit, inner] and indices [batch, count], output
// [batch, outer, count, inner] holds params[b, o, indices[b, n], :]. Every index is checked
// first (InvalidArgument naming the first out of [0, limit), as TensorFlow's CPU kernel reports
// it), then slices move as bytes (strings by value), so one kernel class serves every dtype.
#include <limits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_op.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {

absl::Status GatherV2Plan::Init(const Tensor& params, const Tensor& indices,
                                const Tensor& axis_tensor, int64 batch_dims_attr) {
  if (!TensorShapeUtils::IsScalar(axis_tensor.shape())) {
    return errors::InvalidArgument("axis must be scalar");
  }
  if (params.dims() < 1) return errors::InvalidArgument("params must be at least 1 dimensional");
  const int64 rank = params.dims();
  int64 axis = IndexReader(axis_tensor)[0];
  if (axis < -rank || axis >= rank) {
    // TensorFlow's eager call reports this from the op's shape function, in terms of the rank
    // the axis needs; an axis beyond int32's range (whose rank would overflow) in the kernel's.
    if (axis > std::numeric_limits<int32>::max() || axis < std::numeric_limits<int32>::min()) {
      return errors::InvalidArgument("Expected axis in the range [", -rank, ", ", rank,
                                     "), but got ", axis);
    }
    return errors::InvalidArgument("Shape must be at least rank ", axis >= 0 ? axis + 1 : -axis,
                                   " but is rank ", rank);
  }
  if (axis < 0) axis += rank;
  const int64 indices_rank = indices.dims();
  int64 batch_dims = batch_dims_attr;
  if (batch_dims < -indices_rank || batch_dims > indices_rank) {
    return errors::InvalidArgument("Expected batch_dims in the range [", -indices_rank, ", ",
                                   indices_rank, "], but got ", batch_dims);
  }
  if (batch_dims < 0) batch_dims += indices_rank;
  if (batch_dims >= rank) {
    return errors::InvalidArgument("batch_dims (", batch_dims,
                                   ") must be less than rank(params) (", rank, ").");
  }
  if (batch_dims > axis) {
    return errors::InvalidArgument("batch_dims (", batch_dims,
                                   ") must be less than or equal to axis (", axis, ").");
  }
  for (int d = 0; d < batch_dims; ++d) {
    if (params.dim_size(d) != indices.dim_size(d)) {
      return errors::InvalidArgument("params.shape[", d, "]: ", params.dim_size(d),
                                     " should be equal to indices.shape[", d,
                                     "]: ", indices.dim_size(d));
    }
  }
  output_shape = TensorShape();
  batch = outer = inner = count = 1;
  for (int d = 0; d < axis; ++d) {
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(params.dim_size(d)));
    (d < batch_dims ? batch : outer) *= params.dim_size(d);
  }
  for (int d = batch_dims; d < indices_rank; ++d) {
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(indices.dim_size(d)));
    count *= indices.dim_size(d);
  }
  for (int d = axis + 1; d < rank; ++d) {
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(params.dim_size(d)));
    inner *= params.dim_size(d);
  }
  limit = params.dim_size(axis);
  return OkStatus();
}

absl::Status GatherV2Plan::CheckIndices(const Tensor& indices) const {
  const IndexReader index(indices);
  const int64 n = indices.NumElements();
  for (int64 i = 0; i < n; ++i) {
    const int64 value = index[i];
    if (value < 0 || value >= limit) {
      return errors::InvalidArgument(ElementText("indices", indices.shape(), i), " = ", value,
                                     " is not in [0, ", limit, ")");
    }
  }
  return OkStatus();
}

namespace {

class GatherV2Op : public OpKernel {
 public:
  explicit GatherV2Op(OpKernelConstruction* context) : OpKernel(context) {
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
    OP_REQUIRES_OK(context, plan.CheckIndices(indices));
    SliceMover mover;
    OP_REQUIRES_OK(context, SliceMover::Make(params.dtype(), plan.inner, &mover));
    const IndexReader index(indices);
    const void* from = params.data();
    void* to = output->data();
    // One unit is one output slice: (batch, outer, n).
    const int64 units = plan.batch * plan.outer * plan.count;
    ParallelForOnDevice(context, units, mover.slice_bytes() / 4 + 10,
                        [&](int64 begin, int64 end) {
                          for (int64 unit = begin; unit < end; ++unit) {
                            const int64 n = unit % plan.count;
                            const int64 batch_outer = unit / plan.count;
                            const int64 b = batch_outer / plan.outer;
                            const int64 source = batch_outer * plan.limit +
                                                 index[b * plan.count + n];
                            mover.Copy(from, source, to, unit);
                          }
                        });
  }

 private:
  int64 batch_dims_ = 0;
};

#define REGISTER_GATHER(T)                                                                      \
  REGISTER_KERNEL_BUILDER(Name("GatherV2").Device(DEVICE_CPU).TypeConstraint<T>("Tparams"), \
                          GatherV2Op);
TFLC_CALL_EVERY_VALUE_TYPE(REGISTER_GATHER)
#undef REGISTER_GATHER

}  // namespace
}  // namespace tensorflow
