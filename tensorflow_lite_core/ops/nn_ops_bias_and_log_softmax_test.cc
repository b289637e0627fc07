// Shape functions of BiasAdd, BiasAddGrad and LogSoftmax.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

namespace tensorflow {
namespace {

TEST(BiasAndLogSoftmaxOpsTest, BiasAddShapes) {
  ShapeInferenceTestOp nhwc("BiasAdd");
  INFER_OK(nhwc, "[2,3,?];[4]", "[d0_0,d0_1,d1_0]");
  INFER_OK(nhwc, "?;[4]", "?");
  INFER_ERROR("Dimensions must be equal, but are 5 and 4", nhwc, "[2,5];[4]");
  INFER_ERROR("at least rank 2", nhwc, "[2];[2]");
  INFER_ERROR("must be rank 1", nhwc, "[2,2];[1,2]");

  ShapeInferenceTestOp nchw("BiasAdd");
  AddNodeAttr("data_format", "NCHW", &nchw.node_def);
  INFER_OK(nchw, "[2,?,3,3];[4]", "[d0_0,d1_0,d0_2,d0_3]");
  INFER_OK(nchw, "[2,4];[4]", "[d0_0,d0_1]");
}

TEST(BiasAndLogSoftmaxOpsTest, BiasAddGradShapes) {
  ShapeInferenceTestOp nhwc("BiasAddGrad");
  INFER_OK(nhwc, "[2,3,4]", "[d0_2]");
  INFER_OK(nhwc, "?", "[?]");
  INFER_ERROR("at least rank 2", nhwc, "[2]");
  ShapeInferenceTestOp nchw("BiasAddGrad");
  AddNodeAttr("data_format", "NCHW", &nchw.node_def);
  INFER_OK(nchw, "[2,3,4,5]", "[d0_1]");
  INFER_OK(nchw, "[2,3]", "[d0_1]");
}

TEST(BiasAndLogSoftmaxOpsTest, LogSoftmaxShapes) {
  ShapeInferenceTestOp op("LogSoftmax");
  INFER_OK(op, "[2,3]", "in0");
  INFER_ERROR("at least rank 1", op, "[]");
}

}  // namespace
}  // namespace tensorflow
