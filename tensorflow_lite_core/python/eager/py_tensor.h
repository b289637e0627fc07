// The eager tensor as a Python object: a tensorflow::Tensor held inline, immutable, read through
// NumPy views and the read-only buffer protocol. The C type is `_pywrap_tflc._TensorBase`; the
// package subclasses it in Python (tflc.Tensor) for the methods that need no speed, and registers
// that subclass so every tensor the executor returns is a tflc.Tensor.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_PY_TENSOR_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_PY_TENSOR_H_

#include <Python.h>

#include "tensorflow_lite_core/framework/tensor.h"

namespace tflc_python {

struct PyTensor {
  PyObject_HEAD
  tensorflow::Tensor tensor;
  PyObject* weakrefs;
  int64_t id;  // unique in the process: how gradient tapes know the tensor (tape.h)
};

// A fresh id (never 0) for a tensor, or for another object tapes follow (a variable).
int64_t NewTensorId();

// Readies the base type; false with a Python error set on failure.
bool InitTensorType(PyObject* module);

// Sets the Python subclass that WrapTensor instantiates (must derive from _TensorBase).
bool SetTensorClass(PyObject* cls);

// A new tflc.Tensor holding `tensor`, or null with MemoryError set.
PyObject* WrapTensor(tensorflow::Tensor tensor);

extern PyTypeObject* TensorBaseType;

// Whether `object` is a tensor (an instance of _TensorBase or a subclass).
inline bool IsTensor(PyObject* object) { return PyObject_TypeCheck(object, TensorBaseType); }
// The id gradient tapes know `object` by; 0 for anything that is not a tensor.
inline int64_t TensorIdOf(PyObject* object) {
  return IsTensor(object) ? reinterpret_cast<PyTensor*>(object)->id : 0;
}
inline const tensorflow::Tensor& TensorOf(PyObject* object) {
  return reinterpret_cast<PyTensor*>(object)->tensor;
}

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_PY_TENSOR_H_
