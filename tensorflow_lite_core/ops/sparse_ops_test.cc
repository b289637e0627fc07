// Shape function of SparseToDense.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

TEST(SparseOpsTest, SparseToDenseShapes) {
  ShapeInferenceTestOp op("SparseToDense");
  INFER_OK(op, "[3,2];[2];[3];[]", "[?,?]");
  const Tensor shape = test::Int32Vector({4, 5});
  op.input_tensors = {nullptr, &shape, nullptr, nullptr};
  INFER_OK(op, "[3,2];[2];[3];[]", "[4,5]");
  INFER_OK(op, "[3];[2];[];[]", "[4,5]");
  INFER_ERROR("must be rank 0", op, "[3,2];[2];[3];[1]");
  INFER_ERROR("must be at most rank 2", op, "[3,2,1];[2];[3];[]");
}

}  // namespace
}  // namespace tensorflow
