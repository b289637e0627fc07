// Shape functions of the element-wise math ops of math_ops_elementwise.cc (op_defs_test holds
// their OpDefs to TensorFlow's).
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

TEST(MathOpsElementwiseTest, BinaryOpsBroadcast) {
  for (const char* name : {"FloorDiv", "FloorMod", "TruncateDiv", "SquaredDifference"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?;[1,2]", "?");
    INFER_OK(op, "[2,3];[]", "[d0_0,d0_1]");
    INFER_OK(op, "[4,1,3];[2,1]", "[d0_0,d1_0,d0_2]");
    INFER_ERROR("Dimensions must be equal, but are 3 and 4", op, "[2,3];[4]");
  }
}

TEST(MathOpsElementwiseTest, UnaryOpsKeepTheShape) {
  for (const char* name : {"Floor", "Ceil", "Round", "Rint", "Sign", "Reciprocal", "Sin", "Cos",
                           "Log1p", "Expm1", "Erf"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?", "in0");
    INFER_OK(op, "[2,?,3]", "in0");
  }
}

TEST(MathOpsElementwiseTest, ClipByValueKeepsTheShapeOfT) {
  ShapeInferenceTestOp op("ClipByValue");
  INFER_OK(op, "[2,3];[];[]", "in0");
  INFER_OK(op, "?;[2];[]", "in0");
}

// As TensorFlow's: y's shape, whatever dy's (the kernels check the element counts).
TEST(MathOpsElementwiseTest, UnaryGradientsHaveTheShapeOfY) {
  for (const char* name : {"TanhGrad", "SigmoidGrad", "SqrtGrad", "RsqrtGrad", "ReciprocalGrad"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[2,?];[?,3]", "in0");
    INFER_OK(op, "?;[2]", "in0");
    INFER_OK(op, "[2,3];[3,2]", "in0");
  }
}

}  // namespace
}  // namespace tensorflow
