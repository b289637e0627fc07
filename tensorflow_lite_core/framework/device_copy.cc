#include "tensorflow_lite_core/framework/device_copy.h"

#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

bool HasOwnMemory(const DeviceBase* device) { return device->device_type() != DeviceType(DEVICE_CPU); }

Status CheckCopyable(const Tensor& tensor, const DeviceBase* device) {
  if (!DataTypeCanUseMemcpy(tensor.dtype())) {
    return errors::InvalidArgument("Cannot copy a ", DataTypeString(tensor.dtype()),
                                   " tensor to or from ", device->name(),
                                   ": only fixed-size types can live in device memory");
  }
  return OkStatus();
}

// A tensor of `like`'s dtype and shape from `allocator`.
Status AllocateLike(const Tensor& like, Allocator* allocator, const DeviceBase* device, Tensor* out) {
  Tensor allocated(allocator, like.dtype(), like.shape());
  if (!allocated.IsInitialized()) {
    return errors::ResourceExhausted("Out of memory on ", device->name(), " allocating a ",
                                     DataTypeString(like.dtype()), " tensor of shape ",
                                     like.shape().DebugString());
  }
  *out = std::move(allocated);
  return OkStatus();
}

}  // namespace

Status CopyTensorToDevice(const Tensor& host, DeviceBase* device, Tensor* on_device) {
  if (!HasOwnMemory(device)) {
    *on_device = host;
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(CheckCopyable(host, device));
  Tensor copy;
  TF_RETURN_IF_ERROR(AllocateLike(host, device->GetAllocator(AllocatorAttributes()), device, &copy));
  if (host.TotalBytes() > 0) {
    TF_RETURN_IF_ERROR(device->CopyHostToDevice(host.data(), copy.data(), host.TotalBytes()));
  }
  *on_device = std::move(copy);
  return OkStatus();
}

Status CopyTensorToHost(const Tensor& on_device, DeviceBase* device, Tensor* host) {
  if (!HasOwnMemory(device)) {
    *host = on_device;
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(CheckCopyable(on_device, device));
  Tensor copy;
  TF_RETURN_IF_ERROR(AllocateLike(on_device, cpu_allocator(), device, &copy));
  if (on_device.TotalBytes() > 0) {
    TF_RETURN_IF_ERROR(device->CopyDeviceToHost(on_device.data(), copy.data(), on_device.TotalBytes()));
  }
  *host = std::move(copy);
  return OkStatus();
}

}  // namespace tensorflow
