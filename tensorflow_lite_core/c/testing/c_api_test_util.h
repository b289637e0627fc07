// Helpers for tests of the C API and of plugins, on the core's side: owning C objects, checking
// statuses against expected codes and message pieces, running a registered kernel once, and
// snapshotting the registries. Links libtensorflow_framework.so, as plugin hosts do.
#ifndef TENSORFLOW_LITE_CORE_C_TESTING_C_API_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_C_TESTING_C_API_TEST_UTIL_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace c_api_testing {

struct StatusDeleter {
  void operator()(TF_Status* status) const { TF_DeleteStatus(status); }
};
using StatusPtr = std::unique_ptr<TF_Status, StatusDeleter>;
inline StatusPtr NewStatus() { return StatusPtr(TF_NewStatus()); }

struct TensorDeleter {
  void operator()(TF_Tensor* tensor) const { TF_DeleteTensor(tensor); }
};
using TensorPtr = std::unique_ptr<TF_Tensor, TensorDeleter>;

// The status as the core's Status.
Status ToStatus(const TF_Status* status);

// Fails the test unless `status` has `code` and its message contains every one of `pieces`.
void ExpectStatus(const Status& status, error::Code code, const std::vector<std::string>& pieces);
void ExpectStatus(const TF_Status* status, TF_Code code, const std::vector<std::string>& pieces);
void ExpectOk(const TF_Status* status);

// An int32 / float tensor of `shape` holding `values` in row-major order.
Tensor MakeTensor(const TensorShape& shape, const std::vector<int32>& values);
Tensor MakeFloatTensor(const TensorShape& shape, const std::vector<float>& values);
// The elements of a numeric tensor as text, e.g. "[[1 0][0 0]]" (for golden comparisons).
std::string Values(const Tensor& tensor);

// Describes one node of a registered op, then creates its CPU kernel and runs it with the
// framework's KernelRunner:
//   KernelRunner("ZeroOut").Attr("preserve_index", 1).Input(x).Run(&outputs)
class KernelRunner {
 public:
  explicit KernelRunner(const std::string& op, const std::string& node_name = "node");

  template <typename T>
  KernelRunner& Attr(std::string_view name, const T& value) {
    builder_.Attr(name, value);
    return *this;
  }
  // The next input of the node, typed as `tensor`.
  KernelRunner& Input(const Tensor& tensor);
  // Lets the kernel reuse input buffers for its outputs (they are not used after the run).
  KernelRunner& AllowForwarding();

  // Builds the node and creates its kernel (once).
  Status Create();
  // Creates the kernel if needed and runs it once; *outputs gets every output.
  Status Run(std::vector<Tensor>* outputs);
  // Infers the output shapes from `input_shapes` with the op's shape function.
  Status InferShapes(const std::vector<PartialTensorShape>& input_shapes,
                     std::vector<PartialTensorShape>* output_shapes);

  const NodeDef& node() const { return node_; }
  OpKernel* kernel() const { return runner_ == nullptr ? nullptr : runner_->kernel(); }

 private:
  Status BuildNode();

  NodeDefBuilder builder_;
  std::vector<Tensor> inputs_;
  bool allow_forwarding_ = false;
  bool built_ = false;
  NodeDef node_;
  std::unique_ptr<tensorflow::KernelRunner> runner_;
};

// Everything the op and kernel registries hold, to compare before and after a failed load.
std::string RegistrySnapshot();

// Whether op `name` is registered.
bool OpRegistered(const std::string& name);

// The numbers (from 1) of the lines of file `path` (a test's data) that contain `text`: where a
// plugin's source registers something, to compare with the "file:line" the core reports.
std::vector<int> LinesContaining(const std::string& path, const std::string& text);

}  // namespace c_api_testing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_C_TESTING_C_API_TEST_UTIL_H_
