#include "tensorflow_lite_core/python/eager/status_errors.h"

#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"

namespace tflc_python {
namespace {

// Sets the error of code `code` for `op` (None for none) with `message`; steals nothing.
PyObject* Raise(int code, PyObject* op, PyObject* message) {
  if (message == nullptr || op == nullptr) return nullptr;  // building them failed: that error
  PyObject* cls = code > 0 && code < tensorflow::error::kNumCodes ? Hooks().error_class[code]
                                                                   : nullptr;
  if (cls == nullptr) {
    PyErr_SetObject(PyExc_RuntimeError, message);
    return nullptr;
  }
  PyObjectRef error(PyObject_CallFunctionObjArgs(cls, Py_None, op, message, nullptr));
  if (error) PyErr_SetObject(cls, error.get());
  return nullptr;
}

// Messages may quote bytes from user input that are not UTF-8.
PyObjectRef Text(std::string_view text) {
  return PyObjectRef(
      PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "replace"));
}

// Debian's Abseil has its own string_view type.
PyObjectRef Text(absl::string_view text) { return Text(std::string_view(text.data(), text.size())); }

}  // namespace

PyObject* RaiseStatus(const tensorflow::Status& status) {
  return Raise(static_cast<int>(status.code()), Py_None, Text(status.message()).get());
}

PyObject* RaiseOpStatus(const tensorflow::Status& status, std::string_view op, PyObject* name) {
  PyObjectRef op_name = Text(op);
  PyObjectRef message = Text(status.message());
  if (!op_name || !message) return nullptr;
  PyObjectRef name_text(name == nullptr || name == Py_None ? PyUnicode_FromString("")
                                                           : PyObject_Str(name));
  if (!name_text) return nullptr;
  PyObjectRef full(
      PyUnicode_FromFormat("%U [Op:%U] name: %U", message.get(), op_name.get(), name_text.get()));
  return Raise(static_cast<int>(status.code()), op_name.get(), full.get());
}

}  // namespace tflc_python
