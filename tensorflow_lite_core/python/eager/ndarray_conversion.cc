#include "tensorflow_lite_core/python/eager/ndarray_conversion.h"

#define NPY_NO_DEPRECATED_API NPY_2_0_API_VERSION
#include <numpy/arrayobject.h>

#include <array>
#include <cstring>
#include <string>

#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"

namespace tflc_python {
namespace {

using tensorflow::DataType;

// DataType numbers fit a byte (the kernel cache key stores them so).
constexpr int kDataTypeSlots = 256;

// Descriptors the package registered for types NumPy lacks, by DataType.
PyObject* registered_dtypes[kDataTypeSlots] = {};

// NumPy's type number of `dtype`'s elements, from its kind and size (data_type_table.h); -1 where
// NumPy has no built-in type. Quantized types are their integers.
int NumpyTypeNumber(DataType dtype) {
  const tensorflow::DataTypeInfo* info = tensorflow::FindDataTypeInfo(dtype);
  if (info == nullptr) return -1;
  using Kind = tensorflow::DataTypeKind;
  const bool quantized = info->kind == Kind::kSignedQuantized ||
                         info->kind == Kind::kUnsignedQuantized;
  if (info->buffer_format[0] == '\0' && !quantized) return -1;  // ml_dtypes' types, strings
  switch (info->kind) {
    case Kind::kFloating:
      return info->size == 2 ? NPY_FLOAT16 : info->size == 4 ? NPY_FLOAT32 : NPY_FLOAT64;
    case Kind::kComplex: return info->size == 8 ? NPY_COMPLEX64 : NPY_COMPLEX128;
    case Kind::kSignedInteger:
    case Kind::kSignedQuantized:
      return info->size == 1 ? NPY_INT8 : info->size == 2 ? NPY_INT16
                                        : info->size == 4 ? NPY_INT32 : NPY_INT64;
    case Kind::kUnsignedInteger:
    case Kind::kUnsignedQuantized:
      return info->size == 1 ? NPY_UINT8 : info->size == 2 ? NPY_UINT16
                                         : info->size == 4 ? NPY_UINT32 : NPY_UINT64;
    case Kind::kBool: return NPY_BOOL;
    case Kind::kOther: return -1;
  }
  return -1;
}

// The table's type of `kind` and `size` (bytes) that Python can name (so not a quantized type, nor
// bfloat16 beside float16); DT_INVALID for none. A table built once: ndarray inputs ask per call.
DataType BuiltinTypeOf(tensorflow::DataTypeKind kind, int size) {
  constexpr int kKinds = static_cast<int>(tensorflow::DataTypeKind::kOther) + 1;
  constexpr int kSizes = 17;  // element sizes 0 to 16 bytes
  static const auto* by_kind_and_size = [] {
    auto* table = new std::array<std::array<DataType, kSizes>, kKinds>();
    for (auto& row : *table) row.fill(tensorflow::DT_INVALID);
    for (const tensorflow::DataTypeInfo& info : tensorflow::kDataTypeInfos) {
      if (info.buffer_format[0] == '\0') continue;
      (*table)[static_cast<int>(info.kind)][info.size] = info.type;
    }
    return table;
  }();
  if (size < 0 || size >= kSizes) return tensorflow::DT_INVALID;
  return (*by_kind_and_size)[static_cast<int>(kind)][size];
}

// The kind NumPy gives a built-in descriptor ('f', 'c', 'i', 'u', 'b') as a DataTypeKind.
bool KindOfNumpyKind(char numpy_kind, tensorflow::DataTypeKind* kind) {
  using Kind = tensorflow::DataTypeKind;
  switch (numpy_kind) {
    case 'f': *kind = Kind::kFloating; return true;
    case 'c': *kind = Kind::kComplex; return true;
    case 'i': *kind = Kind::kSignedInteger; return true;
    case 'u': *kind = Kind::kUnsignedInteger; return true;
    case 'b': *kind = Kind::kBool; return true;
    default: return false;
  }
}

// Has the package register the ml_dtypes types, once; false with an error set on failure.
bool RegisterPackageTypes() {
  static bool registered = false;
  PyObject* hook = Hooks().register_numpy_types;
  if (registered || hook == nullptr) return true;
  registered = true;
  return static_cast<bool>(PyObjectRef(PyObject_CallNoArgs(hook)));
}

// A new reference to the descriptor of `dtype`'s elements, or null with an error set.
PyArray_Descr* DescrOf(DataType dtype) {
  const int number = NumpyTypeNumber(dtype);
  if (number >= 0) return PyArray_DescrFromType(number);
  if (!RegisterPackageTypes()) return nullptr;
  if (dtype > 0 && dtype < kDataTypeSlots && registered_dtypes[dtype] != nullptr) {
    Py_INCREF(registered_dtypes[dtype]);
    return reinterpret_cast<PyArray_Descr*>(registered_dtypes[dtype]);
  }
  PyErr_Format(PyExc_TypeError, "tensors of type %s have no NumPy equivalent",
               tensorflow::DataTypeString(dtype).c_str());
  return nullptr;
}

// The memory of an ndarray lent to a tensor: the tensor holds a reference to the array.
class NdarrayBuffer : public tensorflow::TensorBuffer {
 public:
  explicit NdarrayBuffer(PyArrayObject* array)
      : TensorBuffer(PyArray_DATA(array)), array_(array), size_(PyArray_NBYTES(array)) {
    Py_INCREF(array_);
  }
  ~NdarrayBuffer() override {
    // The last tensor may die on a thread that does not hold the GIL (a kernel's worker).
    if (!Py_IsInitialized()) return;
    PyGILState_STATE state = PyGILState_Ensure();
    Py_DECREF(array_);
    PyGILState_Release(state);
  }
  size_t size() const override { return size_; }
  TensorBuffer* root_buffer() override { return this; }
  // The array's owner may still write to it, so kernels must never reuse it for outputs.
  bool OwnsMemory() const override { return false; }

 private:
  PyArrayObject* const array_;
  const size_t size_;
};

tensorflow::TensorShape ShapeOf(PyArrayObject* array) {
  tensorflow::TensorShape shape;
  const int rank = PyArray_NDIM(array);
  const npy_intp* dims = PyArray_DIMS(array);
  for (int i = 0; i < rank; ++i) shape.AddDim(dims[i]);
  return shape;
}

}  // namespace

bool InitNdarrayConversion() {
  if (_import_array() < 0) return false;
  return true;
}

bool RegisterNumpyDtype(DataType dtype, PyObject* numpy_dtype) {
  PyArray_Descr* descr = nullptr;
  if (!PyArray_DescrConverter(numpy_dtype, &descr)) return false;
  if (dtype <= 0 || dtype >= kDataTypeSlots) {
    Py_DECREF(descr);
    PyErr_SetString(PyExc_ValueError, "not a DataType");
    return false;
  }
  Py_XDECREF(registered_dtypes[dtype]);
  registered_dtypes[dtype] = reinterpret_cast<PyObject*>(descr);
  return true;
}

bool IsNdarray(PyObject* object) { return PyArray_Check(object); }

namespace {

DataType DataTypeOfDescr(PyArray_Descr* descr) {
  tensorflow::DataTypeKind kind;
  if (!PyTypeNum_ISUSERDEF(descr->type_num) && KindOfNumpyKind(descr->kind, &kind)) {
    return BuiltinTypeOf(kind, static_cast<int>(PyDataType_ELSIZE(descr)));
  }
  if (descr->type_num >= NPY_USERDEF && !RegisterPackageTypes()) {
    PyErr_Clear();  // an unusable type is reported by the caller as DT_INVALID
  }
  // Quantized types share NumPy's integer descriptors, so only the non-quantized ones match here.
  for (int dtype = 1; dtype < kDataTypeSlots; ++dtype) {
    PyObject* registered = registered_dtypes[dtype];
    if (registered != nullptr &&
        PyArray_EquivTypes(descr, reinterpret_cast<PyArray_Descr*>(registered))) {
      return static_cast<DataType>(dtype);
    }
  }
  return tensorflow::DT_INVALID;
}

}  // namespace

DataType DataTypeOfNdarray(PyObject* object) {
  return DataTypeOfDescr(PyArray_DESCR(reinterpret_cast<PyArrayObject*>(object)));
}

bool IsNumpyScalar(PyObject* object) { return PyArray_IsScalar(object, Generic); }

DataType DataTypeOfNumpyValue(PyObject* object) {
  if (IsNdarray(object)) return DataTypeOfNdarray(object);
  PyArray_Descr* descr = PyArray_DescrFromScalar(object);
  if (descr == nullptr) {
    PyErr_Clear();
    return tensorflow::DT_INVALID;
  }
  const DataType dtype = DataTypeOfDescr(descr);
  Py_DECREF(descr);
  return dtype;
}

bool NdarrayToTensor(PyObject* object, tensorflow::Tensor* tensor, DataType as_type) {
  PyArrayObject* array = reinterpret_cast<PyArrayObject*>(object);
  DataType dtype = DataTypeOfNdarray(object);
  if (dtype == tensorflow::DT_INVALID || !tensorflow::DataTypeCanUseMemcpy(dtype)) {
    PyErr_Format(PyExc_TypeError, "NumPy arrays of dtype %R cannot become tensors directly",
                 reinterpret_cast<PyObject*>(PyArray_DESCR(array)));
    return false;
  }
  if (as_type != tensorflow::DT_INVALID && as_type != dtype) {
    if (!tensorflow::DataTypeCanUseMemcpy(as_type) ||
        tensorflow::DataTypeSize(as_type) != tensorflow::DataTypeSize(dtype)) {
      PyErr_Format(PyExc_TypeError, "NumPy arrays of dtype %R cannot be viewed as %s tensors",
                   reinterpret_cast<PyObject*>(PyArray_DESCR(array)),
                   tensorflow::DataTypeString(as_type).c_str());
      return false;
    }
    dtype = as_type;
  }
  const tensorflow::TensorShape shape = ShapeOf(array);
  const bool aligned =
      EIGEN_MAX_ALIGN_BYTES == 0 ||
      reinterpret_cast<uintptr_t>(PyArray_DATA(array)) % EIGEN_MAX_ALIGN_BYTES == 0;
  if (PyArray_IS_C_CONTIGUOUS(array) && aligned && PyArray_ISNOTSWAPPED(array)) {
    NdarrayBuffer* buffer = new NdarrayBuffer(array);
    *tensor = tensorflow::Tensor(dtype, shape, buffer);
    buffer->Unref();
    return true;
  }
  tensorflow::Tensor copy(dtype, shape);
  if (!copy.IsInitialized()) {
    PyErr_NoMemory();
    return false;
  }
  // A contiguous, native-order copy of the array written straight into the tensor's memory.
  npy_intp* dims = PyArray_DIMS(array);
  // DescrNewByteorder returns a new descriptor, which NewFromDescr steals.
  PyObjectRef view(PyArray_NewFromDescr(
      &PyArray_Type, PyArray_DescrNewByteorder(PyArray_DESCR(array), NPY_NATIVE),
      PyArray_NDIM(array), dims, nullptr, copy.data(), NPY_ARRAY_CARRAY, nullptr));
  if (!view) return false;
  if (PyArray_CopyInto(reinterpret_cast<PyArrayObject*>(view.get()), array) < 0) return false;
  *tensor = std::move(copy);
  return true;
}

bool BytesNdarrayToTensor(PyObject* object, tensorflow::Tensor* tensor) {
  PyArrayObject* array = reinterpret_cast<PyArrayObject*>(object);
  const tensorflow::TensorShape shape = ShapeOf(array);
  tensorflow::Tensor result(tensorflow::DT_STRING, shape);
  if (!result.IsInitialized()) {
    PyErr_NoMemory();
    return false;
  }
  auto flat = result.flat<tensorflow::tstring>();
  PyObjectRef iterator(PyArray_IterNew(object));
  if (!iterator) return false;
  for (int64_t i = 0; i < flat.size(); ++i) {
    PyObjectRef item(
        PyArray_GETITEM(array, static_cast<char*>(PyArray_ITER_DATA(iterator.get()))));
    if (!item) return false;
    char* data = nullptr;
    Py_ssize_t length = 0;
    if (PyBytes_AsStringAndSize(item.get(), &data, &length) < 0) return false;
    flat(i).assign(data, length);
    PyArray_ITER_NEXT(iterator.get());
  }
  *tensor = std::move(result);
  return true;
}

PyObject* TensorToNdarray(PyObject* owner, const tensorflow::Tensor& tensor) {
  const tensorflow::TensorShape& shape = tensor.shape();
  npy_intp dims[tensorflow::TensorShape::MaxDimensions()];
  for (int i = 0; i < shape.dims(); ++i) dims[i] = shape.dim_size(i);
  if (tensor.dtype() == tensorflow::DT_STRING) {
    PyObjectRef array(PyArray_SimpleNew(shape.dims(), dims, NPY_OBJECT));
    if (!array) return nullptr;
    auto flat = tensor.flat<tensorflow::tstring>();
    PyObject** items =
        static_cast<PyObject**>(PyArray_DATA(reinterpret_cast<PyArrayObject*>(array.get())));
    for (int64_t i = 0; i < flat.size(); ++i) {
      PyObject* item = PyBytes_FromStringAndSize(flat(i).data(), flat(i).size());
      if (item == nullptr) return nullptr;
      Py_XSETREF(items[i], item);
    }
    return array.release();
  }
  PyArray_Descr* descr = DescrOf(tensor.dtype());
  if (descr == nullptr) return nullptr;
  // NewFromDescr steals `descr`.
  PyObjectRef array(PyArray_NewFromDescr(&PyArray_Type, descr, shape.dims(), dims, nullptr,
                                         tensor.data(), NPY_ARRAY_C_CONTIGUOUS, nullptr));
  if (!array) return nullptr;
  // SetBaseObject steals the reference to the owner, also when it fails.
  if (PyArray_SetBaseObject(reinterpret_cast<PyArrayObject*>(array.get()), Py_NewRef(owner)) < 0) {
    return nullptr;
  }
  return array.release();
}

}  // namespace tflc_python
