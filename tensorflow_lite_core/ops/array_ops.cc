// The built-in array ops: identities, constants, casts between layouts, and ops that rearrange
// elements without computing on them. Specs (names, inputs, attrs, type sets) follow TensorFlow's.
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/ops/array_shape_fns.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Const: the shape of the `value` attr, whose dtype must be the `dtype` attr.
Status ConstShapeFn(InferenceContext* c) {
  const TensorProto* proto = nullptr;
  TF_RETURN_IF_ERROR(c->GetAttr("value", &proto));
  TF_RETURN_IF_ERROR(TensorShape::IsValidShape(proto->tensor_shape()));
  DataType dtype;
  TF_RETURN_IF_ERROR(c->GetAttr("dtype", &dtype));
  if (proto->dtype() != dtype) {
    return errors::InvalidArgument("Type mismatch between value (", DataTypeString(proto->dtype()),
                                   ") and dtype (", DataTypeString(dtype), ")");
  }
  std::vector<DimensionHandle> dims;
  dims.reserve(proto->tensor_shape().dim_size());
  for (const auto& dim : proto->tensor_shape().dim()) dims.push_back(c->MakeDim(dim.size()));
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

// Bitcast: a wider output type consumes the last dimension (which must be the size ratio); a
// narrower one appends a dimension of the size ratio.
Status BitcastShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(0);
  if (!InferenceContext::RankKnown(input)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  DataType input_type;
  DataType output_type;
  TF_RETURN_IF_ERROR(c->GetAttr("T", &input_type));
  TF_RETURN_IF_ERROR(c->GetAttr("type", &output_type));
  const int input_size = DataTypeSize(input_type);
  const int output_size = DataTypeSize(output_type);
  if (input_size == 0 || output_size == 0) {
    return errors::InvalidArgument("Cannot bitcast types ", DataTypeString(input_type), " to ",
                                   DataTypeString(output_type),
                                   " because one of the type sizes is zero.");
  }
  ShapeHandle output = input;
  if (input_size < output_size) {
    TF_RETURN_IF_ERROR(c->WithRankAtLeast(input, 1, &output));
    const int64 ratio = output_size / input_size;
    DimensionHandle last = c->Dim(output, -1);
    if (InferenceContext::ValueKnown(last) && InferenceContext::Value(last) != ratio) {
      return errors::InvalidArgument("Cannot bitcast due to shape. ",
                                     InferenceContext::Value(last), " does not match ", ratio);
    }
    TF_RETURN_IF_ERROR(c->Subshape(output, 0, -1, &output));
  } else if (input_size > output_size) {
    TF_RETURN_IF_ERROR(c->Concatenate(input, c->Vector(input_size / output_size), &output));
  }
  c->set_output(0, output);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Identity")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(shape_inference::UnchangedShape);

// Identity for gradients: tapes give their inputs no gradient (StopGradient), or refuse to
// differentiate through them (PreventGradient, with its message).
REGISTER_OP("StopGradient")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(shape_inference::UnchangedShape);

REGISTER_OP("PreventGradient")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("message: string = ''")
    .SetShapeFn(shape_inference::UnchangedShape);

REGISTER_OP("IdentityN")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: list(type)")
    .SetShapeFn(shape_inference::IdentityNShapeFn);

REGISTER_OP("Const")
    .Output("output: dtype")
    .Attr("value: tensor")
    .Attr("dtype: type")
    .SetShapeFn(ConstShapeFn);

REGISTER_OP("Bitcast")
    .Input("input: T")
    .Output("output: type")
    .Attr(
        "T: {bfloat16, half, float, double, int64, int32, uint8, uint16, uint32, uint64, int8, "
        "int16, complex64, complex128, qint8, quint8, qint16, quint16, qint32}")
    .Attr(
        "type: {bfloat16, half, float, double, int64, int32, uint8, uint16, uint32, uint64, "
        "int8, int16, complex64, complex128, qint8, quint8, qint16, quint16, qint32}")
    .SetShapeFn(BitcastShapeFn);

REGISTER_OP("Fill")
    .Input("dims: index_type")
    .Input("value: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("index_type: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::FillShapeFn);

REGISTER_OP("ZerosLike")
    .Input("x: T")
    .Output("y: T")
    .Attr("T: type")
    .SetShapeFn(shape_inference::UnchangedShape);

REGISTER_OP("OnesLike")
    .Input("x: T")
    .Output("y: T")
    .Attr(
        "T: {bfloat16, half, float, double, int8, uint8, int16, uint16, int32, uint32, int64, "
        "uint64, complex64, complex128, bool}")
    .SetShapeFn(shape_inference::UnchangedShape);

REGISTER_OP("Shape")
    .Input("input: T")
    .Output("output: out_type")
    .Attr("T: type")
    .Attr("out_type: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::ShapeShapeFn);

REGISTER_OP("Size")
    .Input("input: T")
    .Output("output: out_type")
    .Attr("T: type")
    .Attr("out_type: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::ScalarShape);

REGISTER_OP("Rank")
    .Input("input: T")
    .Output("output: int32")
    .Attr("T: type")
    .SetShapeFn(shape_inference::ScalarShape);

REGISTER_OP("Reshape")
    .Input("tensor: T")
    .Input("shape: Tshape")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tshape: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::ReshapeShapeFn);

REGISTER_OP("ExpandDims")
    .Input("input: T")
    .Input("dim: Tdim")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tdim: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::ExpandDimsShapeFn);

REGISTER_OP("Squeeze")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("squeeze_dims: list(int) >= 0 = []")
    .SetShapeFn(shape_inference::SqueezeShapeFn);

REGISTER_OP("Transpose")
    .Input("x: T")
    .Input("perm: Tperm")
    .Output("y: T")
    .Attr("T: type")
    .Attr("Tperm: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::TransposeShapeFn);

REGISTER_OP("ConcatV2")
    .Input("values: N * T")
    .Input("axis: Tidx")
    .Output("output: T")
    .Attr("N: int >= 2")
    .Attr("T: type")
    .Attr("Tidx: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::ConcatV2Shape);

REGISTER_OP("Pad")
    .Input("input: T")
    .Input("paddings: Tpaddings")
    .Output("output: T")
    .Attr("T: type")
    .Attr("Tpaddings: {int32, int64} = DT_INT32")
    .SetShapeFn(shape_inference::PadShapeFn);

}  // namespace tensorflow
