// Shape function of Einsum.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

ShapeInferenceTestOp EinsumOp(const std::string& equation, int n) {
  ShapeInferenceTestOp op("Einsum");
  AddNodeAttr("equation", equation, &op.node_def);
  AddNodeAttr("N", n, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  return op;
}

TEST(LinalgOpsTest, EinsumShapes) {
  INFER_OK(EinsumOp("ij,jk->ik", 2), "[2,3];[3,4]", "[2,4]");
  INFER_OK(EinsumOp("bij,bjk->bki", 2), "[5,2,3];[5,3,4]", "[5,4,2]");
  INFER_OK(EinsumOp("ij,jk->ik", 2), "[2,?];[3,4]", "[?,?]");
  INFER_OK(EinsumOp("...ij,jk->...ik", 2), "[7,1,2,3];[3,4]", "[7,1,2,4]");
  INFER_OK(EinsumOp("...ij,...jk->...ik", 2), "[7,1,2,3];[5,3,4]", "[7,5,2,4]");
  INFER_OK(EinsumOp("...ij,jk->...ik", 2), "?;[3,4]", "?");
  INFER_OK(EinsumOp("ij->", 1), "[2,3]", "[]");
  INFER_ERROR("Expected dimension 3 at axis 0 of the input shaped [4,4] but got dimension 4",
              EinsumOp("ij,jk->ik", 2), "[2,3];[4,4]");
  INFER_ERROR("Expected input 0 to have rank 2 but got: 3", EinsumOp("ij,jk->ik", 2),
              "[2,3,1];[3,4]");
  INFER_ERROR("Expecting exactly one '->'", EinsumOp("ij,jk", 2), "[2,3];[3,4]");
  INFER_ERROR("Expected 1 inputs but got: 2", EinsumOp("ij->ji", 2), "[2,3];[3,4]");
}

}  // namespace
}  // namespace tensorflow
