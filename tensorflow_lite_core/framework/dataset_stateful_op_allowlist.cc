#include "tensorflow_lite_core/framework/dataset_stateful_op_allowlist.h"

#include <utility>

namespace tensorflow {
namespace data {

absl::Status AllowlistedStatefulOpRegistry::Add(std::string op_name) {
  mutex_lock lock(mu_);
  op_names_.insert(std::move(op_name));
  return absl::OkStatus();
}

absl::Status AllowlistedStatefulOpRegistry::Remove(std::string op_name) {
  mutex_lock lock(mu_);
  op_names_.erase(op_name);
  return absl::OkStatus();
}

bool AllowlistedStatefulOpRegistry::Contains(const std::string& op_name) {
  tf_shared_lock lock(mu_);
  return op_names_.count(op_name) > 0;
}

AllowlistedStatefulOpRegistry* AllowlistedStatefulOpRegistry::Global() {
  // Built on first use, so registrations from static initializers of any library find it.
  static AllowlistedStatefulOpRegistry* const registry = new AllowlistedStatefulOpRegistry;
  return registry;
}

}  // namespace data
}  // namespace tensorflow
