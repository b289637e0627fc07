// BiasAdd and BiasAddGrad: NHWC and NCHW of each rank, wrapping integers, the gradient of half
// summed in float, large inputs across threads, and every refusal.
#include <string>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class BiasOpTest : public OpsTestBase {
 public:
  Status RunBiasAdd(const Tensor& value, const Tensor& bias, const std::string& format = "NHWC") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("bias_add", "BiasAdd")
                           .Input("value", 0, value.dtype())
                           .Input("bias", 0, bias.dtype())
                           .Attr("data_format", format)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(value);
    AddInputTensorValue(bias);
    return RunOpKernel();
  }

  Status RunGrad(const Tensor& gradients, const std::string& format = "NHWC") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("bias_add_grad", "BiasAddGrad")
                           .Input("out_backprop", 0, gradients.dtype())
                           .Attr("data_format", format)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(gradients);
    return RunOpKernel();
  }
};

TEST_F(BiasOpTest, BiasAddLayouts) {
  Tensor value(DT_FLOAT, TensorShape({2, 2, 3}));
  test::FillFn<float>(&value, [](int i) { return static_cast<float>(i); });
  TF_ASSERT_OK(RunBiasAdd(value, test::AsTensor<float>({100, 200, 300})));
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({100, 201, 302, 103, 204, 305, 106, 207, 308, 109, 210, 311}, {2, 2, 3}));
  TF_ASSERT_OK(RunBiasAdd(value, test::AsTensor<float>({100, 200}), "NCHW"));
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({100, 101, 102, 203, 204, 205, 106, 107, 108, 209, 210, 211}, {2, 2, 3}));
  // A matrix has its channels last in either layout.
  TF_ASSERT_OK(RunBiasAdd(test::AsTensor<int32>({1, 2, 3, 4}, {2, 2}), test::AsTensor<int32>({10, 20}),
                          "NCHW"));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({11, 22, 13, 24}, {2, 2}));
  TF_ASSERT_OK(RunBiasAdd(test::AsTensor<int8>({100}, {1, 1}), test::AsTensor<int8>({100})));
  test::ExpectTensorEqual<int8>(*GetOutput(0), test::AsTensor<int8>({-56}, {1, 1}));
}

TEST_F(BiasOpTest, LargeNchwAcrossThreads) {
  Tensor value(DT_DOUBLE, TensorShape({8, 16, 32, 32}));
  test::FillFn<double>(&value, [](int i) { return i % 5; });
  Tensor bias(DT_DOUBLE, TensorShape({16}));
  test::FillFn<double>(&bias, [](int i) { return 1000.0 * i; });
  TF_ASSERT_OK(RunBiasAdd(value, bias, "NCHW"));
  Tensor expected(DT_DOUBLE, value.shape());
  test::FillFn<double>(&expected, [](int i) { return i % 5 + 1000.0 * ((i / 1024) % 16); });
  test::ExpectTensorEqual<double>(*GetOutput(0), expected);
  TF_ASSERT_OK(RunGrad(value, "NCHW"));
  Tensor sums(DT_DOUBLE, TensorShape({16}));
  test::FillFn<double>(&sums, [&value](int c) {
    double sum = 0;
    for (int n = 0; n < 8; ++n) {
      for (int i = 0; i < 1024; ++i) sum += value.base<double>()[(n * 16 + c) * 1024 + i];
    }
    return sum;
  });
  test::ExpectTensorEqual<double>(*GetOutput(0), sums);
}

TEST_F(BiasOpTest, BiasAddGrad) {
  Tensor gradients(DT_FLOAT, TensorShape({2, 2, 3}));
  test::FillFn<float>(&gradients, [](int i) { return static_cast<float>(i); });
  TF_ASSERT_OK(RunGrad(gradients));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({18, 22, 26}));
  TF_ASSERT_OK(RunGrad(gradients, "NCHW"));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({24, 42}));
  // Summed in float: 3000 halves of 1 make 3000, not half's 2048.
  Tensor ones(DT_HALF, TensorShape({3000, 2}));
  test::FillFn<Eigen::half>(&ones, [](int) { return Eigen::half(1); });
  TF_ASSERT_OK(RunGrad(ones));
  test::ExpectTensorEqual<Eigen::half>(*GetOutput(0),
                                       test::AsTensor<Eigen::half>({Eigen::half(3000),
                                                                    Eigen::half(3000)}));
  TF_ASSERT_OK(RunGrad(Tensor(DT_INT32, TensorShape({0, 3}))));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 0, 0}));
}

TEST_F(BiasOpTest, Refusals) {
  EXPECT_TRUE(test::IsError(RunBiasAdd(test::AsTensor<float>({1, 2}), test::AsTensor<float>({1, 2})),
                            error::INVALID_ARGUMENT, "Input tensor must be at least 2D: [2]"));
  EXPECT_TRUE(test::IsError(RunBiasAdd(Tensor(DT_FLOAT, TensorShape({2, 2})),
                                       test::AsTensor<float>({1, 2}, {1, 2})),
                            error::INVALID_ARGUMENT, "Biases must be 1D: [1,2]"));
  EXPECT_TRUE(test::IsError(RunBiasAdd(Tensor(DT_FLOAT, TensorShape({1, 2, 3})),
                                       test::AsTensor<float>({1, 2, 3}), "NCHW"),
                            error::INVALID_ARGUMENT,
                            "Must provide as many biases as the last dimension of the input "
                            "tensor: [3] vs. [1,2,3]"));
  EXPECT_TRUE(test::IsError(RunGrad(test::AsTensor<float>({1, 2})), error::INVALID_ARGUMENT,
                            "Input tensor must be at least 2D: [2]"));
}

}  // namespace
}  // namespace tensorflow
