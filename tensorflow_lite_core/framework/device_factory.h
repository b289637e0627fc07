// Devices other than the CPU, and finding any device by name.
//
// Support for a kind of device (the GPU runtime of a --config=cuda build) registers one
// DeviceFactory when its library loads; the factory finds its devices only when first asked, so
// a process that never asks pays nothing. Without such support, or without the hardware, the
// CPU is the only device and asking for another gives an error that names it and says why.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_FACTORY_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_FACTORY_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class DeviceFactory {
 public:
  virtual ~DeviceFactory();
  // The type of the devices it makes, e.g. "GPU".
  virtual std::string device_type() const = 0;
  // How many devices of that type this machine has (0 when none); found on the first call.
  virtual int DeviceCount() = 0;
  // Why DeviceCount() is 0: NotFound when the machine has none to use (no such hardware, or no
  // driver for it), another error (the runtime's own) when the hardware's runtime failed; OK
  // when there are devices. Its message goes into lookup errors.
  virtual absl::Status NoDeviceStatus() = 0;
  // Device `index` < DeviceCount(), created on first use. The factory owns it; it lives until
  // the process ends.
  virtual absl::Status GetDevice(int index, DeviceBase** device) = 0;
};

// Takes ownership. Called once per device type by that type's support library; a second
// factory for one type is a programming error (CHECK).
void RegisterDeviceFactory(std::unique_ptr<DeviceFactory> factory);

// A parsed device name: "/device:GPU:1", "/GPU:1", "GPU:1", "gpu:1", "GPU" (index 0) and the
// fully qualified "/job:localhost/replica:0/task:0/device:GPU:1" all give {"GPU", 1}.
struct DeviceNameParts {
  std::string type;  // upper case: "CPU", "GPU"
  int index = 0;
};
absl::Status ParseDeviceName(std::string_view name, DeviceNameParts* parts);

// The device `name` names: the process's CPU device for CPU:0, else a registered factory's.
// InvalidArgument naming the device when it cannot be had, saying why (no support built in, no
// such hardware, an index past the last device) and which devices exist.
absl::Status LookupDevice(std::string_view name, DeviceBase** device);

// Whether this process has a device of `device_type` ("GPU") to use: OK when it has one;
// NotFound when there is none to have (no support for the type built in, no such hardware, no
// driver); another error, from the device's runtime, when the hardware is there but its runtime
// failed. GPU tests skip on NotFound only (testing/gpu_test_util.h).
absl::Status DeviceTypeAvailability(std::string_view device_type);

// The devices this process can use, CPU first, as "/device:CPU:0", "/device:GPU:0", ...;
// `device_type` ("GPU"; empty for all) keeps only that type.
std::vector<std::string> ListDevices(std::string_view device_type = "");

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_FACTORY_H_
