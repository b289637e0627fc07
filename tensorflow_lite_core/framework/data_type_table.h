// Every DataType's facts, stated once: the framework's names, sizes and kind predicates
// (types.h), the wrapper generator's dtype names, NumPy conversion and the buffer protocol of the
// Python extension all derive from this table. The C++ API over the C API (c/cc/tensor.h, which the
// ABI keeps free of framework headers) and python/framework/dtypes.py keep copies of their own;
// data_type_table_test and dtypes_test hold them to this one.
//
// X(type, name, python_name, buffer_format, size, kind):
//   name           TensorFlow's spelling in op specs and messages ("float", "half")
//   python_name    tflc.dtypes' name ("float32", "float16")
//   buffer_format  the struct module's format of one element ("f", "Zf" for complex64), "" where
//                  Python has none (strings, handles, ml_dtypes types) and for quantized types,
//                  which are exported as their integers in NumPy only
//   size           bytes per element, 0 where elements have no fixed size (strings, handles) or
//                  are smaller than a byte
//   kind           DataTypeKind
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_DATA_TYPE_TABLE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_DATA_TYPE_TABLE_H_

#include <cstdint>

#include "tensorflow_lite_core/framework/protos.h"

#define TFLC_FOR_EACH_DATA_TYPE(X)                                                       \
  X(DT_FLOAT, "float", "float32", "f", 4, kFloating)                                     \
  X(DT_DOUBLE, "double", "float64", "d", 8, kFloating)                                   \
  X(DT_INT32, "int32", "int32", "i", 4, kSignedInteger)                                  \
  X(DT_UINT8, "uint8", "uint8", "B", 1, kUnsignedInteger)                                \
  X(DT_INT16, "int16", "int16", "h", 2, kSignedInteger)                                  \
  X(DT_INT8, "int8", "int8", "b", 1, kSignedInteger)                                     \
  X(DT_STRING, "string", "string", "", 0, kOther)                                        \
  X(DT_COMPLEX64, "complex64", "complex64", "Zf", 8, kComplex)                           \
  X(DT_INT64, "int64", "int64", "q", 8, kSignedInteger)                                  \
  X(DT_BOOL, "bool", "bool", "?", sizeof(bool), kBool)                                   \
  X(DT_QINT8, "qint8", "qint8", "", 1, kSignedQuantized)                                 \
  X(DT_QUINT8, "quint8", "quint8", "", 1, kUnsignedQuantized)                            \
  X(DT_QINT32, "qint32", "qint32", "", 4, kSignedQuantized)                              \
  X(DT_BFLOAT16, "bfloat16", "bfloat16", "", 2, kFloating)                               \
  X(DT_QINT16, "qint16", "qint16", "", 2, kSignedQuantized)                              \
  X(DT_QUINT16, "quint16", "quint16", "", 2, kUnsignedQuantized)                         \
  X(DT_UINT16, "uint16", "uint16", "H", 2, kUnsignedInteger)                             \
  X(DT_COMPLEX128, "complex128", "complex128", "Zd", 16, kComplex)                       \
  X(DT_HALF, "half", "float16", "e", 2, kFloating)                                       \
  X(DT_RESOURCE, "resource", "resource", "", 0, kOther)                                  \
  X(DT_VARIANT, "variant", "variant", "", 0, kOther)                                     \
  X(DT_UINT32, "uint32", "uint32", "I", 4, kUnsignedInteger)                             \
  X(DT_UINT64, "uint64", "uint64", "Q", 8, kUnsignedInteger)                             \
  X(DT_FLOAT8_E5M2, "float8_e5m2", "float8_e5m2", "", 1, kFloating)                      \
  X(DT_FLOAT8_E4M3FN, "float8_e4m3fn", "float8_e4m3fn", "", 1, kFloating)                \
  X(DT_FLOAT8_E4M3FNUZ, "float8_e4m3fnuz", "float8_e4m3fnuz", "", 1, kFloating)          \
  X(DT_FLOAT8_E4M3B11FNUZ, "float8_e4m3b11fnuz", "float8_e4m3b11fnuz", "", 1, kFloating) \
  X(DT_FLOAT8_E5M2FNUZ, "float8_e5m2fnuz", "float8_e5m2fnuz", "", 1, kFloating)          \
  X(DT_INT4, "int4", "int4", "", 0, kSignedInteger)                                      \
  X(DT_UINT4, "uint4", "uint4", "", 0, kUnsignedInteger)                                 \
  X(DT_INT2, "int2", "int2", "", 0, kSignedInteger)                                      \
  X(DT_UINT2, "uint2", "uint2", "", 0, kUnsignedInteger)

namespace tensorflow {

enum class DataTypeKind : uint8_t {
  kFloating,
  kComplex,
  kSignedInteger,
  kUnsignedInteger,
  kSignedQuantized,
  kUnsignedQuantized,
  kBool,
  kOther,  // strings, resource handles, variants
};

struct DataTypeInfo {
  DataType type;
  const char* name;
  const char* python_name;
  const char* buffer_format;
  int size;
  DataTypeKind kind;
};

#define TFLC_DATA_TYPE_INFO(type, name, python_name, buffer_format, size, kind) \
  DataTypeInfo{type, name, python_name, buffer_format, static_cast<int>(size), DataTypeKind::kind},
inline constexpr DataTypeInfo kDataTypeInfos[] = {TFLC_FOR_EACH_DATA_TYPE(TFLC_DATA_TYPE_INFO)};
#undef TFLC_DATA_TYPE_INFO

inline constexpr int kNumBaseDataTypes = sizeof(kDataTypeInfos) / sizeof(kDataTypeInfos[0]);

// The table lists the types in enum order, from 1 without gaps, so a type's entry is at its value
// minus one (looked up on every numpy() and buffer export).
constexpr bool DataTypeInfosAreInEnumOrder() {
  for (int i = 0; i < kNumBaseDataTypes; ++i) {
    if (kDataTypeInfos[i].type != i + 1) return false;
  }
  return true;
}
static_assert(DataTypeInfosAreInEnumOrder(), "list kDataTypeInfos by enum value, from 1");

// The entry of a base type, or null for DT_INVALID, reference types and unknown values.
inline const DataTypeInfo* FindDataTypeInfo(DataType type) {
  // Checked before any arithmetic: callers pass any int a C caller handed in.
  const int value = static_cast<int>(type);
  return value >= 1 && value <= kNumBaseDataTypes ? &kDataTypeInfos[value - 1] : nullptr;
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_DATA_TYPE_TABLE_H_
