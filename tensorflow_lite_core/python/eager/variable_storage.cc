#include "tensorflow_lite_core/python/eager/variable_storage.h"

#include "tensorflow_lite_core/framework/tensor_util.h"
#include "tensorflow_lite_core/python/eager/module_functions.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"

namespace tflc_python {
namespace {

PyObject* variable_class = nullptr;

tensorflow::Tensor& StorageTensor(PyObject* storage) {
  return reinterpret_cast<PyTensor*>(storage)->tensor;
}

PyObject* SetVariableClass(PyObject*, PyObject* cls) {
  if (!PyType_Check(cls)) {
    PyErr_SetString(PyExc_TypeError, "_set_variable_class takes a class");
    return nullptr;
  }
  Py_INCREF(cls);
  Py_XSETREF(variable_class, cls);
  Py_RETURN_NONE;
}

// _variable_storage(tensor): a new private tensor object sharing `tensor`'s buffer.
PyObject* NewStorage(PyObject*, PyObject* tensor) {
  if (!IsTensor(tensor)) {
    PyErr_SetString(PyExc_TypeError, "_variable_storage takes a tflc.Tensor");
    return nullptr;
  }
  return WrapTensor(TensorOf(tensor));
}

// _read_variable_storage(storage): a new tensor sharing the storage's buffer.
PyObject* ReadStorage(PyObject*, PyObject* storage) {
  if (!IsTensor(storage)) {
    PyErr_SetString(PyExc_TypeError, "_read_variable_storage takes a variable's storage");
    return nullptr;
  }
  return WrapTensor(TensorOf(storage));
}

// _assign_variable_storage(storage, tensor): the storage now holds `tensor`'s buffer.
PyObject* AssignStorage(PyObject*, PyObject* args) {
  PyObject* storage = nullptr;
  PyObject* tensor = nullptr;
  if (!PyArg_ParseTuple(args, "OO", &storage, &tensor)) return nullptr;
  if (!IsTensor(storage) || !IsTensor(tensor)) {
    PyErr_SetString(PyExc_TypeError, "_assign_variable_storage takes a storage and a tensor");
    return nullptr;
  }
  StorageTensor(storage) = TensorOf(tensor);
  Py_RETURN_NONE;
}

PyMethodDef storage_functions[] = {
    {"_set_variable_class", SetVariableClass, METH_O, "Registers tflc.Variable."},
    {"_variable_storage", NewStorage, METH_O, "A variable's storage for a tensor's value."},
    {"_read_variable_storage", ReadStorage, METH_O, "A tensor sharing the storage's buffer."},
    {"_assign_variable_storage", AssignStorage, METH_VARARGS,
     "Makes the storage hold a tensor's buffer."},
    {nullptr, nullptr, 0, nullptr},
};

}  // namespace

bool IsVariable(PyObject* object) {
  return variable_class != nullptr &&
         PyObject_TypeCheck(object, reinterpret_cast<PyTypeObject*>(variable_class));
}

PyObject* RefInputStorage(PyObject* variable, const char* input, const char* op) {
  if (!IsVariable(variable)) {
    PyErr_Format(PyExc_TypeError, "'%s' Op requires that input '%s' be a mutable tensor "
                 "(a tflc.Variable): requires l-value input, got %.200s", op, input,
                 Py_TYPE(variable)->tp_name);
    return nullptr;
  }
  PyObject* storage = PyObject_GetAttrString(variable, "_storage");
  if (storage == nullptr) return nullptr;
  if (!IsTensor(storage)) {
    Py_DECREF(storage);
    PyErr_SetString(PyExc_TypeError, "a variable's _storage must be a tensor");
    return nullptr;
  }
  tensorflow::Tensor& tensor = StorageTensor(storage);
  // Reads, or the value it was assigned from, may still hold the buffer: copy before writing.
  if (tensor.IsInitialized() && tensor.NumElements() > 0 && !tensor.RefCountIsOne()) {
    tensorflow::Tensor copy = tensorflow::tensor::DeepCopy(tensor);
    if (!copy.IsInitialized()) {
      Py_DECREF(storage);
      return PyErr_NoMemory();
    }
    tensor = std::move(copy);
  }
  return storage;
}

PyObject* ReadVariableForOp(PyObject* variable) {
  return PyObject_CallMethod(variable, "_read_for_op", nullptr);
}

void UpdateStorage(PyObject* storage, const tensorflow::Tensor& tensor) {
  StorageTensor(storage) = tensor;
}

bool InitVariableStorage(PyObject* module) {
  if (!AddModuleFunctions(module, storage_functions)) return false;
  return true;
}

}  // namespace tflc_python
