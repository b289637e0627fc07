// The stateful ops allowed in tf.data functions: op libraries register theirs with
// ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS("OpName") at namespace scope, and input pipelines ask
// data::AllowlistedStatefulOpRegistry::Global()->Contains(op). One registry per process (it lives
// in the framework library), safe to use from several threads.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_DATASET_STATEFUL_OP_ALLOWLIST_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_DATASET_STATEFUL_OP_ALLOWLIST_H_

#include <string>
#include <unordered_set>

#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"

namespace tensorflow {
namespace data {

class AllowlistedStatefulOpRegistry {
 public:
  // Both always OK; adding twice or removing what is absent changes nothing.
  absl::Status Add(std::string op_name);
  absl::Status Remove(std::string op_name);

  bool Contains(const std::string& op_name);

  // The process-wide registry. Never destroyed.
  static AllowlistedStatefulOpRegistry* Global();

  AllowlistedStatefulOpRegistry(const AllowlistedStatefulOpRegistry&) = delete;
  AllowlistedStatefulOpRegistry& operator=(const AllowlistedStatefulOpRegistry&) = delete;

 private:
  AllowlistedStatefulOpRegistry() = default;

  mutex mu_;
  std::unordered_set<std::string> op_names_ TF_GUARDED_BY(mu_);
};

}  // namespace data
}  // namespace tensorflow

// Allows stateful op `name` in dataset functions (for ops marked stateful only to keep them from
// being constant-folded; their state is not checkpointed with the pipeline). A declaration: use
// it at namespace scope, as REGISTER_OP.
#define ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS(name) \
  ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS_UNIQ_HELPER(__COUNTER__, name)
#define ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS_UNIQ_HELPER(ctr, name) \
  ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS_UNIQ(ctr, name)
#define ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS_UNIQ(ctr, name)                         \
  static const ::absl::Status tflc_allowlisted_stateful_op_##ctr TF_ATTRIBUTE_UNUSED =  \
      ::tensorflow::data::AllowlistedStatefulOpRegistry::Global()->Add(name)

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_DATASET_STATEFUL_OP_ALLOWLIST_H_
