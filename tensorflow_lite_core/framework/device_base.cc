#include "tensorflow_lite_core/framework/device_base.h"

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

DeviceBase::~DeviceBase() = default;

Allocator* DeviceBase::GetAllocator(AllocatorAttributes /*attributes*/) { return cpu_allocator(); }

Status DeviceBase::CopyHostToDevice(const void* /*host*/, void* /*device_memory*/, size_t /*bytes*/) {
  return errors::Unimplemented(name_, " has no memory of its own to copy to");
}

Status DeviceBase::CopyDeviceToHost(const void* /*device_memory*/, void* /*host*/, size_t /*bytes*/) {
  return errors::Unimplemented(name_, " has no memory of its own to copy from");
}

Status DeviceBase::Sync() { return OkStatus(); }

bool DeviceBase::IsDeviceMemory(const void* /*pointer*/) const { return false; }

}  // namespace tensorflow
