#include "tensorflow_lite_core/framework/common_shape_fns.h"

#include <algorithm>

#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace shape_inference {

absl::Status GetIntegerValues(const Tensor& t, std::string_view what, std::vector<int64>* values) {
  values->clear();
  const DataType dtype = t.dtype();
  if (dtype != DT_INT16 && dtype != DT_INT32 && dtype != DT_INT64) {
    return errors::InvalidArgument(what, " must be int16, int32 or int64, but is ",
                                   DataTypeString(dtype));
  }
  if (!t.IsInitialized()) {
    return errors::InvalidArgument(what, " is a tensor without memory");
  }
  *values = IndexValues(t);
  return OkStatus();
}

absl::Status UnchangedShape(InferenceContext* c) {
  c->set_output(0, c->input(0));
  return OkStatus();
}

absl::Status UnchangedShapeWithRank(InferenceContext* c, int32 rank) {
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), rank, &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status UnchangedShapeWithRankAtLeast(InferenceContext* c, int32 rank) {
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), rank, &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status UnchangedShapeWithRankAtMost(InferenceContext* c, int32 rank) {
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->WithRankAtMost(c->input(0), rank, &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status RandomShape(InferenceContext* c) {
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(0, &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status ScalarShape(InferenceContext* c) {
  c->set_output(0, c->Scalar());
  return OkStatus();
}

absl::Status UnknownShape(InferenceContext* c) {
  for (int i = 0; i < c->num_outputs(); ++i) c->set_output(i, c->UnknownShape());
  return OkStatus();
}

absl::Status NoOutputs(InferenceContext* /*c*/) { return OkStatus(); }

absl::Status MergeBothInputsShapeFn(InferenceContext* c) {
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->Merge(c->input(0), c->input(1), &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status MatMulShape(InferenceContext* c) {
  ShapeHandle a;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 2, &a));
  ShapeHandle b;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 2, &b));
  bool transpose_a = false;
  TF_RETURN_IF_ERROR(c->GetAttr("transpose_a", &transpose_a));
  bool transpose_b = false;
  TF_RETURN_IF_ERROR(c->GetAttr("transpose_b", &transpose_b));

  const DimensionHandle rows = c->Dim(a, transpose_a ? 1 : 0);
  const DimensionHandle inner_a = c->Dim(a, transpose_a ? 0 : 1);
  const DimensionHandle inner_b = c->Dim(b, transpose_b ? 1 : 0);
  const DimensionHandle cols = c->Dim(b, transpose_b ? 0 : 1);
  DimensionHandle unused;
  TF_RETURN_IF_ERROR(c->Merge(inner_a, inner_b, &unused));
  c->set_output(0, c->Matrix(rows, cols));
  return OkStatus();
}

absl::Status BroadcastBinaryOpOutputShapeFnHelper(InferenceContext* c, ShapeHandle shape_x,
                                            ShapeHandle shape_y, bool incompatible_shape_error,
                                            ShapeHandle* out) {
  if (!c->RankKnown(shape_x) || !c->RankKnown(shape_y)) {
    *out = c->UnknownShape();
    return OkStatus();
  }
  const int32 rank_x = c->Rank(shape_x);
  const int32 rank_y = c->Rank(shape_y);
  const int32 rank = std::max(rank_x, rank_y);
  std::vector<DimensionHandle> dims;
  dims.reserve(rank);
  for (int32 i = 0; i < rank; ++i) {
    // Aligned at the last dimension; a missing leading dimension stretches like a 1.
    const int32 index_x = i - (rank - rank_x);
    const int32 index_y = i - (rank - rank_y);
    if (index_x < 0) {
      dims.push_back(c->Dim(shape_y, index_y));
      continue;
    }
    if (index_y < 0) {
      dims.push_back(c->Dim(shape_x, index_x));
      continue;
    }
    const DimensionHandle dim_x = c->Dim(shape_x, index_x);
    const DimensionHandle dim_y = c->Dim(shape_y, index_y);
    const int64 size_x = c->Value(dim_x);
    const int64 size_y = c->Value(dim_y);
    if (dim_x.SameHandle(dim_y) || size_y == 1) {
      dims.push_back(dim_x);
    } else if (size_x == 1) {
      dims.push_back(dim_y);
    } else if (!c->ValueKnown(dim_x) && !c->ValueKnown(dim_y)) {
      dims.push_back(c->UnknownDim());
    } else if (!c->ValueKnown(dim_x) || !c->ValueKnown(dim_y)) {
      if (!incompatible_shape_error) {
        // The unknown size may turn out incompatible, which such ops answer with a scalar.
        *out = c->UnknownShape();
        return OkStatus();
      }
      dims.push_back(c->ValueKnown(dim_x) ? dim_x : dim_y);
    } else if (size_x == size_y) {
      dims.push_back(dim_x);
    } else {
      if (!incompatible_shape_error) {
        *out = c->Scalar();
        return OkStatus();
      }
      return errors::InvalidArgument("Dimensions must be equal, but are ", size_x, " and ",
                                     size_y);
    }
  }
  *out = c->MakeShape(dims);
  return OkStatus();
}

absl::Status BroadcastBinaryOpOutputShapeFn(InferenceContext* c, int output_index) {
  ShapeHandle out;
  TF_RETURN_IF_ERROR(BroadcastBinaryOpOutputShapeFnHelper(c, c->input(0), c->input(1),
                                                          /*incompatible_shape_error=*/true,
                                                          &out));
  c->set_output(output_index, out);
  return OkStatus();
}

absl::Status BroadcastBinaryOpShapeFn(InferenceContext* c) {
  return BroadcastBinaryOpOutputShapeFn(c, 0);
}

absl::Status ReductionShape(InferenceContext* c) {
  const ShapeHandle input = c->input(0);
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRankAtMost(c->input(1), 1, &unused));
  bool keep_dims = false;
  TF_RETURN_IF_ERROR(c->GetAttr("keep_dims", &keep_dims));

  const Tensor* axes_tensor = c->input_tensor(1);
  if (axes_tensor == nullptr || !c->RankKnown(input)) {
    // Which axes go is unknown; with keep_dims none does, so at least the rank is known.
    c->set_output(0, keep_dims && c->RankKnown(input) ? c->UnknownShapeOfRank(c->Rank(input))
                                                      : c->UnknownShape());
    return OkStatus();
  }
  std::vector<int64> axes;
  TF_RETURN_IF_ERROR(GetIntegerValues(*axes_tensor, "reduction_indices", &axes));
  const int32 rank = c->Rank(input);
  std::vector<bool> reduced(rank, false);
  for (const int64 axis : axes) {
    if (axis < -rank || axis >= rank) {
      return errors::InvalidArgument("Invalid reduction dimension ", axis, " for input with ",
                                     rank, " dimensions.");
    }
    reduced[axis < 0 ? axis + rank : axis] = true;
  }
  std::vector<DimensionHandle> dims;
  for (int32 i = 0; i < rank; ++i) {
    if (!reduced[i]) {
      dims.push_back(c->Dim(input, i));
    } else if (keep_dims) {
      dims.push_back(c->MakeDim(1));
    }
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

namespace {

// Concatenation of inputs [begin, end) along the axis held by input `axis_index`.
absl::Status ConcatShapeHelper(InferenceContext* c, int begin, int end, int axis_index) {
  if (begin >= end || end > c->num_inputs() || axis_index >= c->num_inputs()) {
    return errors::InvalidArgument("Op '", c->op(), "' has ", c->num_inputs(),
                                   " inputs: too few for a concatenation");
  }
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(axis_index), 0, &unused));
  const Tensor* axis_tensor = c->input_tensor(axis_index);
  if (axis_tensor == nullptr) {
    // Any input of known rank gives the rank; every size may change.
    int32 rank = InferenceContext::kUnknownRank;
    for (int i = begin; i < end && rank == InferenceContext::kUnknownRank; ++i) {
      rank = c->Rank(c->input(i));
    }
    if (rank == InferenceContext::kUnknownRank) {
      c->set_output(0, c->UnknownShape());
      return OkStatus();
    }
    if (rank == 0) {
      return errors::InvalidArgument("Can't concatenate scalars (use tf.stack instead)");
    }
    for (int i = begin; i < end; ++i) TF_RETURN_IF_ERROR(c->WithRank(c->input(i), rank, &unused));
    c->set_output(0, c->UnknownShapeOfRank(rank));
    return OkStatus();
  }

  int64 axis = 0;
  TF_RETURN_IF_ERROR(c->GetScalarFromTensor(axis_tensor, &axis));
  // Range-check before any arithmetic on the axis: `axis + 1` or `-axis` overflows at the int64
  // extremes.
  if (axis >= TensorShape::MaxDimensions() || axis < -TensorShape::MaxDimensions()) {
    return errors::InvalidArgument("Concat axis ", axis, " is out of range: tensors have at most ",
                                   TensorShape::MaxDimensions(), " dimensions");
  }
  // Every input needs dimension `axis`, counted from the end when negative.
  const int64 min_rank = axis < 0 ? -axis : axis + 1;
  ShapeHandle before;  // The dimensions before the axis, merged over all inputs.
  DimensionHandle middle;  // The sum of the axis sizes.
  ShapeHandle after;  // The dimensions after the axis, merged.
  for (int i = begin; i < end; ++i) {
    ShapeHandle input;
    TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(i), min_rank, &input));
    ShapeHandle input_before;
    DimensionHandle input_middle;
    ShapeHandle input_after;
    if (c->RankKnown(input)) {
      const int64 position = axis < 0 ? axis + c->Rank(input) : axis;
      TF_RETURN_IF_ERROR(c->Subshape(input, 0, position, &input_before));
      input_middle = c->Dim(input, position);
      TF_RETURN_IF_ERROR(c->Subshape(input, position + 1, &input_after));
    } else {
      // The axis still tells how many dimensions lie on one side of it.
      input_before = axis < 0 ? c->UnknownShape() : c->UnknownShapeOfRank(axis);
      input_middle = c->UnknownDim();
      input_after = axis < 0 ? c->UnknownShapeOfRank(-axis - 1) : c->UnknownShape();
    }
    if (i == begin) {
      before = input_before;
      middle = input_middle;
      after = input_after;
    } else {
      TF_RETURN_IF_ERROR(c->Merge(before, input_before, &before));
      TF_RETURN_IF_ERROR(c->Add(middle, input_middle, &middle));
      TF_RETURN_IF_ERROR(c->Merge(after, input_after, &after));
    }
  }
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->Concatenate(before, c->Vector(middle), &out));
  TF_RETURN_IF_ERROR(c->Concatenate(out, after, &out));
  c->set_output(0, out);
  return OkStatus();
}

}  // namespace

absl::Status ConcatShape(InferenceContext* c, int num_inputs_to_concat) {
  return ConcatShapeHelper(c, /*begin=*/1, /*end=*/1 + num_inputs_to_concat, /*axis_index=*/0);
}

Status ConcatV2Shape(InferenceContext* c) {
  return ConcatShapeHelper(c, /*begin=*/0, /*end=*/c->num_inputs() - 1,
                           /*axis_index=*/c->num_inputs() - 1);
}

}  // namespace shape_inference
}  // namespace tensorflow
