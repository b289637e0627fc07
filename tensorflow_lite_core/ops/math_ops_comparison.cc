// The built-in comparison and logic ops: Equal and NotEqual, the orderings, the logical ops, the
// float classifications (IsNan, IsFinite, IsInf), ApproximateEqual, Select and SelectV2. Specs
// follow TensorFlow's; their Python wrappers are generated into gen_math_ops, as TensorFlow's are.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Equal and NotEqual: the broadcast of x and y, or (incompatible_shape_error false) a scalar when
// the shapes cannot broadcast.
Status EqualityShapeFn(InferenceContext* c) {
  bool incompatible_shape_error = true;
  TF_RETURN_IF_ERROR(c->GetAttr("incompatible_shape_error", &incompatible_shape_error));
  ShapeHandle out;
  TF_RETURN_IF_ERROR(shape_inference::BroadcastBinaryOpOutputShapeFnHelper(
      c, c->input(0), c->input(1), incompatible_shape_error, &out));
  c->set_output(0, out);
  return OkStatus();
}

// ApproximateEqual compares same-shape tensors only; the output has x's shape, as TensorFlow
// infers it.
Status SameShapesShapeFn(InferenceContext* c) {
  ShapeHandle merged;
  TF_RETURN_IF_ERROR(c->Merge(c->input(0), c->input(1), &merged));
  c->set_output(0, c->input(0));
  return OkStatus();
}

// Select: `t` and `e` have one shape; `condition` is a scalar (picks a whole input), a vector
// over their first dimension (picks rows), or their shape (picks elements).
Status SelectShapeFn(InferenceContext* c) {
  ShapeHandle data;
  TF_RETURN_IF_ERROR(c->Merge(c->input(1), c->input(2), &data));
  const ShapeHandle condition = c->input(0);
  if (!c->RankKnown(condition) || !c->RankKnown(data) || c->Rank(condition) == 0) {
    c->set_output(0, data);
    return OkStatus();
  }
  if (c->Rank(condition) == 1 && c->Rank(data) > 0) {
    ShapeHandle rows;
    TF_RETURN_IF_ERROR(c->Merge(condition, c->Vector(c->Dim(data, 0)), &rows));
    c->set_output(0, data);
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(c->Merge(data, condition, &data));
  c->set_output(0, data);
  return OkStatus();
}

// SelectV2: the broadcast of all three inputs.
Status SelectV2ShapeFn(InferenceContext* c) {
  ShapeHandle branches;
  TF_RETURN_IF_ERROR(shape_inference::BroadcastBinaryOpOutputShapeFnHelper(
      c, c->input(1), c->input(2), /*incompatible_shape_error=*/true, &branches));
  ShapeHandle out;
  TF_RETURN_IF_ERROR(shape_inference::BroadcastBinaryOpOutputShapeFnHelper(
      c, c->input(0), branches, /*incompatible_shape_error=*/true, &out));
  c->set_output(0, out);
  return OkStatus();
}

}  // namespace

#define TFLC_EQUALITY_OP()                                \
  Input("x: T")                                           \
      .Input("y: T")                                      \
      .Output("z: bool")                                  \
      .SetIsCommutative()                                 \
      .Attr("T: type")                                    \
      .Attr("incompatible_shape_error: bool = true")      \
      .SetShapeFn(EqualityShapeFn)

REGISTER_OP("Equal").TFLC_EQUALITY_OP();
REGISTER_OP("NotEqual").TFLC_EQUALITY_OP();

#undef TFLC_EQUALITY_OP

#define TFLC_ORDERING_OP()                 \
  Input("x: T")                            \
      .Input("y: T")                       \
      .Output("z: bool")                   \
      .Attr("T: realnumbertype")           \
      .SetShapeFn(shape_inference::BroadcastBinaryOpShapeFn)

REGISTER_OP("Less").TFLC_ORDERING_OP();
REGISTER_OP("LessEqual").TFLC_ORDERING_OP();
REGISTER_OP("Greater").TFLC_ORDERING_OP();
REGISTER_OP("GreaterEqual").TFLC_ORDERING_OP();

#undef TFLC_ORDERING_OP

REGISTER_OP("LogicalAnd")
    .Input("x: bool")
    .Input("y: bool")
    .Output("z: bool")
    .SetIsCommutative()
    .SetShapeFn(shape_inference::BroadcastBinaryOpShapeFn);

REGISTER_OP("LogicalOr")
    .Input("x: bool")
    .Input("y: bool")
    .Output("z: bool")
    .SetIsCommutative()
    .SetShapeFn(shape_inference::BroadcastBinaryOpShapeFn);

REGISTER_OP("LogicalNot")
    .Input("x: bool")
    .Output("y: bool")
    .SetShapeFn(shape_inference::UnchangedShape);

#define TFLC_FLOAT_CLASS_OP()                         \
  Input("x: T")                                       \
      .Output("y: bool")                              \
      .Attr("T: {bfloat16, half, float, double}")     \
      .SetShapeFn(shape_inference::UnchangedShape)

REGISTER_OP("IsNan").TFLC_FLOAT_CLASS_OP();
REGISTER_OP("IsInf").TFLC_FLOAT_CLASS_OP();
REGISTER_OP("IsFinite").TFLC_FLOAT_CLASS_OP();

#undef TFLC_FLOAT_CLASS_OP

REGISTER_OP("ApproximateEqual")
    .Input("x: T")
    .Input("y: T")
    .Output("z: bool")
    .SetIsCommutative()
    .Attr("T: numbertype")
    .Attr("tolerance: float = 0.00001")
    .SetShapeFn(SameShapesShapeFn);

REGISTER_OP("Select")
    .Input("condition: bool")
    .Input("t: T")
    .Input("e: T")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(SelectShapeFn);

REGISTER_OP("SelectV2")
    .Input("condition: bool")
    .Input("t: T")
    .Input("e: T")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(SelectV2ShapeFn);

}  // namespace tensorflow
