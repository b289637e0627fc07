// AddOne's kernel and shape function tested as TensorFlow's own kernel tests are, with the
// installed package's test helpers (@tensorflow_lite_core//:testutil).
#include "tensorflow/core/framework/fake_input.h"
#include "tensorflow/core/framework/node_def_builder.h"
#include "tensorflow/core/framework/shape_inference_testutil.h"
#include "tensorflow/core/framework/tensor_testutil.h"
#include "tensorflow/core/kernels/ops_testutil.h"
#include "tensorflow/core/platform/test.h"

namespace tensorflow {
namespace {

class AddOneOpTest : public OpsTestBase {};

TEST_F(AddOneOpTest, AddsOneToEachElement) {
  TF_ASSERT_OK(NodeDefBuilder("add_one", "AddOne").Input(FakeInput(DT_FLOAT)).Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<float>(TensorShape({3}), {0.5f, -1.0f, 2.0f});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({1.5f, 0.0f, 3.0f}));
}

TEST_F(AddOneOpTest, HasNoBoolKernel) {
  TF_ASSERT_OK(NodeDefBuilder("add_one", "AddOne").Input(FakeInput(DT_BOOL)).Finalize(node_def()));
  const Status status = InitOp();
  EXPECT_FALSE(status.ok()) << "AddOne built for bool";
}

TEST(AddOneShapeTest, OutputHasTheInputShape) {
  ShapeInferenceTestOp op("AddOne");
  TF_ASSERT_OK(
      NodeDefBuilder("add_one", "AddOne").Input(FakeInput(DT_INT64)).Finalize(&op.node_def));
  INFER_OK(op, "[2,?]", "in0");
}

}  // namespace
}  // namespace tensorflow
