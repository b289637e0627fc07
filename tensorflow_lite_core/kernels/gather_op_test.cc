// GatherV2: each axis with batch dims, slices of every byte width and strings, large inputs split
// across threads, empty outputs, and every refusal.
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class GatherOpTest : public OpsTestBase {
 public:
  Status RunGather(const Tensor& params, const Tensor& indices, const Tensor& axis,
                   int batch_dims = 0) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("gather", "GatherV2")
                           .Input("params", 0, params.dtype())
                           .Input("indices", 0, indices.dtype())
                           .Input("axis", 0, axis.dtype())
                           .Attr("batch_dims", batch_dims)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(params);
    AddInputTensorValue(indices);
    AddInputTensorValue(axis);
    return RunOpKernel();
  }
};

TEST_F(GatherOpTest, RowsColumnsAndBatches) {
  const Tensor params = test::AsTensor<int32>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3}));
  TF_ASSERT_OK(RunGather(params, test::AsTensor<int64>({1, 0, 1}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({4, 5, 6, 1, 2, 3, 4, 5, 6}, {3, 3}));
  TF_ASSERT_OK(RunGather(params, test::AsTensor<int16>({2, 0}, {1, 2}), test::AsScalar<int64>(-1)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({3, 1, 6, 4}, {2, 1, 2}));
  // batch_dims 1: row b takes its own indices[b].
  TF_ASSERT_OK(RunGather(params, test::AsTensor<int32>({2, 0}, {2, 1}), test::AsScalar<int32>(1),
                         1));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({3, 4}, {2, 1}));
  TF_ASSERT_OK(RunGather(params, test::AsScalar<int32>(1), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({4, 5, 6}));
}

TEST_F(GatherOpTest, EveryElementWidthAndStrings) {
  const Tensor indices = test::AsTensor<int32>({1, 1, 0});
  const Tensor axis = test::AsScalar<int32>(0);
  TF_ASSERT_OK(RunGather(test::AsTensor<int8>({7, 8}), indices, axis));
  test::ExpectTensorEqual<int8>(*GetOutput(0), test::AsTensor<int8>({8, 8, 7}));
  TF_ASSERT_OK(RunGather(test::AsTensor<Eigen::half>({Eigen::half(1), Eigen::half(2)}), indices,
                         axis));
  test::ExpectTensorEqual<Eigen::half>(
      *GetOutput(0), test::AsTensor<Eigen::half>({Eigen::half(2), Eigen::half(2), Eigen::half(1)}));
  TF_ASSERT_OK(RunGather(test::AsTensor<complex128>({{1, 2}, {3, 4}}), indices, axis));
  test::ExpectTensorEqual<complex128>(*GetOutput(0),
                                      test::AsTensor<complex128>({{3, 4}, {3, 4}, {1, 2}}));
  TF_ASSERT_OK(RunGather(test::AsTensor<qint8>({qint8(-3), qint8(9)}), indices, axis));
  EXPECT_EQ(GetOutput(0)->dtype(), DT_QINT8);
  EXPECT_EQ(GetOutput(0)->base<qint8>()[2].value, -3);
  TF_ASSERT_OK(RunGather(test::AsTensor<tstring>({"a", "a long string beyond the small buffer"}),
                         indices, axis));
  test::ExpectTensorEqual<tstring>(
      *GetOutput(0), test::AsTensor<tstring>({"a long string beyond the small buffer",
                                              "a long string beyond the small buffer", "a"}));
  // Slices of 3 floats: 12 bytes, moved as a run of bytes.
  TF_ASSERT_OK(RunGather(test::AsTensor<float>({1, 2, 3, 4, 5, 6}, {2, 3}), indices, axis));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({4, 5, 6, 4, 5, 6, 1, 2, 3}, {3, 3}));
}

TEST_F(GatherOpTest, LargeGatherAcrossThreads) {
  Tensor params(DT_FLOAT, TensorShape({4, 1000, 3}));
  test::FillFn<float>(&params, [](int i) { return static_cast<float>(i); });
  Tensor indices(DT_INT32, TensorShape({4, 5000}));
  test::FillFn<int32>(&indices, [](int i) { return (i * 7) % 1000; });
  TF_ASSERT_OK(RunGather(params, indices, test::AsScalar<int32>(1), 1));
  Tensor expected(DT_FLOAT, TensorShape({4, 5000, 3}));
  test::FillFn<float>(&expected, [](int i) {
    const int b = i / 15000, n = (i / 3) % 5000, c = i % 3;
    const int row = ((b * 5000 + n) * 7) % 1000;
    return static_cast<float>((b * 1000 + row) * 3 + c);
  });
  test::ExpectTensorEqual<float>(*GetOutput(0), expected);
}

TEST_F(GatherOpTest, EmptyOutputs) {
  TF_ASSERT_OK(RunGather(Tensor(DT_FLOAT, TensorShape({0, 3})), Tensor(DT_INT32, TensorShape({0})),
                         test::AsScalar<int32>(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
  // Nothing to read: the index is not looked at, as in TensorFlow.
  TF_ASSERT_OK(RunGather(Tensor(DT_FLOAT, TensorShape({2, 0})), test::AsTensor<int32>({5}),
                         test::AsScalar<int32>(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({1, 0}));
}

TEST_F(GatherOpTest, Refusals) {
  const Tensor params(DT_FLOAT, TensorShape({2, 3}));
  const Tensor axis0 = test::AsScalar<int32>(0);
  EXPECT_TRUE(test::IsError(RunGather(params, test::AsTensor<int32>({0, 2}), axis0),
                            error::INVALID_ARGUMENT, "indices[1] = 2 is not in [0, 2)"));
  EXPECT_TRUE(test::IsError(RunGather(params, test::AsTensor<int64>({0, -1}, {1, 2}), axis0),
                            error::INVALID_ARGUMENT, "indices[0,1] = -1 is not in [0, 2)"));
  EXPECT_TRUE(test::IsError(RunGather(params, test::AsScalar<int16>(9), axis0),
                            error::INVALID_ARGUMENT, "indices = 9 is not in [0, 2)"));
  EXPECT_TRUE(test::IsError(RunGather(params, test::AsTensor<int32>({0}), test::AsScalar<int32>(2)),
                            error::INVALID_ARGUMENT, "Shape must be at least rank 3 but is rank 2"));
  EXPECT_TRUE(test::IsError(RunGather(params, test::AsTensor<int32>({0}), test::AsTensor<int32>({0})),
                            error::INVALID_ARGUMENT, "axis must be scalar"));
  EXPECT_TRUE(test::IsError(RunGather(test::AsScalar<float>(1), test::AsTensor<int32>({0}), axis0),
                            error::INVALID_ARGUMENT, "params must be at least 1 dimensional"));
  const Tensor two_rows = test::AsTensor<int32>({0, 1}, {2, 1});
  EXPECT_TRUE(test::IsError(RunGather(params, two_rows, test::AsScalar<int32>(1), 2),
                            error::INVALID_ARGUMENT,
                            "batch_dims (2) must be less than rank(params) (2)."));
  EXPECT_TRUE(test::IsError(RunGather(params, two_rows, axis0, 1), error::INVALID_ARGUMENT,
                            "batch_dims (1) must be less than or equal to axis (0)."));
  EXPECT_TRUE(test::IsError(RunGather(params, two_rows, test::AsScalar<int32>(1), -3),
                            error::INVALID_ARGUMENT,
                            "Expected batch_dims in the range [-2, 2], but got -3"));
  EXPECT_TRUE(test::IsError(RunGather(params, test::AsTensor<int32>({0, 1, 1}, {3, 1}),
                                      test::AsScalar<int32>(1), 1),
                            error::INVALID_ARGUMENT,
                            "params.shape[0]: 2 should be equal to indices.shape[0]: 3"));
}

}  // namespace
}  // namespace tensorflow
