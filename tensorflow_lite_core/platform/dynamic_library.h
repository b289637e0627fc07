// Loading shared libraries at run time and finding symbols in them: dlopen and dlsym with errors
// as a Status. Op libraries load through framework/load_library.h, which builds on this.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_DYNAMIC_LIBRARY_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_DYNAMIC_LIBRARY_H_

#include <string>

#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace internal {

// Loads the library at `library_filename` with every symbol resolved now (so an unresolved symbol
// is reported here, not at first call). On success *handle is the library's handle; on failure
// the status names the file: NotFound when it does not exist, is not a loadable shared library or
// has an unresolved symbol (with the loader's text), as TensorFlow reports these. `extra_flags`
// are added to RTLD_NOW | RTLD_LOCAL (e.g. RTLD_DEEPBIND).
absl::Status LoadDynamicLibrary(const char* library_filename, void** handle, int extra_flags = 0);

// Finds `symbol_name` in a loaded library. NotFound, naming the symbol, when absent.
absl::Status GetSymbolFromLibrary(void* handle, const char* symbol_name, void** symbol);

// Unloads a library loaded by LoadDynamicLibrary.
absl::Status UnloadDynamicLibrary(void* handle);

}  // namespace internal
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_DYNAMIC_LIBRARY_H_
