// ResourceMgr: the resources of one device (each DeviceBase owns one), grouped in named
// containers. Within a container a resource is known by its C++ type and its name, so one name
// may hold a resource of each type; at most one per (container, type, name).
//
// The manager holds one reference to each resource it owns (Create); Delete, Cleanup and Clear
// drop it, and a resource goes when its last reference does. Every method is thread-safe.
// Resources are released outside the manager's lock, so their destructors may use the manager.
//
// This header is the class alone, for the devices that own one; kernels include resource_mgr.h,
// which adds handles, ContainerInfo and the kernel helpers.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_MANAGER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_MANAGER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "absl/types/span.h"
#include "tensorflow_lite_core/framework/resource_base.h"
#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/framework/type_index.h"
#include "tensorflow_lite_core/lib/core/refcount.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"

namespace tensorflow {

class ResourceMgr {
 public:
  // The default container is "localhost", as on TensorFlow's local devices.
  ResourceMgr();
  explicit ResourceMgr(const std::string& default_container);
  ~ResourceMgr();
  ResourceMgr(const ResourceMgr&) = delete;
  ResourceMgr& operator=(const ResourceMgr&) = delete;

  // Where kernels put resources whose `container` attr is empty.
  const std::string& default_container() const { return default_container_; }

  // Adds `resource` (non-null, T derived from ResourceBase) as `name` in `container`, which is
  // created when missing. The caller's reference passes to the manager whether or not this
  // succeeds: AlreadyExists drops it, as does FailedPrecondition after Finalize().
  template <typename T>
  absl::Status Create(const std::string& container, const std::string& name, T* resource);

  // As Create, but the manager takes no reference: the entry goes away by itself when the
  // resource is deleted, and lookups then fail.
  template <typename T>
  absl::Status CreateUnowned(const std::string& container, const std::string& name, T* resource);

  // The resource of type T named `name` in `container`; the caller gets a reference of its own
  // (to Unref). NotFound when the container or the resource is missing, also when a resource of
  // that name has another type. With use_dynamic_cast the pointer is dynamic_cast to T.
  template <typename T, bool use_dynamic_cast = false>
  absl::Status Lookup(const std::string& container, const std::string& name, T** resource) const;

  // The resource a handle names (its container, name and type hash code), with a new reference.
  absl::Status Lookup(const ResourceHandle& handle, ResourceBase** resource) const;

  // Lookup of several resources under one acquisition of the lock: (*resources)[i] is left null
  // for each pair that names none. Always OK.
  template <typename T, bool use_dynamic_cast = false>
  absl::Status LookupMany(
      absl::Span<std::pair<const std::string*, const std::string*> const> containers_and_names,
      std::vector<core::RefCountPtr<T>>* resources) const;

  // Lookup, or when there is no such resource, `creator` makes one (its reference passing to
  // the manager) and the caller gets a reference of its own; atomic: concurrent callers get the
  // same resource. `creator` runs under the manager's lock and must not call the manager. Its
  // error is returned as is.
  template <typename T, bool use_dynamic_cast = false>
  absl::Status LookupOrCreate(const std::string& container, const std::string& name,
                              T** resource, std::function<absl::Status(T**)> creator);

  // Removes the resource of type T named `name` from `container` and drops the manager's
  // reference. NotFound when there is none.
  template <typename T>
  absl::Status Delete(const std::string& container, const std::string& name);
  // Removes the resource a handle names.
  absl::Status Delete(const ResourceHandle& handle);

  // Removes `container` and every resource in it; OK when there is no such container.
  absl::Status Cleanup(const std::string& container);
  // Removes every container.
  void Clear();
  // Calls Finalize() on every resource and drops unowned entries whose resource is gone; after
  // this, creating resources fails.
  void Finalize();

  // One line per resource, sorted: container, type, name and the resource's DebugString in
  // TensorFlow's columns.
  std::string DebugString() const;

 private:
  struct Entry;
  struct Container;

  // Type-erased forms of the templates above.
  absl::Status DoCreate(const std::string& container, const TypeIndex& type,
                        const std::string& name, ResourceBase* resource, bool owns_resource)
      TF_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // A new reference in *resource; `type_name` only names the type in the NotFound message.
  absl::Status DoLookup(const std::string& container, uint64_t type_hash_code,
                        const char* type_name, const std::string& name,
                        ResourceBase** resource) const TF_SHARED_LOCKS_REQUIRED(mu_);
  absl::Status DoDelete(const std::string& container, uint64_t type_hash_code,
                        const char* type_name, const std::string& name);
  // Removes the entry of an unowned resource that has been deleted (its deletion notifier).
  void ForgetDeleted(const std::string& container, uint64_t type_hash_code,
                     const std::string& name);

  template <typename T, bool use_dynamic_cast>
  absl::Status LookupInternal(const std::string& container, const std::string& name,
                              T** resource) const TF_SHARED_LOCKS_REQUIRED(mu_) {
    const TypeIndex type = TypeIndex::Make<T>();
    ResourceBase* found = nullptr;
    TF_RETURN_IF_ERROR(DoLookup(container, type.hash_code(), type.name(), name, &found));
    // The type's hash code is part of the key, so `found` is a T.
    if constexpr (use_dynamic_cast) {
      *resource = dynamic_cast<T*>(found);
    } else {
      *resource = static_cast<T*>(found);
    }
    return absl::OkStatus();
  }

  const std::string default_container_;
  mutable mutex mu_;
  std::unordered_map<std::string, std::unique_ptr<Container>> containers_ TF_GUARDED_BY(mu_);
  bool finalized_ TF_GUARDED_BY(mu_) = false;
};

// ---------------------------------------------------------------------------------------------
// Implementation details.

template <typename T>
void CheckDeriveFromResourceBase() {
  static_assert(std::is_base_of<ResourceBase, T>::value, "T must derive from ResourceBase");
}

template <typename T>
absl::Status ResourceMgr::Create(const std::string& container, const std::string& name,
                                 T* resource) {
  CheckDeriveFromResourceBase<T>();
  CHECK(resource != nullptr) << "ResourceMgr::Create of a null resource " << container << "/"
                             << name;
  absl::Status status;
  {
    mutex_lock lock(mu_);
    status = DoCreate(container, TypeIndex::Make<T>(), name, resource, /*owns_resource=*/true);
  }
  // The reference is dropped outside the lock: the resource's destructor may use the manager.
  if (!status.ok()) resource->Unref();
  return status;
}

template <typename T>
absl::Status ResourceMgr::CreateUnowned(const std::string& container, const std::string& name,
                                        T* resource) {
  CheckDeriveFromResourceBase<T>();
  CHECK(resource != nullptr) << "ResourceMgr::CreateUnowned of a null resource " << container
                             << "/" << name;
  mutex_lock lock(mu_);
  return DoCreate(container, TypeIndex::Make<T>(), name, resource, /*owns_resource=*/false);
}

template <typename T, bool use_dynamic_cast>
absl::Status ResourceMgr::Lookup(const std::string& container, const std::string& name,
                                 T** resource) const {
  CheckDeriveFromResourceBase<T>();
  tf_shared_lock lock(mu_);
  return LookupInternal<T, use_dynamic_cast>(container, name, resource);
}

template <typename T, bool use_dynamic_cast>
absl::Status ResourceMgr::LookupMany(
    absl::Span<std::pair<const std::string*, const std::string*> const> containers_and_names,
    std::vector<core::RefCountPtr<T>>* resources) const {
  CheckDeriveFromResourceBase<T>();
  resources->clear();
  resources->resize(containers_and_names.size());
  tf_shared_lock lock(mu_);
  for (size_t i = 0; i < containers_and_names.size(); ++i) {
    T* resource = nullptr;
    if (LookupInternal<T, use_dynamic_cast>(*containers_and_names[i].first,
                                            *containers_and_names[i].second, &resource)
            .ok()) {
      (*resources)[i].reset(resource);
    }
  }
  return absl::OkStatus();
}

template <typename T, bool use_dynamic_cast>
absl::Status ResourceMgr::LookupOrCreate(const std::string& container, const std::string& name,
                                         T** resource, std::function<absl::Status(T**)> creator) {
  CheckDeriveFromResourceBase<T>();
  *resource = nullptr;
  {
    tf_shared_lock lock(mu_);
    if (LookupInternal<T, use_dynamic_cast>(container, name, resource).ok()) {
      return absl::OkStatus();
    }
  }
  T* rejected = nullptr;
  {
    mutex_lock lock(mu_);
    // Another caller may have created it between the two locks.
    if (LookupInternal<T, use_dynamic_cast>(container, name, resource).ok()) {
      return absl::OkStatus();
    }
    TF_RETURN_IF_ERROR(creator(resource));
    if (DoCreate(container, TypeIndex::Make<T>(), name, *resource, /*owns_resource=*/true)
            .ok()) {
      (*resource)->Ref();  // the caller's
      return absl::OkStatus();
    }
    rejected = *resource;
    *resource = nullptr;
  }
  rejected->Unref();
  return errors::Internal("LookupOrCreate failed unexpectedly");
}

template <typename T>
absl::Status ResourceMgr::Delete(const std::string& container, const std::string& name) {
  CheckDeriveFromResourceBase<T>();
  const TypeIndex type = TypeIndex::Make<T>();
  return DoDelete(container, type.hash_code(), type.name(), name);
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_MANAGER_H_
