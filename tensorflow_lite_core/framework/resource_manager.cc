#include "tensorflow_lite_core/framework/resource_manager.h"

#include <algorithm>
#include <map>
#include <string_view>

#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "tensorflow_lite_core/platform/demangle.h"

namespace tensorflow {

// One resource: owned (the manager holds a reference) or not (only a weak one).
struct ResourceMgr::Entry {
  std::string type_name;  // mangled, as TypeIndex::name() gives it
  core::RefCountPtr<ResourceBase> owned;
  core::WeakPtr<ResourceBase> unowned;

  // A new reference, or null when an unowned resource is gone.
  core::RefCountPtr<ResourceBase> GetNewRef() const {
    return owned != nullptr ? owned.GetNewRef() : unowned.GetNewRef();
  }
};

namespace {

// Orders (type hash code, name) keys; finds them by a string_view name without a copy.
struct KeyOrder {
  using is_transparent = void;
  template <typename A, typename B>
  bool operator()(const A& a, const B& b) const {
    if (a.first != b.first) return a.first < b.first;
    return std::string_view(a.second) < std::string_view(b.second);
  }
};

std::pair<uint64_t, std::string_view> Key(uint64_t type_hash_code, const std::string& name) {
  return {type_hash_code, name};
}

}  // namespace

// The resources of one container by (type hash code, name).
struct ResourceMgr::Container {
  std::map<std::pair<uint64_t, std::string>, Entry, KeyOrder> entries;
};

ResourceMgr::ResourceMgr() : default_container_("localhost") {}

ResourceMgr::ResourceMgr(const std::string& default_container)
    : default_container_(default_container) {}

ResourceMgr::~ResourceMgr() { Clear(); }

Status ResourceMgr::DoCreate(const std::string& container, const TypeIndex& type,
                             const std::string& name, ResourceBase* resource,
                             bool owns_resource) {
  if (finalized_) {
    return errors::FailedPrecondition("ResourceMgr is finalized. Cannot create a new resource");
  }
  std::unique_ptr<Container>& slot = containers_[container];
  if (slot == nullptr) slot = std::make_unique<Container>();
  auto [position, inserted] = slot->entries.try_emplace({type.hash_code(), name});
  if (!inserted) {
    return errors::AlreadyExists("Resource ", container, "/", name, "/", type.name());
  }
  Entry& entry = position->second;
  entry.type_name = type.name();
  if (owns_resource) {
    entry.owned.reset(resource);
  } else {
    const uint64_t hash_code = type.hash_code();
    entry.unowned = core::WeakPtr<ResourceBase>(
        resource, [this, container, hash_code, name] { ForgetDeleted(container, hash_code, name); });
  }
  return OkStatus();
}

void ResourceMgr::ForgetDeleted(const std::string& container, uint64_t type_hash_code,
                                const std::string& name) {
  // Declared before the lock, so released after it: dropping a reference may delete a resource,
  // whose own notifier would take the lock again.
  Entry forgotten;
  core::RefCountPtr<ResourceBase> alive;
  mutex_lock lock(mu_);
  auto found_container = containers_.find(container);
  if (found_container == containers_.end()) return;
  auto& entries = found_container->second->entries;
  auto found = entries.find(Key(type_hash_code, name));
  if (found == entries.end()) return;
  // The name may hold a new resource by now; only a dead unowned entry goes.
  alive = found->second.GetNewRef();
  if (alive != nullptr) return;
  forgotten = std::move(found->second);
  entries.erase(found);
}

Status ResourceMgr::DoLookup(const std::string& container, uint64_t type_hash_code,
                             const char* type_name, const std::string& name,
                             ResourceBase** resource) const {
  auto found_container = containers_.find(container);
  if (found_container == containers_.end()) {
    return errors::NotFound("Container ", container, " does not exist. (Could not find resource: ",
                            container, "/", name, ")");
  }
  const auto& entries = found_container->second->entries;
  auto found = entries.find(Key(type_hash_code, name));
  core::RefCountPtr<ResourceBase> reference;
  if (found != entries.end()) reference = found->second.GetNewRef();
  if (reference == nullptr) {
    return errors::NotFound("Resource ", container, "/", name, "/", type_name,
                            " does not exist.");
  }
  *resource = reference.release();
  return OkStatus();
}

Status ResourceMgr::Lookup(const ResourceHandle& handle, ResourceBase** resource) const {
  tf_shared_lock lock(mu_);
  return DoLookup(handle.container(), handle.hash_code(), "ResourceBase", handle.name(), resource);
}

Status ResourceMgr::DoDelete(const std::string& container, uint64_t type_hash_code,
                             const char* type_name, const std::string& name) {
  Entry removed;  // released after the lock
  {
    mutex_lock lock(mu_);
    auto found_container = containers_.find(container);
    if (found_container == containers_.end()) {
      return errors::NotFound("Container ", container, " does not exist.");
    }
    auto& entries = found_container->second->entries;
    auto found = entries.find(Key(type_hash_code, name));
    if (found == entries.end()) {
      return errors::NotFound("Resource ", container, "/", name, "/", type_name,
                              " does not exist.");
    }
    removed = std::move(found->second);
    entries.erase(found);
  }
  return OkStatus();
}

Status ResourceMgr::Delete(const ResourceHandle& handle) {
  return DoDelete(handle.container(), handle.hash_code(), "<unknown>", handle.name());
}

Status ResourceMgr::Cleanup(const std::string& container) {
  std::unique_ptr<Container> removed;  // released after the lock
  {
    mutex_lock lock(mu_);
    auto found = containers_.find(container);
    if (found == containers_.end()) return OkStatus();
    removed = std::move(found->second);
    containers_.erase(found);
  }
  return OkStatus();
}

void ResourceMgr::Clear() {
  std::unordered_map<std::string, std::unique_ptr<Container>> removed;  // released after the lock
  {
    mutex_lock lock(mu_);
    removed.swap(containers_);
  }
}

void ResourceMgr::Finalize() {
  // Released after the lock (see ForgetDeleted).
  std::vector<Entry> gone;
  std::vector<core::RefCountPtr<ResourceBase>> finalized;
  mutex_lock lock(mu_);
  for (auto& [container_name, container] : containers_) {
    auto& entries = container->entries;
    for (auto it = entries.begin(); it != entries.end();) {
      core::RefCountPtr<ResourceBase> resource = it->second.GetNewRef();
      if (resource == nullptr) {
        gone.push_back(std::move(it->second));
        it = entries.erase(it);
        continue;
      }
      resource->Finalize();
      finalized.push_back(std::move(resource));
      ++it;
    }
  }
  finalized_ = true;
}

std::string ResourceMgr::DebugString() const {
  std::vector<std::string> lines;
  std::vector<core::RefCountPtr<ResourceBase>> printed;  // released after the lock
  tf_shared_lock lock(mu_);
  for (const auto& [container_name, container] : containers_) {
    for (const auto& [key, entry] : container->entries) {
      core::RefCountPtr<ResourceBase> resource = entry.GetNewRef();
      if (resource == nullptr) continue;
      lines.push_back(absl::StrFormat("%-20s | %-40s | %-40s | %s", container_name,
                                      port::Demangle(entry.type_name.c_str()), key.second,
                                      resource->DebugString()));
      printed.push_back(std::move(resource));
    }
  }
  std::sort(lines.begin(), lines.end());
  return absl::StrJoin(lines, "\n");
}

}  // namespace tensorflow
