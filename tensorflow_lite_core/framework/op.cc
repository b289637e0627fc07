#include "tensorflow_lite_core/framework/op.h"

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <string_view>
#include <thread>

#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/strcat.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace {

using strings::StrCat;

const std::string& Hostname() {
  static const std::string* const hostname = [] {
    char buffer[HOST_NAME_MAX + 1] = {};
    if (gethostname(buffer, sizeof(buffer) - 1) != 0) return new std::string("localhost");
    return new std::string(buffer);
  }();
  return *hostname;
}

Status OpNotFound(const std::string& op_type_name) {
  return errors::NotFound("Op type not registered '", op_type_name, "' in binary running on ",
                          Hostname(), ". Make sure the Op and Kernel are registered in the "
                          "binary running in this process.");
}

// "file.cc:12", for messages about where an op was registered.
std::string RegistrationSite(const OpRegistrationData& data) {
  if (data.source_file.empty()) return "an unknown location";
  return StrCat(data.source_file, ":", data.source_line);
}

// `failure` with where its op was registered, when that is known.
Status WithRegistrationSite(const Status& failure, const OpRegistrationData& data) {
  if (data.source_file.empty()) return failure;
  return Status(failure.code(),
                StrCat(failure.message(), " (op registered at ", RegistrationSite(data), ")"));
}

// One status for several failures: the first one's code, every message on its own line.
Status CombineFailures(const std::vector<Status>& failures) {
  if (failures.empty()) return OkStatus();
  if (failures.size() == 1) return failures.front();
  std::string message;
  for (const Status& failure : failures) {
    if (!message.empty()) message += "\n";
    message.append(failure.message().data(), failure.message().size());
  }
  return Status(failures.front().code(), message);
}

}  // namespace

namespace internal {

// Open-addressing hash table from op name to registration, tuned for lookups: slots sit in one
// array and each slot's name is copied into a compact arena, so a hit touches few cache lines
// however scattered the registrations themselves are in memory. Not thread-safe; the registry
// locks around it. Names stay in the arena after Erase() (rare: only library rollbacks).
class OpNameIndex {
 public:
  OpNameIndex() : slots_(kInitialCapacity) {}

  const OpRegistrationData* Find(std::string_view name) const {
    const uint64 hash = HashName(name);
    const size_t mask = slots_.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      const Slot& slot = slots_[i];
      if (slot.name == nullptr) return nullptr;  // empty: end of the probe sequence
      if (slot.hash == hash && slot.data != nullptr && NameEquals(slot.name, name)) {
        return slot.data;
      }
    }
  }

  // Makes room for `count` more entries at once, so registering many ops rehashes once.
  void Reserve(size_t count) {
    size_t capacity = slots_.size();
    while ((live_ + tombstones_ + count) * 4 > capacity * 3) capacity *= 2;
    if (capacity != slots_.size()) Rebuild(capacity);
  }

  // `name` must not be present.
  void Insert(std::string_view name, const OpRegistrationData* data) {
    if ((live_ + tombstones_ + 1) * 4 > slots_.size() * 3) Rehash();
    const uint64 hash = HashName(name);
    const size_t mask = slots_.size() - 1;
    size_t i = hash & mask;
    while (slots_[i].data != nullptr) i = (i + 1) & mask;  // empty slots and tombstones will do
    if (slots_[i].name != nullptr) --tombstones_;
    slots_[i] = Slot{hash, StoreName(name), data};
    ++live_;
  }

  void Erase(std::string_view name) {
    const uint64 hash = HashName(name);
    const size_t mask = slots_.size() - 1;
    for (size_t i = hash & mask; slots_[i].name != nullptr; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.hash == hash && slot.data != nullptr && NameEquals(slot.name, name)) {
        slot.data = nullptr;  // a tombstone: keeps the name, so probes continue past it
        --live_;
        ++tombstones_;
        return;
      }
    }
  }

 private:
  static constexpr size_t kInitialCapacity = 64;  // a power of two
  static constexpr size_t kArenaChunkSize = 64 * 1024;

  // `name` points at a length-prefixed copy in the arena; null `name` marks an empty slot, null
  // `data` with a name a removed entry.
  struct Slot {
    uint64 hash;
    const char* name;
    const OpRegistrationData* data;
  };

  static uint64 HashName(std::string_view name) {
    uint64 hash = 0x9e3779b97f4a7c15ull ^ name.size();
    size_t i = 0;
    for (; i + 8 <= name.size(); i += 8) {
      uint64 word;
      std::memcpy(&word, name.data() + i, 8);
      hash = (hash ^ word) * 0xbf58476d1ce4e5b9ull;
      hash ^= hash >> 31;
    }
    uint64 tail = 0;
    std::memcpy(&tail, name.data() + i, name.size() - i);
    hash = (hash ^ tail) * 0x94d049bb133111ebull;
    return hash ^ (hash >> 29);
  }

  static bool NameEquals(const char* stored, std::string_view name) {
    uint32 size;
    std::memcpy(&size, stored, sizeof(size));
    return size == name.size() && std::memcmp(stored + sizeof(size), name.data(), size) == 0;
  }

  const char* StoreName(std::string_view name) {
    const size_t needed = sizeof(uint32) + name.size();
    if (arena_.empty() || arena_used_ + needed > arena_chunk_size_) {
      arena_chunk_size_ = std::max(kArenaChunkSize, needed);
      arena_.push_back(std::make_unique<char[]>(arena_chunk_size_));
      arena_used_ = 0;
    }
    char* stored = arena_.back().get() + arena_used_;
    const uint32 size = static_cast<uint32>(name.size());
    std::memcpy(stored, &size, sizeof(size));
    std::memcpy(stored + sizeof(size), name.data(), name.size());
    arena_used_ += needed;
    return stored;
  }

  // Doubles the table when it is mostly live entries, else just sweeps out tombstones.
  void Rehash() { Rebuild(live_ * 2 >= slots_.size() / 2 ? slots_.size() * 2 : slots_.size()); }

  // Moves the live entries into a table of `capacity` (a power of two) slots.
  void Rebuild(size_t capacity) {
    std::vector<Slot> old(capacity);
    old.swap(slots_);
    const size_t mask = slots_.size() - 1;
    for (const Slot& slot : old) {
      if (slot.data == nullptr) continue;
      size_t i = slot.hash & mask;
      while (slots_[i].name != nullptr) i = (i + 1) & mask;
      slots_[i] = slot;
    }
    tombstones_ = 0;
  }

  std::vector<Slot> slots_;
  size_t live_ = 0;
  size_t tombstones_ = 0;
  std::vector<std::unique_ptr<char[]>> arena_;
  size_t arena_chunk_size_ = 0;
  size_t arena_used_ = 0;
};

}  // namespace internal

OpRegistryInterface::~OpRegistryInterface() = default;

Status OpRegistryInterface::LookUpOpDef(const std::string& op_type_name,
                                        const OpDef** op_def) const {
  *op_def = nullptr;
  const OpRegistrationData* op_reg_data = nullptr;
  TF_RETURN_IF_ERROR(LookUp(op_type_name, &op_reg_data));
  *op_def = &op_reg_data->op_def;
  return OkStatus();
}

OpRegistry::OpRegistry() : index_(std::make_unique<internal::OpNameIndex>()) {}
OpRegistry::~OpRegistry() = default;

OpRegistry* OpRegistry::Global() {
  // Leaked on purpose: static destructors of other libraries may still look ops up.
  static OpRegistry* const global_registry = new OpRegistry;
  return global_registry;
}

bool OpRegistry::CallerIsWatchedLocked() const {
  return watcher_ && std::this_thread::get_id() == watched_thread_;
}

void OpRegistry::Register(OpRegistrationDataFactory op_data_factory) {
  mutex_lock lock(mu_);
  const bool watched = CallerIsWatchedLocked();
  // While a watcher is installed only its thread defers: another thread's op is not the
  // watched load's, so it registers at once, unwatched.
  if (!initialized_ && (watched || !watcher_)) {
    deferred_.push_back(std::move(op_data_factory));
    return;
  }
  const Status status = RegisterLocked(op_data_factory, watched);
  if (!status.ok()) LOG(ERROR) << "Op registration failed: " << status;
}

Status OpRegistry::RegisterNow(const OpRegistrationDataFactory& op_data_factory) {
  mutex_lock lock(mu_);
  return RegisterLocked(op_data_factory, CallerIsWatchedLocked());
}

Status OpRegistry::RegisterLocked(const OpRegistrationDataFactory& op_data_factory,
                                  bool watched) const {
  auto op_reg_data = std::make_unique<OpRegistrationData>();
  Status status = op_data_factory(op_reg_data.get());
  const std::string& name = op_reg_data->op_def.name();
  if (!status.ok()) {
    status = WithRegistrationSite(status, *op_reg_data);
  } else if (name.empty()) {
    status = errors::InvalidArgument("Op registered at ", RegistrationSite(*op_reg_data),
                                     " has no name");
  } else if (Status invalid = ValidateOpDef(op_reg_data->op_def); !invalid.ok()) {
    // A factory may fill in the OpDef by hand, past the builder's checks.
    status = WithRegistrationSite(invalid, *op_reg_data);
  } else if (const OpRegistrationData* existing = index_->Find(name)) {
    status = errors::AlreadyExists(
        "Op with name ", name, " is already registered (first registration at ",
        RegistrationSite(*existing), ", duplicate at ", RegistrationSite(*op_reg_data),
        "); keeping the first");
  }
  const Status verdict = watched ? watcher_(status, op_reg_data->op_def) : status;
  if (status.ok() && verdict.ok()) {
    index_->Insert(name, op_reg_data.get());
    ops_.push_back(std::move(op_reg_data));
  }
  return verdict;
}

Status OpRegistry::ProcessDeferredLocked() const {
  initialized_ = true;
  std::vector<OpRegistrationDataFactory> pending;
  pending.swap(deferred_);
  ops_.reserve(ops_.size() + pending.size());
  index_->Reserve(pending.size());
  std::vector<Status> failures;
  // While a watcher is installed only its thread's registrations are deferred.
  const bool watched = watcher_ != nullptr;
  for (OpRegistrationDataFactory& factory : pending) {
    Status status = RegisterLocked(factory, watched);
    if (!status.ok()) failures.push_back(std::move(status));
    // Frees the factory's builder now, so the next op's data can reuse its memory.
    factory = nullptr;
  }
  return CombineFailures(failures);
}

void OpRegistry::EnsureProcessed() const {
  {
    tf_shared_lock lock(mu_);
    if (initialized_) return;
  }
  mutex_lock lock(mu_);
  if (initialized_) return;
  const Status status = ProcessDeferredLocked();
  if (!status.ok()) LOG(ERROR) << "Op registration failed: " << status;
}

Status OpRegistry::ProcessRegistrations() const {
  mutex_lock lock(mu_);
  return ProcessDeferredLocked();
}

void OpRegistry::DeferRegistrations() {
  mutex_lock lock(mu_);
  initialized_ = false;
}

void OpRegistry::ClearDeferredRegistrations() {
  mutex_lock lock(mu_);
  deferred_.clear();
}

const OpRegistrationData* OpRegistry::LookUp(const std::string& op_type_name) const {
  {
    tf_shared_lock lock(mu_);
    if (TF_PREDICT_TRUE(initialized_)) return index_->Find(op_type_name);
  }
  EnsureProcessed();
  tf_shared_lock lock(mu_);
  return index_->Find(op_type_name);
}

Status OpRegistry::LookUp(const std::string& op_type_name,
                          const OpRegistrationData** op_reg_data) const {
  *op_reg_data = LookUp(op_type_name);
  if (*op_reg_data != nullptr) return OkStatus();
  return OpNotFound(op_type_name);
}

void OpRegistry::GetRegisteredOps(std::vector<OpDef>* op_defs) const {
  std::vector<OpRegistrationData> op_data;
  GetOpRegistrationData(&op_data);
  for (OpRegistrationData& data : op_data) op_defs->push_back(std::move(data.op_def));
}

void OpRegistry::GetOpRegistrationData(std::vector<OpRegistrationData>* op_data) const {
  EnsureProcessed();
  std::vector<const OpRegistrationData*> sorted;
  {
    tf_shared_lock lock(mu_);
    sorted.reserve(ops_.size());
    for (const auto& op : ops_) sorted.push_back(op.get());
    std::sort(sorted.begin(), sorted.end(),
              [](const OpRegistrationData* a, const OpRegistrationData* b) {
                return a->op_def.name() < b->op_def.name();
              });
    // Copies under the lock: RemoveOps() keeps the data alive, but copying is cheap enough.
    for (const OpRegistrationData* data : sorted) op_data->push_back(*data);
  }
}

std::vector<std::string> OpRegistry::RegisteredOpNames() const {
  EnsureProcessed();
  std::vector<std::string> names;
  {
    tf_shared_lock lock(mu_);
    names.reserve(ops_.size());
    for (const auto& op : ops_) names.push_back(op->op_def.name());
  }
  std::sort(names.begin(), names.end());
  return names;
}

void OpRegistry::Export(bool include_internal, OpList* ops) const {
  std::vector<OpRegistrationData> op_data;
  GetOpRegistrationData(&op_data);
  ops->Clear();
  for (OpRegistrationData& data : op_data) {
    if (!include_internal && data.op_def.name()[0] == '_') continue;
    *ops->add_op() = std::move(data.op_def);
  }
}

std::string OpRegistry::DebugString(bool include_internal) const {
  OpList ops;
  Export(include_internal, &ops);
  std::string text;
  for (const OpDef& op_def : ops.op()) strings::StrAppend(&text, op_def.ShortDebugString(), "\n");
  return text;
}

Status OpRegistry::SetWatcher(const Watcher& watcher) {
  mutex_lock lock(mu_);
  if (watcher_ && watcher) {
    return errors::AlreadyExists("Cannot over-write a valid watcher with another.");
  }
  watcher_ = watcher;
  watched_thread_ = std::this_thread::get_id();
  return OkStatus();
}

Status OpRegistry::RemoveOps(const std::vector<std::string>& op_names) {
  mutex_lock lock(mu_);
  for (const std::string& name : op_names) {
    if (index_->Find(name) == nullptr) {
      return errors::NotFound("Cannot remove op '", name, "': it is not registered");
    }
  }
  for (const std::string& name : op_names) {
    const OpRegistrationData* data = index_->Find(name);
    if (data == nullptr) continue;  // named twice
    index_->Erase(name);
    auto owned = std::find_if(ops_.begin(), ops_.end(),
                              [data](const auto& op) { return op.get() == data; });
    removed_.push_back(std::move(*owned));
    *owned = std::move(ops_.back());
    ops_.pop_back();
  }
  return OkStatus();
}

OpListOpRegistry::OpListOpRegistry(const OpList* op_list) {
  for (const OpDef& op_def : op_list->op()) {
    index_[op_def.name()] = std::make_unique<const OpRegistrationData>(op_def);
  }
}

OpListOpRegistry::~OpListOpRegistry() = default;

const OpRegistrationData* OpListOpRegistry::LookUp(const std::string& op_type_name) const {
  auto found = index_.find(op_type_name);
  return found == index_.end() ? nullptr : found->second.get();
}

Status OpListOpRegistry::LookUp(const std::string& op_type_name,
                                const OpRegistrationData** op_reg_data) const {
  *op_reg_data = LookUp(op_type_name);
  if (*op_reg_data != nullptr) return OkStatus();
  return OpNotFound(op_type_name);
}

namespace register_op {

OpRegistry::OpRegistrationDataFactory MakeRegistrationFactory(OpDefBuilder builder,
                                                              const char* file, int line) {
  // `file` stays a pointer: copying every registration's path would cost an allocation each.
  return [builder = std::move(builder), file, line](OpRegistrationData* op_reg_data) -> Status {
    Status status = builder.Finalize(op_reg_data);
    op_reg_data->source_file = file;
    op_reg_data->source_line = line;
    return status;
  };
}

OpDefBuilderReceiver::OpDefBuilderReceiver(const OpDefBuilderWrapper<true>& wrapper) {
  OpRegistry::Global()->Register(
      MakeRegistrationFactory(std::move(wrapper.builder_), wrapper.file(), wrapper.line()));
}

}  // namespace register_op
}  // namespace tensorflow
