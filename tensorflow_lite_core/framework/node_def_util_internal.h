// What node_def_util.cc and node_def_attr_getters.cc share; private to the node_def_util target.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_UTIL_INTERNAL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_UTIL_INTERNAL_H_

#include <string_view>

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace node_def_internal {

// The attr `attr_name`, which must hold a value of attr type `type` ("int", "list(type)"...).
absl::Status FindAttrOfType(const AttrSlice& attrs, std::string_view attr_name, std::string_view type,
                      const AttrValue** attr_value);

}  // namespace node_def_internal
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_UTIL_INTERNAL_H_
