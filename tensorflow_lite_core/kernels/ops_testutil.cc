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
  if (status.message().find(substring) == std::string::npos) {
    return ::testing::AssertionFailure() << "expected a message containing '" << substring
                                         << "', got " << status;
  }
  return ::testing::AssertionSuccess();
}

}  // namespace test

OpsTestBase::OpsTestBase() : device_(std::make_unique<CpuDevice>(/*intra_op_threads=*/2)) {}

// The context and kernel go before the device they ran on.
OpsTestBase::~OpsTestBase() {
  context_.reset();
  params_.reset();
  kernel_.reset();
}

Status OpsTestBase::InitOp() { return InitOpWithGraphVersion(TF_GRAPH_DEF_VERSION); }

Status OpsTestBase::InitOpWithGraphVersion(int graph_def_version) {
  context_.reset();
  params_.reset();
  inputs_.clear();
  kernel_.reset();
  return CreateOpKernel(DeviceType(DEVICE_CPU), device_.get(), cpu_allocator(), node_def_,
                        graph_def_version, &kernel_);
}

Status OpsTestBase::MakeOp(const NodeDef& node_def) {
  set_node_def(node_def);
  return InitOp();
}

Tensor* OpsTestBase::AddInputTensor(DataType dtype, const TensorShape& shape) {
  CHECK(kernel_ != nullptr) << "Call InitOp() before adding inputs";
  const int index = static_cast<int>(inputs_.size());
  CHECK_LT(index, kernel_->num_inputs()) << "Kernel " << kernel_->type_string() << " has only "
                                         << kernel_->num_inputs() << " inputs";
  CHECK_EQ(kernel_->input_type(index), dtype)
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
  CHECK(kernel_ != nullptr) << "Call InitOp() before RunOpKernel()";
  context_.reset();
  params_ = std::make_unique<OpKernelContext::Params>();
  params_->device = device_.get();
  params_->op_kernel = kernel_.get();
  for (const std::unique_ptr<Tensor>& input : inputs_) {
    params_->inputs.push_back(input.get());
    params_->forwardable_inputs.push_back(input.get());
  }
  context_ = std::make_unique<OpKernelContext>(params_.get());
  kernel_->Compute(context_.get());
  return context_->status();
}

Tensor* OpsTestBase::GetOutput(int output_index) {
  CHECK(context_ != nullptr) << "Call RunOpKernel() before GetOutput()";
  CHECK_LT(output_index, context_->num_outputs());
  return context_->mutable_output(output_index);
}

const Tensor& OpsTestBase::GetInput(int input_index) const {
  CHECK_GE(input_index, 0);
  CHECK_LT(input_index, static_cast<int>(inputs_.size()));
  return *inputs_[input_index];
}

}  // namespace tensorflow
