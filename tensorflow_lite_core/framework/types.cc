#include "tensorflow_lite_core/framework/types.h"

#include <algorithm>
#include <initializer_list>
#include <ostream>
#include <string_view>

#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

const char* const DEVICE_DEFAULT = "DEFAULT";
const char* const DEVICE_CPU = "CPU";
const char* const DEVICE_GPU = "GPU";

std::ostream& operator<<(std::ostream& os, const DeviceType& device_type) {
  return os << device_type.type_string();
}

namespace {


// Base types by spelling ("float", "half", "float16"), in a small open-addressing table hashed on
// length and end letters: op specs look words up often, and most of them are not types.
class BaseTypesBySpelling {
 public:
  static const BaseTypesBySpelling& Get() {
    static const BaseTypesBySpelling* const table = new BaseTypesBySpelling;
    return *table;
  }

  DataType Find(std::string_view spelling) const {
    if (spelling.empty()) return DT_INVALID;
    for (size_t i = Hash(spelling);; i = (i + 1) % kSlots) {
      if (slots_[i].spelling.empty()) return DT_INVALID;
      if (slots_[i].spelling == spelling) return slots_[i].dtype;
    }
  }

 private:
  static constexpr size_t kSlots = 128;  // a power of two, well above the spellings

  struct Slot {
    std::string_view spelling;  // empty: a free slot
    DataType dtype = DT_INVALID;
  };

  static size_t Hash(std::string_view spelling) {
    const auto first = static_cast<unsigned char>(spelling.front());
    const auto last = static_cast<unsigned char>(spelling.back());
    return (spelling.size() * 131 + first * 31 + last) % kSlots;
  }

  BaseTypesBySpelling() {
    for (const DataTypeInfo& entry : kDataTypeInfos) Add(entry.name, entry.type);
    // TensorFlow's other spellings, accepted in op specs and attr values.
    Add("float16", DT_HALF);
    Add("float32", DT_FLOAT);
    Add("float64", DT_DOUBLE);
  }

  void Add(std::string_view spelling, DataType dtype) {
    size_t i = Hash(spelling);
    while (!slots_[i].spelling.empty()) i = (i + 1) % kSlots;
    slots_[i] = Slot{spelling, dtype};
  }

  Slot slots_[kSlots];
};

const char* BaseTypeName(DataType dtype) {
  const DataTypeInfo* info = FindDataTypeInfo(dtype);
  return info == nullptr ? nullptr : info->name;
}

bool KindIs(DataType dtype, std::initializer_list<DataTypeKind> kinds) {
  const DataTypeInfo* info = FindDataTypeInfo(dtype);
  if (info == nullptr) return false;
  for (DataTypeKind kind : kinds) {
    if (info->kind == kind) return true;
  }
  return false;
}

}  // namespace

bool DataTypeIsValid(DataType dtype) {
  return BaseTypeName(RemoveRefType(dtype)) != nullptr;
}

std::string DataTypeString(DataType dtype) {
  const char* name = BaseTypeName(RemoveRefType(dtype));
  if (name == nullptr) {
    if (dtype == DT_INVALID) return "invalid";
    return strings::StrCat("unknown dtype enum (", static_cast<int>(dtype), ")");
  }
  return IsRefType(dtype) ? strings::StrCat(name, "_ref") : std::string(name);
}

bool DataTypeFromString(std::string_view text, DataType* dtype) {
  constexpr std::string_view kRefSuffix = "_ref";
  bool is_ref = false;
  if (text.size() > kRefSuffix.size() &&
      text.substr(text.size() - kRefSuffix.size()) == kRefSuffix) {
    is_ref = true;
    text.remove_suffix(kRefSuffix.size());
  }
  const DataType found = BaseTypesBySpelling::Get().Find(text);
  if (found == DT_INVALID) {
    // Enum spellings, as in attr text: DT_FLOAT, DT_FLOAT_REF.
    if (text.substr(0, 3) != "DT_") return false;
    DataType parsed;
    std::string enum_name(text);
    if (is_ref) enum_name += "_REF";
    if (!DataType_Parse(enum_name, &parsed) || parsed == DT_INVALID) return false;
    *dtype = parsed;
    return true;
  }
  *dtype = is_ref ? MakeRefType(found) : found;
  return true;
}

std::string DataTypeSliceString(const DataTypeVector& dtypes) {
  std::string result;
  for (size_t i = 0; i < dtypes.size(); ++i) {
    if (i > 0) result += ", ";
    result += DataTypeString(dtypes[i]);
  }
  return result;
}

std::string DataTypeVectorString(const DataTypeVector& dtypes) {
  return strings::StrCat("[", DataTypeSliceString(dtypes), "]");
}

bool DataTypeCanUseMemcpy(DataType dtype) { return DataTypeSize(dtype) > 0; }

bool DataTypeIsFloating(DataType dtype) { return KindIs(dtype, {DataTypeKind::kFloating}); }

bool DataTypeIsComplex(DataType dtype) { return KindIs(dtype, {DataTypeKind::kComplex}); }

bool DataTypeIsQuantized(DataType dtype) {
  return KindIs(dtype, {DataTypeKind::kSignedQuantized, DataTypeKind::kUnsignedQuantized});
}

bool DataTypeIsInteger(DataType dtype) {
  return KindIs(dtype, {DataTypeKind::kSignedInteger, DataTypeKind::kUnsignedInteger});
}

bool DataTypeIsUnsigned(DataType dtype) { return KindIs(dtype, {DataTypeKind::kUnsignedInteger}); }

bool DataTypeIsSigned(DataType dtype) { return DataTypeIsInteger(dtype) && !DataTypeIsUnsigned(dtype); }

DataTypeVector RealNumberTypes() {
  return {DT_FLOAT, DT_DOUBLE, DT_INT32, DT_UINT8, DT_INT16,  DT_INT8,   DT_INT64,
          DT_BFLOAT16, DT_UINT16, DT_HALF, DT_UINT32, DT_UINT64};
}

DataTypeVector QuantizedTypes() { return {DT_QINT8, DT_QUINT8, DT_QINT16, DT_QUINT16, DT_QINT32}; }

DataTypeVector NumberTypes() {
  return {DT_FLOAT,  DT_DOUBLE,  DT_INT32,  DT_UINT8,    DT_INT16,  DT_INT8,
          DT_COMPLEX64, DT_INT64, DT_QINT8, DT_QUINT8,  DT_QINT32, DT_BFLOAT16,
          DT_QINT16, DT_QUINT16, DT_UINT16, DT_COMPLEX128, DT_HALF, DT_UINT32, DT_UINT64};
}

DataTypeVector RealAndQuantizedTypes() {
  return {DT_FLOAT,  DT_DOUBLE, DT_INT32,  DT_UINT8,  DT_INT16,    DT_INT8,   DT_INT64,
          DT_QINT8,  DT_QUINT8, DT_QINT32, DT_BFLOAT16, DT_QINT16, DT_QUINT16, DT_UINT16,
          DT_HALF,   DT_UINT32, DT_UINT64};
}

DataTypeVector AllTypes() {
  DataTypeVector types = NumberTypes();
  types.insert(types.end(), {DT_STRING, DT_BOOL, DT_RESOURCE, DT_VARIANT});
  return types;
}

DataTypeVector IntegerTypes() {
  return {DT_INT8, DT_UINT8, DT_INT16, DT_UINT16, DT_INT32, DT_UINT32, DT_INT64, DT_UINT64};
}

DataTypeVector FloatingTypes() { return {DT_HALF, DT_BFLOAT16, DT_FLOAT, DT_DOUBLE}; }

DataTypeVector ComplexTypes() { return {DT_COMPLEX64, DT_COMPLEX128}; }

bool DataTypeAlwaysOnHost(DataType dtype) {
  switch (RemoveRefType(dtype)) {
    case DT_STRING:
    case DT_STRING_REF:
    case DT_RESOURCE:
      return true;
    default:
      return false;
  }
}

}  // namespace tensorflow
