#include "tensorflow_lite_core/framework/attr_type.h"

namespace tensorflow {
namespace {

struct KindSpelling {
  std::string_view name;
  std::string_view field;
};

// Indexed by AttrKind.
constexpr KindSpelling kKinds[kNumAttrKinds] = {
    {"string", "s"}, {"int", "i"},         {"float", "f"},         {"bool", "b"},
    {"type", "type"}, {"shape", "shape"}, {"tensor", "tensor"}, {"func", "func"},
};

}  // namespace

std::string_view AttrKindName(AttrKind kind) { return kKinds[static_cast<int>(kind)].name; }

std::string_view AttrKindField(AttrKind kind) { return kKinds[static_cast<int>(kind)].field; }

std::optional<AttrKind> AttrKindFromName(std::string_view name) {
  for (int i = 0; i < kNumAttrKinds; ++i) {
    if (kKinds[i].name == name) return static_cast<AttrKind>(i);
  }
  return std::nullopt;
}

std::optional<AttrType> ParseAttrType(std::string_view text) {
  constexpr std::string_view kListPrefix = "list(";
  const bool is_list = text.size() > kListPrefix.size() + 1 &&
                       text.substr(0, kListPrefix.size()) == kListPrefix && text.back() == ')';
  if (is_list) text = text.substr(kListPrefix.size(), text.size() - kListPrefix.size() - 1);
  const std::optional<AttrKind> kind = AttrKindFromName(text);
  if (!kind.has_value()) return std::nullopt;
  return AttrType{*kind, is_list};
}

std::string AttrTypeString(AttrType type) {
  const std::string_view name = AttrKindName(type.kind);
  if (!type.is_list) return std::string(name);
  std::string text = "list(";
  text.append(name.data(), name.size());
  text += ')';
  return text;
}

int AttrListSize(const AttrValue::ListValue& list, AttrKind kind) {
  switch (kind) {
    case AttrKind::kString: return list.s_size();
    case AttrKind::kInt: return list.i_size();
    case AttrKind::kFloat: return list.f_size();
    case AttrKind::kBool: return list.b_size();
    case AttrKind::kType: return list.type_size();
    case AttrKind::kShape: return list.shape_size();
    case AttrKind::kTensor: return list.tensor_size();
    case AttrKind::kFunc: return list.func_size();
  }
  return 0;
}

std::optional<AttrKind> ScalarAttrKind(const AttrValue& value) {
  switch (value.value_case()) {
    case AttrValue::kS: return AttrKind::kString;
    case AttrValue::kI: return AttrKind::kInt;
    case AttrValue::kF: return AttrKind::kFloat;
    case AttrValue::kB: return AttrKind::kBool;
    case AttrValue::kType: return AttrKind::kType;
    case AttrValue::kShape: return AttrKind::kShape;
    case AttrValue::kTensor: return AttrKind::kTensor;
    case AttrValue::kFunc: return AttrKind::kFunc;
    default: return std::nullopt;
  }
}

}  // namespace tensorflow
