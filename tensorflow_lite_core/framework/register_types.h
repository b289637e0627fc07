// TF_CALL_<type>(m) expands to m(<type>); the group macros call m once per type in a set, e.g.
//   #define REGISTER(T) REGISTER_KERNEL_BUILDER(..., MyOp<T>);
//   TF_CALL_REAL_NUMBER_TYPES(REGISTER)
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_REGISTER_TYPES_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_REGISTER_TYPES_H_

#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/platform/types.h"

#define TF_CALL_float(m) m(float)
#define TF_CALL_double(m) m(double)
#define TF_CALL_int32(m) m(::tensorflow::int32)
#define TF_CALL_uint32(m) m(::tensorflow::uint32)
#define TF_CALL_uint8(m) m(::tensorflow::uint8)
#define TF_CALL_int16(m) m(::tensorflow::int16)
#define TF_CALL_int8(m) m(::tensorflow::int8)
#define TF_CALL_tstring(m) m(::tensorflow::tstring)
#define TF_CALL_string(m) TF_CALL_tstring(m)
#define TF_CALL_complex64(m) m(::tensorflow::complex64)
#define TF_CALL_int64(m) m(::tensorflow::int64)
#define TF_CALL_uint64(m) m(::tensorflow::uint64)
#define TF_CALL_bool(m) m(bool)
#define TF_CALL_qint8(m) m(::tensorflow::qint8)
#define TF_CALL_quint8(m) m(::tensorflow::quint8)
#define TF_CALL_qint32(m) m(::tensorflow::qint32)
#define TF_CALL_bfloat16(m) m(::tensorflow::bfloat16)
#define TF_CALL_qint16(m) m(::tensorflow::qint16)
#define TF_CALL_quint16(m) m(::tensorflow::quint16)
#define TF_CALL_uint16(m) m(::tensorflow::uint16)
#define TF_CALL_complex128(m) m(::tensorflow::complex128)
#define TF_CALL_half(m) m(::tensorflow::half)
// Types the framework has no C++ type for call nothing, as in TensorFlow's builds without them.
#define TF_CALL_resource(m)
#define TF_CALL_variant(m)
#define TF_CALL_float8_e5m2(m)
#define TF_CALL_float8_e4m3fn(m)
#define TF_CALL_float8_e4m3fnuz(m)
#define TF_CALL_float8_e4m3b11fnuz(m)
#define TF_CALL_float8_e5m2fnuz(m)
#define TF_CALL_float4_e2m1fn(m)
#define TF_CALL_int4(m)
#define TF_CALL_uint4(m)
#define TF_CALL_int2(m)
#define TF_CALL_uint2(m)

#define TF_CALL_INTEGRAL_TYPES_NO_INT32(m) \
  TF_CALL_uint64(m) TF_CALL_int64(m) TF_CALL_uint32(m) TF_CALL_uint16(m) TF_CALL_int16(m) \
      TF_CALL_uint8(m) TF_CALL_int8(m)
#define TF_CALL_INTEGRAL_TYPES(m) TF_CALL_INTEGRAL_TYPES_NO_INT32(m) TF_CALL_int32(m)

#define TF_CALL_FLOAT_TYPES(m) TF_CALL_half(m) TF_CALL_bfloat16(m) TF_CALL_float(m) TF_CALL_double(m)

#define TF_CALL_REAL_NUMBER_TYPES(m) TF_CALL_INTEGRAL_TYPES(m) TF_CALL_FLOAT_TYPES(m)

#define TF_CALL_REAL_NUMBER_TYPES_NO_INT32(m) \
  TF_CALL_half(m) TF_CALL_bfloat16(m) TF_CALL_float(m) TF_CALL_double(m) \
      TF_CALL_INTEGRAL_TYPES_NO_INT32(m)

#define TF_CALL_COMPLEX_TYPES(m) TF_CALL_complex64(m) TF_CALL_complex128(m)

#define TF_CALL_NUMBER_TYPES(m) TF_CALL_REAL_NUMBER_TYPES(m) TF_CALL_COMPLEX_TYPES(m)

#define TF_CALL_NUMBER_TYPES_NO_INT32(m) \
  TF_CALL_REAL_NUMBER_TYPES_NO_INT32(m) TF_CALL_COMPLEX_TYPES(m)

#define TF_CALL_POD_TYPES(m) TF_CALL_NUMBER_TYPES(m) TF_CALL_bool(m)

#define TF_CALL_POD_STRING_TYPES(m) TF_CALL_POD_TYPES(m) TF_CALL_tstring(m)

#define TF_CALL_ALL_TYPES(m) \
  TF_CALL_POD_TYPES(m) TF_CALL_tstring(m) TF_CALL_resource(m) TF_CALL_variant(m)

// As in TensorFlow: qint16 and quint16 are not in the list.
#define TF_CALL_QUANTIZED_TYPES(m) TF_CALL_qint8(m) TF_CALL_quint8(m) TF_CALL_qint32(m)

// Every type a tensor holds by value, the 16-bit quantized ones included: for kernels that only
// move elements (Concat, Fill, Pad, Transpose). Not one of TensorFlow's lists.
#define TFLC_CALL_EVERY_VALUE_TYPE(m) \
  TF_CALL_ALL_TYPES(m) TF_CALL_QUANTIZED_TYPES(m) TF_CALL_qint16(m) TF_CALL_quint16(m)

#define TF_CALL_GPU_NUMBER_TYPES(m) TF_CALL_half(m) TF_CALL_bfloat16(m) TF_CALL_float(m) TF_CALL_double(m)

#define TF_CALL_GPU_NUMBER_TYPES_NO_HALF(m) TF_CALL_float(m) TF_CALL_double(m)

#define TF_CALL_REAL_NUMBER_TYPES_NO_BFLOAT16(m) \
  TF_CALL_INTEGRAL_TYPES(m) TF_CALL_half(m) TF_CALL_float(m) TF_CALL_double(m)

#define TF_CALL_SAVE_RESTORE_TYPES(m)                                               \
  TF_CALL_REAL_NUMBER_TYPES_NO_BFLOAT16(m) TF_CALL_COMPLEX_TYPES(m) \
      TF_CALL_QUANTIZED_TYPES(m) TF_CALL_bool(m) TF_CALL_tstring(m)

#define TF_CALL_GPU_ALL_TYPES(m) TF_CALL_GPU_NUMBER_TYPES(m) TF_CALL_COMPLEX_TYPES(m) TF_CALL_bool(m)

#define TF_CALL_SATURATING_TYPES(m) \
  TF_CALL_int8(m) TF_CALL_int16(m) TF_CALL_int32(m) TF_CALL_int64(m) TF_CALL_uint8(m) \
      TF_CALL_uint16(m) TF_CALL_uint32(m) TF_CALL_uint64(m)

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_REGISTER_TYPES_H_
