// Cumsum and Cumprod: exclusive and reverse along each axis, in-type arithmetic (wrapping
// integers, half rounding at each step), many rows across threads, and bad axes.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ScanOpTest : public OpsTestBase {
 public:
  Status Scan(const char* op, const Tensor& x, const Tensor& axis, bool exclusive = false,
              bool reverse = false) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("scan", op)
                           .Input("x", 0, x.dtype())
                           .Input("axis", 0, axis.dtype())
                           .Attr("exclusive", exclusive)
                           .Attr("reverse", reverse)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(x);
    AddInputTensorValue(axis);
    return RunOpKernel();
  }
};

TEST_F(ScanOpTest, ExclusiveAndReverse) {
  const Tensor x = test::AsTensor<int32>({1, 2, 3, 4});
  const Tensor axis = test::AsScalar<int32>(0);
  TF_ASSERT_OK(Scan("Cumsum", x, axis));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 3, 6, 10}));
  TF_ASSERT_OK(Scan("Cumsum", x, axis, true));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 1, 3, 6}));
  TF_ASSERT_OK(Scan("Cumsum", x, axis, false, true));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({10, 9, 7, 4}));
  TF_ASSERT_OK(Scan("Cumprod", x, axis, true, true));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({24, 12, 4, 1}));
}

TEST_F(ScanOpTest, EachAxisOfA3dTensor) {
  Tensor x(DT_DOUBLE, TensorShape({2, 3, 2}));
  test::FillFn<double>(&x, [](int i) { return i + 1.0; });
  TF_ASSERT_OK(Scan("Cumsum", x, test::AsScalar<int64>(1)));
  test::ExpectTensorEqual<double>(
      *GetOutput(0), test::AsTensor<double>({1, 2, 4, 6, 9, 12, 7, 8, 16, 18, 27, 30}, {2, 3, 2}));
  TF_ASSERT_OK(Scan("Cumprod", x, test::AsScalar<int32>(-1), false, true));
  test::ExpectTensorEqual<double>(
      *GetOutput(0),
      test::AsTensor<double>({2, 2, 12, 4, 30, 6, 56, 8, 90, 10, 132, 12}, {2, 3, 2}));
  TF_ASSERT_OK(Scan("Cumsum", x, test::AsScalar<int32>(0), true));
  test::ExpectTensorEqual<double>(
      *GetOutput(0), test::AsTensor<double>({0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6}, {2, 3, 2}));
}

TEST_F(ScanOpTest, InTypeArithmetic) {
  TF_ASSERT_OK(Scan("Cumsum", test::AsTensor<uint8>({200, 100}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<uint8>(*GetOutput(0), test::AsTensor<uint8>({200, 44}));
  TF_ASSERT_OK(Scan("Cumprod", test::AsTensor<int8>({100, 100}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int8>(*GetOutput(0), test::AsTensor<int8>({100, 16}));
  TF_ASSERT_OK(Scan("Cumsum", test::AsTensor<complex64>({{1, 1}, {0, 2}}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<complex64>(*GetOutput(0), test::AsTensor<complex64>({{1, 1}, {1, 3}}));
  Tensor ones(DT_HALF, TensorShape({3000}));
  test::FillFn<Eigen::half>(&ones, [](int) { return Eigen::half(1); });
  TF_ASSERT_OK(Scan("Cumsum", ones, test::AsScalar<int32>(0)));
  EXPECT_EQ(static_cast<float>(GetOutput(0)->base<Eigen::half>()[2999]), 2048.0f);
}

TEST_F(ScanOpTest, ManyRowsAcrossThreads) {
  Tensor x(DT_INT64, TensorShape({20000, 8}));
  test::FillFn<int64>(&x, [](int i) { return i % 8; });
  TF_ASSERT_OK(Scan("Cumsum", x, test::AsScalar<int32>(1)));
  Tensor expected(DT_INT64, TensorShape({20000, 8}));
  test::FillFn<int64>(&expected, [](int i) { return (i % 8) * (i % 8 + 1) / 2; });
  test::ExpectTensorEqual<int64>(*GetOutput(0), expected);
}

TEST_F(ScanOpTest, EmptyAndBadAxes) {
  TF_ASSERT_OK(Scan("Cumsum", Tensor(DT_FLOAT, TensorShape({0, 3})), test::AsScalar<int32>(1)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
  EXPECT_TRUE(test::IsError(Scan("Cumsum", test::AsTensor<int32>({1, 2}), test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT,
                            "ScanOp: Expected scan axis in the range [-1, 1), but got 1"));
  EXPECT_TRUE(test::IsError(Scan("Cumprod", test::AsTensor<int32>({1, 2}),
                                 test::AsTensor<int32>({0})),
                            error::INVALID_ARGUMENT, "ScanOp: axis must be a scalar, not [1]"));
  EXPECT_TRUE(test::IsError(Scan("Cumsum", test::AsScalar<int32>(5), test::AsScalar<int32>(0)),
                            error::INVALID_ARGUMENT,
                            "ScanOp: Expected scan axis in the range [0, 0), but got 0"));
}

}  // namespace
}  // namespace tensorflow
