#include "tensorflow_lite_core/python/eager/reduction.h"

#include <structmember.h>

#include <cstring>
#include <utility>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/graph_building.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"

namespace tflc_python {
namespace {

constexpr const char* kParameters[] = {"input_tensor", "axis", "keepdims", "name"};
constexpr int kNumParameters = 4;
// Ranks whose all-axes tensors are kept (tensors have at most 254 dimensions; common ranks are
// small).
constexpr int kCachedRanks = 16;

struct ReductionObject {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  PyObject* op;        // the Op callable: op(input, axis, keep_dims, name)
  PyObject* fallback;  // fallback(input_tensor, axis, keepdims, name)
  PyObject* name;
  PyObject* doc;
};

// A new reference to the int32 tensor [0, 1, ..., rank - 1], made once per rank.
PyObject* AllAxes(int rank) {
  static PyObject* cached[kCachedRanks] = {};
  if (rank < kCachedRanks && cached[rank] != nullptr) return Py_NewRef(cached[rank]);
  tensorflow::Tensor axes(tensorflow::DT_INT32, tensorflow::TensorShape({rank}));
  if (!axes.IsInitialized()) {
    return RaiseStatus(tensorflow::errors::ResourceExhausted(
        "OOM when allocating tensor with shape[", rank, "] and type int32 for the axes"));
  }
  for (int i = 0; i < rank; ++i) axes.flat<tensorflow::int32>()(i) = i;
  PyObject* tensor = WrapTensor(std::move(axes));
  if (tensor != nullptr && rank < kCachedRanks) cached[rank] = Py_NewRef(tensor);
  return tensor;
}

// The four parameters from positional and keyword arguments, as Python binds them; false with
// TypeError set.
bool BindArguments(const ReductionObject& self, PyObject* const* args, Py_ssize_t nargs,
                   PyObject* kwnames, PyObject* bound[kNumParameters]) {
  if (nargs > kNumParameters) {
    PyErr_Format(PyExc_TypeError, "%U() takes from 1 to 4 positional arguments but %zd were given",
                 self.name, nargs);
    return false;
  }
  for (Py_ssize_t i = 0; i < nargs; ++i) bound[i] = args[i];
  const Py_ssize_t nkeywords = kwnames == nullptr ? 0 : PyTuple_GET_SIZE(kwnames);
  for (Py_ssize_t k = 0; k < nkeywords; ++k) {
    const char* keyword = PyUnicode_AsUTF8(PyTuple_GET_ITEM(kwnames, k));
    if (keyword == nullptr) return false;
    int index = -1;
    for (int p = 0; p < kNumParameters; ++p) {
      if (std::strcmp(keyword, kParameters[p]) == 0) index = p;
    }
    if (index < 0) {
      PyErr_Format(PyExc_TypeError, "%U() got an unexpected keyword argument '%s'", self.name,
                   keyword);
      return false;
    }
    if (bound[index] != nullptr) {
      PyErr_Format(PyExc_TypeError, "%U() got multiple values for argument '%s'", self.name,
                   keyword);
      return false;
    }
    bound[index] = args[nargs + k];
  }
  if (bound[0] == nullptr) {
    PyErr_Format(PyExc_TypeError,
                 "%U() missing 1 required positional argument: 'input_tensor'", self.name);
    return false;
  }
  return true;
}

PyObject* CallReduction(PyObject* callable, PyObject* const* args, size_t nargsf,
                        PyObject* kwnames) {
  const ReductionObject& self = *reinterpret_cast<ReductionObject*>(callable);
  PyObject* bound[kNumParameters] = {};
  if (!BindArguments(self, args, PyVectorcall_NARGS(nargsf), kwnames, bound)) return nullptr;
  PyObject* input = bound[0];
  PyObject* axis = bound[1] != nullptr ? bound[1] : Py_None;
  PyObject* keepdims = bound[2] != nullptr ? bound[2] : Py_False;
  PyObject* name = bound[3] != nullptr ? bound[3] : Py_None;
  PyObjectRef all_axes;
  if (axis == Py_None) {
    // A graph tensor's rank is its static shape's (the fallback reads it), not its value's.
    if (!IsTensor(input) || IsSymbolicTensor(input)) {
      PyObject* fallback_args[] = {input, axis, keepdims, name};
      return PyObject_Vectorcall(self.fallback, fallback_args, kNumParameters, nullptr);
    }
    all_axes.reset(AllAxes(TensorOf(input).dims()));
    if (!all_axes) return nullptr;
    axis = all_axes.get();
  }
  const int keep = PyObject_IsTrue(keepdims);
  if (keep < 0) return nullptr;
  PyObject* op_args[] = {input, axis, keep ? Py_True : Py_False, name};
  return PyObject_Vectorcall(self.op, op_args, kNumParameters, nullptr);
}

PyObject* ReductionNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  PyObject *op, *fallback, *name, *doc;
  static const char* keywords[] = {"op", "fallback", "name", "doc", nullptr};
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOUU", const_cast<char**>(keywords), &op,
                                   &fallback, &name, &doc)) {
    return nullptr;
  }
  if (!PyCallable_Check(op) || !PyCallable_Check(fallback)) {
    PyErr_SetString(PyExc_TypeError, "Reduction needs a callable op and fallback");
    return nullptr;
  }
  auto* self = reinterpret_cast<ReductionObject*>(type->tp_alloc(type, 0));
  if (self == nullptr) return nullptr;
  self->vectorcall = CallReduction;
  self->op = Py_NewRef(op);
  self->fallback = Py_NewRef(fallback);
  self->name = Py_NewRef(name);
  self->doc = Py_NewRef(doc);
  return reinterpret_cast<PyObject*>(self);
}

int ReductionTraverse(PyObject* object, visitproc visit, void* arg) {
  auto* self = reinterpret_cast<ReductionObject*>(object);
  Py_VISIT(self->op);
  Py_VISIT(self->fallback);
  Py_VISIT(Py_TYPE(object));
  return 0;
}

int ReductionClear(PyObject* object) {
  auto* self = reinterpret_cast<ReductionObject*>(object);
  Py_CLEAR(self->op);
  Py_CLEAR(self->fallback);
  Py_CLEAR(self->name);
  Py_CLEAR(self->doc);
  return 0;
}

void ReductionDealloc(PyObject* object) {
  PyObject_GC_UnTrack(object);
  ReductionClear(object);
  PyTypeObject* type = Py_TYPE(object);
  type->tp_free(object);
  Py_DECREF(type);
}

PyObject* ReductionRepr(PyObject* object) {
  return PyUnicode_FromFormat("<function %U>", reinterpret_cast<ReductionObject*>(object)->name);
}

PyMemberDef reduction_members[] = {
    {"__vectorcalloffset__", T_PYSSIZET, offsetof(ReductionObject, vectorcall), READONLY,
     nullptr},
    {"__name__", T_OBJECT, offsetof(ReductionObject, name), READONLY, nullptr},
    {"__qualname__", T_OBJECT, offsetof(ReductionObject, name), READONLY, nullptr},
    {"__doc__", T_OBJECT, offsetof(ReductionObject, doc), READONLY, nullptr},
    {"__wrapped__", T_OBJECT, offsetof(ReductionObject, fallback), READONLY, nullptr},
    {nullptr, 0, 0, 0, nullptr},
};

PyType_Slot reduction_slots[] = {
    {Py_tp_new, reinterpret_cast<void*>(ReductionNew)},
    {Py_tp_dealloc, reinterpret_cast<void*>(ReductionDealloc)},
    {Py_tp_traverse, reinterpret_cast<void*>(ReductionTraverse)},
    {Py_tp_clear, reinterpret_cast<void*>(ReductionClear)},
    {Py_tp_repr, reinterpret_cast<void*>(ReductionRepr)},
    {Py_tp_call, reinterpret_cast<void*>(PyVectorcall_Call)},
    {Py_tp_members, reduction_members},
    {0, nullptr},
};

PyType_Spec reduction_spec = {
    "tensorflow_lite_core.python._pywrap_tflc.Reduction", sizeof(ReductionObject), 0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL | Py_TPFLAGS_HAVE_GC, reduction_slots};

}  // namespace

bool InitReduction(PyObject* module) {
  PyObject* type = PyType_FromSpec(&reduction_spec);
  if (type == nullptr) return false;
  if (PyModule_AddObject(module, "Reduction", type) < 0) {
    Py_DECREF(type);
    return false;
  }
  return true;
}

}  // namespace tflc_python
