// The array ops that cut tensors into parts or join parts into one: Slice, StridedSlice and its
// gradient, Split, SplitV, Pack, Unpack and ReverseV2, with TensorFlow's specs and shape
// functions. Constant inputs (begin, sizes, split_dim...) are read when present; without them the
// shapes keep what is still known.
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/util/strided_slice_op.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;
using shape_inference::GetIntegerValues;

// Slice(input, begin, size): `size` where constant (-1: what is left after `begin`), else the
// rank that begin and size agree on.
Status SliceShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(0);
  ShapeHandle begin_shape;
  ShapeHandle size_shape;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &begin_shape));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 1, &size_shape));
  TF_RETURN_IF_ERROR(c->Merge(begin_shape, size_shape, &begin_shape));
  const DimensionHandle rank = c->Dim(begin_shape, 0);
  if (InferenceContext::ValueKnown(rank)) {
    TF_RETURN_IF_ERROR(c->WithRank(input, InferenceContext::Value(rank), &input));
  }
  const Tensor* sizes = c->input_tensor(2);
  if (sizes == nullptr) {
    c->set_output(0, InferenceContext::RankKnown(input)
                         ? c->UnknownShapeOfRank(InferenceContext::Rank(input))
                         : c->UnknownShape());
    return OkStatus();
  }
  std::vector<int64> size_values;
  TF_RETURN_IF_ERROR(GetIntegerValues(*sizes, "size", &size_values));
  std::vector<int64> begin_values;
  const Tensor* begins = c->input_tensor(1);
  if (begins != nullptr) {
    TF_RETURN_IF_ERROR(GetIntegerValues(*begins, "begin", &begin_values));
    if (begin_values.size() != size_values.size()) {
      return errors::InvalidArgument("begin and size must have one length, got ",
                                     begin_values.size(), " and ", size_values.size());
    }
  }
  std::vector<DimensionHandle> dims;
  for (size_t i = 0; i < size_values.size(); ++i) {
    const int64 size = size_values[i];
    if (size >= 0) {
      dims.push_back(c->MakeDim(size));
      continue;
    }
    if (size != -1) {
      return errors::InvalidArgument("Expected size[", i, "] to be -1 or at least 0, but got ",
                                     size);
    }
    DimensionHandle rest = c->UnknownDim();
    if (begins != nullptr && begin_values[i] < 0) {
      return errors::InvalidArgument("Expected begin[", i, "] to be at least 0, but got ",
                                     begin_values[i]);
    }
    if (begins != nullptr && InferenceContext::RankKnown(input)) {
      TF_RETURN_IF_ERROR(c->Subtract(c->Dim(input, static_cast<int64>(i)), begin_values[i], &rest));
    }
    dims.push_back(rest);
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

// StridedSlice(input, begin, end, strides): ValidateStridedSliceOp's final shape once the input's
// rank and the strides are known (begin and end may be unknown).
Status StridedSliceShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(0);
  ShapeHandle spec_shape;
  ShapeHandle other;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &spec_shape));
  for (int i = 2; i <= 3; ++i) {
    TF_RETURN_IF_ERROR(c->WithRank(c->input(i), 1, &other));
    TF_RETURN_IF_ERROR(c->Merge(spec_shape, other, &spec_shape));
  }
  const Tensor* strides = c->input_tensor(3);
  if (!InferenceContext::RankKnown(input) ||
      !InferenceContext::ValueKnown(c->Dim(spec_shape, 0)) || strides == nullptr) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  std::vector<int64> dims;
  for (int d = 0; d < InferenceContext::Rank(input); ++d) {
    dims.push_back(InferenceContext::Value(c->Dim(input, d)));
  }
  PartialTensorShape input_shape;
  TF_RETURN_IF_ERROR(PartialTensorShape::BuildPartialTensorShape(dims, &input_shape));
  int32 begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask;
  TF_RETURN_IF_ERROR(c->GetAttr("begin_mask", &begin_mask));
  TF_RETURN_IF_ERROR(c->GetAttr("end_mask", &end_mask));
  TF_RETURN_IF_ERROR(c->GetAttr("ellipsis_mask", &ellipsis_mask));
  TF_RETURN_IF_ERROR(c->GetAttr("new_axis_mask", &new_axis_mask));
  TF_RETURN_IF_ERROR(c->GetAttr("shrink_axis_mask", &shrink_axis_mask));
  PartialTensorShape processing_shape, final_shape;
  bool is_identity, is_simple_slice, slice_dim0;
  absl::InlinedVector<int64_t, 4UL> begin, end, stride_values;
  TF_RETURN_IF_ERROR(ValidateStridedSliceOp(
      c->input_tensor(1), c->input_tensor(2), *strides, input_shape, begin_mask, end_mask,
      ellipsis_mask, new_axis_mask, shrink_axis_mask, &processing_shape, &final_shape,
      &is_identity, &is_simple_slice, &slice_dim0, &begin, &end, &stride_values));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromPartialTensorShape(final_shape, &output));
  c->set_output(0, output);
  return OkStatus();
}

// StridedSliceGrad: the shape held by its `shape` input.
Status StridedSliceGradShapeFn(InferenceContext* c) {
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(0, &output));
  c->set_output(0, output);
  return OkStatus();
}

// The `axis` attr of Pack/Unpack in [-rank, rank), made non-negative.
Status AxisOf(InferenceContext* c, int rank, int* axis) {
  TF_RETURN_IF_ERROR(c->GetAttr("axis", axis));
  if (*axis < -rank || *axis >= rank) {
    return errors::InvalidArgument("Invalid axis: ", *axis, "; must be in [", -rank, ",", rank,
                                   ")");
  }
  if (*axis < 0) *axis += rank;
  return OkStatus();
}

// Pack(values): the values' common shape with N inserted at `axis`.
Status PackShapeFn(InferenceContext* c) {
  ShapeHandle common = c->input(c->num_inputs() - 1);
  for (int i = c->num_inputs() - 2; i >= 0; --i) {
    const Status merged = c->Merge(c->input(i), common, &common);
    if (!merged.ok()) {
      return errors::InvalidArgument(std::string(merged.message()), " From merging shape ", i,
                                     " with other shapes.");
    }
  }
  if (!InferenceContext::RankKnown(common)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  const int rank = InferenceContext::Rank(common);
  int axis;
  TF_RETURN_IF_ERROR(AxisOf(c, rank + 1, &axis));
  std::vector<DimensionHandle> dims;
  for (int d = 0; d < rank; ++d) {
    if (d == axis) dims.push_back(c->MakeDim(c->num_inputs()));
    dims.push_back(c->Dim(common, d));
  }
  if (axis == rank) dims.push_back(c->MakeDim(c->num_inputs()));
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

// Unpack(value): value's shape without `axis`, whose size must be `num`, for every output.
Status UnpackShapeFn(InferenceContext* c) {
  const ShapeHandle input = c->input(0);
  ShapeHandle piece = c->UnknownShape();
  if (InferenceContext::RankKnown(input)) {
    const int rank = InferenceContext::Rank(input);
    int axis;
    TF_RETURN_IF_ERROR(AxisOf(c, rank, &axis));
    DimensionHandle unused;
    TF_RETURN_IF_ERROR(c->Merge(c->Dim(input, axis), c->MakeDim(c->num_outputs()), &unused));
    ShapeHandle before, after;
    TF_RETURN_IF_ERROR(c->Subshape(input, 0, axis, &before));
    TF_RETURN_IF_ERROR(c->Subshape(input, axis + 1, &after));
    TF_RETURN_IF_ERROR(c->Concatenate(before, after, &piece));
  }
  for (int i = 0; i < c->num_outputs(); ++i) c->set_output(i, piece);
  return OkStatus();
}

// Split(split_dim, value): value's shape with the split dimension divided by num_split.
Status SplitShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(1);
  DimensionHandle split_dim;
  TF_RETURN_IF_ERROR(
      c->MakeDimForScalarInputWithNegativeIndexing(0, InferenceContext::Rank(input), &split_dim));
  ShapeHandle piece;
  if (!InferenceContext::ValueKnown(split_dim)) {
    piece = InferenceContext::RankKnown(input)
                ? c->UnknownShapeOfRank(InferenceContext::Rank(input))
                : c->UnknownShape();
  } else {
    const int64 dim = InferenceContext::Value(split_dim);
    TF_RETURN_IF_ERROR(c->WithRankAtLeast(input, dim + 1, &input));
    DimensionHandle size;
    TF_RETURN_IF_ERROR(c->Divide(c->Dim(input, dim), c->num_outputs(), true, &size));
    TF_RETURN_IF_ERROR(c->ReplaceDim(input, dim, size, &piece));
  }
  for (int i = 0; i < c->num_outputs(); ++i) c->set_output(i, piece);
  return OkStatus();
}

// The sizes of SplitV's size_splits (int8, int32 or int64).
std::vector<int64> SplitSizes(const Tensor& sizes) {
  std::vector<int64> values(sizes.NumElements());
  for (int64 i = 0; i < sizes.NumElements(); ++i) {
    switch (sizes.dtype()) {
      case DT_INT8: values[i] = sizes.base<const int8>()[i]; break;
      case DT_INT32: values[i] = sizes.base<const int32>()[i]; break;
      default: values[i] = sizes.base<const int64>()[i]; break;
    }
  }
  return values;
}

// SplitV(value, size_splits, split_dim): value's shape with the split dimension set to each size
// (a -1 to what the others leave).
Status SplitVShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(0);
  ShapeHandle sizes_shape;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &sizes_shape));
  DimensionHandle split_dim;
  TF_RETURN_IF_ERROR(
      c->MakeDimForScalarInputWithNegativeIndexing(2, InferenceContext::Rank(input), &split_dim));
  const int count = c->num_outputs();
  if (!InferenceContext::ValueKnown(split_dim)) {
    const ShapeHandle piece = InferenceContext::RankKnown(input)
                                  ? c->UnknownShapeOfRank(InferenceContext::Rank(input))
                                  : c->UnknownShape();
    for (int i = 0; i < count; ++i) c->set_output(i, piece);
    return OkStatus();
  }
  const int64 dim = InferenceContext::Value(split_dim);
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(input, dim + 1, &input));
  const Tensor* sizes_tensor = c->input_tensor(1);
  if (sizes_tensor == nullptr) {
    ShapeHandle piece;
    TF_RETURN_IF_ERROR(c->ReplaceDim(input, dim, c->UnknownDim(), &piece));
    for (int i = 0; i < count; ++i) c->set_output(i, piece);
    return OkStatus();
  }
  std::vector<int64> sizes = SplitSizes(*sizes_tensor);
  if (static_cast<int>(sizes.size()) != count) {
    return errors::InvalidArgument("Length of size_splits should be equal to num_outputs (",
                                   count, "), got ", sizes.size());
  }
  const DimensionHandle total = c->Dim(input, dim);
  int unknown = -1;
  int64 known_total = 0;
  for (int i = 0; i < count; ++i) {
    if (sizes[i] == -1) {
      if (unknown != -1) {
        return errors::InvalidArgument("size_splits can only have one -1 element, got more");
      }
      unknown = i;
    } else if (sizes[i] < 0) {
      return errors::InvalidArgument("Split size at index ", i, " must be >= 0. Got: ",
                                     sizes[i]);
    } else {
      known_total += sizes[i];
    }
  }
  if (InferenceContext::ValueKnown(total)) {
    const int64 size = InferenceContext::Value(total);
    if ((unknown == -1 && known_total != size) || (unknown >= 0 && known_total > size)) {
      return errors::InvalidArgument(
          "Determined shape must either match input shape along split_dim exactly if fully "
          "specified, or be less than the size of the input along split_dim if not fully "
          "specified.  Got: ",
          known_total);
    }
    if (unknown >= 0) sizes[unknown] = size - known_total;
  }
  for (int i = 0; i < count; ++i) {
    ShapeHandle piece;
    const DimensionHandle size = sizes[i] == -1 ? c->UnknownDim() : c->MakeDim(sizes[i]);
    TF_RETURN_IF_ERROR(c->ReplaceDim(input, dim, size, &piece));
    c->set_output(i, piece);
  }
  return OkStatus();
}

// ReverseV2(tensor, axis): the tensor's shape; constant axes are checked as the kernel checks them.
Status ReverseV2ShapeFn(InferenceContext* c) {
  const ShapeHandle input = c->input(0);
  ShapeHandle axis_shape;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &axis_shape));
  const Tensor* axis = c->input_tensor(1);
  if (axis != nullptr && InferenceContext::RankKnown(input)) {
    const int rank = InferenceContext::Rank(input);
    if (rank > 8) {
      return errors::InvalidArgument("reverse does not work on tensors with more than 8 "
                                     "dimensions");
    }
    std::vector<int64> axes;
    TF_RETURN_IF_ERROR(GetIntegerValues(*axis, "axis", &axes));
    std::vector<bool> reversed(rank, false);
    for (size_t i = 0; i < axes.size() && rank > 0; ++i) {
      const int64 dim = axes[i] < 0 ? axes[i] + rank : axes[i];
      if (dim < 0 || dim >= rank) {
        return errors::InvalidArgument("'axis'[", i, "] = ", axes[i],
                                       " is out of valid range [0, ", rank - 1);
      }
      if (reversed[dim]) {
        return errors::InvalidArgument("axis ", dim, " specified more than once.");
      }
      reversed[dim] = true;
    }
  }
  c->set_output(0, input);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Slice")
    .Input("input: T")
    .Input("begin: Index")
    .Input("size: Index")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Index: {int32,int64}")
    .SetShapeFn(SliceShapeFn);

REGISTER_OP("StridedSlice")
    .Input("input: T")
    .Input("begin: Index")
    .Input("end: Index")
    .Input("strides: Index")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Index: {int16, int32, int64}")
    .Attr("begin_mask: int = 0")
    .Attr("end_mask: int = 0")
    .Attr("ellipsis_mask: int = 0")
    .Attr("new_axis_mask: int = 0")
    .Attr("shrink_axis_mask: int = 0")
    .SetShapeFn(StridedSliceShapeFn);

REGISTER_OP("StridedSliceGrad")
    .Input("shape: Index")
    .Input("begin: Index")
    .Input("end: Index")
    .Input("strides: Index")
    .Input("dy: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Index: {int32, int64}")
    .Attr("begin_mask: int = 0")
    .Attr("end_mask: int = 0")
    .Attr("ellipsis_mask: int = 0")
    .Attr("new_axis_mask: int = 0")
    .Attr("shrink_axis_mask: int = 0")
    .SetShapeFn(StridedSliceGradShapeFn);

REGISTER_OP("Split")
    .Input("split_dim: int32")
    .Input("value: T")
    .Output("output: num_split * T")
    .Attr("num_split: int >= 1")
    .Attr("T: type")
    .SetShapeFn(SplitShapeFn);

REGISTER_OP("SplitV")
    .Input("value: T")
    .Input("size_splits: Tlen")
    .Input("split_dim: int32")
    .Output("output: num_split * T")
    .Attr("num_split: int >= 1")
    .Attr("T: type")
    .Attr("Tlen: {int8, int32, int64} = DT_INT64")
    .SetShapeFn(SplitVShapeFn);

REGISTER_OP("Pack")
    .Input("values: N * T")
    .Output("output: T")
    .Attr("N: int >= 1")
    .Attr("T: type")
    .Attr("axis: int = 0")
    .SetShapeFn(PackShapeFn);

REGISTER_OP("Unpack")
    .Input("value: T")
    .Output("output: num * T")
    .Attr("num: int >= 0")
    .Attr("T: type")
    .Attr("axis: int = 0")
    .SetShapeFn(UnpackShapeFn);

REGISTER_OP("ReverseV2")
    .Input("tensor: T")
    .Input("axis: Tidx")
    .Output("output: T")
    .Attr("Tidx: {int32, int64} = DT_INT32")
    .Attr(
        "T: {uint8, int8, uint16, int16, int32, uint32, int64, uint64, bool, bfloat16, half, "
        "float, double, complex64, complex128, string}")
    .SetShapeFn(ReverseV2ShapeFn);

}  // namespace tensorflow
