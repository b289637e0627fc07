// LogSoftmax: rows of each float type against the formula, large and infinite logits, many rows
// across threads, and the refusal of a scalar.
#include <cmath>
#include <limits>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class LogSoftmaxOpTest : public OpsTestBase {
 public:
  Status RunLogSoftmax(const Tensor& logits) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("log_softmax", "LogSoftmax")
                           .Input("logits", 0, logits.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(logits);
    return RunOpKernel();
  }
};

TEST_F(LogSoftmaxOpTest, RowsOfEachType) {
  const double log_sum = std::log(std::exp(1.0) + std::exp(2.0) + std::exp(3.0));
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensor<double>({1, 2, 3, 5, 5, 5}, {2, 3})));
  test::ExpectTensorNear<double>(
      *GetOutput(0),
      test::AsTensor<double>({1 - log_sum, 2 - log_sum, 3 - log_sum, -std::log(3.0),
                              -std::log(3.0), -std::log(3.0)},
                             {2, 3}),
      1e-12);
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensorOf<float>({1, 2, 3})));
  test::ExpectClose(*GetOutput(0), test::AsTensorOf<float>({1 - log_sum, 2 - log_sum, 3 - log_sum}));
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensorOf<Eigen::half>({1, 2, 3})));
  test::ExpectClose(*GetOutput(0),
                    test::AsTensorOf<Eigen::half>({1 - log_sum, 2 - log_sum, 3 - log_sum}));
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensorOf<bfloat16>({1, 2, 3})));
  test::ExpectClose(*GetOutput(0),
                    test::AsTensorOf<bfloat16>({1 - log_sum, 2 - log_sum, 3 - log_sum}));
}

TEST_F(LogSoftmaxOpTest, LargeAndInfiniteLogits) {
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensor<float>({1000, 0, -1000})));
  test::ExpectClose(*GetOutput(0), test::AsTensor<float>({0, -1000, -2000}));
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensor<float>({inf, 1})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({nan, nan}));
  TF_ASSERT_OK(RunLogSoftmax(test::AsTensor<float>({-inf, 0})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({-inf, 0}));
}

TEST_F(LogSoftmaxOpTest, ManyRowsAndEmpty) {
  Tensor logits(DT_FLOAT, TensorShape({10000, 4}));
  test::FillFn<float>(&logits, [](int i) { return static_cast<float>(i / 4); });
  TF_ASSERT_OK(RunLogSoftmax(logits));
  Tensor expected(DT_FLOAT, TensorShape({10000, 4}));
  test::FillFn<float>(&expected, [](int) { return -std::log(4.0f); });
  test::ExpectClose(*GetOutput(0), expected);
  TF_ASSERT_OK(RunLogSoftmax(Tensor(DT_FLOAT, TensorShape({0, 3}))));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
  EXPECT_TRUE(test::IsError(RunLogSoftmax(test::AsScalar<float>(1)), error::INVALID_ARGUMENT,
                            "logits must have >= 1 dimension, got []"));
}

}  // namespace
}  // namespace tensorflow
