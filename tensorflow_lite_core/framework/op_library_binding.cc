#include "tensorflow_lite_core/framework/op_library_binding.h"

#include <dlfcn.h>
#include <link.h>
#include <sys/stat.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <vector>

#include "tensorflow_lite_core/platform/elf_file.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/sanitizer_build.h"

namespace tensorflow {
namespace {

std::string RealPath(const std::string& path) {
  char resolved[PATH_MAX];
  return realpath(path.c_str(), resolved) == nullptr ? path : std::string(resolved);
}

// The folder of the file this framework was loaded from.
std::string FrameworkFolder() {
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&PrepareOpLibraryBinding), &info) == 0 ||
      info.dli_fname == nullptr) {
    return "";
  }
  const std::string path = RealPath(info.dli_fname);
  return path.substr(0, path.rfind('/'));
}

// The file of the loaded object the loader would hand a library that needs `name`; empty if none.
std::string LoadedObjectFile(const char* name) {
  void* handle = dlopen(name, RTLD_LAZY | RTLD_NOLOAD);
  if (handle == nullptr) return "";
  struct link_map* map = nullptr;
  std::string file;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map != nullptr && map->l_name != nullptr) {
    file = RealPath(map->l_name);
  }
  dlclose(handle);
  return file;
}

bool Contains(const std::vector<std::string>& names, const char* name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

absl::Status PrepareOpLibraryBinding(const std::string& filename, int* dlopen_flags) {
  *dlopen_flags = 0;
  std::vector<std::string> needed;
  if (!ReadNeededLibraries(filename, &needed).ok()) return OkStatus();

  const std::string folder = FrameworkFolder();
  const std::string forwarder = folder + "/" + kTensorFlowFrameworkLibraryName;
  const std::string loaded_under_tf_name = LoadedObjectFile(kTensorFlowFrameworkLibraryName);
  const bool other_framework_loaded =
      !loaded_under_tf_name.empty() && loaded_under_tf_name != RealPath(forwarder);

  if (Contains(needed, kTensorFlowFrameworkLibraryName)) {
    if (other_framework_loaded) {
      return errors::FailedPrecondition(
          "Op library '", filename, "' links ", kTensorFlowFrameworkLibraryName,
          ", and TensorFlow's library of that name (", loaded_under_tf_name,
          ") is already loaded: the loader would bind the library to TensorFlow's framework. "
          "Load it with tf.load_op_library, or rebuild it with tflc.sysconfig's flags.");
    }
    if (loaded_under_tf_name.empty()) {
      struct stat info;
      if (stat(forwarder.c_str(), &info) != 0) {
        return errors::FailedPrecondition("Op library '", filename, "' links ",
                                          kTensorFlowFrameworkLibraryName, ", which is missing "
                                          "beside this framework (", forwarder, ")");
      }
      // Stays loaded: from now on the loader hands this name's users this framework.
      if (dlopen(forwarder.c_str(), RTLD_NOW | RTLD_LOCAL) == nullptr) {
        const char* reason = dlerror();
        return errors::FailedPrecondition("Could not load ", forwarder, ": ",
                                          reason == nullptr ? "unknown error" : reason);
      }
    }
    return OkStatus();
  }

  if (!other_framework_loaded) return OkStatus();
  if (!Contains(needed, kFrameworkLibraryName)) {
    return errors::FailedPrecondition(
        "Op library '", filename, "' does not link ", kFrameworkLibraryName, ", and TensorFlow's ",
        loaded_under_tf_name, " is loaded: its symbols would bind to TensorFlow's framework. "
        "Rebuild it with tflc.sysconfig.get_link_flags().");
  }
  if (kSanitizerBuild) {
    return errors::FailedPrecondition(
        "Op library '", filename, "' would need RTLD_DEEPBIND to bind to this framework while "
        "TensorFlow's ", loaded_under_tf_name, " is loaded, and sanitizer runtimes refuse it");
  }
  *dlopen_flags = RTLD_DEEPBIND;
  return OkStatus();
}

}  // namespace tensorflow
