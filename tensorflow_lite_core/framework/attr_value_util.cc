#include "tensorflow_lite_core/framework/attr_value_util.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"
#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/proto_utf8.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// ---------------------------------------------------------------------------------------------
// Attr type names.

// The base attr types, with the AttrValue (and ListValue) field that holds each.
struct BaseAttrType {
  std::string_view name;
  std::string_view field;
};
constexpr BaseAttrType kBaseAttrTypes[] = {
    {"string", "s"}, {"int", "i"},         {"float", "f"},         {"bool", "b"},
    {"type", "type"}, {"shape", "shape"}, {"tensor", "tensor"}, {"func", "func"},
};

const BaseAttrType* FindBaseAttrType(std::string_view name) {
  for (const BaseAttrType& base : kBaseAttrTypes) {
    if (base.name == name) return &base;
  }
  return nullptr;
}

// Splits "list(int)" into is_list = true and "int"; "int" into false and "int". Returns null
// for anything that is not a valid attr type.
const BaseAttrType* SplitAttrType(std::string_view type, bool* is_list) {
  constexpr std::string_view kListPrefix = "list(";
  *is_list = type.size() > kListPrefix.size() && type.substr(0, kListPrefix.size()) == kListPrefix &&
             type.back() == ')';
  if (*is_list) type = type.substr(kListPrefix.size(), type.size() - kListPrefix.size() - 1);
  return FindBaseAttrType(type);
}

// The base type of a scalar value ("int" for `i`), or an empty view for lists, placeholders and
// values with nothing set.
std::string_view ScalarKind(const AttrValue& value) {
  switch (value.value_case()) {
    case AttrValue::kS: return "string";
    case AttrValue::kI: return "int";
    case AttrValue::kF: return "float";
    case AttrValue::kB: return "bool";
    case AttrValue::kType: return "type";
    case AttrValue::kShape: return "shape";
    case AttrValue::kTensor: return "tensor";
    case AttrValue::kFunc: return "func";
    default: return {};
  }
}

// The base types whose ListValue field is non-empty, in field order. A well-formed list has at
// most one.
std::vector<std::string_view> ListKinds(const AttrValue::ListValue& list) {
  std::vector<std::string_view> kinds;
  if (list.s_size() > 0) kinds.push_back("string");
  if (list.i_size() > 0) kinds.push_back("int");
  if (list.f_size() > 0) kinds.push_back("float");
  if (list.b_size() > 0) kinds.push_back("bool");
  if (list.type_size() > 0) kinds.push_back("type");
  if (list.shape_size() > 0) kinds.push_back("shape");
  if (list.tensor_size() > 0) kinds.push_back("tensor");
  if (list.func_size() > 0) kinds.push_back("func");
  return kinds;
}

// ---------------------------------------------------------------------------------------------
// Summaries.

// C escapes for quotes, backslash and \n \r \t; octal for other non-printable bytes.
std::string CEscape(std::string_view text) {
  std::string escaped;
  escaped.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '\n': escaped += "\\n"; break;
      case '\r': escaped += "\\r"; break;
      case '\t': escaped += "\\t"; break;
      case '\"': escaped += "\\\""; break;
      case '\'': escaped += "\\\'"; break;
      case '\\': escaped += "\\\\"; break;
      default: {
        const unsigned char byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte >= 0x7f) {
          const char octal[] = {'\\', static_cast<char>('0' + (byte >> 6)),
                                static_cast<char>('0' + ((byte >> 3) & 7)),
                                static_cast<char>('0' + (byte & 7))};
          escaped.append(octal, sizeof(octal));
        } else {
          escaped += c;
        }
      }
    }
  }
  return escaped;
}

// Quoted and escaped; long strings keep ten characters at each end so messages stay readable.
std::string SummarizeString(const std::string& text) {
  constexpr size_t kMaxSummarySize = 80;
  constexpr size_t kKeptAtEachEnd = 10;
  const std::string escaped = CEscape(text);
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
                           [](const std::string& value) { return CEscape(value); }, out);
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

std::string JoinPieces(const std::vector<std::string>& pieces, std::string_view separator) {
  std::string result;
  for (size_t i = 0; i < pieces.size(); ++i) {
    if (i > 0) result.append(separator.data(), separator.size());
    result += pieces[i];
  }
  return result;
}

// A 64-bit FNV-1a hash with a final avalanche, stable across runs and platforms.
uint64 Hash64(std::string_view bytes) {
  uint64 hash = 0xcbf29ce484222325ULL;
  for (char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  hash ^= hash >> 33;
  hash *= 0xff51afd7ed558ccdULL;
  hash ^= hash >> 33;
  hash *= 0xc4ceb9fe1a85ec53ULL;
  hash ^= hash >> 33;
  return hash;
}

// "f[T=DT_FLOAT, b=true]": attrs sorted by name so the text does not depend on map order.
std::string SummarizeFunc(const NameAttrList& func) {
  std::vector<std::string> entries;
  for (const auto& [name, value] : func.attr()) {
    entries.push_back(strings::StrCat(name, "=", SummarizeAttrValue(value)));
  }
  std::sort(entries.begin(), entries.end());
  return strings::StrCat(func.name(), "[", JoinPieces(entries, ", "), "]");
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
    return strings::StrCat("[", JoinPieces(pieces, ", "), "]");
  }
  const uint64 hash = Hash64(JoinPieces(pieces, ","));
  std::vector<std::string> kept(pieces.begin(), pieces.begin() + kKeptAtEachEnd);
  kept.push_back("...");
  kept.insert(kept.end(), pieces.end() - kKeptAtEachEnd, pieces.end());
  return strings::StrCat("[", JoinPieces(kept, ", "), "]{attr_hash=", hash, "}");
}

// ---------------------------------------------------------------------------------------------
// Type checks.

Status CheckDataTypeValue(int value, bool in_list) {
  const DataType dtype = static_cast<DataType>(value);
  if (!DataType_IsValid(value)) {
    return errors::InvalidArgument("AttrValue has invalid DataType enum: ", value);
  }
  if (IsRefType(dtype)) {
    return errors::InvalidArgument("AttrValue must not have reference type value of ",
                                   DataTypeString(dtype));
  }
  if (dtype == DT_INVALID) {
    return errors::InvalidArgument(in_list ? "AttrValue contains invalid DataType"
                                           : "AttrValue has invalid DataType");
  }
  return OkStatus();
}

// ---------------------------------------------------------------------------------------------
// Parsing.

// Keeps the first message of the text-format parser instead of letting it log to stderr.
class FirstErrorCollector : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int /*line*/, google::protobuf::io::ColumnNumber /*column*/,
                const std::string& message) override {
    if (first_error_.empty()) first_error_ = message;
  }
  void AddWarning(int /*line*/, google::protobuf::io::ColumnNumber /*column*/,
                  const std::string& /*message*/) override {}
  const std::string& first_error() const { return first_error_; }

 private:
  std::string first_error_;
};

std::string_view StripWhitespace(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  return text;
}

// Checks that a parsed value holds exactly a value of the requested type; the text-format parser
// alone would accept text that sets other fields too ("[1] s: ['a']" for a list(int)).
Status CheckParsedKind(const AttrValue& value, const BaseAttrType& base, bool is_list) {
  if (!is_list) {
    if (ScalarKind(value) != base.name) return errors::InvalidArgument("not a single ", base.name);
    if (base.name == "type" && !DataType_IsValid(value.type())) {
      return errors::InvalidArgument("unknown DataType enum ", static_cast<int>(value.type()));
    }
    return OkStatus();
  }
  if (!value.has_list()) return errors::InvalidArgument("not a list");
  for (std::string_view kind : ListKinds(value.list())) {
    if (kind != base.name) return errors::InvalidArgument("it holds values of type '", kind, "'");
  }
  for (int type : value.list().type()) {
    if (!DataType_IsValid(type)) return errors::InvalidArgument("unknown DataType enum ", type);
  }
  return OkStatus();
}

// Why `text` is not a value of type `base`/`is_list`, or OK with the value in `*out`.
Status ParseAttrValueText(const BaseAttrType& base, bool is_list, std::string_view text,
                          AttrValue* out) {
  const std::string_view stripped = StripWhitespace(text);
  if (stripped.empty()) return errors::InvalidArgument("the value is empty");
  std::string proto_text;
  if (is_list) {
    // The text-format parser would also take a bare value ("f: 1") as a one-element list; attr
    // lists are always written in brackets.
    if (stripped.size() < 2 || stripped.front() != '[' || stripped.back() != ']') {
      return errors::InvalidArgument("a list must be written as [] or [value, ...]");
    }
    // The parser rejects "f: []", so an empty list is handled here.
    if (StripWhitespace(stripped.substr(1, stripped.size() - 2)).empty()) {
      out->Clear();
      out->mutable_list();
      return OkStatus();
    }
    proto_text = strings::StrCat("list { ", base.field, ": ", stripped, " }");
  } else {
    // The parser accepts a field separator after a value; a value never ends with one.
    if (stripped.back() == ';' || stripped.back() == ',') {
      return errors::InvalidArgument("unexpected '", std::string_view(&stripped.back(), 1),
                                     "' after the value");
    }
    proto_text = strings::StrCat(base.field, ": ", stripped);
  }

  // Bounds nesting (tensors of variants of tensors...) so hostile text cannot exhaust the stack.
  constexpr int kMaxNesting = 100;
  FirstErrorCollector errors_seen;
  google::protobuf::TextFormat::Parser parser;
  parser.RecordErrorsTo(&errors_seen);
  parser.SetRecursionLimit(kMaxNesting);
  AttrValue parsed;
  if (!parser.ParseFromString(proto_text, &parsed)) {
    return errors::InvalidArgument(errors_seen.first_error().empty() ? "syntax error"
                                                                     : errors_seen.first_error());
  }
  TF_RETURN_IF_ERROR(CheckParsedKind(parsed, base, is_list));
  // The text parser takes any bytes in a string field; the wire format does not.
  if (const std::string field = FindInvalidUtf8(parsed); !field.empty()) {
    return errors::InvalidArgument("'", field, "' is not valid UTF-8");
  }
  *out = std::move(parsed);
  return OkStatus();
}

// ---------------------------------------------------------------------------------------------
// Comparison.

// Serialization with map entries in key order, so equal values give equal bytes.
std::string DeterministicSerialization(const AttrValue& value) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    // Cannot fail: proto3 messages have no required fields.
    value.SerializePartialToCodedStream(&coded);
  }
  return bytes;
}

template <typename Container>
void SetStringList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (const auto& value : values) list->add_s(std::string(value));
}

template <typename Container>
void SetIntList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (auto value : values) list->add_i(value);
}

template <typename Container>
void SetFloatList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (auto value : values) list->add_f(value);
}

template <typename Container>
void SetBoolList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (bool value : values) list->add_b(value);
}

template <typename Container>
void SetTypeList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (DataType value : values) list->add_type(value);
}

template <typename Container>
void SetShapeList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (const TensorShapeProto& value : values) *list->add_shape() = value;
}

template <typename Container>
void SetTensorList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (const TensorProto& value : values) *list->add_tensor() = value;
}

template <typename Container>
void SetFuncList(const Container& values, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (const NameAttrList& value : values) *list->add_func() = value;
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

Status AttrValueHasType(const AttrValue& attr_value, std::string_view type) {
  if (attr_value.value_case() == AttrValue::kPlaceholder) {
    return errors::InvalidArgument("AttrValue had value with unexpected type 'placeholder'");
  }
  const bool wants_list = type.substr(0, 5) == "list(";
  if (attr_value.has_list()) {
    for (std::string_view kind : ListKinds(attr_value.list())) {
      // type == "list(<kind>)", without building the string.
      if (!wants_list || type.size() != kind.size() + 6 || type.substr(5, kind.size()) != kind ||
          type.back() != ')') {
        return errors::InvalidArgument("AttrValue had value with type 'list(", kind, ")' when '",
                                       type, "' expected");
      }
    }
    // An empty list has no kind: it matches every list type, and no scalar type.
    if (!wants_list) {
      return errors::InvalidArgument("AttrValue missing value with expected type '", type, "'");
    }
  } else {
    const std::string_view kind = ScalarKind(attr_value);
    if (kind.empty()) {
      // Nothing set: old GraphDefs (version <= 4) wrote empty lists this way.
      if (!wants_list) {
        return errors::InvalidArgument("AttrValue missing value with expected type '", type, "'");
      }
    } else if (kind != type) {
      return errors::InvalidArgument("AttrValue had value with type '", kind, "' when '", type,
                                     "' expected");
    }
  }
  if (type == "type") return CheckDataTypeValue(attr_value.type(), /*in_list=*/false);
  if (type == "list(type)") {
    for (int value : attr_value.list().type()) {
      TF_RETURN_IF_ERROR(CheckDataTypeValue(value, /*in_list=*/true));
    }
  }
  return OkStatus();
}

bool IsValidAttrType(std::string_view type) {
  bool is_list;
  return SplitAttrType(type, &is_list) != nullptr;
}

Status ParseAttrValue(std::string_view type, std::string_view text, AttrValue* out) {
  bool is_list;
  const BaseAttrType* base = SplitAttrType(type, &is_list);
  Status status = base == nullptr
                      ? errors::InvalidArgument("'", type, "' is not an attr type")
                      : ParseAttrValueText(*base, is_list, text, out);
  if (status.ok()) return status;
  return errors::InvalidArgument("Could not parse '", text, "' as an attr of type '", type,
                                 "': ", status.message());
}

void SetAttrValue(const std::string& value, AttrValue* out) { out->set_s(value); }
void SetAttrValue(std::string_view value, AttrValue* out) {
  out->set_s(value.data(), value.size());
}
void SetAttrValue(const char* value, AttrValue* out) { out->set_s(value); }
void SetAttrValue(int64 value, AttrValue* out) { out->set_i(value); }
void SetAttrValue(int32 value, AttrValue* out) { out->set_i(value); }
void SetAttrValue(float value, AttrValue* out) { out->set_f(value); }
void SetAttrValue(double value, AttrValue* out) { out->set_f(static_cast<float>(value)); }
void SetAttrValue(bool value, AttrValue* out) { out->set_b(value); }
void SetAttrValue(DataType value, AttrValue* out) { out->set_type(value); }
void SetAttrValue(const TensorShapeProto& value, AttrValue* out) {
  *out->mutable_shape() = value;
}
void SetAttrValue(const TensorProto& value, AttrValue* out) { *out->mutable_tensor() = value; }
void SetAttrValue(const NameAttrList& value, AttrValue* out) { *out->mutable_func() = value; }
void SetAttrValue(const AttrValue& value, AttrValue* out) { *out = value; }

void SetAttrValue(const std::vector<std::string>& value, AttrValue* out) {
  SetStringList(value, out);
}
void SetAttrValue(const std::vector<std::string_view>& value, AttrValue* out) {
  SetStringList(value, out);
}
void SetAttrValue(const std::vector<const char*>& value, AttrValue* out) {
  SetStringList(value, out);
}
void SetAttrValue(const std::vector<int64>& value, AttrValue* out) { SetIntList(value, out); }
void SetAttrValue(const std::vector<int32>& value, AttrValue* out) { SetIntList(value, out); }
void SetAttrValue(const std::vector<float>& value, AttrValue* out) { SetFloatList(value, out); }
void SetAttrValue(const std::vector<bool>& value, AttrValue* out) { SetBoolList(value, out); }
void SetAttrValue(const std::vector<DataType>& value, AttrValue* out) { SetTypeList(value, out); }
void SetAttrValue(const std::vector<TensorShapeProto>& value, AttrValue* out) {
  SetShapeList(value, out);
}
void SetAttrValue(const std::vector<TensorProto>& value, AttrValue* out) {
  SetTensorList(value, out);
}
void SetAttrValue(const std::vector<NameAttrList>& value, AttrValue* out) {
  SetFuncList(value, out);
}
void SetAttrValue(std::initializer_list<std::string> value, AttrValue* out) {
  SetStringList(value, out);
}
void SetAttrValue(std::initializer_list<const char*> value, AttrValue* out) {
  SetStringList(value, out);
}
void SetAttrValue(std::initializer_list<int64> value, AttrValue* out) { SetIntList(value, out); }
void SetAttrValue(std::initializer_list<int32> value, AttrValue* out) { SetIntList(value, out); }
void SetAttrValue(std::initializer_list<float> value, AttrValue* out) {
  SetFloatList(value, out);
}
void SetAttrValue(std::initializer_list<bool> value, AttrValue* out) { SetBoolList(value, out); }
void SetAttrValue(std::initializer_list<DataType> value, AttrValue* out) {
  SetTypeList(value, out);
}
void SetAttrValue(std::initializer_list<TensorShapeProto> value, AttrValue* out) {
  SetShapeList(value, out);
}
void SetAttrValue(std::initializer_list<TensorProto> value, AttrValue* out) {
  SetTensorList(value, out);
}
void SetAttrValue(std::initializer_list<NameAttrList> value, AttrValue* out) {
  SetFuncList(value, out);
}

void MoveAttrValue(std::vector<std::string>&& value, AttrValue* out) {
  AttrValue::ListValue* list = out->mutable_list();
  list->Clear();
  for (std::string& s : value) list->add_s(std::move(s));
}

bool AreAttrValuesEqual(const AttrValue& a, const AttrValue& b) {
  if (a.value_case() != b.value_case()) return false;
  return DeterministicSerialization(a) == DeterministicSerialization(b);
}

uint64 AttrValueHash(const AttrValue& a) { return Hash64(DeterministicSerialization(a)); }

bool HasPlaceHolder(const AttrValue& value) {
  switch (value.value_case()) {
    case AttrValue::kPlaceholder: return true;
    case AttrValue::kFunc:
      for (const auto& entry : value.func().attr()) {
        if (HasPlaceHolder(entry.second)) return true;
      }
      return false;
    case AttrValue::kList:
      for (const NameAttrList& func : value.list().func()) {
        for (const auto& entry : func.attr()) {
          if (HasPlaceHolder(entry.second)) return true;
        }
      }
      return false;
    default: return false;
  }
}

bool SubstitutePlaceholders(const SubstituteFunc& substitute, AttrValue* value) {
  switch (value->value_case()) {
    case AttrValue::kPlaceholder: {
      // Copied first: `substitute` overwrites the value that holds the name.
      const std::string name = value->placeholder();
      return substitute(name, value);
    }
    case AttrValue::kFunc:
      for (auto& entry : *value->mutable_func()->mutable_attr()) {
        if (!SubstitutePlaceholders(substitute, &entry.second)) return false;
      }
      return true;
    case AttrValue::kList:
      for (NameAttrList& func : *value->mutable_list()->mutable_func()) {
        for (auto& entry : *func.mutable_attr()) {
          if (!SubstitutePlaceholders(substitute, &entry.second)) return false;
        }
      }
      return true;
    default: return true;
  }
}

int64 AttrValueListLength(const AttrValue& value, std::string_view list_type) {
  const AttrValue::ListValue& list = value.list();
  if (list_type == "list(string)") return list.s_size();
  if (list_type == "list(int)") return list.i_size();
  if (list_type == "list(float)") return list.f_size();
  if (list_type == "list(bool)") return list.b_size();
  if (list_type == "list(type)") return list.type_size();
  if (list_type == "list(shape)") return list.shape_size();
  if (list_type == "list(tensor)") return list.tensor_size();
  if (list_type == "list(func)") return list.func_size();
  return 0;
}

}  // namespace tensorflow
