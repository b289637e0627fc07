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

// The tensor of `value` with type `dtype`.
bool ConvertTo(const OpCallSignature& signature, PyObject* value, DataType dtype, int index,
               PyObject* name, tensorflow::Tensor* tensor) {
  if (IsTensor(value)) {
    const tensorflow::Tensor& given = TensorOf(value);
    if (given.dtype() != dtype) {
      const std::string& op = signature.op_def().name();
      RaiseOpStatus(tensorflow::errors::InvalidArgument(
                        "cannot compute ", op, " as input #", index,
                        "(zero-based) was expected to be a ", tensorflow::DataTypeString(dtype),
                        " tensor but is a ", tensorflow::DataTypeString(given.dtype()), " tensor"),
                    op, name);
      return false;
    }
    *tensor = given;
    return true;
  }
  if (IsNdarray(value) && DataTypeOfNdarray(value) == dtype &&
      tensorflow::DataTypeCanUseMemcpy(dtype)) {
    return NdarrayToTensor(value, tensor);
  }
  return ConvertWithPackageRules(value, dtype, tensor);
}

// The type a value has without being told one: a tensor's, a numeric ndarray's, or DT_INVALID.
DataType OwnType(PyObject* value) {
  if (IsTensor(value)) return TensorOf(value).dtype();
  if (IsNdarray(value)) return DataTypeOfNdarray(value);
  return tensorflow::DT_INVALID;
}

// The type of type attr `attr`, from the inputs whose type it is (flattened positions).
// A Python value converted on the way is kept (`ready`) when its type is the attr's.
bool InferAttrType(const CallAttr& attr, const std::vector<int>& positions,
                   PyObject* const* values, ConvertedInputs* converted,
                   std::vector<char>* ready, DataType* type) {
  for (int position : positions) {  // a tensor decides first
    if (IsTensor(values[position])) {
      *type = TensorOf(values[position]).dtype();
      return true;
    }
  }
  for (int position : positions) {
    const DataType own = OwnType(values[position]);
    if (own != tensorflow::DT_INVALID) {
      *type = own;
      return true;
    }
  }
  // Python values only: the first one's natural type, unless the attr does not allow it and has
  // a default type to prefer.
  tensorflow::Tensor& first = converted->tensors[positions.front()];
  if (!ConvertWithPackageRules(values[positions.front()], tensorflow::DT_INVALID, &first)) {
    return false;
  }
  *type = first.dtype();
  const auto& allowed = attr.allowed_types;
  if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), *type) == allowed.end() &&
      attr.default_type != tensorflow::DT_INVALID) {
    *type = attr.default_type;
  }
  (*ready)[positions.front()] = first.dtype() == *type;
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
  std::vector<char> ready(values.size(), 0);
  converted->attr_types.assign(signature.attrs().size(), tensorflow::DT_INVALID);

  auto convert_range = [&](int arg, DataType type) {
    for (int p = converted->arg_start[arg]; p < converted->arg_start[arg + 1]; ++p) {
      if (ready[p]) continue;
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
    if (!InferAttrType(signature.attrs()[a], positions, values.data(), converted, &ready, &type)) {
      return false;
    }
    converted->attr_types[a] = type;
    for (int arg : args_of_attr) {
      if (!convert_range(arg, type)) return false;
    }
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

}  // namespace tflc_python
