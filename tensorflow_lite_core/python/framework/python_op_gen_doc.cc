// The docstring of a generated op wrapper, worded as TensorFlow's generated docstrings: summary,
// description, `Args:` (inputs and attr parameters, each with its type and description), `name`,
// then `Returns:`.
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/python/framework/python_attr_literals.h"
#include "tensorflow_lite_core/python/framework/python_literals.h"
#include "tensorflow_lite_core/python/framework/python_op_gen_internal.h"
#include "tensorflow_lite_core/python/framework/text_wrap.h"

namespace tensorflow {
namespace python_op_gen_internal {
namespace {

using python_literals::Length;

// How `Args:` names each attr type, by kind (AttrKind order), scalar then list; others as `type`.
std::string AttrTypeName(const std::string& type) {
  static constexpr std::string_view kNames[kNumAttrKinds][2] = {
      {"`string`", "list of `strings`"},
      {"`int`", "list of `ints`"},
      {"`float`", "list of `floats`"},
      {"`bool`", "list of `bools`"},
      {"`tflc.DType`", "list of `tflc.DTypes`"},
      {"`tflc.TensorShape` or list of `ints`",
       "list of shapes (each a `tflc.TensorShape` or list of `ints`)"},
      {"`tflc.TensorProto`", "list of `tflc.TensorProto` objects"},
      {"function", "list of functions"},
  };
  const std::optional<AttrType> parsed = ParseAttrType(type);
  if (!parsed.has_value()) return "`" + type + "`";
  return std::string(kNames[static_cast<int>(parsed->kind)][parsed->is_list ? 1 : 0]);
}

// A DataType as TensorFlow's docs write it: `float32`, `half`, mutable `int32` for refs.
Status TypeText(int type, bool is_ref, std::string* text) {
  const bool ref_type = type > 100;
  const std::optional<std::string> name =
      python_attr_literals::DTypeName(ref_type ? type - 100 : type);
  if (!name.has_value()) return errors::InvalidArgument("unknown DataType ", type);
  *text = (is_ref || ref_type ? "mutable `" : "`") + *name + "`";
  return OkStatus();
}

Status TypeListText(const AttrValue& allowed_values, std::string* text) {
  text->clear();
  for (int i = 0; i < allowed_values.list().type_size(); ++i) {
    std::string type;
    TF_RETURN_IF_ERROR(TypeText(allowed_values.list().type(i), false, &type));
    if (i > 0) *text += ", ";
    *text += type;
  }
  return OkStatus();
}

const OpDef::AttrDef* FindAttr(const OpDef& op_def, const std::string& name) {
  for (const auto& attr : op_def.attr()) {
    if (attr.name() == name) return &attr;
  }
  return nullptr;
}

bool HasAllowedTypes(const OpDef::AttrDef* attr) {
  return attr != nullptr && attr->has_allowed_values() &&
         attr->allowed_values().list().type_size() > 0;
}

// The type sentence of a list input or output (one with a number attr).
Status NumberArgText(const OpSignature& sig, const OpDef::ArgDef& arg, const std::string* own_name,
                     std::string* text) {
  const OpDef& op_def = *sig.op_def;
  std::string prefix;
  const std::string* source = InferredFrom(sig, arg.number_attr());
  if (source == nullptr) {
    prefix = "A list of `" + arg.number_attr() + "`";
  } else if (own_name != nullptr && *source == *own_name) {
    const OpDef::AttrDef* length = FindAttr(op_def, arg.number_attr());
    prefix = length != nullptr && length->has_minimum() && length->minimum() > 0
                 ? "A list of at least " + std::to_string(length->minimum())
                 : "A list of";
  } else {
    prefix = "A list with the same length as `" + *source + "` of";
  }
  if (arg.type_attr().empty()) {
    std::string type;
    TF_RETURN_IF_ERROR(TypeText(arg.type(), arg.is_ref(), &type));
    *text = prefix + " `Tensor` objects with type " + type + ".";
    return OkStatus();
  }
  if (arg.is_ref()) prefix += " mutable";
  source = InferredFrom(sig, arg.type_attr());
  if (source == nullptr) {
    *text = prefix + " `Tensor` objects with type `" + arg.type_attr() + "`.";
  } else if (own_name == nullptr || *source != *own_name) {
    *text = prefix + " `Tensor` objects with the same type as `" + *source + "`.";
  } else if (const OpDef::AttrDef* type_attr = FindAttr(op_def, arg.type_attr());
             HasAllowedTypes(type_attr)) {
    std::string types;
    TF_RETURN_IF_ERROR(TypeListText(type_attr->allowed_values(), &types));
    *text = prefix + " `Tensor` objects with the same type in: " + types + ".";
  } else {
    *text = prefix + " `Tensor` objects with the same type.";
  }
  return OkStatus();
}

// The type sentence of an input or output. `own_name` is the input's Python name (null for an
// output): an attr that this very input determines is described here, one determined by an
// earlier input refers to it.
Status ArgText(const OpSignature& sig, const OpDef::ArgDef& arg, const std::string* own_name,
               std::string* text) {
  if (!arg.number_attr().empty()) return NumberArgText(sig, arg, own_name, text);
  const bool is_output = own_name == nullptr;
  if (arg.type_attr().empty() && arg.type_list_attr().empty()) {
    std::string type;
    TF_RETURN_IF_ERROR(TypeText(arg.type(), arg.is_ref(), &type));
    *text = "A `Tensor` of type " + type + ".";
    return OkStatus();
  }
  const bool is_list = !arg.type_list_attr().empty();
  const std::string& attr_name = is_list ? arg.type_list_attr() : arg.type_attr();
  const std::string mutable_word = arg.is_ref() ? "mutable " : "";
  const std::string prefix = is_list ? "A list of " + mutable_word + "`Tensor` objects"
                                     : "A " + mutable_word + "`Tensor`";
  const std::string* source = InferredFrom(sig, attr_name);
  if (source == nullptr) {
    *text = prefix + " of type `" + attr_name + "`.";
    return OkStatus();
  }
  if (is_output || *source != *own_name) {
    *text = prefix + ". " + (is_output ? "Has" : "Must have") + " the same type as `" + *source +
            "`.";
    return OkStatus();
  }
  const OpDef::AttrDef* attr = FindAttr(*sig.op_def, attr_name);
  if (!HasAllowedTypes(attr)) {
    *text = prefix + ".";
    return OkStatus();
  }
  std::string types;
  TF_RETURN_IF_ERROR(TypeListText(attr->allowed_values(), &types));
  *text = is_list ? prefix + " with types from: " + types + "."
                  : prefix + ". Must be one of the following types: " + types + ".";
  return OkStatus();
}

// The type sentence of an attr parameter: "An optional `bool`. Defaults to `False`.".
std::string AttrText(const AttrParam& param) {
  const OpDef::AttrDef& attr = *param.attr;
  const std::string type_name = AttrTypeName(attr.type());
  std::string text;
  if (param.has_default) {
    text = "An optional " + type_name;
  } else {
    const size_t first = type_name.find_first_not_of('`');
    const char initial = first == std::string::npos ? '\0' : type_name[first];
    const bool vowel =
        initial != '\0' && std::string_view("aeiou").find(initial) != std::string_view::npos;
    text = (vowel ? "An " : "A ") + type_name;
  }
  if (param.allowed_doc.has_value() && !param.allowed_doc->empty()) {
    text += " from: `" + *param.allowed_doc + "`";
  }
  if (attr.has_minimum()) {
    const std::optional<AttrType> type = ParseAttrType(attr.type());
    const bool is_list = type.has_value() && type->is_list;
    text += (is_list ? " that has length `>= " : " that is `>= ") +
            std::to_string(attr.minimum()) + "`";
  }
  text += ".";
  if (param.default_doc.has_value()) text += " Defaults to `" + *param.default_doc + "`.";
  return text;
}

// `text` split into lines, without trailing whitespace or leading and trailing blank lines.
std::vector<std::string> TextLines(std::string_view text) {
  const size_t first = text.find_first_not_of('\n');
  text = first == std::string_view::npos ? std::string_view() : text.substr(first);
  text = text.substr(0, text.find_last_not_of('\n') + 1);
  std::vector<std::string> lines;
  for (size_t start = 0;;) {
    const size_t end = text.find('\n', start);
    lines.emplace_back(python_literals::RstripSpace(text.substr(start, end - start)));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  size_t begin = 0;
  while (begin < lines.size() && lines[begin].empty()) ++begin;
  size_t stop = lines.size();
  while (stop > begin && lines[stop - 1].empty()) --stop;
  return std::vector<std::string>(lines.begin() + begin, lines.begin() + stop);
}

// One `Args:`/`Returns:` entry, indented 2, continuation lines 4: the type sentence wrapped, then
// the description, on the same line when its first line fits.
void AppendEntry(const std::string& head, const std::string& type_sentence,
                 const std::string& description, int width, std::vector<std::string>* lines) {
  std::vector<std::string> entry =
      python_literals::WrapText(head + type_sentence, width, "  ", "    ");
  std::vector<std::string> description_lines = TextLines(description);
  size_t next = 0;
  if (!description_lines.empty() && !entry.empty() &&
      Length(entry.back()) + 1 + Length(description_lines[0]) <= static_cast<size_t>(width)) {
    entry.back() += " " + description_lines[next++];
  }
  lines->insert(lines->end(), entry.begin(), entry.end());
  for (; next < description_lines.size(); ++next) {
    const std::string& line = description_lines[next];
    lines->push_back(line.empty() ? "" : "    " + line);
  }
}

}  // namespace

Status WrapperDocstring(const OpSignature& sig, int width, std::string* doc) {
  const OpDef& op_def = *sig.op_def;
  std::vector<std::string> lines = TextLines(op_def.summary());
  if (lines.empty()) lines.push_back("TODO: add doc.");
  if (op_def.has_deprecation()) {
    const std::string deprecation = "DEPRECATED at GraphDef version " +
                                    std::to_string(op_def.deprecation().version()) + ": " +
                                    op_def.deprecation().explanation();
    lines.push_back("");
    lines.emplace_back(python_literals::RstripSpace(deprecation));
  }
  std::vector<std::string> description = TextLines(op_def.description());
  if (!description.empty()) {
    lines.push_back("");
    lines.insert(lines.end(), description.begin(), description.end());
  }

  lines.push_back("");
  lines.push_back("Args:");
  for (int i = 0; i < op_def.input_arg_size(); ++i) {
    const std::string& name = sig.input_names[i];
    std::string text;
    TF_RETURN_IF_ERROR(ArgText(sig, op_def.input_arg(i), &name, &text));
    AppendEntry(name + ": ", text, op_def.input_arg(i).description(), width, &lines);
  }
  for (const size_t i : sig.params) {
    const AttrParam& param = sig.call_attrs[i];
    AppendEntry(param.name + ": ", AttrText(param), param.attr->description(), width, &lines);
  }
  lines.push_back("  name: A name for the operation (optional).");

  lines.push_back("");
  lines.push_back("Returns:");
  if (op_def.output_arg_size() == 0) {
    lines.push_back("  The created Operation.");
  } else if (op_def.output_arg_size() == 1) {
    std::string text;
    TF_RETURN_IF_ERROR(ArgText(sig, op_def.output_arg(0), nullptr, &text));
    AppendEntry("", text, op_def.output_arg(0).description(), width, &lines);
  } else {
    std::string names;
    for (size_t i = 0; i < sig.output_names.size(); ++i) {
      names += (i > 0 ? ", " : "") + sig.output_names[i];
    }
    lines.push_back("  A tuple of `Tensor` objects (" + names + ").");
    lines.push_back("");
    for (int i = 0; i < op_def.output_arg_size(); ++i) {
      std::string text;
      TF_RETURN_IF_ERROR(ArgText(sig, op_def.output_arg(i), nullptr, &text));
      AppendEntry(sig.output_names[i] + ": ", text, op_def.output_arg(i).description(), width,
                  &lines);
    }
  }
  doc->clear();
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) *doc += '\n';
    *doc += lines[i];
  }
  return OkStatus();
}

}  // namespace python_op_gen_internal
}  // namespace tensorflow
