#include "tensorflow_lite_core/framework/op_def_spec_parser.h"

#include <charconv>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/scanner.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace op_def_spec {
namespace {

using strings::CharClass;
using strings::ConsumePrefix;
using strings::InCharClass;
using strings::RemoveLeadingWhitespace;
using strings::Scanner;
using strings::StrCat;

bool ConsumeListPrefix(std::string_view* text) {
  return Scanner(*text).Literal("list").Spaces().Literal("(").Spaces().Done(text);
}

// 'text' or "text", still escaped.
bool ConsumeQuotedString(char quote, std::string_view* text, std::string_view* escaped) {
  const std::string_view quote_text(&quote, 1);
  return Scanner(*text)
      .Literal(quote_text)
      .StartCapture()
      .UntilUnescaped(quote)
      .EndCapture()
      .Literal(quote_text)
      .Spaces()
      .Done(text, escaped);
}

// One word of a type set: "int32", "numbertype".
bool ConsumeAttrTypeWord(std::string_view* text, std::string_view* word) {
  return Scanner(*text).Many(CharClass::kLowerLetterDigit).EndCapture().Spaces().Done(text, word);
}

// A signed 64-bit decimal integer, with optional surrounding spaces.
bool ConsumeAttrNumber(std::string_view* text, int64* value) {
  std::string_view digits;
  std::string_view rest;
  if (!Scanner(*text)
           .Spaces()
           .StartCapture()
           .OptionalLiteral("-")
           .Many(CharClass::kDigit)
           .EndCapture()
           .Spaces()
           .Done(&rest, &digits)) {
    return false;
  }
  int64 parsed = 0;
  const auto result = std::from_chars(digits.data(), digits.data() + digits.size(), parsed);
  if (result.ec != std::errc() || result.ptr != digits.data() + digits.size()) return false;
  *value = parsed;
  *text = rest;
  return true;
}

// Input and output names: lower_case.
bool ConsumeInOutName(std::string_view* text, std::string_view* name) {
  return Scanner(*text)
      .One(CharClass::kLowerLetter)
      .Any(CharClass::kLowerLetterDigitUnderscore)
      .EndCapture()
      .Spaces()
      .Literal(":")
      .Spaces()
      .Done(text, name);
}

bool ConsumeRefOpen(std::string_view* text) {
  return Scanner(*text).Literal("Ref").Spaces().Literal("(").Spaces().Done(text);
}

bool ConsumeRefClose(std::string_view* text) {
  return Scanner(*text).Literal(")").Spaces().Done(text);
}

// A type ("int32") or the name of an attr ("T", "N").
bool ConsumeTypeOrAttrName(std::string_view* text, std::string_view* word) {
  return Scanner(*text)
      .One(CharClass::kLetter)
      .Any(CharClass::kLetterDigitUnderscore)
      .EndCapture()
      .Spaces()
      .Done(text, word);
}

// "* <type or attr>", after the number attr of "N * T".
bool ConsumeTimesTypeOrAttrName(std::string_view* text, std::string_view* word) {
  return Scanner(*text)
      .Literal("*")
      .Spaces()
      .StartCapture()
      .One(CharClass::kLetter)
      .Any(CharClass::kLetterDigitUnderscore)
      .EndCapture()
      .Spaces()
      .Done(text, word);
}

// A data type as op specs spell it ("float", "int32", "half", "float_ref"), as
// DataTypeFromString() reads it; not the "DT_FLOAT" enum spelling, which specs reserve for attr
// values.
bool SpecDataTypeFromString(std::string_view text, DataType* dtype) {
  // Every such spelling starts with a lower-case letter: attr names such as "T" stop here.
  return !text.empty() && InCharClass(text.front(), CharClass::kLowerLetter) &&
         DataTypeFromString(text, dtype);
}

// Expands a named type set ("numbertype") into `allowed`; false for any other word.
bool AppendTypeSet(std::string_view word, AttrValue* allowed) {
  DataTypeVector types;
  if (word == "numbertype" || word == "numerictype") {
    types = NumberTypes();
  } else if (word == "realnumbertype" || word == "realnumerictype") {
    types = RealNumberTypes();
  } else if (word == "quantizedtype") {
    // TensorFlow's OpDefs list the quantized types in this order, not QuantizedTypes()'s.
    types = {DT_QINT8, DT_QUINT8, DT_QINT32, DT_QINT16, DT_QUINT16};
  } else {
    return false;
  }
  for (DataType dtype : types) allowed->mutable_list()->add_type(dtype);
  return true;
}

bool ConsumeTypeSetName(std::string_view* text, std::string_view* word) {
  const char first = text->empty() ? '\0' : text->front();
  if (first != 'n' && first != 'q' && first != 'r') return false;
  for (std::string_view name :
       {"numbertype", "numerictype", "quantizedtype", "realnumbertype", "realnumerictype"}) {
    if (ConsumePrefix(text, name)) {
      *word = name;
      return true;
    }
  }
  return false;
}

class SpecErrors {
 public:
  SpecErrors(std::vector<std::string>* errors, std::string_view call, std::string_view spec,
             const std::string& op_name)
      : errors_(errors), call_(call), spec_(spec), op_name_(op_name) {}

  // Records one error and returns false, so parsers can `return Fail(...)`.
  template <typename... Args>
  bool Fail(const Args&... pieces) const {
    errors_->push_back(SpecError(StrCat(pieces...), call_, spec_, op_name_));
    return false;
  }

 private:
  std::vector<std::string>* errors_;
  std::string_view call_;
  std::string_view spec_;
  const std::string& op_name_;
};

// "{'apple', 'orange'}" after the "{": sets `allowed` and leaves `*text` past the "}".
bool ConsumeAllowedStrings(std::string_view* text, AttrValue* allowed, const SpecErrors& fail) {
  while (true) {
    std::string_view escaped;
    if (!ConsumeQuotedString('"', text, &escaped) && !ConsumeQuotedString('\'', text, &escaped)) {
      return fail.Fail("Trouble parsing allowed string at '", *text, "'");
    }
    std::string unescaped;
    std::string error;
    if (!str_util::CUnescape(escaped, &unescaped, &error)) {
      return fail.Fail("Trouble unescaping \"", escaped, "\", got error: ", error);
    }
    allowed->mutable_list()->add_s(std::move(unescaped));
    if (ConsumePrefix(text, ",")) {
      RemoveLeadingWhitespace(text);
      if (ConsumePrefix(text, "}")) return true;  // a trailing comma is fine
    } else if (ConsumePrefix(text, "}")) {
      return true;
    } else {
      return fail.Fail("Expected , or } after strings in list, not: '", *text, "'");
    }
  }
}

// "{int32, float, numbertype}" after the "{".
bool ConsumeAllowedTypes(std::string_view* text, AttrValue* allowed, const SpecErrors& fail) {
  while (true) {
    std::string_view word;
    if (!ConsumeAttrTypeWord(text, &word)) {
      return fail.Fail("Trouble parsing type string at '", *text, "'");
    }
    if (!AppendTypeSet(word, allowed)) {
      DataType dtype;
      if (!SpecDataTypeFromString(word, &dtype)) {
        return fail.Fail("Unrecognized type string '", word, "'");
      }
      allowed->mutable_list()->add_type(dtype);
    }
    if (ConsumePrefix(text, ",")) {
      RemoveLeadingWhitespace(text);
      if (ConsumePrefix(text, "}")) return true;
    } else if (ConsumePrefix(text, "}")) {
      return true;
    } else {
      return fail.Fail("Expected , or } after types in list, not: '", *text, "'");
    }
  }
}

// The element type of an attr ("int", "type", a type set, or "{...}" constraint): sets
// `*type` and, for constraints, the attr's allowed values.
bool ConsumeAttrElementType(std::string_view* text, bool allow_any, OpDef::AttrDef* attr,
                            std::string* type, const SpecErrors& fail) {
  const char first = text->empty() ? '\0' : text->front();
  for (int kind = 0; kind < kNumAttrKinds; ++kind) {
    const std::string_view simple = AttrKindName(static_cast<AttrKind>(kind));
    if (first == simple.front() && ConsumePrefix(text, simple)) {
      *type = std::string(simple);
      return true;
    }
  }
  if (allow_any && ConsumePrefix(text, "any")) {
    *type = "any";
    return true;
  }
  std::string_view type_set;
  if (ConsumeTypeSetName(text, &type_set)) {
    *type = "type";
    AppendTypeSet(type_set, attr->mutable_allowed_values());
    return true;
  }
  if (ConsumePrefix(text, "{")) {
    RemoveLeadingWhitespace(text);
    AttrValue* allowed = attr->mutable_allowed_values();
    if (!text->empty() && (text->front() == '"' || text->front() == '\'')) {
      *type = "string";
      return ConsumeAllowedStrings(text, allowed, fail);
    }
    *type = "type";
    return ConsumeAllowedTypes(text, allowed, fail);
  }
  return fail.Fail("Trouble parsing type string at '", *text, "'");
}

}  // namespace

std::string SpecError(std::string_view message, std::string_view call, std::string_view spec,
                      std::string_view op_name) {
  return StrCat(message, " from ", call, "(\"", spec, "\") for Op ", op_name);
}

bool ConsumeAttrName(std::string_view* text, std::string_view* name) {
  return Scanner(*text)
      .One(CharClass::kLetter)
      .Any(CharClass::kLetterDigitUnderscore)
      .EndCapture()
      .Spaces()
      .Literal(":")
      .Spaces()
      .Done(text, name);
}

bool ParseAttrSpec(std::string_view spec, bool allow_any, OpDef* op_def,
                   std::vector<std::string>* errors) {
  OpDef::AttrDef* attr = op_def->add_attr();
  const SpecErrors fail(errors, "Attr", spec, op_def->name());

  std::string_view name;
  if (!ConsumeAttrName(&spec, &name)) return fail.Fail("Trouble parsing '<name>:'");
  attr->set_name(std::string(name));

  const bool is_list = ConsumeListPrefix(&spec);
  std::string type;
  if (!ConsumeAttrElementType(&spec, allow_any, attr, &type, fail)) return false;
  RemoveLeadingWhitespace(&spec);
  if (is_list) {
    if (!ConsumePrefix(&spec, ")")) return fail.Fail("Expected ) to close 'list(', not: '", spec, "'");
    RemoveLeadingWhitespace(&spec);
    attr->set_type(StrCat("list(", type, ")"));
  } else {
    attr->set_type(type);
  }

  if ((is_list || type == "int") && ConsumePrefix(&spec, ">=")) {
    int64 minimum = 0;
    if (!ConsumeAttrNumber(&spec, &minimum)) {
      return fail.Fail("Could not parse integer lower limit after '>=', found '", spec,
                       "' instead");
    }
    attr->set_has_minimum(true);
    attr->set_minimum(minimum);
  }

  if (ConsumePrefix(&spec, "=")) {
    RemoveLeadingWhitespace(&spec);
    AttrValue* default_value = attr->mutable_default_value();
    if (!ParseAttrValue(attr->type(), spec, default_value).ok()) {
      return fail.Fail("Could not parse default value '", spec, "'");
    }
  } else if (!spec.empty()) {
    return fail.Fail("Extra '", spec, "' unparsed at the end");
  }
  return true;
}

bool ParseArgSpec(std::string_view spec, bool is_output, OpDef* op_def,
                  std::vector<std::string>* errors) {
  OpDef::ArgDef* arg = is_output ? op_def->add_output_arg() : op_def->add_input_arg();
  const SpecErrors fail(errors, is_output ? "Output" : "Input", spec, op_def->name());

  std::string_view name;
  if (!ConsumeInOutName(&spec, &name)) return fail.Fail("Trouble parsing 'name:'");
  arg->set_name(std::string(name));

  if (ConsumeRefOpen(&spec)) arg->set_is_ref(true);

  std::string_view first;
  if (!ConsumeTypeOrAttrName(&spec, &first)) {
    return fail.Fail("Trouble parsing either a type or an attr name at '", spec, "'");
  }
  std::string_view type_or_attr = first;
  std::string_view second;
  if (ConsumeTimesTypeOrAttrName(&spec, &second)) {
    arg->set_number_attr(std::string(first));
    type_or_attr = second;
  }
  DataType dtype;
  if (SpecDataTypeFromString(type_or_attr, &dtype)) {
    arg->set_type(dtype);
  } else {
    const OpDef::AttrDef* attr = FindAttrMutable(type_or_attr, op_def);
    if (attr == nullptr) return fail.Fail("Reference to unknown attr '", type_or_attr, "'");
    // An attr whose own spec failed before its type was known has been reported already.
    if (attr->type().empty()) return false;
    if (attr->type() == "type") {
      arg->set_type_attr(std::string(type_or_attr));
    } else if (attr->type() == "list(type)") {
      arg->set_type_list_attr(std::string(type_or_attr));
    } else {
      return fail.Fail("Reference to attr '", type_or_attr, "' with type ", attr->type(),
                       " that isn't type or list(type)");
    }
  }

  if (arg->is_ref() && !ConsumeRefClose(&spec)) {
    return fail.Fail("Did not find closing ')' for 'Ref(', instead found: '", spec, "'");
  }
  if (!spec.empty()) return fail.Fail("Extra '", spec, "' unparsed at the end");

  // The length of a list argument is at least 1 unless the attr says otherwise; so is the
  // length of a list(type) attr typing an argument.
  if (!arg->number_attr().empty()) {
    OpDef::AttrDef* attr = FindAttrMutable(arg->number_attr(), op_def);
    if (attr != nullptr && attr->type() == "int" && !attr->has_minimum()) {
      attr->set_has_minimum(true);
      attr->set_minimum(1);
    }
  } else if (!arg->type_list_attr().empty()) {
    OpDef::AttrDef* attr = FindAttrMutable(arg->type_list_attr(), op_def);
    if (attr != nullptr && attr->type() == "list(type)" && !attr->has_minimum()) {
      attr->set_has_minimum(true);
      attr->set_minimum(1);
    }
  }

  // An op that takes or makes a resource directly manages state.
  if (arg->type() == DT_RESOURCE) op_def->set_is_stateful(true);
  return true;
}

bool ParseControlOutputSpec(std::string_view spec, OpDef* op_def,
                            std::vector<std::string>* errors) {
  const SpecErrors fail(errors, "ControlOutput", spec, op_def->name());
  std::string_view name;
  std::string_view rest;
  if (!Scanner(spec)
           .One(CharClass::kLetter)
           .Any(CharClass::kLetterDigitUnderscore)
           .EndCapture()
           .Spaces()
           .Done(&rest, &name) ||
      !rest.empty()) {
    return fail.Fail("Trouble parsing 'name:'");
  }
  for (const std::string& existing : op_def->control_output()) {
    if (existing == name) return fail.Fail("Duplicate name: ", name);
  }
  op_def->add_control_output(std::string(name));
  return true;
}

}  // namespace op_def_spec
}  // namespace tensorflow
