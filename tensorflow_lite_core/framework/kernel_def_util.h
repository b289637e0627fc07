// Checking a kernel's KernelDef against the op it serves: the one check every registration path
// runs (C++ kernels of op libraries when the library loads, C API kernels when they register), so
// a mistake shows at load time rather than as a kernel no node can ever match.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_DEF_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_DEF_UTIL_H_

#include <string>
#include <string_view>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// InvalidArgument unless `def` fits `op_def`: every constrained attr exists and has a type the
// constraint can restrict (type or list(type) for types, int for ints), and every host-memory arg
// is an input or output of the op. `kernel` names the kernel in the message ("'MyKernel'", or
// KernelRegistration::Describe()).
//
// A constrained type the op does not allow is not an error, as in TensorFlow: op libraries
// register kernels over whole TF_CALL_* lists, and a kernel for a type no node can have is simply
// never selected. It is described in `*unselectable` (one sentence per type; left empty when every
// type fits), for the caller to log.
absl::Status CheckKernelDefAgainstOp(const KernelDef& def, const OpDef& op_def,
                                     std::string_view kernel, std::string* unselectable);

// The same against the op in the global registry. A kernel for an op nobody has registered is
// kept too, as TensorFlow keeps it, and described in `*unselectable`.
absl::Status CheckKernelDefAgainstRegisteredOp(const KernelDef& def, std::string_view kernel,
                                               std::string* unselectable);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_DEF_UTIL_H_
