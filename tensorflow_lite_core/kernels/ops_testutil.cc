#include "tensorflow_lite_core/kernels/ops_testutil.h"

#include <cstring>
#include <utility>

#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace test {

::testing::AssertionResult IsError(const Status& status, error::Code code,
                                   std::string_view substring) {
  if (status.code() != code) {
    return ::testing::AssertionFailure() << "expected code " << error::CodeToString(code)
                                         << ", got " << status;
  }
  if (status.message().find(absl::string_view(substring.data(), substring.size())) == std::string::npos) {
    return ::testing::AssertionFailure() << "expected a message containing '" << substring
                                         << "', got " << status;
  }
  return ::testing::AssertionSuccess();
}

}  // namespace test

OpsTestBase::OpsTestBase() : device_(std::make_unique<CpuDevice>(/*intra_op_threads=*/2)) {}

// The kernel goes before the device it ran on.
OpsTestBase::~OpsTestBase() { runner_.reset(); }

Status OpsTestBase::InitOp() { return InitOpWithGraphVersion(TF_GRAPH_DEF_VERSION); }

Status OpsTestBase::InitOpWithGraphVersion(int graph_def_version) {
  outputs_.clear();
  inputs_.clear();
  ran_ = false;
  runner_.reset();
  KernelRunner::Options options;
  options.device = device_.get();
  options.graph_def_version = graph_def_version;
  return KernelRunner::Create(node_def_, options, &runner_);
}

Status OpsTestBase::MakeOp(const NodeDef& node_def) {
  set_node_def(node_def);
  return InitOp();
}

Tensor* OpsTestBase::AddInputTensor(DataType dtype, const TensorShape& shape) {
  CHECK(runner_ != nullptr) << "Call InitOp() before adding inputs";
  const OpKernel* kernel_ = runner_->kernel();
  const int index = static_cast<int>(inputs_.size());
  CHECK_LT(index, kernel_->num_inputs()) << "Kernel " << kernel_->type_string() << " has only "
                                         << kernel_->num_inputs() << " inputs";
  // A ref input takes a tensor of its base type, which the kernel may update in place.
  CHECK_EQ(BaseType(kernel_->input_type(index)), dtype)
      << "Input " << index << " of " << kernel_->type_string() << " is "
      << DataTypeString(kernel_->input_type(index)) << ", not " << DataTypeString(dtype);
  inputs_.push_back(std::make_unique<Tensor>(dtype, shape));
  return inputs_.back().get();
}

void OpsTestBase::AddInputTensorValue(const Tensor& tensor) {
  Tensor* input = AddInputTensor(tensor.dtype(), tensor.shape());
  if (tensor.dtype() == DT_STRING) {
    for (int64 i = 0; i < tensor.NumElements(); ++i) {
      input->base<tstring>()[i] = tensor.base<const tstring>()[i];
    }
  } else {
    CHECK(DataTypeCanUseMemcpy(tensor.dtype())) << DataTypeString(tensor.dtype());
    if (tensor.NumElements() > 0) {
      std::memcpy(input->data(), tensor.data(), tensor.TotalBytes());
    }
  }
}

Status OpsTestBase::RunOpKernel() {
  CHECK(runner_ != nullptr) << "Call InitOp() before RunOpKernel()";
  // The fixture's inputs are the only holders of their buffers, so the kernel may forward them;
  // they move into the run and back.
  std::vector<Tensor> inputs;
  inputs.reserve(inputs_.size());
  for (const std::unique_ptr<Tensor>& input : inputs_) inputs.push_back(std::move(*input));
  const Status status = runner_->RunForwarding(&inputs, &outputs_);
  for (size_t i = 0; i < inputs.size(); ++i) *inputs_[i] = std::move(inputs[i]);
  ran_ = true;
  return status;
}

Tensor* OpsTestBase::GetOutput(int output_index) {
  CHECK(ran_) << "Call RunOpKernel() before GetOutput()";
  CHECK_GE(output_index, 0);
  CHECK_LT(output_index, op_kernel()->num_outputs());
  if (output_index >= static_cast<int>(outputs_.size())) return nullptr;  // the run failed
  Tensor* output = &outputs_[output_index];
  return output->dtype() == DT_INVALID ? nullptr : output;
}

const Tensor& OpsTestBase::GetInput(int input_index) const {
  CHECK_GE(input_index, 0);
  CHECK_LT(input_index, static_cast<int>(inputs_.size()));
  return *inputs_[input_index];
}

}  // namespace tensorflow
