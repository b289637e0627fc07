#include "tensorflow_lite_core/python/eager/executor.h"

#include <structmember.h>

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/eager/kernel_cache.h"
#include "tensorflow_lite_core/framework/eager/op_call_signature.h"
#include "tensorflow_lite_core/python/eager/attr_encoding.h"
#include "tensorflow_lite_core/python/eager/device_placement.h"
#include "tensorflow_lite_core/python/eager/graph_building.h"
#include "tensorflow_lite_core/python/eager/input_conversion.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"
#include "tensorflow_lite_core/python/eager/tape.h"
#include "tensorflow_lite_core/python/eager/variable_storage.h"

namespace tflc_python {
namespace {

using tensorflow::Status;
using tensorflow::eager::CachedKernel;
using tensorflow::eager::CallAttr;
using tensorflow::eager::CallInput;
using tensorflow::eager::KernelCache;
using tensorflow::eager::OpCallSignature;

// What the executor keeps per op: how it is called, and its kernels.
struct OpRecord {
  explicit OpRecord(std::unique_ptr<OpCallSignature> call) : signature(std::move(call)),
                                                             kernels(signature.get()) {}
  std::unique_ptr<OpCallSignature> signature;
  KernelCache kernels;
};

// Kernels reading at least this many elements run with the GIL released; below it, the cost of
// releasing and taking it back is a large share of the call.
constexpr int64_t kReleaseGilElements = 1 << 14;

struct OpHandle {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  std::string* op_name;
  OpRecord* record;  // built on the first call, shared by every handle of the op
};

// Records by op name; never removed, so handles may keep raw pointers.
std::unordered_map<std::string, std::unique_ptr<OpRecord>>& Records() {
  static auto* records = new std::unordered_map<std::string, std::unique_ptr<OpRecord>>();
  return *records;
}

int requested_threads = 0;
tensorflow::DeviceBase* device = nullptr;
std::unique_ptr<tensorflow::CpuDevice> own_device;

}  // namespace

tensorflow::DeviceBase* EagerCpuDevice() {
  if (device == nullptr) {
    if (requested_threads > 0) {
      own_device = std::make_unique<tensorflow::CpuDevice>(requested_threads);
      device = own_device.get();
    } else {
      device = tensorflow::CpuDevice::Default();
    }
  }
  return device;
}

// The attrs of a call, encoded: inferred ones from the inputs, the others from the arguments.
bool EncodeCallAttrs(const OpCallSignature& signature, PyObject* const* attr_args,
                 const ConvertedInputs& inputs, std::string* key) {
  size_t next_param = 0;
  const auto& attrs = signature.attrs();
  for (size_t a = 0; a < attrs.size(); ++a) {
    const CallAttr& attr = attrs[a];
    if (!attr.inferred()) {
      PyObject* value = attr_args[next_param++];
      // None for a shape attr is an unknown rank (when the attr has no default), as in
      // TensorFlow's wrappers.
      const bool unknown_shape = attr.type.kind == tensorflow::AttrKind::kShape &&
                                 !attr.type.is_list && !attr.has_default;
      if (value == Py_None && !unknown_shape) {
        if (!attr.has_default) {
          const std::string type = signature.op_def().attr(static_cast<int>(a)).type();
          PyErr_Format(PyExc_TypeError, "Expected %s for argument '%s' not None.",
                       type == "type" ? "DataType" : type.c_str(), attr.python_name.c_str());
          return false;
        }
        key->append(attr.encoded_default);
      } else if (!attr.type_known) {
        PyErr_Format(PyExc_TypeError, "attr '%s' has type '%s', which eager calls do not take yet",
                     attr.name.c_str(), signature.op_def().attr(static_cast<int>(a)).type().c_str());
        return false;
      } else if (!EncodePyAttr(value, attr.python_name, attr.type, key)) {
        return false;
      }
      continue;
    }
    if (attr.type.kind == tensorflow::AttrKind::kType && !attr.type.is_list) {
      tensorflow::eager::AppendType(inputs.attr_types[a], key);
      continue;
    }
    // A number or type-list attr: from the list input that first names it.
    const int input = attr.inferred_from;
    const int start = inputs.arg_start[input], end = inputs.arg_start[input + 1];
    if (attr.type.kind == tensorflow::AttrKind::kInt) {
      tensorflow::eager::AppendInt(end - start, key);
    } else {
      tensorflow::eager::AppendCount(end - start, key);
      for (int p = start; p < end; ++p) tensorflow::eager::AppendType(inputs.tensors[p].dtype(), key);
    }
  }
  return true;
}

Status RunCachedKernel(CachedKernel* kernel, const std::vector<tensorflow::Tensor>& inputs,
                       std::vector<tensorflow::Tensor>* outputs) {
  int64_t work = 0;
  for (const auto& input : inputs) work += input.NumElements();
  Status status;
  // Another thread may be inside this kernel with the GIL released: wait for it without the GIL.
  if (work < kReleaseGilElements && kernel->mu.try_lock()) {
    status = kernel->runner->Run(inputs, outputs);
    kernel->mu.unlock();
    return status;
  }
  Py_BEGIN_ALLOW_THREADS
  std::lock_guard<std::mutex> lock(kernel->mu);
  status = kernel->runner->Run(inputs, outputs);
  Py_END_ALLOW_THREADS
  return status;
}

namespace {

PyObject* WrapOutput(tensorflow::Tensor& tensor) {
  if (tensor.dtype() == tensorflow::DT_INVALID) Py_RETURN_NONE;  // an output the kernel left unset
  return WrapTensor(std::move(tensor));
}

// None, one tensor, one list, or a tuple with an item per output arg.
PyObject* BuildResult(const OpCallSignature& signature, const CachedKernel& kernel,
                      std::vector<tensorflow::Tensor>* outputs) {
  const std::vector<bool>& output_is_list = signature.output_is_list();
  const size_t num_args = output_is_list.size();
  if (num_args == 0) Py_RETURN_NONE;
  std::vector<PyObjectRef> items;
  items.reserve(num_args);
  for (size_t arg = 0; arg < num_args; ++arg) {
    const auto [start, end] = kernel.output_ranges[arg];
    PyObjectRef item;
    if (output_is_list[arg]) {
      item.reset(PyList_New(end - start));
      if (!item) return nullptr;
      for (int i = start; i < end; ++i) {
        PyObject* tensor = WrapOutput((*outputs)[i]);
        if (tensor == nullptr) return nullptr;
        PyList_SET_ITEM(item.get(), i - start, tensor);
      }
    } else {
      item.reset(WrapOutput((*outputs)[start]));
      if (!item) return nullptr;
    }
    items.push_back(std::move(item));
  }
  if (num_args == 1) return items[0].release();
  PyObject* tuple = PyTuple_New(static_cast<Py_ssize_t>(num_args));
  if (tuple == nullptr) return nullptr;
  for (size_t i = 0; i < num_args; ++i) PyTuple_SET_ITEM(tuple, i, items[i].release());
  return tuple;
}

// Tells the recording callback (a tape) about the op just run.
bool Record(const OpCallSignature& signature, const ConvertedInputs& inputs, PyObject* result) {
  PyObjectRef input_tuple(PyTuple_New(static_cast<Py_ssize_t>(inputs.tensors.size())));
  if (!input_tuple) return false;
  for (size_t i = 0; i < inputs.tensors.size(); ++i) {
    PyObject* tensor = WrapTensor(inputs.tensors[i]);
    if (tensor == nullptr) return false;
    PyTuple_SET_ITEM(input_tuple.get(), i, tensor);
  }
  PyObjectRef called(PyObject_CallFunction(Hooks().op_callback, "sOO",
                                           signature.op_def().name().c_str(), input_tuple.get(),
                                           result));
  return static_cast<bool>(called);
}

// A call's arguments with its variables replaced, when it has any.
struct VariableArgs {
  std::vector<PyObject*> args;                   // empty: no variable among the inputs
  std::vector<PyObjectRef> held;                 // what `args` points to in their place
  std::vector<std::pair<int, PyObjectRef>> ref_storages;  // ref input -> variable storage
};

bool SubstituteVariables(const OpCallSignature& signature, PyObject* const* args,
                         VariableArgs* variables) {
  const size_t num_inputs = signature.inputs().size();
  for (size_t i = 0; i < num_inputs; ++i) {
    const bool is_ref = signature.inputs()[i].is_ref;
    if (IsSymbolicTensor(args[i])) {
      PyErr_Format(PyExc_TypeError,
                   "An op outside of the function building code is being passed a \"Graph\" "
                   "tensor (%R, input '%s' of '%s'): graph tensors are for their graph only.",
                   args[i], signature.inputs()[i].python_name.c_str(),
                   signature.op_def().name().c_str());
      return false;
    }
    if (!is_ref && !IsVariable(args[i])) continue;
    if (variables->args.empty()) {
      variables->args.assign(args, args + signature.num_params() + 1);
    }
    PyObjectRef replacement(
        is_ref ? RefInputStorage(args[i], signature.inputs()[i].python_name.c_str(),
                                 signature.op_def().name().c_str())
               : ReadVariableForOp(args[i]));
    if (!replacement) return false;
    variables->args[i] = replacement.get();
    if (is_ref) {
      variables->ref_storages.emplace_back(static_cast<int>(i),
                                           PyObjectRef::Borrow(replacement.get()));
    }
    variables->held.push_back(std::move(replacement));
  }
  return true;
}

// The record of the op `self` calls, built on its first call; null with the error raised.
OpRecord* RecordOf(OpHandle* self, PyObject* name) {
  if (self->record != nullptr) return self->record;
  std::unique_ptr<OpRecord>& record = Records()[*self->op_name];
  if (record == nullptr) {
    std::unique_ptr<OpCallSignature> signature;
    const Status status = OpCallSignature::ForRegisteredOp(*self->op_name, &signature);
    if (!status.ok()) {
      Records().erase(*self->op_name);
      return (RaiseOpStatus(status, *self->op_name, name), nullptr);
    }
    record = std::make_unique<OpRecord>(std::move(signature));
  }
  self->record = record.get();
  return self->record;
}

PyObject* CallOp(PyObject* callable, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  OpHandle* self = reinterpret_cast<OpHandle*>(callable);
  const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  if (kwnames != nullptr && PyTuple_GET_SIZE(kwnames) > 0) {
    PyErr_SetString(PyExc_TypeError, "an Op is called with positional arguments only");
    return nullptr;
  }
  OpRecord* record = RecordOf(self, nargs > 0 ? args[nargs - 1] : Py_None);
  if (record == nullptr) return nullptr;
  const OpCallSignature& signature = *record->signature;
  const std::string& op_name = signature.op_def().name();
  if (nargs != signature.num_params() + 1) {
    PyErr_Format(PyExc_TypeError,
                 "%s takes %d arguments (%d inputs, %d attrs, then the name), got %zd",
                 self->op_name->c_str(), signature.num_params() + 1,
                 static_cast<int>(signature.inputs().size()),
                 static_cast<int>(signature.param_attrs().size()), nargs);
    return nullptr;
  }
  PyObject* name = args[nargs - 1];
  if (GraphBuilding()) return AddGraphNode(signature, args, name);
  // Variables: a ref input gets the variable's storage (which its kernel updates in place), any
  // other input the variable's value.
  VariableArgs variables;
  if (!SubstituteVariables(signature, args, &variables)) return nullptr;
  if (!variables.args.empty()) args = variables.args.data();
  ConvertedInputs inputs;
  if (!ConvertInputs(signature, args, name, &inputs)) return nullptr;
  std::string key;
  if (!EncodeCallAttrs(signature, args + signature.inputs().size(), inputs, &key)) return nullptr;
  tensorflow::DeviceBase* device = nullptr;
  const bool placing = PlacementActive();
  if (placing) {
    const Status found = ThreadDevice(&device);
    if (!found.ok()) return RaiseOpStatus(found, op_name, name);
    // After the attrs, which is all a kernel's NodeDef decodes.
    if (device != nullptr) key.append(1, '\0').append(device->name());
  }
  // Shared: a cache clear while the kernel runs (another thread, the GIL released) keeps it alive.
  std::shared_ptr<CachedKernel> kernel;
  const Status created = record->kernels.Find(key, static_cast<int>(inputs.tensors.size()),
                                              device != nullptr ? device : EagerCpuDevice(), &kernel);
  if (!created.ok()) return RaiseOpStatus(created, op_name, name);
  if (placing) {
    const Status placed = PlaceInputs(*kernel->runner, &inputs.tensors);
    if (!placed.ok()) return RaiseOpStatus(placed, op_name, name);
  }
  std::vector<tensorflow::Tensor> outputs;
  const Status status = RunCachedKernel(kernel.get(), inputs.tensors, &outputs);
  for (const auto& [input, storage] : variables.ref_storages) {
    UpdateStorage(storage.get(), inputs.tensors[inputs.arg_start[input]]);
  }
  if (!status.ok()) return RaiseOpStatus(status, op_name, name);
  PyObjectRef result(BuildResult(signature, *kernel, &outputs));
  if (result && Hooks().op_callback != nullptr && !Record(signature, inputs, result.get())) {
    return nullptr;
  }
  if (result && TapesRecording() &&
      !RecordExecutedOp(signature, kernel, args, inputs, result.get())) {
    return nullptr;
  }
  return result.release();
}

PyObject* OpNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  const char* op_name = nullptr;
  static const char* keywords[] = {"op_name", nullptr};
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s", const_cast<char**>(keywords), &op_name)) {
    return nullptr;
  }
  OpHandle* self = reinterpret_cast<OpHandle*>(type->tp_alloc(type, 0));
  if (self == nullptr) return nullptr;
  self->vectorcall = CallOp;
  self->op_name = new std::string(op_name);
  self->record = nullptr;
  return reinterpret_cast<PyObject*>(self);
}

void OpDealloc(PyObject* object) {
  delete reinterpret_cast<OpHandle*>(object)->op_name;
  PyTypeObject* type = Py_TYPE(object);
  type->tp_free(object);
  Py_DECREF(type);
}

PyObject* OpRepr(PyObject* object) {
  return PyUnicode_FromFormat("<Op %s>", reinterpret_cast<OpHandle*>(object)->op_name->c_str());
}

PyObject* OpGetName(PyObject* object, void*) {
  return PyUnicode_FromString(reinterpret_cast<OpHandle*>(object)->op_name->c_str());
}

PyObject* OpGetCachedKernels(PyObject* object, void*) {
  const OpRecord* record = reinterpret_cast<OpHandle*>(object)->record;
  return PyLong_FromSize_t(record == nullptr ? 0 : record->kernels.size());
}

PyGetSetDef op_getset[] = {
    {"op_name", OpGetName, nullptr, "The op's registered name.", nullptr},
    {"cached_kernels", OpGetCachedKernels, nullptr,
     "How many kernels the op has created (one per distinct attrs and input types).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMemberDef op_members[] = {
    {"__vectorcalloffset__", T_PYSSIZET, offsetof(OpHandle, vectorcall), READONLY, nullptr},
    {nullptr, 0, 0, 0, nullptr},
};

PyType_Slot op_slots[] = {
    {Py_tp_doc, const_cast<char*>("Op(op_name): calls run the op's kernel: op(*inputs, *attrs, name).")},
    {Py_tp_new, reinterpret_cast<void*>(OpNew)},
    {Py_tp_dealloc, reinterpret_cast<void*>(OpDealloc)},
    {Py_tp_repr, reinterpret_cast<void*>(OpRepr)},
    {Py_tp_call, reinterpret_cast<void*>(PyVectorcall_Call)},
    {Py_tp_getset, op_getset},
    {Py_tp_members, op_members},
    {0, nullptr},
};

PyType_Spec op_spec = {"tensorflow_lite_core.python._pywrap_tflc.Op", sizeof(OpHandle), 0,
                       Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL, op_slots};

}  // namespace

bool SetIntraOpThreads(int threads) {
  if (device != nullptr) return false;
  requested_threads = threads;
  return true;
}

int IntraOpThreads() { return requested_threads; }

void ClearKernelCaches() {
  for (auto& [name, record] : Records()) record->kernels.Clear();
}

bool InitExecutor(PyObject* module) {
  PyObject* type = PyType_FromSpec(&op_spec);
  if (type == nullptr) return false;
  if (PyModule_AddObject(module, "Op", type) < 0) {
    Py_DECREF(type);
    return false;
  }
  return true;
}

}  // namespace tflc_python
