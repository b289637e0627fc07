// Relu and ReluGrad for every registered dtype, large tensors, and mismatched gradient shapes.
#include <algorithm>
#include <limits>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ReluOpTest : public OpsTestBase {
 public:
  Status RunRelu(const Tensor& features) {
    TF_RETURN_IF_ERROR(
        NodeDefBuilder("relu", "Relu").Input("features", 0, features.dtype()).Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(features);
    return RunOpKernel();
  }

  Status RunReluGrad(const Tensor& gradients, const Tensor& features) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("relu_grad", "ReluGrad")
                           .Input("gradients", 0, gradients.dtype())
                           .Input("features", 0, features.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(gradients);
    AddInputTensorValue(features);
    return RunOpKernel();
  }
};

template <typename T>
void CheckType(ReluOpTest* fixture) {
  // Unsigned types have no negative values; their zeros and positives behave the same.
  const bool is_signed = std::numeric_limits<T>::is_signed || !std::numeric_limits<T>::is_integer;
  const std::vector<double> features =
      is_signed ? std::vector<double>{-2, 0, 3, -1, 7, 1} : std::vector<double>{0, 0, 3, 0, 7, 1};
  Status status = fixture->RunRelu(test::AsTensorOf<T>(features, {2, 3}));
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0),
                             test::AsTensorOf<T>({0, 0, 3, 0, 7, 1}, {2, 3}));
  status = fixture->RunReluGrad(test::AsTensorOf<T>({1, 2, 3, 4, 5, 6}, {2, 3}),
                                test::AsTensorOf<T>(features, {2, 3}));
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0),
                             test::AsTensorOf<T>({0, 0, 3, 0, 5, 6}, {2, 3}));
}

TEST_F(ReluOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_REAL_NUMBER_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(ReluOpTest, LargeAndEmpty) {
  Tensor x(DT_FLOAT, TensorShape({300001}));
  test::FillFn<float>(&x, [](int i) { return static_cast<float>(i % 7) - 3; });
  Tensor expected(DT_FLOAT, TensorShape({300001}));
  test::FillFn<float>(&expected,
                      [](int i) { return std::max(0.0f, static_cast<float>(i % 7) - 3); });
  TF_ASSERT_OK(RunRelu(x));
  test::ExpectTensorEqual<float>(*GetOutput(0), expected);
  TF_ASSERT_OK(RunRelu(test::AsTensor<float>({}, TensorShape({0}))));
  EXPECT_EQ(0, GetOutput(0)->NumElements());
}

TEST_F(ReluOpTest, ReluGradShapesMustMatch) {
  EXPECT_TRUE(test::IsError(RunReluGrad(Tensor(DT_FLOAT, TensorShape({2, 3})),
                                        Tensor(DT_FLOAT, TensorShape({3, 2}))),
                            error::INVALID_ARGUMENT, "g and a must be the same size"));
}

}  // namespace
}  // namespace tensorflow
