// The INFER_OK / INFER_ERROR grammar itself: what each expectation accepts and what it rejects.
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

#include <string>

#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"

namespace tensorflow {
namespace shape_inference {
namespace {

REGISTER_OP("TestutilPassThrough")
    .Input("a: float")
    .Input("b: float")
    .Output("y: float")
    .SetShapeFn(UnchangedShape);

// [d0_0, 3, ?, d0_1] for an input of rank 2.
REGISTER_OP("TestutilNewShape")
    .Input("a: float")
    .Output("y: float")
    .SetShapeFn([](InferenceContext* c) {
      ShapeHandle input;
      TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 2, &input));
      c->set_output(0, c->MakeShape({c->Dim(input, 0), 3, InferenceContext::kUnknownDim,
                                     c->Dim(input, 1)}));
      return OkStatus();
    });

REGISTER_OP("TestutilUnknown").Input("a: float").Output("y: float").SetShapeFn(UnknownShape);

REGISTER_OP("TestutilNoShapeFn").Input("a: float").Output("y: float");

REGISTER_OP("TestutilFails").Input("a: float").Output("y: float").SetShapeFn(
    [](InferenceContext*) { return errors::InvalidArgument("boom"); });

// A vector of length attr k.
REGISTER_OP("TestutilAttr").Attr("k: int = 3").Output("y: float").SetShapeFn(
    [](InferenceContext* c) {
      int64 k = 0;
      TF_RETURN_IF_ERROR(c->GetAttr("k", &k));
      c->set_output(0, c->Vector(k));
      return OkStatus();
    });

// Output i is input i's shape held as a constant value.
REGISTER_OP("TestutilShapeTensor").Input("s: int32").Output("y: float").SetShapeFn(
    [](InferenceContext* c) {
      ShapeHandle out;
      TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(0, &out));
      c->set_output(0, out);
      return OkStatus();
    });

std::string Infer(const ShapeInferenceTestOp& op, const std::string& ins,
                  const std::string& outs) {
  return std::string(ShapeInferenceTestutil::InferShapes(op, ins, outs).message());
}

// The message of a failure of the harness itself.
std::string Harness(const std::string& message) {
  return ShapeInferenceTestutil::kHarnessErrorPrefix + message;
}

TEST(ShapeInferenceTestutilTest, InputHandles) {
  const ShapeInferenceTestOp op("TestutilPassThrough");
  INFER_OK(op, "[1,?];[2]", "in0");
  INFER_OK(op, "?;[2]", "in0");
  INFER_OK(op, "[1,?];[2]", "in1|in0");
  INFER_OK(op, "[ 1, ? ] ; [2]", "in0");  // Spaces are ignored.
  EXPECT_EQ("Output 0 expected to be in1 but was in0", Infer(op, "[1,?];[2]", "in1"));
  // An input handle is never described by its dimensions or as a new unknown shape.
  EXPECT_EQ("Output 0 expected to be [d0_0,d0_1] but was in0",
            Infer(op, "[1,?];[2]", "[d0_0,d0_1]"));
  EXPECT_EQ("Output 0 expected to be [1,?] but was in0", Infer(op, "[1,?];[2]", "[1,?]"));
  EXPECT_EQ("Output 0 expected to be ? but was in0", Infer(op, "?;[2]", "?"));
}

TEST(ShapeInferenceTestutilTest, NewShapes) {
  const ShapeInferenceTestOp op("TestutilNewShape");
  INFER_OK(op, "[2,?]", "[d0_0,3,?,d0_1]");
  INFER_OK(op, "[2,?]", "[d0_1|d0_0,3,?,d0_1]");
  INFER_OK(op, "?", "[?,3,?,?]");  // WithRank made new dimensions.
  // Numbers and ? mean new dimensions, not the inputs' own.
  EXPECT_EQ("Output 0 expected to be [2,3,?,d0_1] but was [d0_0,3,?,d0_1]",
            Infer(op, "[2,?]", "[2,3,?,d0_1]"));
  EXPECT_EQ("Output 0 expected to be [d0_0,3,?,?] but was [d0_0,3,?,d0_1]",
            Infer(op, "[2,?]", "[d0_0,3,?,?]"));
  EXPECT_EQ("Output 0 expected to be [d0_0,4,?,d0_1] but was [d0_0,3,?,d0_1]",
            Infer(op, "[2,?]", "[d0_0,4,?,d0_1]"));
  EXPECT_EQ("Output 0 expected to be [d0_0,3,3,d0_1] but was [d0_0,3,?,d0_1]",
            Infer(op, "[2,?]", "[d0_0,3,3,d0_1]"));
  EXPECT_EQ("Output 0 expected to be [d0_1,3,?,d0_1] but was [d0_0,3,?,d0_1]",
            Infer(op, "[2,?]", "[d0_1,3,?,d0_1]"));
  EXPECT_EQ("Output 0 expected to be [d0_0,3,?] but was [d0_0,3,?,d0_1]",
            Infer(op, "[2,?]", "[d0_0,3,?]"));
  EXPECT_EQ("Output 0 expected to be ? but was [d0_0,3,?,d0_1]", Infer(op, "[2,?]", "?"));
  EXPECT_EQ("Output 0 expected to be in0 but was [d0_0,3,?,d0_1]", Infer(op, "[2,?]", "in0"));
}

TEST(ShapeInferenceTestutilTest, UnknownShapes) {
  const ShapeInferenceTestOp op("TestutilUnknown");
  INFER_OK(op, "?", "?");
  INFER_OK(op, "[1]", "?");
  EXPECT_EQ("Output 0 expected to be in0 but was ?", Infer(op, "?", "in0"));
  EXPECT_EQ("Output 0 expected to be [] but was ?", Infer(op, "[]", "[]"));
}

TEST(ShapeInferenceTestutilTest, ExpectedErrors) {
  INFER_ERROR("boom", ShapeInferenceTestOp("TestutilFails"), "[1]");
  // The error comes with the node and the input shapes.
  INFER_ERROR("boom for '{{node TestutilFails}} = TestutilFails[]()' with input shapes: [1].",
              ShapeInferenceTestOp("TestutilFails"), "[1]");
  INFER_ERROR("Shape must be rank 2 but is rank 1", ShapeInferenceTestOp("TestutilNewShape"),
              "[1]");
  EXPECT_EQ(Harness("Shape inference should have failed, but succeeded with in0"),
            Infer(ShapeInferenceTestOp("TestutilPassThrough"), "[1];[2]", "e"));
  // An unexpected failure is what INFER_OK reports.
  EXPECT_EQ("boom for '{{node TestutilFails}} = TestutilFails[]()' with input shapes: [1].",
            Infer(ShapeInferenceTestOp("TestutilFails"), "[1]", "?"));
}

TEST(ShapeInferenceTestutilTest, BadTestInputs) {
  const ShapeInferenceTestOp op("TestutilPassThrough");
  EXPECT_EQ(Harness("Input shape '[1,x]' has a bad size 'x'"), Infer(op, "[1,x];[2]", "in0"));
  EXPECT_EQ(Harness("Input shape '[1,-2]' has a bad size '-2'"), Infer(op, "[1,-2];[2]", "in0"));
  EXPECT_EQ(Harness("Input shape '1,2' is neither ? nor [...]"), Infer(op, "1,2;[2]", "in0"));
  EXPECT_EQ(Harness("Op 'TestutilPassThrough' has 2 inputs, but 1 input shapes were given"),
            Infer(op, "[1]", "in0"));
  EXPECT_EQ(Harness("Wrong number of expected outputs (2 vs 1): got in0"),
            Infer(op, "[1];[2]", "in0;in0"));
  EXPECT_EQ(Harness("Bad expected output 'foo'"), Infer(op, "[1];[2]", "foo"));
  EXPECT_EQ(Harness("Bad expected dimension 'x'"),
            Infer(ShapeInferenceTestOp("TestutilNewShape"), "[2,?]", "[x,3,?,d0_1]"));
  const Status unknown_op =
      ShapeInferenceTestutil::InferShapes(ShapeInferenceTestOp("NoSuchOp"), "[1]", "in0");
  EXPECT_EQ(error::NOT_FOUND, unknown_op.code()) << unknown_op;
  EXPECT_TRUE(ShapeInferenceTestutil::IsHarnessError(unknown_op)) << unknown_op;
  EXPECT_EQ(Harness("No shape inference function exists for op 'TestutilNoShapeFn'"),
            Infer(ShapeInferenceTestOp("TestutilNoShapeFn"), "[1]", "e"));
  // The shape function's own errors are not the harness's.
  EXPECT_FALSE(ShapeInferenceTestutil::IsHarnessError(
      ShapeInferenceTestutil::InferShapes(ShapeInferenceTestOp("TestutilFails"), "[1]", "e")));
}

// INFER_ERROR fails on a failure of the harness even when the expected text matches it, and
// INFER_OK on any error.
TEST(ShapeInferenceTestutilTest, MacrosFailOnHarnessFailures) {
  const ShapeInferenceTestOp op("TestutilPassThrough");
  EXPECT_NONFATAL_FAILURE(INFER_ERROR("not registered", ShapeInferenceTestOp("NoSuchOp"), "[1]"),
                          "Not an error of the shape function");
  EXPECT_NONFATAL_FAILURE(INFER_ERROR("bad size", op, "[1,x];[2]"),
                          "Not an error of the shape function");
  EXPECT_NONFATAL_FAILURE(INFER_ERROR("input shapes were given", op, "[1]"),
                          "Not an error of the shape function");
  EXPECT_NONFATAL_FAILURE(INFER_ERROR("No shape inference function",
                                      ShapeInferenceTestOp("TestutilNoShapeFn"), "[1]"),
                          "Not an error of the shape function");
  EXPECT_NONFATAL_FAILURE(INFER_ERROR("succeeded", op, "[1];[2]"),
                          "Not an error of the shape function");
  EXPECT_NONFATAL_FAILURE(INFER_ERROR("", ShapeInferenceTestOp("TestutilFails"), "[1]"),
                          "INFER_ERROR needs the error text to expect");
  EXPECT_NONFATAL_FAILURE(INFER_OK(ShapeInferenceTestOp("TestutilFails"), "[1]", "?"), "boom");
  EXPECT_NONFATAL_FAILURE(INFER_OK(op, "[1]", "in0"), "input shapes were given");
}

TEST(ShapeInferenceTestutilTest, AttrsAndDefaults) {
  ShapeInferenceTestOp op("TestutilAttr");
  INFER_OK(op, "", "[3]");
  AddNodeAttr("k", 5, &op.node_def);
  INFER_OK(op, "", "[5]");
}

TEST(ShapeInferenceTestutilTest, InputTensors) {
  ShapeInferenceTestOp op("TestutilShapeTensor");
  INFER_OK(op, "[2]", "[?,?]");
  Tensor shape(DT_INT32, TensorShape({2}));
  shape.flat<int32>()(0) = 4;
  shape.flat<int32>()(1) = -1;
  op.input_tensors = {&shape};
  INFER_OK(op, "[2]", "[4,?]");
}

}  // namespace
}  // namespace shape_inference
}  // namespace tensorflow
