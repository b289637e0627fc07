// Tensors shared with other frameworks through DLPack (dlpack_abi.h), without copies: the
// Tensor's `__dlpack__` and `__dlpack_device__` (the Python array API's protocol, as NumPy 2 and
// PyTorch call it), and the module functions behind tflc.experimental.dlpack.
//
// Ownership. An exported capsule holds a reference to the tensor's buffer until its consumer calls
// the deleter (or, unconsumed, until the capsule dies). An imported tensor holds the producer's
// managed tensor and calls its deleter when the last tensor sharing the memory dies, on whatever
// thread that is. A capsule is consumed at most once: the consumer renames it "used_dltensor".
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_DLPACK_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_DLPACK_H_

#include <Python.h>

namespace tflc_python {

// Tensor.__dlpack__(*, stream=None, max_version=None, dl_device=None, copy=None): a
// "dltensor_versioned" capsule when max_version allows DLPack 1.0 (marked read-only: tensors are
// immutable), else a legacy "dltensor" one. METH_FASTCALL | METH_KEYWORDS.
PyObject* TensorDlpack(PyObject* self, PyObject* const* args, Py_ssize_t nargs,
                       PyObject* kwnames);

// Tensor.__dlpack_device__(): (1, 0) for host memory, (2, n) for the memory of GPU n.
PyObject* TensorDlpackDevice(PyObject* self, PyObject* unused);

// Adds `_to_dlpack(tensor)` (a legacy capsule, as TensorFlow's to_dlpack gives) and
// `_from_dlpack(capsule_or_object)` to the module; false with a Python error set on failure.
bool InitDlpack(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_DLPACK_H_
