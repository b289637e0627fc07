// CheckNumerics: its input through unchanged, or InvalidArgument naming its Inf and NaN values.
#include <limits>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class CheckNumericsOpTest : public OpsTestBase {
 protected:
  void Init(DataType dtype) {
    TF_ASSERT_OK(NodeDefBuilder("check", "CheckNumerics")
                     .Input("x", 0, dtype)
                     .Attr("message", "where")
                     .Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
  }
};

TEST_F(CheckNumericsOpTest, FiniteValuesPassThrough) {
  Init(DT_FLOAT);
  AddInputFromArray<float>(TensorShape({2, 2}), {1, -2, 0, 3.5});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({1, -2, 0, 3.5}, TensorShape({2, 2})));
}

TEST_F(CheckNumericsOpTest, EmptyTensorsPass) {
  Init(DT_DOUBLE);
  AddInputFromArray<double>(TensorShape({0, 3}), {});
  TF_ASSERT_OK(RunOpKernel());
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
}

TEST_F(CheckNumericsOpTest, InfAndNaNAreBothNamed) {
  Init(DT_FLOAT);
  const float inf = std::numeric_limits<float>::infinity();
  AddInputFromArray<float>(TensorShape({3}), {inf, std::numeric_limits<float>::quiet_NaN(), 1});
  const Status status = RunOpKernel();
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_EQ(status.message(), "where : Tensor had Inf and NaN values");
}

TEST_F(CheckNumericsOpTest, NaNAloneIsNamed) {
  Init(DT_DOUBLE);
  AddInputFromArray<double>(TensorShape({2}), {1, std::numeric_limits<double>::quiet_NaN()});
  const Status status = RunOpKernel();
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_EQ(status.message(), "where : Tensor had NaN values");
}

TEST_F(CheckNumericsOpTest, InfIsNamedInHalfTensors) {
  Init(DT_HALF);
  AddInputFromArray<Eigen::half>(TensorShape({2}),
                                 {Eigen::half(1), Eigen::half(-std::numeric_limits<float>::infinity())});
  const Status status = RunOpKernel();
  EXPECT_EQ(status.message(), "where : Tensor had Inf values");
}

}  // namespace
}  // namespace tensorflow
