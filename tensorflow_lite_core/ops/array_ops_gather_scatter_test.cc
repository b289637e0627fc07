// Shape functions of GatherV2, GatherNd, ScatterNd, TensorScatterUpdate, Where and OneHot.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Scalar;
using test::Int32Vector;

TEST(GatherScatterOpsTest, GatherV2Shapes) {
  ShapeInferenceTestOp op("GatherV2");
  // Without the axis only the rank is known.
  INFER_OK(op, "[2,3];[4,5];[]", "[?,?,?]");
  INFER_OK(op, "?;[4];[]", "?");
  INFER_ERROR("at least rank 1", op, "[];[4];[]");
  INFER_ERROR("must be rank 0", op, "[2];[4];[1]");
  const Tensor axis1 = Int32Scalar(1);
  op.input_tensors = {nullptr, nullptr, &axis1};
  INFER_OK(op, "[2,3,7];[4,5];[]", "[d0_0,d1_0,d1_1,d0_2]");
  const Tensor last = Int32Scalar(-1);
  op.input_tensors = {nullptr, nullptr, &last};
  INFER_OK(op, "[2,3];[4];[]", "[d0_0,d1_0]");
  const Tensor axis3 = Int32Scalar(3);
  op.input_tensors = {nullptr, nullptr, &axis3};
  INFER_ERROR("Shape must be at least rank 4 but is rank 2", op, "[2,3];[4];[]");

  AddNodeAttr("batch_dims", 1, &op.node_def);
  op.input_tensors = {nullptr, nullptr, &axis1};
  INFER_OK(op, "[2,3,7];[2,5];[]", "[d0_0,d1_1,d0_2]");
  op.input_tensors = {nullptr, nullptr, nullptr};
  INFER_OK(op, "[2,3,7];[2,5];[]", "[?,?,?]");
  const Tensor axis0 = Int32Scalar(0);
  op.input_tensors = {nullptr, nullptr, &axis0};
  INFER_ERROR("batch_dims 1 does not fit axis 0", op, "[2,3];[2,5];[]");
  op.node_def.mutable_attr()->erase("batch_dims");
  AddNodeAttr("batch_dims", -9, &op.node_def);
  INFER_ERROR("batch_dims -7 is outside [0, rank(indices)]", op, "[2,3];[2,5];[]");
}

TEST(GatherScatterOpsTest, GatherNdShapes) {
  ShapeInferenceTestOp op("GatherNd");
  INFER_OK(op, "[2,3,4];[5,2]", "[d1_0,d0_2]");
  INFER_OK(op, "[2,3];[5,6,2]", "[d1_0,d1_1]");
  INFER_OK(op, "[2,3];[5,0]", "[d1_0,d0_0,d0_1]");
  INFER_OK(op, "[2,3];[5,?]", "?");
  INFER_ERROR("index innermost dimension length must be <= params rank; saw: 3 vs. 2", op,
              "[2,3];[5,3]");
  INFER_ERROR("at least rank 1", op, "[2,3];[]");
}

TEST(GatherScatterOpsTest, ScatterShapes) {
  ShapeInferenceTestOp scatter("ScatterNd");
  INFER_OK(scatter, "[4,1];[4];[1]", "[?]");
  const Tensor shape = Int32Vector({5, 2});
  scatter.input_tensors = {nullptr, nullptr, &shape};
  INFER_OK(scatter, "[4,1];[4,2];[2]", "[5,2]");
  INFER_ERROR("must be rank 1", scatter, "[4,1];[4,2];[2,1]");

  ShapeInferenceTestOp update("TensorScatterUpdate");
  INFER_OK(update, "[5,2];[4,1];[4,2]", "in0");
  INFER_ERROR("at least rank 1", update, "[5,2];[];[4,2]");
}

TEST(GatherScatterOpsTest, WhereShapes) {
  ShapeInferenceTestOp op("Where");
  INFER_OK(op, "[2,3,4]", "[?,3]");
  INFER_OK(op, "[]", "[?,0]");
  INFER_OK(op, "?", "[?,?]");
}

TEST(GatherScatterOpsTest, OneHotShapes) {
  ShapeInferenceTestOp op("OneHot");
  const Tensor depth = Int32Scalar(4);
  op.input_tensors = {nullptr, &depth, nullptr, nullptr};
  INFER_OK(op, "[2,3];[];[];[]", "[d0_0,d0_1,4]");
  AddNodeAttr("axis", 0, &op.node_def);
  INFER_OK(op, "[2,3];[];[];[]", "[4,d0_0,d0_1]");
  op.input_tensors = {nullptr, nullptr, nullptr, nullptr};
  INFER_OK(op, "[2,3];[];[];[]", "[?,d0_0,d0_1]");
  INFER_ERROR("must be rank 0", op, "[2,3];[];[2];[]");
  op.node_def.mutable_attr()->erase("axis");
  AddNodeAttr("axis", 3, &op.node_def);
  INFER_ERROR("Expected axis to be -1 or between [0, 3).  But received: 3", op, "[2,3];[];[];[]");
  op.node_def.mutable_attr()->erase("axis");
  AddNodeAttr("axis", -2, &op.node_def);
  INFER_ERROR("axis must be >= -1", op, "[2,3];[];[];[]");
}

}  // namespace
}  // namespace tensorflow
