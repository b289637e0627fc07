// Shape functions of CheckNumerics and EnsureShape.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"

namespace tensorflow {
namespace {

TEST(DebuggingOpsTest, CheckNumericsKeepsItsInputShape) {
  ShapeInferenceTestOp op("CheckNumerics");
  INFER_OK(op, "[2,?]", "in0");
  INFER_OK(op, "?", "in0");
}

ShapeInferenceTestOp EnsureShape(const PartialTensorShape& shape) {
  ShapeInferenceTestOp op("EnsureShape");
  AddNodeAttr("shape", shape, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  return op;
}

TEST(DebuggingOpsTest, EnsureShapeMergesTheExpectedShapeIn) {
  INFER_OK(EnsureShape(PartialTensorShape({-1, 4})), "[2,?]", "[d0_0,4]");
  INFER_OK(EnsureShape(PartialTensorShape({2, 3})), "[2,?]", "[2,3]");
  INFER_OK(EnsureShape(PartialTensorShape({-1, 5})), "?", "[?,5]");
  INFER_OK(EnsureShape(PartialTensorShape({})), "[]", "[]");
}

TEST(DebuggingOpsTest, EnsureShapeOfUnknownRankAcceptsOnlyUnknownRanks) {
  INFER_OK(EnsureShape(PartialTensorShape()), "?", "in0");
  INFER_ERROR("Shape must be rank -1 but is rank 2", EnsureShape(PartialTensorShape()), "[2,?]");
}

TEST(DebuggingOpsTest, EnsureShapeRefusesIncompatibleInputs) {
  INFER_ERROR("Dimension 0 in both shapes must be equal, but are 3 and 2. Shapes are [3,3] and "
              "[2,?].",
              EnsureShape(PartialTensorShape({3, 3})), "[2,?]");
  INFER_ERROR("Shape must be rank 1 but is rank 2", EnsureShape(PartialTensorShape({2})), "[2,?]");
  INFER_ERROR("Shape must be rank 3 but is rank 2", EnsureShape(PartialTensorShape({-1, -1, -1})),
              "[2,?]");
}

}  // namespace
}  // namespace tensorflow
