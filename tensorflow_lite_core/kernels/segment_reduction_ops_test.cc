// UnsortedSegmentSum: rows and elements, negative ids dropped, multi-dimensional ids, wrapping
// integers and in-order half sums, empty inputs, and every refusal.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class SegmentSumOpTest : public OpsTestBase {
 public:
  Status RunSum(const Tensor& data, const Tensor& ids, const Tensor& num_segments) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("segment_sum", "UnsortedSegmentSum")
                           .Input("data", 0, data.dtype())
                           .Input("segment_ids", 0, ids.dtype())
                           .Input("num_segments", 0, num_segments.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(data);
    AddInputTensorValue(ids);
    AddInputTensorValue(num_segments);
    return RunOpKernel();
  }
};

TEST_F(SegmentSumOpTest, RowsElementsAndDroppedIds) {
  TF_ASSERT_OK(RunSum(test::AsTensor<float>({1, 2, 3, 4, 5, 6}, {3, 2}),
                      test::AsTensor<int32>({1, -1, 1}), test::AsScalar<int32>(3)));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({0, 0, 6, 8, 0, 0}, {3, 2}));
  TF_ASSERT_OK(RunSum(test::AsTensor<int64>({1, 2, 3, 4}, {2, 2}),
                      test::AsTensor<int16>({1, 0, 0, 0}, {2, 2}), test::AsScalar<int64>(2)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({9, 1}));
  TF_ASSERT_OK(RunSum(test::AsTensor<complex128>({{1, 1}, {2, -1}}), test::AsTensor<int64>({0, 0}),
                      test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<complex128>(*GetOutput(0), test::AsTensor<complex128>({{3, 0}}));
}

TEST_F(SegmentSumOpTest, InTypeArithmetic) {
  TF_ASSERT_OK(RunSum(test::AsTensor<uint8>({200, 100}), test::AsTensor<int32>({0, 0}),
                      test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<uint8>(*GetOutput(0), test::AsTensor<uint8>({44}));
  // Half sums round at each step, as TensorFlow's CPU kernel's do: 2048 + 1 is 2048.
  Tensor ones(DT_HALF, TensorShape({3000}));
  test::FillFn<Eigen::half>(&ones, [](int) { return Eigen::half(1); });
  Tensor segment_zero(DT_INT32, TensorShape({3000}));
  test::FillFn<int32>(&segment_zero, [](int) { return 0; });
  TF_ASSERT_OK(RunSum(ones, segment_zero, test::AsScalar<int32>(1)));
  EXPECT_EQ(static_cast<float>(GetOutput(0)->base<Eigen::half>()[0]), 2048.0f);
}

TEST_F(SegmentSumOpTest, Empty) {
  TF_ASSERT_OK(RunSum(Tensor(DT_FLOAT, TensorShape({0, 2})), Tensor(DT_INT32, TensorShape({0})),
                      test::AsScalar<int32>(2)));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({0, 0, 0, 0}, {2, 2}));
  TF_ASSERT_OK(RunSum(test::AsTensor<float>({1}), test::AsTensor<int32>({-1}),
                      test::AsScalar<int32>(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
}

TEST_F(SegmentSumOpTest, Refusals) {
  const Tensor data = test::AsTensor<int32>({1, 2, 3, 4}, {2, 2});
  EXPECT_TRUE(test::IsError(RunSum(data, test::AsTensor<int32>({1, 0, 0, 2}, {2, 2}),
                                   test::AsScalar<int32>(2)),
                            error::INVALID_ARGUMENT, "segment_ids[1,1] = 2 is out of range [0, 2)"));
  EXPECT_TRUE(test::IsError(RunSum(data, test::AsTensor<int32>({1, 0, 1}), test::AsScalar<int32>(2)),
                            error::INVALID_ARGUMENT,
                            "data.shape = [2,2] does not start with segment_ids.shape = [3]"));
  EXPECT_TRUE(test::IsError(RunSum(data, test::AsTensor<int32>({1, 0}), test::AsTensor<int32>({2})),
                            error::INVALID_ARGUMENT, "num_segments should be a scalar, not shape [1]"));
  EXPECT_TRUE(test::IsError(RunSum(data, test::AsTensor<int32>({1, 0}), test::AsScalar<int32>(-1)),
                            error::INVALID_ARGUMENT, "Input num_segments == -1 must not be negative."));
}

}  // namespace
}  // namespace tensorflow
