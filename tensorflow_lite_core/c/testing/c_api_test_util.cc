#include "tensorflow_lite_core/c/testing/c_api_test_util.h"

#include <fstream>
#include <utility>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/platform/strcat.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace c_api_testing {

Status ToStatus(const TF_Status* status) {
  if (status == nullptr) return errors::Internal("no status");
  return status->status;
}

void ExpectStatus(const Status& status, error::Code code, const std::vector<std::string>& pieces) {
  EXPECT_EQ(status.code(), code) << status;
  for (const std::string& piece : pieces) {
    EXPECT_NE(status.message().find(piece), std::string::npos)
        << "expected '" << piece << "' in: " << status;
  }
}

void ExpectStatus(const TF_Status* status, TF_Code code, const std::vector<std::string>& pieces) {
  ExpectStatus(ToStatus(status), static_cast<error::Code>(code), pieces);
}

void ExpectOk(const TF_Status* status) {
  EXPECT_EQ(TF_GetCode(status), TF_OK) << TF_Message(status);
}

Tensor MakeTensor(const TensorShape& shape, const std::vector<int32>& values) {
  Tensor tensor(DT_INT32, shape);
  EXPECT_EQ(tensor.NumElements(), static_cast<int64>(values.size()));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<int32>()(i) = values[i];
  return tensor;
}

Tensor MakeFloatTensor(const TensorShape& shape, const std::vector<float>& values) {
  Tensor tensor(DT_FLOAT, shape);
  EXPECT_EQ(tensor.NumElements(), static_cast<int64>(values.size()));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<float>()(i) = values[i];
  return tensor;
}

std::string Values(const Tensor& tensor) {
  const std::string values = tensor.SummarizeValue(-1);
  return tensor.dims() == 0 ? values : "[" + values + "]";
}

KernelRunner::KernelRunner(const std::string& op, const std::string& node_name)
    : builder_(node_name, op) {}

KernelRunner& KernelRunner::Input(const Tensor& tensor) {
  builder_.Input(strings::StrCat("input", inputs_.size()), 0, tensor.dtype());
  inputs_.push_back(tensor);
  return *this;
}

KernelRunner& KernelRunner::AllowForwarding() {
  allow_forwarding_ = true;
  return *this;
}

Status KernelRunner::BuildNode() {
  if (!built_) {
    TF_RETURN_IF_ERROR(builder_.Finalize(&node_));
    built_ = true;
  }
  return OkStatus();
}

Status KernelRunner::Create() {
  TF_RETURN_IF_ERROR(BuildNode());
  if (runner_ != nullptr) return OkStatus();
  return tensorflow::KernelRunner::Create(node_, &runner_);
}

Status KernelRunner::Run(std::vector<Tensor>* outputs) {
  TF_RETURN_IF_ERROR(Create());
  if (!allow_forwarding_) return runner_->Run(inputs_, outputs);
  // The runner drops its own references so that a forwardable buffer has one user only.
  std::vector<Tensor> forwardable = std::move(inputs_);
  inputs_.clear();
  return runner_->RunForwarding(&forwardable, outputs);
}

Status KernelRunner::InferShapes(const std::vector<PartialTensorShape>& input_shapes,
                                 std::vector<PartialTensorShape>* output_shapes) {
  TF_RETURN_IF_ERROR(BuildNode());
  return tensorflow::InferShapes(OpRegistry::Global(), node_, input_shapes, {}, output_shapes);
}

std::string RegistrySnapshot() {
  OpList ops;
  OpRegistry::Global()->Export(/*include_internal=*/true, &ops);
  return ops.SerializeAsString() + "|" + GetAllRegisteredKernels().SerializeAsString();
}

bool OpRegistered(const std::string& name) { return OpRegistry::Global()->LookUp(name) != nullptr; }

std::vector<int> LinesContaining(const std::string& path, const std::string& text) {
  std::ifstream file(path);
  EXPECT_TRUE(file.is_open()) << "cannot read " << path;
  std::vector<int> numbers;
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.find(text) != std::string::npos) numbers.push_back(number);
  }
  return numbers;
}

}  // namespace c_api_testing
}  // namespace tensorflow
