// Shape functions of the activation ops and their gradients (op_defs_test holds their OpDefs to
// TensorFlow's).
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

TEST(NnOpsActivationsTest, ActivationsKeepTheShape) {
  for (const char* name : {"Elu", "Selu", "LeakyRelu", "Softplus"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?", "in0");
    INFER_OK(op, "[2,?,0]", "in0");
  }
}

TEST(NnOpsActivationsTest, GradientsMergeTheirInputs) {
  for (const char* name : {"EluGrad", "SeluGrad", "LeakyReluGrad", "SoftplusGrad"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[2,?];[?,3]", "[d0_0,d1_1]");
    INFER_OK(op, "?;?", "in0|in1");
    INFER_ERROR("Shapes must be equal rank", op, "[2];[2,1]");
  }
}

}  // namespace
}  // namespace tensorflow
