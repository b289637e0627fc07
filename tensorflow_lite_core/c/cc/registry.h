// Where REGISTER_OP and REGISTER_KERNEL_BUILDER of the header-only C++ API record registrations
// while the plugin is loaded; RegisterAll (called by the plugin's TF_InitPlugin, see plugin.h)
// makes them. Each plugin has its own list (the API's symbols are hidden).
//
// Built with -DTFLC_PLUGIN_FOR_TENSORFLOW, a plugin calls only functions TensorFlow 2.21's
// libtensorflow_framework.so.2 exports, so the same file loads into TensorFlow 2.21 as into this
// core. TensorFlow calls no TF_InitPlugin, so the macros then register at load time, as
// TensorFlow's own do; shape functions go through TF_OpDefinitionBuilderSetShapeInferenceFunction
// (a fixed number per plugin, kMaxShapeFunctions in op.h), source locations are not reported, and
// a TensorShape attr cannot be read (TF_OpKernelConstruction_GetAttrTensorShape is this core's).
#ifndef TENSORFLOW_LITE_CORE_C_CC_REGISTRY_H_
#define TENSORFLOW_LITE_CORE_C_CC_REGISTRY_H_

#include <cstdio>
#include <functional>
#include <utility>
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

// Records `registration` in `list` for RegisterAll; for TensorFlow, makes it now (a failure is
// reported on stderr, as there is no caller to tell; the core fails the load on it anyway).
inline bool RecordRegistration(std::vector<std::function<Status()>>* list,
                               std::function<Status()> registration) {
#if defined(TFLC_PLUGIN_FOR_TENSORFLOW)
  (void)list;
  const Status status = registration();
  if (!status.ok()) std::fprintf(stderr, "plugin registration failed: %s\n", status.ToString().c_str());
  return status.ok();
#else
  list->push_back(std::move(registration));
  return true;
#endif
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
