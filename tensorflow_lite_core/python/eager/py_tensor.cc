#include "tensorflow_lite_core/python/eager/py_tensor.h"

#include <structmember.h>

#include <new>
#include <utility>

#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/python/eager/device_placement.h"
#include "tensorflow_lite_core/python/eager/dlpack.h"
#include "tensorflow_lite_core/python/eager/ndarray_conversion.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"
#include "tensorflow_lite_core/python/eager/tensor_indexing.h"

namespace tflc_python {
namespace {

PyTypeObject* tensor_class = nullptr;

// The struct-module format of each element type the buffer protocol exports (data_type_table.h).
const char* BufferFormat(tensorflow::DataType dtype) {
  const tensorflow::DataTypeInfo* info = tensorflow::FindDataTypeInfo(dtype);
  return info == nullptr || info->buffer_format[0] == '\0' ? nullptr : info->buffer_format;
}

PyTensor* AsPyTensor(PyObject* self) { return reinterpret_cast<PyTensor*>(self); }

PyObject* TensorNew(PyTypeObject*, PyObject*, PyObject*) {
  PyErr_SetString(PyExc_TypeError,
                  "tflc.Tensor cannot be created directly; use tflc.constant or "
                  "tflc.convert_to_tensor");
  return nullptr;
}

void TensorDealloc(PyObject* self) {
  PyTensor* tensor = AsPyTensor(self);
  if (tensor->weakrefs != nullptr) PyObject_ClearWeakRefs(self);
  tensor->tensor.~Tensor();
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);  // instances of heap types own a reference to their type
}

// A 0-d array's element as a NumPy scalar (or bytes), as TensorFlow's numpy() gives for scalars.
PyObject* ScalarIfZeroDimensional(PyObject* array, int rank) {
  if (array == nullptr || rank != 0) return array;
  PyObject* empty = PyTuple_New(0);
  PyObject* scalar = empty == nullptr ? nullptr : PyObject_GetItem(array, empty);
  Py_XDECREF(empty);
  Py_DECREF(array);
  return scalar;
}

PyObject* Numpy(PyObject* self, PyObject*) {
  const tensorflow::Tensor& tensor = AsPyTensor(self)->tensor;
  if (DeviceHolding(tensor) == nullptr) {
    return ScalarIfZeroDimensional(TensorToNdarray(self, tensor), tensor.dims());
  }
  // In a device's memory: the array views a host copy, which it keeps alive.
  tensorflow::Tensor host;
  const tensorflow::Status status = ToHost(tensor, &host);
  if (!status.ok()) return RaiseStatus(status);
  PyObject* owner = WrapTensor(std::move(host));
  if (owner == nullptr) return nullptr;
  PyObject* array = TensorToNdarray(owner, AsPyTensor(owner)->tensor);
  Py_DECREF(owner);
  return ScalarIfZeroDimensional(array, tensor.dims());
}

// The device holding the tensor ("/device:GPU:0"), or None for host memory.
PyObject* DeviceName(PyObject* self, PyObject*) {
  const tensorflow::DeviceBase* device = DeviceHolding(AsPyTensor(self)->tensor);
  if (device == nullptr) Py_RETURN_NONE;
  return PyUnicode_FromString(device->name().c_str());
}

PyObject* DataTypeEnum(PyObject* self, PyObject*) {
  return PyLong_FromLong(AsPyTensor(self)->tensor.dtype());
}

PyObject* ShapeTuple(PyObject* self, PyObject*) {
  const tensorflow::TensorShape& shape = AsPyTensor(self)->tensor.shape();
  PyObject* dims = PyTuple_New(shape.dims());
  if (dims == nullptr) return nullptr;
  for (int i = 0; i < shape.dims(); ++i) {
    PyObject* dim = PyLong_FromLongLong(shape.dim_size(i));
    if (dim == nullptr) {
      Py_DECREF(dims);
      return nullptr;
    }
    PyTuple_SET_ITEM(dims, i, dim);
  }
  return dims;
}

PyObject* NumElements(PyObject* self, PyObject*) {
  return PyLong_FromLongLong(AsPyTensor(self)->tensor.NumElements());
}

PyObject* Id(PyObject* self, void*) { return PyLong_FromLongLong(AsPyTensor(self)->id); }

PyObject* Rank(PyObject* self, void*) { return PyLong_FromLong(AsPyTensor(self)->tensor.dims()); }

// Whether two tensors share memory, for tests of the no-copy paths.
PyObject* SharesMemoryWith(PyObject* self, PyObject* other) {
  if (!IsTensor(other)) {
    PyErr_SetString(PyExc_TypeError, "expected a tflc.Tensor");
    return nullptr;
  }
  return PyBool_FromLong(AsPyTensor(self)->tensor.SharesBufferWith(TensorOf(other)));
}

int GetBuffer(PyObject* self, Py_buffer* view, int flags) {
  const tensorflow::Tensor& tensor = AsPyTensor(self)->tensor;
  if ((flags & PyBUF_WRITABLE) == PyBUF_WRITABLE) {
    PyErr_SetString(PyExc_BufferError, "tflc.Tensor is immutable: its buffer is read-only");
    return -1;
  }
  if (DeviceHolding(tensor) != nullptr) {
    PyErr_SetString(PyExc_BufferError, "the tensor is in a device's memory: numpy() copies it to the host");
    return -1;
  }
  const char* format = BufferFormat(tensor.dtype());
  if (format == nullptr) {
    PyErr_Format(PyExc_BufferError, "tensors of type %s do not export a buffer",
                 tensorflow::DataTypeString(tensor.dtype()).c_str());
    return -1;
  }
  const int rank = tensor.dims();
  // shape then strides, freed in ReleaseBuffer.
  Py_ssize_t* dims = static_cast<Py_ssize_t*>(PyMem_Malloc(sizeof(Py_ssize_t) * (2 * rank + 1)));
  if (dims == nullptr) {
    PyErr_NoMemory();
    return -1;
  }
  const Py_ssize_t item_size = tensorflow::DataTypeSize(tensor.dtype());
  Py_ssize_t stride = item_size;
  for (int i = rank - 1; i >= 0; --i) {
    dims[i] = tensor.dim_size(i);
    dims[rank + i] = stride;
    stride *= dims[i];
  }
  view->buf = tensor.data();
  view->obj = self;
  Py_INCREF(self);
  view->len = tensor.NumElements() * item_size;
  view->readonly = 1;
  view->itemsize = item_size;
  view->format = (flags & PyBUF_FORMAT) ? const_cast<char*>(format) : nullptr;
  view->ndim = rank;
  view->shape = (flags & PyBUF_ND) ? dims : nullptr;
  view->strides = (flags & PyBUF_STRIDES) == PyBUF_STRIDES ? dims + rank : nullptr;
  view->suboffsets = nullptr;
  view->internal = dims;
  return 0;
}

void ReleaseBuffer(PyObject*, Py_buffer* view) { PyMem_Free(view->internal); }


PyMethodDef methods[] = {
    {"numpy", Numpy, METH_NOARGS,
     "A read-only NumPy array over the tensor's memory (a new array of bytes for strings); a NumPy "
     "scalar (bytes for strings) for a 0-d tensor, as TensorFlow gives."},
    {"_datatype_enum", DataTypeEnum, METH_NOARGS, "The DataType number."},
    {"_shape_tuple", ShapeTuple, METH_NOARGS, "The dimensions as a tuple of ints."},
    {"_num_elements", NumElements, METH_NOARGS, "The number of elements."},
    {"_device_name", DeviceName, METH_NOARGS, "The device holding the tensor, or None for the host."},
    {"_shares_memory_with", SharesMemoryWith, METH_O, "Whether both use the same buffer."},
    {"__dlpack__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(TensorDlpack)),
     METH_FASTCALL | METH_KEYWORDS,
     "__dlpack__(*, stream=None, max_version=None, dl_device=None, copy=None): a DLPack capsule "
     "over the tensor's memory (read-only), for np.from_dlpack, torch.from_dlpack, ..."},
    {"__dlpack_device__", TensorDlpackDevice, METH_NOARGS,
     "(device type, device id) as DLPack numbers them: (1, 0) for host memory."},
    {nullptr, nullptr, 0, nullptr},
};

PyGetSetDef getset[] = {
    {"ndim", Rank, nullptr, "The rank.", nullptr},
    {"_id", Id, nullptr, "The id gradient tapes know the tensor by.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMemberDef members[] = {
    {"__weaklistoffset__", T_PYSSIZET, offsetof(PyTensor, weakrefs), READONLY, nullptr},
    {nullptr, 0, 0, 0, nullptr},
};

PyType_Slot slots[] = {
    {Py_tp_doc, const_cast<char*>("The eager tensor's C part; tflc.Tensor derives from it.")},
    {Py_tp_new, reinterpret_cast<void*>(TensorNew)},
    {Py_tp_dealloc, reinterpret_cast<void*>(TensorDealloc)},
    {Py_tp_methods, methods},
    {Py_tp_getset, getset},
    {Py_tp_members, members},
    {Py_mp_subscript, reinterpret_cast<void*>(TensorGetItem)},
    {Py_bf_getbuffer, reinterpret_cast<void*>(GetBuffer)},
    {Py_bf_releasebuffer, reinterpret_cast<void*>(ReleaseBuffer)},
    {0, nullptr},
};

PyType_Spec spec = {"tensorflow_lite_core.python._pywrap_tflc._TensorBase", sizeof(PyTensor), 0,
                    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, slots};

}  // namespace

PyTypeObject* TensorBaseType = nullptr;

bool InitTensorType(PyObject* module) {
  PyObject* type = PyType_FromSpec(&spec);
  if (type == nullptr) return false;
  TensorBaseType = reinterpret_cast<PyTypeObject*>(type);
  tensor_class = TensorBaseType;
  Py_INCREF(type);
  if (PyModule_AddObject(module, "_TensorBase", type) < 0) {
    Py_DECREF(type);
    return false;
  }
  return true;
}

bool SetTensorClass(PyObject* cls) {
  if (!PyType_Check(cls) ||
      !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(cls), TensorBaseType)) {
    PyErr_SetString(PyExc_TypeError, "the tensor class must derive from _TensorBase");
    return false;
  }
  Py_INCREF(cls);
  tensor_class = reinterpret_cast<PyTypeObject*>(cls);
  return true;
}

PyObject* WrapTensor(tensorflow::Tensor tensor) {
  PyObject* object = tensor_class->tp_alloc(tensor_class, 0);
  if (object == nullptr) return nullptr;
  PyTensor* wrapped = AsPyTensor(object);
  new (&wrapped->tensor) tensorflow::Tensor(std::move(tensor));
  wrapped->weakrefs = nullptr;
  wrapped->id = NewTensorId();
  return object;
}

int64_t NewTensorId() {
  static int64_t last_id = 0;  // the GIL guards it
  return ++last_id;
}

}  // namespace tflc_python
