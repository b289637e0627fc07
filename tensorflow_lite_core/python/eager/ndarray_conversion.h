// NumPy arrays to and from tensors. Arrays become tensors without a copy when they are
// C-contiguous and aligned as the kernels' Eigen maps need (the tensor then keeps the array alive);
// tensors become read-only arrays over the tensor's memory (the array keeps the tensor alive).
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_NDARRAY_CONVERSION_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_NDARRAY_CONVERSION_H_

#include <Python.h>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tflc_python {

// Imports NumPy's C API; false with a Python error set on failure.
bool InitNdarrayConversion();

// Sets the NumPy dtype used for `dtype` where NumPy has no built-in one (bfloat16 and the other
// ml_dtypes types). The package registers them when ml_dtypes is first needed.
bool RegisterNumpyDtype(tensorflow::DataType dtype, PyObject* numpy_dtype);

bool IsNdarray(PyObject* object);

// The DataType of an ndarray's elements; DT_INVALID for object, str and bytes arrays and for
// types the framework lacks.
tensorflow::DataType DataTypeOfNdarray(PyObject* array);

// A NumPy scalar (np.float32(1), np.bool_(True), ...).
bool IsNumpyScalar(PyObject* object);
// DataTypeOfNdarray for an ndarray or a NumPy scalar; DT_INVALID for anything else.
tensorflow::DataType DataTypeOfNumpyValue(PyObject* value);

// The tensor of a numeric or bool ndarray whose DataTypeOfNdarray is not DT_INVALID; false with a
// Python error set otherwise. `as_type`, when not DT_INVALID, is a type of the same size to view
// the elements as (a quantized type over NumPy's integers).
bool NdarrayToTensor(PyObject* array, tensorflow::Tensor* tensor,
                     tensorflow::DataType as_type = tensorflow::DT_INVALID);

// A string tensor of the bytes in `array` (an ndarray of bytes objects); false with an error set.
bool BytesNdarrayToTensor(PyObject* array, tensorflow::Tensor* tensor);

// A read-only ndarray over the memory of the tensor held by `owner` (a tflc.Tensor), or, for
// strings, a new object array of bytes. Null with a Python error set on failure.
PyObject* TensorToNdarray(PyObject* owner, const tensorflow::Tensor& tensor);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_NDARRAY_CONVERSION_H_
