// More element-wise math ops: the flooring and truncating divisions, rounding, Sign and
// Reciprocal, trigonometric and special functions, SquaredDifference, ClipByValue, and the
// gradients TensorFlow defines for Tanh, Sigmoid, Sqrt, Rsqrt and Reciprocal. Specs follow
// TensorFlow's; their Python wrappers are generated into gen_math_ops, as TensorFlow's are.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"

namespace tensorflow {

// ---- Broadcasting binary ops: 't, 't -> 't.

#define TFLC_BROADCASTING_OP(types)                \
  Input("x: T")                                    \
      .Input("y: T")                               \
      .Output("z: T")                              \
      .Attr("T: {" types "}")                      \
      .SetShapeFn(shape_inference::BroadcastBinaryOpShapeFn)

// TensorFlow's BINARY_MORE() type set.
#define TFLC_BINARY_MORE_TYPES                                                                 \
  "bfloat16, half, float, double, uint8, int8, uint16, int16, int32, uint32, uint64, int64, " \
  "complex64, complex128"

REGISTER_OP("FloorDiv").TFLC_BROADCASTING_OP(TFLC_BINARY_MORE_TYPES);
REGISTER_OP("TruncateDiv").TFLC_BROADCASTING_OP(TFLC_BINARY_MORE_TYPES);
REGISTER_OP("FloorMod").TFLC_BROADCASTING_OP(
    "int8, int16, int32, int64, uint8, uint16, uint32, uint64, bfloat16, half, float, double");
REGISTER_OP("SquaredDifference")
    .TFLC_BROADCASTING_OP("bfloat16, half, float, double, int32, int64, complex64, complex128")
    .SetIsCommutative();

#undef TFLC_BINARY_MORE_TYPES
#undef TFLC_BROADCASTING_OP

REGISTER_OP("ClipByValue")
    .Input("t: T")
    .Input("clip_value_min: T")
    .Input("clip_value_max: T")
    .Output("output: T")
    .Attr("T: numbertype")
    .SetShapeFn(shape_inference::UnchangedShape);

// ---- Unary ops: 't -> 't.

#define TFLC_UNARY_OP(types)     \
  Input("x: T")                  \
      .Output("y: T")            \
      .Attr("T: {" types "}")    \
      .SetShapeFn(shape_inference::UnchangedShape)

// TensorFlow's UNARY(), UNARY_REAL() and UNARY_COMPLEX() type sets.
#define TFLC_UNARY_TYPES \
  "bfloat16, half, float, double, int8, int16, int32, int64, complex64, complex128"
#define TFLC_UNARY_REAL_TYPES "bfloat16, half, float, double"
#define TFLC_UNARY_COMPLEX_TYPES "bfloat16, half, float, double, complex64, complex128"

REGISTER_OP("Floor").TFLC_UNARY_OP(TFLC_UNARY_REAL_TYPES);
REGISTER_OP("Ceil").TFLC_UNARY_OP(TFLC_UNARY_REAL_TYPES);
REGISTER_OP("Rint").TFLC_UNARY_OP(TFLC_UNARY_REAL_TYPES);
REGISTER_OP("Round").TFLC_UNARY_OP(TFLC_UNARY_TYPES);
REGISTER_OP("Sign").TFLC_UNARY_OP(TFLC_UNARY_TYPES);
REGISTER_OP("Reciprocal").TFLC_UNARY_OP(TFLC_UNARY_TYPES);
REGISTER_OP("Sin").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Cos").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Log1p").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Expm1").TFLC_UNARY_OP(TFLC_UNARY_COMPLEX_TYPES);
REGISTER_OP("Erf").TFLC_UNARY_OP(TFLC_UNARY_REAL_TYPES);

// ---- Gradients of unary ops, from the op's output y and the incoming gradient dy. The kernels
// take operands of one element count; the output has y's shape.

#define TFLC_UNARY_GRADIENT_OP()                  \
  Input("y: T")                                   \
      .Input("dy: T")                             \
      .Output("z: T")                             \
      .Attr("T: {" TFLC_UNARY_COMPLEX_TYPES "}")  \
      .SetShapeFn(shape_inference::UnchangedShape)

REGISTER_OP("TanhGrad").TFLC_UNARY_GRADIENT_OP();
REGISTER_OP("SigmoidGrad").TFLC_UNARY_GRADIENT_OP();
REGISTER_OP("SqrtGrad").TFLC_UNARY_GRADIENT_OP();
REGISTER_OP("RsqrtGrad").TFLC_UNARY_GRADIENT_OP();
REGISTER_OP("ReciprocalGrad").TFLC_UNARY_GRADIENT_OP();

#undef TFLC_UNARY_GRADIENT_OP
#undef TFLC_UNARY_COMPLEX_TYPES
#undef TFLC_UNARY_REAL_TYPES
#undef TFLC_UNARY_TYPES
#undef TFLC_UNARY_OP

}  // namespace tensorflow
