// Where: coordinates of the nonzero elements of each rank and dtype (NaN nonzero, -0.0 zero),
// none, a large input, and the refusal of a scalar.
#include <limits>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class WhereOpTest : public OpsTestBase {
 public:
  Status RunWhere(const Tensor& input) {
    TF_RETURN_IF_ERROR(
        NodeDefBuilder("where", "Where").Input("input", 0, input.dtype()).Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    return RunOpKernel();
  }
};

TEST_F(WhereOpTest, CoordinatesInRowMajorOrder) {
  TF_ASSERT_OK(RunWhere(test::AsTensor<bool>({true, false, false, true, false, true}, {2, 3})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({0, 0, 1, 0, 1, 2}, {3, 2}));
  TF_ASSERT_OK(RunWhere(test::AsTensor<int8>({0, 0, 3, 0, 0, 0, 0, -1}, {2, 2, 2})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({0, 1, 0, 1, 1, 1}, {2, 3}));
  TF_ASSERT_OK(RunWhere(test::AsTensor<float>({0, -0.0f, std::numeric_limits<float>::quiet_NaN()})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({2}, {1, 1}));
  TF_ASSERT_OK(RunWhere(test::AsTensor<complex64>({{0, 0}, {0, 1}})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1}, {1, 1}));
  TF_ASSERT_OK(RunWhere(test::AsTensor<Eigen::half>({Eigen::half(0), Eigen::half(0.5)})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1}, {1, 1}));
}

TEST_F(WhereOpTest, NoneEmptyAndLarge) {
  TF_ASSERT_OK(RunWhere(test::AsTensor<uint64>({0, 0})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 1}));
  TF_ASSERT_OK(RunWhere(Tensor(DT_BOOL, TensorShape({0, 3, 4}))));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
  Tensor large(DT_INT32, TensorShape({1000, 100}));
  test::FillFn<int32>(&large, [](int i) { return i % 7 == 0 ? 1 : 0; });
  TF_ASSERT_OK(RunWhere(large));
  ASSERT_EQ(GetOutput(0)->shape(), TensorShape({14286, 2}));
  const int64* rows = GetOutput(0)->base<int64>();
  for (int64 i = 0; i < 14286; ++i) {
    ASSERT_EQ(rows[2 * i] * 100 + rows[2 * i + 1], 7 * i) << i;
  }
}

TEST_F(WhereOpTest, ScalarIsRefused) {
  EXPECT_TRUE(test::IsError(RunWhere(test::AsScalar<bool>(true)), error::INVALID_ARGUMENT,
                            "WhereOp : Unhandled input dimensions: 0"));
}

}  // namespace
}  // namespace tensorflow
