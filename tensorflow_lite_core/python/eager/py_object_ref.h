// An owned reference to a Python object, released when it goes out of scope (as TensorFlow's
// Safe_PyObjectPtr and PyTorch's THPObjectPtr): early returns need no hand-written unwinding.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_PY_OBJECT_REF_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_PY_OBJECT_REF_H_

#include <Python.h>

namespace tflc_python {

class PyObjectRef {
 public:
  PyObjectRef() = default;
  // Takes over `owned`, a new reference (or null, as a failed Python call returns).
  explicit PyObjectRef(PyObject* owned) : object_(owned) {}
  // A new reference to `borrowed`.
  static PyObjectRef Borrow(PyObject* borrowed) {
    Py_XINCREF(borrowed);
    return PyObjectRef(borrowed);
  }
  ~PyObjectRef() { Py_XDECREF(object_); }

  PyObjectRef(PyObjectRef&& other) noexcept : object_(other.release()) {}
  PyObjectRef& operator=(PyObjectRef&& other) noexcept {
    reset(other.release());
    return *this;
  }
  PyObjectRef(const PyObjectRef&) = delete;
  PyObjectRef& operator=(const PyObjectRef&) = delete;

  PyObject* get() const { return object_; }
  explicit operator bool() const { return object_ != nullptr; }
  // Gives the reference to the caller.
  PyObject* release() {
    PyObject* object = object_;
    object_ = nullptr;
    return object;
  }
  void reset(PyObject* owned = nullptr) {
    PyObject* old = object_;
    object_ = owned;
    Py_XDECREF(old);
  }

 private:
  PyObject* object_ = nullptr;
};

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_PY_OBJECT_REF_H_
