// The ops that update a variable in place through a `Ref(T)` input (TensorFlow's state_ops):
// Assign, AssignAdd, AssignSub and ScatterUpdate. Specs follow TensorFlow's. From Python, a
// tflc.Variable given to the ref input is the tensor the kernel updates.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Assign: the value's shape, merged with the variable's unless validate_shape is false.
Status AssignShapeFn(InferenceContext* c) {
  bool validate_shape;
  TF_RETURN_IF_ERROR(c->GetAttr("validate_shape", &validate_shape));
  if (!validate_shape) {
    c->set_output(0, c->input(1));
    return OkStatus();
  }
  ShapeHandle merged;
  TF_RETURN_IF_ERROR(c->Merge(c->input(0), c->input(1), &merged));
  c->set_output(0, merged);
  return OkStatus();
}

// ScatterUpdate: updates must be indices.shape + ref.shape[1:] (or a scalar); the output is ref.
Status ScatterUpdateShapeFn(InferenceContext* c) {
  ShapeHandle ref = c->input(0);
  ShapeHandle indices = c->input(1);
  ShapeHandle updates = c->input(2);
  if (c->RankKnown(updates) && c->Rank(updates) == 0) {
    c->set_output(0, ref);
    return OkStatus();
  }
  ShapeHandle row, expected, unused;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(ref, 1, &unused));
  TF_RETURN_IF_ERROR(c->Subshape(ref, 1, &row));
  TF_RETURN_IF_ERROR(c->Concatenate(indices, row, &expected));
  TF_RETURN_IF_ERROR(c->Merge(updates, expected, &unused));
  c->set_output(0, ref);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Assign")
    .Input("ref: Ref(T)")
    .Input("value: T")
    .Output("output_ref: Ref(T)")
    .Attr("T: type")
    .Attr("validate_shape: bool = true")
    .Attr("use_locking: bool = true")
    .SetAllowsUninitializedInput()
    .SetShapeFn(AssignShapeFn);

REGISTER_OP("AssignAdd")
    .Input("ref: Ref(T)")
    .Input("value: T")
    .Output("output_ref: Ref(T)")
    .Attr("T: numbertype")
    .Attr("use_locking: bool = false")
    .SetShapeFn(shape_inference::MergeBothInputsShapeFn);

REGISTER_OP("AssignSub")
    .Input("ref: Ref(T)")
    .Input("value: T")
    .Output("output_ref: Ref(T)")
    .Attr("T: numbertype")
    .Attr("use_locking: bool = false")
    .SetShapeFn(shape_inference::MergeBothInputsShapeFn);

REGISTER_OP("ScatterUpdate")
    .Input("ref: Ref(T)")
    .Input("indices: Tindices")
    .Input("updates: T")
    .Output("output_ref: Ref(T)")
    .Attr("T: type")
    .Attr("Tindices: {int32, int64}")
    .Attr("use_locking: bool = true")
    .SetShapeFn(ScatterUpdateShapeFn);

}  // namespace tensorflow
