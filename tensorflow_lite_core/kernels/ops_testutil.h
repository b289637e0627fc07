// OpsTestBase: a gtest fixture that builds one kernel from a NodeDef and runs it on a CPU device
// with two intra-op threads, in the manner of TensorFlow's OpsTestBase:
//
//   TF_ASSERT_OK(NodeDefBuilder("add", "AddV2")
//                    .Input("x", 0, DT_FLOAT).Input("y", 0, DT_FLOAT)
//                    .Finalize(node_def()));
//   TF_ASSERT_OK(InitOp());
//   AddInputFromArray<float>(TensorShape({2}), {1, 2});
//   AddInputFromArray<float>(TensorShape({2}), {3, 4});
//   TF_ASSERT_OK(RunOpKernel());
//   test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({4, 6}));
//
// The fixture owns the device, the kernel, the input tensors and the outputs of the last run.
// Inputs may be forwarded to outputs (reused in place) by the kernel, as the fixture holds the
// only reference to them.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_OPS_TESTUTIL_H_
#define TENSORFLOW_LITE_CORE_KERNELS_OPS_TESTUTIL_H_

#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/status_test_util.h"  // TF_ASSERT_OK, TF_EXPECT_OK

namespace tensorflow {
namespace test {

// Success when `status` has `code` and its message contains `substring`:
//   EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT, "Incompatible shapes"));
::testing::AssertionResult IsError(const absl::Status& status, error::Code code,
                                   std::string_view substring);

}  // namespace test

class OpsTestBase : public ::testing::Test {
 public:
  OpsTestBase();
  ~OpsTestBase() override;

  // The NodeDef InitOp() builds the kernel from; fill it with NodeDefBuilder.
  NodeDef* node_def() { return &node_def_; }
  void set_node_def(const NodeDef& node_def) { node_def_ = node_def; }

  // Builds the kernel for node_def() on the CPU device (checking the node against its op, adding
  // attr defaults, finding and constructing the kernel). Discards earlier inputs.
  absl::Status InitOp();
  absl::Status InitOpWithGraphVersion(int graph_def_version);
  // set_node_def(node_def) and InitOp().
  absl::Status MakeOp(const NodeDef& node_def);

  // Appends an input of `shape` holding `data` (as many values as elements). The element type
  // must be that of the kernel's next input.
  template <typename T>
  void AddInputFromArray(const TensorShape& shape, const std::vector<T>& data) {
    Tensor* input = AddInputTensor(DataTypeToEnum<T>::v(), shape);
    test::FillValues<T>(input, data);
  }
  template <typename T>
  void AddInputFromList(const TensorShape& shape, std::initializer_list<T> data) {
    AddInputFromArray<T>(shape, std::vector<T>(data));
  }
  // Appends an input of `shape` whose element i is input_mapping(i).
  template <typename T>
  void AddInput(const TensorShape& shape, const std::function<T(int)>& input_mapping) {
    Tensor* input = AddInputTensor(DataTypeToEnum<T>::v(), shape);
    test::FillFn<T>(input, input_mapping);
  }
  // Appends a copy of `tensor`'s values (a copy of its own, so the kernel may reuse it in place).
  void AddInputTensorValue(const Tensor& tensor);

  // Runs the kernel once on the inputs added since InitOp(); returns its status. Outputs of an
  // earlier run are dropped.
  absl::Status RunOpKernel();

  // Output `output_index` of the last run (null when the kernel did not set it).
  Tensor* GetOutput(int output_index);
  // Input `input_index` as added, the tensor the kernel reads (e.g. to check that an output
  // shares its buffer).
  const Tensor& GetInput(int input_index) const;

  OpKernel* op_kernel() { return runner_ == nullptr ? nullptr : runner_->kernel(); }
  const DataTypeVector& output_types() const { return runner_->kernel()->output_types(); }
  CpuDevice* device() { return device_.get(); }
  Allocator* allocator() { return cpu_allocator(); }

 private:
  Tensor* AddInputTensor(DataType dtype, const TensorShape& shape);

  std::unique_ptr<CpuDevice> device_;
  NodeDef node_def_;
  std::unique_ptr<KernelRunner> runner_;
  std::vector<std::unique_ptr<Tensor>> inputs_;
  std::vector<Tensor> outputs_;
  bool ran_ = false;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_OPS_TESTUTIL_H_
