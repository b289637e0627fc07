// Pad: padding on each side of each dimension, every dtype, empty inputs and TensorFlow's errors.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class PadOpTest : public OpsTestBase {
 public:
  Status RunPad(const Tensor& input, const Tensor& paddings) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("pad", "Pad")
                           .Input("input", 0, input.dtype())
                           .Input("paddings", 0, paddings.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(paddings);
    return RunOpKernel();
  }
};

TEST_F(PadOpTest, Matrix) {
  TF_ASSERT_OK(RunPad(test::AsTensor<float>({1, 2, 3, 4}, TensorShape({2, 2})),
                      test::AsTensor<int32>({1, 0, 2, 1}, TensorShape({2, 2}))));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({0, 0, 0, 0, 0,  //
                                            0, 0, 1, 2, 0,  //
                                            0, 0, 3, 4, 0},
                                           TensorShape({3, 5})));
}

template <typename T>
void CheckType(PadOpTest* fixture) {
  const Status status = fixture->RunPad(test::AsTensorOf<T>({1, 2, 3}, TensorShape({3})),
                                        test::AsTensor<int64>({2, 1}, TensorShape({1, 2})));
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({0, 0, 1, 2, 3, 0}));
}

TEST_F(PadOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunPad(test::AsTensor<tstring>({"a"}), test::AsTensor<int32>({1, 1}, {1, 2})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"", "a", ""}));
}

TEST_F(PadOpTest, ThreeDimensionsAgainstReference) {
  Tensor input(DT_INT32, TensorShape({2, 3, 4}));
  test::FillIota<int32>(&input, 1);
  const std::vector<int32> pads = {1, 2, 0, 1, 3, 0};
  TF_ASSERT_OK(RunPad(input, test::AsTensor<int32>(pads, TensorShape({3, 2}))));
  Tensor expected(DT_INT32, TensorShape({5, 4, 7}));
  test::FillFn<int32>(&expected, [](int i) {
    const int a = i / 28, b = (i / 7) % 4, c = i % 7;
    const int ia = a - 1, ib = b, ic = c - 3;
    if (ia < 0 || ia >= 2 || ib >= 3 || ic < 0) return 0;
    return 1 + ia * 12 + ib * 4 + ic;
  });
  test::ExpectTensorEqual<int32>(*GetOutput(0), expected);
}

TEST_F(PadOpTest, NoPaddingAndEmpty) {
  const Tensor input = test::AsTensor<float>({1, 2}, TensorShape({1, 2}));
  TF_ASSERT_OK(RunPad(input, test::AsTensor<int32>({0, 0, 0, 0}, TensorShape({2, 2}))));
  test::ExpectTensorEqual<float>(*GetOutput(0), input);
  TF_ASSERT_OK(RunPad(test::AsTensor<float>({}, TensorShape({0, 2})),
                      test::AsTensor<int32>({1, 1, 0, 0}, TensorShape({2, 2}))));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({0, 0, 0, 0}, TensorShape({2, 2})));
  TF_ASSERT_OK(RunPad(test::AsScalar<float>(3), test::AsTensor<int32>({}, TensorShape({0, 2}))));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(3));
}

TEST_F(PadOpTest, Errors) {
  const Tensor input(DT_FLOAT, TensorShape({2, 2}));
  EXPECT_TRUE(test::IsError(RunPad(input, test::AsTensor<int32>({1, -1, 0, 0}, {2, 2})),
                            error::INVALID_ARGUMENT, "Paddings must be non-negative: 1 -1"));
  EXPECT_TRUE(test::IsError(RunPad(input, test::AsTensor<int32>({1, 1, 1}, {1, 3})),
                            error::INVALID_ARGUMENT,
                            "paddings must be a matrix with 2 columns: [1,3]"));
  EXPECT_TRUE(test::IsError(RunPad(input, test::AsTensor<int32>({1, 1}, {1, 2})),
                            error::INVALID_ARGUMENT,
                            "The first dimension of paddings must be the rank of inputs[1,2] "
                            "[2,2]"));
  EXPECT_TRUE(test::IsError(
      RunPad(input, test::AsTensor<int64>({int64{1} << 62, int64{1} << 62, 0, 0}, {2, 2})),
      error::INVALID_ARGUMENT, "overflows"));
}

}  // namespace
}  // namespace tensorflow
