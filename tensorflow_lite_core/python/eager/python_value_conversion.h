// Python numbers, and flat lists or tuples of them, to tensors in C++, by the rules of
// python/framework/tensor_conversion.py (the test holds the two together): `tflc.add(x, 1.5)` and
// `tflc.reduce_sum(x)`'s axes convert without calling back into Python. Anything else, and
// anything those rules would refuse, is left to the Python rules, which raise their own errors.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_PYTHON_VALUE_CONVERSION_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_PYTHON_VALUE_CONVERSION_H_

#include <Python.h>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tflc_python {

// Converts `value` when it is a bool, int or float (exactly those types: NumPy scalars and other
// subclasses keep their own rules) or a list or tuple of them, to `dtype` (DT_INVALID: the
// value's natural type: bool, int32 or int64, float32). True with `*tensor` set when converted;
// false, with no Python error set, when the Python rules must decide.
bool ConvertPythonNumbers(PyObject* value, tensorflow::DataType dtype, tensorflow::Tensor* tensor);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_PYTHON_VALUE_CONVERSION_H_
