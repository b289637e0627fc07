#include "tensorflow_lite_core/python/eager/python_value_conversion.h"

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>

#include "tensorflow_lite_core/framework/tensor_shape.h"

namespace tflc_python {
namespace {

using tensorflow::DataType;

// What the elements of a value are, and the range of its ints.
struct Scan {
  bool bools = false, ints = false, floats = false;
  long long low = 0, high = 0;
};

// Records one element; false for an element the Python rules must handle (another type, or an
// int beyond int64).
bool ScanElement(PyObject* item, Scan* scan) {
  if (PyBool_Check(item)) {
    scan->bools = true;
  } else if (PyLong_CheckExact(item)) {
    int overflow = 0;
    const long long value = PyLong_AsLongLongAndOverflow(item, &overflow);
    if (overflow != 0) return false;
    if (!scan->ints || value < scan->low) scan->low = value;
    if (!scan->ints || value > scan->high) scan->high = value;
    scan->ints = true;
  } else if (PyFloat_CheckExact(item)) {
    // A finite double beyond float's range would be undefined to narrow; NumPy decides.
    const double value = PyFloat_AS_DOUBLE(item);
    if (std::isfinite(value) && std::fabs(value) > FLT_MAX) return false;
    scan->floats = true;
  } else {
    return false;
  }
  return true;
}

template <typename T>
bool IntsFit(const Scan& scan) {
  return !scan.ints || (scan.low >= static_cast<long long>(std::numeric_limits<T>::min()) &&
                        (scan.high < 0 || static_cast<unsigned long long>(scan.high) <=
                                              static_cast<unsigned long long>(
                                                  std::numeric_limits<T>::max())));
}

// Whether `dtype` takes the scanned elements without the Python rules refusing them.
bool Accepts(DataType dtype, const Scan& scan) {
  const bool numbers = scan.ints || scan.floats;
  switch (dtype) {
    case tensorflow::DT_BOOL: return !numbers;
    case tensorflow::DT_FLOAT:
    case tensorflow::DT_DOUBLE: return !scan.bools;
    case tensorflow::DT_INT8: return !scan.bools && !scan.floats && IntsFit<int8_t>(scan);
    case tensorflow::DT_INT16: return !scan.bools && !scan.floats && IntsFit<int16_t>(scan);
    case tensorflow::DT_INT32: return !scan.bools && !scan.floats && IntsFit<int32_t>(scan);
    case tensorflow::DT_INT64: return !scan.bools && !scan.floats;
    case tensorflow::DT_UINT8: return !scan.bools && !scan.floats && IntsFit<uint8_t>(scan);
    case tensorflow::DT_UINT16: return !scan.bools && !scan.floats && IntsFit<uint16_t>(scan);
    case tensorflow::DT_UINT32: return !scan.bools && !scan.floats && IntsFit<uint32_t>(scan);
    case tensorflow::DT_UINT64: return !scan.bools && !scan.floats && IntsFit<uint64_t>(scan);
    default: return false;
  }
}

// The type the Python rules give a value of these elements; DT_INVALID where they refuse it.
DataType NaturalType(const Scan& scan) {
  if (scan.bools) return scan.ints || scan.floats ? tensorflow::DT_INVALID : tensorflow::DT_BOOL;
  if (scan.floats || !scan.ints) return tensorflow::DT_FLOAT;  // an empty list is float32 too
  return IntsFit<int32_t>(scan) ? tensorflow::DT_INT32 : tensorflow::DT_INT64;
}

template <typename T>
void Fill(PyObject* const* items, Py_ssize_t count, tensorflow::Tensor* tensor) {
  T* out = tensor->flat<T>().data();
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* item = items[i];
    if (PyFloat_CheckExact(item)) {
      out[i] = static_cast<T>(PyFloat_AS_DOUBLE(item));
    } else if (PyBool_Check(item)) {
      out[i] = static_cast<T>(item == Py_True);
    } else {
      out[i] = static_cast<T>(PyLong_AsLongLong(item));
    }
  }
}

}  // namespace

bool ConvertPythonNumbers(PyObject* value, DataType dtype, tensorflow::Tensor* tensor) {
  PyObject* const* items;
  Py_ssize_t count;
  bool is_list = true;
  if (PyList_CheckExact(value) || PyTuple_CheckExact(value)) {
    // An empty list's item array may be null: no element of it is formed.
    items = PySequence_Fast_ITEMS(value);
    count = PySequence_Fast_GET_SIZE(value);
  } else {
    items = &value;
    count = 1;
    is_list = false;
  }
  Scan scan;
  for (Py_ssize_t i = 0; i < count; ++i) {
    if (!ScanElement(items[i], &scan)) return false;
  }
  if (dtype == tensorflow::DT_INVALID) {
    dtype = NaturalType(scan);
    if (dtype == tensorflow::DT_INVALID) return false;
  } else if (!Accepts(dtype, scan)) {
    return false;
  }
  tensorflow::TensorShape shape;
  if (is_list) shape.AddDim(count);
  *tensor = tensorflow::Tensor(dtype, shape);
  // Out of memory: the Python rules decide (and raise MemoryError where they cannot convert).
  if (!tensor->IsInitialized()) return false;
  switch (dtype) {
    case tensorflow::DT_BOOL: Fill<bool>(items, count, tensor); break;
    case tensorflow::DT_FLOAT: Fill<float>(items, count, tensor); break;
    case tensorflow::DT_DOUBLE: Fill<double>(items, count, tensor); break;
    case tensorflow::DT_INT8: Fill<int8_t>(items, count, tensor); break;
    case tensorflow::DT_INT16: Fill<int16_t>(items, count, tensor); break;
    case tensorflow::DT_INT32: Fill<int32_t>(items, count, tensor); break;
    case tensorflow::DT_INT64: Fill<int64_t>(items, count, tensor); break;
    case tensorflow::DT_UINT8: Fill<uint8_t>(items, count, tensor); break;
    case tensorflow::DT_UINT16: Fill<uint16_t>(items, count, tensor); break;
    case tensorflow::DT_UINT32: Fill<uint32_t>(items, count, tensor); break;
    case tensorflow::DT_UINT64: Fill<uint64_t>(items, count, tensor); break;
    default: return false;
  }
  return true;
}

}  // namespace tflc_python
