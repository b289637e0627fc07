#include "tensorflow_lite_core/python/eager/input_conversion.h"

#include <algorithm>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/python/eager/ndarray_conversion.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/python_value_conversion.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"

namespace tflc_python {
namespace {

using tensorflow::DataType;
using tensorflow::eager::CallAttr;
using tensorflow::eager::CallInput;
using tensorflow::eager::OpCallSignature;

// The package's conversion of a Python value; `dtype` DT_INVALID lets the value decide. Python
// numbers and flat lists of them are converted here, the rest by the package's rules.
bool ConvertWithPackageRules(PyObject* value, DataType dtype, tensorflow::Tensor* tensor) {
  if (ConvertPythonNumbers(value, dtype, tensor)) return true;
  PyObjectRef wanted(dtype == tensorflow::DT_INVALID ? (Py_INCREF(Py_None), Py_None)
                                                     : PyLong_FromLong(dtype));
  if (!wanted) return false;
  PyObject* args[] = {value, wanted.get()};
  PyObjectRef result(PyObject_Vectorcall(Hooks().convert, args, 2, nullptr));
  if (!result) return false;
  if (!IsTensor(result.get())) {
    PyErr_SetString(PyExc_TypeError, "tensor conversion did not return a tflc.Tensor");
    return false;
  }
  *tensor = TensorOf(result.get());
  return true;
}

// A NumPy array or scalar as a tensor of `dtype` (DT_INVALID: its own type), cast if need be.
bool ConvertCastable(PyObject* value, DataType dtype, tensorflow::Tensor* tensor) {
  if (IsNdarray(value)) {
    const DataType own = DataTypeOfNdarray(value);
    if ((dtype == tensorflow::DT_INVALID || dtype == own) && tensorflow::DataTypeCanUseMemcpy(own)) {
      return NdarrayToTensor(value, tensor);  // shares the array's memory
    }
  }
  return ConvertWithPackageRules(value, dtype, tensor);
}

// The framework's error for input `index` (flattened) of the wrong type; returns false.
bool RaiseInputTypeMismatch(const OpCallSignature& signature, int index, DataType expected,
                            DataType got, PyObject* name) {
  const std::string& op = signature.op_def().name();
  RaiseOpStatus(tensorflow::errors::InvalidArgument(
                    "cannot compute ", op, " as input #", index, "(zero-based) was expected to be a ",
                    tensorflow::DataTypeString(expected), " tensor but is a ",
                    tensorflow::DataTypeString(got), " tensor"),
                op, name);
  return false;
}

// The tensor of `value` with type `dtype`.
bool ConvertTo(const OpCallSignature& signature, PyObject* value, DataType dtype, int index,
               PyObject* name, tensorflow::Tensor* tensor) {
  if (IsTensor(value)) {
    const tensorflow::Tensor& given = TensorOf(value);
    if (given.dtype() != dtype) {
      return RaiseInputTypeMismatch(signature, index, dtype, given.dtype(), name);
    }
    *tensor = given;
    return true;
  }
  if (IsNdarray(value) || IsNumpyScalar(value)) return ConvertCastable(value, dtype, tensor);
  return ConvertWithPackageRules(value, dtype, tensor);
}

// How a value converts for an input whose type an attr gives (TensorFlow's eager rules).
enum class ValueKind {
  kTensor,
  kCastable,    // a numeric or bool ndarray or NumPy scalar: cast to the attr's type
  kSequence,    // a list or tuple: the attr's type if it fits, else its own
  kOther,       // a Python scalar, a string array, anything else
};

ValueKind KindOf(PyObject* value) {
  if (IsTensor(value)) return ValueKind::kTensor;
  if (IsNdarray(value) || IsNumpyScalar(value)) {
    return DataTypeOfNumpyValue(value) != tensorflow::DT_INVALID ? ValueKind::kCastable
                                                                 : ValueKind::kOther;
  }
  if (PyList_Check(value) || PyTuple_Check(value)) return ValueKind::kSequence;
  return ValueKind::kOther;
}

// The type a value has without being told one: a tensor's, a numeric ndarray's, or DT_INVALID.
DataType OwnType(PyObject* value) {
  if (IsTensor(value)) return TensorOf(value).dtype();
  if (IsNdarray(value)) return DataTypeOfNdarray(value);
  return tensorflow::DT_INVALID;
}

// Converts `value` to `dtype`, or, when it cannot be (TypeError or ValueError), to its own type.
bool ConvertPreferring(PyObject* value, DataType dtype, tensorflow::Tensor* tensor) {
  if (ConvertWithPackageRules(value, dtype, tensor)) return true;
  if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_ValueError)) {
    return false;
  }
  PyErr_Clear();
  return ConvertWithPackageRules(value, tensorflow::DT_INVALID, tensor);
}

// Converts the inputs at `positions` of type attr `attr`, as TensorFlow's eager fast path does:
// the first input sets the attr's type (a tensor or array its own; for other values the attr's
// default, when it has one, is tried first: a list that does not fit it keeps its own type, a
// Python scalar must fit), and the later ones convert to it (arrays are cast, lists and Python
// scalars must fit: TypeError otherwise); a tensor or string array of another type is the
// framework's InvalidArgumentError naming the input.
bool ConvertAttrInputs(const OpCallSignature& signature, const CallAttr& attr,
                       const std::vector<int>& positions, PyObject* const* values, PyObject* name,
                       ConvertedInputs* converted, DataType* type) {
  *type = tensorflow::DT_INVALID;
  for (int position : positions) {
    PyObject* value = values[position];
    tensorflow::Tensor& tensor = converted->tensors[position];
    const bool first = *type == tensorflow::DT_INVALID;
    const DataType wanted = first ? attr.default_type : *type;
    bool ok = true;
    switch (KindOf(value)) {
      case ValueKind::kTensor: tensor = TensorOf(value); break;
      case ValueKind::kCastable: ok = ConvertCastable(value, wanted, &tensor); break;
      case ValueKind::kSequence:
        ok = first ? ConvertPreferring(value, wanted, &tensor)
                   : ConvertWithPackageRules(value, wanted, &tensor);
        break;
      case ValueKind::kOther:
        // A string array keeps its type; a Python scalar must fit.
        ok = ConvertWithPackageRules(value, IsNdarray(value) ? tensorflow::DT_INVALID : wanted,
                                     &tensor);
        break;
    }
    if (!ok) return false;
    if (first) {
      *type = tensor.dtype();
    } else if (tensor.dtype() != *type) {
      return RaiseInputTypeMismatch(signature, position, *type, tensor.dtype(), name);
    }
  }
  return true;
}

}  // namespace

bool ConvertInputs(const OpCallSignature& signature, PyObject* const* args, PyObject* name,
                   ConvertedInputs* converted) {
  const std::vector<CallInput>& inputs = signature.inputs();
  // Flatten list inputs, keeping each arg's range.
  std::vector<PyObject*> values;
  converted->arg_start.clear();
  for (size_t i = 0; i < inputs.size(); ++i) {
    converted->arg_start.push_back(static_cast<int>(values.size()));
    PyObject* arg = args[i];
    if (!inputs[i].is_list()) {
      values.push_back(arg);
      continue;
    }
    if (!PyList_Check(arg) && !PyTuple_Check(arg)) {
      PyErr_Format(PyExc_TypeError, "Expected list for '%s' argument to '%s' Op, not %R.",
                   inputs[i].name.c_str(), signature.op_def().name().c_str(), arg);
      return false;
    }
    const Py_ssize_t size = PySequence_Fast_GET_SIZE(arg);
    PyObject** items = PySequence_Fast_ITEMS(arg);
    values.insert(values.end(), items, items + size);
  }
  converted->arg_start.push_back(static_cast<int>(values.size()));
  converted->tensors.assign(values.size(), tensorflow::Tensor());
  converted->attr_types.assign(signature.attrs().size(), tensorflow::DT_INVALID);

  auto convert_range = [&](int arg, DataType type) {
    for (int p = converted->arg_start[arg]; p < converted->arg_start[arg + 1]; ++p) {
      if (!ConvertTo(signature, values[p], type, p, name, &converted->tensors[p])) return false;
    }
    return true;
  };

  for (size_t a = 0; a < signature.attrs().size(); ++a) {
    const std::vector<int>& args_of_attr = signature.inputs_of_type_attr(static_cast<int>(a));
    std::vector<int> positions;
    for (int arg : args_of_attr) {
      for (int p = converted->arg_start[arg]; p < converted->arg_start[arg + 1]; ++p) {
        positions.push_back(p);
      }
    }
    if (positions.empty()) continue;  // an empty list: the attr stays unset for the framework
    DataType type = tensorflow::DT_INVALID;
    if (!ConvertAttrInputs(signature, signature.attrs()[a], positions, values.data(), name,
                           converted, &type)) {
      return false;
    }
    converted->attr_types[a] = type;
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    const CallInput& input = inputs[i];
    if (input.type_attr >= 0) continue;
    if (input.type_list_attr < 0) {
      if (!convert_range(static_cast<int>(i), tensorflow::BaseType(input.fixed_type))) return false;
      continue;
    }
    for (int p = converted->arg_start[i]; p < converted->arg_start[i + 1]; ++p) {
      const DataType own = OwnType(values[p]);
      if (!ConvertTo(signature, values[p], own, p, name, &converted->tensors[p])) return false;
    }
  }
  return true;
}

std::vector<PyObject*> InputTensorObjects(const tensorflow::eager::OpCallSignature& signature,
                                          PyObject* const* args, const ConvertedInputs& inputs) {
  std::vector<PyObject*> objects(inputs.tensors.size(), nullptr);
  for (size_t arg = 0; arg < signature.inputs().size(); ++arg) {
    const int start = inputs.arg_start[arg], end = inputs.arg_start[arg + 1];
    PyObject* value = args[arg];
    if (!signature.inputs()[arg].is_list()) {
      if (IsTensor(value)) objects[start] = value;
    } else if ((PyList_Check(value) || PyTuple_Check(value)) &&
               PySequence_Fast_GET_SIZE(value) == end - start) {
      PyObject** items = PySequence_Fast_ITEMS(value);
      for (int i = start; i < end; ++i) {
        if (IsTensor(items[i - start])) objects[i] = items[i - start];
      }
    }
  }
  return objects;
}

}  // namespace tflc_python
