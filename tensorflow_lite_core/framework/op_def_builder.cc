#include "tensorflow_lite_core/framework/op_def_builder.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using strings::StrAppend;
using strings::StrCat;

// ---------------------------------------------------------------------------------------------
// A tiny scanner: each step consumes a piece of the text or marks the whole scan failed, so the
// Consume* helpers below read like the grammar they accept.

enum class CharClass {
  kLetter,                       // [a-zA-Z]
  kUpperLetter,                  // [A-Z]
  kLowerLetter,                  // [a-z]
  kDigit,                        // [0-9]
  kLowerLetterDigit,             // [a-z0-9]
  kLetterDigitUnderscore,        // [a-zA-Z0-9_]
  kLowerLetterDigitUnderscore,   // [a-z0-9_]
};

bool InClass(char c, CharClass cls) {
  const bool lower = c >= 'a' && c <= 'z';
  const bool upper = c >= 'A' && c <= 'Z';
  const bool digit = c >= '0' && c <= '9';
  switch (cls) {
    case CharClass::kLetter:
      return lower || upper;
    case CharClass::kUpperLetter:
      return upper;
    case CharClass::kLowerLetter:
      return lower;
    case CharClass::kDigit:
      return digit;
    case CharClass::kLowerLetterDigit:
      return lower || digit;
    case CharClass::kLetterDigitUnderscore:
      return lower || upper || digit || c == '_';
    case CharClass::kLowerLetterDigitUnderscore:
      return lower || digit || c == '_';
  }
  return false;
}

// isspace() in the C locale, without the call.
bool IsSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

class Scanner {
 public:
  explicit Scanner(std::string_view text)
      : rest_(text), capture_begin_(text.data()), capture_(text.data(), 0) {}

  Scanner& Literal(std::string_view literal) {
    if (ok_ && rest_.substr(0, literal.size()) == literal) {
      rest_.remove_prefix(literal.size());
    } else {
      ok_ = false;
    }
    return *this;
  }
  Scanner& OptionalLiteral(std::string_view literal) {
    if (ok_ && rest_.substr(0, literal.size()) == literal) rest_.remove_prefix(literal.size());
    return *this;
  }
  Scanner& One(CharClass cls) {
    if (ok_ && !rest_.empty() && InClass(rest_.front(), cls)) {
      rest_.remove_prefix(1);
    } else {
      ok_ = false;
    }
    return *this;
  }
  Scanner& Any(CharClass cls) {
    while (ok_ && !rest_.empty() && InClass(rest_.front(), cls)) rest_.remove_prefix(1);
    return *this;
  }
  Scanner& Many(CharClass cls) { return One(cls).Any(cls); }
  Scanner& Spaces() {
    while (ok_ && !rest_.empty() && IsSpace(rest_.front())) rest_.remove_prefix(1);
    return *this;
  }
  // Everything up to (not including) an unescaped `quote`; a backslash escapes the next
  // character. Fails when no such quote follows.
  Scanner& UntilUnescaped(char quote) {
    if (!ok_) return *this;
    size_t i = 0;
    while (i < rest_.size() && rest_[i] != quote) i += rest_[i] == '\\' ? 2 : 1;
    if (i >= rest_.size()) {
      ok_ = false;
    } else {
      rest_.remove_prefix(i);
    }
    return *this;
  }
  Scanner& StartCapture() {
    capture_begin_ = rest_.data();
    return *this;
  }
  Scanner& EndCapture() {
    capture_ = std::string_view(capture_begin_, rest_.data() - capture_begin_);
    return *this;
  }
  bool AtEnd() const { return ok_ && rest_.empty(); }

  // On success stores the unconsumed text and the captured piece (either may be null).
  bool Done(std::string_view* rest, std::string_view* capture = nullptr) const {
    if (!ok_) return false;
    if (rest != nullptr) *rest = rest_;
    if (capture != nullptr) *capture = capture_;
    return true;
  }

 private:
  std::string_view rest_;
  const char* capture_begin_;
  std::string_view capture_;
  bool ok_ = true;
};

bool Consume(std::string_view* text, std::string_view prefix) {
  if (text->substr(0, prefix.size()) != prefix) return false;
  text->remove_prefix(prefix.size());
  return true;
}

void RemoveLeadingWhitespace(std::string_view* text) {
  while (!text->empty() && IsSpace(text->front())) text->remove_prefix(1);
}

// Attr names: "T", "num_split", "dtype2".
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

// "name:" opening a paragraph of Doc().
bool ConsumeDocNameColon(std::string_view* text, std::string_view* name) {
  return ConsumeAttrName(text, name);
}

bool IsDocNameColon(std::string_view line) {
  std::string_view name;
  return ConsumeDocNameColon(&line, &name);
}

// A data type as op specs spell it ("float", "int32", "half", "float_ref"), as
// DataTypeFromString() reads it; not the "DT_FLOAT" enum spelling, which specs reserve for attr
// values.
bool SpecDataTypeFromString(std::string_view text, DataType* dtype) {
  // Every such spelling starts with a lower-case letter: attr names such as "T" stop here.
  return !text.empty() && InClass(text.front(), CharClass::kLowerLetter) &&
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
    types = QuantizedTypes();
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
    if (Consume(text, name)) {
      *word = name;
      return true;
    }
  }
  return false;
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// C escapes (\n, \', \\, \101, \x41...) in allowed string values.
bool CUnescape(std::string_view escaped, std::string* out, std::string* error) {
  out->clear();
  for (size_t i = 0; i < escaped.size(); ++i) {
    if (escaped[i] != '\\') {
      out->push_back(escaped[i]);
      continue;
    }
    if (++i >= escaped.size()) {
      *error = "String cannot end with \\";
      return false;
    }
    const char c = escaped[i];
    switch (c) {
      case 'a': out->push_back('\a'); break;
      case 'b': out->push_back('\b'); break;
      case 'f': out->push_back('\f'); break;
      case 'n': out->push_back('\n'); break;
      case 'r': out->push_back('\r'); break;
      case 't': out->push_back('\t'); break;
      case 'v': out->push_back('\v'); break;
      case '\\': case '\'': case '"': case '?': out->push_back(c); break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        int value = 0;
        size_t end = i;
        while (end < escaped.size() && end < i + 3 && escaped[end] >= '0' && escaped[end] <= '7') {
          value = value * 8 + (escaped[end] - '0');
          ++end;
        }
        if (value > 0xff) {
          *error = StrCat("Value of \\", escaped.substr(i, end - i), " exceeds 0xff");
          return false;
        }
        out->push_back(static_cast<char>(value));
        i = end - 1;
        break;
      }
      case 'x': {
        int value = 0;
        size_t end = i + 1;
        while (end < escaped.size() && HexValue(escaped[end]) >= 0) {
          value = value * 16 + HexValue(escaped[end]);
          if (value > 0xff) {
            *error = StrCat("Value of \\", escaped.substr(i, end + 1 - i), " exceeds 0xff");
            return false;
          }
          ++end;
        }
        if (end == i + 1) {
          *error = "\\x cannot be followed by a non-hex digit";
          return false;
        }
        out->push_back(static_cast<char>(value));
        i = end - 1;
        break;
      }
      default:
        *error = StrCat("Unknown escape sequence: \\", std::string_view(&escaped[i], 1));
        return false;
    }
  }
  return true;
}

// The most common defaults ("DT_FLOAT", "false", "-1", "'SAME'"), parsed to exactly what
// ParseAttrValue makes of them but without a text-format parser, which dominates the cost of
// registering an op otherwise. False for anything else; ParseAttrValue then decides.
bool ParseSimpleDefault(std::string_view type, std::string_view text, AttrValue* out) {
  while (!text.empty() && IsSpace(text.back())) text.remove_suffix(1);
  if (type == "bool") {
    if (text != "true" && text != "false") return false;
    out->set_b(text == "true");
    return true;
  }
  if (type == "int") {
    std::string_view digits = text.substr(0, 1) == "-" ? text.substr(1) : text;
    // Leading zeros mean octal to the text-format parser; long numbers may overflow.
    if (digits.empty() || digits.size() > 18 || (digits[0] == '0' && digits.size() > 1)) {
      return false;
    }
    for (char c : digits) {
      if (!InClass(c, CharClass::kDigit)) return false;
    }
    int64 value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    out->set_i(value);
    return true;
  }
  if (type == "type") {
    if (text.substr(0, 3) != "DT_") return false;
    for (char c : text) {
      if (!InClass(c, CharClass::kUpperLetter) && !InClass(c, CharClass::kDigit) && c != '_') {
        return false;
      }
    }
    DataType dtype;
    if (!DataType_Parse(std::string(text), &dtype)) return false;
    out->set_type(dtype);
    return true;
  }
  if (type == "string") {
    if (text.size() < 2 || (text.front() != '\'' && text.front() != '"') ||
        text.back() != text.front()) {
      return false;
    }
    const std::string_view content = text.substr(1, text.size() - 2);
    for (char c : content) {
      if (c == '\\' || c == '\'' || c == '"' || static_cast<unsigned char>(c) < 0x20) return false;
    }
    out->set_s(std::string(content));
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Errors carry the call and the spec at fault: `... from Attr("9:string") for Op Test`.

class SpecErrors {
 public:
  SpecErrors(std::vector<std::string>* errors, std::string_view call, std::string_view spec,
             const std::string& op_name)
      : errors_(errors), call_(call), spec_(spec), op_name_(op_name) {}

  // Records one error and returns false, so parsers can `return Fail(...)`.
  template <typename... Args>
  bool Fail(const Args&... pieces) const {
    errors_->push_back(
        StrCat(StrCat(pieces...), " from ", call_, "(\"", spec_, "\") for Op ", op_name_));
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
    if (!CUnescape(escaped, &unescaped, &error)) {
      return fail.Fail("Trouble unescaping \"", escaped, "\", got error: ", error);
    }
    allowed->mutable_list()->add_s(std::move(unescaped));
    if (Consume(text, ",")) {
      RemoveLeadingWhitespace(text);
      if (Consume(text, "}")) return true;  // a trailing comma is fine
    } else if (Consume(text, "}")) {
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
    if (Consume(text, ",")) {
      RemoveLeadingWhitespace(text);
      if (Consume(text, "}")) return true;
    } else if (Consume(text, "}")) {
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
  for (std::string_view simple :
       {"string", "int", "float", "bool", "type", "shape", "tensor", "func"}) {
    if (first == simple.front() && Consume(text, simple)) {
      *type = std::string(simple);
      return true;
    }
  }
  if (allow_any && Consume(text, "any")) {
    *type = "any";
    return true;
  }
  std::string_view type_set;
  if (ConsumeTypeSetName(text, &type_set)) {
    *type = "type";
    AppendTypeSet(type_set, attr->mutable_allowed_values());
    return true;
  }
  if (Consume(text, "{")) {
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

// Attr("<name>: <type>[ >= <minimum>][ = <default>]"). Adds the attr to `op_def` even when the
// spec is bad (so later specs referring to it are not blamed as well) and returns whether it
// parsed.
bool FinalizeAttr(std::string_view spec, bool allow_any, OpDef* op_def,
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
    if (!Consume(&spec, ")")) return fail.Fail("Expected ) to close 'list(', not: '", spec, "'");
    RemoveLeadingWhitespace(&spec);
    attr->set_type(StrCat("list(", type, ")"));
  } else {
    attr->set_type(type);
  }

  if ((is_list || type == "int") && Consume(&spec, ">=")) {
    int64 minimum = 0;
    if (!ConsumeAttrNumber(&spec, &minimum)) {
      return fail.Fail("Could not parse integer lower limit after '>=', found '", spec,
                       "' instead");
    }
    attr->set_has_minimum(true);
    attr->set_minimum(minimum);
  }

  if (Consume(&spec, "=")) {
    RemoveLeadingWhitespace(&spec);
    AttrValue* default_value = attr->mutable_default_value();
    if (!ParseSimpleDefault(attr->type(), spec, default_value) &&
        !ParseAttrValue(attr->type(), spec, default_value).ok()) {
      return fail.Fail("Could not parse default value '", spec, "'");
    }
  } else if (!spec.empty()) {
    return fail.Fail("Extra '", spec, "' unparsed at the end");
  }
  return true;
}

OpDef::AttrDef* FindAttrMutable(std::string_view name, OpDef* op_def) {
  for (OpDef::AttrDef& attr : *op_def->mutable_attr()) {
    if (attr.name() == name) return &attr;
  }
  return nullptr;
}

// Input("<name>: <type>") / Output(...), with "N * <type>" and "Ref(...)" forms.
bool FinalizeInputOrOutput(std::string_view spec, bool is_output, OpDef* op_def,
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
    if (attr != nullptr && !attr->has_minimum()) {
      attr->set_has_minimum(true);
      attr->set_minimum(1);
    }
  } else if (!arg->type_list_attr().empty()) {
    OpDef::AttrDef* attr = FindAttrMutable(arg->type_list_attr(), op_def);
    if (attr != nullptr && !attr->has_minimum()) {
      attr->set_has_minimum(true);
      attr->set_minimum(1);
    }
  }

  // An op that takes or makes a resource directly manages state.
  if (arg->type() == DT_RESOURCE) op_def->set_is_stateful(true);
  return true;
}

bool FinalizeControlOutput(std::string_view spec, OpDef* op_def,
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

std::vector<std::string_view> SplitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  lines.reserve(std::count(text.begin(), text.end(), '\n') + 1);
  while (true) {
    const size_t newline = text.find('\n');
    lines.push_back(text.substr(0, newline));
    if (newline == std::string_view::npos) break;
    text.remove_prefix(newline + 1);
  }
  return lines;
}

std::string JoinLines(const std::vector<std::string_view>& lines, size_t begin, size_t end) {
  std::string joined;
  size_t size = 0;
  for (size_t i = begin; i < end; ++i) size += lines[i].size() + 1;
  joined.reserve(size);
  for (size_t i = begin; i < end; ++i) {
    if (i > begin) joined.push_back('\n');
    StrAppend(&joined, lines[i]);
  }
  return joined;
}

size_t LeadingSpaces(std::string_view line) {
  size_t count = 0;
  while (count < line.size() && line[count] == ' ') ++count;
  return count;
}

// Doc(): first non-blank line is the summary; the following lines up to the first "name:" line
// the description; then one paragraph per input, output or attr, whose continuation lines lose
// their common indent.
void FinalizeDoc(std::string_view text, OpDef* op_def, std::vector<std::string>* errors) {
  std::vector<std::string_view> lines = SplitLines(text);
  for (std::string_view& line : lines) {
    while (!line.empty() && IsSpace(line.back())) line.remove_suffix(1);
  }

  size_t l = 0;
  while (l < lines.size() && lines[l].empty()) ++l;
  if (l < lines.size()) op_def->set_summary(std::string(lines[l++]));
  while (l < lines.size() && lines[l].empty()) ++l;

  const size_t description_begin = l;
  while (l < lines.size() && !IsDocNameColon(lines[l])) ++l;
  size_t description_end = l;
  while (description_end > description_begin && lines[description_end - 1].empty()) {
    --description_end;
  }
  std::string description = JoinLines(lines, description_begin, description_end);
  if (!description.empty()) op_def->set_description(std::move(description));

  std::vector<std::string_view> paragraph;  // reused: one allocation for all paragraphs
  paragraph.reserve(lines.size() - l);
  while (l < lines.size()) {
    paragraph.clear();
    std::string_view first_line = lines[l++];
    std::string_view name;
    ConsumeDocNameColon(&first_line, &name);
    paragraph.push_back(first_line);
    while (l < lines.size() && !IsDocNameColon(lines[l])) paragraph.push_back(lines[l++]);
    while (!paragraph.empty() && paragraph.back().empty()) paragraph.pop_back();

    size_t min_indent = std::string_view::npos;
    for (size_t i = 1; i < paragraph.size(); ++i) {
      if (!paragraph[i].empty()) min_indent = std::min(min_indent, LeadingSpaces(paragraph[i]));
    }
    for (size_t i = 1; i < paragraph.size(); ++i) {
      if (!paragraph[i].empty()) paragraph[i].remove_prefix(min_indent);
    }
    std::string paragraph_text = JoinLines(paragraph, 0, paragraph.size());

    bool found = false;
    for (auto* args : {op_def->mutable_input_arg(), op_def->mutable_output_arg()}) {
      for (OpDef::ArgDef& arg : *args) {
        if (!found && arg.name() == name) {
          arg.set_description(paragraph_text);
          found = true;
        }
      }
    }
    if (OpDef::AttrDef* attr = found ? nullptr : FindAttrMutable(name, op_def)) {
      attr->set_description(paragraph_text);
      found = true;
    }
    if (!found) {
      errors->push_back(StrCat("No matching input/output/attr for name '", name,
                               "' from Doc() for Op ", op_def->name()));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Checks across specs, once each spec has parsed on its own.

// "Foo", "Foo2_bar", "Namespace>Foo".
std::string AllowedTypesString(const OpDef::AttrDef& attr) {
  std::string text;
  for (int dtype : attr.allowed_values().list().type()) {
    if (!text.empty()) text += ", ";
    StrAppend(&text, DataTypeString(static_cast<DataType>(dtype)));
  }
  return text;
}

std::string AllowedStringsString(const OpDef::AttrDef& attr) {
  std::string text;
  for (const std::string& allowed : attr.allowed_values().list().s()) {
    if (!text.empty()) text += ", ";
    StrAppend(&text, "\"", allowed, "\"");
  }
  return text;
}

bool Contains(const google::protobuf::RepeatedField<int>& values, int value) {
  for (int v : values) {
    if (v == value) return true;
  }
  return false;
}

bool Contains(const google::protobuf::RepeatedPtrField<std::string>& values,
              const std::string& value) {
  for (const std::string& v : values) {
    if (v == value) return true;
  }
  return false;
}

// The default of an attr must satisfy the attr's own minimum and allowed values.
bool CheckDefaultValue(const OpDef::AttrDef& attr, const SpecErrors& fail) {
  const AttrValue& value = attr.default_value();
  const Status has_type = AttrValueHasType(value, attr.type());
  if (!has_type.ok()) return fail.Fail(has_type.message(), " for attr '", attr.name(), "'");
  const bool is_list = attr.type().substr(0, 5) == "list(";
  if (attr.has_minimum()) {
    if (!is_list && value.i() < attr.minimum()) {
      return fail.Fail("Value for attr '", attr.name(), "' of ", value.i(),
                       " must be at least minimum ", attr.minimum());
    }
    const int64 length = AttrValueListLength(value, attr.type());
    if (is_list && length < attr.minimum()) {
      return fail.Fail("Length for attr '", attr.name(), "' of ", length,
                       " must be at least minimum ", attr.minimum());
    }
  }
  if (!attr.has_allowed_values()) return true;
  const AttrValue::ListValue& allowed = attr.allowed_values().list();
  std::vector<int> types;
  std::vector<std::string> strings;
  if (attr.type() == "type") types.push_back(value.type());
  if (attr.type() == "list(type)") types.assign(value.list().type().begin(), value.list().type().end());
  if (attr.type() == "string") strings.push_back(value.s());
  if (attr.type() == "list(string)") strings.assign(value.list().s().begin(), value.list().s().end());
  for (int dtype : types) {
    if (!Contains(allowed.type(), dtype)) {
      return fail.Fail("Value for attr '", attr.name(), "' of ",
                       DataTypeString(static_cast<DataType>(dtype)),
                       " is not in the list of allowed values: ", AllowedTypesString(attr));
    }
  }
  for (const std::string& s : strings) {
    if (!Contains(allowed.s(), s)) {
      return fail.Fail("Value for attr '", attr.name(), "' of \"", s,
                       "\" is not in the list of allowed values: ", AllowedStringsString(attr));
    }
  }
  return true;
}

// Names are unique across attrs, inputs and outputs; attrs referred to by arguments exist and
// have the right type; defaults respect their constraints. Specs that failed to parse are
// skipped: they have been reported.
class OpDefChecker {
 public:
  OpDefChecker(const OpDef& op_def, std::vector<std::string>* errors)
      : op_def_(op_def), errors_(errors) {
    names_.reserve(op_def.attr_size() + op_def.input_arg_size() + op_def.output_arg_size());
  }

  void CheckAttr(const OpDef::AttrDef& attr, std::string_view spec) {
    const SpecErrors fail(errors_, "Attr", spec, op_def_.name());
    if (!AddName(attr.name())) {
      fail.Fail("Duplicate name: ", attr.name());
      return;
    }
    DataType dtype;
    if (SpecDataTypeFromString(attr.name(), &dtype)) {
      fail.Fail("Attr can't have name ", attr.name(), " that matches a data type");
      return;
    }
    const bool is_list = attr.type().substr(0, 5) == "list(";
    if (is_list && attr.has_minimum() && attr.minimum() < 0) {
      fail.Fail("Attr '", attr.name(), "' with list type must have a non-negative minimum, not ",
                attr.minimum());
      return;
    }
    if (attr.has_default_value()) CheckDefaultValue(attr, fail);
  }

  void CheckArg(const OpDef::ArgDef& arg, bool is_output, std::string_view spec) {
    const SpecErrors fail(errors_, is_output ? "Output" : "Input", spec, op_def_.name());
    const std::string_view kind = is_output ? " for output '" : " for input '";
    const std::string_view quote = "'";
    if (!AddName(arg.name())) {
      fail.Fail("Duplicate name: ", arg.name());
      return;
    }
    if (!arg.number_attr().empty()) {
      const OpDef::AttrDef* attr = FindAttr(arg.number_attr());
      if (attr == nullptr) {
        fail.Fail("No attr with name '", arg.number_attr(), "'", kind, arg.name(), quote);
        return;
      }
      if (attr->type().empty()) return;  // its own spec failed
      if (attr->type() != "int") {
        fail.Fail("Attr '", attr->name(), "' used as length", kind, arg.name(), quote,
                  " has type ", attr->type(), " != int");
        return;
      }
      if (attr->minimum() < 0) {
        fail.Fail("Attr '", attr->name(), "' used as length", kind, arg.name(), quote,
                  " must have minimum >= 0");
        return;
      }
      if (!arg.type_list_attr().empty()) {
        fail.Fail("Can't have both number_attr and type_list_attr", kind, arg.name(), quote);
        return;
      }
    }
    if (arg.type() != DT_INVALID && IsRefType(arg.type())) {
      fail.Fail("Illegal use of ref type '", DataTypeString(arg.type()),
                "'. Use 'Ref(type)' instead", kind, arg.name(), quote);
    }
  }

 private:
  // False if `name` was seen already. Ops have few names: a vector beats a set.
  bool AddName(std::string_view name) {
    if (std::find(names_.begin(), names_.end(), name) != names_.end()) return false;
    names_.push_back(name);
    return true;
  }

  const OpDef::AttrDef* FindAttr(const std::string& name) const {
    for (const OpDef::AttrDef& attr : op_def_.attr()) {
      if (attr.name() == name) return &attr;
    }
    return nullptr;
  }

  const OpDef& op_def_;
  std::vector<std::string>* errors_;
  std::vector<std::string_view> names_;
};

// The calls that record specs, as OpDefBuilder::specs_ tags them.
constexpr char kAttrSpec = 'a';
constexpr char kInputSpec = 'i';
constexpr char kOutputSpec = 'o';
constexpr char kControlOutputSpec = 'c';

struct RecordedSpec {
  char kind;
  std::string_view text;
  bool parsed = false;
  int index = 0;  // of the spec's entry in its OpDef field (attr, input_arg, output_arg)
};

// Splits OpDefBuilder::specs_ back into its specs, in call order.
std::vector<RecordedSpec> DecodeSpecs(std::string_view buffer) {
  std::vector<RecordedSpec> specs;
  specs.reserve(8);
  while (!buffer.empty()) {
    size_t size;
    std::memcpy(&size, buffer.data() + 1, sizeof(size));
    specs.push_back({buffer[0], buffer.substr(1 + sizeof(size), size)});
    buffer.remove_prefix(1 + sizeof(size) + size);
  }
  return specs;
}

std::string JoinErrors(const std::vector<std::string>& errors) {
  std::string joined;
  for (const std::string& error : errors) {
    if (!joined.empty()) joined += "\n";
    joined += error;
  }
  return joined;
}

}  // namespace

OpDefBuilder::OpDefBuilder(std::string op_name) { mutable_op_def()->set_name(std::move(op_name)); }

OpDefBuilder& OpDefBuilder::AddSpec(char kind, std::string_view spec) {
  // Most ops' specs fit in this; growing from empty would reallocate several times per op.
  constexpr size_t kInitialCapacity = 192;
  if (specs_.capacity() < kInitialCapacity) specs_.reserve(kInitialCapacity);
  const size_t size = spec.size();
  specs_.push_back(kind);
  specs_.append(reinterpret_cast<const char*>(&size), sizeof(size));
  specs_.append(spec);
  return *this;
}

OpDefBuilder& OpDefBuilder::Attr(std::string spec) { return AddSpec(kAttrSpec, spec); }

OpDefBuilder& OpDefBuilder::Input(std::string spec) { return AddSpec(kInputSpec, spec); }

OpDefBuilder& OpDefBuilder::Output(std::string spec) { return AddSpec(kOutputSpec, spec); }

OpDefBuilder& OpDefBuilder::ControlOutput(std::string name) {
  return AddSpec(kControlOutputSpec, name);
}

OpDefBuilder& OpDefBuilder::SetIsCommutative() {
  mutable_op_def()->set_is_commutative(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetIsAggregate() {
  mutable_op_def()->set_is_aggregate(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetIsStateful() {
  mutable_op_def()->set_is_stateful(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetAllowsUninitializedInput() {
  mutable_op_def()->set_allows_uninitialized_input(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetIsDistributedCommunication() {
  mutable_op_def()->set_is_distributed_communication(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::Deprecated(int version, std::string explanation) {
  if (op_def().has_deprecation()) {
    errors_.push_back(StrCat("Deprecated called twice for Op ", op_def().name()));
  } else {
    OpDeprecation* deprecation = mutable_op_def()->mutable_deprecation();
    deprecation->set_version(version);
    deprecation->set_explanation(std::move(explanation));
  }
  return *this;
}

OpDefBuilder& OpDefBuilder::Doc(std::string text) {
  if (doc_set_) {
    errors_.push_back(StrCat("Extra call to Doc() for Op ", op_def().name()));
  } else {
    doc_ = std::move(text);
    doc_set_ = true;
  }
  return *this;
}

OpDefBuilder& OpDefBuilder::SetShapeFn(OpShapeInferenceFn fn) {
  if (op_reg_data_.shape_inference_fn != nullptr) {
    errors_.push_back(StrCat("SetShapeFn called twice for Op ", op_def().name()));
  } else {
    op_reg_data_.shape_inference_fn = std::move(fn);
  }
  return *this;
}

OpDefBuilder& OpDefBuilder::AllowAttrTypeAny() {
  allow_attr_type_any_ = true;
  return *this;
}

Status OpDefBuilder::Finalize(OpRegistrationData* op_reg_data) const {
  std::vector<std::string> errors = errors_;
  *op_reg_data = op_reg_data_;
  OpDef* op_def = &op_reg_data->op_def;

  const std::string& name = op_def->name();
  if (!IsValidOpName(name)) {
    errors.push_back(StrCat("Invalid name: ", name, " (Did you use CamelCase?) from OpDefBuilder(\"",
                            name, "\")"));
  }

  // Attrs first: inputs and outputs refer to them whatever the order of the calls. Each spec
  // adds its entry to the OpDef even when it fails, at `index` of its kind's field.
  std::vector<RecordedSpec> specs = DecodeSpecs(specs_);
  for (const char kind : {kAttrSpec, kInputSpec, kOutputSpec, kControlOutputSpec}) {
    for (RecordedSpec& spec : specs) {
      if (spec.kind != kind) continue;
      switch (kind) {
        case kAttrSpec:
          spec.index = op_def->attr_size();
          spec.parsed = FinalizeAttr(spec.text, allow_attr_type_any_, op_def, &errors);
          break;
        case kInputSpec:
        case kOutputSpec: {
          const bool is_output = kind == kOutputSpec;
          spec.index = is_output ? op_def->output_arg_size() : op_def->input_arg_size();
          spec.parsed = FinalizeInputOrOutput(spec.text, is_output, op_def, &errors);
          break;
        }
        default:
          FinalizeControlOutput(spec.text, op_def, &errors);
      }
    }
  }

  // Specs that parsed on their own are then cross-checked, attrs first.
  OpDefChecker checker(*op_def, &errors);
  for (const char kind : {kAttrSpec, kInputSpec, kOutputSpec}) {
    for (const RecordedSpec& spec : specs) {
      if (spec.kind != kind || !spec.parsed) continue;
      if (kind == kAttrSpec) {
        checker.CheckAttr(op_def->attr(spec.index), spec.text);
      } else if (kind == kInputSpec) {
        checker.CheckArg(op_def->input_arg(spec.index), /*is_output=*/false, spec.text);
      } else {
        checker.CheckArg(op_def->output_arg(spec.index), /*is_output=*/true, spec.text);
      }
    }
  }

  FinalizeDoc(doc_, op_def, &errors);

  if (errors.empty()) return OkStatus();
  return errors::InvalidArgument(JoinErrors(errors));
}

}  // namespace tensorflow
