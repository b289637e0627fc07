// Graph::ImportGraphDef: prefixes, unique names, input maps, returned elements, and TensorFlow's
// refusals, each of which leaves the graph as it was.
#include <functional>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/graph/graph.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace graph {
namespace {

NodeDef MakeNode(const std::string& name, const std::string& op,
                 std::vector<std::string> inputs) {
  NodeDef def;
  def.set_name(name);
  def.set_op(op);
  for (const std::string& input : inputs) def.add_input(input);
  return def;
}

NodeDef FloatPlaceholder(const std::string& name) {
  NodeDef def = MakeNode(name, "Placeholder", {});
  AddNodeAttr("dtype", DT_FLOAT, &def);
  AddNodeAttr("shape", PartialTensorShape({2}), &def);
  return def;
}

NodeDef FloatConst(const std::string& name) {
  NodeDef def = MakeNode(name, "Const", {});
  Tensor value(DT_FLOAT, TensorShape({2}));
  value.flat<float>()(0) = 1;
  value.flat<float>()(1) = 2;
  AddNodeAttr("dtype", DT_FLOAT, &def);
  AddNodeAttr("value", value, &def);
  return def;
}

NodeDef Float(NodeDef def) {
  AddNodeAttr("T", DT_FLOAT, &def);
  return def;
}

// x: Placeholder, c: Const, y = x * c, z = y + y after ^c; z comes first, as a GraphDef may
// list nodes in any order.
GraphDef Source() {
  GraphDef def;
  *def.add_node() = Float(MakeNode("z", "AddV2", {"y", "y:0", "^c"}));
  *def.add_node() = FloatPlaceholder("x");
  *def.add_node() = FloatConst("c");
  *def.add_node() = Float(MakeNode("y", "Mul", {"x", "c"}));
  return def;
}

std::vector<std::string> Names(const Graph& graph) {
  std::vector<std::string> names;
  for (int id = 0; id < graph.num_nodes(); ++id) names.push_back(graph.node(id).def.name());
  return names;
}

TEST(GraphImportTest, PrefixInputMapAndReturnedElements) {
  Graph graph;
  int p;
  ASSERT_TRUE(graph.AddNode(FloatPlaceholder("p"), {}, {}, &p).ok());
  ImportGraphDefOptions options;
  options.prefix = "import";
  options.input_map = {{"x", {p, 0}}};
  options.return_tensors = {"z:0", "y"};
  options.return_nodes = {"c"};
  ImportGraphDefResults results;
  ASSERT_TRUE(graph.ImportGraphDef(Source(), options, &results).ok());
  EXPECT_EQ(Names(graph),
            (std::vector<std::string>{"p", "import/x", "import/c", "import/y", "import/z"}));
  const graph::Node& y = graph.node(graph.FindNode("import/y"));
  EXPECT_EQ(y.def.input(0), "p");
  EXPECT_EQ(y.def.input(1), "import/c");
  const graph::Node& z = graph.node(graph.FindNode("import/z"));
  EXPECT_EQ(z.def.input(2), "^import/c");
  EXPECT_EQ(z.output_shapes[0].DebugString(), "[2]");
  EXPECT_EQ(results.return_tensors,
            (std::vector<Endpoint>{{graph.FindNode("import/z"), 0},
                                   {graph.FindNode("import/y"), 0}}));
  EXPECT_EQ(results.return_nodes, std::vector<int>{graph.FindNode("import/c")});
  EXPECT_TRUE(graph.consumers(graph.FindNode("import/x")).empty());
}

TEST(GraphImportTest, ClashingNamesAreMadeUniqueOrRefused) {
  Graph graph;
  int x;
  ASSERT_TRUE(graph.AddNode(FloatPlaceholder("x"), {}, {}, &x).ok());
  GraphDef def;
  *def.add_node() = FloatPlaceholder("x");
  *def.add_node() = FloatPlaceholder("x_1");
  *def.add_node() = Float(MakeNode("s", "AddV2", {"x", "x_1"}));
  NodeDef* colocated = def.mutable_node(2);
  (*colocated->mutable_attr())["_class"].mutable_list()->add_s("loc:@x");
  ImportGraphDefResults results;
  EXPECT_EQ(graph.ImportGraphDef(def, {}, &results).message(),
            "Node name 'x' already exists in the Graph");
  ImportGraphDefOptions options;
  options.uniquify_names = true;
  ASSERT_TRUE(graph.ImportGraphDef(def, options, &results).ok());
  EXPECT_EQ(Names(graph), (std::vector<std::string>{"x", "x_1", "x_1_1", "s"}));
  const NodeDef& sum = graph.node(graph.FindNode("s")).def;
  EXPECT_EQ(sum.input(0), "x_1");
  EXPECT_EQ(sum.input(1), "x_1_1");
  EXPECT_EQ(sum.attr().at("_class").list().s(0), "loc:@x_1");
  EXPECT_EQ(graph.UniqueName("x"), "x_2");
}

TEST(GraphImportTest, ControlInputsMapOntoNodes) {
  Graph graph;
  int w;
  ASSERT_TRUE(graph.AddNode(FloatConst("w"), {}, {}, &w).ok());
  ImportGraphDefOptions options;
  options.prefix = "g";
  options.input_map = {{"^c", {w, 0}}};
  ImportGraphDefResults results;
  ASSERT_TRUE(graph.ImportGraphDef(Source(), options, &results).ok());
  EXPECT_EQ(graph.node(graph.FindNode("g/z")).def.input(2), "^w");
}

// Imports `def` (changed by `change`) into a graph holding one node and expects the refusal
// `code` with `message`, and the graph as it was.
void ExpectRefused(const std::function<void(GraphDef*, ImportGraphDefOptions*)>& change,
                   absl::StatusCode code, const std::string& message) {
  Graph graph;
  int p;
  ASSERT_TRUE(graph.AddNode(FloatPlaceholder("p"), {}, {}, &p).ok());
  GraphDef def = Source();
  ImportGraphDefOptions options;
  options.prefix = "import";
  options.uniquify_names = true;
  change(&def, &options);
  ImportGraphDefResults results;
  const absl::Status status = graph.ImportGraphDef(def, options, &results);
  EXPECT_EQ(status.code(), code) << status;
  EXPECT_EQ(std::string(status.message()).substr(0, message.size()), message) << status;
  EXPECT_EQ(Names(graph), std::vector<std::string>{"p"});
  EXPECT_TRUE(graph.consumers(p).empty());
  EXPECT_EQ(graph.UniqueName("import/x"), "import/x");  // no name stays reserved
  int again;
  EXPECT_TRUE(graph.AddNode(FloatPlaceholder("import/y"), {}, {}, &again).ok());
}

NodeDef* Find(GraphDef* def, const std::string& name) {
  for (NodeDef& node : *def->mutable_node()) {
    if (node.name() == name) return &node;
  }
  return nullptr;
}

TEST(GraphImportTest, RefusalsAsTensorFlowLeaveTheGraphAsItWas) {
  using Def = GraphDef*;
  using Options = ImportGraphDefOptions*;
  const auto kInvalid = absl::StatusCode::kInvalidArgument;
  ExpectRefused([](Def def, Options) { Find(def, "z")->set_op("FooBarOp"); },
                absl::StatusCode::kNotFound, "Op type not registered 'FooBarOp' in binary");
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "z"); }, kInvalid,
                "2 nodes in a cycle");
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "x:abc"); }, kInvalid,
                "Node 'y': Unknown input node 'x:abc'");
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "x:-1"); }, kInvalid,
                "Node 'y': Unknown input node 'x:-1'");
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "x:99999999999"); }, kInvalid,
                "Node 'y': Unknown input node 'x:99999999999'");
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "p"); }, kInvalid,
                "Node 'y': Unknown input node 'p'");  // only the GraphDef's nodes are inputs
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "x:5"); }, kInvalid,
                "Node 'y': Connecting to invalid output 5 of source node x which has 1 outputs.");
  ExpectRefused([](Def def, Options) { Find(def, "y")->set_input(0, "^x"); }, kInvalid,
                "Node 'y': Control dependencies must come after regular dependencies");
  ExpectRefused([](Def def, Options) { Find(def, "c")->set_name("x"); }, kInvalid,
                "Node 'x' is not unique");
  ExpectRefused([](Def def, Options) { Find(def, "c")->set_name(""); }, kInvalid,
                "Node '': Node name contains invalid characters");
  ExpectRefused([](Def def, Options) { Find(def, "c")->set_name("_c"); }, kInvalid,
                "Node '_c': Node name contains invalid characters");
  ExpectRefused(
      [](Def def, Options) {
        (*Find(def, "x")->mutable_attr())["dtype"].set_type(DT_INT32);
      },
      kInvalid, "Input 0 of node import/y was passed int32 from import/x:0 incompatible with "
                "expected float.");
  ExpectRefused([](Def, Options options) { options->input_map = {{"nope:0", {0, 0}},
                                                                  {"x:3", {0, 0}}}; },
                kInvalid, "Attempted to map inputs that were not found in graph_def: [nope:0, x:3]");
  ExpectRefused([](Def, Options options) { options->input_map = {{"x:0", {7, 0}}}; }, kInvalid,
                "input_map entry x:0 refers to no output of the graph");
  ExpectRefused([](Def, Options options) { options->return_tensors = {"nope:0"}; }, kInvalid,
                "Requested return tensor 'nope:0' not found in graph def");
  ExpectRefused([](Def, Options options) { options->return_tensors = {"y:4"}; }, kInvalid,
                "Invalid return output 4 of node 'y', which has 1 output(s)");
  ExpectRefused([](Def, Options options) { options->return_nodes = {"nope"}; }, kInvalid,
                "Requested return node 'nope' not found in graph def");
  ExpectRefused([](Def def, Options) { def->mutable_versions()->set_min_consumer(1 << 20); },
                kInvalid, "GraphDef min consumer version 1048576 above current version");
  ExpectRefused(
      [](Def def, Options) {
        def->mutable_versions()->add_bad_consumers(TF_GRAPH_DEF_VERSION);
      },
      kInvalid, "GraphDef disallows consumer version");
  // A shape function's refusal, after other nodes were added.
  ExpectRefused(
      [](Def def, Options) {
        Tensor three(DT_FLOAT, TensorShape({3}));
        three.flat<float>().setZero();
        (*Find(def, "c")->mutable_attr())["value"].Clear();
        three.AsProtoTensorContent((*Find(def, "c")->mutable_attr())["value"].mutable_tensor());
      },
      kInvalid, "Dimensions must be equal, but are 2 and 3");
}

}  // namespace
}  // namespace graph
}  // namespace tensorflow
