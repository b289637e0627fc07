// Diag, MatrixDiag and MatrixDiagV3: shapes and values, bands of diagonals in each alignment,
// explicit sizes, padding, large batches across threads, and every refusal.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class DiagOpTest : public OpsTestBase {
 public:
  Status RunDiag(const Tensor& diagonal, const char* op = "Diag") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("diag", op)
                           .Input("diagonal", 0, diagonal.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(diagonal);
    return RunOpKernel();
  }

  Status RunV3(const Tensor& diagonal, const Tensor& k, int rows, int cols, const Tensor& padding,
               const std::string& align = "RIGHT_LEFT") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("matrix_diag", "MatrixDiagV3")
                           .Input("diagonal", 0, diagonal.dtype())
                           .Input("k", 0, DT_INT32)
                           .Input("num_rows", 0, DT_INT32)
                           .Input("num_cols", 0, DT_INT32)
                           .Input("padding_value", 0, padding.dtype())
                           .Attr("align", align)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(diagonal);
    AddInputTensorValue(k);
    AddInputTensorValue(test::AsScalar<int32>(rows));
    AddInputTensorValue(test::AsScalar<int32>(cols));
    AddInputTensorValue(padding);
    return RunOpKernel();
  }
};

TEST_F(DiagOpTest, TensorDiag) {
  TF_ASSERT_OK(RunDiag(test::AsTensor<complex64>({{1, 1}, {2, 0}})));
  test::ExpectTensorEqual<complex64>(
      *GetOutput(0), test::AsTensor<complex64>({{1, 1}, {0, 0}, {0, 0}, {2, 0}}, {2, 2}));
  TF_ASSERT_OK(RunDiag(test::AsTensor<int64>({1, 2, 3, 4}, {2, 2})));
  std::vector<int64> expected(16, 0);
  for (int i = 0; i < 4; ++i) expected[i * 5] = i + 1;
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>(expected, {2, 2, 2, 2}));
  TF_ASSERT_OK(RunDiag(Tensor(DT_FLOAT, TensorShape({0}))));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 0}));
  EXPECT_TRUE(test::IsError(RunDiag(test::AsScalar<float>(1)), error::INVALID_ARGUMENT,
                            "Input must be at least rank 1, got 0"));
}

TEST_F(DiagOpTest, MatrixDiagV1) {
  TF_ASSERT_OK(RunDiag(test::AsTensor<bool>({true, true, false, true}, {2, 2}), "MatrixDiag"));
  test::ExpectTensorEqual<bool>(
      *GetOutput(0), test::AsTensor<bool>({true, false, false, true, false, false, false, true},
                                          {2, 2, 2}));
  EXPECT_TRUE(test::IsError(RunDiag(test::AsScalar<float>(1), "MatrixDiag"),
                            error::INVALID_ARGUMENT,
                            "diagonal must be at least 1-dim, received shape: []"));
}

TEST_F(DiagOpTest, BandsInEachAlignment) {
  const Tensor pad = test::AsScalar<int32>(0);
  // Diagonals 1, 0, -1 of a 3x3 matrix, the short ones padded with 0 at their aligned side.
  TF_ASSERT_OK(RunV3(test::AsTensor<int32>({0, 8, 9, 1, 2, 3, 4, 5, 0}, {3, 3}),
                     test::AsTensor<int32>({-1, 1}), -1, -1, pad));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 8, 0, 4, 2, 9, 0, 5, 3}, {3, 3}));
  TF_ASSERT_OK(RunV3(test::AsTensor<int32>({8, 9, 0, 1, 2, 3, 4, 5, 0}, {3, 3}),
                     test::AsTensor<int32>({-1, 1}), -1, -1, pad, "LEFT_LEFT"));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 8, 0, 4, 2, 9, 0, 5, 3}, {3, 3}));
  TF_ASSERT_OK(RunV3(test::AsTensor<int32>({0, 8, 9, 1, 2, 3, 0, 4, 5}, {3, 3}),
                     test::AsTensor<int32>({-1, 1}), -1, -1, pad, "RIGHT_RIGHT"));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 8, 0, 4, 2, 9, 0, 5, 3}, {3, 3}));
  TF_ASSERT_OK(RunV3(test::AsTensor<int32>({8, 9, 0, 1, 2, 3, 0, 4, 5}, {3, 3}),
                     test::AsTensor<int32>({-1, 1}), -1, -1, pad, "LEFT_RIGHT"));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 8, 0, 4, 2, 9, 0, 5, 3}, {3, 3}));
}

TEST_F(DiagOpTest, SizesAndPadding) {
  // k = 1 in a 3x4 matrix: 3 elements, the rest 7.
  TF_ASSERT_OK(RunV3(test::AsTensor<float>({1, 2, 3}), test::AsScalar<int32>(1), 3, -1,
                     test::AsScalar<float>(7)));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({7, 1, 7, 7, 7, 7, 2, 7, 7, 7, 7, 3}, {3, 4}));
  TF_ASSERT_OK(RunV3(test::AsTensor<float>({1, 2}), test::AsScalar<int32>(-1), 4, -1,
                     test::AsScalar<float>(0)));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({0, 0, 1, 0, 0, 2, 0, 0}, {4, 2}));
  TF_ASSERT_OK(RunV3(Tensor(DT_FLOAT, TensorShape({0, 3})), test::AsScalar<int32>(0), -1, -1,
                     test::AsScalar<float>(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3, 3}));
}

TEST_F(DiagOpTest, LargeBatchAcrossThreads) {
  Tensor diagonal(DT_DOUBLE, TensorShape({500, 64}));
  test::FillFn<double>(&diagonal, [](int i) { return i + 1.0; });
  TF_ASSERT_OK(RunV3(diagonal, test::AsScalar<int32>(0), -1, -1, test::AsScalar<double>(-1)));
  Tensor expected(DT_DOUBLE, TensorShape({500, 64, 64}));
  test::FillFn<double>(&expected, [](int i) {
    const int b = i / 4096, r = (i / 64) % 64, c = i % 64;
    return r == c ? b * 64 + r + 1.0 : -1.0;
  });
  test::ExpectTensorEqual<double>(*GetOutput(0), expected);
}

TEST_F(DiagOpTest, Refusals) {
  const Tensor pad = test::AsScalar<int32>(0);
  const Tensor two = test::AsTensor<int32>({1, 2});
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsTensor<int32>({1, 0}), -1, -1, pad),
                            error::INVALID_ARGUMENT,
                            "lower_diag_index must not be larger than upper_diag_index: 1 > 0"));
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsTensor<int32>({0, 1, 2}), -1, -1, pad),
                            error::INVALID_ARGUMENT,
                            "diag_index must have only one or two elements, received 3 elements."));
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsTensor<int32>({0}, {1, 1}), -1, -1, pad),
                            error::INVALID_ARGUMENT,
                            "diag_index must be a scalar or vector, received shape: [1,1]"));
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsScalar<int32>(0), 1, -1, pad),
                            error::INVALID_ARGUMENT, "The number of rows is too small."));
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsScalar<int32>(0), -1, 1, pad),
                            error::INVALID_ARGUMENT, "The number of columns is too small."));
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsScalar<int32>(0), 3, 4, pad),
                            error::INVALID_ARGUMENT,
                            "The number of rows or columns is not consistent"));
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsScalar<int32>(0), -1, -1, test::AsTensor<int32>({0})),
                            error::INVALID_ARGUMENT, "padding_value must be a scalar"));
  // A band given as a vector (TensorFlow 2.21 fails a CHECK here).
  EXPECT_TRUE(test::IsError(RunV3(two, test::AsTensor<int32>({-1, 0}), -1, -1, pad),
                            error::INVALID_ARGUMENT,
                            "The number of diagonals provided in the input does not match"));
}

}  // namespace
}  // namespace tensorflow
