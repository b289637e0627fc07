// The nn ops' registrations: their shape functions as registered (op_defs_test
// holds their OpDefs to TensorFlow's).
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {


TEST(NnOpsTest, ReluShapes) {
  ShapeInferenceTestOp op("Relu");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[2,?]", "in0");
}

TEST(NnOpsTest, ReluGradShapes) {
  ShapeInferenceTestOp op("ReluGrad");
  INFER_OK(op, "[2,?];[2,?]", "in0");
  INFER_OK(op, "[2,?];[?,3]", "[d0_0,d1_1]");
  INFER_ERROR("Dimension 1 in both shapes must be equal", op, "[2,3];[2,4]");
}

TEST(NnOpsTest, SoftmaxShapes) {
  ShapeInferenceTestOp op("Softmax");
  INFER_OK(op, "[2,3]", "in0");
  INFER_OK(op, "?", "in0");
  INFER_ERROR("must be at least rank 1", op, "[]");
}

}  // namespace
}  // namespace tensorflow
