// Tensor.__getitem__ (the _TensorBase type's subscript slot): TensorFlow's indexing on the
// StridedSlice op, as TensorFlow's Tensor does it. Keys made only of Python ints, slices of ints,
// `...`, None (tflc.newaxis) and scalar int32/int64 tensors become StridedSlice's begin, end and
// strides and its masks here, and go straight to the op's Op callable: t[1:3] costs one op call
// and no Python frame. Every other key (lists, NumPy values, boolean masks, bad indices, ints
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
