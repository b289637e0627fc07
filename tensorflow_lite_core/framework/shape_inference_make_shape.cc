// InferenceContext's shape builders: shapes from dims, from shape tensors and constant inputs,
// from protos and shapes, and subshapes and concatenations.
#include <algorithm>
#include <limits>

#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/shape_inference_tensor_values.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {

// ---- Building shapes.

absl::Status InferenceContext::Subshape(ShapeHandle s, int64 start, ShapeHandle* out) {
  return Subshape(s, start, std::numeric_limits<int64>::max(), 1, out);
}

absl::Status InferenceContext::Subshape(ShapeHandle s, int64 start, int64 end, ShapeHandle* out) {
  return Subshape(s, start, end, 1, out);
}

absl::Status InferenceContext::Subshape(ShapeHandle s, int64 start, int64 end, int64 stride,
                                  ShapeHandle* out) {
  *out = ShapeHandle();
  if (stride == 0) return errors::InvalidArgument("Subshape stride must be non-zero");
  const bool to_the_end =
      end == std::numeric_limits<int64>::max() || (RankKnown(s) && end >= Rank(s));
  if (start == 0 && stride == 1 && to_the_end) {
    *out = s;  // The whole shape, known rank or not.
    return OkStatus();
  }
  if (!RankKnown(s)) return ReturnUnknownShape(out);

  const int64 rank = Rank(s);
  const int64 requested_start = start;
  const int64 requested_end = end;
  start = std::min(start, rank);
  end = std::min(end, rank);
  // Walking backwards from past the end starts at the last dimension.
  if (stride < 0 && start == rank) --start;
  if (start < 0) start += rank;
  if (start < 0) {
    return errors::InvalidArgument("Subshape start out of bounds: ", requested_start,
                                   ", for shape with rank ", rank);
  }
  if (end < 0) end += rank;
  if (end < 0) {
    return errors::InvalidArgument("Subshape end out of bounds: ", requested_end,
                                   ", for shape with rank ", rank);
  }
  if (stride > 0 && start > end) {
    return errors::InvalidArgument("Subshape must have computed start <= end, but is ", start,
                                   " and ", end, " (computed from start ", requested_start,
                                   " and end ", requested_end, " over shape with rank ", rank,
                                   ")");
  }
  if (stride < 0 && start < end) {
    return errors::InvalidArgument(
        "Subshape must have computed start >= end since stride is negative, but is ", start,
        " and ", end, " (computed from start ", requested_start, " and end ", requested_end,
        " over shape with rank ", rank, " and stride ", stride, ")");
  }
  std::vector<DimensionHandle> dims;
  // Steps by the distance left, never past it, so a huge stride cannot overflow `i`.
  for (int64 i = start; stride > 0 ? i < end : i > end;) {
    dims.push_back(s->dims_[i]);
    const int64 left = end - i;
    if (stride > 0 ? stride >= left : stride <= left) break;
    i += stride;
  }
  *out = MakeShape(dims);
  return OkStatus();
}

absl::Status InferenceContext::Concatenate(ShapeHandle s1, ShapeHandle s2, ShapeHandle* out) {
  if (!RankKnown(s1) || !RankKnown(s2)) return ReturnUnknownShape(out);
  std::vector<DimensionHandle> dims(s1->dims_);
  dims.insert(dims.end(), s2->dims_.begin(), s2->dims_.end());
  *out = MakeShape(dims);
  return OkStatus();
}

absl::Status InferenceContext::ReplaceDim(ShapeHandle s, int64 dim_index, DimensionHandle new_dim,
                                    ShapeHandle* out) {
  if (!RankKnown(s)) return ReturnUnknownShape(out);
  const int64 rank = Rank(s);
  const int64 index = dim_index < 0 ? dim_index + rank : dim_index;
  if (index < 0 || index >= rank) {
    *out = ShapeHandle();
    return errors::InvalidArgument("Out of range dim_index ", dim_index, " for shape with ", rank,
                                   " dimensions");
  }
  std::vector<DimensionHandle> dims(s->dims_);
  dims[index] = new_dim;
  *out = MakeShape(dims);
  return OkStatus();
}

ShapeHandle InferenceContext::MakeShape(const std::vector<DimensionHandle>& dims) {
  for (size_t i = 0; i < dims.size(); ++i) {
    CHECK(dims[i].IsSet()) << "MakeShape given an unset DimensionHandle at index " << i
                           << " (op '" << op() << "')";
  }
  all_shapes_.emplace_back(new Shape(dims));
  return ShapeHandle(all_shapes_.back().get());
}

ShapeHandle InferenceContext::MakeShape(std::initializer_list<DimensionOrConstant> dims) {
  std::vector<DimensionHandle> handles;
  handles.reserve(dims.size());
  for (const DimensionOrConstant& d : dims) handles.push_back(MakeDim(d));
  return MakeShape(handles);
}

ShapeHandle InferenceContext::UnknownShape() {
  all_shapes_.emplace_back(new Shape());
  return ShapeHandle(all_shapes_.back().get());
}

ShapeHandle InferenceContext::UnknownShapeOfRank(int64 rank) {
  if (rank < 0) return UnknownShape();
  CHECK_LE(rank, std::numeric_limits<int32>::max()) << "Rank cannot exceed kint32max";
  std::vector<DimensionHandle> dims;
  dims.reserve(rank);
  for (int64 i = 0; i < rank; ++i) dims.push_back(UnknownDim());
  return MakeShape(dims);
}

ShapeHandle InferenceContext::Scalar() { return MakeShape(std::vector<DimensionHandle>()); }

ShapeHandle InferenceContext::Vector(DimensionOrConstant dim) { return MakeShape({dim}); }

ShapeHandle InferenceContext::Matrix(DimensionOrConstant dim1, DimensionOrConstant dim2) {
  return MakeShape({dim1, dim2});
}

DimensionHandle InferenceContext::MakeDim(DimensionOrConstant d) {
  if (d.dim.IsSet()) return d.dim;
  CHECK(d.val >= 0 || d.val == kUnknownDim)
      << "Dimension must be non-negative or kUnknownDim, but is " << d.val << " (op '" << op()
      << "')";
  all_dims_.emplace_back(new Dimension(d.val));
  return DimensionHandle(all_dims_.back().get());
}

absl::Status InferenceContext::MakeShapeFromShapeTensor(int input_idx, ShapeHandle* out) {
  return MakeShapeFromShapeTensorImpl(/*treat_scalar_as_unknown_shape=*/false, input_idx, out);
}

absl::Status InferenceContext::MakeShapeFromShapeTensorTreatScalarAsUnknownShape(int input_idx,
                                                                           ShapeHandle* out) {
  return MakeShapeFromShapeTensorImpl(/*treat_scalar_as_unknown_shape=*/true, input_idx, out);
}

absl::Status InferenceContext::MakeShapeFromShapeTensorImpl(bool treat_scalar_as_unknown_shape,
                                                      int input_idx, ShapeHandle* out) {
  ShapeHandle tensor_shape;
  if (treat_scalar_as_unknown_shape) {
    TF_RETURN_IF_ERROR(WithRankAtMost(input(input_idx), 1, &tensor_shape));
  } else {
    TF_RETURN_IF_ERROR(WithRank(input(input_idx), 1, &tensor_shape));
  }
  const Tensor* t = input_tensor(input_idx);
  if (t == nullptr) {
    requested_input_tensor_as_partial_shape_[input_idx] = true;
    if (static_cast<size_t>(input_idx) < input_tensors_as_shapes_.size() &&
        RankKnown(input_tensors_as_shapes_[input_idx])) {
      *out = input_tensors_as_shapes_[input_idx];
      return OkStatus();
    }
  }
  return MakeShapeFromTensorImpl(treat_scalar_as_unknown_shape, t, tensor_shape, out);
}

absl::Status InferenceContext::MakeShapeFromTensor(const Tensor* t, ShapeHandle tensor_shape,
                                             ShapeHandle* out) {
  return MakeShapeFromTensorImpl(/*treat_scalar_as_unknown_shape=*/false, t, tensor_shape, out);
}

absl::Status InferenceContext::MakeShapeFromTensorImpl(bool treat_scalar_as_unknown_shape,
                                                 const Tensor* t, ShapeHandle tensor_shape,
                                                 ShapeHandle* out) {
  *out = ShapeHandle();
  if (!treat_scalar_as_unknown_shape) {
    TF_RETURN_IF_ERROR(WithRank(tensor_shape, 1, &tensor_shape));
  }
  const int max_rank = TensorShape::MaxDimensions();
  if (t == nullptr) {
    // Not constant: the length of the shape tensor, when known, is the rank.
    if (Rank(tensor_shape) == 0) return ReturnUnknownShape(out);
    const DimensionHandle length = Dim(tensor_shape, 0);
    if (!ValueKnown(length)) return ReturnUnknownShape(out);
    if (Value(length) > max_rank) {
      return errors::InvalidArgument("Shape tensor has ", Value(length),
                                     " elements, more than the maximum rank ", max_rank);
    }
    *out = UnknownShapeOfRank(Value(length));
    return OkStatus();
  }
  if (t->dtype() != DT_INT32 && t->dtype() != DT_INT64) {
    return errors::InvalidArgument("Input tensor must be int32 or int64, but was ",
                                   DataTypeString(t->dtype()));
  }
  const int tensor_rank = t->shape().dims();
  if (tensor_rank == 0) {
    int64 value = 0;
    internal::ReadIntegerElement(*t, 0, &value);
    if (value != -1) {
      return errors::InvalidArgument(
          "Input tensor must be rank 1, or if its rank 0 it must have value -1 (representing an "
          "unknown shape).  Saw value: ",
          value);
    }
    return ReturnUnknownShape(out);
  }
  if (tensor_rank != 1) {
    return errors::InvalidArgument("Input tensor must be rank 1, but was rank ", tensor_rank,
                                   ". Saw tensor shape ", t->shape().DebugString());
  }
  const int64 length = t->NumElements();
  if (length > max_rank) {
    return errors::InvalidArgument("Shape tensor has ", length,
                                   " elements, more than the maximum rank ", max_rank);
  }
  std::vector<DimensionHandle> dims;
  dims.reserve(length);
  for (int64 i = 0; i < length; ++i) {
    int64 size = 0;
    internal::ReadIntegerElement(*t, i, &size);
    if (size < kUnknownDim) {
      return errors::InvalidArgument("Invalid value in tensor used for shape: ", size);
    }
    dims.push_back(MakeDim(size));
  }
  *out = MakeShape(dims);
  return OkStatus();
}

absl::Status InferenceContext::MakeShapeFromShapeProto(const TensorShapeProto& proto,
                                                 ShapeHandle* out) {
  *out = ShapeHandle();
  PartialTensorShape partial_shape;
  TF_RETURN_IF_ERROR(PartialTensorShape::BuildPartialTensorShape(proto, &partial_shape));
  return MakeShapeFromPartialTensorShape(partial_shape, out);
}

absl::Status InferenceContext::MakeShapeFromPartialTensorShape(const PartialTensorShape& partial_shape,
                                                         ShapeHandle* out) {
  if (partial_shape.unknown_rank()) return ReturnUnknownShape(out);
  std::vector<DimensionHandle> dims;
  dims.reserve(partial_shape.dims());
  for (int i = 0; i < partial_shape.dims(); ++i) {
    dims.push_back(MakeDim(partial_shape.dim_size(i)));
  }
  *out = MakeShape(dims);
  return OkStatus();
}

absl::Status InferenceContext::MakeShapeFromTensorShape(const TensorShape& shape, ShapeHandle* out) {
  return MakeShapeFromPartialTensorShape(PartialTensorShape(shape), out);
}

absl::Status InferenceContext::GetScalarFromTensor(const Tensor* t, int64* val) {
  if (t == nullptr) {
    return errors::InvalidArgument("Expected a constant scalar input, but its value is unknown");
  }
  if (t->shape().dims() != 0) {
    return errors::InvalidArgument("Input must be scalar but has rank ", t->shape().dims());
  }
  if (!internal::ReadIntegerElement(*t, 0, val)) {
    return errors::InvalidArgument("Scalar input must be int32 or int64, but was ",
                                   DataTypeString(t->dtype()));
  }
  return OkStatus();
}

absl::Status InferenceContext::GetScalarFromTensor(const Tensor* t, int64 idx, int64* val) {
  if (t == nullptr) {
    return errors::InvalidArgument("Expected a constant vector input, but its value is unknown");
  }
  if (t->shape().dims() != 1) {
    return errors::InvalidArgument("Input must be 1D but has rank ", t->shape().dims());
  }
  if (t->dtype() != DT_INT32 && t->dtype() != DT_INT64) {
    return errors::InvalidArgument("Tensor input must be int32 or int64, but was ",
                                   DataTypeString(t->dtype()));
  }
  if (idx < 0 || idx >= t->NumElements()) {
    return errors::InvalidArgument("Invalid index ", idx, " for Tensor of size ",
                                   t->NumElements());
  }
  internal::ReadIntegerElement(*t, idx, val);
  return OkStatus();
}

absl::Status InferenceContext::MakeDimForScalarInput(int idx, DimensionHandle* out) {
  const Tensor* t = input_tensor(idx);
  if (t == nullptr) {
    *out = UnknownDim();
    return OkStatus();
  }
  int64 value = 0;
  TF_RETURN_IF_ERROR(GetScalarFromTensor(t, &value));
  if (value < 0) {
    return errors::InvalidArgument("Dimension size, given by scalar input ", idx,
                                   ", must be non-negative but is ", value);
  }
  *out = MakeDim(value);
  return OkStatus();
}

absl::Status InferenceContext::MakeDimForScalarInputWithNegativeIndexing(int idx, int input_rank,
                                                                   DimensionHandle* out) {
  const Tensor* t = input_tensor(idx);
  if (t == nullptr) {
    *out = UnknownDim();
    return OkStatus();
  }
  int64 value = 0;
  TF_RETURN_IF_ERROR(GetScalarFromTensor(t, &value));
  if (value < 0 && input_rank < 0) {
    *out = UnknownDim();  // Counts back from a rank nobody knows.
    return OkStatus();
  }
  const int64 resolved = value < 0 ? value + input_rank : value;
  if (resolved < 0 || (input_rank > 0 && resolved >= input_rank)) {
    return errors::InvalidArgument("Dimension size, given by scalar input ", value,
                                   ", must be in range [-", input_rank, ", ", input_rank, ")");
  }
  *out = MakeDim(resolved);
  return OkStatus();
}

}  // namespace shape_inference
}  // namespace tensorflow
