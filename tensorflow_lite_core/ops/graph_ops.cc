// The ops graphs are made of besides computation: Placeholder (a value fed at run time),
// PlaceholderWithDefault, and NoOp (a node for control dependencies). Specs follow TensorFlow's.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// The `shape` attr, as partially known as it is.
Status ShapeFromAttr(InferenceContext* c) {
  PartialTensorShape shape;
  TF_RETURN_IF_ERROR(c->GetAttr("shape", &shape));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromPartialTensorShape(shape, &output));
  c->set_output(0, output);
  return OkStatus();
}

// PlaceholderWithDefault: the attr's shape, which the default input's shape must fit.
Status PlaceholderWithDefaultShape(InferenceContext* c) {
  PartialTensorShape shape;
  TF_RETURN_IF_ERROR(c->GetAttr("shape", &shape));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->MakeShapeFromPartialTensorShape(shape, &output));
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->Merge(c->input(0), output, &unused));
  c->set_output(0, output);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Placeholder")
    .Output("output: dtype")
    .Attr("dtype: type")
    .Attr("shape: shape = { unknown_rank: true }")
    .SetShapeFn(ShapeFromAttr);

REGISTER_OP("PlaceholderWithDefault")
    .Input("input: dtype")
    .Output("output: dtype")
    .Attr("dtype: type")
    .Attr("shape: shape")
    .SetShapeFn(PlaceholderWithDefaultShape);

REGISTER_OP("NoOp").SetShapeFn(shape_inference::NoOutputs);

}  // namespace tensorflow
