// Loading op libraries: shared objects whose static initializers register ops and kernels.
//
// A load is all or nothing: when any op or kernel of the library fails to register (a malformed
// op, a duplicate name, a kernel for an op nobody defines), none of its ops or kernels stay
// registered, the library is unloaded, and the error names the library and what failed.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_LOAD_LIBRARY_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_LOAD_LIBRARY_H_

#include <cstddef>
#include <functional>
#include <string>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// What one successful load added to the process.
struct OpLibrary {
  std::string filename;
  void* handle = nullptr;  // Stays loaded for the life of the process.
  OpList op_list;          // The ops the library registered, sorted by name.
  KernelList kernel_list;  // The kernels it registered, in registration order.
};

// Runs after the library is opened, inside the same all-or-nothing load: a library whose
// registration goes through explicit calls (the C API's TF_InitKernel) makes them here. An error
// rolls the whole load back.
using LibraryInitializer = std::function<absl::Status(void* handle)>;

// Loads `library_filename`. Loading the same file again returns what the first load added.
absl::Status LoadOpLibrary(const std::string& library_filename, OpLibrary* library,
                     const LibraryInitializer& initializer = nullptr);

// TensorFlow's signature: *result is the library handle; *buf (owned by the caller, free with
// delete[] static_cast<const char*>(*buf)) holds the serialized OpList of *len bytes.
absl::Status LoadLibrary(const char* library_filename, void** result, const void** buf, size_t* len);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_LOAD_LIBRARY_H_
