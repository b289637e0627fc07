// StridedSlice and StridedSliceGrad: steps forward and backward, every mask, the pass-through and
// row-view paths, every dtype, and TensorFlow's errors. Which elements an expression selects is
// held to TensorFlow's own answers in util/strided_slice_op_test; here the kernels move them.
#include <limits>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

struct Masks {
  int begin = 0, end = 0, ellipsis = 0, new_axis = 0, shrink = 0;
};

class StridedSliceOpTest : public OpsTestBase {
 public:
  Status RunSlice(const Tensor& input, const std::vector<int32>& begin,
                  const std::vector<int32>& end, const std::vector<int32>& strides,
                  const Masks& masks = Masks()) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("slice", "StridedSlice")
                           .Input("input", 0, input.dtype())
                           .Input("begin", 0, DT_INT32)
                           .Input("end", 0, DT_INT32)
                           .Input("strides", 0, DT_INT32)
                           .Attr("begin_mask", masks.begin)
                           .Attr("end_mask", masks.end)
                           .Attr("ellipsis_mask", masks.ellipsis)
                           .Attr("new_axis_mask", masks.new_axis)
                           .Attr("shrink_axis_mask", masks.shrink)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(test::AsTensor<int32>(begin));
    AddInputTensorValue(test::AsTensor<int32>(end));
    AddInputTensorValue(test::AsTensor<int32>(strides));
    return RunOpKernel();
  }

  Status RunGrad(const std::vector<int64>& shape, const std::vector<int64>& begin,
                 const std::vector<int64>& end, const std::vector<int64>& strides,
                 const Tensor& dy, const Masks& masks = Masks()) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("grad", "StridedSliceGrad")
                           .Input("shape", 0, DT_INT64)
                           .Input("begin", 0, DT_INT64)
                           .Input("end", 0, DT_INT64)
                           .Input("strides", 0, DT_INT64)
                           .Input("dy", 0, dy.dtype())
                           .Attr("begin_mask", masks.begin)
                           .Attr("end_mask", masks.end)
                           .Attr("ellipsis_mask", masks.ellipsis)
                           .Attr("new_axis_mask", masks.new_axis)
                           .Attr("shrink_axis_mask", masks.shrink)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(test::AsTensor<int64>(shape));
    AddInputTensorValue(test::AsTensor<int64>(begin));
    AddInputTensorValue(test::AsTensor<int64>(end));
    AddInputTensorValue(test::AsTensor<int64>(strides));
    AddInputTensorValue(dy);
    return RunOpKernel();
  }
};

Tensor Iota(const TensorShape& shape) {
  Tensor t(DT_INT32, shape);
  test::FillIota<int32>(&t, 0);
  return t;
}

TEST_F(StridedSliceOpTest, StepsForwardAndBackward) {
  TF_ASSERT_OK(RunSlice(Iota({10}), {1}, {8}, {3}));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 4, 7}));
  TF_ASSERT_OK(RunSlice(Iota({10}), {-1}, {0}, {-4}));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({9, 5, 1}));
  Masks whole;
  whole.begin = whole.end = 1;
  TF_ASSERT_OK(RunSlice(Iota({5}), {0}, {0}, {-1}, whole));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({4, 3, 2, 1, 0}));
  // x[1:, ::-2] of a 3x4 matrix.
  Masks m;
  m.end = 1;
  m.begin = 2;
  m.end |= 2;
  TF_ASSERT_OK(RunSlice(Iota({3, 4}), {1, 0}, {0, 0}, {1, -2}, m));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({7, 5, 11, 9}, TensorShape({2, 2})));
}

TEST_F(StridedSliceOpTest, ShrinkNewAxisAndEllipsis) {
  Masks m;
  m.shrink = 1;  // x[1]
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), {1}, {2}, {1}, m));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({3, 4, 5}));
  Masks e;  // x[..., 1]
  e.ellipsis = 1;
  e.shrink = 2;
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), {0, 1}, {0, 2}, {1, 1}, e));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 4}));
  Masks n;  // x[newaxis, :, -1]
  n.new_axis = 1;
  n.begin = n.end = 2;
  n.shrink = 4;
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), {0, 0, -1}, {0, 0, 0}, {1, 1, 1}, n));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({2, 5}, TensorShape({1, 2})));
}

TEST_F(StridedSliceOpTest, PassThroughAndRowViews) {
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), {0}, {2}, {1}));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  Masks n;  // a new axis of an identity slice: the same buffer, another shape
  n.new_axis = 1;
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), {0}, {0}, {1}, n));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({1, 2, 3}));
  Masks shrink;
  shrink.shrink = 1;
  TF_ASSERT_OK(RunSlice(Iota({4, 16}), {2}, {3}, {1}, shrink));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({16}));
  EXPECT_EQ(GetOutput(0)->base<int32>()[0], 32);
}

TEST_F(StridedSliceOpTest, ExtremeStridesTakeOneElement) {
  // x[int64 max : int64 min : int64 min] of 2 rows is the last row (UBSan checks the arithmetic).
  TF_ASSERT_OK(NodeDefBuilder("slice", "StridedSlice")
                   .Input("input", 0, DT_INT32)
                   .Input("begin", 0, DT_INT64)
                   .Input("end", 0, DT_INT64)
                   .Input("strides", 0, DT_INT64)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputTensorValue(Iota({2, 3}));
  AddInputTensorValue(test::AsTensor<int64>({std::numeric_limits<int64>::max()}));
  AddInputTensorValue(test::AsTensor<int64>({std::numeric_limits<int64>::min()}));
  AddInputTensorValue(test::AsTensor<int64>({std::numeric_limits<int64>::min()}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({3, 4, 5}, {1, 3}));
}

TEST_F(StridedSliceOpTest, EmptySlicesAndInputs) {
  TF_ASSERT_OK(RunSlice(Iota({4}), {3}, {1}, {1}));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
  TF_ASSERT_OK(RunSlice(Iota({0, 3}), {0, 1}, {0, 3}, {1, 1}));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 2}));
}

template <typename T>
void CheckType(StridedSliceOpTest* fixture) {
  const Status status =
      fixture->RunSlice(test::AsTensorOf<T>({1, 2, 3, 4, 5, 6}, {2, 3}), {0, 2}, {2, 0}, {1, -2});
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({3, 6}, {2, 1}));
}

TEST_F(StridedSliceOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunSlice(test::AsTensor<tstring>({"a", "b", "c"}), {2}, {0}, {-2}));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"c"}));
}

TEST_F(StridedSliceOpTest, TensorFlowsErrors) {
  Masks shrink;
  shrink.shrink = 1;
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2, 3}), {5}, {6}, {1}, shrink), error::INVALID_ARGUMENT,
                            "slice index 5 of dimension 0 out of bounds."));
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2, 3}), {-3}, {-2}, {1}, shrink),
                            error::INVALID_ARGUMENT, "slice index -1 of dimension 0 out of bounds."));
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2}), {0}, {1}, {0}), error::INVALID_ARGUMENT,
                            "strides[0] must be non-zero"));
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2}), {0, 0}, {1, 1}, {1, 1}), error::INVALID_ARGUMENT,
                            "Index out of range using input dim 1; input has only 1 dims"));
  EXPECT_TRUE(test::IsError(RunSlice(test::AsScalar<int32>(1), {0}, {1}, {1}),
                            error::INVALID_ARGUMENT, "Attempting to slice scalar input."));
  Masks two;
  two.ellipsis = 3;
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2}), {0, 0}, {1, 1}, {1, 1}, two),
                            error::INVALID_ARGUMENT, "Multiple ellipses in slice spec not allowed"));
}

TEST_F(StridedSliceOpTest, GradScattersIntoZeros) {
  // The gradient of x[0:2, 1:3] of a 2x3x4 tensor.
  Tensor dy(DT_FLOAT, TensorShape({2, 2, 4}));
  test::FillIota<float>(&dy, 1);
  TF_ASSERT_OK(RunGrad({2, 3, 4}, {0, 1}, {2, 3}, {1, 1}, dy));
  Tensor expected(DT_FLOAT, TensorShape({2, 3, 4}));
  test::FillFn<float>(&expected, [](int i) {
    const int a = i / 12, b = (i / 4) % 3, c = i % 4;
    return b == 0 ? 0.0f : static_cast<float>(1 + a * 8 + (b - 1) * 4 + c);
  });
  test::ExpectTensorEqual<float>(*GetOutput(0), expected);
  // Backward steps and strings (zeros are empty strings).
  TF_ASSERT_OK(RunGrad({5}, {4}, {0}, {-3}, test::AsTensor<tstring>({"x", "y"})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"", "y", "", "", "x"}));
  // An identity slice hands dy back.
  TF_ASSERT_OK(RunGrad({3}, {0}, {3}, {1}, test::AsTensor<int32>({1, 2, 3})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 2, 3}));
}

TEST_F(StridedSliceOpTest, GradErrors) {
  EXPECT_TRUE(test::IsError(RunGrad({2, 3, 4}, {0, 1}, {2, 3}, {1, 1}, Tensor(DT_FLOAT, {2, 2, 3})),
                            error::INVALID_ARGUMENT,
                            "shape of dy was [2,2,3] instead of [2,2,4]"));
  EXPECT_TRUE(test::IsError(RunGrad({-2, 3}, {0}, {1}, {1}, Tensor(DT_FLOAT, {1, 3})),
                            error::INVALID_ARGUMENT, "Dimension -2 must be >= 0"));
  EXPECT_TRUE(test::IsError(RunGrad({}, {0}, {1}, {1}, test::AsScalar<float>(1)),
                            error::INVALID_ARGUMENT, "Attempting to slice scalar input."));
}

}  // namespace
}  // namespace tensorflow
