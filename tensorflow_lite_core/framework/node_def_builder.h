// NodeDefBuilder: builds a NodeDef for one op, call by call, the way TensorFlow's tests and
// kernels' test fixtures do:
//
//   NodeDef node_def;
//   TF_CHECK_OK(NodeDefBuilder("add", "Add")
//                   .Input("x", 0, DT_FLOAT).Input("y", 0, DT_FLOAT)
//                   .Finalize(&node_def));   // infers T = DT_FLOAT from the inputs
//
// Inputs are given in the op's input order; the types passed set the op's type, number and
// type-list attrs. The builder only records; Finalize() reports every problem at once, then
// adds the defaults of attrs not set. Like TensorFlow's, it does not run ValidateNodeDef (so a
// test may build a node that a kernel must reject); call it yourself when you need it.
// The builder keeps a pointer to the OpDef it builds for, which must outlive it.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_BUILDER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_BUILDER_H_

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/attr_value_util_tensor.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class NodeDefBuilder;

// Fills in the input at `in_index` of `op_def` on `builder` (see fake_input.h in TensorFlow):
// a test helper may derive the input's type from the op and the attrs set so far.
using FakeInputFunctor =
    std::function<absl::Status(const OpDef& op_def, int in_index, const NodeDef& node_def,
                         NodeDefBuilder* builder)>;

class NodeDefBuilder {
 public:
  // One tensor produced by another node: its name, output index and type.
  struct NodeOut {
    NodeOut(std::string_view n, int i, DataType dt);
    NodeOut();  // An invalid placeholder; Reset() before use.
    void Reset(std::string_view n, int i, DataType dt);
    std::string node;
    int index;
    DataType data_type;
  };

  // Looks `op_name` up in `op_registry` (not owned; must outlive the builder); a failed lookup
  // is reported by Finalize().
  NodeDefBuilder(std::string_view name, std::string_view op_name,
                 const OpRegistryInterface* op_registry = OpRegistry::Global());
  // Builds for `op_def` directly (not owned; must outlive the builder).
  NodeDefBuilder(std::string_view name, const OpDef* op_def);

  // The next input of the op. A single-tensor input takes one NodeOut; a list input ("N * T",
  // "list(type)") takes a list, which also sets N and T or the list(type) attr.
  NodeDefBuilder& Input(std::string_view src_node, int src_index, DataType dt);
  NodeDefBuilder& Input(const NodeOut& src);
  NodeDefBuilder& Input(const std::vector<NodeOut>& src_list);
  NodeDefBuilder& Input(FakeInputFunctor fake_input);

  // "^src_node" inputs, added after the data inputs.
  NodeDefBuilder& ControlInput(std::string_view src_node);

  NodeDefBuilder& Device(std::string_view device_spec);

  // Sets attr `name`. Setting it twice (or once here and once through an input's type) to
  // different values is an error reported by Finalize().
  NodeDefBuilder& Attr(std::string_view name, const AttrValue& value);
  NodeDefBuilder& Attr(std::string_view name, AttrValue&& value);
  // Anything SetAttrValue accepts: strings, numbers, DataType, shapes, tensors, lists of those.
  template <typename T>
  NodeDefBuilder& Attr(std::string_view name, const T& value) {
    AttrValue attr_value;
    SetAttrValue(value, &attr_value);
    return Attr(name, std::move(attr_value));
  }
  // For braced lists: Attr("T", {DT_INT32, DT_FLOAT}).
  template <typename T>
  NodeDefBuilder& Attr(std::string_view name, std::initializer_list<T> value) {
    return Attr(name, std::vector<T>(value));
  }

  // Writes the NodeDef (control inputs last, defaults filled in) to *node_def, which may be
  // nullptr to only check. InvalidArgument "<problem> while building NodeDef 'name' using
  // Op<...>", or "<k> errors while building NodeDef ..." with one problem per line. With
  // `consume`, the builder's NodeDef is moved out and the builder must not be used again.
  absl::Status Finalize(NodeDef* node_def, bool consume = false);

  const std::string& node_name() const { return node_def_.name(); }
  // Only valid when the op was found.
  const OpDef& op_def() const { return *op_def_; }

 private:
  void Initialize();
  // The input arg the next Input() call fills, or nullptr (recording an error) when all are.
  const OpDef::ArgDef* NextArgDef();
  bool NextArgAvailable();
  void SingleInput(const OpDef::ArgDef* input_arg, std::string_view src_node, int src_index,
                   DataType dt);
  void ListInput(const OpDef::ArgDef* input_arg, const std::vector<NodeOut>& src_list);
  void AddInput(std::string_view src_node, int src_index);
  void VerifyInputType(const OpDef::ArgDef* input_arg, DataType expected, DataType dt);
  void VerifyInputRef(const OpDef::ArgDef* input_arg, DataType dt);
  DataType MaybeAddRef(const OpDef::ArgDef* input_arg, DataType dt) {
    return input_arg->is_ref() ? MakeRefType(dt) : dt;
  }

  const OpDef* op_def_ = nullptr;  // Not owned; nullptr when the lookup failed.
  NodeDef node_def_;
  int inputs_specified_ = 0;
  std::vector<std::string> control_inputs_;
  std::vector<std::string> errors_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_BUILDER_H_
