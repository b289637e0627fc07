#include "tensorflow_lite_core/framework/eager/op_call_signature.h"

#include <optional>
#include <utility>

#include "tensorflow_lite_core/framework/eager/api_def_renames.h"
#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/op.h"

namespace tensorflow {
namespace eager {

OpCallSignature::OpCallSignature(const OpDef& op_def) : op_def_(op_def) {
  for (const auto& attr : op_def_.attr()) {
    CallAttr spec;
    spec.name = attr.name();
    spec.python_name = PythonArgName(op_def_.name(), attr.name());
    const std::optional<AttrType> type = ParseAttrType(attr.type());
    spec.type_known = type.has_value();
    if (type.has_value()) spec.type = *type;
    if (attr.has_default_value()) {
      spec.has_default = true;
      spec.opaque_default =
          !spec.type_known ||
          !EncodeAttrValue(attr.default_value(), spec.type, &spec.encoded_default).ok();
      if (spec.type_known && spec.type == AttrType{AttrKind::kType, false}) {
        spec.default_type = attr.default_value().type();
      }
    }
    if (spec.type_known && spec.type == AttrType{AttrKind::kType, false} &&
        attr.has_allowed_values()) {
      for (int t : attr.allowed_values().list().type()) {
        spec.allowed_types.push_back(static_cast<DataType>(t));
      }
    }
    attrs_.push_back(std::move(spec));
  }
  inputs_of_type_attr_.resize(attrs_.size());
  for (const auto& arg : op_def_.input_arg()) {
    CallInput input;
    input.name = arg.name();
    input.python_name = PythonArgName(op_def_.name(), arg.name());
    if (!arg.type_attr().empty()) input.type_attr = AttrIndex(arg.type_attr());
    if (!arg.number_attr().empty()) input.number_attr = AttrIndex(arg.number_attr());
    if (!arg.type_list_attr().empty()) input.type_list_attr = AttrIndex(arg.type_list_attr());
    if (input.type_attr < 0 && input.type_list_attr < 0) input.fixed_type = arg.type();
    input.is_ref = arg.is_ref();
    const int index = static_cast<int>(inputs_.size());
    for (int attr : {input.type_attr, input.number_attr, input.type_list_attr}) {
      if (attr >= 0 && attrs_[attr].inferred_from < 0) attrs_[attr].inferred_from = index;
    }
    if (input.type_attr >= 0) inputs_of_type_attr_[input.type_attr].push_back(index);
    inputs_.push_back(std::move(input));
  }
  for (size_t i = 0; i < attrs_.size(); ++i) {
    if (!attrs_[i].inferred()) param_attrs_.push_back(static_cast<int>(i));
  }
  for (const bool with_default : {false, true}) {
    for (int attr : param_attrs_) {
      if (attrs_[attr].has_default == with_default) declared_params_.push_back(attr);
    }
  }
  for (const auto& arg : op_def_.output_arg()) {
    output_is_list_.push_back(!arg.number_attr().empty() || !arg.type_list_attr().empty());
  }
}

Status OpCallSignature::ForRegisteredOp(const std::string& op_name,
                                        std::unique_ptr<OpCallSignature>* signature) {
  const OpDef* op_def = nullptr;
  TF_RETURN_IF_ERROR(OpRegistry::Global()->LookUpOpDef(op_name, &op_def));
  *signature = std::make_unique<OpCallSignature>(*op_def);
  return OkStatus();
}

int OpCallSignature::AttrIndex(std::string_view name) const {
  for (size_t i = 0; i < attrs_.size(); ++i) {
    if (attrs_[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace eager
}  // namespace tensorflow
