// Slice: blocks of every rank, -1 sizes, the pass-through and row-view paths, every dtype, empty
// results and TensorFlow's errors.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class SliceOpTest : public OpsTestBase {
 public:
  Status RunSlice(const Tensor& input, const Tensor& begin, const Tensor& size) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("slice", "Slice")
                           .Input("input", 0, input.dtype())
                           .Input("begin", 0, begin.dtype())
                           .Input("size", 0, size.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(begin);
    AddInputTensorValue(size);
    return RunOpKernel();
  }
};

Tensor Iota(const TensorShape& shape) {
  Tensor t(DT_INT32, shape);
  test::FillIota<int32>(&t, 0);
  return t;
}

TEST_F(SliceOpTest, BlockOfAMatrixAndACube) {
  TF_ASSERT_OK(RunSlice(Iota({3, 4}), test::AsTensor<int32>({1, 1}), test::AsTensor<int32>({2, 2})));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({5, 6, 9, 10}, TensorShape({2, 2})));
  TF_ASSERT_OK(RunSlice(Iota({2, 3, 4}), test::AsTensor<int64>({1, 0, 2}),
                        test::AsTensor<int64>({-1, 2, -1})));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({14, 15, 18, 19}, TensorShape({1, 2, 2})));
}

TEST_F(SliceOpTest, WholeInputIsPassedThrough) {
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), test::AsTensor<int32>({0, 0}), test::AsTensor<int32>({-1, 3})));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), Iota({2, 3}));
}

TEST_F(SliceOpTest, AlignedRowsShareTheBufferOthersAreCopied) {
  // Rows of 16 int32 (64 bytes) start aligned; one row of 3 does not.
  TF_ASSERT_OK(RunSlice(Iota({4, 16}), test::AsTensor<int32>({2, 0}), test::AsTensor<int32>({2, 16})));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  EXPECT_EQ(GetOutput(0)->base<int32>()[0], 32);
  TF_ASSERT_OK(RunSlice(Iota({4, 3}), test::AsTensor<int32>({1, 0}), test::AsTensor<int32>({2, 3})));
  EXPECT_FALSE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({3, 4, 5, 6, 7, 8}, {2, 3}));
}

TEST_F(SliceOpTest, EmptyResultsAndScalars) {
  TF_ASSERT_OK(RunSlice(Iota({2, 3}), test::AsTensor<int32>({2, 1}), test::AsTensor<int32>({0, 2})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 2}));
  TF_ASSERT_OK(RunSlice(Iota({0, 3}), test::AsTensor<int32>({0, 1}), test::AsTensor<int32>({-1, 1})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 1}));
  TF_ASSERT_OK(RunSlice(test::AsScalar<float>(2), test::AsTensor<int32>({}), test::AsTensor<int32>({})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(2));
}

template <typename T>
void CheckType(SliceOpTest* fixture) {
  const Status status = fixture->RunSlice(test::AsTensorOf<T>({1, 2, 3, 4, 5, 6}, {2, 3}),
                                          test::AsTensor<int32>({0, 1}),
                                          test::AsTensor<int32>({2, 1}));
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({2, 5}, {2, 1}));
}

TEST_F(SliceOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunSlice(test::AsTensor<tstring>({"a", "b", "c"}), test::AsTensor<int32>({1}),
                        test::AsTensor<int32>({2})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"b", "c"}));
}

TEST_F(SliceOpTest, TensorFlowsErrors) {
  EXPECT_TRUE(test::IsError(
      RunSlice(Iota({2, 3, 4}), test::AsTensor<int32>({0, 0}), test::AsTensor<int32>({1, 1})),
      error::INVALID_ARGUMENT,
      "Expected begin and size arguments to be 1-D tensors of size 3, but got shapes [2] and [2] "
      "instead."));
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2, 3}), test::AsTensor<int32>({0, 0}, {1, 2}),
                                     test::AsTensor<int32>({1, 1}, {1, 2})),
                            error::INVALID_ARGUMENT, "but got shapes [1,2] and [1,2] instead."));
  EXPECT_TRUE(test::IsError(
      RunSlice(Iota({2, 3}), test::AsTensor<int32>({-1, 0}), test::AsTensor<int32>({1, 1})),
      error::INVALID_ARGUMENT, "Expected begin[0] in [0, 2], but got -1"));
  EXPECT_TRUE(test::IsError(
      RunSlice(Iota({2, 3}), test::AsTensor<int32>({3, 0}), test::AsTensor<int32>({-1, 1})),
      error::INVALID_ARGUMENT, "Expected begin[0] in [0, 2], but got 3"));
  EXPECT_TRUE(test::IsError(
      RunSlice(Iota({2, 3}), test::AsTensor<int32>({0, 1}), test::AsTensor<int32>({1, 3})),
      error::INVALID_ARGUMENT, "Expected size[1] in [0, 2], but got 3"));
  EXPECT_TRUE(test::IsError(
      RunSlice(Iota({2, 3}), test::AsTensor<int32>({0, 0}), test::AsTensor<int32>({-2, 1})),
      error::INVALID_ARGUMENT, "Expected size[0] in [0, 2], but got -2"));
  EXPECT_TRUE(test::IsError(RunSlice(Iota({2, 3}), test::AsTensor<int64>({int64{1} << 62, 0}),
                                     test::AsTensor<int64>({int64{1} << 62, 1})),
                            error::INVALID_ARGUMENT,
                            "Expected begin[0] in [0, 2], but got 4611686018427387904"));
}

}  // namespace
}  // namespace tensorflow
