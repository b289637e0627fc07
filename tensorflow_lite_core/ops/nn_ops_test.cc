// The nn ops' registrations: their OpDefs (golden signatures from TensorFlow's specs) and their
// shape functions as registered.
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/ops/op_signature_testutil.h"

namespace tensorflow {
namespace {

using test::RegisteredOpSignature;

TEST(NnOpsTest, Signatures) {
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"Relu",
       "Relu(features: T) -> (activations: T); T: type in {float, double, int32, uint8, int16, "
       "int8, int64, bfloat16, uint16, half, uint32, uint64, qint8}"},
      {"ReluGrad",
       "ReluGrad(gradients: T, features: T) -> (backprops: T); T: type in {float, double, int32, "
       "uint8, int16, int8, int64, bfloat16, uint16, half, uint32, uint64}"},
      {"Softmax",
       "Softmax(logits: T) -> (softmax: T); T: type in {half, bfloat16, float, double}"},
  };
  for (const auto& [op, signature] : expected) {
    EXPECT_EQ(signature, RegisteredOpSignature(op)) << op;
  }
}

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
