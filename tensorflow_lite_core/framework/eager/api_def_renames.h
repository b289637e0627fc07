// TensorFlow's Python names for the arguments of some ops (its api_defs rename them for Python:
// `tf.raw_ops.Sum(input, axis, keep_dims)` where the OpDef says `reduction_indices`). The
// call signature carries them (CallInput/CallAttr::python_name) to the generated wrappers, the raw
// ops and the executor's errors; python:raw_ops_signature_test holds every built-in raw op to
// TensorFlow 2.21's recorded signature.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_API_DEF_RENAMES_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_API_DEF_RENAMES_H_

#include <string_view>

namespace tensorflow {
namespace eager {

// The Python name of input or attr `arg` of op `op`: TensorFlow's rename, or `arg` itself.
std::string_view PythonArgName(std::string_view op, std::string_view arg);

}  // namespace eager
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_API_DEF_RENAMES_H_
