// Softmax over the last dimension for every registered dtype, large and extreme logits, empty
// tensors and scalars.
#include <algorithm>
#include <cmath>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class SoftmaxOpTest : public OpsTestBase {
 public:
  Status RunSoftmax(const Tensor& logits) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("softmax", "Softmax")
                           .Input("logits", 0, logits.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(logits);
    return RunOpKernel();
  }
};

// Softmax of each row of `logits` ([rows, depth]) in double.
std::vector<double> ReferenceSoftmax(const std::vector<double>& logits, int depth) {
  std::vector<double> out(logits.size());
  for (size_t row = 0; row < logits.size() / depth; ++row) {
    double max = logits[row * depth];
    for (int i = 0; i < depth; ++i) max = std::max(max, logits[row * depth + i]);
    double sum = 0;
    for (int i = 0; i < depth; ++i) sum += std::exp(logits[row * depth + i] - max);
    for (int i = 0; i < depth; ++i) {
      out[row * depth + i] = std::exp(logits[row * depth + i] - max) / sum;
    }
  }
  return out;
}

template <typename T>
void CheckType(SoftmaxOpTest* fixture, double tolerance) {
  const std::vector<double> logits = {1, 2, 3, -1, 0, 1, 0, 0, 0};
  const Status status = fixture->RunSoftmax(test::AsTensorOf<T>(logits, {3, 3}));
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectClose(*fixture->GetOutput(0),
                    test::AsTensorOf<T>(ReferenceSoftmax(logits, 3), {3, 3}), tolerance,
                    tolerance);
}

TEST_F(SoftmaxOpTest, EveryDtype) {
  CheckType<float>(this, 1e-6);
  CheckType<double>(this, 1e-12);
  CheckType<Eigen::half>(this, 2e-3);
  CheckType<Eigen::bfloat16>(this, 1e-2);
}

TEST_F(SoftmaxOpTest, LargeLogitsDoNotOverflow) {
  TF_ASSERT_OK(RunSoftmax(test::AsTensor<float>({1000, 1000, -1000})));
  test::ExpectClose(*GetOutput(0), test::AsTensor<float>({0.5f, 0.5f, 0}));
}

TEST_F(SoftmaxOpTest, HigherRankManyRows) {
  Tensor logits(DT_FLOAT, TensorShape({40, 50, 10}));
  test::FillFn<float>(&logits, [](int i) { return static_cast<float>(i % 13) * 0.5f; });
  std::vector<double> values(logits.NumElements());
  for (int64 i = 0; i < logits.NumElements(); ++i) values[i] = logits.base<float>()[i];
  TF_ASSERT_OK(RunSoftmax(logits));
  test::ExpectClose(*GetOutput(0),
                    test::AsTensorOf<float>(ReferenceSoftmax(values, 10), logits.shape()), 1e-6,
                    1e-5);
}

TEST_F(SoftmaxOpTest, EmptyAndScalar) {
  TF_ASSERT_OK(RunSoftmax(test::AsTensor<float>({}, TensorShape({2, 0}))));
  EXPECT_EQ(TensorShape({2, 0}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunSoftmax(test::AsTensor<float>({}, TensorShape({0, 3}))));
  EXPECT_EQ(TensorShape({0, 3}), GetOutput(0)->shape());
  EXPECT_TRUE(test::IsError(RunSoftmax(test::AsScalar<float>(1)), error::INVALID_ARGUMENT,
                            "logits must have >= 1 dimension, got []"));
}

}  // namespace
}  // namespace tensorflow
