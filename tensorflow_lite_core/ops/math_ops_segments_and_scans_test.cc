// Shape functions of Any, All, ArgMin, Cumsum, Cumprod and UnsortedSegmentSum.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Scalar;
using test::Int32Vector;

TEST(SegmentsAndScansOpsTest, LogicalReductionShapes) {
  for (const char* name : {"Any", "All"}) {
    ShapeInferenceTestOp op(name);
    const Tensor axes = Int32Vector({0, -1});
    op.input_tensors = {nullptr, &axes};
    INFER_OK(op, "[2,3,4];[2]", "[d0_1]");
    AddNodeAttr("keep_dims", true, &op.node_def);
    INFER_OK(op, "[2,3,4];[2]", "[1,d0_1,1]");
    op.input_tensors = {nullptr, nullptr};
    INFER_OK(op, "[2,3,4];[2]", "[?,?,?]");
  }
}

TEST(SegmentsAndScansOpsTest, ArgMinShapes) {
  ShapeInferenceTestOp op("ArgMin");
  const Tensor axis = Int32Scalar(1);
  op.input_tensors = {nullptr, &axis};
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_2]");
  INFER_ERROR("must be rank 0", op, "[2,3,4];[1]");
}

TEST(SegmentsAndScansOpsTest, ScanShapes) {
  for (const char* name : {"Cumsum", "Cumprod"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[2,?];[]", "in0");
  }
}

TEST(SegmentsAndScansOpsTest, UnsortedSegmentSumShapes) {
  ShapeInferenceTestOp op("UnsortedSegmentSum");
  INFER_OK(op, "[4,5,6];[4];[]", "[?,d0_1,d0_2]");
  const Tensor segments = Int32Scalar(3);
  op.input_tensors = {nullptr, nullptr, &segments};
  INFER_OK(op, "[4,5,6];[4,5];[]", "[3,d0_2]");
  INFER_OK(op, "[4];[4];[]", "[3]");
  INFER_OK(op, "?;[4];[]", "?");
  INFER_ERROR("data.shape = [4,5] does not start with segment_ids.shape = [5]", op,
              "[4,5];[5];[]");
  INFER_ERROR("does not start with", op, "[4];[4,1];[]");
  INFER_ERROR("must be rank 0", op, "[4];[4];[1]");
}

}  // namespace
}  // namespace tensorflow
