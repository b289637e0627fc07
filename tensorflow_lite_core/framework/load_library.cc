#include "tensorflow_lite_core/framework/load_library.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <vector>

#include "tensorflow_lite_core/framework/kernel_def_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_library_binding.h"
#include "tensorflow_lite_core/platform/dynamic_library.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// Loads run one at a time: the registries' watcher and sequence numbers describe one library.
mutex* LoadMutex() {
  static mutex* const mu = new mutex;
  return mu;
}

// Libraries already loaded, by file name, with what they added.
std::map<std::string, OpLibrary>* LoadedLibraries() {
  static auto* const libraries = new std::map<std::string, OpLibrary>;
  return libraries;
}

// Every kernel must fit an op the process knows: the check C API kernels get at registration.
// Kernels for types the op does not allow are kept (TensorFlow keeps them) and logged.
Status CheckKernelsAgainstOps(const std::vector<const KernelRegistration*>& kernels) {
  std::string unselectable;
  for (const KernelRegistration* kernel : kernels) {
    TF_RETURN_IF_ERROR(
        CheckKernelDefAgainstRegisteredOp(kernel->def, kernel->Describe(), &unselectable));
    if (!unselectable.empty()) LOG(WARNING) << unselectable;
  }
  return OkStatus();
}

// Watches the op registry during one load: records what the library registers and every failure.
struct RegistrationRecord {
  std::vector<std::string> registered_ops;
  std::vector<Status> failures;
};

Status LoadLocked(const std::string& filename, OpLibrary* library,
                  const LibraryInitializer& initializer) {
  OpRegistry* ops = OpRegistry::Global();
  // Flush registrations made before this load so the watcher sees only this library's.
  ops->ProcessRegistrations().IgnoreError();
  const uint64 kernels_before = LastKernelSequenceNumber();
  RegistrationRecord record;
  TF_RETURN_IF_ERROR(ops->SetWatcher([&record](const Status& status, const OpDef& op_def) {
    if (status.ok()) {
      record.registered_ops.push_back(op_def.name());
    } else {
      record.failures.push_back(status);
    }
    return status;
  }));
  ops->DeferRegistrations();

  void* handle = nullptr;
  int binding_flags = 0;
  Status status = PrepareOpLibraryBinding(filename, &binding_flags);
  if (status.ok()) status = internal::LoadDynamicLibrary(filename.c_str(), &handle, binding_flags);
  if (status.ok()) status = ops->ProcessRegistrations();
  if (status.ok() && !record.failures.empty()) status = record.failures.front();
  if (status.ok() && initializer) {
    // The initializer registers directly; its registrations go through the same watcher.
    status = initializer(handle);
    if (status.ok()) status = ops->ProcessRegistrations();
    if (status.ok() && !record.failures.empty()) status = record.failures.front();
  }
  const std::vector<const KernelRegistration*> new_kernels = KernelsThisThreadRegisteredAfter(kernels_before);
  if (status.ok()) status = CheckKernelsAgainstOps(new_kernels);
  ops->SetWatcher(nullptr).IgnoreError();

  if (!status.ok()) {
    // Roll back everything this library registered, then unload it.
    ops->ClearDeferredRegistrations();
    if (!record.registered_ops.empty()) ops->RemoveOps(record.registered_ops).IgnoreError();
    RemoveKernelsThisThreadRegisteredAfter(kernels_before);
    if (handle != nullptr) internal::UnloadDynamicLibrary(handle).IgnoreError();
    return Status(status.code(), strings::StrCat("Loading op library '", filename,
                                                 "' failed; nothing it registered was kept: ",
                                                 status.message()));
  }

  library->filename = filename;
  library->handle = handle;
  library->op_list.Clear();
  std::sort(record.registered_ops.begin(), record.registered_ops.end());
  for (const std::string& name : record.registered_ops) {
    const OpDef* op_def = nullptr;
    if (ops->LookUpOpDef(name, &op_def).ok()) *library->op_list.add_op() = *op_def;
  }
  library->kernel_list.Clear();
  for (const KernelRegistration* kernel : new_kernels) *library->kernel_list.add_kernel() = kernel->def;
  return OkStatus();
}

}  // namespace

Status LoadOpLibrary(const std::string& library_filename, OpLibrary* library,
                     const LibraryInitializer& initializer) {
  mutex_lock lock(*LoadMutex());
  auto found = LoadedLibraries()->find(library_filename);
  if (found != LoadedLibraries()->end()) {
    *library = found->second;
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(LoadLocked(library_filename, library, initializer));
  LoadedLibraries()->emplace(library_filename, *library);
  return OkStatus();
}

Status LoadLibrary(const char* library_filename, void** result, const void** buf, size_t* len) {
  if (library_filename == nullptr) return errors::InvalidArgument("No library file name given");
  OpLibrary library;
  TF_RETURN_IF_ERROR(LoadOpLibrary(library_filename, &library));
  const std::string serialized = library.op_list.SerializeAsString();
  char* copy = new char[serialized.size()];
  std::memcpy(copy, serialized.data(), serialized.size());
  *result = library.handle;
  *buf = copy;
  *len = serialized.size();
  return OkStatus();
}

}  // namespace tensorflow
