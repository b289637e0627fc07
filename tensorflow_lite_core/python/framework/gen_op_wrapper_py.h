// The command line of tf_gen_op_wrapper_py's generator (gen_op_wrapper_py_main.cc):
//
//   OUT_FILE [--hidden=A,B] [--hidden_file=F] [--op_allowlist=A,B]
//
// writes the Python wrappers of the given ops to OUT_FILE. Flags also take their value as the next
// argument. Op names in flags are separated by commas; the hidden file lists them separated by
// commas or whitespace, `#` starting a comment. Giving hidden ops and an allowlist is refused, as
// TensorFlow's tf_gen_op_wrapper_py refuses it.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_GEN_OP_WRAPPER_PY_H_
#define TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_GEN_OP_WRAPPER_PY_H_

#include <ostream>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"

namespace tensorflow {

// Runs the command line `args` (without the program name) over `ops`; returns the exit code: 0 on
// success, 1 when the wrappers cannot be written, 2 for a malformed command line. Errors go to
// `err`; nothing is written then.
int GenOpWrapperPy(const std::vector<std::string>& args, const OpList& ops, std::ostream& err);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_GEN_OP_WRAPPER_PY_H_
