// The math ops' registrations: their shape functions as registered (op_defs_test
// holds their OpDefs to TensorFlow's).
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Scalar;
using test::Int32Vector;

TEST(MathOpsTest, UnaryShapes) {
  for (const char* name :
       {"Cast", "Neg", "Abs", "Square", "Sqrt", "Rsqrt", "Exp", "Log", "Tanh", "Sigmoid"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?", "in0");
    INFER_OK(op, "[2,?,3]", "in0");
  }
}

TEST(MathOpsTest, BinaryShapesBroadcast) {
  for (const char* name : {"AddV2", "Sub", "Mul", "RealDiv", "Maximum", "Minimum", "Pow"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?;[1,2]", "?");
    INFER_OK(op, "[2,3];[2,3]", "[d0_0|d1_0,d0_1|d1_1]");
    INFER_OK(op, "[2,3];[]", "[d0_0,d0_1]");
    INFER_OK(op, "[4,1,3];[2,1]", "[d0_0,d1_0,d0_2]");
    INFER_ERROR("Dimensions must be equal, but are 3 and 4", op, "[2,3];[4]");
  }
}

TEST(MathOpsTest, AddNShapes) {
  ShapeInferenceTestOp op("AddN");
  AddNodeAttr("N", 3, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  INFER_OK(op, "[2,?];[?,3];?", "[d0_0,d1_1]");
  INFER_OK(op, "?;?;?", "in0|in1|in2");
  INFER_ERROR("From merging shape 0 with other shapes.", op, "[2];[3];?");
}

TEST(MathOpsTest, MatMulShapes) {
  ShapeInferenceTestOp op("MatMul");
  INFER_OK(op, "[2,3];[3,4]", "[d0_0,d1_1]");
  INFER_OK(op, "?;[3,4]", "[?,d1_1]");
  INFER_ERROR("must be rank 2", op, "[2];[3,4]");
  INFER_ERROR("Dimensions must be equal, but are 3 and 5", op, "[2,3];[5,4]");

  ShapeInferenceTestOp transposed("MatMul");
  AddNodeAttr("transpose_a", true, &transposed.node_def);
  AddNodeAttr("transpose_b", true, &transposed.node_def);
  INFER_OK(transposed, "[3,2];[4,3]", "[d0_1,d1_0]");
}

TEST(MathOpsTest, ReductionShapes) {
  for (const char* name : {"Sum", "Mean", "Prod", "Max", "Min"}) {
    ShapeInferenceTestOp op(name);
    const Tensor axes = Int32Vector({0, -1});
    op.input_tensors = {nullptr, &axes};
    INFER_OK(op, "[2,3,4];[2]", "[d0_1]");
    const Tensor bad = Int32Vector({3});
    op.input_tensors = {nullptr, &bad};
    INFER_ERROR("Invalid reduction dimension", op, "[2,3,4];[1]");

    ShapeInferenceTestOp keep(name);
    AddNodeAttr("keep_dims", true, &keep.node_def);
    keep.input_tensors = {nullptr, &axes};
    INFER_OK(keep, "[2,3,4];[2]", "[1,d0_1,1]");
    keep.input_tensors = {};
    INFER_OK(keep, "[2,3,4];[2]", "[?,?,?]");
  }
}

TEST(MathOpsTest, ArgMaxShapes) {
  ShapeInferenceTestOp op("ArgMax");
  INFER_OK(op, "[2,3,4];[]", "[?,?]");
  INFER_OK(op, "[5];[]", "[]");
  const Tensor dimension = Int32Scalar(1);
  op.input_tensors = {nullptr, &dimension};
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_2]");
  const Tensor out_of_range = Int32Scalar(-4);
  op.input_tensors = {nullptr, &out_of_range};
  INFER_ERROR("must be in the range [-3, 3)", op, "[2,3,4];[]");
  // Tidx allows int16, so a constant int16 dimension is read too.
  Tensor int16_dimension(DT_INT16, TensorShape({}));
  int16_dimension.scalar<int16>()() = -1;
  op.input_tensors = {nullptr, &int16_dimension};
  AddNodeAttr("Tidx", DT_INT16, &op.node_def);
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_1]");
}

}  // namespace
}  // namespace tensorflow
