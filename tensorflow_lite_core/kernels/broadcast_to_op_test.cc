// BroadcastTo: leading and inner broadcasts, scalars, the pass-through, empty outputs, every
// dtype, and TensorFlow's errors.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class BroadcastToOpTest : public OpsTestBase {
 public:
  Status RunBroadcastTo(const Tensor& input, const Tensor& shape) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("broadcast_to", "BroadcastTo")
                           .Input("input", 0, input.dtype())
                           .Input("shape", 0, shape.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(shape);
    return RunOpKernel();
  }
};

TEST_F(BroadcastToOpTest, LeadingAndInnerDimensions) {
  TF_ASSERT_OK(RunBroadcastTo(test::AsTensor<int32>({1, 2, 3}), test::AsTensor<int32>({2, 3})));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 2, 3, 1, 2, 3}, TensorShape({2, 3})));
  TF_ASSERT_OK(RunBroadcastTo(test::AsTensor<int32>({1, 2}, {2, 1}), test::AsTensor<int64>({2, 2, 3})));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2}, {2, 2, 3}));
  TF_ASSERT_OK(RunBroadcastTo(test::AsScalar<float>(7), test::AsTensor<int32>({2, 2})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({7, 7, 7, 7}, {2, 2}));
}

TEST_F(BroadcastToOpTest, PassThroughAndEmptyOutputs) {
  TF_ASSERT_OK(RunBroadcastTo(test::AsTensor<int32>({1, 2}), test::AsTensor<int32>({2})));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  TF_ASSERT_OK(RunBroadcastTo(test::AsTensor<int32>({1, 2}), test::AsTensor<int32>({0, 2})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 2}));
  // An empty output is still checked against the input, as in TensorFlow.
  EXPECT_TRUE(test::IsError(
      RunBroadcastTo(test::AsTensor<int32>({1, 2, 3}), test::AsTensor<int32>({0, 2})),
      error::INVALID_ARGUMENT, "Incompatible shapes: [3] vs. [0,2]"));
}

template <typename T>
void CheckType(BroadcastToOpTest* fixture) {
  const Status status =
      fixture->RunBroadcastTo(test::AsTensorOf<T>({1, 2}, {2, 1}), test::AsTensor<int32>({2, 2}));
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({1, 1, 2, 2}, {2, 2}));
}

TEST_F(BroadcastToOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunBroadcastTo(test::AsTensor<tstring>({"a"}), test::AsTensor<int32>({3})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"a", "a", "a"}));
}

TEST_F(BroadcastToOpTest, TensorFlowsErrors) {
  const Tensor x(DT_FLOAT, TensorShape({2, 3, 4}));
  EXPECT_TRUE(test::IsError(RunBroadcastTo(x, test::AsTensor<int32>({3, 3, 4})),
                            error::INVALID_ARGUMENT, "Incompatible shapes: [2,3,4] vs. [3,3,4]"));
  EXPECT_TRUE(test::IsError(RunBroadcastTo(x, test::AsTensor<int32>({3, 4})),
                            error::INVALID_ARGUMENT,
                            "Rank of input (3) must be no greater than rank of output shape (2)."));
  EXPECT_TRUE(test::IsError(RunBroadcastTo(test::AsTensor<int32>({1}), test::AsTensor<int32>({-1})),
                            error::INVALID_ARGUMENT, "Dimension -1 must be >= 0"));
  EXPECT_TRUE(test::IsError(RunBroadcastTo(test::AsTensor<int32>({1, 2, 3}), test::AsTensor<int32>({1})),
                            error::INVALID_ARGUMENT,
                            "Unable to broadcast tensor of shape [3] to tensor of shape [1]"));
  EXPECT_TRUE(test::IsError(RunBroadcastTo(test::AsTensor<int32>({1, 2}), test::AsScalar<int32>(2)),
                            error::INVALID_ARGUMENT,
                            "shape must be a vector of {int32,int64}, got shape []"));
  EXPECT_TRUE(test::IsError(
      RunBroadcastTo(test::AsTensor<int32>({1}), test::AsTensor<int64>({int64{1} << 62, int64{1} << 62})),
      error::INVALID_ARGUMENT,
      "Shape [4611686018427387904,4611686018427387904] would have more than 2**63 - 1 elements"));
}

}  // namespace
}  // namespace tensorflow
