// Reverse-mode differentiation over a tape's records: from the targets' gradients back through
// each recorded op, newest first, to the sources. An op's gradient function comes from the
// gradient registry (tflc.RegisterGradient; python/framework/ops.py) and receives a
// TapeOperation (tape_operation.h) and one gradient per output; an entry recorded from Python
// has its own backward function. Gradient functions run as ordinary eager calls, so tapes that
// record meanwhile (an outer tape, or a persistent one) record them: higher-order gradients.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_GRADIENT_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_GRADIENT_H_

#include <Python.h>

#include "tensorflow_lite_core/python/eager/tape.h"

namespace tflc_python {

// The gradient of the sum of `targets` (a list of tensors) with respect to each id of
// `source_ids` (a list of ints): a new list with a tensor or None (unconnected) per source.
// `output_gradients` is None or a list with a tensor (or None, for ones) per target. Null with a
// Python error set: LookupError for an op without a registered gradient, the gradient function's
// own error, ValueError for a gradient function that returns the wrong number of gradients.
PyObject* ComputeGradient(Tape* tape, PyObject* targets, PyObject* source_ids,
                          PyObject* output_gradients);

// Adds _set_gradient_hooks and the TapeOperation type to `module`.
bool InitTapeGradient(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_GRADIENT_H_
