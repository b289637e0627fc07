// OneHot: each axis, indices outside [0, depth), strings, a large batch across threads, and every
// refusal.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class OneHotOpTest : public OpsTestBase {
 public:
  Status RunOneHot(const Tensor& indices, const Tensor& depth, const Tensor& on, const Tensor& off,
                   int axis = -1) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("one_hot", "OneHot")
                           .Input("indices", 0, indices.dtype())
                           .Input("depth", 0, DT_INT32)
                           .Input("on_value", 0, on.dtype())
                           .Input("off_value", 0, off.dtype())
                           .Attr("axis", axis)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(indices);
    AddInputTensorValue(depth);
    AddInputTensorValue(on);
    AddInputTensorValue(off);
    return RunOpKernel();
  }
};

TEST_F(OneHotOpTest, EachAxis) {
  const Tensor indices = test::AsTensor<int64>({0, 2, -1, 1}, {2, 2});
  const Tensor depth = test::AsScalar<int32>(3);
  const Tensor on = test::AsScalar<float>(5);
  const Tensor off = test::AsScalar<float>(-1);
  TF_ASSERT_OK(RunOneHot(indices, depth, on, off));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({5, -1, -1, -1, -1, 5, -1, -1, -1, -1, 5, -1}, {2, 2, 3}));
  TF_ASSERT_OK(RunOneHot(indices, depth, on, off, 1));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({5, -1, -1, -1, -1, 5, -1, -1, -1, 5, -1, -1}, {2, 3, 2}));
  TF_ASSERT_OK(RunOneHot(indices, depth, on, off, 0));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({5, -1, -1, -1, -1, -1, -1, 5, -1, 5, -1, -1}, {3, 2, 2}));
}

TEST_F(OneHotOpTest, IndexTypesStringsAndEmpty) {
  TF_ASSERT_OK(RunOneHot(test::AsTensor<uint8>({1, 250}), test::AsScalar<int32>(2),
                         test::AsScalar<tstring>("hot"), test::AsScalar<tstring>("")));
  test::ExpectTensorEqual<tstring>(*GetOutput(0),
                                   test::AsTensor<tstring>({"", "hot", "", ""}, {2, 2}));
  TF_ASSERT_OK(RunOneHot(test::AsTensor<int8>({-1, 0}), test::AsScalar<int32>(1),
                         test::AsScalar<bool>(true), test::AsScalar<bool>(false)));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({false, true}, {2, 1}));
  TF_ASSERT_OK(RunOneHot(test::AsScalar<int32>(1), test::AsScalar<int32>(0),
                         test::AsScalar<int32>(1), test::AsScalar<int32>(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
}

TEST_F(OneHotOpTest, LargeBatchAcrossThreads) {
  Tensor indices(DT_INT32, TensorShape({20000}));
  test::FillFn<int32>(&indices, [](int i) { return i % 40; });
  TF_ASSERT_OK(RunOneHot(indices, test::AsScalar<int32>(32), test::AsScalar<int16>(1),
                         test::AsScalar<int16>(0)));
  Tensor expected(DT_INT16, TensorShape({20000, 32}));
  test::FillFn<int16>(&expected, [](int i) { return static_cast<int16>(i % 32 == (i / 32) % 40); });
  test::ExpectTensorEqual<int16>(*GetOutput(0), expected);
}

TEST_F(OneHotOpTest, Refusals) {
  const Tensor indices = test::AsTensor<int32>({1});
  const Tensor two = test::AsScalar<int32>(2);
  const Tensor one = test::AsScalar<float>(1);
  EXPECT_TRUE(test::IsError(RunOneHot(indices, test::AsScalar<int32>(-1), one, one),
                            error::INVALID_ARGUMENT, "depth must be non-negative, got: -1"));
  EXPECT_TRUE(test::IsError(RunOneHot(indices, test::AsTensor<int32>({2}), one, one),
                            error::INVALID_ARGUMENT, "depth must be a scalar, but got: [1]"));
  EXPECT_TRUE(test::IsError(RunOneHot(indices, two, test::AsTensor<float>({1, 2}), one),
                            error::INVALID_ARGUMENT, "on_value must be a scalar, but got: [2]"));
  EXPECT_TRUE(test::IsError(RunOneHot(indices, two, one, test::AsTensor<float>({0})),
                            error::INVALID_ARGUMENT, "off_value must be a scalar, but got: [1]"));
  EXPECT_TRUE(test::IsError(RunOneHot(indices, two, one, one, 2), error::INVALID_ARGUMENT,
                            "Expected axis to be -1 or between [0, 2).  But received: 2"));
  EXPECT_TRUE(test::IsError(RunOneHot(indices, two, one, one, -2), error::INVALID_ARGUMENT,
                            "Expected axis to be -1 or between [0, 2).  But received: -2"));
}

}  // namespace
}  // namespace tensorflow
