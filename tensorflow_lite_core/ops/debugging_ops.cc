// CheckNumerics and EnsureShape: the ops behind tflc.debugging.check_numerics and
// tflc.ensure_shape (TensorFlow's gen_array_ops).
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"

namespace tensorflow {

REGISTER_OP("CheckNumerics")
    .Input("tensor: T")
    .Output("output: T")
    .Attr("T: {bfloat16, half, float, double}")
    .Attr("message: string")
    .SetIsStateful()
    .SetShapeFn(shape_inference::UnchangedShape);

namespace {

// The output is the input with the `shape` attr merged in. As in TensorFlow, an expected shape of
// unknown rank accepts only an input of unknown rank ("Shape must be rank -1 but is rank 2").
absl::Status EnsureShapeShape(shape_inference::InferenceContext* c) {
  PartialTensorShape expected;
  TF_RETURN_IF_ERROR(c->GetAttr("shape", &expected));
  shape_inference::ShapeHandle input = c->input(0);
  if (expected.unknown_rank()) {
    if (c->RankKnown(input)) {
      return errors::InvalidArgument("Shape must be rank -1 but is rank ", c->Rank(input));
    }
    c->set_output(0, input);
    return absl::OkStatus();
  }
  TF_RETURN_IF_ERROR(c->WithRank(input, expected.dims(), &input));
  shape_inference::ShapeHandle expected_handle;
  TF_RETURN_IF_ERROR(c->MakeShapeFromPartialTensorShape(expected, &expected_handle));
  shape_inference::ShapeHandle merged;
  TF_RETURN_IF_ERROR(c->Merge(expected_handle, input, &merged));
  c->set_output(0, merged);
  return absl::OkStatus();
}

}  // namespace

REGISTER_OP("EnsureShape")
    .Input("input: T")
    .Output("output: T")
    .Attr("shape: shape")
    .Attr("T: type")
    .SetShapeFn(EnsureShapeShape);

}  // namespace tensorflow
