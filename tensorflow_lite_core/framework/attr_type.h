// The type of an attr, parsed once: "int" is {kInt, false}, "list(type)" is {kType, true}.
// OpDefs spell attr types as strings; code that acts on them parses the string here and switches
// on the kind, so the spelling is known in one place.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_ATTR_TYPE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_ATTR_TYPE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tensorflow_lite_core/framework/protos.h"

namespace tensorflow {

// The base kinds, in the order of AttrValue's fields.
enum class AttrKind : uint8_t { kString, kInt, kFloat, kBool, kType, kShape, kTensor, kFunc };

inline constexpr int kNumAttrKinds = 8;

struct AttrType {
  AttrKind kind = AttrKind::kString;
  bool is_list = false;

  friend bool operator==(AttrType a, AttrType b) {
    return a.kind == b.kind && a.is_list == b.is_list;
  }
  friend bool operator!=(AttrType a, AttrType b) { return !(a == b); }
};

// "int" -> {kInt, false}, "list(int)" -> {kInt, true}; nullopt for any other text.
std::optional<AttrType> ParseAttrType(std::string_view text);

// A base kind's spelling ("int"), and the kind a spelling names (nullopt for none).
std::string_view AttrKindName(AttrKind kind);
std::optional<AttrKind> AttrKindFromName(std::string_view name);

// The AttrValue (and ListValue) field that holds values of `kind`: "s", "i", "f", "b", "type",
// "shape", "tensor", "func".
std::string_view AttrKindField(AttrKind kind);

// "int" or "list(int)".
std::string AttrTypeString(AttrType type);

// How many values of `kind` `list` holds.
int AttrListSize(const AttrValue::ListValue& list, AttrKind kind);

// The kind of the value a scalar AttrValue holds; nullopt for lists, placeholders and values with
// nothing set.
std::optional<AttrKind> ScalarAttrKind(const AttrValue& value);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_ATTR_TYPE_H_
