#include "tensorflow_lite_core/framework/op_def_util.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

// Compatibility between two versions of an op.

namespace {

using AttrMap = std::unordered_map<std::string, const OpDef::AttrDef*>;

AttrMap MakeAttrMap(const OpDef& op_def) {
  AttrMap attrs;
  for (const OpDef::AttrDef& attr : op_def.attr()) attrs.emplace(attr.name(), &attr);
  return attrs;
}

const OpDef::AttrDef* Lookup(const AttrMap& attrs, const std::string& name) {
  auto it = attrs.find(name);
  return it == attrs.end() ? nullptr : it->second;
}

// True when some value the old attr allowed is no longer allowed.
bool AllowsFewerValues(const OpDef::AttrDef& old_attr, const OpDef::AttrDef& new_attr) {
  if (!new_attr.has_allowed_values()) return false;
  if (!old_attr.has_allowed_values()) return true;
  const AttrValue::ListValue& old_list = old_attr.allowed_values().list();
  const AttrValue::ListValue& new_list = new_attr.allowed_values().list();
  for (int dtype : old_list.type()) {
    if (std::find(new_list.type().begin(), new_list.type().end(), dtype) ==
        new_list.type().end()) {
      return true;
    }
  }
  for (const std::string& value : old_list.s()) {
    if (std::find(new_list.s().begin(), new_list.s().end(), value) == new_list.s().end()) {
      return true;
    }
  }
  return false;
}

std::string AllowedValuesString(const OpDef::AttrDef& attr) {
  return attr.has_allowed_values() ? SummarizeAttrValue(attr.allowed_values())
                                   : "no restriction";
}

// True when some value (or list length) the old attr accepted is now below the minimum. A list
// without a minimum already had to have at least 0 elements.
bool HasHigherMinimum(const OpDef::AttrDef& old_attr, const OpDef::AttrDef& new_attr) {
  if (!new_attr.has_minimum()) return false;
  if (!old_attr.has_minimum()) {
    const std::optional<AttrType> type = ParseAttrType(old_attr.type());
    return !(type.has_value() && type->is_list) || new_attr.minimum() > 0;
  }
  return new_attr.minimum() > old_attr.minimum();
}

std::string MinimumString(const OpDef::AttrDef& attr) {
  return attr.has_minimum() ? strings::StrCat(attr.minimum()) : "no minimum";
}

// Expanding a defaulted number attr into copies of the element type is bounded, so a silly
// default cannot build a huge string; a longer list keeps its symbolic form.
constexpr int64 kMaxExpandedLength = 1024;

// Describes a list of args as a string to compare across op versions. Attrs that only the new
// op has are replaced by their defaults, so "a: int32" matches "a: N * int32" with N = 1 and
// "a: T" with T = DT_INT32. `is_ref` gets one entry per element of the description.
class ArgSignature {
 public:
  ArgSignature(const AttrMap& old_attrs, const AttrMap& new_attrs)
      : old_attrs_(old_attrs), new_attrs_(new_attrs) {}

  std::string Describe(const google::protobuf::RepeatedPtrField<OpDef::ArgDef>& args,
                       bool with_names, std::vector<bool>* is_ref) const {
    std::vector<std::string> described;
    for (const OpDef::ArgDef& arg : args) {
      std::vector<std::string> elements = Elements(arg);
      if (elements.empty()) continue;  // e.g. an added "N * T" whose default N is 0.
      is_ref->insert(is_ref->end(), elements.size(), arg.is_ref());
      std::string joined = str_util::Join(elements, ", ");
      described.push_back(with_names ? strings::StrCat(arg.name(), ":", joined) : joined);
    }
    return str_util::Join(described, ", ");
  }

 private:
  // The default of an attr only the new op has, or nullptr.
  const AttrValue* DefaultOfAddedAttr(const std::string& name) const {
    if (Lookup(old_attrs_, name) != nullptr) return nullptr;
    const OpDef::AttrDef* new_attr = Lookup(new_attrs_, name);
    if (new_attr == nullptr || !new_attr->has_default_value()) return nullptr;
    return &new_attr->default_value();
  }

  std::string ElementType(const OpDef::ArgDef& arg) const {
    if (arg.type() != DT_INVALID) return DataTypeString(arg.type());
    const AttrValue* value = DefaultOfAddedAttr(arg.type_attr());
    return value != nullptr ? DataTypeString(value->type()) : arg.type_attr();
  }

  std::vector<std::string> Elements(const OpDef::ArgDef& arg) const {
    if (!arg.number_attr().empty()) {
      const AttrValue* count = DefaultOfAddedAttr(arg.number_attr());
      if (count != nullptr && count->i() >= 0 && count->i() <= kMaxExpandedLength) {
        return std::vector<std::string>(count->i(), ElementType(arg));
      }
      return {strings::StrCat(arg.number_attr(), " * ", ElementType(arg))};
    }
    if (!arg.type_list_attr().empty()) {
      const AttrValue* types = DefaultOfAddedAttr(arg.type_list_attr());
      if (types == nullptr) return {arg.type_list_attr()};
      std::vector<std::string> elements;
      for (int dtype : types->list().type()) {
        elements.push_back(DataTypeString(static_cast<DataType>(dtype)));
      }
      return elements;
    }
    return {ElementType(arg)};
  }

  const AttrMap& old_attrs_;
  const AttrMap& new_attrs_;
};

}  // namespace

Status OpDefCompatible(const OpDef& old_op, const OpDef& new_op) {
  auto incompatible = [&](const auto&... pieces) {
    return errors::InvalidArgument("Incompatible Op change: ", pieces...,
                                   "; old: ", SummarizeOpDef(old_op),
                                   "; new: ", SummarizeOpDef(new_op));
  };
  if (old_op.name() != new_op.name()) return incompatible("Name mismatch");

  const AttrMap old_attrs = MakeAttrMap(old_op);
  const AttrMap new_attrs = MakeAttrMap(new_op);
  for (const OpDef::AttrDef& old_attr : old_op.attr()) {
    const OpDef::AttrDef* new_attr = Lookup(new_attrs, old_attr.name());
    if (new_attr == nullptr) return incompatible("Attr '", old_attr.name(), "' removed");
    if (old_attr.type() != new_attr->type()) {
      return incompatible("Attr '", old_attr.name(), "' changed type '", old_attr.type(),
                          "' -> '", new_attr->type(), "'");
    }
    if (AllowsFewerValues(old_attr, *new_attr)) {
      return incompatible("Attr '", old_attr.name(),
                          "' has a stricter set of allowed values; from ",
                          AllowedValuesString(old_attr), " to ", AllowedValuesString(*new_attr));
    }
    if (HasHigherMinimum(old_attr, *new_attr)) {
      return incompatible("Attr '", old_attr.name(), "' has a higher minimum; from ",
                          MinimumString(old_attr), " to ", MinimumString(*new_attr));
    }
  }
  for (const OpDef::AttrDef& new_attr : new_op.attr()) {
    if (Lookup(old_attrs, new_attr.name()) == nullptr && !new_attr.has_default_value()) {
      return incompatible("Attr '", new_attr.name(), "' added without default");
    }
  }

  const ArgSignature signature(old_attrs, new_attrs);
  std::vector<bool> old_ref, new_ref;
  const std::string old_inputs = signature.Describe(old_op.input_arg(), false, &old_ref);
  const std::string new_inputs = signature.Describe(new_op.input_arg(), false, &new_ref);
  if (old_inputs != new_inputs) {
    return incompatible("Input signature mismatch '", old_inputs, "' vs. '", new_inputs, "'");
  }
  for (size_t i = 0; i < old_ref.size() && i < new_ref.size(); ++i) {
    // An input may stop requiring a ref; it may not start.
    if (!old_ref[i] && new_ref[i]) {
      return incompatible("Input ", i, " changed from non-ref to ref");
    }
  }

  // Output names must match too: functions refer to outputs by name.
  old_ref.clear();
  new_ref.clear();
  const std::string old_outputs = signature.Describe(old_op.output_arg(), true, &old_ref);
  const std::string new_outputs = signature.Describe(new_op.output_arg(), true, &new_ref);
  if (old_outputs != new_outputs) {
    return incompatible("Output signature mismatch '", old_outputs, "' vs. '", new_outputs, "'");
  }
  for (size_t i = 0; i < old_ref.size() && i < new_ref.size(); ++i) {
    // An output may become a ref; a ref output may not stop being one.
    if (old_ref[i] && !new_ref[i]) {
      return incompatible("Output ", i, " changed from ref to non-ref");
    }
  }
  return OkStatus();
}

Status OpDefAddedDefaultsUnchanged(const OpDef& old_op, const OpDef& penultimate_op,
                                   const OpDef& new_op) {
  const AttrMap old_attrs = MakeAttrMap(old_op);
  const AttrMap new_attrs = MakeAttrMap(new_op);
  for (const OpDef::AttrDef& penultimate_attr : penultimate_op.attr()) {
    if (Lookup(old_attrs, penultimate_attr.name()) != nullptr) continue;  // Not an added attr.
    const OpDef::AttrDef* new_attr = Lookup(new_attrs, penultimate_attr.name());
    if (new_attr == nullptr) {
      return errors::InvalidArgument("Missing attr '", penultimate_attr.name(),
                                     "' in op: ", SummarizeOpDef(new_op));
    }
    if (!penultimate_attr.has_default_value() || !new_attr->has_default_value()) {
      return errors::InvalidArgument("Missing default for attr '", penultimate_attr.name(),
                                     "' in op: ", SummarizeOpDef(new_op));
    }
    if (!AreAttrValuesEqual(penultimate_attr.default_value(), new_attr->default_value())) {
      return errors::InvalidArgument(
          "Can't change default value for attr '", penultimate_attr.name(), "' from ",
          SummarizeAttrValue(penultimate_attr.default_value()), " in op: ",
          SummarizeOpDef(new_op));
    }
  }
  return OkStatus();
}

Status OpDefAttrDefaultsUnchanged(const OpDef& old_op, const OpDef& new_op) {
  auto incompatible = [&](const auto&... pieces) {
    return errors::InvalidArgument("Incompatible Op change: ", pieces...,
                                   "; old: ", SummarizeOpDef(old_op),
                                   "; new: ", SummarizeOpDef(new_op));
  };
  const AttrMap new_attrs = MakeAttrMap(new_op);
  for (const OpDef::AttrDef& old_attr : old_op.attr()) {
    const OpDef::AttrDef* new_attr = Lookup(new_attrs, old_attr.name());
    if (new_attr == nullptr || !old_attr.has_default_value()) continue;
    if (!new_attr->has_default_value()) {
      return incompatible("Attr '", old_attr.name(), "' has removed it's default; from ",
                          SummarizeAttrValue(old_attr.default_value()), " to no default");
    }
    if (!AreAttrValuesEqual(old_attr.default_value(), new_attr->default_value())) {
      return incompatible("Attr '", old_attr.name(), "' has changed it's default value; from ",
                          SummarizeAttrValue(old_attr.default_value()), " to ",
                          SummarizeAttrValue(new_attr->default_value()));
    }
  }
  return OkStatus();
}

}  // namespace tensorflow
