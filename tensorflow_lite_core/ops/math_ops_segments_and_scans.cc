// The built-in math ops that combine elements along an axis or into segments: Any, All, ArgMin,
// Cumsum, Cumprod and UnsortedSegmentSum. Specs follow TensorFlow's.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/ops/array_shape_fns.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// UnsortedSegmentSum(data, segment_ids, num_segments): [num_segments] + the dimensions of `data`
// after those of `segment_ids` (which must be a prefix of data's shape).
Status UnsortedSegmentReductionShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 0, &unused));
  const ShapeHandle data = c->input(0);
  const ShapeHandle segment_ids = c->input(1);
  DimensionHandle num_segments;
  TF_RETURN_IF_ERROR(c->MakeDimForScalarInput(2, &num_segments));
  if (!InferenceContext::RankKnown(data) || !InferenceContext::RankKnown(segment_ids)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  ShapeHandle prefix, rest, output;
  TF_RETURN_IF_ERROR(c->Subshape(data, 0, InferenceContext::Rank(segment_ids), &prefix));
  Status merged = c->Merge(prefix, segment_ids, &prefix);
  if (!merged.ok() || InferenceContext::Rank(segment_ids) > InferenceContext::Rank(data)) {
    return errors::InvalidArgument("data.shape = ", c->DebugString(data),
                                   " does not start with segment_ids.shape = ",
                                   c->DebugString(segment_ids));
  }
  TF_RETURN_IF_ERROR(c->Subshape(data, InferenceContext::Rank(segment_ids), &rest));
  TF_RETURN_IF_ERROR(c->Concatenate(c->Vector(num_segments), rest, &output));
  c->set_output(0, output);
  return OkStatus();
}

}  // namespace

// ---- Logical reductions over the axes in `reduction_indices`.

#define TFLC_LOGICAL_REDUCTION_OP                \
  Input("input: bool")                           \
      .Input("reduction_indices: Tidx")          \
      .Output("output: bool")                    \
      .Attr("keep_dims: bool = false")           \
      .Attr("Tidx: {int32, int64} = DT_INT32")   \
      .SetShapeFn(shape_inference::ReductionShape)

REGISTER_OP("Any").TFLC_LOGICAL_REDUCTION_OP;
REGISTER_OP("All").TFLC_LOGICAL_REDUCTION_OP;

#undef TFLC_LOGICAL_REDUCTION_OP

REGISTER_OP("ArgMin")
    .Input("input: T")
    .Input("dimension: Tidx")
    .Output("output: output_type")
    .Attr("T: {realnumbertype, quantizedtype, bool}")
    .Attr("Tidx: {int32, int64} = DT_INT32")
    .Attr("output_type: {int32, int64} = DT_INT64")
    .SetShapeFn(shape_inference::ArgOpShapeFn);

// ---- Running sums and products along `axis`.

#define TFLC_SCAN_OP                           \
  Input("x: T")                                \
      .Input("axis: Tidx")                     \
      .Output("out: T")                        \
      .Attr("exclusive: bool = false")         \
      .Attr("reverse: bool = false")           \
      .Attr("T: numbertype")                   \
      .Attr("Tidx: {int32, int64} = DT_INT32") \
      .SetShapeFn(shape_inference::UnchangedShape)

REGISTER_OP("Cumsum").TFLC_SCAN_OP;
REGISTER_OP("Cumprod").TFLC_SCAN_OP;

#undef TFLC_SCAN_OP

REGISTER_OP("UnsortedSegmentSum")
    .Input("data: T")
    .Input("segment_ids: Tindices")
    .Input("num_segments: Tnumsegments")
    .Output("output: T")
    .Attr("T: numbertype")
    .Attr("Tindices: {int16, int32, int64}")
    .Attr("Tnumsegments: {int32, int64} = DT_INT32")
    .SetShapeFn(UnsortedSegmentReductionShapeFn);

}  // namespace tensorflow
