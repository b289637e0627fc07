#include "tensorflow_lite_core/framework/attr_value_util.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"
#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/proto_utf8.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/hash.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// ---------------------------------------------------------------------------------------------
// Attr kinds of values.

// The kind of a scalar value's name ("int" for `i`), or an empty view for lists, placeholders and
// values with nothing set.
std::string_view ScalarKind(const AttrValue& value) {
  const std::optional<AttrKind> kind = ScalarAttrKind(value);
  return kind.has_value() ? AttrKindName(*kind) : std::string_view();
}

// The kinds whose ListValue field is non-empty, in field order. A well-formed list has at most
// one.
std::vector<std::string_view> ListKinds(const AttrValue::ListValue& list) {
  std::vector<std::string_view> kinds;
  for (int i = 0; i < kNumAttrKinds; ++i) {
    if (AttrListSize(list, static_cast<AttrKind>(i)) > 0) {
      kinds.push_back(AttrKindName(static_cast<AttrKind>(i)));
    }
  }
  return kinds;
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

}  // namespace

namespace internal {

bool ParseSimpleAttrValue(std::string_view type, std::string_view text, AttrValue* out) {
  text = StripWhitespace(text);
  auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  if (type == "bool") {
    if (text != "true" && text != "false") return false;
    out->Clear();
    out->set_b(text == "true");
    return true;
  }
  if (type == "int") {
    const std::string_view digits = text.substr(0, 1) == "-" ? text.substr(1) : text;
    // Leading zeros mean octal to the text-format parser; long numbers may overflow.
    if (digits.empty() || digits.size() > 18 || (digits[0] == '0' && digits.size() > 1) ||
        !std::all_of(digits.begin(), digits.end(), is_digit)) {
      return false;
    }
    int64 value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    out->Clear();
    out->set_i(value);
    return true;
  }
  if (type == "type") {
    const bool enum_spelling =
        text.substr(0, 3) == "DT_" && std::all_of(text.begin(), text.end(), [&](char c) {
          return (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_';
        });
    DataType dtype;
    if (!enum_spelling || !DataType_Parse(std::string(text), &dtype)) return false;
    out->Clear();
    out->set_type(dtype);
    return true;
  }
  if (type == "string") {
    if (text.size() < 2 || (text.front() != '\'' && text.front() != '"') ||
        text.back() != text.front()) {
      return false;
    }
    // Escapes, quotes and anything but printable ASCII (UTF-8 needs checking) take the full
    // parser's rules.
    const std::string_view content = text.substr(1, text.size() - 2);
    for (char c : content) {
      const unsigned char byte = static_cast<unsigned char>(c);
      if (c == '\\' || c == '\'' || c == '"' || byte < 0x20 || byte >= 0x7f) return false;
    }
    out->Clear();
    out->set_s(std::string(content));
    return true;
  }
  return false;
}

}  // namespace internal

namespace {

// Checks that a parsed value holds exactly a value of the requested type; the text-format parser
// alone would accept text that sets other fields too ("[1] s: ['a']" for a list(int)).
Status CheckParsedKind(const AttrValue& value, AttrType type) {
  const std::string_view name = AttrKindName(type.kind);
  if (!type.is_list) {
    if (ScalarKind(value) != name) return errors::InvalidArgument("not a single ", name);
    if (type.kind == AttrKind::kType && !DataType_IsValid(value.type())) {
      return errors::InvalidArgument("unknown DataType enum ", static_cast<int>(value.type()));
    }
    return OkStatus();
  }
  if (!value.has_list()) return errors::InvalidArgument("not a list");
  for (std::string_view kind : ListKinds(value.list())) {
    if (kind != name) return errors::InvalidArgument("it holds values of type '", kind, "'");
  }
  for (int type : value.list().type()) {
    if (!DataType_IsValid(type)) return errors::InvalidArgument("unknown DataType enum ", type);
  }
  return OkStatus();
}

// Why `text` is not a value of type `base`/`is_list`, or OK with the value in `*out`.
Status ParseAttrValueText(AttrType type, std::string_view text, AttrValue* out) {
  const std::string_view field = AttrKindField(type.kind);
  const std::string_view stripped = StripWhitespace(text);
  if (stripped.empty()) return errors::InvalidArgument("the value is empty");
  std::string proto_text;
  if (type.is_list) {
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
    proto_text = strings::StrCat("list { ", field, ": ", stripped, " }");
  } else {
    // The parser accepts a field separator after a value; a value never ends with one.
    if (stripped.back() == ';' || stripped.back() == ',') {
      return errors::InvalidArgument("unexpected '", std::string_view(&stripped.back(), 1),
                                     "' after the value");
    }
    proto_text = strings::StrCat(field, ": ", stripped);
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
  TF_RETURN_IF_ERROR(CheckParsedKind(parsed, type));
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

bool IsValidAttrType(std::string_view type) { return ParseAttrType(type).has_value(); }

Status ParseAttrValue(std::string_view type, std::string_view text, AttrValue* out) {
  // Most values in op specs are this simple; the text-format parser would dominate the cost of
  // registering an op.
  if (internal::ParseSimpleAttrValue(type, text, out)) return OkStatus();
  const std::optional<AttrType> parsed = ParseAttrType(type);
  Status status = !parsed.has_value()
                      ? Status(errors::InvalidArgument("'", type, "' is not an attr type"))
                      : ParseAttrValueText(*parsed, text, out);
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
  const std::optional<AttrType> type = ParseAttrType(list_type);
  return type.has_value() && type->is_list ? AttrListSize(value.list(), type->kind) : 0;
}

}  // namespace tensorflow
