// Where ops called from Python run (tflc.device) and where their tensors live.
//
// Until a device other than the CPU is chosen, nothing here runs on the op path: Active() is a
// plain load. Once one is, each call looks up the calling thread's device, keys its kernels by it,
// and copies inputs to the memory the kernel reads them from (device memory, or the host for
// HostMemory arguments and CPU kernels). Tensors record no device: a tensor is on a device when
// that device's allocator handed out its memory.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_DEVICE_PLACEMENT_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_DEVICE_PLACEMENT_H_

#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tflc_python {

// Whether any thread has ever chosen a device other than the CPU.
bool PlacementActive();

// Sets the calling thread's device from a name ("/GPU:0", "/device:CPU:0", ...; empty for the
// default) and returns the name it replaces. A name that does not parse is InvalidArgument at
// once; a device that cannot be had is remembered and reported by each op run under it, as
// TensorFlow does.
tensorflow::Status SetThreadDevice(const std::string& name, std::string* previous);

// The calling thread's device for the next op: null for the CPU, else the device (or the error
// that looking it up gave).
tensorflow::Status ThreadDevice(tensorflow::DeviceBase** device);

// The non-CPU device whose memory holds `tensor`, or null (host memory).
tensorflow::DeviceBase* DeviceHolding(const tensorflow::Tensor& tensor);

// Copies each of `inputs` that is not where `runner`'s kernel reads it.
tensorflow::Status PlaceInputs(const tensorflow::KernelRunner& runner,
                               std::vector<tensorflow::Tensor>* inputs);

// `tensor` in host memory (itself when it already is).
tensorflow::Status ToHost(const tensorflow::Tensor& tensor, tensorflow::Tensor* host);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_DEVICE_PLACEMENT_H_
