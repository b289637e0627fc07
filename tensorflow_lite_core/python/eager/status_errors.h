// The one way a failed Status becomes a Python exception: the tflc.errors class of its code
// (OpError subclasses, registered by the package at import), made as cls(None, op, message).
// Before the package registered its classes, RuntimeError.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_STATUS_ERRORS_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_STATUS_ERRORS_H_

#include <Python.h>

#include <string_view>

#include "tensorflow_lite_core/platform/status.h"

namespace tflc_python {

// Raises `status` with its message as is and op None (calls that are not ops). Returns null, for
// `return RaiseStatus(...)`.
PyObject* RaiseStatus(const tensorflow::Status& status);

// Raises `status` of op `op` with TensorFlow's eager text: the message, then
// " [Op:<op>] name: <name>" (`name` None or null for none). Returns null.
PyObject* RaiseOpStatus(const tensorflow::Status& status, std::string_view op, PyObject* name);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_STATUS_ERRORS_H_
