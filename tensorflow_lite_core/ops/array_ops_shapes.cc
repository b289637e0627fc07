// The array ops that compute with shapes or repeat a tensor along one: Tile, BroadcastTo,
// BroadcastArgs, BroadcastGradientArgs, ShapeN and InvertPermutation, with TensorFlow's specs and
// shape functions.
#include <algorithm>
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/array_shape_fns.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;
using shape_inference::GetIntegerValues;

// Tile(input, multiples): dimension d times multiples[d] (unknown where multiples is not
// constant); the rank is the length of multiples.
Status TileShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(0);
  ShapeHandle multiples_shape;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &multiples_shape));
  DimensionHandle length = c->Dim(multiples_shape, 0);
  if (InferenceContext::RankKnown(input)) {
    TF_RETURN_IF_ERROR(c->Merge(length, c->MakeDim(InferenceContext::Rank(input)), &length));
  }
  if (!InferenceContext::ValueKnown(length)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  const int64 rank = InferenceContext::Value(length);
  TF_RETURN_IF_ERROR(c->WithRank(input, rank, &input));
  const Tensor* multiples = c->input_tensor(1);
  std::vector<int64> times;
  if (multiples != nullptr) TF_RETURN_IF_ERROR(GetIntegerValues(*multiples, "multiples", &times));
  std::vector<DimensionHandle> dims;
  for (int64 d = 0; d < rank; ++d) {
    if (multiples == nullptr) {
      dims.push_back(c->UnknownDim());
      continue;
    }
    if (times[d] < 0) {
      return errors::InvalidArgument("Expected multiples[", d, "] >= 0, but got ", times[d]);
    }
    DimensionHandle dim;
    TF_RETURN_IF_ERROR(c->Multiply(c->Dim(input, d), times[d], &dim));
    dims.push_back(dim);
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

// BroadcastTo(input, shape): the shape held by `shape`, checked against the input's where both
// are known; an unknown size stays unknown (it may be 1 where the input's is).
Status BroadcastToShapeFn(InferenceContext* c) {
  ShapeHandle shape_shape;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &shape_shape));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(1, &output));
  const ShapeHandle input = c->input(0);
  if (!InferenceContext::RankKnown(input) || !InferenceContext::RankKnown(output)) {
    c->set_output(0, output);
    return OkStatus();
  }
  const int input_rank = InferenceContext::Rank(input);
  const int output_rank = InferenceContext::Rank(output);
  if (input_rank > output_rank) {
    return errors::InvalidArgument("Rank of input (", input_rank,
                                   ") must be no greater than rank of output shape (",
                                   output_rank, ").");
  }
  std::vector<DimensionHandle> dims;
  for (int d = 0; d < output_rank; ++d) dims.push_back(c->Dim(output, d));
  for (int i = 0; i < input_rank; ++i) {
    const int d = output_rank - input_rank + i;
    const DimensionHandle in = c->Dim(input, i);
    const DimensionHandle out = dims[d];
    if (!InferenceContext::ValueKnown(in) || InferenceContext::Value(in) == 1 ||
        !InferenceContext::ValueKnown(out)) {
      continue;
    }
    if (InferenceContext::Value(out) != InferenceContext::Value(in)) {
      return errors::InvalidArgument("Cannot broadcast a tensor with shape ", c->DebugString(input),
                                     " shape ", c->DebugString(output));
    }
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

// BroadcastArgs(s0, s1): a vector as long as the longer shape, when both lengths are known.
Status BroadcastArgsShapeFn(InferenceContext* c) {
  ShapeHandle s0, s1;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &s0));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &s1));
  const DimensionHandle x = c->Dim(s0, 0);
  const DimensionHandle y = c->Dim(s1, 0);
  if (InferenceContext::ValueKnown(x) && InferenceContext::ValueKnown(y)) {
    c->set_output(0, c->Vector(std::max(InferenceContext::Value(x), InferenceContext::Value(y))));
  } else {
    c->set_output(0, c->Vector(InferenceContext::kUnknownDim));
  }
  return OkStatus();
}

// BroadcastGradientArgs(s0, s1): two vectors of reduction indices, their lengths unknown.
Status BroadcastGradientArgsShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &unused));
  c->set_output(0, c->Vector(InferenceContext::kUnknownDim));
  c->set_output(1, c->Vector(InferenceContext::kUnknownDim));
  return OkStatus();
}

// InvertPermutation(x): a vector like x.
Status InvertPermutationShapeFn(InferenceContext* c) {
  ShapeHandle x;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &x));
  c->set_output(0, x);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Tile")
    .Input("input: T")
    .Input("multiples: Tmultiples")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tmultiples: {int32, int64} = DT_INT32")
    .SetShapeFn(TileShapeFn);

REGISTER_OP("BroadcastTo")
    .Input("input: T")
    .Input("shape: Tidx")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tidx: {int32, int64} = DT_INT32")
    .SetShapeFn(BroadcastToShapeFn);

REGISTER_OP("BroadcastArgs")
    .Input("s0: T")
    .Input("s1: T")
    .Output("r0: T")
    .Attr("T: {int32, int64} = DT_INT32")
    .SetShapeFn(BroadcastArgsShapeFn);

REGISTER_OP("BroadcastGradientArgs")
    .Input("s0: T")
    .Input("s1: T")
    .Output("r0: T")
    .Output("r1: T")
    .Attr("T: {int32, int64} = DT_INT32")
    .SetShapeFn(BroadcastGradientArgsShapeFn);

REGISTER_OP("ShapeN")
    .Input("input: N * T")
    .Output("output: N * out_type")
    .Attr("N: int >= 1")
    .Attr("T: type")
    .Attr("out_type: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::ShapeShapeFn);

REGISTER_OP("InvertPermutation")
    .Input("x: T")
    .Output("y: T")
    .Attr("T: {int32, int64} = DT_INT32")
    .SetShapeFn(InvertPermutationShapeFn);

}  // namespace tensorflow
