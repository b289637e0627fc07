// Shape functions of Tile, BroadcastTo, BroadcastArgs, BroadcastGradientArgs, ShapeN and
// InvertPermutation.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Vector;

TEST(ArrayOpsShapesTest, TileShapes) {
  ShapeInferenceTestOp op("Tile");
  INFER_OK(op, "[2,3];[2]", "[?,?]");
  INFER_OK(op, "?;[2]", "[?,?]");
  INFER_OK(op, "?;[?]", "?");
  INFER_ERROR("Dimensions must be equal", op, "[2,3];[3]");
  const Tensor multiples = Int32Vector({2, 1});
  op.input_tensors = {nullptr, &multiples};
  INFER_OK(op, "[2,3];[2]", "[4,d0_1]");
  INFER_OK(op, "[?,3];[2]", "[?,d0_1]");
  const Tensor negative = Int32Vector({-1, 1});
  op.input_tensors = {nullptr, &negative};
  INFER_ERROR("Expected multiples[0] >= 0, but got -1", op, "[2,3];[2]");
}

TEST(ArrayOpsShapesTest, BroadcastToShapes) {
  ShapeInferenceTestOp op("BroadcastTo");
  INFER_OK(op, "[3];[2]", "[?,?]");
  const Tensor shape = Int32Vector({2, 3});
  op.input_tensors = {nullptr, &shape};
  INFER_OK(op, "[3];[2]", "[2,3]");
  INFER_OK(op, "[1,1];[2]", "[2,3]");
  INFER_OK(op, "?;[2]", "[2,3]");
  INFER_ERROR("Cannot broadcast a tensor with shape [4] shape [2,3]", op, "[4];[2]");
  INFER_ERROR("Rank of input (3) must be no greater than rank of output shape (2).", op,
              "[1,2,3];[2]");
  const Tensor partial = Int32Vector({2, -1});
  op.input_tensors = {nullptr, &partial};
  INFER_OK(op, "[3];[2]", "[2,?]");
}

TEST(ArrayOpsShapesTest, BroadcastArgsShapes) {
  ShapeInferenceTestOp op("BroadcastArgs");
  INFER_OK(op, "[2];[3]", "[3]");
  INFER_OK(op, "[?];[3]", "[?]");
  INFER_ERROR("must be rank 1", op, "[2,1];[3]");
  ShapeInferenceTestOp grad("BroadcastGradientArgs");
  INFER_OK(grad, "[2];[3]", "[?];[?]");
  INFER_ERROR("must be rank 1", grad, "[2];[]");
}

TEST(ArrayOpsShapesTest, ShapeNAndInvertPermutationShapes) {
  ShapeInferenceTestOp op("ShapeN");
  AddNodeAttr("N", 3, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  INFER_OK(op, "[2,?];[];?", "[2];[0];[?]");
  ShapeInferenceTestOp invert("InvertPermutation");
  INFER_OK(invert, "[5]", "in0");
  INFER_OK(invert, "?", "[?]");
  INFER_ERROR("must be rank 1", invert, "[2,2]");
}

}  // namespace
}  // namespace tensorflow
