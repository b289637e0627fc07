// A header-only C++ API plugin built with TFLC_PLUGIN_FOR_TENSORFLOW loads here as any other:
// its registrations, made at load time rather than by TF_InitPlugin, arrive whole; each op's shape
// function, reached through its own slot, keeps its own state; its kernels run and fail as
// written. (tensorflow_target_plugin_imports_test checks it calls only what TensorFlow exports.)
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/plugin_loader.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

constexpr char kPlugin[] = "tensorflow_lite_core/c/testdata/tensorflow_target_plugin.so";

class TensorFlowTargetPluginTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    OpLibrary library;
    const absl::Status status = LoadPluginLibrary(kPlugin, PluginInit::kOptional, &library);
    ASSERT_TRUE(status.ok()) << status;
    std::vector<std::string> ops;
    for (const OpDef& op : library.op_list.op()) ops.push_back(op.name());
    EXPECT_EQ(ops, (std::vector<std::string>{"TensorFlowTargetFirstThree",
                                             "TensorFlowTargetFirstTwo"}));
    EXPECT_EQ(library.kernel_list.kernel_size(), 4);
  }

  static NodeDef Node(const std::string& op, DataType dtype) {
    NodeDef node;
    TF_CHECK_OK(NodeDefBuilder("n", op).Input("x", 0, dtype).Finalize(&node));
    return node;
  }
};

TEST_F(TensorFlowTargetPluginTest, EachShapeFunctionKeepsItsOwnState) {
  for (const auto& [op, expected] : std::vector<std::pair<std::string, std::string>>{
           {"TensorFlowTargetFirstThree", "[3]"}, {"TensorFlowTargetFirstTwo", "[2]"}}) {
    std::vector<PartialTensorShape> outputs;
    const absl::Status status = InferShapes(OpRegistry::Global(), Node(op, DT_FLOAT),
                                            {PartialTensorShape({7, 2})}, {}, &outputs);
    ASSERT_TRUE(status.ok()) << op << ": " << status;
    ASSERT_EQ(outputs.size(), 1u);
    EXPECT_EQ(outputs[0].DebugString(), expected) << op;
  }
}

TEST_F(TensorFlowTargetPluginTest, KernelsRunForBothTypesAndReportTheirErrors) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("TensorFlowTargetFirstTwo", DT_INT32), &runner).ok());
  Tensor input(DT_INT32, TensorShape({2, 2}));
  for (int i = 0; i < 4; ++i) input.flat<int32>()(i) = 10 * (i + 1);
  std::vector<Tensor> outputs;
  absl::Status status = runner->Run({input}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  ASSERT_EQ(outputs[0].NumElements(), 2);
  EXPECT_EQ(outputs[0].flat<int32>()(0), 10);
  EXPECT_EQ(outputs[0].flat<int32>()(1), 20);

  ASSERT_TRUE(KernelRunner::Create(Node("TensorFlowTargetFirstThree", DT_FLOAT), &runner).ok());
  Tensor short_input(DT_FLOAT, TensorShape({2}));
  short_input.flat<float>()(0) = 1;
  short_input.flat<float>()(1) = 2;
  status = runner->Run({short_input}, &outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_NE(status.message().find("needs 3 elements, got 2"), absl::string_view::npos) << status;
}

}  // namespace
}  // namespace tensorflow
