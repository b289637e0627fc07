// InvertPermutation: both index types, the empty permutation, and TensorFlow's errors.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class InvertPermutationOpTest : public OpsTestBase {
 public:
  Status Run(const Tensor& x) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("invert", "InvertPermutation")
                           .Input("x", 0, x.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(x);
    return RunOpKernel();
  }
};

TEST_F(InvertPermutationOpTest, Inverts) {
  TF_ASSERT_OK(Run(test::AsTensor<int32>({3, 4, 0, 2, 1})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({2, 4, 3, 0, 1}));
  TF_ASSERT_OK(Run(test::AsTensor<int64>({2, 0, 1})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1, 2, 0}));
  TF_ASSERT_OK(Run(test::AsTensor<int32>({})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
}

TEST_F(InvertPermutationOpTest, TensorFlowsErrors) {
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({0, 0})), error::INVALID_ARGUMENT,
                            "0 is duplicated in the input."));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({0, 2})), error::INVALID_ARGUMENT,
                            "2 is not between 0 and 2"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int64>({-1, 0})), error::INVALID_ARGUMENT,
                            "-1 is not between 0 and 2"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({0}, {1, 1})), error::INVALID_ARGUMENT,
                            "invert_permutation expects a 1D vector."));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<float>({0})), error::INVALID_ARGUMENT, "float"));
}

}  // namespace
}  // namespace tensorflow
