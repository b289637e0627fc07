#include "tensorflow_lite_core/util/strided_slice_op.h"

#include <algorithm>

#include "absl/strings/str_join.h"
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using Vec = absl::InlinedVector<int64_t, 4UL>;

// Bit sets of at most 32 entries (begin/end/strides are shorter than that).
bool Bit(int32_t mask, int index) {
  return index < 32 && ((static_cast<uint32_t>(mask) >> index) & 1u) != 0;
}

// The expression as given, one entry per element of begin/end/strides, plus the implied
// trailing ellipsis when it has none.
struct SparseSpec {
  const Tensor* begin;
  const Tensor* end;
  const Tensor* strides;
  int32_t begin_mask;
  int32_t end_mask;
  int32_t new_axis_mask;
  int32_t shrink_axis_mask;
  int entries = 0;          // the given ones, and the implied ellipsis
  int ellipsis_entry = -1;  // which entry is the ellipsis
  int new_axes_after_ellipsis = 0;
};

// What each output dimension (before shrinking) comes from.
constexpr int64_t kNewAxis = -1;
constexpr int64_t kShrunkAxis = -2;

// The expression with one entry per input dimension.
struct DenseSpec {
  explicit DenseSpec(int rank)
      : begin(rank, 0), end(rank, 0), strides(rank, 1), begin_masked(rank, false),
        end_masked(rank, false), shrunk(rank, false), input_to_sparse(rank, -1) {}

  Vec begin, end, strides;
  absl::InlinedVector<bool, 8> begin_masked, end_masked, shrunk;
  // Per output dimension before shrinking: its input dimension, kNewAxis or kShrunkAxis, and the
  // sparse entry it comes from (-1 for the ellipsis's dimensions and for new axes).
  Vec output_source;
  Vec output_to_sparse;
  Vec input_to_sparse;
};

absl::Status CheckSpecTensors(const Tensor* begin, const Tensor* end, const Tensor& strides) {
  const int64_t entries = strides.NumElements();
  auto fits = [entries](const Tensor* t) {
    return t == nullptr || (t->dims() == 1 && t->NumElements() == entries);
  };
  if (strides.dims() != 1 || entries >= 32 || !fits(begin) || !fits(end)) {
    if (begin != nullptr && end != nullptr) {
      return errors::InvalidArgument(
          "Expected begin, end, and strides to be 1D equal size tensors, but got shapes ",
          begin->shape().DebugString(), ", ", end->shape().DebugString(), ", and ",
          strides.shape().DebugString(), " instead.");
    }
    return errors::InvalidArgument(
        "Expected begin, end, and strides to be 1D equal size tensors, but got shape ",
        strides.shape().DebugString(), " for strides.");
  }
  for (const Tensor* t : {begin, end, &strides}) {
    if (t != nullptr) TF_RETURN_IF_ERROR(CheckIndexType(*t, "begin, end and strides"));
  }
  if (begin != nullptr && end != nullptr &&
      (begin->dtype() != strides.dtype() || end->dtype() != strides.dtype())) {
    return errors::InvalidArgument("begin, end and strides must have one type, got ",
                                   DataTypeString(begin->dtype()), ", ",
                                   DataTypeString(end->dtype()), " and ",
                                   DataTypeString(strides.dtype()));
  }
  return OkStatus();
}

// Expands the ellipsis (or the implied one) into full dimensions and sets new axes aside.
absl::Status ExpandToDense(const SparseSpec& sparse, int rank, DenseSpec* dense) {
  int dim = 0;
  for (int i = 0; i < sparse.entries; ++i) {
    if (i == sparse.ellipsis_entry) {
      // Every input dimension the entries after it leave over.
      const int entries_after = sparse.entries - i - 1;
      const int covered_end =
          std::min(rank - (entries_after - sparse.new_axes_after_ellipsis), rank);
      for (; dim < covered_end; ++dim) {
        dense->begin_masked[dim] = dense->end_masked[dim] = true;
        dense->output_source.push_back(dim);
        dense->output_to_sparse.push_back(-1);
        dense->input_to_sparse[dim] = i;
      }
    } else if (Bit(sparse.new_axis_mask, i)) {
      dense->output_source.push_back(kNewAxis);
      dense->output_to_sparse.push_back(-1);  // as in TensorFlow: not an input's dimension
    } else {
      if (dim == rank) {
        if (rank == 0) return errors::InvalidArgument("Attempting to slice scalar input.");
        return errors::InvalidArgument("Index out of range using input dim ", dim,
                                       "; input has only ", rank, " dims");
      }
      if (sparse.begin != nullptr) dense->begin[dim] = IndexValue(*sparse.begin, i);
      if (sparse.end != nullptr) dense->end[dim] = IndexValue(*sparse.end, i);
      dense->strides[dim] = IndexValue(*sparse.strides, i);
      dense->begin_masked[dim] = Bit(sparse.begin_mask, i);
      dense->end_masked[dim] = Bit(sparse.end_mask, i);
      dense->shrunk[dim] = Bit(sparse.shrink_axis_mask, i);
      dense->output_source.push_back(dense->shrunk[dim] ? kShrunkAxis : dim);
      dense->output_to_sparse.push_back(i);
      dense->input_to_sparse[dim] = i;
      ++dim;
    }
  }
  return OkStatus();
}

// An index into a dimension of `size`, counted from the end when negative, then clamped to what
// a walk with `stride` can start or stop at: [0, size] going forward, [-1, size - 1] backward.
// A masked begin (which == 0) or end (which == 1) is the walk's own first or last bound.
int64_t Canonical(int64_t index, bool masked, int which, int64_t stride, int64_t size) {
  const int64_t low = stride > 0 ? 0 : -1;
  const int64_t high = stride > 0 ? size : size - 1;
  if (masked) return (which == 0) == (stride > 0) ? low : high;
  const int64_t forward = index < 0 ? size + index : index;
  return std::clamp(forward, low, high);
}

// How many steps of `stride` fit in [0, length) (or (length, 0] backward).
int64_t StepsIn(int64_t length, int64_t stride) {
  if (length == 0 || (length < 0) != (stride < 0)) return 0;
  return length / stride + (length % stride != 0 ? 1 : 0);
}

// The validation, with the shapes as sizes (-1 unknown): both public forms build their shape
// types from them once (growing a shape a dimension at a time costs more than the rest).
using Dims = absl::InlinedVector<int64_t, 8>;

absl::Status Validate(const Tensor* begin_tensor, const Tensor* end_tensor,
                      const Tensor& strides_tensor, const PartialTensorShape& input_shape,
                      int32_t begin_mask_spec, int32_t end_mask_spec, int32_t ellipsis_mask,
                      int32_t new_axis_mask, int32_t shrink_axis_mask, Dims* processing_shape,
                      Dims* final_shape, bool* is_identity, bool* is_simple_slice,
                      bool* slice_dim0, Vec* begin, Vec* end, Vec* strides,
                      StridedSliceShapeSpec* shape_spec) {
  TF_RETURN_IF_ERROR(CheckSpecTensors(begin_tensor, end_tensor, strides_tensor));
  if (input_shape.unknown_rank()) {
    return errors::InvalidArgument("Cannot validate a strided slice of a shape of unknown rank");
  }
  if ((static_cast<uint32_t>(ellipsis_mask) & (static_cast<uint32_t>(ellipsis_mask) - 1)) != 0) {
    return errors::InvalidArgument("Multiple ellipses in slice spec not allowed");
  }

  SparseSpec sparse{begin_tensor, end_tensor, &strides_tensor, begin_mask_spec, end_mask_spec,
                    new_axis_mask, shrink_axis_mask};
  sparse.entries = static_cast<int>(strides_tensor.NumElements());
  for (int i = 0; i < sparse.entries; ++i) {
    if (sparse.ellipsis_entry >= 0 && Bit(new_axis_mask, i)) ++sparse.new_axes_after_ellipsis;
    if (sparse.ellipsis_entry < 0 && Bit(ellipsis_mask, i)) sparse.ellipsis_entry = i;
  }
  if (sparse.ellipsis_entry < 0) sparse.ellipsis_entry = sparse.entries++;

  const int rank = input_shape.dims();
  DenseSpec dense(rank);
  TF_RETURN_IF_ERROR(ExpandToDense(sparse, rank, &dense));

  const bool bounds_known = begin_tensor != nullptr && end_tensor != nullptr;
  *is_identity = true;
  *is_simple_slice = true;
  *slice_dim0 = true;
  processing_shape->clear();
  for (int d = 0; d < rank; ++d) {
    int64_t& b = dense.begin[d];
    int64_t& e = dense.end[d];
    const int64_t stride = dense.strides[d];
    const int64_t size = input_shape.dim_size(d);
    if (stride == 0) return errors::InvalidArgument("strides[", d, "] must be non-zero");
    const bool shrunk = dense.shrunk[d];
    if (size < 0) {  // unknown: only a shrunk dimension's size is known
      processing_shape->push_back(shrunk ? 1 : -1);
      continue;
    }
    if (shrunk && stride <= 0) {
      return errors::InvalidArgument("only stride 1 allowed on non-range indexing.");
    }
    const bool whole_by_masks = dense.begin_masked[d] && dense.end_masked[d];
    if (bounds_known) {
      if (shrunk) {
        const int64_t index = b < 0 ? size + b : b;
        if (index < 0 || index >= size) {
          return errors::InvalidArgument("slice index ", index, " of dimension ", d,
                                         " out of bounds.");
        }
        b = index;
        e = index + 1;
      } else {
        b = Canonical(b, dense.begin_masked[d], 0, stride, size);
        e = Canonical(e, dense.end_masked[d], 1, stride, size);
      }
      const bool whole = stride == 1 && b == 0 && e == size;
      *is_identity &= whole;
      *slice_dim0 &= (d == 0 && stride == 1) || whole;
    } else {
      *is_identity &= stride == 1 && whole_by_masks;
      *slice_dim0 &= (d == 0 && stride == 1) || whole_by_masks;
    }
    *is_simple_slice &= stride == 1;
    if (bounds_known) {
      processing_shape->push_back(StepsIn(e - b, stride));
    } else if (shrunk) {
      processing_shape->push_back(1);
    } else if (whole_by_masks) {
      processing_shape->push_back(StepsIn(stride < 0 ? -size : size, stride));
    } else {
      processing_shape->push_back(-1);
    }
  }

  final_shape->clear();
  if (shape_spec != nullptr) {
    shape_spec->begin_dense_mask = shape_spec->end_dense_mask = 0;
    shape_spec->shrink_axis_dense_mask = 0;
    for (int d = 0; d < rank && d < 32; ++d) {
      const uint32_t bit = 1u << d;
      if (dense.begin_masked[d]) shape_spec->begin_dense_mask |= bit;
      if (dense.end_masked[d]) shape_spec->end_dense_mask |= bit;
      if (dense.shrunk[d]) shape_spec->shrink_axis_dense_mask |= bit;
    }
    shape_spec->output_to_sparse_mapping.clear();
    shape_spec->output_to_processing_mapping.clear();
    shape_spec->processing_to_sparse_mapping = dense.input_to_sparse;
  }
  for (size_t k = 0; k < dense.output_source.size(); ++k) {
    const int64_t source = dense.output_source[k];
    if (source == kShrunkAxis) continue;
    final_shape->push_back(source == kNewAxis ? 1 : (*processing_shape)[source]);
    if (shape_spec != nullptr) {
      shape_spec->output_to_sparse_mapping.push_back(dense.output_to_sparse[k]);
      shape_spec->output_to_processing_mapping.push_back(source == kNewAxis ? -1 : source);
    }
  }
  *begin = std::move(dense.begin);
  *end = std::move(dense.end);
  *strides = std::move(dense.strides);
  return OkStatus();
}

}  // namespace

absl::Status ValidateStridedSliceOp(
    const Tensor* begin_tensor, const Tensor* end_tensor, const Tensor& strides_tensor,
    const PartialTensorShape& input_shape, int32_t begin_mask_spec, int32_t end_mask_spec,
    int32_t ellipsis_mask, int32_t new_axis_mask, int32_t shrink_axis_mask,
    PartialTensorShape* processing_shape, PartialTensorShape* final_shape, bool* is_identity,
    bool* is_simple_slice, bool* slice_dim0, Vec* begin, Vec* end, Vec* strides,
    StridedSliceShapeSpec* shape_spec) {
  Dims processing, final_dims;
  TF_RETURN_IF_ERROR(Validate(begin_tensor, end_tensor, strides_tensor, input_shape,
                              begin_mask_spec, end_mask_spec, ellipsis_mask, new_axis_mask,
                              shrink_axis_mask, &processing, &final_dims, is_identity,
                              is_simple_slice, slice_dim0, begin, end, strides, shape_spec));
  TF_RETURN_IF_ERROR(PartialTensorShape::MakePartialShape(
      processing.data(), static_cast<int>(processing.size()), processing_shape));
  return PartialTensorShape::MakePartialShape(
      final_dims.data(), static_cast<int>(final_dims.size()), final_shape);
}

absl::Status ValidateStridedSliceOp(
    const Tensor* begin_tensor, const Tensor* end_tensor, const Tensor& strides_tensor,
    const PartialTensorShape& input_shape, int32_t begin_mask_spec, int32_t end_mask_spec,
    int32_t ellipsis_mask, int32_t new_axis_mask, int32_t shrink_axis_mask,
    TensorShape* processing_shape, TensorShape* final_shape, bool* is_identity,
    bool* is_simple_slice, bool* slice_dim0, Vec* begin, Vec* end, Vec* strides,
    StridedSliceShapeSpec* shape_spec) {
  Dims processing, final_dims;
  TF_RETURN_IF_ERROR(Validate(begin_tensor, end_tensor, strides_tensor, input_shape,
                              begin_mask_spec, end_mask_spec, ellipsis_mask, new_axis_mask,
                              shrink_axis_mask, &processing, &final_dims, is_identity,
                              is_simple_slice, slice_dim0, begin, end, strides, shape_spec));
  for (int64_t size : processing) {
    if (size < 0) {
      return errors::InvalidArgument("The strided slice of ", input_shape.DebugString(),
                                     " has a shape that is not fully known: [",
                                     absl::StrJoin(final_dims, ","), "]");
    }
  }
  TF_RETURN_IF_ERROR(TensorShape::BuildTensorShape(
      processing.data(), static_cast<int>(processing.size()), processing_shape));
  return TensorShape::BuildTensorShape(final_dims.data(), static_cast<int>(final_dims.size()),
                                       final_shape);
}

}  // namespace tensorflow
