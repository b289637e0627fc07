// The built-in sparse ops: SparseToDense, a dense tensor from the coordinates and values of its
// non-default elements. Specs follow TensorFlow's.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// SparseToDense(sparse_indices, output_shape, sparse_values, default_value): the shape held by
// `output_shape`.
Status SparseToDenseShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRankAtMost(c->input(0), 2, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &unused));
  TF_RETURN_IF_ERROR(c->WithRankAtMost(c->input(2), 1, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(3), 0, &unused));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(1, &output));
  c->set_output(0, output);
  return OkStatus();
}

}  // namespace

REGISTER_OP("SparseToDense")
    .Input("sparse_indices: Tindices")
    .Input("output_shape: Tindices")
    .Input("sparse_values: T")
    .Input("default_value: T")
    .Output("dense: T")
    .Attr("validate_indices: bool = true")
    .Attr("T: type")
    .Attr("Tindices: {int32, int64}")
    .SetShapeFn(SparseToDenseShapeFn);

}  // namespace tensorflow
