#include "tensorflow_lite_core/framework/shape_inference_runner.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Output 0: the shape held by constant input `shape`, each size times attr `scale`.
// Output 1: input `x` unchanged.
Status ScaledShapeFn(InferenceContext* c) {
  int64 scale = 0;
  TF_RETURN_IF_ERROR(c->GetAttr("scale", &scale));
  ShapeHandle shape;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(1, &shape));
  if (c->RankKnown(shape)) {
    std::vector<DimensionHandle> dims;
    for (int i = 0; i < c->Rank(shape); ++i) {
      DimensionHandle scaled;
      TF_RETURN_IF_ERROR(c->Multiply(c->Dim(shape, i), scale, &scaled));
      dims.push_back(scaled);
    }
    shape = c->MakeShape(dims);
  }
  c->set_output(0, shape);
  c->set_output(1, c->input(0));
  return OkStatus();
}

REGISTER_OP("RunnerTestScaledShape")
    .Input("x: T")
    .Input("shape: int32")
    .Output("scaled: float")
    .Output("same: T")
    .Attr("T: type")
    .Attr("scale: int = 1")
    .SetShapeFn(ScaledShapeFn);

REGISTER_OP("RunnerTestNoShapeFn").Input("x: float").Output("y: float");

Tensor VectorTensor(const std::vector<int32>& values) {
  Tensor t(DT_INT32, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<int32>()(i) = values[i];
  return t;
}

NodeDef ScaledShapeNode(int64 scale) {
  NodeDef node;
  node.set_name("scaled");
  node.set_op("RunnerTestScaledShape");
  AddNodeAttr("T", DT_FLOAT, &node);
  if (scale != 1) AddNodeAttr("scale", scale, &node);
  return node;
}

// "[6,?];[2,?]" for easy comparison.
std::string ShapesString(const std::vector<PartialTensorShape>& shapes) {
  std::string text;
  for (size_t i = 0; i < shapes.size(); ++i) {
    if (i > 0) text += ";";
    text += shapes[i].unknown_rank() ? "?" : shapes[i].DebugString();
  }
  return text;
}

void ExpectShapes(const NodeDef& node, const std::vector<PartialTensorShape>& input_shapes,
                  const std::vector<const Tensor*>& input_tensors, const std::string& expected) {
  std::vector<PartialTensorShape> outputs;
  const Status status =
      InferShapes(OpRegistry::Global(), node, input_shapes, input_tensors, &outputs);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(expected, ShapesString(outputs));
}

void ExpectFailure(const NodeDef& node, const std::vector<PartialTensorShape>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors, error::Code code,
                   const std::string& message) {
  std::vector<PartialTensorShape> outputs = {PartialTensorShape({1})};
  const Status status =
      InferShapes(OpRegistry::Global(), node, input_shapes, input_tensors, &outputs);
  EXPECT_EQ(code, status.code()) << status;
  EXPECT_EQ(message, status.message());
  EXPECT_TRUE(outputs.empty());
}

TEST(ShapeInferenceRunnerTest, AttrsAndConstantInputs) {
  const Tensor shape = VectorTensor({3, -1});
  ExpectShapes(ScaledShapeNode(2), {PartialTensorShape({2, -1}), PartialTensorShape({2})},
               {nullptr, &shape}, "[6,?];[2,?]");
  // The attr's default.
  ExpectShapes(ScaledShapeNode(1), {PartialTensorShape({2, -1}), PartialTensorShape({2})},
               {nullptr, &shape}, "[3,?];[2,?]");
  // The constant's shape stands in for an unknown input shape.
  ExpectShapes(ScaledShapeNode(2), {PartialTensorShape(), PartialTensorShape()},
               {nullptr, &shape}, "[6,?];?");
  // Without the constant only its length is known.
  ExpectShapes(ScaledShapeNode(2), {PartialTensorShape({4}), PartialTensorShape({2})}, {},
               "[?,?];[4]");
  ExpectShapes(ScaledShapeNode(2), {PartialTensorShape({4}), PartialTensorShape()}, {nullptr},
               "?;[4]");
}

TEST(ShapeInferenceRunnerTest, ErrorsFromTheShapeFunctionNameTheNode) {
  const Tensor bad = VectorTensor({3, -2});
  ExpectFailure(ScaledShapeNode(2), {PartialTensorShape({2}), PartialTensorShape({2})},
                {nullptr, &bad}, error::INVALID_ARGUMENT,
                "Invalid value in tensor used for shape: -2 for '{{node scaled}} = "
                "RunnerTestScaledShape[T=DT_FLOAT, scale=2]()' with input shapes: [2], [2] and "
                "with computed input tensors: input[1] = <3 -2>.");
  // Rejected before its value is read, so the message lists no tensor.
  const Tensor matrix(DT_INT32, TensorShape({2, 2}));
  ExpectFailure(ScaledShapeNode(1), {PartialTensorShape({2}), PartialTensorShape({-1, -1})},
                {nullptr, &matrix}, error::INVALID_ARGUMENT,
                "Shape must be rank 1 but is rank 2 for '{{node scaled}} = "
                "RunnerTestScaledShape[T=DT_FLOAT, scale=1]()' with input shapes: [2], [2,2].");
}

TEST(ShapeInferenceRunnerTest, BadArguments) {
  const Tensor shape = VectorTensor({3, 1});
  ExpectFailure(ScaledShapeNode(1), {PartialTensorShape({2}), PartialTensorShape({3})},
                {nullptr, &shape}, error::INVALID_ARGUMENT,
                "Constant input 1 of op 'RunnerTestScaledShape' has shape [2], which does not "
                "match its input shape [3]");
  ExpectFailure(ScaledShapeNode(1), {PartialTensorShape({2})}, {}, error::INVALID_ARGUMENT,
                "Op 'RunnerTestScaledShape' has 2 inputs, but 1 input shapes were given");
  ExpectFailure(ScaledShapeNode(1), {PartialTensorShape({2})}, {nullptr, &shape},
                error::INVALID_ARGUMENT,
                "2 input tensors were given for 1 input shapes of op 'RunnerTestScaledShape'");

  NodeDef no_shape_fn;
  no_shape_fn.set_op("RunnerTestNoShapeFn");
  ExpectFailure(no_shape_fn, {PartialTensorShape({2})}, {}, error::INVALID_ARGUMENT,
                "No shape inference function exists for op 'RunnerTestNoShapeFn', did you "
                "forget to define it?");

  NodeDef unknown_op;
  unknown_op.set_op("RunnerTestNoSuchOp");
  std::vector<PartialTensorShape> outputs;
  const Status status = InferShapes(OpRegistry::Global(), unknown_op, {}, {}, &outputs);
  EXPECT_EQ(error::NOT_FOUND, status.code()) << status;
  EXPECT_NE(std::string::npos, status.message().find("RunnerTestNoSuchOp")) << status;
}

// The attrs are checked against the op before its shape function trusts them.
REGISTER_OP("RunnerTestLastOfN")
    .Input("values: N * float")
    .Output("last: float")
    .Attr("N: int >= 1")
    .Attr("mode: {'a', 'b'} = 'a'")
    .SetShapeFn([](InferenceContext* c) {
      c->set_output(0, c->input(c->num_inputs() - 1));  // would CHECK-fail with N = 0
      return OkStatus();
    });

TEST(ShapeInferenceRunnerTest, AttrsOutsideTheOpAreRefused) {
  NodeDef node;
  node.set_name("last");
  node.set_op("RunnerTestLastOfN");
  AddNodeAttr("N", 0, &node);
  std::vector<PartialTensorShape> outputs;
  Status status = InferShapes(OpRegistry::Global(), node, {}, {}, &outputs);
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << status;
  EXPECT_NE(status.message().find("Value for attr 'N' of 0 must be at least minimum 1"),
            std::string::npos)
      << status;
  EXPECT_NE(status.message().find("NodeDef: {{node last}}"), std::string::npos) << status;

  (*node.mutable_attr())["N"].set_i(1);
  AddNodeAttr("mode", "c", &node);
  status = InferShapes(OpRegistry::Global(), node, {PartialTensorShape({2})}, {}, &outputs);
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << status;
  EXPECT_NE(status.message().find("Value for attr 'mode' of \"c\" is not in the list of "
                                  "allowed values"),
            std::string::npos)
      << status;

  (*node.mutable_attr())["mode"].set_s("b");
  status = InferShapes(OpRegistry::Global(), node, {PartialTensorShape({2})}, {}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(outputs[0].DebugString(), "[2]");
}

TEST(ShapeInferenceRunnerTest, RegistrationDataAndOwnRegistry) {
  OpRegistry registry;
  TF_CHECK_OK(registry.RegisterNow([](OpRegistrationData* data) {
    return OpDefBuilder("RunnerTestMatMul")
        .Input("a: float")
        .Input("b: float")
        .Output("product: float")
        .Attr("transpose_a: bool = false")
        .Attr("transpose_b: bool = false")
        .SetShapeFn(shape_inference::MatMulShape)
        .Finalize(data);
  }));
  NodeDef node;
  node.set_op("RunnerTestMatMul");
  AddNodeAttr("transpose_b", true, &node);
  std::vector<PartialTensorShape> outputs;
  TF_CHECK_OK(InferShapes(&registry, node,
                          {PartialTensorShape({2, -1}), PartialTensorShape({5, 3})}, {},
                          &outputs));
  EXPECT_EQ("[2,5]", ShapesString(outputs));

  // Not in the global registry.
  EXPECT_EQ(error::NOT_FOUND,
            InferShapes(OpRegistry::Global(), node, {}, {}, &outputs).code());

  // Straight from registration data; the NodeDef may leave the op unnamed, not misname it.
  const OpRegistrationData* data = registry.LookUp("RunnerTestMatMul");
  ASSERT_NE(nullptr, data);
  NodeDef unnamed;
  TF_CHECK_OK(InferShapes(*data, unnamed, {PartialTensorShape(), PartialTensorShape({3, 4})}, {},
                          &outputs));
  EXPECT_EQ("[?,4]", ShapesString(outputs));
  NodeDef other;
  other.set_name("n");
  other.set_op("Other");
  const Status status = InferShapes(*data, other, {PartialTensorShape(), PartialTensorShape()},
                                    {}, &outputs);
  EXPECT_EQ(error::INVALID_ARGUMENT, status.code());
  EXPECT_EQ("NodeDef 'n' is for op 'Other', not for op 'RunnerTestMatMul'", status.message());
}

}  // namespace
}  // namespace tensorflow
