#include "tensorflow_lite_core/framework/device_factory.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"

namespace tensorflow {
namespace {

struct Factories {
  mutex mu;
  std::vector<std::unique_ptr<DeviceFactory>> list;
};

Factories& GetFactories() {
  static Factories* factories = new Factories;  // never destroyed: devices outlive static teardown
  return *factories;
}

DeviceFactory* FindFactory(const std::string& type) {
  Factories& factories = GetFactories();
  mutex_lock lock(factories.mu);
  for (const auto& factory : factories.list) {
    if (factory->device_type() == type) return factory.get();
  }
  return nullptr;
}

std::string Upper(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::toupper(c); });
  return out;
}

bool ParseIndex(std::string_view text, int* index) {
  if (text.empty() || text.size() > 6) return false;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  *index = value;
  return true;
}

bool IsTypeName(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '_') return false;
  }
  return true;
}

std::string Join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& name : names) out += (out.empty() ? "" : ", ") + name;
  return out;
}

}  // namespace

DeviceFactory::~DeviceFactory() = default;

void RegisterDeviceFactory(std::unique_ptr<DeviceFactory> factory) {
  CHECK(factory != nullptr);
  CHECK(FindFactory(factory->device_type()) == nullptr)
      << "a second device factory for " << factory->device_type();
  Factories& factories = GetFactories();
  mutex_lock lock(factories.mu);
  factories.list.push_back(std::move(factory));
}

Status ParseDeviceName(std::string_view name, DeviceNameParts* parts) {
  const auto bad = [&]() {
    return errors::InvalidArgument("Could not parse device name '", name,
                                   "': expected /device:<type>:<index>, e.g. /GPU:0");
  };
  // Components are separated by '/'; only the last names the device. The ones before it may
  // only be this process's job, replica and task.
  std::string_view rest = name;
  if (!rest.empty() && rest.front() == '/') rest.remove_prefix(1);
  std::string_view last;
  while (true) {
    const size_t slash = rest.find('/');
    const std::string_view component = rest.substr(0, slash);
    if (slash == std::string_view::npos) {
      last = component;
      break;
    }
    if (component != "job:localhost" && component != "replica:0" && component != "task:0") return bad();
    rest.remove_prefix(slash + 1);
  }
  if (last.substr(0, 7) == "device:") last.remove_prefix(7);
  const size_t colon = last.find(':');
  const std::string_view type = last.substr(0, colon);
  if (!IsTypeName(type)) return bad();
  int index = 0;
  if (colon != std::string_view::npos && !ParseIndex(last.substr(colon + 1), &index)) return bad();
  parts->type = Upper(type);
  parts->index = index;
  return OkStatus();
}

Status LookupDevice(std::string_view name, DeviceBase** device) {
  DeviceNameParts parts;
  TF_RETURN_IF_ERROR(ParseDeviceName(name, &parts));
  const std::string canonical = "/device:" + parts.type + ":" + std::to_string(parts.index);
  const auto unavailable = [&](const std::string& why) {
    return errors::InvalidArgument("Could not satisfy device specification '", name, "' (",
                                   canonical, "): ", why, ". Available devices: ",
                                   Join(ListDevices()));
  };
  if (parts.type == DEVICE_CPU) {
    if (parts.index != 0) return unavailable("this process has one CPU device, CPU:0");
    *device = CpuDevice::Default();
    return OkStatus();
  }
  const Status availability = DeviceTypeAvailability(parts.type);
  if (!availability.ok()) return unavailable(std::string(availability.message()));
  DeviceFactory* factory = FindFactory(parts.type);
  const int count = factory->DeviceCount();
  if (parts.index >= count) {
    return unavailable(std::to_string(count) + " " + parts.type + " device" +
                       (count == 1 ? "" : "s") + " found");
  }
  return factory->GetDevice(parts.index, device);
}

Status DeviceTypeAvailability(std::string_view device_type) {
  const std::string type = Upper(device_type);
  if (type == DEVICE_CPU) return OkStatus();
  DeviceFactory* factory = FindFactory(type);
  if (factory == nullptr) {
    if (type == DEVICE_GPU) {
      return errors::NotFound("this build has no GPU support (build with --config=cuda)");
    }
    return errors::NotFound("no device of type ", type, " is supported");
  }
  if (factory->DeviceCount() > 0) return OkStatus();
  const Status why = factory->NoDeviceStatus();
  // A factory with no device and no reason has none to have.
  return why.ok() ? errors::NotFound("no ", type, " device found") : why;
}

std::vector<std::string> ListDevices(std::string_view device_type) {
  const std::string wanted = Upper(device_type);
  std::vector<std::string> names;
  if (wanted.empty() || wanted == DEVICE_CPU) names.push_back("/device:CPU:0");
  std::vector<DeviceFactory*> factories;
  {
    Factories& all = GetFactories();
    mutex_lock lock(all.mu);
    for (const auto& factory : all.list) factories.push_back(factory.get());
  }
  for (DeviceFactory* factory : factories) {
    const std::string type = factory->device_type();
    if (!wanted.empty() && wanted != type) continue;
    const int count = factory->DeviceCount();
    for (int i = 0; i < count; ++i) names.push_back("/device:" + type + ":" + std::to_string(i));
  }
  return names;
}

}  // namespace tensorflow
