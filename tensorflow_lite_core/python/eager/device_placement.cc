#include "tensorflow_lite_core/python/eager/device_placement.h"

#include <atomic>
#include <mutex>

#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tflc_python {
namespace {

using tensorflow::DeviceBase;
using tensorflow::Status;
using tensorflow::Tensor;

std::atomic<bool> active{false};

// Non-CPU devices chosen so far; never shrinks (devices live for the process).
std::mutex devices_mu;
std::vector<DeviceBase*>* used_devices = new std::vector<DeviceBase*>;

struct ThreadState {
  std::string name;
  DeviceBase* device = nullptr;  // null: the CPU
  Status error;                  // why `name` could not be had
};
thread_local ThreadState thread_state;

bool IsCpu(const DeviceBase* device) {
  return device->device_type() == tensorflow::DeviceType(tensorflow::DEVICE_CPU);
}

}  // namespace

bool PlacementActive() { return active.load(std::memory_order_relaxed); }

Status SetThreadDevice(const std::string& name, std::string* previous) {
  ThreadState state;
  state.name = name;
  if (!name.empty()) {
    tensorflow::DeviceNameParts parts;
    TF_RETURN_IF_ERROR(tensorflow::ParseDeviceName(name, &parts));
    DeviceBase* device = nullptr;
    state.error = tensorflow::LookupDevice(name, &device);
    if (state.error.ok() && !IsCpu(device)) {
      state.device = device;
      std::lock_guard<std::mutex> lock(devices_mu);
      bool known = false;
      for (DeviceBase* used : *used_devices) known = known || used == device;
      if (!known) used_devices->push_back(device);
    }
    if (state.device != nullptr || !state.error.ok()) active.store(true, std::memory_order_relaxed);
  }
  *previous = thread_state.name;
  thread_state = std::move(state);
  return tensorflow::OkStatus();
}

Status ThreadDevice(DeviceBase** device) {
  *device = thread_state.device;
  return thread_state.error;
}

DeviceBase* DeviceHolding(const Tensor& tensor) {
  if (!PlacementActive() || tensor.NumElements() == 0) return nullptr;
  std::lock_guard<std::mutex> lock(devices_mu);
  for (DeviceBase* device : *used_devices) {
    if (device->IsDeviceMemory(tensor.data())) return device;
  }
  return nullptr;
}

Status PlaceInputs(const tensorflow::KernelRunner& runner, std::vector<Tensor>* inputs) {
  DeviceBase* target = runner.device();
  const bool on_cpu = IsCpu(target);
  const auto& memory_types = runner.kernel()->input_memory_types();
  for (size_t i = 0; i < inputs->size(); ++i) {
    Tensor& input = (*inputs)[i];
    DeviceBase* holder = DeviceHolding(input);
    const bool wants_host = on_cpu || memory_types[i] == tensorflow::HOST_MEMORY;
    if (wants_host) {
      if (holder != nullptr) TF_RETURN_IF_ERROR(tensorflow::CopyTensorToHost(Tensor(input), holder, &input));
      continue;
    }
    if (holder == target) continue;
    if (holder != nullptr) TF_RETURN_IF_ERROR(tensorflow::CopyTensorToHost(Tensor(input), holder, &input));
    TF_RETURN_IF_ERROR(tensorflow::CopyTensorToDevice(Tensor(input), target, &input));
  }
  return tensorflow::OkStatus();
}

Status ToHost(const Tensor& tensor, Tensor* host) {
  DeviceBase* holder = DeviceHolding(tensor);
  if (holder == nullptr) {
    *host = tensor;
    return tensorflow::OkStatus();
  }
  return tensorflow::CopyTensorToHost(tensor, holder, host);
}

}  // namespace tflc_python
