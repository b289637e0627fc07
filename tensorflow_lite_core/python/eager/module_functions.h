// Adds a table of C functions to a module, for the files that give _pywrap_tflc plain functions
// beside their types.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_MODULE_FUNCTIONS_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_MODULE_FUNCTIONS_H_

#include <Python.h>

namespace tflc_python {

// Adds each function of `functions` (ended by an entry with a null name); false with a Python
// error set on failure.
inline bool AddModuleFunctions(PyObject* module, PyMethodDef* functions) {
  for (PyMethodDef* def = functions; def->ml_name != nullptr; ++def) {
    PyObject* function = PyCFunction_New(def, nullptr);
    if (function == nullptr || PyModule_AddObject(module, def->ml_name, function) < 0) {
      Py_XDECREF(function);
      return false;
    }
  }
  return true;
}

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_MODULE_FUNCTIONS_H_
