#include "tensorflow_lite_core/framework/node_def_builder.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

NodeDefBuilder::NodeOut::NodeOut(std::string_view n, int i, DataType dt)
    : node(n), index(i), data_type(dt) {}

NodeDefBuilder::NodeOut::NodeOut() : index(-1), data_type(DT_INVALID) {}

void NodeDefBuilder::NodeOut::Reset(std::string_view n, int i, DataType dt) {
  node = std::string(n);
  index = i;
  data_type = dt;
}

NodeDefBuilder::NodeDefBuilder(std::string_view name, std::string_view op_name,
                               const OpRegistryInterface* op_registry) {
  node_def_.set_name(std::string(name));
  if (op_registry == nullptr) {
    errors_.push_back(strings::StrCat("No op registry to look up Op '", op_name, "' in"));
    return;
  }
  Status status = op_registry->LookUpOpDef(std::string(op_name), &op_def_);
  if (status.ok()) {
    Initialize();
  } else {
    op_def_ = nullptr;
    errors_.emplace_back(status.message());
  }
}

NodeDefBuilder::NodeDefBuilder(std::string_view name, const OpDef* op_def) : op_def_(op_def) {
  node_def_.set_name(std::string(name));
  if (op_def_ == nullptr) {
    errors_.push_back("No OpDef given");
    return;
  }
  Initialize();
}

void NodeDefBuilder::Initialize() { node_def_.set_op(op_def_->name()); }

bool NodeDefBuilder::NextArgAvailable() {
  if (op_def_ == nullptr) return false;  // The lookup error is already recorded.
  if (inputs_specified_ >= op_def_->input_arg_size()) {
    errors_.push_back(strings::StrCat("More Input() calls than the ", op_def_->input_arg_size(),
                                      " input_args"));
    return false;
  }
  return true;
}

const OpDef::ArgDef* NodeDefBuilder::NextArgDef() {
  if (!NextArgAvailable()) return nullptr;
  return &op_def_->input_arg(inputs_specified_++);
}

NodeDefBuilder& NodeDefBuilder::Input(std::string_view src_node, int src_index, DataType dt) {
  const OpDef::ArgDef* arg = NextArgDef();
  if (arg != nullptr) SingleInput(arg, src_node, src_index, dt);
  return *this;
}

NodeDefBuilder& NodeDefBuilder::Input(const NodeOut& src) {
  return Input(src.node, src.index, src.data_type);
}

NodeDefBuilder& NodeDefBuilder::Input(const std::vector<NodeOut>& src_list) {
  const OpDef::ArgDef* arg = NextArgDef();
  if (arg != nullptr) ListInput(arg, src_list);
  return *this;
}

NodeDefBuilder& NodeDefBuilder::Input(FakeInputFunctor fake_input) {
  if (NextArgAvailable()) {
    // The functor calls Input() itself, which advances to the next arg.
    Status status = fake_input(*op_def_, inputs_specified_, node_def_, this);
    if (!status.ok()) errors_.emplace_back(status.message());
  }
  return *this;
}

void NodeDefBuilder::SingleInput(const OpDef::ArgDef* input_arg, std::string_view src_node,
                                 int src_index, DataType dt) {
  AddInput(src_node, src_index);
  if (!input_arg->number_attr().empty() || !input_arg->type_list_attr().empty()) {
    errors_.push_back(strings::StrCat("Single tensor passed to '", input_arg->name(),
                                      "', expected list"));
    return;
  }
  if (input_arg->type() != DT_INVALID) {
    VerifyInputType(input_arg, MaybeAddRef(input_arg, input_arg->type()), dt);
  } else {
    VerifyInputRef(input_arg, dt);
    Attr(input_arg->type_attr(), BaseType(dt));
  }
}

void NodeDefBuilder::ListInput(const OpDef::ArgDef* input_arg,
                               const std::vector<NodeOut>& src_list) {
  for (const NodeOut& node_out : src_list) AddInput(node_out.node, node_out.index);

  if (!input_arg->number_attr().empty()) {
    Attr(input_arg->number_attr(), static_cast<int64>(src_list.size()));
    if (input_arg->type() != DT_INVALID) {
      const DataType expected = MaybeAddRef(input_arg, input_arg->type());
      for (const NodeOut& node_out : src_list) {
        VerifyInputType(input_arg, expected, node_out.data_type);
      }
    } else if (!src_list.empty()) {
      // The first tensor decides T; the others must agree.
      const DataType base = BaseType(src_list.front().data_type);
      Attr(input_arg->type_attr(), base);
      const DataType expected = MaybeAddRef(input_arg, base);
      for (const NodeOut& node_out : src_list) {
        VerifyInputType(input_arg, expected, node_out.data_type);
      }
    }
  } else if (!input_arg->type_list_attr().empty()) {
    DataTypeVector types;
    types.reserve(src_list.size());
    for (const NodeOut& node_out : src_list) {
      VerifyInputRef(input_arg, node_out.data_type);
      types.push_back(BaseType(node_out.data_type));
    }
    Attr(input_arg->type_list_attr(), types);
  } else {
    errors_.push_back(strings::StrCat("List provided to input '", input_arg->name(),
                                      "' when single Tensor expected"));
  }
}

void NodeDefBuilder::AddInput(std::string_view src_node, int src_index) {
  if (src_node.empty()) {
    errors_.push_back("Empty input node name");
  } else if (src_node[0] == '^') {
    errors_.push_back(strings::StrCat("Non-control input starting with ^: ", src_node));
  } else if (src_index > 0) {
    node_def_.add_input(strings::StrCat(src_node, ":", src_index));
  } else {
    node_def_.add_input(std::string(src_node));
  }
}

void NodeDefBuilder::VerifyInputType(const OpDef::ArgDef* input_arg, DataType expected,
                                     DataType dt) {
  // A ref tensor may feed an input that does not need a ref.
  if (dt == expected || BaseType(dt) == expected) return;
  errors_.push_back(strings::StrCat("Input '", input_arg->name(), "' passed ",
                                    DataTypeString(dt), " expected ",
                                    DataTypeString(expected)));
}

void NodeDefBuilder::VerifyInputRef(const OpDef::ArgDef* input_arg, DataType dt) {
  if (input_arg->is_ref() && !IsRefType(dt)) {
    errors_.push_back(strings::StrCat("Input '", input_arg->name(), "' passed ",
                                      DataTypeString(dt), " expected ref type"));
  }
}

NodeDefBuilder& NodeDefBuilder::ControlInput(std::string_view src_node) {
  control_inputs_.emplace_back(src_node);
  return *this;
}

NodeDefBuilder& NodeDefBuilder::Device(std::string_view device_spec) {
  node_def_.set_device(std::string(device_spec));
  return *this;
}

NodeDefBuilder& NodeDefBuilder::Attr(std::string_view name, const AttrValue& value) {
  return Attr(name, AttrValue(value));
}

NodeDefBuilder& NodeDefBuilder::Attr(std::string_view name, AttrValue&& value) {
  const AttrValue* found = AttrSlice(node_def_).Find(name);
  if (found == nullptr) {
    AddNodeAttr(name, std::move(value), &node_def_);
  } else if (!AreAttrValuesEqual(*found, value)) {
    errors_.push_back(strings::StrCat("Inconsistent values for attr '", name, "' ",
                                      SummarizeAttrValue(*found), " vs. ",
                                      SummarizeAttrValue(value)));
  }
  return *this;
}

Status NodeDefBuilder::Finalize(NodeDef* node_def, bool consume) {
  std::vector<std::string> errors = errors_;
  if (op_def_ != nullptr && inputs_specified_ < op_def_->input_arg_size()) {
    errors.push_back(strings::StrCat(inputs_specified_, " inputs specified of ",
                                     op_def_->input_arg_size(), " inputs in Op"));
  }
  if (!errors.empty()) {
    const std::string where =
        op_def_ == nullptr
            ? strings::StrCat("building NodeDef '", node_def_.name(), "'")
            : strings::StrCat("building NodeDef '", node_def_.name(), "' using ",
                              SummarizeOpDef(*op_def_));
    if (errors.size() == 1) return errors::InvalidArgument(errors[0], " while ", where);
    std::string all;
    for (const std::string& error : errors) strings::StrAppend(&all, "\n", error);
    return errors::InvalidArgument(errors.size(), " errors while ", where, ":", all);
  }

  NodeDef scratch;
  if (node_def == nullptr) node_def = &scratch;
  if (consume) {
    *node_def = std::move(node_def_);
  } else {
    *node_def = node_def_;
  }
  for (const std::string& control_input : control_inputs_) {
    node_def->add_input(strings::StrCat("^", control_input));
  }
  AddDefaultsToNodeDef(*op_def_, node_def);
  return OkStatus();
}

}  // namespace tensorflow
