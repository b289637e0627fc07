// Graph construction (validation, shape inference with folded constants, names, GraphDef round
// trips, import errors) and CompiledGraph runs (feeds, fetches, placeholders, kernel errors, the
// inter-op pool).
#include "tensorflow_lite_core/framework/graph/graph.h"

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/graph/graph_runner.h"
#include "tensorflow_lite_core/framework/node_def_util.h"

namespace tensorflow {
namespace graph {
namespace {

NodeDef Def(const std::string& name, const std::string& op) {
  NodeDef def;
  def.set_name(name);
  def.set_op(op);
  return def;
}

int Placeholder(Graph* graph, const std::string& name, DataType type,
                const PartialTensorShape& shape) {
  NodeDef def = Def(name, "Placeholder");
  AddNodeAttr("dtype", type, &def);
  AddNodeAttr("shape", shape, &def);
  int id = -1;
  EXPECT_TRUE(graph->AddNode(def, {}, {}, &id).ok());
  return id;
}

int Const(Graph* graph, const std::string& name, const Tensor& value) {
  NodeDef def = Def(name, "Const");
  AddNodeAttr("dtype", value.dtype(), &def);
  AddNodeAttr("value", value, &def);
  int id = -1;
  EXPECT_TRUE(graph->AddNode(def, {}, {}, &id).ok());
  return id;
}

absl::Status Binary(Graph* graph, const std::string& name, const std::string& op, int x, int y,
                    int* id) {
  NodeDef def = Def(name, op);
  AddNodeAttr("T", graph->node(x).output_types[0], &def);
  return graph->AddNode(def, {{x, 0}, {y, 0}}, {}, id);
}

// Attr maps serialize in no fixed order unless asked to.
std::string Deterministic(const GraphDef& def) {
  std::string bytes;
  google::protobuf::io::StringOutputStream stream(&bytes);
  google::protobuf::io::CodedOutputStream coded(&stream);
  coded.SetSerializationDeterministic(true);
  def.SerializeToCodedStream(&coded);
  coded.Trim();
  return bytes;
}

Tensor Floats(std::vector<float> values, TensorShape shape) {
  Tensor t(DT_FLOAT, shape);
  for (size_t i = 0; i < values.size(); ++i) t.flat<float>()(i) = values[i];
  return t;
}

TEST(GraphTest, ShapesAreInferredAtConstruction) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({-1, 3}));
  const int c = Const(&graph, "c", Floats({1, 2, 3}, TensorShape({3})));
  int sum;
  ASSERT_TRUE(Binary(&graph, "add", "AddV2", x, c, &sum).ok());
  EXPECT_EQ(graph.node(sum).output_shapes[0].DebugString(), "[?,3]");
  EXPECT_EQ(graph.node(sum).def.input(0), "x");
  EXPECT_EQ(graph.consumers(x), std::vector<int>{sum});
  const int bad = Const(&graph, "bad", Floats({1, 2}, TensorShape({2})));
  int refused = -1;
  const absl::Status status = Binary(&graph, "add2", "AddV2", x, bad, &refused);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("Dimensions must be equal, but are 3 and 2"),
            std::string::npos) << status;
  EXPECT_EQ(graph.FindNode("add2"), -1);
}

TEST(GraphTest, ConstantInputsReachShapeFunctions) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({2, 6}));
  Tensor shape(DT_INT32, TensorShape({2}));
  shape.flat<int32>()(0) = 3;
  shape.flat<int32>()(1) = -1;
  const int s = Const(&graph, "s", shape);
  NodeDef reshape = Def("r", "Reshape");
  AddNodeAttr("T", DT_FLOAT, &reshape);
  AddNodeAttr("Tshape", DT_INT32, &reshape);
  int r;
  ASSERT_TRUE(graph.AddNode(reshape, {{x, 0}, {s, 0}}, {}, &r).ok());
  EXPECT_EQ(graph.node(r).output_shapes[0].DebugString(), "[3,4]");
  // Shape of a fully known shape is a constant too.
  NodeDef shape_of = Def("shape_of", "Shape");
  AddNodeAttr("T", DT_FLOAT, &shape_of);
  AddNodeAttr("out_type", DT_INT32, &shape_of);
  int so;
  ASSERT_TRUE(graph.AddNode(shape_of, {{r, 0}}, {}, &so).ok());
  ASSERT_NE(graph.node(so).constant, nullptr);
  EXPECT_EQ(graph.node(so).constant->flat<int32>()(1), 4);
}

TEST(GraphTest, PlaceholderWithDefaultIsNeverFolded) {
  Graph graph;
  Tensor shape(DT_INT32, TensorShape({2}));
  shape.flat<int32>()(0) = 3;
  shape.flat<int32>()(1) = 2;
  const int s = Const(&graph, "s", shape);
  NodeDef with_default = Def("fed", "PlaceholderWithDefault");
  AddNodeAttr("dtype", DT_INT32, &with_default);
  AddNodeAttr("shape", PartialTensorShape({2}), &with_default);
  int fed;
  ASSERT_TRUE(graph.AddNode(with_default, {{s, 0}}, {}, &fed).ok());
  EXPECT_EQ(graph.node(fed).constant, nullptr);
  // Its consumers see an unknown value of a known shape: a reshape to two unknown dimensions.
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({2, 3}));
  NodeDef reshape = Def("r", "Reshape");
  AddNodeAttr("T", DT_FLOAT, &reshape);
  AddNodeAttr("Tshape", DT_INT32, &reshape);
  int r;
  ASSERT_TRUE(graph.AddNode(reshape, {{x, 0}, {fed, 0}}, {}, &r).ok());
  EXPECT_EQ(graph.node(r).output_shapes[0].DebugString(), "[?,?]");
  // The same value through Identity folds.
  NodeDef identity = Def("i", "Identity");
  AddNodeAttr("T", DT_INT32, &identity);
  int id;
  ASSERT_TRUE(graph.AddNode(identity, {{s, 0}}, {}, &id).ok());
  ASSERT_NE(graph.node(id).constant, nullptr);
  EXPECT_EQ(graph.node(id).constant->flat<int32>()(0), 3);
}

TEST(GraphTest, RefusesWrongInputTypesAndUnknownOps) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({2}));
  const int i = Placeholder(&graph, "i", DT_INT32, PartialTensorShape({2}));
  int id;
  NodeDef def = Def("add", "AddV2");
  AddNodeAttr("T", DT_FLOAT, &def);
  const absl::Status status = graph.AddNode(def, {{x, 0}, {i, 0}}, {}, &id);
  EXPECT_EQ(status.message(),
            "Input 1 of node add was passed int32 from i:0 incompatible with expected float.");
  const absl::Status unknown_op = graph.AddNode(Def("u", "NoSuchOp"), {}, {}, &id);
  EXPECT_EQ(unknown_op.code(), absl::StatusCode::kNotFound) << unknown_op;
  EXPECT_NE(unknown_op.message().find("Op type not registered 'NoSuchOp'"), std::string::npos)
      << unknown_op;
  EXPECT_EQ(graph.AddNode(Def("x", "NoOp"), {}, {}, &id),
            errors::InvalidArgument("Duplicate node name in graph: 'x'"));
}

TEST(GraphTest, UniqueNamesAsTensorFlow) {
  Graph graph;
  EXPECT_EQ(graph.UniqueName("add"), "add");
  EXPECT_EQ(graph.UniqueName("add"), "add_1");
  EXPECT_EQ(graph.UniqueName("Add"), "Add_2");
  EXPECT_EQ(graph.UniqueName("add_1"), "add_1_1");
}

TEST(GraphTest, GraphDefRoundTripAndImportErrors) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({2}));
  int y;
  ASSERT_TRUE(Binary(&graph, "y", "Mul", x, x, &y).ok());
  GraphDef def;
  graph.ToGraphDef(&def);
  Graph copy;
  ASSERT_TRUE(copy.AddGraphDef(def).ok());
  GraphDef again;
  copy.ToGraphDef(&again);
  EXPECT_EQ(Deterministic(def), Deterministic(again));
  EXPECT_EQ(copy.node(copy.FindNode("y")).output_shapes[0].DebugString(), "[2]");

  GraphDef cycle;
  *cycle.add_node() = def.node(1);
  NodeDef* a = cycle.mutable_node(0);
  a->set_input(0, "y");
  a->set_input(1, "y");
  Graph broken;
  EXPECT_NE(broken.AddGraphDef(cycle).message().find("cycle"), std::string::npos);
  GraphDef unknown = def;
  unknown.mutable_node(1)->set_input(0, "nowhere");
  Graph missing;
  EXPECT_NE(missing.AddGraphDef(unknown).message().find("Unknown input node 'nowhere'"),
            std::string::npos);
  EXPECT_EQ(missing.num_nodes(), 0);  // all or nothing: x is not left behind
}

TEST(GraphRunnerTest, RunsWithFeedsAndFetches) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({2}));
  const int c = Const(&graph, "c", Floats({10, 20}, TensorShape({2})));
  int sum, product;
  ASSERT_TRUE(Binary(&graph, "sum", "AddV2", x, c, &sum).ok());
  ASSERT_TRUE(Binary(&graph, "product", "Mul", sum, sum, &product).ok());
  std::unique_ptr<CompiledGraph> compiled;
  ASSERT_TRUE(
      CompiledGraph::Compile(graph, {{x, 0}}, {{product, 0}, {sum, 0}}, {}, {}, &compiled).ok());
  std::vector<Tensor> outputs;
  ASSERT_TRUE(compiled->Run({Floats({1, 2}, TensorShape({2}))}, &outputs).ok());
  EXPECT_EQ(outputs[0].flat<float>()(0), 121);
  EXPECT_EQ(outputs[0].flat<float>()(1), 484);
  EXPECT_EQ(outputs[1].flat<float>()(1), 22);
  Tensor ints(DT_INT32, TensorShape({2}));
  EXPECT_EQ(compiled->Run({ints}, &outputs),
            errors::InvalidArgument("Fed value 0 has dtype int32, expected float"));

  const absl::Status unfed = CompiledGraph::Compile(graph, {}, {{sum, 0}}, {}, {}, &compiled);
  EXPECT_EQ(unfed.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(unfed.message().find("You must feed a value for placeholder tensor 'x' with dtype "
                                 "float and shape [2]"),
            std::string::npos) << unfed;
}

TEST(GraphRunnerTest, KernelErrorsNameTheNode) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({-1}));
  const int y = Placeholder(&graph, "y", DT_FLOAT, PartialTensorShape({-1}));
  int sum;
  ASSERT_TRUE(Binary(&graph, "sum", "AddV2", x, y, &sum).ok());
  std::unique_ptr<CompiledGraph> compiled;
  ASSERT_TRUE(CompiledGraph::Compile(graph, {{x, 0}, {y, 0}}, {{sum, 0}}, {}, {}, &compiled).ok());
  std::vector<Tensor> outputs;
  const absl::Status status = compiled->Run(
      {Floats({1, 2}, TensorShape({2})), Floats({1, 2, 3}, TensorShape({3}))}, &outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("[[{{node sum}}]]"), std::string::npos) << status;
}

TEST(GraphRunnerTest, IndependentBranchesOnThePool) {
  Graph graph;
  const int x = Placeholder(&graph, "x", DT_FLOAT, PartialTensorShape({2}));
  std::vector<Endpoint> fetches;
  for (int b = 0; b < 50; ++b) {
    int product;
    ASSERT_TRUE(Binary(&graph, graph.UniqueName("mul"), "Mul", x, x, &product).ok());
    fetches.emplace_back(product, 0);
  }
  thread::ThreadPool pool("inter_op", 2);
  CompiledGraph::Options options;
  options.inter_op = &pool;
  std::unique_ptr<CompiledGraph> compiled;
  ASSERT_TRUE(CompiledGraph::Compile(graph, {{x, 0}}, fetches, {}, options, &compiled).ok());
  for (int run = 0; run < 20; ++run) {
    std::vector<Tensor> outputs;
    ASSERT_TRUE(compiled->Run({Floats({3, 4}, TensorShape({2}))}, &outputs).ok());
    ASSERT_EQ(outputs.size(), 50u);
    for (const Tensor& out : outputs) EXPECT_EQ(out.flat<float>()(1), 16);
  }
}

}  // namespace
}  // namespace graph
}  // namespace tensorflow
