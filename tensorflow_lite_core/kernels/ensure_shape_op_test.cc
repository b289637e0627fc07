// EnsureShape: compatible inputs pass through (their buffer shared) for any dtype; others fail with
// TensorFlow's text, unknown dimensions and an unknown rank matching anything.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class EnsureShapeOpTest : public OpsTestBase {
 protected:
  absl::Status Run(const PartialTensorShape& expected, const Tensor& input) {
    TF_EXPECT_OK(NodeDefBuilder("ensure", "EnsureShape")
                     .Input("x", 0, input.dtype())
                     .Attr("shape", expected)
                     .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    return RunOpKernel();
  }
};

TEST_F(EnsureShapeOpTest, CompatibleInputsPassThroughForEveryDtype) {
  const Tensor inputs[] = {
      test::AsTensor<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})),
      test::AsTensor<tstring>({"a", "b", "c", "d", "e", "f"}, TensorShape({2, 3})),
      test::AsTensor<int32>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})),
      test::AsTensorOf<complex64>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})),
  };
  for (const Tensor& input : inputs) {
    TF_ASSERT_OK(Run(PartialTensorShape({-1, 3}), input));
    test::ExpectEqual(*GetOutput(0), input);
    EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0))) << input.DebugString();
  }
}

TEST_F(EnsureShapeOpTest, UnknownRankAndDimensionsMatchAnything) {
  TF_ASSERT_OK(Run(PartialTensorShape(), test::AsScalar<int64>(7)));
  TF_ASSERT_OK(Run(PartialTensorShape(), test::AsTensor<float>({}, TensorShape({0, 4, 1}))));
  TF_ASSERT_OK(Run(PartialTensorShape({-1, -1}), test::AsTensor<bool>({}, TensorShape({0, 2}))));
  TF_ASSERT_OK(Run(PartialTensorShape({}), test::AsScalar<float>(1)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({}));
}

TEST_F(EnsureShapeOpTest, IncompatibleShapesFailWithTensorFlowsText) {
  absl::Status status = Run(PartialTensorShape({-1, 4}),
                            test::AsTensor<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})));
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(status.message(),
            "Shape of tensor input [2,3] is not compatible with expected shape [?,4].");
  status = Run(PartialTensorShape({1}), test::AsScalar<int32>(1));
  EXPECT_EQ(status.message(),
            "Shape of tensor input [] is not compatible with expected shape [1].");
  status = Run(PartialTensorShape({2, 3, 1}),
               test::AsTensor<int32>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})));
  EXPECT_EQ(status.message(),
            "Shape of tensor input [2,3] is not compatible with expected shape [2,3,1].");
}

}  // namespace
}  // namespace tensorflow
