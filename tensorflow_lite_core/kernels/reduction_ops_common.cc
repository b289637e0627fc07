#include "tensorflow_lite_core/kernels/reduction_ops.h"

#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/kernels/transpose_functor.h"

namespace tensorflow {

bool ReductionHelper::ForwardIfNothingReduced(OpKernelContext* context, const Tensor& data) const {
  if (reduces_elements_) return false;
  Tensor output;
  if (!output.CopyFrom(data, out_shape_)) {
    context->CtxFailure(errors::Internal("Reduction changed the element count"));
    return true;
  }
  context->set_output(0, output);
  return true;
}

Status ReductionHelper::Simplify(const Tensor& data, const Tensor& axes, bool keep_dims) {
  TF_RETURN_IF_ERROR(CheckIndexType(axes, "reduction_indices"));
  const int rank = data.dims();
  std::vector<bool> reduce(rank, false);
  for (int64 i = 0; i < axes.NumElements(); ++i) {
    int64 axis = IndexValue(axes, i);
    if (axis < -rank || axis >= rank) {
      return errors::InvalidArgument("Invalid reduction dimension (", axis, " for input with ",
                                     rank, " dimension(s)");
    }
    if (axis < 0) axis += rank;
    if (reduce[axis]) {
      return errors::InvalidArgument(
          "Invalid reduction arguments: Axes contains duplicate dimension: ", axis);
    }
    reduce[axis] = true;
  }

  out_shape_ = TensorShape();
  reduces_elements_ = false;
  reduced_count_ = 1;
  kept_count_ = 1;
  merged_dims_.clear();
  kept_then_reduced_.clear();
  std::vector<int> reduced_dims;
  // Products of some of the sizes can overflow only when another size is 0. The output shape
  // then says whether the result exists; an empty input reads none of the counts.
  auto multiply = [](int64* product, int64 size) {
    if (__builtin_mul_overflow(*product, size, product)) *product = 0;
  };
  for (int d = 0; d < rank; ++d) {
    const int64 size = data.dim_size(d);
    if (reduce[d]) {
      if (keep_dims) TF_RETURN_IF_ERROR(out_shape_.AddDimWithStatus(1));
      multiply(&reduced_count_, size);
      reduced_dims.push_back(d);
      if (size != 1) reduces_elements_ = true;
    } else {
      TF_RETURN_IF_ERROR(out_shape_.AddDimWithStatus(size));
      multiply(&kept_count_, size);
      kept_then_reduced_.push_back(d);
    }
  }
  kept_then_reduced_.insert(kept_then_reduced_.end(), reduced_dims.begin(), reduced_dims.end());

  // Merge neighbours of the same kind, skipping size-1 dimensions (either kind will do).
  bool last_reduced = false;
  for (int d = 0; d < rank; ++d) {
    const int64 size = data.dim_size(d);
    if (size == 1) continue;
    if (!merged_dims_.empty() && reduce[d] == last_reduced) {
      multiply(&merged_dims_.back(), size);
    } else {
      if (merged_dims_.empty()) reduce_first_axis_ = reduce[d];
      merged_dims_.push_back(size);
      last_reduced = reduce[d];
    }
  }
  return OkStatus();
}

namespace reduction_internal {

Status TransposeForReduction(OpKernelContext* context, const Tensor& input,
                             const std::vector<int>& perm, Tensor* output) {
  return DoTranspose(context, input, perm, output);
}

}  // namespace reduction_internal
}  // namespace tensorflow
