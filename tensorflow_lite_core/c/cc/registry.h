// Where REGISTER_OP and REGISTER_KERNEL_BUILDER of the header-only C++ API record registrations
// while the plugin is loaded; RegisterAll (called by the plugin's TF_InitPlugin, see plugin.h)
// makes them. Each plugin has its own list (the API's symbols are hidden).
#ifndef TENSORFLOW_LITE_CORE_C_CC_REGISTRY_H_
#define TENSORFLOW_LITE_CORE_C_CC_REGISTRY_H_

#include <functional>
#include <vector>

#include "tensorflow_lite_core/c/cc/status.h"

TFLC_PLUGIN_NAMESPACE_BEGIN

// Where a registration is written in the plugin's source. REGISTER_OP and
// REGISTER_KERNEL_BUILDER record __FILE__ and __LINE__; built against ABI version 4 or newer, the
// core is told, so its messages (a duplicate op, two kernels matching one node) name "file:line"
// as for registrations compiled into the core. `file` must outlive the registration (__FILE__
// does); NULL means unknown.
struct SourceLocation {
  const char* file = nullptr;
  int line = 0;
};

namespace internal {

struct Registrations {
  std::vector<std::function<Status()>> ops;
  std::vector<std::function<Status()>> kernels;
};

inline Registrations& PluginRegistrations() {
  static Registrations registrations;
  return registrations;
}

}  // namespace internal

// Makes every recorded registration, ops before kernels, and returns the first failure (the core
// fails the whole load on any failure anyway).
inline Status RegisterAll() {
  internal::Registrations& registrations = internal::PluginRegistrations();
  for (const auto& register_op : registrations.ops) TFLC_RETURN_IF_ERROR(register_op());
  for (const auto& register_kernel : registrations.kernels) TFLC_RETURN_IF_ERROR(register_kernel());
  return Status();
}

TFLC_PLUGIN_NAMESPACE_END

// The place of the macro's use, for the registration macros.
#define TFLC_PLUGIN_SOURCE_LOCATION_HERE ::tflc::plugin::SourceLocation{__FILE__, __LINE__}

#endif  // TENSORFLOW_LITE_CORE_C_CC_REGISTRY_H_
