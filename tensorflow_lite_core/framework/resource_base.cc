#include "tensorflow_lite_core/framework/resource_base.h"

#include "absl/strings/str_format.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

std::string ResourceBase::MakeRefCountingHandleName(int64_t resource_id) const {
  return absl::StrFormat("Resource-%d-at-%p", resource_id, this);
}

absl::Status ResourceBase::AsGraphDef(GraphDefBuilder* /*builder*/, Node** /*out*/) const {
  return errors::Unimplemented("AsGraphDef not implemented for resource ", DebugString());
}

}  // namespace tensorflow
