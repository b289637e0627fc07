// GatherNd(params, indices): each row of `indices` (its last dimension, `depth` long) addresses
// a slice params[i0, ..., i(depth-1), :]; the output is indices' other dimensions, then the
// slice's. Rows that address nothing are an InvalidArgument naming the first, or, with
// bad_indices_policy IGNORE, zero slices. Slices move as bytes (strings by value), so one
// kernel class serves every dtype.
#include <cstring>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_op.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {

absl::Status GatherNdPlan::Init(const Tensor& params, const Tensor& indices) {
  if (params.dims() < 1) return errors::InvalidArgument("params must be at least a vector");
  if (indices.dims() < 1) return errors::InvalidArgument("indices must be at least a vector");
  const int64 index_depth = indices.dim_size(indices.dims() - 1);
  if (index_depth > params.dims()) {
    return errors::InvalidArgument(
        "index innermost dimension length must be <= params rank; saw: ", index_depth, " vs. ",
        params.dims());
  }
  depth = static_cast<int>(index_depth);
  output_shape = TensorShape();
  rows = slice = 1;
  for (int d = 0; d + 1 < indices.dims(); ++d) {
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(indices.dim_size(d)));
    rows *= indices.dim_size(d);
  }
  for (int d = depth; d < params.dims(); ++d) {
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(params.dim_size(d)));
    slice *= params.dim_size(d);
  }
  if (rows > 0 && params.NumElements() == 0) {
    return errors::InvalidArgument(
        "Requested more than 0 entries, but params is empty.  Params shape: ",
        params.shape().DebugString());
  }
  return OkStatus();
}

namespace {

class GatherNdOp : public OpKernel {
 public:
  explicit GatherNdOp(OpKernelConstruction* context) : OpKernel(context) {
    std::string policy;
    OP_REQUIRES_OK(context, context->GetAttr("bad_indices_policy", &policy));
    OP_REQUIRES_OK(context, IgnoresBadIndices(policy, &ignore_bad_indices_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& params = context->input(0);
    const Tensor& indices = context->input(1);
    GatherNdPlan plan;
    OP_REQUIRES_OK(context, plan.Init(params, indices));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape, &output));
    if (output->NumElements() == 0) return;
    const int depth = plan.depth;
    const int64 rows = plan.rows;
    const int64 slice = plan.slice;

    // The flat slice each row addresses, or -1.
    const IndexReader index(indices);
    std::vector<int64> sources(rows);
    for (int64 row = 0; row < rows; ++row) {
      int64 source = 0;
      bool valid = true;
      for (int d = 0; d < depth; ++d) {
        const int64 value = index[row * depth + d];
        valid &= value >= 0 && value < params.dim_size(d);
        // Only in-range values take part: an out-of-range one could overflow the sum.
        if (valid) source = source * params.dim_size(d) + value;
      }
      if (!valid && !ignore_bad_indices_) {
        context->CtxFailure(errors::InvalidArgument(
            "indices[", row, "] = ", IndexText(index, row * depth, depth),
            " does not index into param shape ", params.shape().DebugString(),
            ", node name: ", name()));
        return;
      }
      sources[row] = valid ? source : -1;
    }
    SliceMover mover;
    OP_REQUIRES_OK(context, SliceMover::Make(params.dtype(), slice, &mover));
    Tensor zero;
    if (ignore_bad_indices_) {
      OP_REQUIRES_OK(context, context->allocate_temp(params.dtype(), TensorShape({slice}), &zero));
      if (params.dtype() != DT_STRING) std::memset(zero.data(), 0, zero.TotalBytes());
    }
    const void* from = params.data();
    void* to = output->data();
    ParallelForOnDevice(context, rows, mover.slice_bytes() / 4 + 10, [&](int64 begin, int64 end) {
      for (int64 row = begin; row < end; ++row) {
        if (sources[row] >= 0) {
          mover.Copy(from, sources[row], to, row);
        } else {
          mover.Copy(zero.data(), 0, to, row);
        }
      }
    });
  }

 private:
  bool ignore_bad_indices_ = false;
};

#define REGISTER_GATHER_ND(T)                                                                   \
  REGISTER_KERNEL_BUILDER(Name("GatherNd").Device(DEVICE_CPU).TypeConstraint<T>("Tparams"), \
                          GatherNdOp);
TF_CALL_ALL_TYPES(REGISTER_GATHER_ND)
TF_CALL_QUANTIZED_TYPES(REGISTER_GATHER_ND)
#undef REGISTER_GATHER_ND

}  // namespace
}  // namespace tensorflow
