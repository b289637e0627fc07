// ReverseV2: each axis and several at once (negative too), no axis, scalars, empty tensors,
// every dtype, and TensorFlow's errors (rank above 8 included).
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ReverseOpTest : public OpsTestBase {
 public:
  Status RunReverse(const Tensor& input, const Tensor& axis) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("reverse", "ReverseV2")
                           .Input("tensor", 0, input.dtype())
                           .Input("axis", 0, axis.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(axis);
    return RunOpKernel();
  }
};

Tensor Iota(const TensorShape& shape) {
  Tensor t(DT_INT32, shape);
  test::FillIota<int32>(&t, 0);
  return t;
}

TEST_F(ReverseOpTest, EachAxisAndSeveral) {
  TF_ASSERT_OK(RunReverse(Iota({2, 3}), test::AsTensor<int32>({1})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({2, 1, 0, 5, 4, 3}, {2, 3}));
  TF_ASSERT_OK(RunReverse(Iota({2, 3}), test::AsTensor<int64>({-2})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({3, 4, 5, 0, 1, 2}, {2, 3}));
  TF_ASSERT_OK(RunReverse(Iota({2, 3}), test::AsTensor<int32>({0, 1})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({5, 4, 3, 2, 1, 0}, {2, 3}));
  TF_ASSERT_OK(RunReverse(Iota({2, 3}), test::AsTensor<int32>({})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), Iota({2, 3}));
  TF_ASSERT_OK(RunReverse(Iota({2, 3, 2}), test::AsTensor<int32>({0, 2})));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0),
      test::AsTensor<int32>({7, 6, 9, 8, 11, 10, 1, 0, 3, 2, 5, 4}, TensorShape({2, 3, 2})));
}

TEST_F(ReverseOpTest, ScalarsAndEmptyTensors) {
  // A scalar is its own reverse, whatever the axes (as in TensorFlow).
  TF_ASSERT_OK(RunReverse(test::AsScalar<float>(3), test::AsTensor<int32>({0})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(3));
  TF_ASSERT_OK(RunReverse(Tensor(DT_FLOAT, {0, 3}), test::AsTensor<int32>({1})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
}

template <typename T>
void CheckType(ReverseOpTest* fixture) {
  const Status status = fixture->RunReverse(test::AsTensorOf<T>({1, 2, 3}), test::AsTensor<int32>({0}));
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({3, 2, 1}));
}

TEST_F(ReverseOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunReverse(test::AsTensor<tstring>({"a", "b"}), test::AsTensor<int32>({0})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"b", "a"}));
}

TEST_F(ReverseOpTest, TensorFlowsErrors) {
  EXPECT_TRUE(test::IsError(RunReverse(Iota({2, 3, 4}), test::AsTensor<int32>({0, 0})),
                            error::INVALID_ARGUMENT, "axis 0 specified more than once."));
  EXPECT_TRUE(test::IsError(RunReverse(Iota({2, 3, 4}), test::AsTensor<int32>({3})),
                            error::INVALID_ARGUMENT, "'axis'[0] = 3 is out of valid range [0, 2"));
  EXPECT_TRUE(test::IsError(RunReverse(Iota({2, 3, 4}), test::AsTensor<int64>({1, -4})),
                            error::INVALID_ARGUMENT, "'axis'[1] = -4 is out of valid range [0, 2"));
  EXPECT_TRUE(test::IsError(RunReverse(Iota({2, 3, 4}), test::AsTensor<int32>({0}, {1, 1})),
                            error::INVALID_ARGUMENT, "'dims' must be 1-dimension, not 2"));
  EXPECT_TRUE(test::IsError(
      RunReverse(Tensor(DT_FLOAT, TensorShape({1, 1, 1, 1, 1, 1, 1, 1, 1})), test::AsTensor<int32>({0})),
      error::UNIMPLEMENTED, "reverse is not implemented for tensors of rank > 8."));
}

}  // namespace
}  // namespace tensorflow
