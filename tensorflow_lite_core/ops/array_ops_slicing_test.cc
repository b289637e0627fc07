// Shape functions of Slice, StridedSlice, StridedSliceGrad, Split, SplitV, Pack, Unpack and
// ReverseV2, with constant inputs and without.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Scalar;
using test::Int32Vector;

TEST(ArrayOpsSlicingTest, SliceShapes) {
  ShapeInferenceTestOp op("Slice");
  AddNodeAttr("Index", DT_INT32, &op.node_def);
  INFER_OK(op, "[2,3];[2];[2]", "[?,?]");
  INFER_OK(op, "?;[2];[2]", "[?,?]");
  INFER_OK(op, "?;[?];[?]", "?");
  INFER_ERROR("must be rank 1", op, "[2,3];[2,1];[2]");
  INFER_ERROR("must be rank 2", op, "[2,3,4];[2];[2]");
  const Tensor begin = Int32Vector({1, 0});
  const Tensor size = Int32Vector({1, -1});
  op.input_tensors = {nullptr, &begin, &size};
  INFER_OK(op, "[2,3];[2];[2]", "[1,d0_1]");  // what is left after begin 0: the whole dimension
  INFER_OK(op, "[2,?];[2];[2]", "[1,d0_1]");
  op.input_tensors = {nullptr, nullptr, &size};
  INFER_OK(op, "[2,3];[2];[2]", "[1,?]");
  const Tensor bad_size = Int32Vector({1, -2});
  op.input_tensors = {nullptr, &begin, &bad_size};
  INFER_ERROR("Expected size[1] to be -1 or at least 0, but got -2", op, "[2,3];[2];[2]");
  const Tensor negative_begin = Int32Vector({0, -1});
  op.input_tensors = {nullptr, &negative_begin, &size};
  INFER_ERROR("Expected begin[1] to be at least 0, but got -1", op, "[2,3];[2];[2]");
  const Tensor long_begin = Int32Vector({0, 0, 0});
  op.input_tensors = {nullptr, &long_begin, &size};
  INFER_ERROR("begin and size must have one length, got 3 and 2", op, "?;?;?");
}

ShapeInferenceTestOp StridedSliceOp(int begin_mask, int end_mask, int ellipsis_mask,
                                    int new_axis_mask, int shrink_axis_mask) {
  ShapeInferenceTestOp op("StridedSlice");
  AddNodeAttr("Index", DT_INT32, &op.node_def);
  AddNodeAttr("begin_mask", begin_mask, &op.node_def);
  AddNodeAttr("end_mask", end_mask, &op.node_def);
  AddNodeAttr("ellipsis_mask", ellipsis_mask, &op.node_def);
  AddNodeAttr("new_axis_mask", new_axis_mask, &op.node_def);
  AddNodeAttr("shrink_axis_mask", shrink_axis_mask, &op.node_def);
  return op;
}

TEST(ArrayOpsSlicingTest, StridedSliceShapes) {
  ShapeInferenceTestOp op = StridedSliceOp(0, 0, 0, 0, 0);
  INFER_OK(op, "[2,3];[1];[1];[1]", "?");  // strides unknown
  INFER_ERROR("must be rank 1", op, "[2,3];[1,1];[1];[1]");
  INFER_ERROR("must be equal", op, "[2,3];[1];[2];[1]");
  const Tensor begin = Int32Vector({1});
  const Tensor end = Int32Vector({5});
  const Tensor strides = Int32Vector({2});
  op.input_tensors = {nullptr, &begin, &end, &strides};
  INFER_OK(op, "[10,3];[1];[1];[1]", "[2,3]");
  INFER_OK(op, "[?,3];[1];[1];[1]", "[?,3]");
  INFER_OK(op, "?;[1];[1];[1]", "?");
  op.input_tensors = {nullptr, nullptr, nullptr, &strides};  // bounds unknown
  INFER_OK(op, "[10,3];[1];[1];[1]", "[?,3]");
  // x[1, tf.newaxis] of a [10, 3] tensor: begin/end [1, 0], shrink the first, new axis second.
  ShapeInferenceTestOp shrink = StridedSliceOp(0, 0, 0, 2, 1);
  const Tensor two_begin = Int32Vector({1, 0});
  const Tensor two_end = Int32Vector({2, 0});
  const Tensor two_strides = Int32Vector({1, 1});
  shrink.input_tensors = {nullptr, &two_begin, &two_end, &two_strides};
  INFER_OK(shrink, "[10,3];[2];[2];[2]", "[1,3]");
  INFER_OK(shrink, "[?,3];[2];[2];[2]", "[1,3]");
  const Tensor zero_stride = Int32Vector({0});
  op.input_tensors = {nullptr, &begin, &end, &zero_stride};
  INFER_ERROR("strides[0] must be non-zero", op, "[10,3];[1];[1];[1]");
  const Tensor out_of_range = Int32Vector({12});
  ShapeInferenceTestOp shrink_one = StridedSliceOp(0, 0, 0, 0, 1);
  shrink_one.input_tensors = {nullptr, &out_of_range, &end, &strides};
  INFER_ERROR("slice index 12 of dimension 0 out of bounds.", shrink_one, "[10,3];[1];[1];[1]");
}

TEST(ArrayOpsSlicingTest, StridedSliceGradShapes) {
  ShapeInferenceTestOp op("StridedSliceGrad");
  AddNodeAttr("Index", DT_INT32, &op.node_def);
  INFER_OK(op, "[3];[1];[1];[1];?", "[?,?,?]");
  const Tensor shape = Int32Vector({4, 5, 6});
  op.input_tensors = {&shape, nullptr, nullptr, nullptr, nullptr};
  INFER_OK(op, "[3];[1];[1];[1];?", "[4,5,6]");
}

TEST(ArrayOpsSlicingTest, SplitShapes) {
  ShapeInferenceTestOp op("Split");
  AddNodeAttr("num_split", 2, &op.node_def);
  INFER_OK(op, "[];[4,6]", "[?,?];[?,?]");
  INFER_OK(op, "[];?", "?;?");
  const Tensor dim = Int32Scalar(1);
  op.input_tensors = {&dim, nullptr};
  INFER_OK(op, "[];[4,6]", "[d1_0,3];[d1_0,3]");
  INFER_OK(op, "[];[4,?]", "[d1_0,?];[d1_0,?]");
  INFER_ERROR("evenly divisible", op, "[];[4,5]");
  const Tensor negative = Int32Scalar(-2);
  op.input_tensors = {&negative, nullptr};
  INFER_OK(op, "[];[4,6]", "[2,d1_1];[2,d1_1]");
}

TEST(ArrayOpsSlicingTest, SplitVShapes) {
  ShapeInferenceTestOp op("SplitV");
  AddNodeAttr("num_split", 3, &op.node_def);
  AddNodeAttr("Tlen", DT_INT32, &op.node_def);
  INFER_OK(op, "[4,6];[3];[]", "[?,?];[?,?];[?,?]");
  const Tensor dim = Int32Scalar(1);
  op.input_tensors = {nullptr, nullptr, &dim};
  INFER_OK(op, "[4,6];[3];[]", "[d0_0,?];[d0_0,?];[d0_0,?]");
  const Tensor sizes = Int32Vector({1, -1, 2});
  op.input_tensors = {nullptr, &sizes, &dim};
  INFER_OK(op, "[4,6];[3];[]", "[d0_0,1];[d0_0,3];[d0_0,2]");
  INFER_OK(op, "[4,?];[3];[]", "[d0_0,1];[d0_0,?];[d0_0,2]");
  INFER_ERROR("Got: 3", op, "[4,2];[3];[]");
  const Tensor two_unknown = Int32Vector({-1, -1, 2});
  op.input_tensors = {nullptr, &two_unknown, &dim};
  INFER_ERROR("can only have one -1", op, "[4,6];[3];[]");
  const Tensor too_few = Int32Vector({6});
  op.input_tensors = {nullptr, &too_few, &dim};
  INFER_ERROR("Length of size_splits should be equal to num_outputs (3), got 1", op,
              "[4,6];[1];[]");
}

TEST(ArrayOpsSlicingTest, PackShapes) {
  ShapeInferenceTestOp op("Pack");
  AddNodeAttr("N", 3, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  AddNodeAttr("axis", 1, &op.node_def);
  INFER_OK(op, "[2,3];[2,?];[?,3]", "[d0_0,3,d0_1]");
  INFER_OK(op, "?;?;?", "?");
  INFER_ERROR("From merging shape 1 with other shapes.", op, "[2,3];[2,4];[2,3]");
  ShapeInferenceTestOp last("Pack");
  AddNodeAttr("N", 3, &last.node_def);
  AddNodeAttr("T", DT_FLOAT, &last.node_def);
  AddNodeAttr("axis", -1, &last.node_def);
  INFER_OK(last, "[2];[2];[2]", "[d0_0,3]");
  ShapeInferenceTestOp beyond("Pack");
  AddNodeAttr("N", 3, &beyond.node_def);
  AddNodeAttr("T", DT_FLOAT, &beyond.node_def);
  AddNodeAttr("axis", 3, &beyond.node_def);
  INFER_ERROR("Invalid axis: 3; must be in [-2,2)", beyond, "[2];[2];[2]");
}

TEST(ArrayOpsSlicingTest, UnpackShapes) {
  ShapeInferenceTestOp op("Unpack");
  AddNodeAttr("num", 2, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  AddNodeAttr("axis", 1, &op.node_def);
  INFER_OK(op, "[4,2,3]", "[d0_0,d0_2];[d0_0,d0_2]");
  INFER_OK(op, "[4,?,3]", "[d0_0,d0_2];[d0_0,d0_2]");
  INFER_OK(op, "?", "?;?");
  INFER_ERROR("Dimensions must be equal", op, "[4,3,3]");
  INFER_ERROR("Invalid axis: 1; must be in [-1,1)", op, "[2]");
}

TEST(ArrayOpsSlicingTest, ReverseV2Shapes) {
  ShapeInferenceTestOp op("ReverseV2");
  INFER_OK(op, "[2,3];[1]", "in0");
  INFER_ERROR("must be rank 1", op, "[2,3];[]");
  const Tensor duplicate = Int32Vector({0, -2});
  op.input_tensors = {nullptr, &duplicate};
  INFER_ERROR("axis 0 specified more than once.", op, "[2,3];[2]");
  const Tensor out_of_range = Int32Vector({2});
  op.input_tensors = {nullptr, &out_of_range};
  INFER_ERROR("'axis'[0] = 2 is out of valid range [0, 1", op, "[2,3];[1]");
  INFER_ERROR("more than 8 dimensions", op, "[1,1,1,1,1,1,1,1,1];[1]");
}

}  // namespace
}  // namespace tensorflow
