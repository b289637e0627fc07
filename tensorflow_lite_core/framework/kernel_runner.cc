#include "tensorflow_lite_core/framework/kernel_runner.h"

#include <utility>

#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {

KernelRunner::KernelRunner(const NodeDef& node_def, DeviceBase* device) : node_def_(node_def) {
  params_.device = device;
  params_.stream = device->stream();
  params_.inc_num_deferred_ops_function = [this] { deferred_ops_.Increment(); };
  params_.dec_num_deferred_ops_function = [this] { deferred_ops_.Decrement(); };
  checks_placement_ = device->device_type() != DeviceType(DEVICE_CPU);
}

void KernelRunner::DeferredOps::Increment() {
  mutex_lock lock(mu_);
  ++count_;
}

void KernelRunner::DeferredOps::Decrement() {
  mutex_lock lock(mu_);
  if (count_ == 0) {
    LOG(ERROR) << "A kernel ended deferred work it had not announced (a call to "
                  "dec_num_deferred_ops_function without a matching inc_num_deferred_ops_function)";
    return;
  }
  if (--count_ == 0) none_left_.notify_all();
}

void KernelRunner::DeferredOps::WaitUntilNone() {
  mutex_lock lock(mu_);
  none_left_.wait(lock, [this]() TF_EXCLUSIVE_LOCKS_REQUIRED(mu_) { return count_ == 0; });
}

Status KernelRunner::Create(const NodeDef& node_def, std::unique_ptr<KernelRunner>* runner) {
  return Create(node_def, Options(), runner);
}

Status KernelRunner::Create(const NodeDef& node_def, const Options& options,
                            std::unique_ptr<KernelRunner>* runner) {
  DeviceBase* device = options.device != nullptr ? options.device : CpuDevice::Default();
  const int graph_def_version =
      options.graph_def_version != 0 ? options.graph_def_version : TF_GRAPH_DEF_VERSION;
  std::unique_ptr<KernelRunner> created(new KernelRunner(node_def, device));
  TF_RETURN_IF_ERROR(CreateOpKernel(device->device_type(), device, device->GetAllocator({}), node_def,
                                    graph_def_version, &created->kernel_));
  created->params_.op_kernel = created->kernel_.get();
  *runner = std::move(created);
  return OkStatus();
}

Status KernelRunner::CheckInputs(const std::vector<Tensor>& inputs) const {
  if (static_cast<int>(inputs.size()) != kernel_->num_inputs()) {
    return errors::InvalidArgument("Node '", node_def_.name(), "' (op ", node_def_.op(),
                                   ") takes ", kernel_->num_inputs(), " inputs, got ",
                                   inputs.size());
  }
  for (int i = 0; i < kernel_->num_inputs(); ++i) {
    // A ref input reads a tensor of the base type.
    const DataType expected = BaseType(kernel_->input_type(i));
    if (inputs[i].dtype() != expected) {
      return errors::InvalidArgument("Input ", i, " of node '", node_def_.name(), "' (op ",
                                     node_def_.op(), ") must be ", DataTypeString(expected),
                                     ", got ", DataTypeString(inputs[i].dtype()));
    }
  }
  if (checks_placement_) return CheckPlacement(inputs);
  return OkStatus();
}

Status KernelRunner::CheckPlacement(const std::vector<Tensor>& inputs) const {
  DeviceBase* device = params_.device;
  for (int i = 0; i < kernel_->num_inputs(); ++i) {
    if (inputs[i].NumElements() == 0) continue;
    const bool on_device = device->IsDeviceMemory(inputs[i].data());
    const bool wants_device = kernel_->input_memory_types()[i] == DEVICE_MEMORY;
    if (on_device != wants_device) {
      return errors::InvalidArgument(
          "Input ", i, " of node '", node_def_.name(), "' (op ", node_def_.op(), ") on ",
          device->name(), " must be in ", wants_device ? device->name() + "'s memory" : "host memory",
          ", found in ", on_device ? device->name() + "'s memory" : "host memory",
          " (CopyTensorToDevice / CopyTensorToHost move it)");
    }
  }
  return OkStatus();
}

Status KernelRunner::Compute(std::vector<Tensor>* outputs) {
  OpKernelContext context(&params_);
  kernel_->Compute(&context);  // an AsyncOpKernel's Compute waits for it
  // The context stays valid while deferred work may still use it (and end through it).
  deferred_ops_.WaitUntilNone();
  if (!context.status().ok()) return context.status();
  outputs->reserve(context.num_outputs());
  for (int i = 0; i < context.num_outputs(); ++i) outputs->push_back(context.release_output(i));
  return OkStatus();
}

Status KernelRunner::Run(const std::vector<Tensor>& inputs, std::vector<Tensor>* outputs) {
  outputs->clear();
  TF_RETURN_IF_ERROR(CheckInputs(inputs));
  params_.inputs.clear();
  params_.forwardable_inputs.clear();
  for (const Tensor& input : inputs) params_.inputs.push_back(&input);
  const Status status = Compute(outputs);
  params_.inputs.clear();
  return status;
}

Status KernelRunner::RunForwarding(std::vector<Tensor>* inputs, std::vector<Tensor>* outputs) {
  outputs->clear();
  TF_RETURN_IF_ERROR(CheckInputs(*inputs));
  params_.inputs.clear();
  params_.forwardable_inputs.clear();
  for (Tensor& input : *inputs) {
    params_.inputs.push_back(&input);
    params_.forwardable_inputs.push_back(&input);
  }
  const Status status = Compute(outputs);
  params_.inputs.clear();
  params_.forwardable_inputs.clear();
  return status;
}

}  // namespace tensorflow
