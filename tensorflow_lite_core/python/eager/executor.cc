#include "tensorflow_lite_core/python/eager/executor.h"

#include <structmember.h>

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/python/eager/attr_encoding.h"
#include "tensorflow_lite_core/python/eager/device_placement.h"
#include "tensorflow_lite_core/python/eager/input_conversion.h"
#include "tensorflow_lite_core/python/eager/op_record.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"

namespace tflc_python {
namespace {

using tensorflow::Status;

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

tensorflow::DeviceBase* Device() {
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
bool EncodeAttrs(const OpRecord& record, PyObject* const* attr_args,
                 const ConvertedInputs& inputs, std::string* key) {
  size_t next_param = 0;
  for (size_t a = 0; a < record.attrs.size(); ++a) {
    const AttrSpec& attr = record.attrs[a];
    if (!attr.inferred) {
      PyObject* value = attr_args[next_param++];
      if (value != Py_None) {
        if (!EncodePyAttr(value, attr.name, attr.type, key)) return false;
      } else if (attr.has_default) {
        key->append(attr.encoded_default);
      } else {
        PyErr_Format(PyExc_TypeError, "Expected %s for argument '%s' not None.",
                     attr.type == "type" ? "DataType" : attr.type.c_str(), attr.name.c_str());
        return false;
      }
      continue;
    }
    if (attr.type == "type") {
      AppendType(inputs.attr_types[a], key);
      continue;
    }
    // A number or type-list attr: from the list input that names it.
    for (size_t i = 0; i < record.inputs.size(); ++i) {
      const InputSpec& input = record.inputs[i];
      if (input.number_attr != static_cast<int>(a) && input.type_list_attr != static_cast<int>(a)) {
        continue;
      }
      const int start = inputs.arg_start[i], end = inputs.arg_start[i + 1];
      if (attr.type == "int") {
        AppendInt(end - start, key);
      } else {
        AppendCount(end - start, key);
        for (int p = start; p < end; ++p) AppendType(inputs.tensors[p].dtype(), key);
      }
      break;
    }
  }
  return true;
}

// `device` null: the CPU device.
Status CreateKernel(const OpRecord& record, const std::string& key, int num_inputs,
                    tensorflow::DeviceBase* device, std::unique_ptr<CachedKernel>* created) {
  const tensorflow::OpDef& op_def = record.op_def;
  tensorflow::NodeDef node;
  node.set_name(op_def.name());
  node.set_op(op_def.name());
  for (int i = 0; i < num_inputs; ++i) node.add_input(tensorflow::strings::StrCat("input", i));
  std::string_view rest(key);
  for (size_t a = 0; a < record.attrs.size(); ++a) {
    const AttrSpec& attr = record.attrs[a];
    tensorflow::AttrValue& value = (*node.mutable_attr())[attr.name];
    if (attr.opaque_default) {
      value = op_def.attr(static_cast<int>(a)).default_value();
      continue;
    }
    TF_RETURN_IF_ERROR(DecodeAttrValue(attr.type, &rest, &value));
  }
  auto kernel = std::make_unique<CachedKernel>();
  tensorflow::KernelRunner::Options options;
  options.device = device != nullptr ? device : Device();
  TF_RETURN_IF_ERROR(tensorflow::KernelRunner::Create(node, options, &kernel->runner));
  tensorflow::NameRangeMap outputs;
  TF_RETURN_IF_ERROR(tensorflow::NameRangesForNode(node, op_def, nullptr, &outputs));
  for (const auto& arg : op_def.output_arg()) kernel->output_ranges.push_back(outputs[arg.name()]);
  *created = std::move(kernel);
  return tensorflow::OkStatus();
}

// The cached kernel for `key`, created on a miss (for `device`, null for the CPU, which `key`
// names); null with the error raised.
CachedKernel* FindKernel(OpRecord* record, const std::string& key, int num_inputs,
                         tensorflow::DeviceBase* device, PyObject* name) {
  if (record->last_kernel != nullptr && record->last_key == key) return record->last_kernel;
  auto found = record->kernels.find(key);
  CachedKernel* kernel = nullptr;
  if (found != record->kernels.end()) {
    kernel = found->second.get();
  } else {
    std::unique_ptr<CachedKernel> created;
    const Status status = CreateKernel(*record, key, num_inputs, device, &created);
    if (!status.ok()) {
      RaiseStatus(status, record->op_def.name(), name);
      return nullptr;
    }
    kernel = created.get();
    record->kernels.emplace(key, std::move(created));
  }
  record->last_key = key;
  record->last_kernel = kernel;
  return kernel;
}

Status RunKernel(CachedKernel* kernel, const std::vector<tensorflow::Tensor>& inputs,
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

PyObject* WrapOutput(tensorflow::Tensor& tensor) {
  if (tensor.dtype() == tensorflow::DT_INVALID) Py_RETURN_NONE;  // an output the kernel left unset
  return WrapTensor(std::move(tensor));
}

// None, one tensor, one list, or a tuple with an item per output arg.
PyObject* BuildResult(const OpRecord& record, const CachedKernel& kernel,
                      std::vector<tensorflow::Tensor>* outputs) {
  const size_t num_args = record.output_is_list.size();
  if (num_args == 0) Py_RETURN_NONE;
  std::vector<PyObject*> items;
  for (size_t arg = 0; arg < num_args; ++arg) {
    const auto [start, end] = kernel.output_ranges[arg];
    PyObject* item = nullptr;
    if (record.output_is_list[arg]) {
      item = PyList_New(end - start);
      for (int i = start; item != nullptr && i < end; ++i) {
        PyObject* tensor = WrapOutput((*outputs)[i]);
        if (tensor == nullptr) Py_CLEAR(item);
        else PyList_SET_ITEM(item, i - start, tensor);
      }
    } else {
      item = WrapOutput((*outputs)[start]);
    }
    if (item == nullptr) {
      for (PyObject* done : items) Py_DECREF(done);
      return nullptr;
    }
    items.push_back(item);
  }
  if (num_args == 1) return items[0];
  PyObject* tuple = PyTuple_New(static_cast<Py_ssize_t>(num_args));
  if (tuple == nullptr) {
    for (PyObject* item : items) Py_DECREF(item);
    return nullptr;
  }
  for (size_t i = 0; i < num_args; ++i) PyTuple_SET_ITEM(tuple, i, items[i]);
  return tuple;
}

// Tells the recording callback (a tape) about the op just run.
bool Record(const OpRecord& record, const ConvertedInputs& inputs, PyObject* result) {
  PyObject* input_tuple = PyTuple_New(static_cast<Py_ssize_t>(inputs.tensors.size()));
  if (input_tuple == nullptr) return false;
  for (size_t i = 0; i < inputs.tensors.size(); ++i) {
    PyObject* tensor = WrapTensor(inputs.tensors[i]);
    if (tensor == nullptr) {
      Py_DECREF(input_tuple);
      return false;
    }
    PyTuple_SET_ITEM(input_tuple, i, tensor);
  }
  PyObject* called = PyObject_CallFunction(Hooks().op_callback, "sOO",
                                           record.op_def.name().c_str(), input_tuple, result);
  Py_DECREF(input_tuple);
  Py_XDECREF(called);
  return called != nullptr;
}

PyObject* CallOp(PyObject* callable, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  OpHandle* self = reinterpret_cast<OpHandle*>(callable);
  const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  if (kwnames != nullptr && PyTuple_GET_SIZE(kwnames) > 0) {
    PyErr_SetString(PyExc_TypeError, "an Op is called with positional arguments only");
    return nullptr;
  }
  if (self->record == nullptr) {
    std::unique_ptr<OpRecord>& record = Records()[*self->op_name];
    if (record == nullptr) {
      const Status status = OpRecord::Build(*self->op_name, &record);
      if (!status.ok()) {
        Records().erase(*self->op_name);
        return RaiseStatus(status, *self->op_name, nargs > 0 ? args[nargs - 1] : Py_None);
      }
    }
    self->record = record.get();
  }
  OpRecord* record = self->record;
  if (nargs != record->num_params() + 1) {
    PyErr_Format(PyExc_TypeError,
                 "%s takes %d arguments (%d inputs, %d attrs, then the name), got %zd",
                 self->op_name->c_str(), record->num_params() + 1,
                 static_cast<int>(record->inputs.size()),
                 static_cast<int>(record->param_attrs.size()), nargs);
    return nullptr;
  }
  PyObject* name = args[nargs - 1];
  ConvertedInputs inputs;
  if (!ConvertInputs(*record, args, name, &inputs)) return nullptr;
  std::string key;
  if (!EncodeAttrs(*record, args + record->inputs.size(), inputs, &key)) return nullptr;
  tensorflow::DeviceBase* device = nullptr;
  const bool placing = PlacementActive();
  if (placing) {
    const Status found = ThreadDevice(&device);
    if (!found.ok()) return RaiseStatus(found, record->op_def.name(), name);
    // After the attrs, which is all CreateKernel decodes.
    if (device != nullptr) key.append(1, '\0').append(device->name());
  }
  CachedKernel* kernel =
      FindKernel(record, key, static_cast<int>(inputs.tensors.size()), device, name);
  if (kernel == nullptr) return nullptr;
  if (placing) {
    const Status placed = PlaceInputs(*kernel->runner, &inputs.tensors);
    if (!placed.ok()) return RaiseStatus(placed, record->op_def.name(), name);
  }
  std::vector<tensorflow::Tensor> outputs;
  const Status status = RunKernel(kernel, inputs.tensors, &outputs);
  if (!status.ok()) return RaiseStatus(status, record->op_def.name(), name);
  PyObject* result = BuildResult(*record, *kernel, &outputs);
  if (result != nullptr && Hooks().op_callback != nullptr && !Record(*record, inputs, result)) {
    Py_CLEAR(result);
  }
  return result;
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

PyObject* RaiseStatus(const Status& status, const std::string& op, PyObject* name) {
  const std::string message =
      tensorflow::strings::StrCat(status.message(), " [Op:", op, "] name: ");
  PyObject* name_text = name == nullptr || name == Py_None ? PyUnicode_FromString("")
                                                           : PyObject_Str(name);
  if (name_text == nullptr) return nullptr;
  PyObject* full = PyUnicode_FromFormat("%s%U", message.c_str(), name_text);
  Py_DECREF(name_text);
  PyObject* op_name = PyUnicode_FromStringAndSize(op.data(), op.size());
  if (full != nullptr && op_name != nullptr) {
    RaiseOpError(static_cast<int>(status.code()), op_name, full);
  }
  Py_XDECREF(full);
  Py_XDECREF(op_name);
  return nullptr;
}

bool SetIntraOpThreads(int threads) {
  if (device != nullptr) return false;
  requested_threads = threads;
  return true;
}

int IntraOpThreads() { return requested_threads; }

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
