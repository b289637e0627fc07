// Checking a kernel's KernelDef against the op it serves: the one check every registration path
// runs (C++ kernels of op libraries when the library loads, C API kernels when they register), so
// a mistake shows at load time rather than as a kernel no node can ever match.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_DEF_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_DEF_UTIL_H_

#include <string_view>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// InvalidArgument unless `def` fits `op_def`: every constrained attr exists and has a type the
// constraint can restrict (type or list(type) for types, int for ints), every constrained type is
// one the op allows, and every host-memory arg is an input or output of the op. `kernel` names the
// kernel in the message ("'MyKernel'", or KernelRegistration::Describe()).
absl::Status CheckKernelDefAgainstOp(const KernelDef& def, const OpDef& op_def, std::string_view kernel);

// The same against the op in the global registry; InvalidArgument when no op of that name is
// registered.
absl::Status CheckKernelDefAgainstRegisteredOp(const KernelDef& def, std::string_view kernel);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_DEF_UTIL_H_
