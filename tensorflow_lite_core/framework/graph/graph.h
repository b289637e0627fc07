// A dataflow graph being built: nodes (ops with their attrs), edges from outputs to inputs, and
// what construction learns of each output: its dtype and its static shape, which the op's shape
// function computes as the node is added (with the values of constant inputs where they are
// known), so a bad shape is an error before anything runs, as in TensorFlow.
//
//   Graph graph;
//   int x, y;
//   TF_RETURN_IF_ERROR(graph.AddNode(placeholder_def, {}, {}, &x));
//   TF_RETURN_IF_ERROR(graph.AddNode(add_def, {{x, 0}, {x, 0}}, {}, &y));
//   graph.node(y).output_shapes[0];  // the AddV2 shape function's answer
//
// Nodes are never removed (an import that fails leaves the graph as it was); ids are indices in
// insertion order, which is a topological order. Not thread-safe: one builder at a time.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_GRAPH_GRAPH_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_GRAPH_GRAPH_H_

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace graph {

// An output of a node: (node id, output index).
using Endpoint = std::pair<int, int>;

struct Node {
  NodeDef def;  // name, op, inputs ("x", "x:1", "^control"), attrs with defaults
  const OpRegistrationData* op = nullptr;
  std::vector<Endpoint> inputs;
  std::vector<int> control_inputs;
  DataTypeVector input_types;
  DataTypeVector output_types;
  std::vector<PartialTensorShape> output_shapes;
  // The value of output 0 when known at construction (a Const, or a shape-derived constant:
  // Shape, Size or Rank of fully known shapes), for the shape functions of consumers.
  std::shared_ptr<const Tensor> constant;
};

// How ImportGraphDef adds a GraphDef to a graph (TensorFlow's ImportGraphDefOptions).
struct ImportGraphDefOptions {
  // "import" names node x "import/x" (its inputs and colocations follow); "" keeps the names.
  std::string prefix;
  // A name already in the graph becomes TensorFlow's unique "x_1" instead of an error.
  bool uniquify_names = false;
  // Inputs of the GraphDef read outputs of this graph instead: "x:1" (or "x" for "x:0") replaces
  // output 1 of node x; "^x" replaces control inputs on x by the node of the endpoint.
  std::vector<std::pair<std::string, Endpoint>> input_map;
  // Outputs ("x:0") and nodes ("x") of the GraphDef, by their names there, to report.
  std::vector<std::string> return_tensors;
  std::vector<std::string> return_nodes;
};

struct ImportGraphDefResults {
  std::vector<Endpoint> return_tensors;  // one per options.return_tensors
  std::vector<int> return_nodes;         // one per options.return_nodes
};

class Graph {
 public:
  explicit Graph(const OpRegistryInterface* registry = OpRegistry::Global())
      : registry_(registry) {}

  // Adds a node of `def`'s op, name and attrs (its `input` field is replaced from `inputs` and
  // `control_inputs`), checks it against the OpDef (attrs, input count and dtypes) and runs the
  // op's shape function. The name must be new (NameUnique gives one). On error nothing is
  // added: InvalidArgument naming the node (what TensorFlow raises as ValueError).
  absl::Status AddNode(NodeDef def, const std::vector<Endpoint>& inputs,
                       const std::vector<int>& control_inputs, int* id);

  int num_nodes() const { return static_cast<int>(nodes_.size()); }
  const Node& node(int id) const { return *nodes_[id]; }
  // The node named `name`, or -1.
  int FindNode(const std::string& name) const;
  // Node ids consuming any output of `id`.
  const std::vector<int>& consumers(int id) const { return consumers_[id]; }

  // `base` if no node has that name and none was handed out, else TensorFlow's `base_1`,
  // `base_2`, ... (reserved: a later call will not return it again).
  std::string UniqueName(const std::string& base);

  // The graph as a GraphDef (nodes in id order) and back. AddGraphDef adds the nodes of `def`
  // to this graph in an order where inputs come first; names must not clash with existing ones.
  void ToGraphDef(GraphDef* def) const;
  absl::Status AddGraphDef(const GraphDef& def);
  // AddGraphDef with TensorFlow's import options. All or nothing: on error (InvalidArgument with
  // TensorFlow's text, NotFound for an unknown op) the graph is left as it was.
  absl::Status ImportGraphDef(const GraphDef& def, const ImportGraphDefOptions& options,
                              ImportGraphDefResults* results);

  const OpRegistryInterface* registry() const { return registry_; }

 private:
  absl::Status InferOutputShapes(Node* node) const;
  // Removes nodes `first`.. (a failed import's), restoring the reserved names to `names_before`.
  void RemoveNodesFrom(int first, std::unordered_map<std::string, int> names_before);
  void FoldConstant(Node* node) const;

  const OpRegistryInterface* registry_;
  std::vector<std::unique_ptr<Node>> nodes_;
  std::vector<std::vector<int>> consumers_;
  std::unordered_map<std::string, int> by_name_;
  std::unordered_map<std::string, int> name_uses_;
};

// "name" for output 0, "name:i" otherwise: an input string of a NodeDef.
std::string EndpointName(const Graph& graph, Endpoint endpoint);

}  // namespace graph
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_GRAPH_GRAPH_H_
