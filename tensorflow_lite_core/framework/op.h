// OpRegistry: the ops a process knows, by name, and REGISTER_OP, which fills the global one.
//
//   REGISTER_OP("ZeroOut").Input("to_zero: int32").Output("zeroed: int32")
//       .SetShapeFn([](shape_inference::InferenceContext* c) { ... });
//
// A registry owns every OpRegistrationData it holds; pointers it hands out stay valid for the
// registry's lifetime, even after RemoveOps(). Registrations are deferred until first use (or
// ProcessRegistrations()), so static initializers only record factories. All methods are
// thread-safe; lookups take a shared lock only.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OP_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OP_H_

#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/selective_registration.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"

namespace tensorflow {

namespace internal {
class OpNameIndex;  // the name -> op lookup table, defined in op.cc
}  // namespace internal

// Something that can answer "what is op X?".
class OpRegistryInterface {
 public:
  virtual ~OpRegistryInterface();

  // On success `*op_reg_data` points at data owned by the registry; NotFound otherwise.
  virtual absl::Status LookUp(const std::string& op_type_name,
                        const OpRegistrationData** op_reg_data) const = 0;

  // The OpDef part of LookUp().
  absl::Status LookUpOpDef(const std::string& op_type_name, const OpDef** op_def) const;
};

class OpRegistry : public OpRegistryInterface {
 public:
  // Fills in one op's data; called once, under the registry's lock, so it must not call back
  // into the registry.
  using OpRegistrationDataFactory = std::function<absl::Status(OpRegistrationData*)>;
  // Sees the outcome of every registration (OK, or why it failed, e.g. AlreadyExists) with the
  // OpDef concerned, and returns the verdict: OK keeps a successful registration (or forgives a
  // failed one), an error vetoes it, so the op is not added. Runs under the registry's lock.
  using Watcher = std::function<absl::Status(const absl::Status&, const OpDef&)>;

  OpRegistry();
  ~OpRegistry() override;

  // The process-wide registry REGISTER_OP fills. Never destroyed.
  static OpRegistry* Global();

  // Records `op_data_factory`; it runs on first use of the registry (or at once if the registry
  // is in use and registrations are not deferred). Failures are logged and, when processed by
  // ProcessRegistrations(), returned by it.
  void Register(OpRegistrationDataFactory op_data_factory);

  // Registers at once, even while registrations are deferred, and returns the outcome (after
  // the watcher's verdict).
  absl::Status RegisterNow(const OpRegistrationDataFactory& op_data_factory);

  // NotFound "Op type not registered 'Foo' in binary running on <host>. ..." if unknown.
  absl::Status LookUp(const std::string& op_type_name,
                const OpRegistrationData** op_reg_data) const override;
  // nullptr if unknown.
  const OpRegistrationData* LookUp(const std::string& op_type_name) const;

  // Appends every registered op, sorted by name.
  void GetRegisteredOps(std::vector<OpDef>* op_defs) const;
  void GetOpRegistrationData(std::vector<OpRegistrationData>* op_data) const;
  std::vector<std::string> RegisteredOpNames() const;

  // Replaces `*ops` with the registered ops sorted by name; ops whose name starts with "_" only
  // if `include_internal`.
  void Export(bool include_internal, OpList* ops) const;
  // One line per exported op (its OpDef in short text form).
  std::string DebugString(bool include_internal) const;

  // From now until ProcessRegistrations() (or the next lookup), Register() only records (on the
  // watcher's thread, while a watcher is installed). Library loading uses this to see, through
  // the watcher, exactly what a library registers.
  void DeferRegistrations();
  // Runs every recorded registration, in order, continuing past failures. Returns OK, the
  // single failure, or the first failure's code with all messages, one per line.
  absl::Status ProcessRegistrations() const;
  // Drops recorded registrations that have not run yet.
  void ClearDeferredRegistrations();

  // Installs `watcher` (nullptr removes it). AlreadyExists if one is installed already. The
  // watcher sees the registrations made by the thread that installed it, and no other thread's:
  // ops registered elsewhere meanwhile are neither deferred nor attributed to the watched load.
  absl::Status SetWatcher(const Watcher& watcher);

  // Removes the named ops, e.g. to roll back a library that failed to load as a whole. NotFound
  // (and nothing removed) if any is not registered. Their data stays alive until the registry
  // is destroyed, so pointers handed out earlier remain valid.
  absl::Status RemoveOps(const std::vector<std::string>& op_names);

 private:
  // Registers now; `watched` passes the outcome through the watcher.
  absl::Status RegisterLocked(const OpRegistrationDataFactory& op_data_factory, bool watched) const
      TF_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  bool CallerIsWatchedLocked() const TF_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Runs deferred registrations and ends deferral.
  absl::Status ProcessDeferredLocked() const TF_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // For methods that read the registry: makes sure deferred registrations have run.
  void EnsureProcessed() const TF_LOCKS_EXCLUDED(mu_);

  mutable mutex mu_;
  mutable bool initialized_ TF_GUARDED_BY(mu_) = false;
  mutable std::vector<OpRegistrationDataFactory> deferred_ TF_GUARDED_BY(mu_);
  // The registered ops, in no particular order, and an index of them by name.
  mutable std::vector<std::unique_ptr<const OpRegistrationData>> ops_ TF_GUARDED_BY(mu_);
  const std::unique_ptr<internal::OpNameIndex> index_ TF_GUARDED_BY(mu_);
  // Ops taken out by RemoveOps(), kept so earlier pointers do not dangle.
  std::vector<std::unique_ptr<const OpRegistrationData>> removed_ TF_GUARDED_BY(mu_);
  Watcher watcher_ TF_GUARDED_BY(mu_);
  std::thread::id watched_thread_ TF_GUARDED_BY(mu_);

  TF_DISALLOW_COPY_AND_ASSIGN(OpRegistry);
};

// A read-only registry over the ops of an OpList (e.g. one stored with a graph). Copies what
// it needs: `op_list` may be destroyed afterwards.
class OpListOpRegistry : public OpRegistryInterface {
 public:
  explicit OpListOpRegistry(const OpList* op_list);
  ~OpListOpRegistry() override;

  absl::Status LookUp(const std::string& op_type_name,
                const OpRegistrationData** op_reg_data) const override;
  const OpRegistrationData* LookUp(const std::string& op_type_name) const;

 private:
  std::unordered_map<std::string, std::unique_ptr<const OpRegistrationData>> index_;
};

// ---------------------------------------------------------------------------------------------
// REGISTER_OP machinery. OpDefBuilderWrapper<true> records an op and hands it to the global
// registry; OpDefBuilderWrapper<false> (an op left out by selective registration) is an empty
// constexpr object whose calls do nothing, so the op leaves no code behind.
namespace register_op {

template <bool should_register>
class OpDefBuilderWrapper;

template <>
class OpDefBuilderWrapper<true> {
 public:
  // `file` must outlive the registration (REGISTER_OP passes __FILE__).
  explicit OpDefBuilderWrapper(const char name[], const char* file = "", int line = 0)
      : builder_(std::string(name)), file_(file), line_(line) {}

  OpDefBuilderWrapper& Attr(std::string spec) {
    builder_.Attr(std::move(spec));
    return *this;
  }
  OpDefBuilderWrapper& Input(std::string spec) {
    builder_.Input(std::move(spec));
    return *this;
  }
  OpDefBuilderWrapper& Output(std::string spec) {
    builder_.Output(std::move(spec));
    return *this;
  }
  OpDefBuilderWrapper& ControlOutput(std::string name) {
    builder_.ControlOutput(std::move(name));
    return *this;
  }
  OpDefBuilderWrapper& SetIsCommutative() {
    builder_.SetIsCommutative();
    return *this;
  }
  OpDefBuilderWrapper& SetIsAggregate() {
    builder_.SetIsAggregate();
    return *this;
  }
  OpDefBuilderWrapper& SetIsStateful() {
    builder_.SetIsStateful();
    return *this;
  }
  OpDefBuilderWrapper& SetDoNotOptimize() {
    builder_.SetDoNotOptimize();
    return *this;
  }
  OpDefBuilderWrapper& SetAllowsUninitializedInput() {
    builder_.SetAllowsUninitializedInput();
    return *this;
  }
  OpDefBuilderWrapper& SetIsDistributedCommunication() {
    builder_.SetIsDistributedCommunication();
    return *this;
  }
  OpDefBuilderWrapper& Deprecated(int version, std::string explanation) {
    builder_.Deprecated(version, std::move(explanation));
    return *this;
  }
  OpDefBuilderWrapper& Doc(std::string text) {
    builder_.Doc(std::move(text));
    return *this;
  }
  OpDefBuilderWrapper& SetShapeFn(OpShapeInferenceFn fn) {
    builder_.SetShapeFn(std::move(fn));
    return *this;
  }
  OpDefBuilderWrapper& AllowAttrTypeAny() {
    builder_.AllowAttrTypeAny();
    return *this;
  }

  const OpDefBuilder& builder() const { return builder_; }
  const char* file() const { return file_; }
  int line() const { return line_; }

 private:
  friend struct OpDefBuilderReceiver;
  // The receiver moves the builder out: the wrapper is a temporary that dies right after.
  mutable OpDefBuilder builder_;
  const char* file_;
  int line_;
};

template <>
class OpDefBuilderWrapper<false> {
 public:
  constexpr explicit OpDefBuilderWrapper(const char[], const char* = "", int = 0) {}

  template <typename Spec>
  constexpr OpDefBuilderWrapper& Attr(Spec&&) { return *this; }
  template <typename Spec>
  constexpr OpDefBuilderWrapper& Input(Spec&&) { return *this; }
  template <typename Spec>
  constexpr OpDefBuilderWrapper& Output(Spec&&) { return *this; }
  template <typename Name>
  constexpr OpDefBuilderWrapper& ControlOutput(Name&&) { return *this; }
  constexpr OpDefBuilderWrapper& SetIsCommutative() { return *this; }
  constexpr OpDefBuilderWrapper& SetIsAggregate() { return *this; }
  constexpr OpDefBuilderWrapper& SetIsStateful() { return *this; }
  constexpr OpDefBuilderWrapper& SetDoNotOptimize() { return *this; }
  constexpr OpDefBuilderWrapper& SetAllowsUninitializedInput() { return *this; }
  constexpr OpDefBuilderWrapper& SetIsDistributedCommunication() { return *this; }
  template <typename Text>
  constexpr OpDefBuilderWrapper& Deprecated(int, Text&&) { return *this; }
  template <typename Text>
  constexpr OpDefBuilderWrapper& Doc(Text&&) { return *this; }
  template <typename Fn>
  constexpr OpDefBuilderWrapper& SetShapeFn(Fn&&) { return *this; }
  constexpr OpDefBuilderWrapper& AllowAttrTypeAny() { return *this; }
};

// The factory REGISTER_OP hands the registry: finalizes `builder` when the registry processes
// it and records `file`:`line` (which must outlive the registration, as __FILE__ does) as the
// place of registration.
OpRegistry::OpRegistrationDataFactory MakeRegistrationFactory(OpDefBuilder builder,
                                                              const char* file, int line);

// The static object REGISTER_OP defines: converting a selected wrapper registers its op.
struct OpDefBuilderReceiver {
  OpDefBuilderReceiver(const OpDefBuilderWrapper<true>& wrapper);  // NOLINT(runtime/explicit)
  constexpr OpDefBuilderReceiver(const OpDefBuilderWrapper<false>&) {}  // NOLINT
};

}  // namespace register_op

#define REGISTER_OP_IMPL(ctr, name, should_register)                                       \
  static ::tensorflow::register_op::OpDefBuilderReceiver register_op##ctr TF_ATTRIBUTE_UNUSED = \
      ::tensorflow::register_op::OpDefBuilderWrapper<should_register>(name, __FILE__, __LINE__)

#define REGISTER_OP_UNIQ(ctr, name) REGISTER_OP_IMPL(ctr, name, SHOULD_REGISTER_OP(name))
#define REGISTER_SYSTEM_OP_UNIQ(ctr, name) REGISTER_OP_IMPL(ctr, name, true)

// REGISTER_OP("Name").Input(...)...; registers into OpRegistry::Global() unless selective
// registration leaves the op out. REGISTER_SYSTEM_OP always registers.
#define REGISTER_OP(name) TF_NEW_ID_FOR_INIT(REGISTER_OP_UNIQ, name)
#define REGISTER_SYSTEM_OP(name) TF_NEW_ID_FOR_INIT(REGISTER_SYSTEM_OP_UNIQ, name)

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OP_H_
