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
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {

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
    OP_REQUIRES(context, params.dims() >= 1,
                errors::InvalidArgument("params must be at least a vector"));
    OP_REQUIRES(context, indices.dims() >= 1,
                errors::InvalidArgument("indices must be at least a vector"));
    const int depth = static_cast<int>(indices.dim_size(indices.dims() - 1));
    OP_REQUIRES(context, indices.dim_size(indices.dims() - 1) <= params.dims(),
                errors::InvalidArgument(
                    "index innermost dimension length must be <= params rank; saw: ",
                    indices.dim_size(indices.dims() - 1), " vs. ", params.dims()));
    TensorShape output_shape;
    int64 rows = 1;
    for (int d = 0; d + 1 < indices.dims(); ++d) {
      OP_REQUIRES_OK(context, output_shape.AddDimWithStatus(indices.dim_size(d)));
      rows *= indices.dim_size(d);
    }
    int64 slice = 1;
    for (int d = depth; d < params.dims(); ++d) {
      OP_REQUIRES_OK(context, output_shape.AddDimWithStatus(params.dim_size(d)));
      slice *= params.dim_size(d);
    }
    if (rows > 0 && params.NumElements() == 0) {
      context->CtxFailure(errors::InvalidArgument(
          "Requested more than 0 entries, but params is empty.  Params shape: ",
          params.shape().DebugString()));
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    if (output->NumElements() == 0) return;

    // The flat slice each row addresses, or -1.
    const IndexReader index(indices);
    std::vector<int64> sources(rows);
    for (int64 row = 0; row < rows; ++row) {
      int64 source = 0;
      bool valid = true;
      for (int d = 0; d < depth; ++d) {
        const int64 value = index[row * depth + d];
        valid &= value >= 0 && value < params.dim_size(d);
        source = source * params.dim_size(d) + value;
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
