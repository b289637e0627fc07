// Tensor.__getitem__ (the _TensorBase type's subscript slot): TensorFlow's indexing on the
// StridedSlice op, as TensorFlow's Tensor does it. Keys made only of Python ints, slices of ints,
// `...`, None (tflc.newaxis) and scalar int32/int64 tensors become StridedSlice's begin, end and
// strides and its masks here, and the op's cached kernel runs on them at once (through the Op
// callable instead while a tape records ops or a device is chosen): t[1:3] costs one kernel run
// and no Python frame or object but the result. Every other key (lists, NumPy values, boolean masks, bad indices, ints
// beyond int64) goes to the Python fallback the package registers
// (python/ops/tensor_getitem_override.py), which gives TensorFlow's results and errors.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_TENSOR_INDEXING_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_TENSOR_INDEXING_H_

#include <Python.h>

namespace tflc_python {

// Makes the StridedSlice Op callable from `module`'s Op type; false with a Python error set.
bool InitTensorIndexing(PyObject* module);

// Sets fallback(tensor, key) for the keys TensorGetItem does not parse itself.
void SetGetItemFallback(PyObject* fallback);

// tensor[key]: a new reference, or null with the error raised.
PyObject* TensorGetItem(PyObject* tensor, PyObject* key);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_TENSOR_INDEXING_H_
