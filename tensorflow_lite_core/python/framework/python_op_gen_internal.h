// What python_op_gen.cc and python_op_gen_doc.cc share: the shape of one op's wrapper.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_OP_GEN_INTERNAL_H_
#define TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_OP_GEN_INTERNAL_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace python_op_gen_internal {

// One attr parameter of a wrapper: its Python name and its default in code and in docs.
struct AttrParam {
  const OpDef::AttrDef* attr = nullptr;
  std::string name;
  bool has_default = false;
  // "None" for attrs whose defaults have no Python form (tensor, func): the runtime then uses
  // the OpDef's default.
  std::string default_code;
  std::optional<std::string> default_doc;  // unset for those attrs too
  std::optional<std::string> allowed_doc;  // `"SAME", "VALID"`; unset when not restricted
};

// What an op's wrapper looks like: its names, parameters and outputs.
struct OpSignature {
  const OpDef* op_def = nullptr;
  std::string identifier;     // the op name as a Python name: Ns>Op -> Ns_Op, None -> None_
  std::string function_name;  // the snake_case wrapper
  std::vector<std::string> input_names;
  std::vector<std::string> output_names;
  // Attr name -> the input (Python name) that first determines it (eager::OpCallSignature).
  std::vector<std::pair<std::string, std::string>> inferred_from;
  std::vector<AttrParam> call_attrs;  // the other attrs, in declaration (call) order
  std::vector<size_t> params;         // call_attrs indices in signature order: no default first
};

// The input that determines attr `attr_name`, or null when no input does.
const std::string* InferredFrom(const OpSignature& sig, std::string_view attr_name);

// The docstring of a wrapper, its lines indented relative to the first; `width` is the widest a
// wrapped line may be (descriptions are kept as written). InvalidArgument for an unknown DataType.
Status WrapperDocstring(const OpSignature& sig, int width, std::string* doc);

}  // namespace python_op_gen_internal
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_OP_GEN_INTERNAL_H_
