// A kernel test written as an op author writes one for TensorFlow, with TensorFlow's include paths
// only. wheel_test.py builds it with g++ against the installed wheel, compiling in the guide's
// ZeroOut (examples/zero_out/zero_out.cc) and its shape-function examples
// (examples/guide/shape_functions.cc), and runs it.
#include "tensorflow/core/framework/fake_input.h"
#include "tensorflow/core/framework/node_def_builder.h"
#include "tensorflow/core/framework/shape_inference_testutil.h"
#include "tensorflow/core/framework/tensor.h"
#include "tensorflow/core/framework/tensor_testutil.h"
#include "tensorflow/core/kernels/ops_testutil.h"
#include "tensorflow/core/lib/core/status_test_util.h"
#include "tensorflow/core/platform/status_matchers.h"
#include "tensorflow/core/platform/test.h"

namespace tensorflow {
namespace {

class ZeroOutOpTest : public OpsTestBase {
 protected:
  void MakeZeroOut() {
    TF_ASSERT_OK(NodeDefBuilder("zero_out", "ZeroOut")
                     .Input(FakeInput(DT_INT32))
                     .Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
  }
};

TEST_F(ZeroOutOpTest, KeepsTheFirstElement) {
  MakeZeroOut();
  AddInputFromArray<int32>(TensorShape({2, 2}), {5, 6, 7, 8});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({5, 0, 0, 0}, TensorShape({2, 2})));
}

TEST_F(ZeroOutOpTest, TakesAnEmptyTensor) {
  // FakeInput() takes the input's type from the op.
  TF_ASSERT_OK(NodeDefBuilder("zero_out", "ZeroOut").Input(FakeInput()).Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<int32>(TensorShape({0}), {});
  TF_ASSERT_OK(RunOpKernel());
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
}

TEST_F(ZeroOutOpTest, RejectsAFloatInput) {
  EXPECT_THAT(
      NodeDefBuilder("zero_out", "ZeroOut").Input(FakeInput(DT_FLOAT)).Finalize(node_def()),
      testing::StatusIs(error::INVALID_ARGUMENT,
                        ::testing::HasSubstr("Input 'to_zero' passed float expected int32")));
}

TEST(ZeroOutShapeTest, OutputHasTheInputShape) {
  ShapeInferenceTestOp op("ZeroOut");
  INFER_OK(op, "?", "in0");
  INFER_OK(op, "[2,?,3]", "in0");
}

TEST(ZeroOutShapeTest, VectorOnlyVariantRejectsAMatrix) {
  ShapeInferenceTestOp op("GuideShapeFnVector");
  INFER_OK(op, "[4]", "in0");
  INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[2,3]");
}

// Wrong on purpose: wheel_test.py runs it on its own and expects gtest to report the difference.
TEST_F(ZeroOutOpTest, DeliberatelyWrongExpectation) {
  MakeZeroOut();
  AddInputFromArray<int32>(TensorShape({3}), {7, 8, 9});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({7, 8, 9}));
}

}  // namespace
}  // namespace tensorflow
