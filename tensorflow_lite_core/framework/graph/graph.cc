#include "tensorflow_lite_core/framework/graph/graph.h"

#include "absl/strings/ascii.h"

#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace graph {
namespace {

// Constant inputs up to this many elements are folded at construction, so that shape functions
// reading input values (Reshape's shape, Fill's dims, ...) see them, as TensorFlow's shape
// refiner evaluates small constant subgraphs.
constexpr int64_t kMaxFoldedElements = 1 << 12;

bool Foldable(const Node& node) {
  if (node.op->op_def.is_stateful() || node.inputs.empty() || !node.control_inputs.empty()) {
    return false;
  }
  // A fed value replaces its default when the graph runs: its value is not known now, as
  // TensorFlow's shape refiner treats it.
  if (node.def.op() == "PlaceholderWithDefault") return false;
  for (const DataType type : node.output_types) {
    if (IsRefType(type) || type == DT_RESOURCE || type == DT_VARIANT) return false;
  }
  return true;
}

Tensor ShapeVector(const PartialTensorShape& shape, DataType type) {
  Tensor value(type, TensorShape({shape.dims()}));
  if (!value.IsInitialized()) return value;  // no memory: no constant
  for (int d = 0; d < shape.dims(); ++d) {
    if (type == DT_INT32) {
      value.flat<int32>()(d) = static_cast<int32>(shape.dim_size(d));
    } else {
      value.flat<int64_t>()(d) = shape.dim_size(d);
    }
  }
  return value;
}

Tensor Scalar(int64_t v, DataType type) {
  Tensor value(type, TensorShape({}));
  if (!value.IsInitialized()) return value;
  if (type == DT_INT32) {
    value.scalar<int32>()() = static_cast<int32>(v);
  } else {
    value.scalar<int64_t>()() = v;
  }
  return value;
}

}  // namespace

std::string EndpointName(const Graph& graph, Endpoint endpoint) {
  const std::string& name = graph.node(endpoint.first).def.name();
  return endpoint.second == 0 ? name : strings::StrCat(name, ":", endpoint.second);
}

int Graph::FindNode(const std::string& name) const {
  auto found = by_name_.find(name);
  return found == by_name_.end() ? -1 : found->second;
}

std::string Graph::UniqueName(const std::string& base) {
  // TensorFlow's rule: names compare without case; the n-th use of a name (n >= 1) becomes
  // name_n, skipping names already taken.
  std::string key = absl::AsciiStrToLower(base);
  int uses = name_uses_[key]++;
  if (uses == 0) return base;
  const std::string base_key = key;
  while (name_uses_.count(key) != 0) key = strings::StrCat(base_key, "_", uses++);
  name_uses_[key] = 1;
  return strings::StrCat(base, "_", uses - 1);
}

absl::Status Graph::AddNode(NodeDef def, const std::vector<Endpoint>& inputs,
                            const std::vector<int>& control_inputs, int* id) {
  if (def.name().empty()) return errors::InvalidArgument("A node needs a name (op ", def.op(), ")");
  if (by_name_.count(def.name()) != 0) {
    return errors::InvalidArgument("Duplicate node name in graph: '", def.name(), "'");
  }
  auto node = std::make_unique<Node>();
  TF_RETURN_IF_ERROR(registry_->LookUp(def.op(), &node->op));
  def.clear_input();
  for (const Endpoint& input : inputs) {
    if (input.first < 0 || input.first >= num_nodes() || input.second < 0 ||
        input.second >= static_cast<int>(nodes_[input.first]->output_types.size())) {
      return errors::InvalidArgument("Node '", def.name(), "': input ", def.input_size(),
                                     " refers to no output of this graph");
    }
    def.add_input(EndpointName(*this, input));
  }
  for (const int control : control_inputs) {
    if (control < 0 || control >= num_nodes()) {
      return errors::InvalidArgument("Node '", def.name(), "': a control input refers to no node "
                                     "of this graph");
    }
    def.add_input(strings::StrCat("^", nodes_[control]->def.name()));
  }
  const OpDef& op_def = node->op->op_def;
  AddDefaultsToNodeDef(op_def, &def);
  TF_RETURN_IF_ERROR(ValidateNodeDef(def, op_def));
  TF_RETURN_IF_ERROR(InOutTypesForNode(def, op_def, &node->input_types, &node->output_types));
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Node& producer = *nodes_[inputs[i].first];
    const DataType given = producer.output_types[inputs[i].second];
    const DataType wanted = node->input_types[i];
    if (given != wanted && !(IsRefType(wanted) && given == BaseType(wanted)) &&
        BaseType(given) != wanted) {
      return errors::InvalidArgument("Input ", i, " of node ", def.name(), " was passed ",
                                     DataTypeString(given), " from ", producer.def.name(), ":",
                                     inputs[i].second,
                                     " incompatible with expected ", DataTypeString(wanted), ".");
    }
  }
  node->def = std::move(def);
  node->inputs = inputs;
  node->control_inputs = control_inputs;
  TF_RETURN_IF_ERROR(InferOutputShapes(node.get()));
  FoldConstant(node.get());
  *id = num_nodes();
  by_name_[node->def.name()] = *id;
  name_uses_.emplace(absl::AsciiStrToLower(node->def.name()), 1);
  consumers_.emplace_back();
  for (const Endpoint& input : inputs) {
    std::vector<int>& consumers = consumers_[input.first];
    if (consumers.empty() || consumers.back() != *id) consumers.push_back(*id);
  }
  for (const int control : control_inputs) consumers_[control].push_back(*id);
  nodes_.push_back(std::move(node));
  return absl::OkStatus();
}

absl::Status Graph::InferOutputShapes(Node* node) const {
  std::vector<PartialTensorShape> input_shapes;
  std::vector<const Tensor*> input_tensors;
  for (const Endpoint& input : node->inputs) {
    const Node& producer = *nodes_[input.first];
    input_shapes.push_back(producer.output_shapes[input.second]);
    input_tensors.push_back(input.second == 0 ? producer.constant.get() : nullptr);
  }
  return InferShapes(*node->op, node->def, input_shapes, input_tensors, &node->output_shapes);
}

void Graph::FoldConstant(Node* node) const {
  const std::string& op = node->def.op();
  if (op == "Const") {
    auto value = std::make_shared<Tensor>();
    if (GetNodeAttr(node->def, "value", value.get()).ok()) node->constant = std::move(value);
    return;
  }
  if (op == "Shape" || op == "Size" || op == "Rank") {
    const PartialTensorShape& shape = nodes_[node->inputs[0].first]->output_shapes[
        node->inputs[0].second];
    const DataType type = node->output_types[0];
    if (op == "Rank" && shape.unknown_rank()) return;
    if (op != "Rank" && !shape.IsFullyDefined()) return;
    Tensor value = op == "Shape" ? ShapeVector(shape, type)
                                 : Scalar(op == "Size" ? shape.num_elements() : shape.dims(), type);
    // Without memory for it the node is just not known as a constant.
    if (value.IsInitialized()) node->constant = std::make_shared<Tensor>(std::move(value));
    return;
  }
  if (!Foldable(*node)) return;
  // A large result is never kept: do not compute it (an imported Fill of [16384, 16384] would).
  for (const PartialTensorShape& shape : node->output_shapes) {
    if (shape.IsFullyDefined() && shape.num_elements() > kMaxFoldedElements) return;
  }
  std::vector<Tensor> inputs;
  int64_t elements = 0;
  for (const Endpoint& input : node->inputs) {
    const Node& producer = *nodes_[input.first];
    if (input.second != 0 || producer.constant == nullptr) return;
    elements += producer.constant->NumElements();
    if (elements > kMaxFoldedElements) return;
    inputs.push_back(*producer.constant);
  }
  std::unique_ptr<KernelRunner> runner;
  std::vector<Tensor> outputs;
  // A node without a CPU kernel, or whose kernel fails, is simply not folded.
  if (!KernelRunner::Create(node->def, &runner).ok() || !runner->Run(inputs, &outputs).ok() ||
      outputs.empty() || outputs[0].NumElements() > kMaxFoldedElements) {
    return;
  }
  node->constant = std::make_shared<Tensor>(std::move(outputs[0]));
}

void Graph::ToGraphDef(GraphDef* def) const {
  def->Clear();
  def->mutable_versions()->set_producer(TF_GRAPH_DEF_VERSION);
  def->mutable_versions()->set_min_consumer(TF_GRAPH_DEF_VERSION_MIN_CONSUMER);
  for (const auto& node : nodes_) *def->add_node() = node->def;
}

}  // namespace graph
}  // namespace tensorflow
