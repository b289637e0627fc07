// BroadcastArgs and BroadcastGradientArgs: TensorFlow's answers for a few pairs of shapes, both
// index types, and its errors.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class BCastOpsTest : public OpsTestBase {
 public:
  Status Run(const char* op, const Tensor& s0, const Tensor& s1) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("bcast", op)
                           .Input("s0", 0, s0.dtype())
                           .Input("s1", 0, s1.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(s0);
    AddInputTensorValue(s1);
    return RunOpKernel();
  }
};

TEST_F(BCastOpsTest, BroadcastArgs) {
  TF_ASSERT_OK(Run("BroadcastArgs", test::AsTensor<int32>({2, 1}), test::AsTensor<int32>({3})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({2, 3}));
  TF_ASSERT_OK(Run("BroadcastArgs", test::AsTensor<int64>({0, 1}), test::AsTensor<int64>({3, 1, 2})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({3, 0, 2}));
  TF_ASSERT_OK(Run("BroadcastArgs", test::AsTensor<int32>({}), test::AsTensor<int32>({})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
}

TEST_F(BCastOpsTest, BroadcastGradientArgs) {
  // The values TensorFlow 2.21 gives for these pairs.
  TF_ASSERT_OK(Run("BroadcastGradientArgs", test::AsTensor<int32>({2, 1, 3}),
                   test::AsTensor<int32>({4, 1})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1}));
  test::ExpectTensorEqual<int32>(*GetOutput(1), test::AsTensor<int32>({0, 2}));
  TF_ASSERT_OK(Run("BroadcastGradientArgs", test::AsTensor<int64>({1, 1}), test::AsTensor<int64>({1})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({0, 1}));
  test::ExpectTensorEqual<int64>(*GetOutput(1), test::AsTensor<int64>({0, 1}));
  TF_ASSERT_OK(Run("BroadcastGradientArgs", test::AsTensor<int32>({2, 1}), test::AsTensor<int32>({2, 1})));
  EXPECT_EQ(GetOutput(0)->NumElements(), 0);
  EXPECT_EQ(GetOutput(1)->NumElements(), 0);
}

TEST_F(BCastOpsTest, TensorFlowsErrors) {
  for (const char* op : {"BroadcastArgs", "BroadcastGradientArgs"}) {
    EXPECT_TRUE(test::IsError(Run(op, test::AsTensor<int32>({2, 3}), test::AsTensor<int32>({4})),
                              error::INVALID_ARGUMENT, "Incompatible shapes: [2,3] vs. [4]"));
    EXPECT_TRUE(test::IsError(
        Run(op, test::AsTensor<int32>({2, 3}, {1, 2}), test::AsTensor<int32>({4})),
        error::INVALID_ARGUMENT, "In[0] must be a vector.[1,2]"));
  }
}

}  // namespace
}  // namespace tensorflow
