#include "tensorflow_lite_core/python/eager/tape_operation.h"

#include <new>
#include <string>
#include <utility>

#include "tensorflow_lite_core/framework/attr_value.pb.h"
#include "tensorflow_lite_core/framework/node_def.pb.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"

namespace tflc_python {
namespace {

using tensorflow::AttrValue;

struct TapeOperationObject {
  PyObject_HEAD
  std::shared_ptr<const TapeEntry> entry;
  std::vector<int> skip_inputs;
  PyObject* inputs;   // built when first read
  PyObject* outputs;
};

TapeOperationObject* AsOperation(PyObject* self) {
  return reinterpret_cast<TapeOperationObject*>(self);
}

PyTypeObject* operation_type = nullptr;

void OperationDealloc(PyObject* self) {
  TapeOperationObject* op = AsOperation(self);
  Py_XDECREF(op->inputs);
  Py_XDECREF(op->outputs);
  op->entry.~shared_ptr();
  op->skip_inputs.~vector();
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);
}

PyObject* ListOf(const std::vector<PyObjectRef>& items) {
  PyObject* list = PyList_New(static_cast<Py_ssize_t>(items.size()));
  if (list == nullptr) return nullptr;
  for (size_t i = 0; i < items.size(); ++i) {
    Py_INCREF(items[i].get());
    PyList_SET_ITEM(list, static_cast<Py_ssize_t>(i), items[i].get());
  }
  return list;
}

PyObject* Inputs(PyObject* self, void*) {
  TapeOperationObject* op = AsOperation(self);
  if (op->inputs == nullptr && (op->inputs = ListOf(op->entry->inputs)) == nullptr) return nullptr;
  Py_INCREF(op->inputs);
  return op->inputs;
}

PyObject* Outputs(PyObject* self, void*) {
  TapeOperationObject* op = AsOperation(self);
  if (op->outputs == nullptr && (op->outputs = ListOf(op->entry->outputs)) == nullptr) {
    return nullptr;
  }
  Py_INCREF(op->outputs);
  return op->outputs;
}

PyObject* Type(PyObject* self, void*) {
  return PyUnicode_FromString(AsOperation(self)->entry->op_type.c_str());
}

PyObject* SkipInputIndices(PyObject* self, void*) {
  const std::vector<int>& skip = AsOperation(self)->skip_inputs;
  PyObject* tuple = PyTuple_New(static_cast<Py_ssize_t>(skip.size()));
  if (tuple == nullptr) return nullptr;
  for (size_t i = 0; i < skip.size(); ++i) {
    PyTuple_SET_ITEM(tuple, static_cast<Py_ssize_t>(i), PyLong_FromLong(skip[i]));
  }
  return tuple;
}

const tensorflow::NodeDef* NodeDefOf(PyObject* self) {
  const auto& kernel = AsOperation(self)->entry->kernel;
  return kernel == nullptr ? nullptr : &kernel->runner->node_def();
}

// A protobuf message of the package's generated module `module` parsed from `bytes`.
PyObject* ParseMessage(const char* module, const char* message, const std::string& bytes) {
  PyObjectRef imported(PyImport_ImportModule(module));
  if (!imported) return nullptr;
  PyObjectRef object(PyObject_CallMethod(imported.get(), message, nullptr));
  if (!object) return nullptr;
  PyObjectRef serialized(
      PyBytes_FromStringAndSize(bytes.data(), static_cast<Py_ssize_t>(bytes.size())));
  if (!serialized) return nullptr;
  PyObjectRef parsed(
      PyObject_CallMethod(object.get(), "ParseFromString", "O", serialized.get()));
  if (!parsed) return nullptr;
  return object.release();
}

PyObject* NodeDef(PyObject* self, void*) {
  const tensorflow::NodeDef* node = NodeDefOf(self);
  if (node == nullptr) Py_RETURN_NONE;
  return ParseMessage("tensorflow_lite_core.framework.node_def_pb2", "NodeDef",
                      node->SerializeAsString());
}

PyObject* DType(int type) { return PyObject_CallFunction(Hooks().as_dtype, "i", type); }

PyObject* Shape(const tensorflow::TensorShapeProto& shape) {
  if (shape.unknown_rank()) Py_RETURN_NONE;
  PyObject* dims = PyList_New(shape.dim_size());
  if (dims == nullptr) return nullptr;
  for (int i = 0; i < shape.dim_size(); ++i) {
    const int64_t size = shape.dim(i).size();
    PyList_SET_ITEM(dims, i, size < 0 ? (Py_INCREF(Py_None), Py_None) : PyLong_FromLongLong(size));
  }
  return dims;
}

// An attr value as TensorFlow's eager gradient functions read it from get_attr.
PyObject* AttrToPython(const AttrValue& value) {
  switch (value.value_case()) {
    case AttrValue::kType: return DType(value.type());
    case AttrValue::kI: return PyLong_FromLongLong(value.i());
    case AttrValue::kF: return PyFloat_FromDouble(value.f());
    case AttrValue::kB: return PyBool_FromLong(value.b());
    case AttrValue::kS:
      return PyBytes_FromStringAndSize(value.s().data(), static_cast<Py_ssize_t>(value.s().size()));
    case AttrValue::kShape: return Shape(value.shape());
    case AttrValue::kTensor:
      return ParseMessage("tensorflow_lite_core.framework.tensor_pb2", "TensorProto",
                          value.tensor().SerializeAsString());
    case AttrValue::kList: break;
    default: Py_RETURN_NONE;
  }
  const AttrValue::ListValue& list = value.list();
  PyObjectRef items(PyList_New(0));
  if (!items) return nullptr;
  auto append = [&](PyObject* item) {
    if (item == nullptr) return false;
    const int appended = PyList_Append(items.get(), item);
    Py_DECREF(item);
    return appended == 0;
  };
  for (int v : list.type()) if (!append(DType(v))) return nullptr;
  for (int64_t v : list.i()) if (!append(PyLong_FromLongLong(v))) return nullptr;
  for (float v : list.f()) if (!append(PyFloat_FromDouble(v))) return nullptr;
  for (bool v : list.b()) if (!append(PyBool_FromLong(v))) return nullptr;
  for (const std::string& v : list.s()) {
    if (!append(PyBytes_FromStringAndSize(v.data(), static_cast<Py_ssize_t>(v.size())))) {
      return nullptr;
    }
  }
  for (const auto& v : list.shape()) if (!append(Shape(v))) return nullptr;
  return items.release();
}

PyObject* GetAttr(PyObject* self, PyObject* name) {
  if (!PyUnicode_Check(name)) {
    PyErr_SetString(PyExc_TypeError, "get_attr takes an attr name (str)");
    return nullptr;
  }
  const char* attr_name = PyUnicode_AsUTF8(name);
  if (attr_name == nullptr) return nullptr;
  const tensorflow::NodeDef* node = NodeDefOf(self);
  if (node != nullptr) {
    const auto found = node->attr().find(attr_name);
    if (found != node->attr().end()) return AttrToPython(found->second);
  }
  PyErr_Format(PyExc_ValueError, "Operation '%s' has no attr named '%s'.",
               AsOperation(self)->entry->op_type.c_str(), attr_name);
  return nullptr;
}

PyObject* Repr(PyObject* self) {
  return PyUnicode_FromFormat("<tflc.Operation '%s' recorded on a tape>",
                              AsOperation(self)->entry->op_type.c_str());
}

PyGetSetDef operation_getset[] = {
    {"type", Type, nullptr, "The op's registered name.", nullptr},
    {"name", Type, nullptr, "The op's name (its type: eager ops have no node name).", nullptr},
    {"inputs", Inputs, nullptr, "The op's input tensors.", nullptr},
    {"outputs", Outputs, nullptr, "The op's output tensors.", nullptr},
    {"node_def", NodeDef, nullptr, "The op's NodeDef (None for an op recorded from Python).",
     nullptr},
    {"skip_input_indices", SkipInputIndices, nullptr,
     "The indices of the inputs whose gradient no one needs.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef operation_methods[] = {
    {"get_attr", GetAttr, METH_O, "The value of the op's attr `name`."},
    {nullptr, nullptr, 0, nullptr},
};

PyType_Slot operation_slots[] = {
    {Py_tp_doc, const_cast<char*>("An op recorded on a gradient tape, as its gradient function sees it.")},
    {Py_tp_dealloc, reinterpret_cast<void*>(OperationDealloc)},
    {Py_tp_repr, reinterpret_cast<void*>(Repr)},
    {Py_tp_getset, operation_getset},
    {Py_tp_methods, operation_methods},
    {0, nullptr},
};

PyType_Spec operation_spec = {"tensorflow_lite_core.python._pywrap_tflc._TapeOperation",
                              sizeof(TapeOperationObject), 0, Py_TPFLAGS_DEFAULT,
                              operation_slots};

}  // namespace

PyObject* NewTapeOperation(std::shared_ptr<const TapeEntry> entry, std::vector<int> skip_inputs) {
  PyObject* self = operation_type->tp_alloc(operation_type, 0);
  if (self == nullptr) return nullptr;
  TapeOperationObject* op = AsOperation(self);
  new (&op->entry) std::shared_ptr<const TapeEntry>(std::move(entry));
  new (&op->skip_inputs) std::vector<int>(std::move(skip_inputs));
  op->inputs = nullptr;
  op->outputs = nullptr;
  return self;
}

bool InitTapeOperation(PyObject* module) {
  PyObject* type = PyType_FromSpec(&operation_spec);
  if (type == nullptr) return false;
  operation_type = reinterpret_cast<PyTypeObject*>(type);
  Py_INCREF(type);
  if (PyModule_AddObject(module, "_TapeOperation", type) < 0) {
    Py_DECREF(type);
    return false;
  }
  return true;
}

}  // namespace tflc_python
