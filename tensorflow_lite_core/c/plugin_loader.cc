#include "tensorflow_lite_core/c/plugin_loader.h"

#include <cctype>
#include <string>

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/tf_plugin.h"
#include "tensorflow_lite_core/platform/dynamic_library.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// One plugin load on this thread: C API registrations report their failures here, so a failure
// the plugin ignores still fails the load. Loads run one at a time (LoadOpLibrary serializes
// them), and a plugin registers from the loading thread (static initializers and init function).
struct PluginLoad {
  std::string filename;
  Status first_failure;
};

thread_local PluginLoad* current_load = nullptr;

class ScopedPluginLoad {
 public:
  explicit ScopedPluginLoad(PluginLoad* load) : previous_(current_load) { current_load = load; }
  ~ScopedPluginLoad() { current_load = previous_; }

 private:
  PluginLoad* const previous_;
};

using InitPluginFunction = void (*)(const TF_PluginInitParams*, TF_Status*);
using InitKernelFunction = void (*)();

void* FindSymbol(void* handle, const char* name) {
  void* symbol = nullptr;
  return internal::GetSymbolFromLibrary(handle, name, &symbol).ok() ? symbol : nullptr;
}

// Runs inside LoadOpLibrary, after the library is open and its static registrations are in.
Status InitializePlugin(void* handle, PluginInit init, PluginLoad* load) {
  // The loaded image has the final word on the declaration (the file may lack section headers).
  DeclaredPluginAbi abi;
  TF_RETURN_IF_ERROR(errors::Prepend(ReadLoadedPluginAbi(handle, &abi), "Plugin '",
                                     load->filename, "': "));
  TF_RETURN_IF_ERROR(CheckPluginAbi(load->filename, abi));
  if (!load->first_failure.ok()) return load->first_failure;

  if (auto init_plugin =
          reinterpret_cast<InitPluginFunction>(FindSymbol(handle, "TF_InitPlugin"))) {
    const TF_PluginInitParams params{TF_PLUGIN_INIT_PARAMS_STRUCT_SIZE, TF_ABI_VERSION,
                                     load->filename.c_str()};
    TF_Status status;
    init_plugin(&params, &status);
    if (!status.status.ok()) return errors::Prepend(status.status, "TF_InitPlugin failed: ");
  } else if (auto init_kernel =
                 reinterpret_cast<InitKernelFunction>(FindSymbol(handle, "TF_InitKernel"))) {
    init_kernel();
  } else if (init == PluginInit::kRequired) {
    return errors::InvalidArgument("'", load->filename,
                                   "' exports neither TF_InitPlugin nor TF_InitKernel, so it is "
                                   "not a plugin of the C API");
  }
  if (!load->first_failure.ok()) {
    return errors::Prepend(load->first_failure, "a registration made while initializing failed: ");
  }
  return OkStatus();
}

// An unresolved TF_* symbol usually means the plugin uses a newer C API than this core's.
Status ExplainUnresolvedSymbol(const Status& status) {
  static constexpr char kMarker[] = "undefined symbol: TF_";
  const std::string message(status.message());
  const size_t at = message.find(kMarker);
  if (at == std::string::npos) return status;
  const size_t start = at + sizeof("undefined symbol: ") - 1;
  size_t end = start;
  while (end < message.size() && (std::isalnum(static_cast<unsigned char>(message[end])) ||
                                  message[end] == '_')) {
    ++end;
  }
  return errors::AppendToMessage(
      status, "'", message.substr(start, end - start),
      "' is not part of the C API of this core (ABI version ", TF_ABI_VERSION,
      "): the plugin was probably built against a newer core without declaring it with "
      "TF_DECLARE_PLUGIN_ABI()");
}

}  // namespace

Status CheckPluginAbi(const std::string& filename, const DeclaredPluginAbi& abi) {
  if (!abi.declared) return OkStatus();  // TensorFlow's C API: version 1.
  if (abi.abi_version < 1 || abi.min_core_abi_version < 1 ||
      abi.min_core_abi_version > abi.abi_version) {
    return errors::InvalidArgument(
        "Plugin '", filename, "' declares a malformed ABI: built against version ",
        abi.abi_version, ", needing a core of version ", abi.min_core_abi_version,
        " or newer (versions start at 1, and the needed version cannot exceed the built one)");
  }
  if (abi.min_core_abi_version > static_cast<uint32_t>(TF_ABI_VERSION)) {
    return errors::FailedPrecondition(
        "Plugin '", filename, "' needs a core with C API ABI version ", abi.min_core_abi_version,
        " or newer (it was built against version ", abi.abi_version,
        "), but this core implements ABI version ", TF_ABI_VERSION,
        ". Load it into a newer core, or rebuild it against this core's headers.");
  }
  if (abi.abi_version < static_cast<uint32_t>(kMinPluginAbiVersion)) {
    return errors::FailedPrecondition("Plugin '", filename, "' was built against ABI version ",
                                      abi.abi_version, ", but this core (ABI version ",
                                      TF_ABI_VERSION, ") loads plugins of versions ",
                                      kMinPluginAbiVersion, " to ", TF_ABI_VERSION, " only");
  }
  return OkStatus();
}

Status LoadPluginLibrary(const std::string& filename, PluginInit init, OpLibrary* library) {
  // Before any of the plugin's code runs (static initializers included): can this core serve it?
  DeclaredPluginAbi abi;
  TF_RETURN_IF_ERROR(
      errors::Prepend(ReadDeclaredPluginAbi(filename, &abi), "Plugin '", filename, "': "));
  TF_RETURN_IF_ERROR(CheckPluginAbi(filename, abi));

  PluginLoad load{filename, Status()};
  ScopedPluginLoad scoped(&load);
  const Status status = LoadOpLibrary(filename, library, [init, &load](void* handle) {
    return InitializePlugin(handle, init, &load);
  });
  return ExplainUnresolvedSymbol(status);
}

namespace c_api {

const std::string* CurrentPluginFilename() {
  return current_load == nullptr ? nullptr : &current_load->filename;
}

void RecordRegistrationFailure(const Status& status) {
  if (current_load != nullptr && !status.ok()) current_load->first_failure.Update(status);
}

}  // namespace c_api
}  // namespace tensorflow
