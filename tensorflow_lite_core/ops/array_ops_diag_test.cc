// Shape functions of Diag, MatrixDiag and MatrixDiagV3.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Scalar;
using test::Int32Vector;

TEST(DiagOpsTest, DiagShapes) {
  ShapeInferenceTestOp op("Diag");
  INFER_OK(op, "[2,3]", "[d0_0,d0_1,d0_0,d0_1]");
  INFER_ERROR("at least rank 1", op, "[]");

  ShapeInferenceTestOp matrix("MatrixDiag");
  INFER_OK(matrix, "[2,3]", "[d0_0,d0_1,d0_1]");
  INFER_OK(matrix, "?", "?");
  INFER_ERROR("at least rank 1", matrix, "[]");
}

TEST(DiagOpsTest, MatrixDiagV3Shapes) {
  ShapeInferenceTestOp op("MatrixDiagV3");
  INFER_OK(op, "[2,3];[];[];[];[]", "?");
  const Tensor main = Int32Scalar(0);
  const Tensor unset = Int32Scalar(-1);
  op.input_tensors = {nullptr, &main, &unset, &unset, nullptr};
  INFER_OK(op, "[2,3];[];[];[];[]", "[d0_0,3,3]");
  const Tensor above = Int32Scalar(1);
  op.input_tensors = {nullptr, &above, &unset, &unset, nullptr};
  INFER_OK(op, "[3];[];[];[];[]", "[4,4]");
  const Tensor below = Int32Scalar(-1);
  const Tensor four = Int32Scalar(4);
  op.input_tensors = {nullptr, &below, &four, &unset, nullptr};
  INFER_OK(op, "[2];[];[];[];[]", "[4,2]");
  const Tensor band = Int32Vector({-1, 0});
  op.input_tensors = {nullptr, &band, &unset, &unset, nullptr};
  INFER_OK(op, "[5,2,3];[2];[];[];[]", "[d0_0,3,3]");
  op.input_tensors = {nullptr, &band, nullptr, nullptr, nullptr};
  INFER_OK(op, "[5,2,3];[2];[];[];[]", "[d0_0,?,?]");
  const Tensor reversed = Int32Vector({1, 0});
  op.input_tensors = {nullptr, &reversed, &unset, &unset, nullptr};
  INFER_ERROR("lower_diag_index must not be larger than upper_diag_index: 1 > 0", op,
              "[2,3];[2];[];[];[]");
  const Tensor three = Int32Vector({0, 1, 2});
  op.input_tensors = {nullptr, &three, &unset, &unset, nullptr};
  INFER_ERROR("diag_index must have only one or two elements, received 3", op,
              "[2,3];[3];[];[];[]");
  INFER_ERROR("must be rank 0", op, "[2,3];[];[1];[];[]");
}

}  // namespace
}  // namespace tensorflow
