// Op libraries written in TensorFlow 1.x's style and in TensorFlow 2.21's (Abseil everywhere)
// build with tf_custom_op_library, load, register their ops and kernels, and run: their kernels,
// their shape functions and their error paths.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

void Load(const std::string& name) {
  OpLibrary library;
  const Status status =
      LoadOpLibrary("tensorflow_lite_core/compat/testdata/" + name + ".so", &library);
  ASSERT_TRUE(status.ok()) << status;
}

class SourceStylesTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    Load("tf1_style_ops");
    Load("tf2_style_ops");
  }
};

NodeDef Node(const std::string& op, int num_inputs) {
  NodeDef node;
  node.set_name("node");
  node.set_op(op);
  for (int i = 0; i < num_inputs; ++i) node.add_input("input" + std::to_string(i));
  return node;
}

template <typename T>
Tensor Vector(DataType dtype, const std::vector<T>& values) {
  Tensor tensor(dtype, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<T>()(i) = values[i];
  return tensor;
}

template <typename T>
std::vector<T> Values(const Tensor& tensor) {
  std::vector<T> values;
  for (int64 i = 0; i < tensor.NumElements(); ++i) values.push_back(tensor.flat<T>()(i));
  return values;
}

// Runs `node` on `inputs`; *outputs holds the results when OK.
Status RunNode(const NodeDef& node, const std::vector<Tensor>& inputs, std::vector<Tensor>* outputs) {
  std::unique_ptr<KernelRunner> runner;
  TF_RETURN_IF_ERROR(KernelRunner::Create(node, &runner));
  return runner->Run(inputs, outputs);
}

// The output shapes of `node` for `input_shapes`, as text ("[2,3]"), or the error.
std::string Shapes(const NodeDef& node, const std::vector<PartialTensorShape>& input_shapes) {
  std::vector<PartialTensorShape> outputs;
  const Status status = InferShapes(OpRegistry::Global(), node, input_shapes, {}, &outputs);
  if (!status.ok()) return status.ToString();
  std::string text;
  for (const PartialTensorShape& shape : outputs) text += shape.DebugString();
  return text;
}

void ExpectError(const Status& status, error::Code code, const std::string& message) {
  EXPECT_EQ(status.code(), code) << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "expected '" << message << "' in: " << status;
}

TEST_F(SourceStylesTest, Tf1StyleKernelRunsAndReportsItsErrors) {
  NodeDef node = Node("Tf1StyleZeroOut", 1);
  AddNodeAttr("preserve_index", 1, &node);
  std::vector<Tensor> outputs;
  Status status = RunNode(node, {Vector<int32>(DT_INT32, {5, 6, 7})}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values<int32>(outputs[0]), (std::vector<int32>{0, 6, 0}));

  // Status::error_message() and errors::InvalidArgument("a", 1, "b") made this message.
  ExpectError(RunNode(node, {Vector<int32>(DT_INT32, {5})}, &outputs), error::INVALID_ARGUMENT,
              "Tf1StyleZeroOut: preserve_index out of range: 1 >= 1");
  ExpectError(RunNode(node, {Tensor(DT_INT32, TensorShape({2, 2}))}, &outputs),
              error::INVALID_ARGUMENT, "ZeroOut expects a 1-D vector, got rank 2");
}

TEST_F(SourceStylesTest, Tf1StyleShapeFunctionsMixHelpersAndStatusOk) {
  NodeDef zero_out = Node("Tf1StyleZeroOut", 1);
  EXPECT_EQ(Shapes(zero_out, {PartialTensorShape({4})}), "[4]");
  EXPECT_NE(Shapes(zero_out, {PartialTensorShape({2, 3})}).find("must be rank 1"),
            std::string::npos);

  NodeDef same = Node("Tf1StyleSameShape", 1);
  EXPECT_EQ(Shapes(same, {PartialTensorShape({2, 3, 4})}), "[2,3,4]");
  AddNodeAttr("check_rank", true, &same);
  EXPECT_EQ(Shapes(same, {PartialTensorShape({2, 3})}), "[2,3]");
  EXPECT_NE(Shapes(same, {PartialTensorShape({2, 3, 4})}).find("must be at most rank 2"),
            std::string::npos);
}

TEST_F(SourceStylesTest, Tf2StyleKernelsRunWithAbseilHelpers) {
  NodeDef scale = Node("Tf2StyleScale", 1);
  AddNodeAttr("T", DT_FLOAT, &scale);
  AddNodeAttr("factor", 3, &scale);
  std::vector<Tensor> outputs;
  Status status = RunNode(scale, {Vector<float>(DT_FLOAT, {1.5f, -2})}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values<float>(outputs[0]), (std::vector<float>{4.5f, -6}));

  NodeDef scale_int = Node("Tf2StyleScale", 1);
  AddNodeAttr("T", DT_INT32, &scale_int);
  status = RunNode(scale_int, {Vector<int32>(DT_INT32, {7})}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values<int32>(outputs[0]), (std::vector<int32>{14}));

  NodeDef scale_int64 = Node("Tf2StyleScale", 1);
  AddNodeAttr("T", DT_INT64, &scale_int64);
  status = RunNode(scale_int64, {Vector<int64>(DT_INT64, {int64{1} << 40})}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values<int64>(outputs[0]), (std::vector<int64>{int64{1} << 41}));

  NodeDef histogram = Node("Tf2StyleHistogram", 1);
  AddNodeAttr("num_buckets", 3, &histogram);
  status = RunNode(histogram, {Vector<int32>(DT_INT32, {0, 2, 2, 1, 2})}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values<int32>(outputs[0]), (std::vector<int32>{1, 1, 3}));
}

TEST_F(SourceStylesTest, Tf2StyleErrorsComeFromAbslStatusHelpers) {
  // absl::StatusOr + OP_REQUIRES_VALUE in the constructor.
  NodeDef scale = Node("Tf2StyleScale", 1);
  AddNodeAttr("T", DT_DOUBLE, &scale);
  AddNodeAttr("factor", -1, &scale);
  std::vector<Tensor> outputs;
  ExpectError(RunNode(scale, {Vector<double>(DT_DOUBLE, {1})}, &outputs), error::INVALID_ARGUMENT,
              "factor must be positive, got -1");

  // absl::Status and tsl::Status helpers given to OP_REQUIRES_OK.
  NodeDef histogram = Node("Tf2StyleHistogram", 1);
  AddNodeAttr("num_buckets", 3, &histogram);
  ExpectError(RunNode(histogram, {Vector<int32>(DT_INT32, {1, 7})}, &outputs), error::OUT_OF_RANGE,
              "value 7 is outside [0, 3)");
  ExpectError(RunNode(histogram, {Tensor(DT_INT32, TensorShape({1, 2}))}, &outputs),
              error::INVALID_ARGUMENT, "values must be a vector, got shape [1,2]");
}

TEST_F(SourceStylesTest, Tf2StyleShapeFunctionsReturnAbslStatus) {
  NodeDef scale = Node("Tf2StyleScale", 1);
  AddNodeAttr("T", DT_FLOAT, &scale);
  EXPECT_EQ(Shapes(scale, {PartialTensorShape({5, -1})}), "[5,?]");
  AddNodeAttr("factor", 0, &scale);
  EXPECT_NE(Shapes(scale, {PartialTensorShape({5})}).find("INVALID_ARGUMENT: Tf2StyleScale: factor is 0"),
            std::string::npos);

  NodeDef histogram = Node("Tf2StyleHistogram", 1);
  AddNodeAttr("num_buckets", 4, &histogram);
  EXPECT_EQ(Shapes(histogram, {PartialTensorShape({-1})}), "[4]");
  EXPECT_NE(Shapes(histogram, {PartialTensorShape({2, 2})}).find("must be rank 1"),
            std::string::npos);
}

TEST_F(SourceStylesTest, SetDoNotOptimizeMarksTheOpStatefulAndItsKernelKeepsState) {
  const OpDef* op_def = nullptr;
  ASSERT_TRUE(OpRegistry::Global()->LookUpOpDef("Tf2StyleCallCount", &op_def).ok());
  EXPECT_TRUE(op_def->is_stateful());

  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("Tf2StyleCallCount", 0), &runner).ok());
  std::vector<Tensor> outputs;
  for (int64 expected = 1; expected <= 3; ++expected) {
    ASSERT_TRUE(runner->Run({}, &outputs).ok());
    EXPECT_EQ(outputs[0].scalar<int64>()(), expected);
  }
}

}  // namespace
}  // namespace tensorflow
