#include "tensorflow_lite_core/python/eager/tape.h"

#include <algorithm>
#include <utility>

#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/python/eager/module_functions.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/tape_gradient.h"

namespace tflc_python {
namespace {

struct TapeObject {
  PyObject_HEAD
  Tape tape;
};

// The tapes of one thread, innermost last, how many stop_recording blocks it is inside, and the
// lists that collect the trainable variables the thread reads (custom_gradient's watchers).
struct ThreadTapes {
  std::vector<PyObjectRef> tapes;
  int stopped = 0;
  std::vector<PyObjectRef> variable_watchers;
};

thread_local ThreadTapes thread_tapes;


Tape& TapeOf(PyObject* object) { return reinterpret_cast<TapeObject*>(object)->tape; }

// Appends the outputs of a call's result (None for no outputs, a tensor, a list, or a tuple of
// them; None inside for an output the kernel left unset).
void FlattenResult(PyObject* result, std::vector<PyObject*>* outputs) {
  if (PyTuple_Check(result) || PyList_Check(result)) {
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(result); ++i) {
      PyObject* item = PySequence_Fast_GET_ITEM(result, i);
      if (PyList_Check(item)) {
        FlattenResult(item, outputs);
      } else {
        outputs->push_back(item);
      }
    }
  } else if (result != Py_None) {
    outputs->push_back(result);
  }
}

bool Follows(const Tape& tape, const std::vector<PyObject*>& objects,
             const ConvertedInputs& inputs) {
  for (size_t i = 0; i < objects.size(); ++i) {
    if (objects[i] != nullptr && tape.tensor_ids.count(TensorIdOf(objects[i])) != 0 &&
        IsTrainableType(inputs.tensors[i].dtype())) {
      return true;
    }
  }
  return false;
}

void AddEntry(Tape* tape, std::shared_ptr<const TapeEntry> entry) {
  for (int64_t id : entry->output_ids) {
    if (id != 0) tape->tensor_ids.insert(id);
  }
  tape->entries.push_back(std::move(entry));
}

}  // namespace

bool IsTrainableType(int dtype) {
  switch (dtype) {
    case tensorflow::DT_FLOAT: case tensorflow::DT_DOUBLE: case tensorflow::DT_HALF:
    case tensorflow::DT_BFLOAT16: case tensorflow::DT_COMPLEX64: case tensorflow::DT_COMPLEX128:
      return true;
    default:
      return false;
  }
}

bool TapesRecording() { return !thread_tapes.tapes.empty() && thread_tapes.stopped == 0; }

bool RecordExecutedOp(const tensorflow::eager::OpCallSignature& signature,
                      const std::shared_ptr<tensorflow::eager::CachedKernel>& kernel,
                      PyObject* const* args, const ConvertedInputs& inputs, PyObject* result) {
  const std::vector<PyObject*> objects = InputTensorObjects(signature, args, inputs);
  std::shared_ptr<TapeEntry> entry;
  for (const PyObjectRef& tape_object : thread_tapes.tapes) {
    Tape& tape = TapeOf(tape_object.get());
    if (!Follows(tape, objects, inputs)) continue;
    if (entry == nullptr) {
      entry = std::make_shared<TapeEntry>();
      entry->op_type = signature.op_def().name();
      entry->kernel = kernel;
      entry->inputs.reserve(objects.size());
      entry->input_ids.reserve(objects.size());
      for (size_t i = 0; i < objects.size(); ++i) {
        if (objects[i] != nullptr) {
          entry->inputs.push_back(PyObjectRef::Borrow(objects[i]));
        } else {
          // An input given as a Python value or an array: a tensor now, as gradients read it.
          entry->inputs.emplace_back(WrapTensor(inputs.tensors[i]));
          if (!entry->inputs.back()) return false;
        }
        entry->input_ids.push_back(TensorIdOf(entry->inputs.back().get()));
      }
      std::vector<PyObject*> outputs;
      FlattenResult(result, &outputs);
      for (PyObject* output : outputs) {
        entry->outputs.push_back(PyObjectRef::Borrow(output));
        entry->output_ids.push_back(TensorIdOf(output));
      }
    }
    AddEntry(&tape, entry);
  }
  return true;
}

namespace {

// ---- The _Tape type ----

PyObject* TapeNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  int persistent = 0;
  static const char* keywords[] = {"persistent", nullptr};
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|p", const_cast<char**>(keywords),
                                   &persistent)) {
    return nullptr;
  }
  PyObject* self = type->tp_alloc(type, 0);
  if (self == nullptr) return nullptr;
  new (&TapeOf(self)) Tape();
  TapeOf(self).persistent = persistent != 0;
  return self;
}

void TapeDealloc(PyObject* self) {
  TapeOf(self).~Tape();
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);
}

// push(): this thread's ops record on the tape (innermost) until pop().
PyObject* TapePush(PyObject* self, PyObject*) {
  thread_tapes.tapes.push_back(PyObjectRef::Borrow(self));
  Py_RETURN_NONE;
}

PyObject* TapePop(PyObject* self, PyObject*) {
  auto& tapes = thread_tapes.tapes;
  for (auto it = tapes.end(); it != tapes.begin();) {
    --it;
    if (it->get() == self) {
      // Erase only after the vector holds no moved-from slot: the decref may run Python code.
      PyObjectRef popped = std::move(*it);
      tapes.erase(it);
      Py_RETURN_NONE;
    }
  }
  Py_RETURN_NONE;
}

// watch_id(id): follows the tensor (or variable) with this id.
PyObject* TapeWatchId(PyObject* self, PyObject* id) {
  const long long value = PyLong_AsLongLong(id);
  if (value == -1 && PyErr_Occurred()) return nullptr;
  TapeOf(self).tensor_ids.insert(value);
  Py_RETURN_NONE;
}

// follows(id): whether the tape follows the tensor with this id.
PyObject* TapeFollows(PyObject* self, PyObject* id) {
  const long long value = PyLong_AsLongLong(id);
  if (value == -1 && PyErr_Occurred()) return nullptr;
  return PyBool_FromLong(TapeOf(self).tensor_ids.count(value) != 0);
}

PyObject* TapeReset(PyObject* self, PyObject*) {
  // Move the records out first: dropping them may run Python code that reaches the tape.
  Tape dropped;
  std::swap(dropped.entries, TapeOf(self).entries);
  std::swap(dropped.tensor_ids, TapeOf(self).tensor_ids);
  Py_RETURN_NONE;
}

// gradient(targets, source_ids, output_gradients): tape_gradient.h.
PyObject* TapeGradient(PyObject* self, PyObject* args) {
  PyObject* targets = nullptr;
  PyObject* source_ids = nullptr;
  PyObject* output_gradients = nullptr;
  if (!PyArg_ParseTuple(args, "O!O!O", &PyList_Type, &targets, &PyList_Type, &source_ids,
                        &output_gradients)) {
    return nullptr;
  }
  return ComputeGradient(&TapeOf(self), targets, source_ids, output_gradients);
}

PyObject* TapeNumEntries(PyObject* self, void*) {
  return PyLong_FromSize_t(TapeOf(self).entries.size());
}

PyObject* TapePersistent(PyObject* self, void*) {
  return PyBool_FromLong(TapeOf(self).persistent);
}

PyMethodDef tape_methods[] = {
    {"push", TapePush, METH_NOARGS, "Makes the tape record this thread's ops."},
    {"pop", TapePop, METH_NOARGS, "Stops the tape recording this thread's ops."},
    {"watch_id", TapeWatchId, METH_O, "Follows the tensor or variable with this id."},
    {"follows", TapeFollows, METH_O, "Whether the tape follows the tensor with this id."},
    {"reset", TapeReset, METH_NOARGS, "Drops every record and watched id."},
    {"gradient", TapeGradient, METH_VARARGS,
     "gradient(targets, source_ids, output_gradients): one gradient (or None) per source."},
    {nullptr, nullptr, 0, nullptr},
};

PyGetSetDef tape_getset[] = {
    {"num_entries", TapeNumEntries, nullptr, "How many ops the tape holds.", nullptr},
    {"persistent", TapePersistent, nullptr, "Whether gradient() may be called more than once.",
     nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyType_Slot tape_slots[] = {
    {Py_tp_doc, const_cast<char*>("_Tape(persistent=False): the records of one gradient tape.")},
    {Py_tp_new, reinterpret_cast<void*>(TapeNew)},
    {Py_tp_dealloc, reinterpret_cast<void*>(TapeDealloc)},
    {Py_tp_methods, tape_methods},
    {Py_tp_getset, tape_getset},
    {0, nullptr},
};

PyType_Spec tape_spec = {"tensorflow_lite_core.python._pywrap_tflc._Tape", sizeof(TapeObject), 0,
                         Py_TPFLAGS_DEFAULT, tape_slots};

// ---- Module functions ----

// _record_operation(op_type, outputs, inputs, backward_function, input_ids=None): records an op
// run from Python (a custom gradient, a variable read) on each recording tape following one of
// `input_ids` (default: the inputs' own ids) whose input is a floating or complex tensor.
// backward_function(*output_gradients) returns one gradient per input.
PyObject* RecordOperation(PyObject*, PyObject* args) {
  const char* op_type = nullptr;
  PyObject* outputs = nullptr;
  PyObject* inputs = nullptr;
  PyObject* backward = nullptr;
  PyObject* input_ids = Py_None;
  if (!PyArg_ParseTuple(args, "sOOO|O", &op_type, &outputs, &inputs, &backward, &input_ids)) {
    return nullptr;
  }
  if (!TapesRecording()) Py_RETURN_NONE;
  PyObjectRef output_list(PySequence_Fast(outputs, "outputs must be a sequence"));
  PyObjectRef input_list(PySequence_Fast(inputs, "inputs must be a sequence"));
  if (!output_list || !input_list) return nullptr;
  const Py_ssize_t num_inputs = PySequence_Fast_GET_SIZE(input_list.get());
  std::vector<int64_t> ids(num_inputs, 0);
  if (input_ids != Py_None) {
    PyObjectRef id_list(PySequence_Fast(input_ids, "input_ids must be a sequence"));
    if (!id_list) return nullptr;
    if (PySequence_Fast_GET_SIZE(id_list.get()) != num_inputs) {
      PyErr_SetString(PyExc_ValueError, "input_ids must have one id per input");
      return nullptr;
    }
    for (Py_ssize_t i = 0; i < num_inputs; ++i) {
      ids[i] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(id_list.get(), i));
      if (ids[i] == -1 && PyErr_Occurred()) return nullptr;
    }
  } else {
    for (Py_ssize_t i = 0; i < num_inputs; ++i) {
      ids[i] = TensorIdOf(PySequence_Fast_GET_ITEM(input_list.get(), i));
    }
  }
  // As for executed ops (and TensorFlow's tape), an op is recorded only for a followed input
  // that gradients flow through (a floating or complex dtype). A variable read's input is the
  // value read, whose dtype is the variable's.
  std::vector<bool> trainable(num_inputs);
  for (Py_ssize_t i = 0; i < num_inputs; ++i) {
    PyObject* input = PySequence_Fast_GET_ITEM(input_list.get(), i);
    trainable[i] = ids[i] != 0 && IsTensor(input) && IsTrainableType(TensorOf(input).dtype());
  }
  std::shared_ptr<TapeEntry> entry;
  for (const PyObjectRef& tape_object : thread_tapes.tapes) {
    Tape& tape = TapeOf(tape_object.get());
    bool follows = false;
    for (Py_ssize_t i = 0; i < num_inputs && !follows; ++i) {
      follows = trainable[i] && tape.tensor_ids.count(ids[i]) != 0;
    }
    if (!follows) continue;
    if (entry == nullptr) {
      entry = std::make_shared<TapeEntry>();
      entry->op_type = op_type;
      entry->backward_function = PyObjectRef::Borrow(backward);
      for (Py_ssize_t i = 0; i < num_inputs; ++i) {
        entry->inputs.push_back(PyObjectRef::Borrow(PySequence_Fast_GET_ITEM(input_list.get(), i)));
      }
      entry->input_ids = ids;
      for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(output_list.get()); ++i) {
        PyObject* output = PySequence_Fast_GET_ITEM(output_list.get(), i);
        entry->outputs.push_back(PyObjectRef::Borrow(output));
        entry->output_ids.push_back(TensorIdOf(output));
      }
    }
    AddEntry(&tape, entry);
  }
  Py_RETURN_NONE;
}

// _stop_recording() / _resume_recording(): GradientTape.stop_recording, for every tape of the
// thread (as TensorFlow's).
PyObject* StopRecording(PyObject*, PyObject*) {
  ++thread_tapes.stopped;
  Py_RETURN_NONE;
}

PyObject* ResumeRecording(PyObject*, PyObject*) {
  if (thread_tapes.stopped > 0) --thread_tapes.stopped;
  Py_RETURN_NONE;
}

PyObject* Recording(PyObject*, PyObject*) { return PyBool_FromLong(TapesRecording()); }

// _push_variable_watcher(list) / _pop_variable_watcher(list): until the pop, _variable_accessed
// appends the trainable variables this thread reads to `list` (TensorFlow's VariableWatcher).
PyObject* PushVariableWatcher(PyObject*, PyObject* watcher) {
  if (!PyList_Check(watcher)) {
    PyErr_SetString(PyExc_TypeError, "_push_variable_watcher takes a list");
    return nullptr;
  }
  thread_tapes.variable_watchers.push_back(PyObjectRef::Borrow(watcher));
  Py_RETURN_NONE;
}

PyObject* PopVariableWatcher(PyObject*, PyObject* watcher) {
  auto& watchers = thread_tapes.variable_watchers;
  for (auto it = watchers.end(); it != watchers.begin();) {
    --it;
    if (it->get() == watcher) {
      PyObjectRef popped = std::move(*it);
      watchers.erase(it);
      break;
    }
  }
  Py_RETURN_NONE;
}

// _variable_reads_observed(): whether a variable read must tell anyone (a recording tape or a
// watcher): the one check on a read's path.
PyObject* VariableReadsObserved(PyObject*, PyObject*) {
  return PyBool_FromLong(TapesRecording() || !thread_tapes.variable_watchers.empty());
}

// _variable_accessed(variable): each watcher of the thread that lacks `variable` appends it.
PyObject* VariableAccessed(PyObject*, PyObject* variable) {
  for (const PyObjectRef& watcher : thread_tapes.variable_watchers) {
    PyObject* list = watcher.get();
    bool seen = false;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list) && !seen; ++i) {
      seen = PyList_GET_ITEM(list, i) == variable;
    }
    if (!seen && PyList_Append(list, variable) < 0) return nullptr;
  }
  Py_RETURN_NONE;
}

// _recording_tapes(): the tapes recording on this thread, outermost first (variable reads watch
// on them).
PyObject* RecordingTapes(PyObject*, PyObject*) {
  if (!TapesRecording()) return PyList_New(0);
  PyObject* list = PyList_New(static_cast<Py_ssize_t>(thread_tapes.tapes.size()));
  if (list == nullptr) return nullptr;
  for (size_t i = 0; i < thread_tapes.tapes.size(); ++i) {
    PyObject* tape = thread_tapes.tapes[i].get();
    Py_INCREF(tape);
    PyList_SET_ITEM(list, static_cast<Py_ssize_t>(i), tape);
  }
  return list;
}

PyObject* PyTensorId(PyObject*, PyObject* tensor) {
  if (!IsTensor(tensor)) {
    PyErr_SetString(PyExc_TypeError, "_tensor_id takes a tflc.Tensor");
    return nullptr;
  }
  return PyLong_FromLongLong(reinterpret_cast<PyTensor*>(tensor)->id);
}

PyObject* NewId(PyObject*, PyObject*) { return PyLong_FromLongLong(NewTensorId()); }

PyMethodDef tape_functions[] = {
    {"_record_operation", RecordOperation, METH_VARARGS,
     "_record_operation(op_type, outputs, inputs, backward_function, input_ids=None)"},
    {"_stop_recording", StopRecording, METH_NOARGS, "Stops every tape of the thread recording."},
    {"_resume_recording", ResumeRecording, METH_NOARGS, "Undoes one _stop_recording()."},
    {"_tapes_recording", Recording, METH_NOARGS, "Whether a tape records on this thread."},
    {"_push_variable_watcher", PushVariableWatcher, METH_O,
     "Collects the trainable variables this thread reads into a list."},
    {"_pop_variable_watcher", PopVariableWatcher, METH_O, "Stops collecting into the list."},
    {"_variable_reads_observed", VariableReadsObserved, METH_NOARGS,
     "Whether a tape or a watcher sees this thread's variable reads."},
    {"_variable_accessed", VariableAccessed, METH_O,
     "Hands a trainable variable read to this thread's watchers."},
    {"_recording_tapes", RecordingTapes, METH_NOARGS, "The tapes recording on this thread."},
    {"_tensor_id", PyTensorId, METH_O, "The id tapes know a tensor by."},
    {"_new_id", NewId, METH_NOARGS, "A fresh id, for an object tapes follow (a variable)."},
    {nullptr, nullptr, 0, nullptr},
};

}  // namespace

bool InitTape(PyObject* module) {
  PyObject* type = PyType_FromSpec(&tape_spec);
  if (type == nullptr) return false;

  if (PyModule_AddObject(module, "_Tape", type) < 0) {
    Py_DECREF(type);
    return false;
  }
  if (!AddModuleFunctions(module, tape_functions)) return false;
  return InitTapeGradient(module);
}

}  // namespace tflc_python
