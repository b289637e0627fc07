#include "tensorflow_lite_core/framework/testing/op_def_specs.h"

#include <cmath>
#include <cstdio>

#include "google/protobuf/text_format.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace op_def_specs {
namespace {

// Bytes in single quotes; anything but printable ASCII, quotes and backslashes as octal escapes.
std::string Quoted(const std::string& bytes) {
  std::string text = "'";
  for (unsigned char c : bytes) {
    if (c >= 32 && c < 127 && c != '\'' && c != '"' && c != '\\') {
      text += static_cast<char>(c);
    } else {
      char escape[5];
      std::snprintf(escape, sizeof(escape), "\\%03o", c);
      text += escape;
    }
  }
  return text + "'";
}

std::string FloatText(float value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  char text[32];
  std::snprintf(text, sizeof(text), "%.9g", value);
  return text;
}

// A message in braces, in protobuf's one-line text format.
std::string MessageText(const google::protobuf::Message& message) {
  google::protobuf::TextFormat::Printer printer;
  printer.SetSingleLineMode(true);
  std::string text;
  printer.PrintToString(message, &text);
  return "{ " + text + "}";
}

template <typename Values, typename ItemText>
std::string ListText(const Values& values, ItemText item_text) {
  std::string text = "[";
  for (int i = 0; i < values.size(); ++i) text += (i > 0 ? ", " : "") + item_text(values.Get(i));
  return text + "]";
}

std::string BoolText(bool value) { return value ? "true" : "false"; }
std::string TypeName(int type) { return DataType_Name(static_cast<DataType>(type)); }
std::string IntText(google::protobuf::int64 value) { return std::to_string(value); }

std::string DefaultText(const std::string& type, const AttrValue& value) {
  const AttrValue::ListValue& list = value.list();
  if (type == "int") return IntText(value.i());
  if (type == "float") return FloatText(value.f());
  if (type == "bool") return BoolText(value.b());
  if (type == "string") return Quoted(value.s());
  if (type == "type") return TypeName(value.type());
  if (type == "shape") return MessageText(value.shape());
  if (type == "tensor") return MessageText(value.tensor());
  if (type == "func") return MessageText(value.func());
  if (type == "list(int)") return ListText(list.i(), IntText);
  if (type == "list(float)") return ListText(list.f(), FloatText);
  if (type == "list(bool)") return ListText(list.b(), BoolText);
  if (type == "list(string)") return ListText(list.s(), Quoted);
  if (type == "list(type)") return ListText(list.type(), TypeName);
  if (type == "list(shape)") return ListText(list.shape(), MessageText);
  if (type == "list(tensor)") return ListText(list.tensor(), MessageText);
  if (type == "list(func)") return ListText(list.func(), MessageText);
  return "<no text for a default of type " + type + ">";
}

// The type part of an attr spec: its type, or the allowed values in braces.
std::string TypeText(const OpDef::AttrDef& attr) {
  if (!attr.has_allowed_values()) return attr.type();
  const AttrValue::ListValue& allowed = attr.allowed_values().list();
  std::string set = "{";
  for (int i = 0; i < allowed.type_size(); ++i) {
    set += (i > 0 ? ", " : "") + DataTypeString(static_cast<DataType>(allowed.type(i)));
  }
  for (int i = 0; i < allowed.s_size(); ++i) set += (i > 0 ? ", " : "") + Quoted(allowed.s(i));
  set += "}";
  return attr.type().rfind("list(", 0) == 0 ? "list(" + set + ")" : set;
}

}  // namespace

std::string AttrSpec(const OpDef::AttrDef& attr) {
  std::string spec = attr.name() + ": " + TypeText(attr);
  if (attr.has_minimum()) spec += " >= " + std::to_string(attr.minimum());
  if (attr.has_default_value()) spec += " = " + DefaultText(attr.type(), attr.default_value());
  return spec;
}

std::string ArgSpec(const OpDef::ArgDef& arg) {
  std::string type = !arg.type_list_attr().empty() ? arg.type_list_attr()
                     : !arg.type_attr().empty()    ? arg.type_attr()
                                                   : DataTypeString(arg.type());
  if (!arg.number_attr().empty()) type = arg.number_attr() + " * " + type;
  if (arg.is_ref()) type = "Ref(" + type + ")";
  return arg.name() + ": " + type;
}

OpDefBuilder BuilderFor(const OpDef& op_def) {
  OpDefBuilder builder(op_def.name());
  for (const OpDef::AttrDef& attr : op_def.attr()) {
    if (attr.type() == "any") builder.AllowAttrTypeAny();
    builder.Attr(AttrSpec(attr));
  }
  for (const OpDef::ArgDef& arg : op_def.input_arg()) builder.Input(ArgSpec(arg));
  for (const OpDef::ArgDef& arg : op_def.output_arg()) builder.Output(ArgSpec(arg));
  for (const std::string& name : op_def.control_output()) builder.ControlOutput(name);
  if (op_def.is_commutative()) builder.SetIsCommutative();
  if (op_def.is_aggregate()) builder.SetIsAggregate();
  if (op_def.is_stateful()) builder.SetIsStateful();
  if (op_def.allows_uninitialized_input()) builder.SetAllowsUninitializedInput();
  if (op_def.is_distributed_communication()) builder.SetIsDistributedCommunication();
  if (op_def.has_deprecation()) {
    builder.Deprecated(op_def.deprecation().version(), op_def.deprecation().explanation());
  }
  return builder;
}

}  // namespace op_def_specs
}  // namespace tensorflow
