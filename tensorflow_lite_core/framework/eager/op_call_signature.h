// How an op is called, worked out once from its OpDef: which attrs its inputs determine (and the
// input each comes from), which are parameters of the call and in what order, their parsed types
// and encoded defaults. The Python wrapper generator writes wrappers from it and the eager
// executor runs calls by it, so the two agree by construction: a wrapper passes
// `op(*inputs, *param_attrs, name)`, the parameters in `param_attrs()` order.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_OP_CALL_SIGNATURE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_OP_CALL_SIGNATURE_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace eager {

struct CallInput {
  std::string name;
  std::string python_name;  // TensorFlow's Python name for it (api_def_renames.h)
  DataType fixed_type = DT_INVALID;  // set when no attr gives the type
  int type_attr = -1;                // index into attrs(), or -1
  int number_attr = -1;              // for `N * T` inputs
  int type_list_attr = -1;           // for `list(type)` inputs
  bool is_ref = false;               // a `Ref(T)` input: a variable the kernel may update
  bool is_list() const { return number_attr >= 0 || type_list_attr >= 0; }
};

struct CallAttr {
  std::string name;
  std::string python_name;  // TensorFlow's Python name for it (api_def_renames.h)
  AttrType type;
  bool type_known = false;  // false when the OpDef spells a type that is not an attr type
  // The first input that determines the attr, or -1 for a parameter of the call.
  int inferred_from = -1;
  bool inferred() const { return inferred_from >= 0; }
  bool has_default = false;
  // The default in the key encoding (attr_key_codec.h).
  std::string encoded_default;
  // A default the key cannot encode (tensor, func): a NodeDef gets the OpDef's default.
  bool opaque_default = false;
  std::vector<DataType> allowed_types;  // for type attrs with allowed_values
  DataType default_type = DT_INVALID;   // for type attrs with a default
};

class OpCallSignature {
 public:
  explicit OpCallSignature(const OpDef& op_def);

  // The signature of a registered op; NotFound (the registry's message) for an unknown one.
  static absl::Status ForRegisteredOp(const std::string& op_name,
                                std::unique_ptr<OpCallSignature>* signature);

  const OpDef& op_def() const { return op_def_; }
  const std::vector<CallInput>& inputs() const { return inputs_; }
  const std::vector<CallAttr>& attrs() const { return attrs_; }
  // Attrs that are parameters, in declaration order: the order a call passes them.
  const std::vector<int>& param_attrs() const { return param_attrs_; }
  // The same attrs in a wrapper's parameter order: those without a default first.
  const std::vector<int>& declared_params() const { return declared_params_; }
  // For each attr, the inputs whose type it is (type attrs only).
  const std::vector<int>& inputs_of_type_attr(int attr) const {
    return inputs_of_type_attr_[attr];
  }
  const std::vector<bool>& output_is_list() const { return output_is_list_; }

  int num_params() const { return static_cast<int>(inputs_.size() + param_attrs_.size()); }
  // The index of attr `name`, or -1.
  int AttrIndex(std::string_view name) const;

 private:
  OpDef op_def_;
  std::vector<CallInput> inputs_;
  std::vector<CallAttr> attrs_;
  std::vector<int> param_attrs_;
  std::vector<int> declared_params_;
  std::vector<std::vector<int>> inputs_of_type_attr_;
  std::vector<bool> output_is_list_;
};

}  // namespace eager
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_OP_CALL_SIGNATURE_H_
