// TensorFlow's reduce_* functions as callables in C++: `_pywrap_tflc.Reduction(op, fallback,
// name, doc)` is called as reduce_sum(input_tensor, axis=None, keepdims=False, name=None). The
// common call, a tensor reduced over every axis, passes the rank's cached axes tensor straight to
// the op's Op callable, with no Python frame on the way; a Python value with no axis goes to
// `fallback` (same signature), which converts it first to learn its rank.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_REDUCTION_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_REDUCTION_H_

#include <Python.h>

namespace tflc_python {

// Adds the Reduction type to `module`; false with a Python error set on failure.
bool InitReduction(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_REDUCTION_H_
