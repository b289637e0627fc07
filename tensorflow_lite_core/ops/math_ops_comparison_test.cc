// Shape functions of the comparison and logic ops (op_defs_test holds their OpDefs to
// TensorFlow's).
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

TEST(MathOpsComparisonTest, BroadcastingComparisons) {
  for (const char* name : {"Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual",
                           "LogicalAnd", "LogicalOr"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?;[1,2]", "?");
    INFER_OK(op, "[2,3];[2,3]", "[d0_0|d1_0,d0_1|d1_1]");
    INFER_OK(op, "[4,1,3];[2,1]", "[d0_0,d1_0,d0_2]");
    INFER_OK(op, "[0,3];[3]", "[d0_0,d0_1]");
    INFER_ERROR("Dimensions must be equal, but are 3 and 4", op, "[2,3];[4]");
  }
}

TEST(MathOpsComparisonTest, EqualityWithoutShapeErrorsGivesAScalarForIncompatibleShapes) {
  for (const char* name : {"Equal", "NotEqual"}) {
    ShapeInferenceTestOp op(name);
    AddNodeAttr("incompatible_shape_error", false, &op.node_def);
    INFER_OK(op, "[2,3];[4]", "[]");
    INFER_OK(op, "[2,3];[3]", "[d0_0,d0_1]");
    // An unknown size may turn out incompatible: nothing is known of the output.
    INFER_OK(op, "[2,?];[3]", "?");
  }
}

TEST(MathOpsComparisonTest, UnaryClassifications) {
  for (const char* name : {"LogicalNot", "IsNan", "IsInf", "IsFinite"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?", "in0");
    INFER_OK(op, "[2,?,0]", "in0");
  }
}

TEST(MathOpsComparisonTest, ApproximateEqualNeedsOneShape) {
  ShapeInferenceTestOp op("ApproximateEqual");
  // Checked against y, but x's shape, as TensorFlow infers it.
  INFER_OK(op, "[2,?];[?,3]", "in0");
  INFER_OK(op, "?;[2]", "in0");
  INFER_ERROR("Dimension 0 in both shapes must be equal", op, "[2];[1]");
}

TEST(MathOpsComparisonTest, SelectConditionIsScalarVectorOrTheShape) {
  ShapeInferenceTestOp op("Select");
  // `t` and `e` merged: the more known of the two.
  INFER_OK(op, "[];[2,3];[2,3]", "in1");
  INFER_OK(op, "?;[2,3];[?,3]", "in1");
  INFER_OK(op, "[2];[2,3];[2,3]", "in1");
  INFER_OK(op, "[2];[2,?];[?,3]", "[d1_0,d2_1]");
  INFER_OK(op, "[2,3];[2,3];[2,3]", "in1");
  INFER_OK(op, "[2,3];[?,3];?", "in0");
  INFER_ERROR("Dimension 0 in both shapes must be equal, but are 3 and 2", op, "[3];[2,3];[2,3]");
  INFER_ERROR("Shapes must be equal rank", op, "[2];[];[]");
  INFER_ERROR("Shapes must be equal rank", op, "[1,1,2];[1,2];[1,2]");
  INFER_ERROR("Dimension 0 in both shapes must be equal", op, "[];[2];[3]");
}

TEST(MathOpsComparisonTest, SelectV2BroadcastsAllThree) {
  ShapeInferenceTestOp op("SelectV2");
  INFER_OK(op, "[2,1];[2];[]", "[d0_0,d1_0]");
  INFER_OK(op, "[];[];[]", "[]");
  INFER_OK(op, "?;[2];[2]", "?");
  INFER_OK(op, "[0,1];[2];[]", "[d0_0,d1_0]");
  INFER_ERROR("Dimensions must be equal, but are 3 and 2", op, "[3];[2];[]");
  INFER_ERROR("Dimensions must be equal, but are 2 and 3", op, "[2];[2];[3]");
}

}  // namespace
}  // namespace tensorflow
