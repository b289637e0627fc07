// The array ops' registrations: their shape functions as registered (op_defs_test
// holds their OpDefs to TensorFlow's).
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using test::Int32Matrix;
using test::Int32Scalar;
using test::Int32Vector;

TEST(ArrayOpsTest, IdentityShapes) {
  ShapeInferenceTestOp op("Identity");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[1,?,3]", "in0");
}

TEST(ArrayOpsTest, IdentityNShapes) {
  ShapeInferenceTestOp op("IdentityN");
  AddNodeAttr("T", {DT_FLOAT, DT_INT32, DT_BOOL}, &op.node_def);
  INFER_OK(op, "[1,?];?;[]", "in0;in1;in2");
}

TEST(ArrayOpsTest, ConstShapes) {
  ShapeInferenceTestOp op("Const");
  TensorProto value;
  value.set_dtype(DT_FLOAT);
  value.mutable_tensor_shape()->add_dim()->set_size(2);
  value.mutable_tensor_shape()->add_dim()->set_size(3);
  AddNodeAttr("value", value, &op.node_def);
  AddNodeAttr("dtype", DT_FLOAT, &op.node_def);
  INFER_OK(op, "", "[2,3]");

  ShapeInferenceTestOp scalar("Const");
  value.clear_tensor_shape();
  AddNodeAttr("value", value, &scalar.node_def);
  AddNodeAttr("dtype", DT_FLOAT, &scalar.node_def);
  INFER_OK(scalar, "", "[]");

  ShapeInferenceTestOp mismatch("Const");
  AddNodeAttr("value", value, &mismatch.node_def);
  AddNodeAttr("dtype", DT_INT32, &mismatch.node_def);
  INFER_ERROR("Type mismatch between value (float) and dtype (int32)", mismatch, "");

  ShapeInferenceTestOp negative("Const");
  value.mutable_tensor_shape()->add_dim()->set_size(-2);
  AddNodeAttr("value", value, &negative.node_def);
  AddNodeAttr("dtype", DT_FLOAT, &negative.node_def);
  INFER_ERROR("Expected shape dimensions to be non-negative, got -2 in shape [-2]", negative, "");
}

ShapeInferenceTestOp BitcastOp(DataType from, DataType to) {
  ShapeInferenceTestOp op("Bitcast");
  AddNodeAttr("T", from, &op.node_def);
  AddNodeAttr("type", to, &op.node_def);
  return op;
}

TEST(ArrayOpsTest, BitcastShapes) {
  INFER_OK(BitcastOp(DT_FLOAT, DT_INT32), "[2,?]", "in0");
  INFER_OK(BitcastOp(DT_FLOAT, DT_UINT8), "[2,3]", "[d0_0,d0_1,4]");
  INFER_OK(BitcastOp(DT_FLOAT, DT_UINT8), "[]", "[4]");
  INFER_OK(BitcastOp(DT_UINT8, DT_FLOAT), "[2,4]", "[d0_0]");
  INFER_OK(BitcastOp(DT_UINT8, DT_FLOAT), "[2,?]", "[d0_0]");
  INFER_OK(BitcastOp(DT_UINT8, DT_FLOAT), "?", "?");
  INFER_ERROR("Cannot bitcast due to shape. 3 does not match 4", BitcastOp(DT_UINT8, DT_FLOAT),
              "[2,3]");
  INFER_ERROR("must be at least rank 1", BitcastOp(DT_UINT8, DT_FLOAT), "[]");
}

TEST(ArrayOpsTest, FillShapes) {
  ShapeInferenceTestOp op("Fill");
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  INFER_OK(op, "[2];[]", "[?,?]");
  INFER_OK(op, "?;[]", "?");
  const Tensor dims = Int32Vector({2, 3});
  op.input_tensors = {&dims, nullptr};
  INFER_OK(op, "[2];[]", "[2,3]");
  const Tensor negative = Int32Vector({2, -3});
  op.input_tensors = {&negative, nullptr};
  INFER_ERROR("Fill dimensions must be >= 0", op, "[2];[]");
}

TEST(ArrayOpsTest, LikeShapes) {
  for (const char* name : {"ZerosLike", "OnesLike"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[2,?]", "in0");
    INFER_OK(op, "?", "in0");
  }
}

TEST(ArrayOpsTest, ShapeSizeRankShapes) {
  ShapeInferenceTestOp shape("Shape");
  INFER_OK(shape, "[1,?,3]", "[3]");
  INFER_OK(shape, "[]", "[0]");
  INFER_OK(shape, "?", "[?]");
  for (const char* name : {"Size", "Rank"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[1,?,3]", "[]");
    INFER_OK(op, "?", "[]");
  }
}

TEST(ArrayOpsTest, ReshapeShapes) {
  ShapeInferenceTestOp op("Reshape");
  INFER_OK(op, "[2,3];[2]", "[?,?]");
  const Tensor shape = Int32Vector({3, -1});
  op.input_tensors = {nullptr, &shape};
  INFER_OK(op, "[2,3];[2]", "[3,2]");
  INFER_OK(op, "?;[2]", "[3,?]");
  const Tensor bad = Int32Vector({4});
  op.input_tensors = {nullptr, &bad};
  INFER_ERROR("Cannot reshape a tensor with 6", op, "[2,3];[1]");
}

TEST(ArrayOpsTest, ExpandDimsShapes) {
  ShapeInferenceTestOp op("ExpandDims");
  const Tensor front = Int32Scalar(0);
  op.input_tensors = {nullptr, &front};
  INFER_OK(op, "[2,3];[]", "[1,d0_0,d0_1]");
  const Tensor back = Int32Scalar(-1);
  op.input_tensors = {nullptr, &back};
  INFER_OK(op, "[2,3];[]", "[d0_0,d0_1,1]");
  const Tensor out_of_range = Int32Scalar(5);
  op.input_tensors = {nullptr, &out_of_range};
  INFER_ERROR("not in the interval", op, "[2,3];[]");
}

TEST(ArrayOpsTest, SqueezeShapes) {
  ShapeInferenceTestOp all("Squeeze");
  INFER_OK(all, "[1,2,1,3]", "[d0_1,d0_3]");
  ShapeInferenceTestOp some("Squeeze");
  AddNodeAttr("squeeze_dims", std::vector<int32>{-1}, &some.node_def);
  INFER_OK(some, "[1,2,1]", "[d0_0,d0_1]");
  INFER_ERROR("Can not squeeze dim[2]", some, "[1,2,3]");
}

TEST(ArrayOpsTest, TransposeShapes) {
  ShapeInferenceTestOp op("Transpose");
  INFER_OK(op, "[2,3,4];[3]", "[?,?,?]");
  const Tensor perm = Int32Vector({2, 0, 1});
  op.input_tensors = {nullptr, &perm};
  INFER_OK(op, "[2,3,4];[3]", "[d0_2,d0_0,d0_1]");
  const Tensor repeated = Int32Vector({0, 0, 1});
  op.input_tensors = {nullptr, &repeated};
  INFER_ERROR("appears more than once", op, "[2,3,4];[3]");
}

TEST(ArrayOpsTest, ConcatV2Shapes) {
  ShapeInferenceTestOp op("ConcatV2");
  AddNodeAttr("N", 2, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  const Tensor axis = Int32Scalar(1);
  op.input_tensors = {nullptr, nullptr, &axis};
  INFER_OK(op, "[2,3];[2,4];[]", "[d0_0,7]");
  INFER_OK(op, "[2,3];[?,4];[]", "[d0_0,7]");
  INFER_ERROR("Dimension 0 in both shapes must be equal", op, "[2,3];[5,4];[]");
  INFER_ERROR("Shapes must be equal rank", op, "[2,3];[2,3,4];[]");
}

// An axis at the int64 extremes is refused through the public InferShapes; it used to overflow
// `axis + 1` before the range check and abort in InferenceContext::Dim.
TEST(ArrayOpsTest, ConcatV2AxisAtInt64ExtremesIsRefused) {
  NodeDef node_def;
  node_def.set_name("concat");
  node_def.set_op("ConcatV2");
  AddNodeAttr("N", 2, &node_def);
  AddNodeAttr("T", DT_FLOAT, &node_def);
  AddNodeAttr("Tidx", DT_INT64, &node_def);
  auto infer_with_axis = [&node_def](int64 value, std::vector<PartialTensorShape>* outputs) {
    Tensor axis(DT_INT64, TensorShape({}));
    axis.scalar<int64>()() = value;
    return InferShapes(
        OpRegistry::Global(), node_def,
        {PartialTensorShape({2, 3}), PartialTensorShape({2, 3}), PartialTensorShape({})},
        {nullptr, nullptr, &axis}, outputs);
  };
  for (const int64 value : {std::numeric_limits<int64>::max(), std::numeric_limits<int64>::min(),
                            int64{254}, int64{-255}}) {
    std::vector<PartialTensorShape> outputs;
    const Status status = infer_with_axis(value, &outputs);
    EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << value;
    EXPECT_NE(status.message().find(strings::StrCat("Concat axis ", value, " is out of range")),
              std::string::npos)
        << status;
  }
  // The last valid axes still work.
  for (const int64 value : {int64{-2}, int64{1}}) {
    std::vector<PartialTensorShape> outputs;
    const Status status = infer_with_axis(value, &outputs);
    ASSERT_TRUE(status.ok()) << status;
    ASSERT_EQ(outputs.size(), 1u);
    EXPECT_EQ(outputs[0].DebugString(), value == 1 ? "[2,6]" : "[4,3]");
  }
}

TEST(ArrayOpsTest, PadShapes) {
  ShapeInferenceTestOp op("Pad");
  const Tensor paddings = Int32Matrix({{1, 1}, {2, 0}});
  op.input_tensors = {nullptr, &paddings};
  INFER_OK(op, "[2,3];[2,2]", "[4,5]");
  const Tensor negative = Int32Matrix({{1, -1}, {0, 0}});
  op.input_tensors = {nullptr, &negative};
  INFER_ERROR("Paddings must be non-negative", op, "[2,3];[2,2]");
}

}  // namespace
}  // namespace tensorflow
