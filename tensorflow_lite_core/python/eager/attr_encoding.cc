#include "tensorflow_lite_core/python/eager/attr_encoding.h"

#include <cstring>
#include <string>
#include <string_view>

#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/text_format.h"
#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"

namespace tflc_python {
namespace {

using tensorflow::AttrKind;
namespace eager = tensorflow::eager;

bool TypeError(const char* expected, const std::string& name, PyObject* value) {
  if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_TypeError) &&
      !PyErr_ExceptionMatches(PyExc_ValueError) && !PyErr_ExceptionMatches(PyExc_OverflowError)) {
    return false;
  }
  PyErr_Clear();
  PyErr_Format(PyExc_TypeError, "Expected %s for argument '%s' not %R.", expected, name.c_str(),
               value);
  return false;
}

// Keeps the first text-format error instead of logging it.
class TextFormatErrors : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int line, int column, const std::string& message) override {
    if (first.empty()) {
      first = std::to_string(line + 1) + ":" + std::to_string(column + 1) + ": " + message;
    }
  }
  std::string first;
};

// A protobuf message whose type is TensorProto (of this package's protos or TensorFlow's).
bool IsTensorProtoMessage(PyObject* value) {
  PyObjectRef descriptor(PyObject_GetAttrString(value, "DESCRIPTOR"));
  if (!descriptor) {
    PyErr_Clear();
    return false;
  }
  PyObjectRef full_name(PyObject_GetAttrString(descriptor.get(), "full_name"));
  if (!full_name || !PyUnicode_Check(full_name.get())) {
    PyErr_Clear();
    return false;
  }
  const char* text = PyUnicode_AsUTF8(full_name.get());
  if (text == nullptr) {
    PyErr_Clear();
    return false;
  }
  const std::string_view type_name(text);
  return type_name == "tflc.TensorProto" || type_name == "tensorflow.TensorProto";
}

// A tensor attr's value: a tflc.Tensor, a TensorProto (the message, or its text format as
// TensorFlow takes it), or anything the package converts to a tensor (lists, NumPy arrays,
// numbers). The key holds its TensorProto.
bool EncodeTensor(PyObject* value, const std::string& name, std::string* key) {
  tensorflow::TensorProto proto;
  if (IsTensor(value)) {
    TensorOf(value).AsProtoTensorContent(&proto);
  } else if (PyUnicode_Check(value)) {
    const char* text = PyUnicode_AsUTF8(value);
    if (text == nullptr) return false;
    TextFormatErrors errors;
    google::protobuf::TextFormat::Parser parser;
    parser.RecordErrorsTo(&errors);
    if (!parser.ParseFromString(text, &proto)) {
      PyErr_Format(PyExc_ValueError, "%R is not a TensorProto in text format (argument '%s'): %s",
                   value, name.c_str(), errors.first.c_str());
      return false;
    }
  } else if (IsTensorProtoMessage(value)) {
    PyObjectRef bytes(PyObject_CallMethod(value, "SerializeToString", nullptr));
    if (!bytes) return false;
    char* data = nullptr;
    Py_ssize_t size = 0;
    if (PyBytes_AsStringAndSize(bytes.get(), &data, &size) < 0) return false;
    if (!proto.ParseFromArray(data, static_cast<int>(size))) {
      PyErr_Format(PyExc_ValueError, "argument '%s' is not a valid TensorProto", name.c_str());
      return false;
    }
  } else {
    PyObject* args[] = {value, Py_None};
    PyObjectRef converted(PyObject_Vectorcall(Hooks().convert, args, 2, nullptr));
    if (!converted || !IsTensor(converted.get())) {
      if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_TypeError) &&
          !PyErr_ExceptionMatches(PyExc_ValueError)) {
        return false;
      }
      PyErr_Clear();
      PyErr_Format(PyExc_TypeError,
                   "Don't know how to convert %R to a TensorProto for argument '%s'.", value,
                   name.c_str());
      return false;
    }
    TensorOf(converted.get()).AsProtoTensorContent(&proto);
  }
  eager::AppendTensor(proto, key);
  return true;
}

bool IsNumpyBool(PyObject* value) {
  const char* name = Py_TYPE(value)->tp_name;
  return std::strcmp(name, "numpy.bool") == 0 || std::strcmp(name, "numpy.bool_") == 0;
}

bool EncodeInt(PyObject* value, const std::string& name, std::string* key) {
  if (PyUnicode_Check(value) || PyBytes_Check(value) || value == Py_None) {
    return TypeError("int", name, value);
  }
  PyObjectRef as_int(PyLong_Check(value) ? (Py_INCREF(value), value) : PyNumber_Long(value));
  if (!as_int) return TypeError("int", name, value);
  const long long number = PyLong_AsLongLong(as_int.get());
  if (number == -1 && PyErr_Occurred()) return TypeError("int", name, value);
  eager::AppendInt(number, key);
  return true;
}

bool EncodeFloat(PyObject* value, const std::string& name, std::string* key) {
  if (PyUnicode_Check(value) || PyBytes_Check(value) || PyBool_Check(value) ||
      !PyNumber_Check(value)) {
    return TypeError("float", name, value);
  }
  const double number = PyFloat_AsDouble(value);
  if (number == -1.0 && PyErr_Occurred()) return TypeError("float", name, value);
  eager::AppendFloat(static_cast<float>(number), key);
  return true;
}

bool EncodeString(PyObject* value, const std::string& name, std::string* key) {
  if (PyBytes_Check(value)) {
    eager::AppendString(std::string_view(PyBytes_AS_STRING(value), PyBytes_GET_SIZE(value)), key);
    return true;
  }
  if (!PyUnicode_Check(value)) return TypeError("string", name, value);
  Py_ssize_t size = 0;
  const char* text = PyUnicode_AsUTF8AndSize(value, &size);
  if (text == nullptr) return false;
  eager::AppendString(std::string_view(text, size), key);
  return true;
}

bool EncodeType(PyObject* value, const std::string& name, std::string* key) {
  PyObjectRef dtype(PyObject_CallOneArg(Hooks().as_dtype, value));
  if (!dtype) return TypeError("DataType", name, value);
  PyObjectRef number(PyObject_GetAttrString(dtype.get(), "as_datatype_enum"));
  if (!number) return false;
  const long enum_value = PyLong_AsLong(number.get());
  if (enum_value == -1 && PyErr_Occurred()) return false;
  eager::AppendType(static_cast<tensorflow::DataType>(enum_value), key);
  return true;
}

// TensorFlow's eager text for a shape attr whose value `as_shape` refused: the refusal's class,
// its text prefixed with "Error converting <attr> to a TensorShape: ".
bool ShapeConversionError(const std::string& name) {
  if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_ValueError)) {
    return false;
  }
  PyObject* type = nullptr;
  PyObject* error = nullptr;
  PyObject* traceback = nullptr;
  PyErr_Fetch(&type, &error, &traceback);
  PyErr_NormalizeException(&type, &error, &traceback);
  PyErr_Format(type, "Error converting %s to a TensorShape: %S.", name.c_str(), error);
  Py_XDECREF(type);
  Py_XDECREF(error);
  Py_XDECREF(traceback);
  return false;
}

bool EncodeShape(PyObject* value, const std::string& name, std::string* key) {
  PyObjectRef dims(PyObject_CallOneArg(Hooks().shape_dims, value));
  if (!dims) return ShapeConversionError(name);
  if (dims.get() == Py_None) {
    eager::AppendShapeRank(-1, key);
    return true;
  }
  const Py_ssize_t rank = PyTuple_GET_SIZE(dims.get());
  eager::AppendShapeRank(static_cast<int32_t>(rank), key);
  for (Py_ssize_t i = 0; i < rank; ++i) {
    const long long dim = PyLong_AsLongLong(PyTuple_GET_ITEM(dims.get(), i));
    if (dim == -1 && PyErr_Occurred()) return false;
    eager::AppendInt(dim, key);
  }
  return true;
}

// One element of `kind` from Python.
bool EncodeElement(PyObject* value, const std::string& name, AttrKind kind, std::string* key) {
  switch (kind) {
    case AttrKind::kInt: return EncodeInt(value, name, key);
    case AttrKind::kFloat: return EncodeFloat(value, name, key);
    case AttrKind::kBool: {
      if (!PyBool_Check(value) && !IsNumpyBool(value)) return TypeError("bool", name, value);
      const int truth = PyObject_IsTrue(value);
      if (truth < 0) return false;
      eager::AppendBool(truth != 0, key);
      return true;
    }
    case AttrKind::kString: return EncodeString(value, name, key);
    case AttrKind::kType: return EncodeType(value, name, key);
    case AttrKind::kShape: return EncodeShape(value, name, key);
    case AttrKind::kTensor: return EncodeTensor(value, name, key);
    case AttrKind::kFunc: break;
  }
  const std::string kind_name(tensorflow::AttrKindName(kind));
  PyErr_Format(PyExc_TypeError, "attr '%s' has type '%s', which eager calls do not take yet",
               name.c_str(), kind_name.c_str());
  return false;
}

}  // namespace

bool EncodePyAttr(PyObject* value, const std::string& name, tensorflow::AttrType type,
                  std::string* key) {
  if (!type.is_list) return EncodeElement(value, name, type.kind, key);
  if (!PyList_Check(value) && !PyTuple_Check(value)) {
    PyErr_Format(PyExc_TypeError, "Expected list for attr %s, obtained %s instead.", name.c_str(),
                 Py_TYPE(value)->tp_name);
    return false;
  }
  const Py_ssize_t size = PySequence_Fast_GET_SIZE(value);
  eager::AppendCount(static_cast<uint32_t>(size), key);
  PyObject** items = PySequence_Fast_ITEMS(value);
  for (Py_ssize_t i = 0; i < size; ++i) {
    if (!EncodeElement(items[i], name, type.kind, key)) return false;
  }
  return true;
}

}  // namespace tflc_python
