// Neg, Abs and Square: element-wise, for every type their ops allow.
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_ops_common.h"

namespace tensorflow {

#define REGISTER_UNARY(op_name, functor, T)                                          \
  REGISTER_KERNEL_BUILDER(Name(op_name).Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          UnaryOp<functor<T>>);

// bfloat16, half, float, double, int8, int16, int32, int64, complex64, complex128.
#define REGISTER_NEG(T) REGISTER_UNARY("Neg", functor::neg, T)
#define REGISTER_SQUARE(T) REGISTER_UNARY("Square", functor::square, T)
#define TFLC_CALL_UNARY_TYPES(m) \
  TF_CALL_FLOAT_TYPES(m) TF_CALL_int8(m) TF_CALL_int16(m) TF_CALL_int32(m) TF_CALL_int64(m) \
      TF_CALL_COMPLEX_TYPES(m)
TFLC_CALL_UNARY_TYPES(REGISTER_NEG)
TFLC_CALL_UNARY_TYPES(REGISTER_SQUARE)
// Square also takes the unsigned types.
TF_CALL_uint8(REGISTER_SQUARE) TF_CALL_uint16(REGISTER_SQUARE) TF_CALL_uint32(REGISTER_SQUARE)
    TF_CALL_uint64(REGISTER_SQUARE)

// bfloat16, half, float, double, int8, int16, int32, int64.
#define REGISTER_ABS(T) REGISTER_UNARY("Abs", functor::abs, T)
TF_CALL_FLOAT_TYPES(REGISTER_ABS)
TF_CALL_int8(REGISTER_ABS)
TF_CALL_int16(REGISTER_ABS)
TF_CALL_int32(REGISTER_ABS)
TF_CALL_int64(REGISTER_ABS)

#undef REGISTER_ABS
#undef TFLC_CALL_UNARY_TYPES
#undef REGISTER_SQUARE
#undef REGISTER_NEG
#undef REGISTER_UNARY

}  // namespace tensorflow
