// Split and SplitV: every axis, -1 sizes, one output, empty pieces, the row-view path, every
// dtype TensorFlow registers, and TensorFlow's errors.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class SplitOpTest : public OpsTestBase {
 public:
  Status RunSplit(const Tensor& value, int32 split_dim, int num_split) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("split", "Split")
                           .Input("split_dim", 0, DT_INT32)
                           .Input("value", 0, value.dtype())
                           .Attr("num_split", num_split)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(test::AsScalar<int32>(split_dim));
    AddInputTensorValue(value);
    return RunOpKernel();
  }

  Status RunSplitV(const Tensor& value, const Tensor& sizes, int32 split_dim, int num_split) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("split", "SplitV")
                           .Input("value", 0, value.dtype())
                           .Input("size_splits", 0, sizes.dtype())
                           .Input("split_dim", 0, DT_INT32)
                           .Attr("num_split", num_split)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(value);
    AddInputTensorValue(sizes);
    AddInputTensorValue(test::AsScalar<int32>(split_dim));
    return RunOpKernel();
  }
};

Tensor Iota(const TensorShape& shape) {
  Tensor t(DT_INT32, shape);
  test::FillIota<int32>(&t, 0);
  return t;
}

TEST_F(SplitOpTest, EqualPiecesAlongEachAxis) {
  TF_ASSERT_OK(RunSplit(Iota({2, 4}), 1, 2));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 1, 4, 5}, {2, 2}));
  test::ExpectTensorEqual<int32>(*GetOutput(1), test::AsTensor<int32>({2, 3, 6, 7}, {2, 2}));
  TF_ASSERT_OK(RunSplit(Iota({2, 4}), -2, 2));
  test::ExpectTensorEqual<int32>(*GetOutput(1), test::AsTensor<int32>({4, 5, 6, 7}, {1, 4}));
  TF_ASSERT_OK(RunSplit(Iota({4, 16}), 0, 2));  // rows of 64 bytes: views
  EXPECT_TRUE(GetOutput(1)->SharesBufferWith(GetInput(1)));
  TF_ASSERT_OK(RunSplit(Iota({3}), 0, 1));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(1)));
  TF_ASSERT_OK(RunSplit(Iota({0, 4}), 1, 2));
  EXPECT_EQ(GetOutput(1)->shape(), TensorShape({0, 2}));
}

TEST_F(SplitOpTest, SizedPiecesWithMinusOne) {
  TF_ASSERT_OK(RunSplitV(Iota({2, 4}), test::AsTensor<int32>({1, -1}), 1, 2));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 4}, {2, 1}));
  test::ExpectTensorEqual<int32>(*GetOutput(1), test::AsTensor<int32>({1, 2, 3, 5, 6, 7}, {2, 3}));
  TF_ASSERT_OK(RunSplitV(Iota({4}), test::AsTensor<int8>({0, 4, 0}), 0, 3));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
  test::ExpectTensorEqual<int32>(*GetOutput(1), Iota({4}));
  TF_ASSERT_OK(RunSplitV(Iota({4}), test::AsTensor<int64>({4}), -1, 1));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
}

template <typename T>
void CheckType(SplitOpTest* fixture) {
  const Status status = fixture->RunSplit(test::AsTensorOf<T>({1, 2, 3, 4}, {2, 2}), 1, 2);
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(1), test::AsTensorOf<T>({2, 4}, {2, 1}));
  const Status v = fixture->RunSplitV(test::AsTensorOf<T>({1, 2, 3}), test::AsTensor<int32>({2, 1}),
                                      0, 2);
  ASSERT_TRUE(v.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << v;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(1), test::AsTensorOf<T>({3}));
}

TEST_F(SplitOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_quint8(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunSplit(test::AsTensor<tstring>({"a", "b"}), 0, 2));
  test::ExpectTensorEqual<tstring>(*GetOutput(1), test::AsTensor<tstring>({"b"}));
}

TEST_F(SplitOpTest, TensorFlowsErrors) {
  EXPECT_TRUE(test::IsError(RunSplit(Iota({2, 3, 4}), 2, 5), error::INVALID_ARGUMENT,
                            "Number of ways to split should evenly divide the split dimension, but "
                            "got split_dim 2 (size = 4) and num_split 5"));
  EXPECT_TRUE(test::IsError(RunSplit(Iota({2, 3, 4}), 3, 2), error::INVALID_ARGUMENT,
                            "-input rank(-3) <= split_dim < input rank (3), but got 3"));
  EXPECT_TRUE(test::IsError(RunSplit(Iota({2, 3, 4}), -4, 2), error::INVALID_ARGUMENT,
                            "-input rank(-3) <= split_dim < input rank (3), but got -4"));
  EXPECT_TRUE(test::IsError(RunSplit(test::AsScalar<int32>(1), 0, 1), error::INVALID_ARGUMENT,
                            "-input rank(-0) <= split_dim < input rank (0), but got 0"));
  const Tensor x = Iota({2, 3, 4});
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({1, 1}), 2, 2),
                            error::INVALID_ARGUMENT,
                            "Determined shape must either match input shape along split_dim "
                            "exactly if fully specified, or be less than the size of the input "
                            "along split_dim if not fully specified.  Got: 2"));
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({-1, -1}), 2, 2),
                            error::INVALID_ARGUMENT, "There can only be one -1 in the input."));
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({-1, 5}), 2, 2),
                            error::INVALID_ARGUMENT, "Got: 5"));
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({-2, 6}), 2, 2),
                            error::INVALID_ARGUMENT, "Split size at index 0 must be >= 0. Got: -2"));
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({1, 3}), 4, 2),
                            error::INVALID_ARGUMENT,
                            "-input rank(-3) <= split_dim < input rank (3), but got 4"));
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({1, 1}, {1, 2}), 0, 2),
                            error::INVALID_ARGUMENT,
                            "size of the split_tensor must be 1-D and have the same elements as "
                            "outputs got 2 -D and 2 elements"));
  EXPECT_TRUE(test::IsError(RunSplitV(x, test::AsTensor<int32>({1}), 0, 1),
                            error::INVALID_ARGUMENT,
                            "If there is only one output, it must have the same size as the "
                            "input. Input size: 2 output size: 1"));
}

}  // namespace
}  // namespace tensorflow
