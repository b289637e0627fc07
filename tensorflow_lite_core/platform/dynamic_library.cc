#include "tensorflow_lite_core/platform/dynamic_library.h"

#include <dlfcn.h>
#include <sys/stat.h>

#include "tensorflow_lite_core/platform/elf_file.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace internal {

Status LoadDynamicLibrary(const char* library_filename, void** handle, int extra_flags) {
  if (library_filename == nullptr || *library_filename == '\0') {
    return errors::InvalidArgument("No library file name given");
  }
  // Names without a slash are searched on the library path by dlopen; only check files by path.
  const std::string name(library_filename);
  struct stat file_info;
  if (name.find('/') != std::string::npos) {
    if (stat(library_filename, &file_info) != 0) {
      return errors::NotFound("Library file '", name, "' does not exist");
    }
    // dlopen would map a truncated file's missing pages, and the process would die at their
    // first touch: refuse it as dlopen refuses a file too short to hold its headers.
    const Status complete = CheckLoadableSegmentsInsideFile(name);
    if (!complete.ok()) {
      return errors::NotFound("Could not load library '", name, "': ", complete.message());
    }
  }
  dlerror();  // Clear any earlier error.
  void* loaded = dlopen(library_filename, RTLD_NOW | RTLD_LOCAL | extra_flags);
  if (loaded == nullptr) {
    const char* reason = dlerror();
    // NotFound, as TensorFlow reports a library the loader cannot open or resolve.
    return errors::NotFound("Could not load library '", name,
                                   "': ", reason == nullptr ? "unknown error" : reason);
  }
  *handle = loaded;
  return OkStatus();
}

Status GetSymbolFromLibrary(void* handle, const char* symbol_name, void** symbol) {
  if (handle == nullptr) return errors::InvalidArgument("No library handle given");
  dlerror();
  void* found = dlsym(handle, symbol_name);
  const char* reason = dlerror();
  if (reason != nullptr) {
    return errors::NotFound("Symbol '", symbol_name, "' not found: ", reason);
  }
  *symbol = found;
  return OkStatus();
}

Status UnloadDynamicLibrary(void* handle) {
  if (handle == nullptr) return errors::InvalidArgument("No library handle given");
  if (dlclose(handle) != 0) {
    const char* reason = dlerror();
    return errors::Internal("Could not unload library: ", reason == nullptr ? "unknown" : reason);
  }
  return OkStatus();
}

}  // namespace internal
}  // namespace tensorflow
