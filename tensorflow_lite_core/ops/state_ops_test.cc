// Shape functions of the ref-updating ops.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

TEST(StateOpsTest, AssignShapes) {
  ShapeInferenceTestOp op("Assign");
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  AddNodeAttr("validate_shape", true, &op.node_def);
  INFER_OK(op, "[2,?];[?,3]", "[d0_0,d1_1]");
  INFER_ERROR("Dimension 0 in both shapes must be equal", op, "[2];[3]");
  ShapeInferenceTestOp unvalidated("Assign");
  AddNodeAttr("T", DT_FLOAT, &unvalidated.node_def);
  AddNodeAttr("validate_shape", false, &unvalidated.node_def);
  INFER_OK(unvalidated, "[2];[3]", "in1");
}

TEST(StateOpsTest, AssignAddShapes) {
  ShapeInferenceTestOp op("AssignAdd");
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  INFER_OK(op, "[2,?];[?,3]", "[d0_0,d1_1]");
}

TEST(StateOpsTest, ScatterUpdateShapes) {
  ShapeInferenceTestOp op("ScatterUpdate");
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  AddNodeAttr("Tindices", DT_INT32, &op.node_def);
  INFER_OK(op, "[5,3];[2];[2,3]", "in0");
  INFER_OK(op, "[5,3];[2];[]", "in0");
  INFER_ERROR("must be equal", op, "[5,3];[2];[2,4]");
  INFER_ERROR("must be at least rank 1", op, "[];[2];[2]");
}

}  // namespace
}  // namespace tensorflow
