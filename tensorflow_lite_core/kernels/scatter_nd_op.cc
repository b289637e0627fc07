// ScatterNd(indices, updates, shape): zeros of `shape` with each row of `updates` added into the
// slice its index row addresses (duplicates add up: integers wrap, bools or, strings
// concatenate, in row order). TensorScatterUpdate(tensor, indices, updates): `tensor` with those
// slices replaced (the last of duplicates wins). Indices that address nothing are an
// InvalidArgument naming the first, or are skipped with bad_indices_policy IGNORE.
#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/scatter_nd_op.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {

absl::Status ScatterNdPlan::Init(const Tensor& indices, const Tensor& updates,
                                 const TensorShape& shape, bool for_update) {
  if (indices.dims() < 1) {
    return errors::InvalidArgument("Indices shape must have rank at least one. Found:",
                                   indices.shape().DebugString());
  }
  output_shape = shape;
  const int outer_rank = indices.dims() - 1;
  const int64 indices_depth = indices.dim_size(outer_rank);
  bool outer_match = updates.dims() >= outer_rank;
  for (int d = 0; outer_match && d < outer_rank; ++d) {
    outer_match = updates.dim_size(d) == indices.dim_size(d);
  }
  if (!outer_match) {
    if (for_update) {
      return errors::InvalidArgument(
          "Outer dimensions of indices and update must match. Indices shape: ",
          indices.shape().DebugString(), ", updates shape:", updates.shape().DebugString());
    }
    return errors::InvalidArgument("Dimensions [0,", outer_rank, ") of indices[shape=",
                                   indices.shape().DebugString(), "] must match dimensions [0,",
                                   outer_rank, ") of updates[shape=",
                                   updates.shape().DebugString(), "]");
  }
  bool inner_match = indices_depth <= shape.dims() &&
                     updates.dims() - outer_rank == shape.dims() - indices_depth;
  for (int d = 0; inner_match && d < updates.dims() - outer_rank; ++d) {
    inner_match = updates.dim_size(outer_rank + d) == shape.dim_size(indices_depth + d);
  }
  if (!inner_match) {
    if (for_update) {
      return errors::InvalidArgument(
          "Inner dimensions of output shape must match inner dimensions of updates shape. "
          "Output: ",
          shape.DebugString(), " updates: ", updates.shape().DebugString());
    }
    return errors::InvalidArgument("Dimensions [", indices_depth, ",", shape.dims(),
                                   ") of input[shape=", shape.DebugString(),
                                   "] must match dimensions [", outer_rank, ",", updates.dims(),
                                   ") of updates[shape=", updates.shape().DebugString(), "]");
  }
  depth = static_cast<int>(indices_depth);
  rows = 1;
  for (int d = 0; d < outer_rank; ++d) rows *= indices.dim_size(d);
  if ((shape.dims() == 0 || shape.num_elements() == 0) && rows > 0) {
    return errors::InvalidArgument("Indices and updates specified for empty output shape");
  }
  if (shape.dims() == 0) {
    return errors::InvalidArgument("Output must be at least 1-D, got shape: ",
                                   shape.DebugString());
  }
  slice = 1;
  for (int d = depth; d < shape.dims(); ++d) slice *= shape.dim_size(d);
  return OkStatus();
}

absl::Status ScatterNdOutputShape(const Tensor& indices, const Tensor& shape_tensor,
                                  TensorShape* shape) {
  if (!TensorShapeUtils::IsVector(shape_tensor.shape())) {
    return errors::InvalidArgument("Shape must be a vector");
  }
  if (indices.dims() < 1) {
    return errors::InvalidArgument("Indices shape must have rank at least one. Found:",
                                   indices.shape().DebugString());
  }
  *shape = TensorShape();
  const IndexReader sizes(shape_tensor);
  for (int64 d = 0; d < shape_tensor.NumElements(); ++d) {
    if (sizes[d] < 0) return errors::InvalidArgument("Dimension ", sizes[d], " must be >= 0");
    TF_RETURN_IF_ERROR(shape->AddDimWithStatus(sizes[d]));
  }
  if (shape->num_elements() == 0 && indices.NumElements() > 0) {
    return errors::InvalidArgument(
        "Indices and updates specified for empty output.  indices shape: ",
        indices.shape().DebugString());
  }
  return OkStatus();
}

absl::Status ScatterNdPlan::Targets(const Tensor& indices, bool ignore_bad_indices,
                                    std::vector<int64>* targets) const {
  const IndexReader index(indices);
  targets->resize(rows);
  for (int64 row = 0; row < rows; ++row) {
    int64 target = 0;
    bool valid = true;
    for (int d = 0; d < depth; ++d) {
      const int64 value = index[row * depth + d];
      valid &= value >= 0 && value < output_shape.dim_size(d);
      // Only in-range values take part: an out-of-range one could overflow the sum.
      if (valid) target = target * output_shape.dim_size(d) + value;
    }
    if (!valid && !ignore_bad_indices) {
      return errors::InvalidArgument("indices[", row, "] = ", IndexText(index, row * depth, depth),
                                     " does not index into shape ", output_shape.DebugString());
    }
    (*targets)[row] = valid ? target : -1;
  }
  return OkStatus();
}

namespace {

// to[i] += from[i] for the `count` elements of a slice, in ScatterNd's sense of +.
template <typename T>
void AddSlice(const T* from, int64 count, T* to) {
  for (int64 i = 0; i < count; ++i) {
    if constexpr (std::is_same_v<T, bool>) {
      to[i] = to[i] || from[i];
    } else if constexpr (std::is_same_v<T, tstring>) {
      to[i].append(from[i].data(), from[i].size());
    } else {
      to[i] = WrappingAdd(to[i], from[i]);
    }
  }
}

// Reads bad_indices_policy.
class ScatterKernel : public OpKernel {
 public:
  explicit ScatterKernel(OpKernelConstruction* context) : OpKernel(context) {
    std::string policy;
    OP_REQUIRES_OK(context, context->GetAttr("bad_indices_policy", &policy));
    OP_REQUIRES_OK(context, IgnoresBadIndices(policy, &ignore_bad_indices_));
  }

 protected:
  bool ignore_bad_indices_ = false;
};

template <typename T>
class ScatterNdOp : public ScatterKernel {
 public:
  using ScatterKernel::ScatterKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& indices = context->input(0);
    const Tensor& updates = context->input(1);
    TensorShape shape;
    OP_REQUIRES_OK(context, ScatterNdOutputShape(indices, context->input(2), &shape));
    ScatterNdPlan plan;
    OP_REQUIRES_OK(context, plan.Init(indices, updates, shape, /*for_update=*/false));
    std::vector<int64> targets;
    OP_REQUIRES_OK(context, plan.Targets(indices, ignore_bad_indices_, &targets));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    T* out = output->base<T>();
    std::fill(out, out + output->NumElements(), T());
    const T* in = updates.base<const T>();
    for (int64 row = 0; row < plan.rows; ++row) {
      if (targets[row] < 0) continue;
      AddSlice<T>(in + row * plan.slice, plan.slice, out + targets[row] * plan.slice);
    }
  }
};

class TensorScatterUpdateOp : public ScatterKernel {
 public:
  using ScatterKernel::ScatterKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& tensor = context->input(0);
    const Tensor& indices = context->input(1);
    const Tensor& updates = context->input(2);
    ScatterNdPlan plan;
    OP_REQUIRES_OK(context, plan.Init(indices, updates, tensor.shape(), /*for_update=*/true));
    std::vector<int64> targets;
    OP_REQUIRES_OK(context, plan.Targets(indices, ignore_bad_indices_, &targets));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, tensor.shape(), &output));
    SliceMover whole, slice;
    OP_REQUIRES_OK(context, SliceMover::Make(tensor.dtype(), tensor.NumElements(), &whole));
    OP_REQUIRES_OK(context, SliceMover::Make(tensor.dtype(), plan.slice, &slice));
    if (output->data() != tensor.data() && tensor.NumElements() > 0) {
      whole.Copy(tensor.data(), 0, output->data(), 0);
    }
    for (int64 row = 0; row < plan.rows; ++row) {
      if (targets[row] >= 0) slice.Copy(updates.data(), row, output->data(), targets[row]);
    }
  }
};

#define REGISTER_SCATTER(T, Index)                                       \
  REGISTER_KERNEL_BUILDER(Name("ScatterNd")                              \
                              .Device(DEVICE_CPU)                        \
                              .TypeConstraint<T>("T")                    \
                              .TypeConstraint<Index>("Tindices"),        \
                          ScatterNdOp<T>);                               \
  REGISTER_KERNEL_BUILDER(Name("TensorScatterUpdate")                    \
                              .Device(DEVICE_CPU)                        \
                              .TypeConstraint<T>("T")                    \
                              .TypeConstraint<Index>("Tindices"),        \
                          TensorScatterUpdateOp);
#define REGISTER_SCATTER_INDICES(T) REGISTER_SCATTER(T, int32) REGISTER_SCATTER(T, int64)
TF_CALL_ALL_TYPES(REGISTER_SCATTER_INDICES)
#undef REGISTER_SCATTER_INDICES
#undef REGISTER_SCATTER

}  // namespace
}  // namespace tensorflow
