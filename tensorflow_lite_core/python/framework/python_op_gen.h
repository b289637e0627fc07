// The generator of Python op wrappers, as TensorFlow's gen_*_ops.py: for tf_gen_op_wrapper_py
// (gen_op_wrapper_py_main.cc) and load_op_library (the extension's _generate_wrappers).
//
// Each op gets a snake_case function whose parameters are its inputs and the attrs its inputs do
// not determine, a CamelCase alias that takes keywords only, and, when it has several outputs, a
// namedtuple type. The functions only forward their arguments to an `_op_support.Op`; conversion
// and checking are the runtime's. The text depends only on the arguments, so builds are
// reproducible.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_OP_GEN_H_
#define TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_OP_GEN_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/statusor.h"

namespace tensorflow {

// The text of a Python module with wrappers for the ops of `ops`, in their order there.
//   hidden: names of ops whose snake_case wrapper is private (`_`-prefixed).
//   op_allowlist: when set, only the ops named there are generated (an empty list: none).
//   module_doc: the module's docstring; unset, a default one says the file is generated.
// InvalidArgument when an attr holds a value the generator cannot write (an unknown DataType, a
// default of an unknown attr type); Python raises that as ValueError.
StatusOr<std::string> GeneratePythonWrappers(
    const OpList& ops, const std::vector<std::string>& hidden,
    const std::optional<std::vector<std::string>>& op_allowlist,
    const std::optional<std::string>& module_doc);

// The wrapper name of an op: `MatMulV2` -> `mat_mul_v2`, `Ns>ZeroOut` -> `ns_zero_out`.
// `>` becomes `_`; an uppercase letter after the first character gets a `_` before it when the
// character before it is lowercase or the one after it is, unless it follows a `>`. Only ASCII
// letters have a case here.
std::string PythonOpName(std::string_view op_name);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_OP_GEN_H_
