#include "tensorflow_lite_core/python/eager/compiled_graph_object.h"

#include <memory>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/graph/graph_runner.h"
#include "tensorflow_lite_core/platform/threadpool.h"
#include "tensorflow_lite_core/python/eager/executor.h"
#include "tensorflow_lite_core/python/eager/graph_building.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"

namespace tflc_python {
namespace {

using tensorflow::graph::CompiledGraph;
using tensorflow::graph::Endpoint;
using tensorflow::graph::Graph;

struct CompiledObject {
  PyObject_HEAD
  CompiledGraph* compiled;
};

PyTypeObject* compiled_type = nullptr;

// ---- _CompiledGraph ----

void CompiledDealloc(PyObject* self) {
  delete reinterpret_cast<CompiledObject*>(self)->compiled;
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);
}

// run(feed tensors) -> list of fetched tensors
PyObject* CompiledRun(PyObject* self, PyObject* feed_list) {
  PyObjectRef items(PySequence_Fast(feed_list, "run takes a sequence of tensors"));
  if (!items) return nullptr;
  std::vector<tensorflow::Tensor> feeds;
  const Py_ssize_t count = PySequence_Fast_GET_SIZE(items.get());
  feeds.reserve(count);
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* item = PySequence_Fast_GET_ITEM(items.get(), i);
    if (!IsTensor(item) || IsSymbolicTensor(item)) {
      PyErr_Format(PyExc_TypeError, "fed value %zd is not an eager tensor", i);
      return nullptr;
    }
    feeds.push_back(TensorOf(item));
  }
  std::vector<tensorflow::Tensor> fetches;
  tensorflow::Status status;
  CompiledGraph* compiled = reinterpret_cast<CompiledObject*>(self)->compiled;
  Py_BEGIN_ALLOW_THREADS
  status = compiled->Run(feeds, &fetches);
  Py_END_ALLOW_THREADS
  if (!status.ok()) return RaiseStatus(status);
  PyObject* list = PyList_New(static_cast<Py_ssize_t>(fetches.size()));
  if (list == nullptr) return nullptr;
  for (size_t i = 0; i < fetches.size(); ++i) {
    PyObject* tensor = WrapTensor(std::move(fetches[i]));
    if (tensor == nullptr) {
      Py_DECREF(list);
      return nullptr;
    }
    PyList_SET_ITEM(list, static_cast<Py_ssize_t>(i), tensor);
  }
  return list;
}

PyObject* CompiledNumNodes(PyObject* self, PyObject*) {
  return PyLong_FromLong(reinterpret_cast<CompiledObject*>(self)->compiled->num_nodes());
}

PyMethodDef compiled_methods[] = {
    {"run", CompiledRun, METH_O, "Runs with one tensor per feed; returns the fetches."},
    {"num_nodes", CompiledNumNodes, METH_NOARGS, "How many nodes a run computes."},
    {nullptr, nullptr, 0, nullptr},
};

PyType_Slot compiled_slots[] = {
    {Py_tp_doc, const_cast<char*>("A graph compiled for its feeds and fetches.")},
    {Py_tp_dealloc, reinterpret_cast<void*>(CompiledDealloc)},
    {Py_tp_methods, compiled_methods},
    {0, nullptr},
};

PyType_Spec compiled_spec = {"tensorflow_lite_core.python._pywrap_tflc._CompiledGraph",
                             sizeof(CompiledObject), 0, Py_TPFLAGS_DEFAULT, compiled_slots};

std::unique_ptr<tensorflow::thread::ThreadPool>& InterOpPool() {
  static auto* pool = new std::unique_ptr<tensorflow::thread::ThreadPool>();
  return *pool;
}

bool Endpoints(PyObject* list, std::vector<Endpoint>* out) {
  PyObjectRef items(PySequence_Fast(list, "expected a sequence of (node, index)"));
  if (!items) return false;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(items.get()); ++i) {
    int node, index;
    if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(items.get(), i), "ii", &node, &index)) {
      return false;
    }
    out->emplace_back(node, index);
  }
  return true;
}

}  // namespace

PyObject* CompileForPython(const Graph& graph, PyObject* args) {
  PyObject *feed_list, *fetch_list, *target_list;
  int inter_op_threads = 0;
  if (!PyArg_ParseTuple(args, "OOO|i", &feed_list, &fetch_list, &target_list,
                        &inter_op_threads)) {
    return nullptr;
  }
  std::vector<Endpoint> feeds, fetches;
  if (!Endpoints(feed_list, &feeds) || !Endpoints(fetch_list, &fetches)) return nullptr;
  std::vector<int> targets;
  PyObjectRef target_items(PySequence_Fast(target_list, "targets must be a sequence"));
  if (!target_items) return nullptr;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(target_items.get()); ++i) {
    targets.push_back(static_cast<int>(PyLong_AsLong(PySequence_Fast_GET_ITEM(target_items.get(), i))));
    if (PyErr_Occurred()) return nullptr;
  }
  CompiledGraph::Options options;
  options.device = EagerCpuDevice();
  if (inter_op_threads > 1) {
    auto& pool = InterOpPool();
    if (pool == nullptr || pool->NumThreads() != inter_op_threads - 1) {
      // The caller runs one branch itself: a pool of threads - 1 workers.
      pool = std::make_unique<tensorflow::thread::ThreadPool>("tflc_inter_op",
                                                              inter_op_threads - 1);
    }
    options.inter_op = pool.get();
  }
  std::unique_ptr<CompiledGraph> compiled;
  const tensorflow::Status status = CompiledGraph::Compile(graph, feeds, fetches, targets,
                                                           options, &compiled);
  if (!status.ok()) return RaiseStatus(status);
  PyObject* result = compiled_type->tp_alloc(compiled_type, 0);
  if (result == nullptr) return nullptr;
  reinterpret_cast<CompiledObject*>(result)->compiled = compiled.release();
  return result;
}

bool InitCompiledGraphType(PyObject* module) {
  PyObject* type = PyType_FromSpec(&compiled_spec);
  if (type == nullptr) return false;
  compiled_type = reinterpret_cast<PyTypeObject*>(type);
  Py_INCREF(type);
  return PyModule_AddObject(module, "_CompiledGraph", type) == 0;
}

}  // namespace tflc_python
