#include "tensorflow_lite_core/framework/device_base.h"

#include "tensorflow_lite_core/framework/resource_manager.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

DeviceBase::DeviceBase(std::string name, DeviceType device_type)
    : name_(std::move(name)),
      device_type_(std::move(device_type)),
      resource_manager_(std::make_unique<ResourceMgr>()) {}

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
