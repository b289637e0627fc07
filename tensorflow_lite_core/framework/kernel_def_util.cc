#include "tensorflow_lite_core/framework/kernel_def_util.h"

#include <algorithm>
#include <string>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

Status CheckKernelDefAgainstOp(const KernelDef& def, const OpDef& op_def, std::string_view kernel,
                               std::string* unselectable) {
  unselectable->clear();
  for (const KernelDef::AttrConstraint& constraint : def.constraint()) {
    const std::string& attr_name = constraint.name();
    const OpDef::AttrDef* attr = FindAttr(attr_name, op_def);
    if (attr == nullptr) {
      return errors::InvalidArgument("Kernel ", kernel, " for op '", def.op(),
                                     "' constrains attr '", attr_name,
                                     "', which the op does not have");
    }
    const AttrValue::ListValue& values = constraint.allowed_values().list();
    const bool on_ints = values.i_size() > 0;
    if (on_ints ? attr->type() != "int"
                : attr->type() != "type" && attr->type() != "list(type)") {
      const char* kind = on_ints ? "an int" : "a type";
      return errors::InvalidArgument("Kernel ", kernel, " for op '", def.op(), "' has ", kind,
                                     " constraint on attr '", attr_name, "', which is of type '",
                                     attr->type(), "', not ", kind);
    }
    const auto& allowed = attr->allowed_values().list().type();
    for (int dtype : values.type()) {
      if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), dtype) == allowed.end()) {
        strings::StrAppend(unselectable, unselectable->empty() ? "" : " ", "Kernel ", kernel,
                           " for op '", def.op(), "' constrains attr '", attr_name, "' to ",
                           DataTypeString(static_cast<DataType>(dtype)),
                           ", which the op does not allow; it is never selected for that type.");
      }
    }
  }
  for (const std::string& arg : def.host_memory_arg()) {
    auto named = [&arg](const OpDef::ArgDef& arg_def) { return arg_def.name() == arg; };
    if (std::none_of(op_def.input_arg().begin(), op_def.input_arg().end(), named) &&
        std::none_of(op_def.output_arg().begin(), op_def.output_arg().end(), named)) {
      return errors::InvalidArgument("Kernel ", kernel, " for op '", def.op(),
                                     "' keeps argument '", arg,
                                     "' in host memory, but the op has no such input or output");
    }
  }
  return OkStatus();
}

Status CheckKernelDefAgainstRegisteredOp(const KernelDef& def, std::string_view kernel,
                                         std::string* unselectable) {
  const OpDef* op_def = nullptr;
  if (!OpRegistry::Global()->LookUpOpDef(def.op(), &op_def).ok()) {
    // TensorFlow keeps such kernels (a library may register an op only in some builds, or another
    // library may define it later); nothing can select one until an op of that name exists.
    *unselectable = strings::StrCat("Kernel ", kernel, " is registered for op '", def.op(),
                                    "', which is not registered; it is kept for when it is.");
    return OkStatus();
  }
  return CheckKernelDefAgainstOp(def, *op_def, kernel, unselectable);
}

}  // namespace tensorflow
