// The built-in math ops: casts, element-wise unary and broadcasting binary ops, AddN, MatMul,
// reductions and ArgMax. Specs (names, inputs, attrs, type sets) follow TensorFlow's.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/ops/array_shape_fns.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// AddN: every input has the same shape; the output is their merge.
Status AddNShapeFn(InferenceContext* c) {
  ShapeHandle merged = c->input(c->num_inputs() - 1);
  for (int i = c->num_inputs() - 2; i >= 0; --i) {
    Status status = c->Merge(c->input(i), merged, &merged);
    if (!status.ok()) {
      return errors::AppendToMessage(status, "From merging shape ", i, " with other shapes.");
    }
  }
  c->set_output(0, merged);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Cast")
    .Input("x: SrcT")
    .Output("y: DstT")
    .Attr("SrcT: type")
    .Attr("DstT: type")
    .Attr("Truncate: bool = false")
    .SetShapeFn(shape_inference::UnchangedShape);

// ---- Element-wise unary ops: 't -> 't.

#define TFLC_UNARY_OP(types)   \
  Input("x: T")                \
      .Output("y: T")          \
      .Attr("T: {" types "}") \
      .SetShapeFn(shape_inference::UnchangedShape)

// TensorFlow's UNARY() and UNARY_COMPLEX() type sets.
#define TFLC_UNARY_TYPES \
  "bfloat16, half, float, double, int8, int16, int32, int64, complex64, complex128"
#define TFLC_UNARY_COMPLEX_TYPES "bfloat16, half, float, double, complex64, complex128"

REGISTER_OP("Neg").TFLC_UNARY_OP(TFLC_UNARY_TYPES);
REGISTER_OP("Abs").TFLC_UNARY_OP("bfloat16, half, float, double, int8, int16, int32, int64");
REGISTER_OP("Square").TFLC_UNARY_OP(
    "bfloat16, half, float, double, int8, int16, int32, int64, uint8, uint16, uint32, uint64, "
    "complex64, complex128");
REGISTER_OP("Sqrt").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Rsqrt").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Exp").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Log").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Tanh").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Sigmoid").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);

#undef TFLC_UNARY_COMPLEX_TYPES
#undef TFLC_UNARY_TYPES
#undef TFLC_UNARY_OP

// ---- Element-wise binary ops with NumPy broadcasting: 't, 't -> 't.

#define TFLC_BINARY_OP(types)                     \
  Input("x: T").Input("y: T").Output("z: T").Attr( \
      "T: {" types "}")                           \
      .SetShapeFn(shape_inference::BroadcastBinaryOpShapeFn)

// TensorFlow's BINARY_MORE() type set.
#define TFLC_BINARY_MORE_TYPES                                                            \
  "bfloat16, half, float, double, uint8, int8, uint16, int16, int32, uint32, uint64, int64, " \
  "complex64, complex128"
#define TFLC_REAL_BINARY_TYPES \
  "bfloat16, half, float, double, int8, uint8, int16, uint16, int32, uint32, int64, uint64"

REGISTER_OP("AddV2")
    .TFLC_BINARY_OP(
        "bfloat16, half, float, double, uint8, uint16, uint32, uint64, int8, int16, int32, "
        "int64, complex64, complex128")
    .SetIsAggregate()
    .SetIsCommutative();
REGISTER_OP("Sub").TFLC_BINARY_OP(
    "bfloat16, half, float, double, uint8, int8, uint16, int16, int32, int64, complex64, "
    "complex128, uint32, uint64");
REGISTER_OP("Mul").TFLC_BINARY_OP(TFLC_BINARY_MORE_TYPES).SetIsCommutative();
REGISTER_OP("RealDiv").TFLC_BINARY_OP(TFLC_BINARY_MORE_TYPES);
REGISTER_OP("Maximum").TFLC_BINARY_OP(TFLC_REAL_BINARY_TYPES);
REGISTER_OP("Minimum").TFLC_BINARY_OP(TFLC_REAL_BINARY_TYPES);
REGISTER_OP("Pow").TFLC_BINARY_OP(
    "bfloat16, float, half, double, int8, int16, int32, int64, complex64, complex128");

#undef TFLC_REAL_BINARY_TYPES
#undef TFLC_BINARY_MORE_TYPES
#undef TFLC_BINARY_OP

REGISTER_OP("AddN")
    .Input("inputs: N * T")
    .Output("sum: T")
    .Attr("N: int >= 1")
    .Attr("T: {numbertype, variant}")
    .SetIsCommutative()
    .SetIsAggregate()
    .SetShapeFn(AddNShapeFn);

REGISTER_OP("MatMul")
    .Input("a: T")
    .Input("b: T")
    .Output("product: T")
    .Attr("transpose_a: bool = false")
    .Attr("transpose_b: bool = false")
    .Attr(
        "T: {bfloat16, half, float, double, int32, int64, uint8, uint16, uint32, uint64, "
        "complex64, complex128}")
    .Attr("grad_a: bool = false")
    .Attr("grad_b: bool = false")
    .SetShapeFn(shape_inference::MatMulShape);

// ---- Reductions over the axes in `reduction_indices`.

#define TFLC_REDUCTION_OP(types)                       \
  Input("input: T")                                    \
      .Input("reduction_indices: Tidx")                \
      .Output("output: T")                             \
      .Attr("keep_dims: bool = false")                 \
      .Attr("T: " types)                               \
      .Attr("Tidx: {int32, int64} = DT_INT32")         \
      .SetShapeFn(shape_inference::ReductionShape)

REGISTER_OP("Sum").TFLC_REDUCTION_OP("numbertype");
REGISTER_OP("Mean").TFLC_REDUCTION_OP("numbertype");
REGISTER_OP("Prod").TFLC_REDUCTION_OP("numbertype");
REGISTER_OP("Max").TFLC_REDUCTION_OP("{realnumbertype, quantizedtype}");
REGISTER_OP("Min").TFLC_REDUCTION_OP("{realnumbertype, quantizedtype}");

#undef TFLC_REDUCTION_OP

REGISTER_OP("ArgMax")
    .Input("input: T")
    .Input("dimension: Tidx")
    .Output("output: output_type")
    .Attr("T: {realnumbertype, quantizedtype, bool}")
    .Attr("Tidx: {int16, int32, int64} = DT_INT32")
    .Attr("output_type: {int16, uint16, int32, int64} = DT_INT64")
    .SetShapeFn(shape_inference::ArgOpShapeFn);

}  // namespace tensorflow
