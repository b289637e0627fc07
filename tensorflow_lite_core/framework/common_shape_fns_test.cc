#include "tensorflow_lite_core/framework/common_shape_fns.h"

#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {
namespace {

template <typename T>
Tensor VectorTensor(const std::vector<T>& values) {
  Tensor t(DataTypeToEnum<T>::v(), TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<T>()(i) = values[i];
  return t;
}

template <typename T>
Tensor ScalarTensor(T value) {
  Tensor t(DataTypeToEnum<T>::v(), TensorShape({}));
  t.flat<T>()(0) = value;
  return t;
}

// ---- Test ops, one per shape function (named after it, so they cannot clash with real ops).

REGISTER_OP("UnchangedShapeTestOp").Input("x: float").Output("y: float").SetShapeFn(
    UnchangedShape);
REGISTER_OP("UnchangedShapeWithRankTestOp").Input("x: float").Output("y: float").SetShapeFn(
    [](InferenceContext* c) { return UnchangedShapeWithRank(c, 2); });
REGISTER_OP("UnchangedShapeWithRankAtLeastTestOp")
    .Input("x: float")
    .Output("y: float")
    .SetShapeFn([](InferenceContext* c) { return UnchangedShapeWithRankAtLeast(c, 1); });
REGISTER_OP("UnchangedShapeWithRankAtMostTestOp")
    .Input("x: float")
    .Output("y: float")
    .SetShapeFn([](InferenceContext* c) { return UnchangedShapeWithRankAtMost(c, 1); });
REGISTER_OP("ScalarShapeTestOp").Input("x: float").Output("y: float").SetShapeFn(ScalarShape);
REGISTER_OP("UnknownShapeTestOp")
    .Input("x: float")
    .Output("y: float")
    .Output("z: int32")
    .SetShapeFn(UnknownShape);
REGISTER_OP("RandomShapeTestOp").Input("shape: int32").Output("y: float").SetShapeFn(RandomShape);
REGISTER_OP("NoOutputsTestOp").Input("x: float").SetShapeFn(NoOutputs);
REGISTER_OP("MergeBothInputsTestOp")
    .Input("x: float")
    .Input("y: float")
    .Output("z: float")
    .SetShapeFn(MergeBothInputsShapeFn);
REGISTER_OP("MatMulTestOp")
    .Input("a: float")
    .Input("b: float")
    .Output("product: float")
    .Attr("transpose_a: bool = false")
    .Attr("transpose_b: bool = false")
    .SetShapeFn(MatMulShape);
REGISTER_OP("MatMulWithoutAttrsTestOp")
    .Input("a: float")
    .Input("b: float")
    .Output("product: float")
    .SetShapeFn(MatMulShape);
REGISTER_OP("BroadcastTestOp")
    .Input("x: float")
    .Input("y: float")
    .Output("z: float")
    .SetShapeFn(BroadcastBinaryOpShapeFn);
// Broadcasts input 0 with itself: the same dimension handles on both sides.
REGISTER_OP("BroadcastSelfTestOp").Input("x: float").Output("z: float").SetShapeFn(
    [](InferenceContext* c) {
      ShapeHandle out;
      TF_RETURN_IF_ERROR(BroadcastBinaryOpOutputShapeFnHelper(c, c->input(0), c->input(0),
                                                              /*incompatible_shape_error=*/true,
                                                              &out));
      c->set_output(0, out);
      return OkStatus();
    });
// As Equal does: incompatible shapes give a scalar instead of an error.
REGISTER_OP("BroadcastNoErrorTestOp")
    .Input("x: float")
    .Input("y: float")
    .Output("z: bool")
    .SetShapeFn([](InferenceContext* c) {
      ShapeHandle out;
      TF_RETURN_IF_ERROR(BroadcastBinaryOpOutputShapeFnHelper(c, c->input(0), c->input(1),
                                                              /*incompatible_shape_error=*/false,
                                                              &out));
      c->set_output(0, out);
      return OkStatus();
    });
REGISTER_OP("BroadcastSecondOutputTestOp")
    .Input("x: float")
    .Input("y: float")
    .Output("count: int32")
    .Output("z: float")
    .SetShapeFn([](InferenceContext* c) {
      c->set_output(0, c->Scalar());
      return BroadcastBinaryOpOutputShapeFn(c, 1);
    });
REGISTER_OP("ReductionTestOp")
    .Input("input: float")
    .Input("reduction_indices: Tidx")
    .Output("output: float")
    .Attr("keep_dims: bool = false")
    .Attr("Tidx: {int32, int64} = DT_INT32")
    .SetShapeFn(ReductionShape);
REGISTER_OP("ConcatV2TestOp")
    .Input("values: N * T")
    .Input("axis: Tidx")
    .Output("output: T")
    .Attr("N: int >= 2")
    .Attr("T: type")
    .Attr("Tidx: {int32, int64} = DT_INT32")
    .SetShapeFn(ConcatV2Shape);
REGISTER_OP("ConcatTestOp")
    .Input("concat_dim: int32")
    .Input("values: N * T")
    .Output("output: T")
    .Attr("N: int >= 2")
    .Attr("T: type")
    .SetShapeFn([](InferenceContext* c) { return ConcatShape(c, c->num_inputs() - 1); });

ShapeInferenceTestOp ConcatOp(const char* name, int n) {
  ShapeInferenceTestOp op(name);
  AddNodeAttr("N", n, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  return op;
}

TEST(CommonShapeFnsTest, UnchangedShape) {
  const ShapeInferenceTestOp op("UnchangedShapeTestOp");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[]", "in0");
  INFER_OK(op, "[1,?,3]", "in0");
}

TEST(CommonShapeFnsTest, UnchangedShapeWithRank) {
  const ShapeInferenceTestOp op("UnchangedShapeWithRankTestOp");
  INFER_OK(op, "[1,?]", "in0");
  INFER_OK(op, "?", "[?,?]");
  INFER_ERROR("Shape must be rank 2 but is rank 1", op, "[1]");
  INFER_ERROR("Shape must be rank 2 but is rank 3", op, "[1,2,3]");
}

TEST(CommonShapeFnsTest, UnchangedShapeWithRankAtLeast) {
  const ShapeInferenceTestOp op("UnchangedShapeWithRankAtLeastTestOp");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[1]", "in0");
  INFER_OK(op, "[1,2,3]", "in0");
  INFER_ERROR("Shape must be at least rank 1 but is rank 0", op, "[]");
}

TEST(CommonShapeFnsTest, UnchangedShapeWithRankAtMost) {
  const ShapeInferenceTestOp op("UnchangedShapeWithRankAtMostTestOp");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[]", "in0");
  INFER_OK(op, "[?]", "in0");
  INFER_ERROR("Shape must be at most rank 1 but is rank 2", op, "[1,2]");
}

TEST(CommonShapeFnsTest, ScalarUnknownAndNoOutputs) {
  INFER_OK(ShapeInferenceTestOp("ScalarShapeTestOp"), "[1,2]", "[]");
  INFER_OK(ShapeInferenceTestOp("ScalarShapeTestOp"), "?", "[]");
  INFER_OK(ShapeInferenceTestOp("UnknownShapeTestOp"), "[1]", "?;?");
  INFER_OK(ShapeInferenceTestOp("NoOutputsTestOp"), "[1]", "");
}

TEST(CommonShapeFnsTest, RandomShapeIsTheShapeTensorsValue) {
  ShapeInferenceTestOp op("RandomShapeTestOp");
  // Not constant: only the rank is known, from the shape tensor's length.
  INFER_OK(op, "[3]", "[?,?,?]");
  INFER_OK(op, "?", "?");
  INFER_ERROR("must be rank 1", op, "[2,2]");
  const Tensor shape = VectorTensor<int32>({4, 1, 5});
  op.input_tensors = {&shape};
  INFER_OK(op, "[3]", "[4,1,5]");
  const Tensor negative = VectorTensor<int32>({4, -7});
  op.input_tensors = {&negative};
  INFER_ERROR("-7", op, "[2]");
}

TEST(CommonShapeFnsTest, MergeBothInputs) {
  const ShapeInferenceTestOp op("MergeBothInputsTestOp");
  INFER_OK(op, "?;?", "in0");
  INFER_OK(op, "?;[1]", "in1");
  INFER_OK(op, "[1,2];[?,2]", "in0");
  INFER_OK(op, "[?,2];[1,2]", "in1");
  INFER_OK(op, "[1,?];[?,2]", "[d0_0,d1_1]");
  INFER_ERROR("Dimension 0 in both shapes must be equal, but are 1 and 2. Shapes are [1] and [2].",
              op, "[1];[2]");
  INFER_ERROR("Shapes must be equal rank, but are 1 and 2", op, "[1];[1,2]");
}

TEST(CommonShapeFnsTest, MatMul) {
  const ShapeInferenceTestOp op("MatMulTestOp");
  INFER_OK(op, "?;?", "[?,?]");
  INFER_OK(op, "[2,3];[3,4]", "[d0_0,d1_1]");
  INFER_OK(op, "[2,?];[?,4]", "[d0_0,d1_1]");
  INFER_OK(op, "?;[3,4]", "[?,d1_1]");
  INFER_OK(op, "[2,3];?", "[d0_0,?]");
  INFER_ERROR("Dimensions must be equal, but are 3 and 4", op, "[2,3];[4,5]");
  INFER_ERROR("with input shapes: [2,3], [4,5].", op, "[2,3];[4,5]");
  INFER_ERROR("Shape must be rank 2 but is rank 1", op, "[2];[2,3]");
  INFER_ERROR("Shape must be rank 2 but is rank 3", op, "[2,3];[3,4,5]");

  ShapeInferenceTestOp transpose_a("MatMulTestOp");
  AddNodeAttr("transpose_a", true, &transpose_a.node_def);
  INFER_OK(transpose_a, "[3,2];[3,4]", "[d0_1,d1_1]");
  INFER_ERROR("Dimensions must be equal, but are 2 and 3", transpose_a, "[2,3];[3,4]");

  ShapeInferenceTestOp transpose_both("MatMulTestOp");
  AddNodeAttr("transpose_a", true, &transpose_both.node_def);
  AddNodeAttr("transpose_b", true, &transpose_both.node_def);
  INFER_OK(transpose_both, "[3,2];[4,3]", "[d0_1,d1_0]");

  ShapeInferenceTestOp transpose_b("MatMulTestOp");
  AddNodeAttr("transpose_b", true, &transpose_b.node_def);
  INFER_OK(transpose_b, "[2,3];[4,3]", "[d0_0,d1_0]");
  INFER_ERROR("Dimensions must be equal, but are 3 and 4", transpose_b, "[2,3];[3,4]");

  INFER_ERROR("transpose_a", ShapeInferenceTestOp("MatMulWithoutAttrsTestOp"), "[2,3];[3,4]");
}

TEST(CommonShapeFnsTest, BroadcastBinaryOp) {
  const ShapeInferenceTestOp op("BroadcastTestOp");
  INFER_OK(op, "?;[1]", "?");
  INFER_OK(op, "[1];?", "?");
  INFER_OK(op, "[];[]", "[]");
  // Missing leading dimensions stretch.
  INFER_OK(op, "[2,3];[]", "[d0_0,d0_1]");
  INFER_OK(op, "[];[2,3]", "[d1_0,d1_1]");
  INFER_OK(op, "[2,3];[3]", "[d0_0,d0_1]");
  INFER_OK(op, "[4];[2,3,4]", "[d1_0,d1_1,d0_0]");
  // Sizes of 1 stretch.
  INFER_OK(op, "[2,1];[3]", "[d0_0,d1_0]");
  INFER_OK(op, "[1,3];[2,1]", "[d1_0,d0_1]");
  INFER_OK(op, "[1];[1]", "[d0_0]");
  INFER_OK(op, "[?];[1]", "[d0_0]");
  INFER_OK(op, "[1];[?]", "[d1_0]");
  INFER_OK(op, "[0];[1]", "[d0_0]");
  // An unknown size against a known one other than 1 takes the known one.
  INFER_OK(op, "[?,3];[2,1]", "[d1_0,d0_1]");
  INFER_OK(op, "[2];[?]", "[d0_0]");
  INFER_OK(op, "[0];[?]", "[d0_0]");
  // Two unknown sizes: unknown.
  INFER_OK(op, "[?];[?]", "[?]");
  INFER_OK(op, "[2,?];[?,?]", "[d0_0,?]");

  INFER_ERROR("Dimensions must be equal, but are 2 and 3", op, "[2];[3]");
  INFER_ERROR("Dimensions must be equal, but are 3 and 4", op, "[5,3];[4]");
  INFER_ERROR("Dimensions must be equal, but are 0 and 2", op, "[0];[2]");

  INFER_OK(ShapeInferenceTestOp("BroadcastSelfTestOp"), "[?,2]", "[d0_0,d0_1]");
  INFER_OK(ShapeInferenceTestOp("BroadcastSecondOutputTestOp"), "[2,1];[3]", "[];[d0_0,d1_0]");
}

TEST(CommonShapeFnsTest, BroadcastWithoutIncompatibleShapeError) {
  const ShapeInferenceTestOp op("BroadcastNoErrorTestOp");
  INFER_OK(op, "[2];[3]", "[]");
  INFER_OK(op, "[?];[3]", "?");
  INFER_OK(op, "[?];[1]", "[d0_0]");
  INFER_OK(op, "[?];[?]", "[?]");
  INFER_OK(op, "[2,3];[3]", "[d0_0,d0_1]");
  INFER_OK(op, "?;[3]", "?");
}

TEST(CommonShapeFnsTest, Reduction) {
  ShapeInferenceTestOp op("ReductionTestOp");
  // Axes not constant: nothing known without keep_dims.
  INFER_OK(op, "[2,3];[1]", "?");
  INFER_OK(op, "?;[1]", "?");
  INFER_ERROR("Shape must be at most rank 1 but is rank 2", op, "[2,3];[1,1]");

  const Tensor axis_one = VectorTensor<int32>({1});
  const Tensor both_axes = VectorTensor<int64>({-1, 0});
  const Tensor no_axes = VectorTensor<int32>({});
  const Tensor scalar_axis = ScalarTensor<int32>(0);
  const Tensor bad_axis = VectorTensor<int32>({2});
  const Tensor float_axis = VectorTensor<float>({1.0f});
  op.input_tensors = {nullptr, &axis_one};
  INFER_OK(op, "[2,3];[1]", "[d0_0]");
  INFER_OK(op, "?;[1]", "?");
  op.input_tensors = {nullptr, &both_axes};
  INFER_OK(op, "[2,3];[2]", "[]");
  op.input_tensors = {nullptr, &no_axes};
  INFER_OK(op, "[2,3];[0]", "[d0_0,d0_1]");
  op.input_tensors = {nullptr, &scalar_axis};
  INFER_OK(op, "[2,3];[]", "[d0_1]");
  op.input_tensors = {nullptr, &bad_axis};
  INFER_ERROR("Invalid reduction dimension 2 for input with 2 dimensions.", op, "[2,3];[1]");
  op.input_tensors = {nullptr, &float_axis};
  INFER_ERROR("reduction_indices must be int16, int32 or int64, but is float", op, "[2,3];[1]");

  AddNodeAttr("keep_dims", true, &op.node_def);
  op.input_tensors = {};
  INFER_OK(op, "[2,3];[1]", "[?,?]");
  INFER_OK(op, "?;[1]", "?");
  op.input_tensors = {nullptr, &axis_one};
  INFER_OK(op, "[2,3];[1]", "[d0_0,1]");
  op.input_tensors = {nullptr, &both_axes};
  INFER_OK(op, "[2,3];[2]", "[1,1]");
}

TEST(CommonShapeFnsTest, ConcatV2WithoutConstantAxis) {
  const ShapeInferenceTestOp op = ConcatOp("ConcatV2TestOp", 2);
  INFER_OK(op, "[1,2];[3,2];[]", "[?,?]");
  INFER_OK(op, "?;[3,2];[]", "[?,?]");
  INFER_OK(op, "?;?;[]", "?");
  INFER_OK(op, "?;?;?", "?");
  INFER_ERROR("Can't concatenate scalars (use tf.stack instead)", op, "[];[];[]");
  INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[1];[1,2];[]");
  INFER_ERROR("Shape must be rank 0 but is rank 1", op, "[1];[1];[1]");
}

TEST(CommonShapeFnsTest, ConcatV2WithConstantAxis) {
  ShapeInferenceTestOp op = ConcatOp("ConcatV2TestOp", 2);
  const Tensor axis_one = ScalarTensor<int32>(1);
  op.input_tensors = {nullptr, nullptr, &axis_one};
  INFER_OK(op, "[1,2,3];[1,5,3];[]", "[d0_0,7,d0_2]");
  INFER_OK(op, "[?,2,?];[1,?,3];[]", "[d1_0,?,d1_2]");
  INFER_OK(op, "?;[1,5,3];[]", "[d1_0,?,d1_2]");
  INFER_OK(op, "[1,0,3];[1,5,3];[]", "[d0_0,d1_1,d0_2]");
  INFER_OK(op, "?;?;[]", "?");
  INFER_ERROR("Dimension 0 in both shapes must be equal, but are 1 and 2", op,
              "[1,2,3];[2,5,3];[]");
  INFER_ERROR("Shapes must be equal rank, but are 1 and 2", op, "[1,2,3];[1,5,3,4];[]");
  INFER_ERROR("Shape must be at least rank 2 but is rank 1", op, "[1];[1,2];[]");

  const Tensor axis_minus_one = ScalarTensor<int64>(-1);
  op.input_tensors = {nullptr, nullptr, &axis_minus_one};
  INFER_OK(op, "[1,2];[1,3];[]", "[d0_0,5]");
  // The axis counts from the end, so an input of unknown rank still says nothing before it.
  INFER_OK(op, "?;[1,3];[]", "[d1_0,?]");
  INFER_OK(op, "?;?;[]", "?");

  const Tensor axis_two = ScalarTensor<int32>(2);
  op.input_tensors = {nullptr, nullptr, &axis_two};
  INFER_ERROR("Shape must be at least rank 3 but is rank 2", op, "[1,2];[1,2];[]");
  const Tensor axis_minus_three = ScalarTensor<int32>(-3);
  op.input_tensors = {nullptr, nullptr, &axis_minus_three};
  INFER_ERROR("Shape must be at least rank 3 but is rank 2", op, "[1,2];[1,2];[]");
  const Tensor huge_axis = ScalarTensor<int64>(int64{1} << 40);
  op.input_tensors = {nullptr, nullptr, &huge_axis};
  INFER_ERROR("Concat axis 1099511627776 is out of range: tensors have at most 254 dimensions",
              op, "?;?;[]");
  // The int64 extremes are refused before any arithmetic on them (axis + 1 used to overflow).
  for (const int64 extreme : {std::numeric_limits<int64>::max(), std::numeric_limits<int64>::min(),
                              int64{254}, int64{-255}}) {
    const Tensor extreme_axis = ScalarTensor<int64>(extreme);
    op.input_tensors = {nullptr, nullptr, &extreme_axis};
    INFER_ERROR(strings::StrCat("Concat axis ", extreme, " is out of range"), op, "?;?;[]");
    INFER_ERROR(strings::StrCat("Concat axis ", extreme, " is out of range"), op, "[1,2];[1,2];[]");
  }

  ShapeInferenceTestOp three = ConcatOp("ConcatV2TestOp", 3);
  three.input_tensors = {nullptr, nullptr, nullptr, &axis_one};
  INFER_OK(three, "[2,1];[2,2];[?,3];[]", "[d0_0,6]");
}

TEST(CommonShapeFnsTest, ConcatWithLeadingAxis) {
  ShapeInferenceTestOp op = ConcatOp("ConcatTestOp", 2);
  INFER_OK(op, "[];[1,2];[3,2]", "[?,?]");
  const Tensor axis_zero = ScalarTensor<int32>(0);
  op.input_tensors = {&axis_zero};
  INFER_OK(op, "[];[1,2];[3,2]", "[4,d1_1]");
  INFER_ERROR("Dimension 0 in both shapes must be equal, but are 2 and 5", op, "[];[1,2];[3,5]");
}

TEST(CommonShapeFnsTest, GetIntegerValues) {
  std::vector<int64> values;
  TF_CHECK_OK(GetIntegerValues(VectorTensor<int32>({3, -1}), "axes", &values));
  EXPECT_EQ((std::vector<int64>{3, -1}), values);
  TF_CHECK_OK(GetIntegerValues(ScalarTensor<int64>(int64{1} << 40), "axes", &values));
  EXPECT_EQ((std::vector<int64>{int64{1} << 40}), values);
  TF_CHECK_OK(GetIntegerValues(VectorTensor<int16>({-32768, 7}), "axes", &values));
  EXPECT_EQ((std::vector<int64>{-32768, 7}), values);
  const Status status = GetIntegerValues(ScalarTensor<bool>(true), "axes", &values);
  EXPECT_EQ(error::INVALID_ARGUMENT, status.code());
  EXPECT_EQ("axes must be int16, int32 or int64, but is bool", status.message());
  EXPECT_TRUE(values.empty());
  const Status unsigned_status = GetIntegerValues(ScalarTensor<uint16>(1), "axes", &values);
  EXPECT_EQ("axes must be int16, int32 or int64, but is uint16", unsigned_status.message());
  EXPECT_TRUE(values.empty());
}

}  // namespace
}  // namespace shape_inference
}  // namespace tensorflow
