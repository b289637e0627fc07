#include "tensorflow_lite_core/python/eager/tape_gradient.h"

#include <memory>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/module_functions.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/tape_operation.h"

namespace tflc_python {
namespace {

using Gradients = std::unordered_map<int64_t, std::vector<PyObjectRef>>;

// The one gradient of `id` (summing several into one, kept for later readers); a borrowed
// pointer, null when it has none. False with a Python error set.
bool SumOf(Gradients* gradients, int64_t id, PyObject** sum) {
  *sum = nullptr;
  auto found = gradients->find(id);
  if (found == gradients->end() || found->second.empty()) return true;
  std::vector<PyObjectRef>& parts = found->second;
  if (parts.size() > 1) {
    PyObjectRef list(PyList_New(static_cast<Py_ssize_t>(parts.size())));
    if (!list) return false;
    for (size_t i = 0; i < parts.size(); ++i) {
      PyList_SET_ITEM(list.get(), static_cast<Py_ssize_t>(i), parts[i].release());
    }
    PyObjectRef total(PyObject_CallOneArg(Hooks().aggregate_gradients, list.get()));
    parts.clear();
    if (!total) return false;
    parts.push_back(std::move(total));
  }
  *sum = parts[0].get();
  return true;
}

// The entries reachable backwards from the targets: the only ones whose gradients matter.
std::vector<bool> NeededEntries(const std::vector<std::shared_ptr<const TapeEntry>>& entries,
                                const std::vector<int64_t>& target_ids) {
  std::unordered_map<int64_t, size_t> producer;
  for (size_t e = 0; e < entries.size(); ++e) {
    for (int64_t id : entries[e]->output_ids) {
      if (id != 0) producer[id] = e;
    }
  }
  std::vector<bool> needed(entries.size(), false);
  std::vector<int64_t> pending(target_ids);
  std::unordered_set<int64_t> seen(target_ids.begin(), target_ids.end());
  while (!pending.empty()) {
    const int64_t id = pending.back();
    pending.pop_back();
    auto found = producer.find(id);
    if (found == producer.end() || needed[found->second]) continue;
    needed[found->second] = true;
    for (int64_t input : entries[found->second]->input_ids) {
      if (input != 0 && seen.insert(input).second) pending.push_back(input);
    }
  }
  return needed;
}

// The gradient function's result as one gradient (or None) per input, appended to `out`.
bool InputGradients(PyObject* result, const TapeEntry& entry, std::vector<PyObjectRef>* out) {
  const size_t num_inputs = entry.inputs.size();
  if (!PyList_Check(result) && !PyTuple_Check(result)) {
    if (num_inputs == 1) {
      out->push_back(PyObjectRef::Borrow(result));
      return true;
    }
    PyErr_Format(PyExc_ValueError,
                 "The gradient function of op type '%s' returned one gradient; the op has %zu "
                 "inputs and needs a list or tuple with one gradient (or None) per input.",
                 entry.op_type.c_str(), num_inputs);
    return false;
  }
  const Py_ssize_t count = PySequence_Fast_GET_SIZE(result);
  if (static_cast<size_t>(count) != num_inputs) {
    PyErr_Format(PyExc_ValueError,
                 "The gradient function of op type '%s' returned %zd gradients; the op has %zu "
                 "inputs and needs one gradient (or None) per input.",
                 entry.op_type.c_str(), count, num_inputs);
    return false;
  }
  for (Py_ssize_t i = 0; i < count; ++i) {
    out->push_back(PyObjectRef::Borrow(PySequence_Fast_GET_ITEM(result, i)));
  }
  return true;
}

// Calls the gradient of one entry with its output gradients (zeros where none came: TensorFlow
// gives gradient functions a tensor for every output). Empty `grads` and true: no gradient flows.
bool CallGradient(const Tape& tape, const std::shared_ptr<const TapeEntry>& entry,
                  std::vector<PyObject*>& output_grads, std::vector<PyObjectRef>* grads) {
  PyObject* function = entry->backward_function.get();
  if (function == nullptr) {
    PyObject* type = PyUnicode_FromString(entry->op_type.c_str());
    if (type == nullptr) return false;
    function = PyDict_GetItemWithError(Hooks().gradient_registry, type);
    Py_DECREF(type);
    if (function == nullptr) {
      if (!PyErr_Occurred()) {
        PyErr_Format(PyExc_LookupError, "gradient registry has no entry for: %s",
                     entry->op_type.c_str());
      }
      return false;
    }
    if (function == Py_None) return true;  // not differentiable: no input gets a gradient
  }
  std::vector<PyObjectRef> zeros;
  const bool python_entry = entry->backward_function.get() != nullptr;
  std::vector<PyObject*> call_args;
  call_args.reserve(output_grads.size() + 1);
  PyObjectRef operation;
  if (!python_entry) {
    std::vector<int> skip;
    for (size_t i = 0; i < entry->input_ids.size(); ++i) {
      const int64_t id = entry->input_ids[i];
      if (id == 0 || tape.tensor_ids.count(id) == 0) skip.push_back(static_cast<int>(i));
    }
    operation.reset(NewTapeOperation(entry, std::move(skip)));
    if (!operation) return false;
    call_args.push_back(operation.get());
  }
  for (size_t i = 0; i < output_grads.size(); ++i) {
    PyObject* grad = output_grads[i];
    if (grad == nullptr) {
      PyObject* output = entry->outputs[i].get();
      if (output == Py_None) {
        grad = Py_None;
      } else {
        zeros.emplace_back(PyObject_CallOneArg(Hooks().zeros_like, output));
        if (!zeros.back()) return false;
        grad = zeros.back().get();
      }
    }
    call_args.push_back(grad);
  }
  PyObjectRef result(PyObject_Vectorcall(function, call_args.data(), call_args.size(), nullptr));
  if (!result) return false;
  return InputGradients(result.get(), *entry, grads);
}

bool Backward(const Tape& tape, const std::vector<std::shared_ptr<const TapeEntry>>& entries,
              const std::vector<bool>& needed, Gradients* gradients) {
  std::vector<PyObject*> output_grads;
  std::vector<PyObjectRef> input_grads;
  for (size_t e = entries.size(); e-- > 0;) {
    if (!needed[e]) continue;
    const std::shared_ptr<const TapeEntry>& entry = entries[e];
    output_grads.assign(entry->output_ids.size(), nullptr);
    bool any = false;
    for (size_t i = 0; i < entry->output_ids.size(); ++i) {
      if (!SumOf(gradients, entry->output_ids[i], &output_grads[i])) return false;
      any = any || output_grads[i] != nullptr;
    }
    if (!any) continue;
    input_grads.clear();
    if (!CallGradient(tape, entry, output_grads, &input_grads)) return false;
    for (size_t i = 0; i < input_grads.size(); ++i) {
      const int64_t id = entry->input_ids[i];
      if (id == 0 || input_grads[i].get() == Py_None) continue;
      (*gradients)[id].push_back(std::move(input_grads[i]));
    }
  }
  return true;
}

PyObject* SetGradientHooks(PyObject*, PyObject* args) {
  PyObject* registry = nullptr;
  PyObject* zeros_like = nullptr;
  PyObject* ones_like = nullptr;
  PyObject* aggregate = nullptr;
  if (!PyArg_ParseTuple(args, "O!OOO", &PyDict_Type, &registry, &zeros_like, &ones_like,
                        &aggregate)) {
    return nullptr;
  }
  PyObject** slots[] = {&Hooks().gradient_registry, &Hooks().zeros_like, &Hooks().ones_like,
                        &Hooks().aggregate_gradients};
  PyObject* values[] = {registry, zeros_like, ones_like, aggregate};
  for (size_t i = 0; i < 4; ++i) {
    Py_INCREF(values[i]);
    Py_XSETREF(*slots[i], values[i]);
  }
  Py_RETURN_NONE;
}

PyMethodDef gradient_functions[] = {
    {"_set_gradient_hooks", SetGradientHooks, METH_VARARGS,
     "_set_gradient_hooks(registry, zeros_like, ones_like, aggregate)"},
    {nullptr, nullptr, 0, nullptr},
};

}  // namespace

PyObject* ComputeGradient(Tape* tape, PyObject* targets, PyObject* source_ids,
                          PyObject* output_gradients) {
  if (Hooks().gradient_registry == nullptr) {
    PyErr_SetString(PyExc_RuntimeError, "the gradient registry is not set");
    return nullptr;
  }
  const Py_ssize_t num_targets = PyList_GET_SIZE(targets);
  if (output_gradients != Py_None &&
      (!PyList_Check(output_gradients) || PyList_GET_SIZE(output_gradients) != num_targets)) {
    PyErr_SetString(PyExc_ValueError, "output_gradients must have one entry per target");
    return nullptr;
  }
  // The records as they are now: ops the gradient functions run may add to a tape that records.
  const std::vector<std::shared_ptr<const TapeEntry>> entries = tape->entries;
  Gradients gradients;
  std::vector<int64_t> target_ids;
  for (Py_ssize_t t = 0; t < num_targets; ++t) {
    PyObject* target = PyList_GET_ITEM(targets, t);
    const int64_t id = TensorIdOf(target);
    if (id == 0) continue;
    target_ids.push_back(id);
    PyObject* given = output_gradients == Py_None ? Py_None : PyList_GET_ITEM(output_gradients, t);
    PyObjectRef grad = given != Py_None ? PyObjectRef::Borrow(given)
                                        : PyObjectRef(PyObject_CallOneArg(Hooks().ones_like, target));
    if (!grad) return nullptr;
    gradients[id].push_back(std::move(grad));
  }
  if (!Backward(*tape, entries, NeededEntries(entries, target_ids), &gradients)) return nullptr;
  const Py_ssize_t num_sources = PyList_GET_SIZE(source_ids);
  PyObjectRef result(PyList_New(num_sources));
  if (!result) return nullptr;
  for (Py_ssize_t s = 0; s < num_sources; ++s) {
    const long long id = PyLong_AsLongLong(PyList_GET_ITEM(source_ids, s));
    if (id == -1 && PyErr_Occurred()) return nullptr;
    PyObject* sum = nullptr;
    if (!SumOf(&gradients, id, &sum)) return nullptr;
    if (sum == nullptr) sum = Py_None;
    Py_INCREF(sum);
    PyList_SET_ITEM(result.get(), s, sum);
  }
  return result.release();
}

bool InitTapeGradient(PyObject* module) {
  if (!AddModuleFunctions(module, gradient_functions)) return false;
  return InitTapeOperation(module);
}

}  // namespace tflc_python
