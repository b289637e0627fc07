// Tensors between host memory and a device's memory (TensorFlow's CopyCPUTensorToDevice and
// CopyDeviceTensorToCPU). On the CPU device both share the tensor's buffer.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_COPY_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_COPY_H_

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// A new tensor in `device`'s memory holding `host`'s values. Only types with a fixed size
// (not strings or resources) can be copied: InvalidArgument otherwise; ResourceExhausted when the
// device has no room.
absl::Status CopyTensorToDevice(const Tensor& host, DeviceBase* device, Tensor* on_device);

// A new host tensor holding the values of `on_device`, a tensor in `device`'s memory. Returns
// once the values are there, after the work queued before it on the device.
absl::Status CopyTensorToHost(const Tensor& on_device, DeviceBase* device, Tensor* host);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_COPY_H_
