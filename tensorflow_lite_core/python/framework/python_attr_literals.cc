#include "tensorflow_lite_core/python/framework/python_attr_literals.h"

#include <vector>

#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/data_type_table.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/python/framework/python_literals.h"

namespace tensorflow {
namespace python_attr_literals {
namespace {

constexpr int kRefOffset = 100;

bool StartsWith(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// How many elements of the attr type `element_type` a ListValue holds: the field of that type,
// and the string field for a type without one (as its elements are then read).
int ElementCount(const AttrValue::ListValue& list, std::string_view element_type) {
  const std::optional<AttrKind> kind = AttrKindFromName(element_type);
  return AttrListSize(list, kind.value_or(AttrKind::kString));
}

std::string ShapeLiteral(const TensorShapeProto& shape) {
  if (shape.unknown_rank()) return "None";
  std::string literal = "[";
  for (int i = 0; i < shape.dim_size(); ++i) {
    if (i > 0) literal += ", ";
    literal += std::to_string(shape.dim(i).size());
  }
  return literal + "]";
}

// The literal of one value of attr type `scalar_type`: element `index` of `list` when it is set,
// else the scalar in `value`.
Status ScalarLiteral(const OpDef& op_def, const OpDef::AttrDef& attr,
                     std::string_view scalar_type, const AttrValue& value,
                     const AttrValue::ListValue* list, int index, std::string_view dtype_prefix,
                     std::string* literal) {
  const std::optional<AttrKind> kind = AttrKindFromName(scalar_type);
  switch (kind.value_or(AttrKind::kTensor)) {
    case AttrKind::kString:
      *literal = python_literals::StrLiteral(list ? list->s(index) : value.s());
      break;
    case AttrKind::kInt: *literal = std::to_string(list ? list->i(index) : value.i()); break;
    case AttrKind::kFloat:
      *literal = python_literals::FloatLiteral(list ? list->f(index) : value.f());
      break;
    case AttrKind::kBool: *literal = (list ? list->b(index) : value.b()) ? "True" : "False"; break;
    case AttrKind::kType: {
      const int type = list ? list->type(index) : value.type();
      const std::optional<std::string> name = DTypeName(type);
      if (!name.has_value()) {
        return errors::InvalidArgument("Op ", op_def.name(), ": attr '", attr.name(),
                                       "' holds the unknown DataType ", type);
      }
      *literal = std::string(dtype_prefix) + *name;
      break;
    }
    case AttrKind::kShape: *literal = ShapeLiteral(list ? list->shape(index) : value.shape()); break;
    case AttrKind::kTensor:
    case AttrKind::kFunc:
      return errors::InvalidArgument("Op ", op_def.name(), ": attr '", attr.name(),
                                     "' has the unsupported type '", attr.type(), "'");
  }
  return OkStatus();
}

}  // namespace

std::optional<std::string> DTypeName(int type) {
  const bool is_ref = type > kRefOffset;
  const DataTypeInfo* info =
      FindDataTypeInfo(static_cast<DataType>(is_ref ? type - kRefOffset : type));
  if (info == nullptr) return std::nullopt;
  // Generated code spells float16 `half`, as TensorFlow's does.
  const std::string name = info->type == DT_HALF ? info->name : info->python_name;
  return name + (is_ref ? "_ref" : "");
}

bool IsOpaqueAttrType(std::string_view type) {
  const std::optional<AttrType> parsed = ParseAttrType(type);
  return parsed.has_value() &&
         (parsed->kind == AttrKind::kTensor || parsed->kind == AttrKind::kFunc);
}

Status DefaultLiteral(const OpDef& op_def, const OpDef::AttrDef& attr,
                      std::string_view dtype_prefix, std::optional<std::string>* literal) {
  const std::string_view type = attr.type();
  if (IsOpaqueAttrType(type)) {
    literal->reset();
    return OkStatus();
  }
  const AttrValue& value = attr.default_value();
  if (StartsWith(type, "list(") && type.back() == ')') {
    const std::string_view element_type = type.substr(5, type.size() - 6);
    std::string text = "[";
    const int count = ElementCount(value.list(), element_type);
    for (int i = 0; i < count; ++i) {
      std::string element;
      TF_RETURN_IF_ERROR(ScalarLiteral(op_def, attr, element_type, value, &value.list(), i,
                                       dtype_prefix, &element));
      if (i > 0) text += ", ";
      text += element;
    }
    *literal = text + "]";
    return OkStatus();
  }
  // A scalar, or a malformed list type, which the unsupported-type error then names.
  std::string text;
  TF_RETURN_IF_ERROR(
      ScalarLiteral(op_def, attr, type, value, nullptr, 0, dtype_prefix, &text));
  *literal = std::move(text);
  return OkStatus();
}

Status AllowedLiterals(const OpDef& op_def, const OpDef::AttrDef& attr,
                       std::optional<std::string>* literals) {
  literals->reset();
  const std::string_view type = attr.type();
  if (!attr.has_allowed_values() || IsOpaqueAttrType(type)) return OkStatus();
  // Python's type[len("list("):-1]: whatever sits between "list(" and the last character.
  std::string_view scalar_type = type;
  if (StartsWith(type, "list(")) {
    scalar_type = type.size() > 6 ? type.substr(5, type.size() - 6) : std::string_view();
  }
  const AttrValue& allowed = attr.allowed_values();
  const int count = ElementCount(allowed.list(), scalar_type);
  if (count == 0) return OkStatus();
  std::string text;
  for (int i = 0; i < count; ++i) {
    std::string element;
    TF_RETURN_IF_ERROR(ScalarLiteral(op_def, attr, scalar_type, allowed, &allowed.list(), i,
                                     "tflc.", &element));
    if (i > 0) text += ", ";
    text += element;
  }
  *literals = std::move(text);
  return OkStatus();
}

}  // namespace python_attr_literals
}  // namespace tensorflow
