// Which framework an op library binds to, when more than one may be in the process.
//
// Users migrating from TensorFlow have both installed, and TensorFlow loads its framework
// (libtensorflow_framework.so.2) with RTLD_GLOBAL. The framework's C++ and C symbols have the same
// names as TensorFlow's, so a library dlopen()ed the ordinary way would bind to whichever was
// loaded globally first, and register its ops with TensorFlow. The rules:
// - A library that links this framework (DT_NEEDED libtensorflow_framework.so, what
//   tflc.sysconfig's flags give) is opened with RTLD_DEEPBIND when another framework is loaded,
//   so its own dependencies, this framework among them, come before the global scope.
// - A library built against TensorFlow's pip package needs libtensorflow_framework.so.2. The
//   file of that name beside this framework forwards to it; it is loaded before the library so
//   that the loader, which reuses a loaded object of the same name, finds it. If TensorFlow's
//   library of that name is already loaded, the loader would hand the library that one: the load
//   is refused, saying so.
// - A library that links no framework at all would bind to TensorFlow's when it is loaded: refused.
// - Sanitizer runtimes refuse RTLD_DEEPBIND: where it would be needed, the load is refused.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OP_LIBRARY_BINDING_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OP_LIBRARY_BINDING_H_

#include <string>

#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// This framework's shared library (its SONAME), what op libraries link with `-l:`.
inline constexpr char kFrameworkLibraryName[] = "libtensorflow_framework.so";
// TensorFlow's name for its framework library; a file of this name beside this framework
// forwards to it.
inline constexpr char kTensorFlowFrameworkLibraryName[] = "libtensorflow_framework.so.2";

// Makes ready to load `filename` bound to this framework: loads the forwarding library when the
// library needs it, and sets *dlopen_flags to what dlopen needs beside RTLD_NOW | RTLD_LOCAL.
// FailedPrecondition, naming the library and the other framework's file, when it cannot be bound
// to this framework. A file that is not an ELF shared library is left to dlopen to report.
absl::Status PrepareOpLibraryBinding(const std::string& filename, int* dlopen_flags);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OP_LIBRARY_BINDING_H_
