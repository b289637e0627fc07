// The built-in array ops that read or write elements at given indices: GatherV2, GatherNd,
// ScatterNd, TensorScatterUpdate, Where (the indices of true elements) and OneHot. Specs follow
// TensorFlow's; the shape functions state what is known before the indices are seen.
#include <limits>
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// The rank a tensor needs for `axis` to name one of its dimensions (saturating at the extremes).
int64 RankForAxis(int64 axis) {
  if (axis >= 0) return axis == std::numeric_limits<int64>::max() ? axis : axis + 1;
  return axis == std::numeric_limits<int64>::min() ? std::numeric_limits<int64>::max() : -axis;
}

// GatherV2(params, indices, axis), attr batch_dims: params[:axis] + indices[batch_dims:] +
// params[axis + 1:]. Without a constant axis, only the rank.
Status GatherV2ShapeFn(InferenceContext* c) {
  ShapeHandle params;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 1, &params));
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 0, &unused));
  const ShapeHandle indices = c->input(1);
  int64 batch_dims = 0;
  TF_RETURN_IF_ERROR(c->GetAttr("batch_dims", &batch_dims));
  if (batch_dims < 0) {
    if (!InferenceContext::RankKnown(indices)) {
      c->set_output(0, c->UnknownShape());
      return OkStatus();
    }
    batch_dims += InferenceContext::Rank(indices);
  }
  if (batch_dims < 0 || (InferenceContext::RankKnown(indices) &&
                         batch_dims > InferenceContext::Rank(indices))) {
    return errors::InvalidArgument("batch_dims ", batch_dims, " is outside [0, rank(indices)]");
  }
  const Tensor* axis_tensor = c->input_tensor(2);
  if (axis_tensor == nullptr || !InferenceContext::RankKnown(params) ||
      !InferenceContext::RankKnown(indices)) {
    if (InferenceContext::RankKnown(params) && InferenceContext::RankKnown(indices)) {
      c->set_output(0, c->UnknownShapeOfRank(InferenceContext::Rank(params) +
                                             InferenceContext::Rank(indices) - 1 - batch_dims));
    } else {
      c->set_output(0, c->UnknownShape());
    }
    return OkStatus();
  }
  std::vector<int64> axis_values;
  TF_RETURN_IF_ERROR(shape_inference::GetIntegerValues(*axis_tensor, "axis", &axis_values));
  int64 axis = axis_values.empty() ? 0 : axis_values[0];
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(params, RankForAxis(axis), &params));
  const int64 params_rank = InferenceContext::Rank(params);
  if (axis < 0) axis += params_rank;
  const int64 indices_rank = InferenceContext::Rank(indices);
  if (batch_dims < 0 || batch_dims > indices_rank || batch_dims >= params_rank ||
      batch_dims > axis) {
    return errors::InvalidArgument("batch_dims ", batch_dims, " does not fit axis ", axis,
                                   ", rank(params) ", params_rank, " and rank(indices) ",
                                   indices_rank);
  }
  ShapeHandle before, indices_rest, after, output;
  TF_RETURN_IF_ERROR(c->Subshape(params, 0, axis, &before));
  TF_RETURN_IF_ERROR(c->Subshape(indices, batch_dims, &indices_rest));
  TF_RETURN_IF_ERROR(c->Subshape(params, axis + 1, &after));
  TF_RETURN_IF_ERROR(c->Concatenate(before, indices_rest, &output));
  TF_RETURN_IF_ERROR(c->Concatenate(output, after, &output));
  c->set_output(0, output);
  return OkStatus();
}

// GatherNd(params, indices): indices[:-1] + params[indices.shape[-1]:].
Status GatherNdShapeFn(InferenceContext* c) {
  ShapeHandle params, indices;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 1, &params));
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(1), 1, &indices));
  const DimensionHandle depth_dim = c->Dim(indices, -1);
  if (!InferenceContext::RankKnown(indices) || !InferenceContext::ValueKnown(depth_dim) ||
      !InferenceContext::RankKnown(params)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  const int64 depth = InferenceContext::Value(depth_dim);
  if (depth > InferenceContext::Rank(params)) {
    return errors::InvalidArgument(
        "index innermost dimension length must be <= params rank; saw: ", depth, " vs. ",
        InferenceContext::Rank(params));
  }
  ShapeHandle outer, inner, output;
  TF_RETURN_IF_ERROR(c->Subshape(indices, 0, -1, &outer));
  TF_RETURN_IF_ERROR(c->Subshape(params, depth, &inner));
  TF_RETURN_IF_ERROR(c->Concatenate(outer, inner, &output));
  c->set_output(0, output);
  return OkStatus();
}

// ScatterNd(indices, updates, shape): the shape held by `shape`.
Status ScatterNdShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 1, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 1, &unused));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(2, &output));
  c->set_output(0, output);
  return OkStatus();
}

// TensorScatterUpdate(tensor, indices, updates): the shape of `tensor`.
Status TensorScatterShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(1), 1, &unused));
  c->set_output(0, c->input(0));
  return OkStatus();
}

// Where(input): one row of coordinates per true element, [?, rank(input)].
Status WhereShapeFn(InferenceContext* c) {
  const ShapeHandle input = c->input(0);
  c->set_output(0, c->Matrix(c->UnknownDim(), InferenceContext::RankKnown(input)
                                                  ? c->MakeDim(InferenceContext::Rank(input))
                                                  : c->UnknownDim()));
  return OkStatus();
}

// OneHot(indices, depth, on_value, off_value), attr axis: `indices` with a dimension of `depth`
// inserted at `axis` (-1: last).
Status OneHotShapeFn(InferenceContext* c) {
  int64 axis = -1;
  TF_RETURN_IF_ERROR(c->GetAttr("axis", &axis));
  if (axis < -1) return errors::InvalidArgument("axis must be >= -1");
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 0, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 0, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(3), 0, &unused));
  const ShapeHandle indices = c->input(0);
  if (!InferenceContext::RankKnown(indices)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  const int64 rank = InferenceContext::Rank(indices);
  if (axis > rank) {
    return errors::InvalidArgument("Expected axis to be -1 or between [0, ", rank + 1,
                                   ").  But received: ", axis);
  }
  DimensionHandle depth;
  TF_RETURN_IF_ERROR(c->MakeDimForScalarInput(1, &depth));
  const int64 position = axis == -1 ? rank : axis;
  ShapeHandle before, after, output;
  TF_RETURN_IF_ERROR(c->Subshape(indices, 0, position, &before));
  TF_RETURN_IF_ERROR(c->Subshape(indices, position, &after));
  TF_RETURN_IF_ERROR(c->Concatenate(before, c->Vector(depth), &output));
  TF_RETURN_IF_ERROR(c->Concatenate(output, after, &output));
  c->set_output(0, output);
  return OkStatus();
}

}  // namespace

REGISTER_OP("GatherV2")
    .Input("params: Tparams")
    .Input("indices: Tindices")
    .Input("axis: Taxis")
    .Output("output: Tparams")
    .Attr("batch_dims: int = 0")
    .Attr("Tparams: type")
    .Attr("Tindices: {int16, int32, int64}")
    .Attr("Taxis: {int32, int64}")
    .SetShapeFn(GatherV2ShapeFn);

REGISTER_OP("GatherNd")
    .Input("params: Tparams")
    .Input("indices: Tindices")
    .Output("output: Tparams")
    .Attr("Tparams: type")
    .Attr("Tindices: {int16, int32, int64}")
    .Attr("bad_indices_policy: string = ''")
    .SetShapeFn(GatherNdShapeFn);

REGISTER_OP("ScatterNd")
    .Input("indices: Tindices")
    .Input("updates: T")
    .Input("shape: Tindices")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tindices: {int16, int32, int64}")
    .Attr("bad_indices_policy: string = ''")
    .SetShapeFn(ScatterNdShapeFn);

REGISTER_OP("TensorScatterUpdate")
    .Input("tensor: T")
    .Input("indices: Tindices")
    .Input("updates: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tindices: {int16, int32, int64, uint16}")
    .Attr("bad_indices_policy: string = ''")
    .SetShapeFn(TensorScatterShapeFn);

REGISTER_OP("Where")
    .Input("input: T")
    .Output("index: int64")
    .Attr("T: {numbertype, bool} = DT_BOOL")
    .SetShapeFn(WhereShapeFn);

REGISTER_OP("OneHot")
    .Input("indices: TI")
    .Input("depth: int32")
    .Input("on_value: T")
    .Input("off_value: T")
    .Output("output: T")
    .Attr("axis: int = -1")
    .Attr("T: type")
    .Attr("TI: {uint8, int8, int32, int64} = DT_INT64")
    .SetShapeFn(OneHotShapeFn);

}  // namespace tensorflow
