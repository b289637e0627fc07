// Identity and IdentityN: outputs are their inputs, buffer and all, for any dtype.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class IdentityOpTest : public OpsTestBase {};

TEST_F(IdentityOpTest, PassesThroughEveryDtype) {
  const Tensor inputs[] = {
      test::AsTensor<float>({1, 2, 3, 4}, TensorShape({2, 2})),
      test::AsTensor<int32>({}, TensorShape({0, 3})),
      test::AsTensor<tstring>({"a", "bc"}),
      test::AsScalar<bool>(true),
      test::AsTensorOf<Eigen::half>({1.5, -2}),
      test::AsTensorOf<complex128>({1, 2}),
  };
  for (const Tensor& input : inputs) {
    TF_ASSERT_OK(NodeDefBuilder("identity", "Identity")
                     .Input("x", 0, input.dtype())
                     .Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
    AddInputTensorValue(input);
    TF_ASSERT_OK(RunOpKernel());
    test::ExpectEqual(*GetOutput(0), input);
    // The output is the input's own buffer (an empty tensor has none to share).
    if (input.NumElements() > 0) {
      EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0))) << input.DebugString();
      EXPECT_EQ(GetOutput(0)->data(), GetInput(0).data()) << input.DebugString();
    }
  }
}

TEST_F(IdentityOpTest, IdentityNPassesEachInput) {
  TF_ASSERT_OK(NodeDefBuilder("identity_n", "IdentityN")
                   .Input(std::vector<NodeDefBuilder::NodeOut>{
                       {"a", 0, DT_FLOAT}, {"b", 0, DT_STRING}, {"c", 0, DT_INT64}})
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<float>(TensorShape({2}), {1, 2});
  AddInputFromArray<tstring>(TensorShape({}), {"x"});
  AddInputFromArray<int64>(TensorShape({1, 1}), {7});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({1, 2}));
  test::ExpectTensorEqual<tstring>(*GetOutput(1), test::AsScalar<tstring>("x"));
  test::ExpectTensorEqual<int64>(*GetOutput(2), test::AsTensor<int64>({7}, TensorShape({1, 1})));
  // Each output is its own input's buffer.
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(GetOutput(i)->SharesBufferWith(GetInput(i))) << i;
    EXPECT_EQ(GetOutput(i)->data(), GetInput(i).data()) << i;
  }
}

}  // namespace
}  // namespace tensorflow
