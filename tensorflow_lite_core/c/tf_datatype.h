// TF_DataType: the element types of tensors, with the numbers of TensorFlow's DataType enum.
#ifndef TENSORFLOW_LITE_CORE_C_TF_DATATYPE_H_
#define TENSORFLOW_LITE_CORE_C_TF_DATATYPE_H_

#include <stddef.h>

#include "tensorflow_lite_core/c/c_api_macros.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TF_DataType TF_ENUM_BASE {
  TF_FLOAT = 1,
  TF_DOUBLE = 2,
  TF_INT32 = 3,  // int32_t
  TF_UINT8 = 4,
  TF_INT16 = 5,
  TF_INT8 = 6,
  TF_STRING = 7,  // elements are not accessible through this API (see tf_tensor.h)
  TF_COMPLEX64 = 8,  // two floats: real, imaginary
  TF_COMPLEX = 8,    // older name of TF_COMPLEX64
  TF_INT64 = 9,
  TF_BOOL = 10,  // one byte per element
  TF_QINT8 = 11,
  TF_QUINT8 = 12,
  TF_QINT32 = 13,
  TF_BFLOAT16 = 14,
  TF_QINT16 = 15,
  TF_QUINT16 = 16,
  TF_UINT16 = 17,
  TF_COMPLEX128 = 18,  // two doubles
  TF_HALF = 19,
  TF_RESOURCE = 20,
  TF_VARIANT = 21,
  TF_UINT32 = 22,
  TF_UINT64 = 23,
  TF_FLOAT8_E5M2 = 24,
  TF_FLOAT8_E4M3FN = 25,
  TF_FLOAT8_E4M3FNUZ = 26,
  TF_FLOAT8_E4M3B11FNUZ = 27,
  TF_FLOAT8_E5M2FNUZ = 28,
  TF_INT4 = 29,
  TF_UINT4 = 30,
  TF_INT2 = 31,
  TF_UINT2 = 32,
} TF_DataType;

// Bytes per element of `dt`; 0 for types without a fixed element size (string, resource,
// variant, sub-byte types) and for values that are not a TF_DataType.
TF_CAPI_EXPORT extern size_t TF_DataTypeSize(TF_DataType dt);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_TF_DATATYPE_H_
