// Python callables and classes the C++ side calls back into, set once by the package when it is
// imported (_pywrap_tflc._register_hooks). Borrowed nowhere: each holds its own reference.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_PACKAGE_HOOKS_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_PACKAGE_HOOKS_H_

#include <Python.h>

#include "tensorflow_lite_core/platform/status.h"

namespace tflc_python {

struct PackageHooks {
  // convert(value, dtype_enum or None) -> tflc.Tensor, TensorFlow's conversion rules for values
  // that are neither tensors nor ndarrays of the wanted type (raises TypeError or ValueError).
  PyObject* convert = nullptr;
  // as_dtype(value) -> DType (raises TypeError).
  PyObject* as_dtype = nullptr;
  // shape_dims(value) -> None (unknown rank) or a tuple of ints, -1 for unknown dims.
  PyObject* shape_dims = nullptr;
  // register_numpy_types() registers (RegisterNumpyDtype) the NumPy types that come from
  // ml_dtypes; called once, when an array or tensor of a type NumPy lacks is first met.
  PyObject* register_numpy_types = nullptr;
  // The OpError subclass of each status code (status_errors.h raises them); none for OK.
  PyObject* error_class[tensorflow::error::kNumCodes] = {};
  // Called as callback(op_name, inputs, outputs) after each op while set: the op's registered
  // name, a tuple of its input tensors, and what the call returned.
  PyObject* op_callback = nullptr;
  // Gradients (tape_gradient.h, set by python/eager/backprop.py): the registry, a dict from op
  // type to gradient function (None: not differentiable); zeros_like(tensor) and
  // ones_like(tensor); aggregate(list of gradients) -> their sum.
  PyObject* gradient_registry = nullptr;
  PyObject* zeros_like = nullptr;
  PyObject* ones_like = nullptr;
  PyObject* aggregate_gradients = nullptr;
};

PackageHooks& Hooks();

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_PACKAGE_HOOKS_H_
