// What a tflc.Variable keeps: its current value as a private tensor object (its "storage"),
// never handed out. Reads return new tensors sharing the buffer; an op with a `Ref(T)` input
// given the variable updates the buffer in place, after copying it if anything else still holds
// it (copy on write), so earlier reads keep their values as TensorFlow's resource variables'
// reads do.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_VARIABLE_STORAGE_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_VARIABLE_STORAGE_H_

#include <Python.h>

#include "tensorflow_lite_core/framework/tensor.h"

namespace tflc_python {

// Whether `object` is a tflc.Variable (the class the package registered).
bool IsVariable(PyObject* object);

// The storage tensor object of `variable` (a new reference), its buffer made the variable's own
// so that a kernel may write it; null with TypeError naming `input` and `op` when `variable` is
// not a variable ("requires l-value input", as TensorFlow says of a ref input given a value).
PyObject* RefInputStorage(PyObject* variable, const char* input, const char* op);

// The variable's value for an ordinary input: its read (recorded on tapes), a new reference.
PyObject* ReadVariableForOp(PyObject* variable);

// After a kernel ran: the storage takes the ref input's tensor (a replaced one included).
void UpdateStorage(PyObject* storage, const tensorflow::Tensor& tensor);

// Adds _set_variable_class, _variable_storage, _read_variable_storage and
// _assign_variable_storage to `module`.
bool InitVariableStorage(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_VARIABLE_STORAGE_H_
