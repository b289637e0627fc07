// Conj keeps its input's shape, known or not.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

TEST(MathOpsConjTest, OutputHasTheInputsShape) {
  ShapeInferenceTestOp op("Conj");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[]", "in0");
  INFER_OK(op, "[2,?,3]", "in0");
}

}  // namespace
}  // namespace tensorflow
