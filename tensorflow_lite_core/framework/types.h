// DataType helpers: names, sizes, the C++ type of each DataType and back, and the type sets op
// definitions use (numbertype, realnumbertype, quantizedtype...).
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TYPES_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TYPES_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/types/span.h"
#include "tensorflow_lite_core/framework/data_type_table.h"
#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

class ResourceHandle;  // resource_handle.h: the element type of DT_RESOURCE tensors

using DataTypeVector = std::vector<DataType>;
// A view of types owned elsewhere (a DataTypeVector, a braced list for the length of a call).
using DataTypeSlice = absl::Span<const DataType>;

// Where a kernel's input or output lives on its device.
enum MemoryType { DEVICE_MEMORY = 0, HOST_MEMORY = 1 };
using MemoryTypeVector = std::vector<MemoryType>;

// A device kind ("CPU", "GPU"), as kernels are registered for.
class DeviceType {
 public:
  DeviceType(const char* type) : type_(type) {}  // NOLINT(runtime/explicit)
  explicit DeviceType(std::string_view type) : type_(type) {}
  const char* type() const { return type_.c_str(); }
  const std::string& type_string() const { return type_; }
  bool operator==(const DeviceType& other) const { return type_ == other.type_; }
  bool operator!=(const DeviceType& other) const { return type_ != other.type_; }
  bool operator<(const DeviceType& other) const { return type_ < other.type_; }

 private:
  std::string type_;
};
std::ostream& operator<<(std::ostream& os, const DeviceType& device_type);

TF_EXPORT extern const char* const DEVICE_DEFAULT;  // "DEFAULT"
TF_EXPORT extern const char* const DEVICE_CPU;      // "CPU"
TF_EXPORT extern const char* const DEVICE_GPU;      // "GPU"

// "float", "int32", "float_ref"... as op specs and error messages spell types.
std::string DataTypeString(DataType dtype);
// Parses "float", "int32", "float_ref", and also "DT_FLOAT"-style enum names ("half" and "float16"
// both mean DT_HALF). Returns false for anything else.
bool DataTypeFromString(std::string_view text, DataType* dtype);
// "[float, int32]".
std::string DataTypeVectorString(const DataTypeVector& dtypes);
// "float, int32", as in allowed-type lists of error messages.
std::string DataTypeSliceString(const DataTypeVector& dtypes);

inline bool IsRefType(DataType dtype) { return dtype > static_cast<DataType>(100); }
inline DataType MakeRefType(DataType dtype) {
  return IsRefType(dtype) ? dtype : static_cast<DataType>(dtype + 100);
}
inline DataType RemoveRefType(DataType dtype) {
  return IsRefType(dtype) ? static_cast<DataType>(dtype - 100) : dtype;
}
inline DataType BaseType(DataType dtype) { return RemoveRefType(dtype); }
// True when `dtype` is a valid DataType value other than DT_INVALID.
bool DataTypeIsValid(DataType dtype);

// Bytes per element; 0 for types without a fixed size (string, resource, variant, invalid) and
// for sub-byte types. Inline: tensor code asks on every kernel run.
inline int DataTypeSize(DataType dtype) {
  switch (dtype) {
#define TFLC_DATA_TYPE_SIZE(type, name, python_name, buffer_format, size, kind) \
  case type:                                                                    \
    return static_cast<int>(size);
    TFLC_FOR_EACH_DATA_TYPE(TFLC_DATA_TYPE_SIZE)
#undef TFLC_DATA_TYPE_SIZE
    default:
      return 0;
  }
}

// True when the element can be copied with memcpy.
bool DataTypeCanUseMemcpy(DataType dtype);

bool DataTypeIsFloating(DataType dtype);
bool DataTypeIsComplex(DataType dtype);
bool DataTypeIsQuantized(DataType dtype);
bool DataTypeIsInteger(DataType dtype);
bool DataTypeIsSigned(DataType dtype);
bool DataTypeIsUnsigned(DataType dtype);

// The type sets of op specs, in TensorFlow's order.
DataTypeVector AllTypes();             // every type a tensor can have
DataTypeVector RealNumberTypes();      // realnumbertype
DataTypeVector NumberTypes();          // numbertype: real, complex and quantized
DataTypeVector QuantizedTypes();       // quantizedtype
DataTypeVector RealAndQuantizedTypes();
DataTypeVector IntegerTypes();
DataTypeVector FloatingTypes();
DataTypeVector ComplexTypes();

bool DataTypeAlwaysOnHost(DataType dtype);

// DataTypeToEnum<T>::value is the DataType of C++ type T; EnumToDataType<DT>::Type the reverse.
template <typename T>
struct DataTypeToEnum {
  static_assert(sizeof(T) == 0, "DataTypeToEnum: no DataType for this C++ type");
};
template <DataType DT>
struct EnumToDataType {};

#define TFLC_MATCH_TYPE_AND_ENUM(TYPE, ENUM)                  \
  template <>                                                 \
  struct DataTypeToEnum<TYPE> {                               \
    static DataType v() { return ENUM; }                      \
    static DataType ref() { return MakeRefType(ENUM); }       \
    static constexpr DataType value = ENUM;                   \
  };                                                          \
  template <>                                                 \
  struct EnumToDataType<ENUM> {                               \
    using Type = TYPE;                                        \
  }

TFLC_MATCH_TYPE_AND_ENUM(float, DT_FLOAT);
TFLC_MATCH_TYPE_AND_ENUM(double, DT_DOUBLE);
TFLC_MATCH_TYPE_AND_ENUM(int32, DT_INT32);
TFLC_MATCH_TYPE_AND_ENUM(uint32, DT_UINT32);
TFLC_MATCH_TYPE_AND_ENUM(uint16, DT_UINT16);
TFLC_MATCH_TYPE_AND_ENUM(uint8, DT_UINT8);
TFLC_MATCH_TYPE_AND_ENUM(int16, DT_INT16);
TFLC_MATCH_TYPE_AND_ENUM(int8, DT_INT8);
TFLC_MATCH_TYPE_AND_ENUM(tstring, DT_STRING);
TFLC_MATCH_TYPE_AND_ENUM(complex64, DT_COMPLEX64);
TFLC_MATCH_TYPE_AND_ENUM(complex128, DT_COMPLEX128);
TFLC_MATCH_TYPE_AND_ENUM(int64, DT_INT64);
TFLC_MATCH_TYPE_AND_ENUM(uint64, DT_UINT64);
TFLC_MATCH_TYPE_AND_ENUM(bool, DT_BOOL);
TFLC_MATCH_TYPE_AND_ENUM(qint8, DT_QINT8);
TFLC_MATCH_TYPE_AND_ENUM(quint8, DT_QUINT8);
TFLC_MATCH_TYPE_AND_ENUM(qint16, DT_QINT16);
TFLC_MATCH_TYPE_AND_ENUM(quint16, DT_QUINT16);
TFLC_MATCH_TYPE_AND_ENUM(qint32, DT_QINT32);
TFLC_MATCH_TYPE_AND_ENUM(bfloat16, DT_BFLOAT16);
TFLC_MATCH_TYPE_AND_ENUM(half, DT_HALF);
TFLC_MATCH_TYPE_AND_ENUM(ResourceHandle, DT_RESOURCE);

#undef TFLC_MATCH_TYPE_AND_ENUM

// int64 is `long` here; `long long` is the same width and also means DT_INT64.
template <>
struct DataTypeToEnum<long long> : DataTypeToEnum<int64> {};  // NOLINT(runtime/int)
template <>
struct DataTypeToEnum<unsigned long long> : DataTypeToEnum<uint64> {};  // NOLINT(runtime/int)

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TYPES_H_
