// SummarizeAttrValue: short, readable text for attr values in error messages and node summaries.
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/hash.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// Quoted and escaped; long strings keep ten characters at each end so messages stay readable.
std::string SummarizeString(const std::string& text) {
  constexpr size_t kMaxSummarySize = 80;
  constexpr size_t kKeptAtEachEnd = 10;
  const std::string escaped = str_util::CEscape(text);
  if (escaped.size() < kMaxSummarySize) return strings::StrCat("\"", escaped, "\"");
  return strings::StrCat("\"", escaped.substr(0, kKeptAtEachEnd), "...",
                         escaped.substr(escaped.size() - kKeptAtEachEnd), "\"");
}

// "[2,?,3]", "[]" for a scalar, "<unknown>" for unknown rank.
std::string SummarizeShape(const TensorShapeProto& shape) {
  if (shape.unknown_rank()) return "<unknown>";
  std::string result = "[";
  for (int i = 0; i < shape.dim_size(); ++i) {
    if (i > 0) result += ",";
    const int64 size = shape.dim(i).size();
    if (size == -1) {
      result += "?";
    } else {
      strings::StrAppend(&result, size);
    }
  }
  result += "]";
  return result;
}

// The number of elements of a fully defined shape; -1 for unknown rank or dims, or overflow.
int64 NumElements(const TensorShapeProto& shape) {
  if (shape.unknown_rank()) return -1;
  int64 count = 1;
  for (const TensorShapeProto::Dim& dim : shape.dim()) {
    if (dim.size() < 0) return -1;
    if (dim.size() > 0 && count > std::numeric_limits<int64>::max() / dim.size()) return -1;
    count *= dim.size();
  }
  return count;
}

// Appends the text of the first `count` elements, read from `tensor_content` (as Stored values)
// when that is set, else from the typed repeated `field`. As in a TensorProto, a field shorter
// than the tensor repeats its last value, and an empty one means zeros. Stored is void for types
// that cannot come as tensor_content.
template <typename Stored, typename Field, typename Format>
void AppendElements(const TensorProto& proto, const Field& field, int64 count, Format format,
                    std::vector<std::string>* out) {
  const std::string& content = proto.tensor_content();
  for (int64 i = 0; i < count; ++i) {
    if constexpr (!std::is_void_v<Stored>) {
      if (!content.empty()) {
        Stored value;
        std::memcpy(&value, content.data() + i * sizeof(Stored), sizeof(Stored));
        out->push_back(format(value));
        continue;
      }
    }
    if (field.empty()) {
      out->push_back(format(typename Field::value_type()));
    } else {
      out->push_back(format(field.Get(static_cast<int>(std::min<int64>(i, field.size() - 1)))));
    }
  }
}

template <typename HalfType>
std::string FormatHalfBits(int64 bits) {
  const HalfType value = Eigen::numext::bit_cast<HalfType>(static_cast<uint16>(bits));
  return strings::StrCat(static_cast<float>(value));
}

// The text of the first `count` elements of a tensor of `num_elements`, as TensorFlow's tensor
// summaries print them. False when the proto does not encode a tensor (wrong content size).
bool FirstElements(const TensorProto& proto, int64 num_elements, int64 count,
                   std::vector<std::string>* out) {
  if (!proto.tensor_content().empty()) {
    const int element_size = DataTypeSize(proto.dtype());
    if (element_size == 0 ||
        proto.tensor_content().size() != static_cast<uint64>(num_elements) * element_size) {
      return false;
    }
  }
  const auto as_number = [](auto value) { return strings::StrCat(value); };
  const auto as_int = [](auto value) { return strings::StrCat(static_cast<int64>(value)); };
  switch (proto.dtype()) {
    case DT_FLOAT: AppendElements<float>(proto, proto.float_val(), count, as_number, out); break;
    case DT_DOUBLE: AppendElements<double>(proto, proto.double_val(), count, as_number, out); break;
    case DT_INT32:
    case DT_QINT32: AppendElements<int32>(proto, proto.int_val(), count, as_int, out); break;
    case DT_INT16:
    case DT_QINT16: AppendElements<int16>(proto, proto.int_val(), count, as_int, out); break;
    case DT_UINT16:
    case DT_QUINT16: AppendElements<uint16>(proto, proto.int_val(), count, as_int, out); break;
    case DT_INT8:
    case DT_QINT8: AppendElements<int8>(proto, proto.int_val(), count, as_int, out); break;
    case DT_UINT8:
    case DT_QUINT8: AppendElements<uint8>(proto, proto.int_val(), count, as_int, out); break;
    case DT_INT64: AppendElements<int64>(proto, proto.int64_val(), count, as_number, out); break;
    case DT_UINT32: AppendElements<uint32>(proto, proto.uint32_val(), count, as_number, out); break;
    case DT_UINT64: AppendElements<uint64>(proto, proto.uint64_val(), count, as_number, out); break;
    case DT_BOOL:
      // Read as bytes: a content byte other than 0 or 1 is not a valid C++ bool.
      AppendElements<uint8>(proto, proto.bool_val(), count,
                            [](auto value) { return std::string(value ? "1" : "0"); }, out);
      break;
    case DT_HALF:
      AppendElements<uint16>(proto, proto.half_val(), count, FormatHalfBits<Eigen::half>, out);
      break;
    case DT_BFLOAT16:
      AppendElements<uint16>(proto, proto.half_val(), count, FormatHalfBits<Eigen::bfloat16>, out);
      break;
    case DT_STRING:
      AppendElements<void>(proto, proto.string_val(), count,
                           [](const std::string& value) { return str_util::CEscape(value); },
                           out);
      break;
    default:
      // Complex, resource, variant, float8 and 4-bit values are not decoded.
      out->insert(out->end(), count, std::string("?"));
  }
  return true;
}

// Writes dimension `dim` of a tensor of `dims`, whose first elements are `elements`, from
// element `*next` on, in TensorFlow's nested-bracket style: "[1 2][3...]".
void AppendDimension(const std::vector<int64>& dims, size_t dim,
                     const std::vector<std::string>& elements, size_t* next,
                     std::string* out) {
  const size_t limit = elements.size();
  if (*next >= limit) return;
  if (dim + 1 == dims.size()) {
    for (int64 i = 0; i < dims[dim]; ++i) {
      if (*next >= limit) {
        if (dim != 0) *out += "...";
        return;
      }
      if (i > 0) *out += " ";
      *out += elements[(*next)++];
    }
    return;
  }
  // Stop at the first sub-dimension that prints nothing: every later one would print nothing too.
  for (int64 i = 0; i < dims[dim] && *next < limit; ++i) {
    *out += "[";
    AppendDimension(dims, dim + 1, elements, next, out);
    *out += "]";
  }
}

// "Tensor<type: int32 shape: [2,2] values: [1 2][3...]...>", the first three values as
// TensorFlow's Tensor::DebugString prints them.
std::string SummarizeTensor(const TensorProto& proto) {
  constexpr int64 kMaxValuesShown = 3;
  // TensorFlow does not decode tensors of over 32 MiB (or of unknown size) for a summary.
  constexpr int64 kMaxBytesDecoded = int64{32} << 20;
  const int64 num_elements = NumElements(proto.tensor_shape());
  const int64 element_size = DataTypeSize(proto.dtype());
  if (num_elements < 0 ||
      (element_size > 0 && num_elements > kMaxBytesDecoded / element_size)) {
    return strings::StrCat("<TensorProto: ", proto.ShortDebugString(), ">");
  }
  std::vector<std::string> elements;
  if (!DataTypeIsValid(proto.dtype()) || IsRefType(proto.dtype()) ||
      !FirstElements(proto, num_elements, std::min(num_elements, kMaxValuesShown), &elements)) {
    return strings::StrCat("<Invalid TensorProto: ", proto.ShortDebugString(), ">");
  }
  std::string values;
  if (proto.tensor_shape().dim_size() == 0) {
    values = elements.empty() ? "" : elements[0];
  } else {
    std::vector<int64> dims;
    for (const TensorShapeProto::Dim& dim : proto.tensor_shape().dim()) dims.push_back(dim.size());
    size_t next = 0;
    AppendDimension(dims, 0, elements, &next, &values);
  }
  if (num_elements > static_cast<int64>(elements.size())) values += "...";
  return strings::StrCat("Tensor<type: ", DataTypeString(proto.dtype()),
                         " shape: ", SummarizeShape(proto.tensor_shape()), " values: ", values, ">");
}

// "f[T=DT_FLOAT, b=true]": attrs sorted by name so the text does not depend on map order.
std::string SummarizeFunc(const NameAttrList& func) {
  std::vector<std::string> entries;
  for (const auto& [name, value] : func.attr()) {
    entries.push_back(strings::StrCat(name, "=", SummarizeAttrValue(value)));
  }
  std::sort(entries.begin(), entries.end());
  return strings::StrCat(func.name(), "[", str_util::Join(entries, ", "), "]");
}

std::string SummarizeList(const AttrValue::ListValue& list) {
  std::vector<std::string> pieces;
  if (list.s_size() > 0) {
    for (const std::string& s : list.s()) pieces.push_back(SummarizeString(s));
  } else if (list.i_size() > 0) {
    for (int64 i : list.i()) pieces.push_back(strings::StrCat(i));
  } else if (list.f_size() > 0) {
    for (float f : list.f()) pieces.push_back(strings::StrCat(f));
  } else if (list.b_size() > 0) {
    for (bool b : list.b()) pieces.push_back(b ? "true" : "false");
  } else if (list.type_size() > 0) {
    for (int type : list.type()) pieces.push_back(DataType_Name(static_cast<DataType>(type)));
  } else if (list.shape_size() > 0) {
    for (const TensorShapeProto& shape : list.shape()) pieces.push_back(SummarizeShape(shape));
  } else if (list.tensor_size() > 0) {
    for (const TensorProto& tensor : list.tensor()) pieces.push_back(SummarizeTensor(tensor));
  } else if (list.func_size() > 0) {
    for (const NameAttrList& func : list.func()) pieces.push_back(SummarizeFunc(func));
  }
  // Long lists keep their first and last five elements; the hash of the whole list tells two
  // elided lists apart.
  constexpr size_t kMaxListSummarySize = 30;
  constexpr size_t kKeptAtEachEnd = 5;
  if (pieces.size() < kMaxListSummarySize) {
    return strings::StrCat("[", str_util::Join(pieces, ", "), "]");
  }
  const uint64 hash = Hash64(str_util::Join(pieces, ","));
  std::vector<std::string> kept(pieces.begin(), pieces.begin() + kKeptAtEachEnd);
  kept.push_back("...");
  kept.insert(kept.end(), pieces.end() - kKeptAtEachEnd, pieces.end());
  return strings::StrCat("[", str_util::Join(kept, ", "), "]{attr_hash=", hash, "}");
}

}  // namespace

std::string SummarizeAttrValue(const AttrValue& attr_value) {
  switch (attr_value.value_case()) {
    case AttrValue::kS: return SummarizeString(attr_value.s());
    case AttrValue::kI: return strings::StrCat(attr_value.i());
    case AttrValue::kF: return strings::StrCat(attr_value.f());
    case AttrValue::kB: return attr_value.b() ? "true" : "false";
    case AttrValue::kType: return DataType_Name(attr_value.type());
    case AttrValue::kShape: return SummarizeShape(attr_value.shape());
    case AttrValue::kTensor: return SummarizeTensor(attr_value.tensor());
    case AttrValue::kList: return SummarizeList(attr_value.list());
    case AttrValue::kFunc: return SummarizeFunc(attr_value.func());
    case AttrValue::kPlaceholder: return strings::StrCat("$", attr_value.placeholder());
    case AttrValue::VALUE_NOT_SET: break;
  }
  return "<Unknown AttrValue type>";
}

}  // namespace tensorflow
