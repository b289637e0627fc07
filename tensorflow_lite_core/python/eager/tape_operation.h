// What a gradient function receives as `op` for an op recorded on a tape: `type`, `name`,
// `inputs`, `outputs`, `get_attr(name)`, `node_def` and `skip_input_indices` (the inputs no
// gradient is wanted for), as TensorFlow's eager gradient functions see it. Lists and the NodeDef
// are built when first read.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_OPERATION_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_OPERATION_H_

#include <Python.h>

#include <memory>
#include <vector>

#include "tensorflow_lite_core/python/eager/tape.h"

namespace tflc_python {

// A new operation object for `entry`; null with a Python error set.
PyObject* NewTapeOperation(std::shared_ptr<const TapeEntry> entry, std::vector<int> skip_inputs);

// Adds the type (as _TapeOperation) to `module`.
bool InitTapeOperation(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_OPERATION_H_
