#include "tensorflow_lite_core/python/eager/graph_building.h"

#include <climits>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/eager/kernel_cache.h"
#include "tensorflow_lite_core/framework/graph/graph.h"
#include "tensorflow_lite_core/framework/graph/graph_runner.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/platform/threadpool.h"
#include "tensorflow_lite_core/python/eager/compiled_graph_object.h"
#include "tensorflow_lite_core/python/eager/executor.h"
#include "tensorflow_lite_core/python/eager/input_conversion.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/module_functions.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"
#include "tensorflow_lite_core/python/eager/variable_storage.h"

namespace tflc_python {
namespace {

using tensorflow::graph::Endpoint;
using tensorflow::graph::Graph;

struct GraphObject {
  PyObject_HEAD
  Graph* graph;
  std::string* name_scope;  // "outer/inner/" or ""
};

PyTypeObject* graph_type = nullptr;
PyObject* symbolic_class = nullptr;

// The thread's default graphs, innermost last.
thread_local std::vector<PyObjectRef> graph_stack;

GraphObject* AsGraph(PyObject* object) { return reinterpret_cast<GraphObject*>(object); }

PyObject* RaiseGraphStatus(const tensorflow::Status& status) {
  // Construction errors are ValueErrors in TensorFlow's graph mode; a missing op is one too.
  if (status.code() == absl::StatusCode::kInvalidArgument ||
      status.code() == absl::StatusCode::kNotFound) {
    PyErr_SetString(PyExc_ValueError, std::string(status.message()).c_str());
    return nullptr;
  }
  return RaiseStatus(status);
}

// A new symbolic tensor for output `index` of node `node` of `graph`.
PyObject* MakeSymbolic(PyObject* graph, int node, int index) {
  if (symbolic_class == nullptr) {
    PyErr_SetString(PyExc_RuntimeError, "the symbolic tensor class is not set");
    return nullptr;
  }
  const tensorflow::DataType dtype =
      tensorflow::BaseType(AsGraph(graph)->graph->node(node).output_types[index]);
  PyTypeObject* cls = reinterpret_cast<PyTypeObject*>(symbolic_class);
  PyObjectRef symbolic(cls->tp_alloc(cls, 0));
  if (!symbolic) return nullptr;
  PyTensor* base = reinterpret_cast<PyTensor*>(symbolic.get());
  // The placeholder value gives the tensor its dtype where eager rules read one (input
  // conversion); it has no elements and is never computed on.
  new (&base->tensor) tensorflow::Tensor(dtype, tensorflow::TensorShape({0}));
  base->weakrefs = nullptr;
  base->id = NewTensorId();
  PyObjectRef node_number(PyLong_FromLong(node)), index_number(PyLong_FromLong(index));
  if (!node_number || !index_number ||
      PyObject_SetAttrString(symbolic.get(), "_graph_handle", graph) < 0 ||
      PyObject_SetAttrString(symbolic.get(), "_node", node_number.get()) < 0 ||
      PyObject_SetAttrString(symbolic.get(), "_index", index_number.get()) < 0) {
    return nullptr;
  }
  return symbolic.release();
}

// (graph, node, index) of a symbolic tensor; false with an error set.
bool SymbolicEndpoint(PyObject* tensor, PyObject** graph, Endpoint* endpoint) {
  PyObjectRef owner(PyObject_GetAttrString(tensor, "_graph_handle"));
  PyObjectRef node(PyObject_GetAttrString(tensor, "_node"));
  PyObjectRef index(PyObject_GetAttrString(tensor, "_index"));
  if (!owner || !node || !index) return false;
  *graph = owner.get();
  endpoint->first = static_cast<int>(PyLong_AsLong(node.get()));
  endpoint->second = static_cast<int>(PyLong_AsLong(index.get()));
  return !PyErr_Occurred();
}

bool AddConst(GraphObject* graph, const tensorflow::Tensor& value, const std::string& base,
              int* id) {
  tensorflow::NodeDef def;
  def.set_op("Const");
  def.set_name(graph->graph->UniqueName(*graph->name_scope + base));
  tensorflow::AddNodeAttr("dtype", value.dtype(), &def);
  tensorflow::AddNodeAttr("value", value, &def);
  const tensorflow::Status status = graph->graph->AddNode(def, {}, {}, id);
  if (!status.ok()) return (RaiseGraphStatus(status), false);
  return true;
}

// The structure of an op call's result for node `id`: None, one tensor, one list, or a tuple.
PyObject* SymbolicResult(PyObject* graph, const tensorflow::eager::OpCallSignature& signature,
                         int id) {
  const tensorflow::NodeDef& def = AsGraph(graph)->graph->node(id).def;
  tensorflow::NameRangeMap outputs;
  const tensorflow::Status status =
      tensorflow::NameRangesForNode(def, signature.op_def(), nullptr, &outputs);
  if (!status.ok()) return RaiseStatus(status);
  const auto& output_args = signature.op_def().output_arg();
  if (output_args.empty()) Py_RETURN_NONE;
  std::vector<PyObjectRef> items;
  for (int a = 0; a < output_args.size(); ++a) {
    const auto [start, end] = outputs[output_args[a].name()];
    if (signature.output_is_list()[a]) {
      PyObjectRef list(PyList_New(end - start));
      if (!list) return nullptr;
      for (int i = start; i < end; ++i) {
        PyObject* tensor = MakeSymbolic(graph, id, i);
        if (tensor == nullptr) return nullptr;
        PyList_SET_ITEM(list.get(), i - start, tensor);
      }
      items.push_back(std::move(list));
    } else {
      items.emplace_back(MakeSymbolic(graph, id, start));
      if (!items.back()) return nullptr;
    }
  }
  if (items.size() == 1) return items[0].release();
  PyObject* tuple = PyTuple_New(static_cast<Py_ssize_t>(items.size()));
  if (tuple == nullptr) return nullptr;
  for (size_t i = 0; i < items.size(); ++i) PyTuple_SET_ITEM(tuple, i, items[i].release());
  return tuple;
}

}  // namespace

bool GraphBuilding() { return !graph_stack.empty(); }

bool IsSymbolicTensor(PyObject* object) {
  return symbolic_class != nullptr &&
         PyObject_TypeCheck(object, reinterpret_cast<PyTypeObject*>(symbolic_class));
}

// Whether `value` is a list or tuple holding a symbolic tensor at any depth.
bool HoldsSymbolicTensor(PyObject* value) {
  if (!PyList_Check(value) && !PyTuple_Check(value)) return IsSymbolicTensor(value);
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(value); ++i) {
    if (HoldsSymbolicTensor(PySequence_Fast_ITEMS(value)[i])) return true;
  }
  return false;
}

PyObject* AddGraphNode(const tensorflow::eager::OpCallSignature& signature, PyObject* const* args,
                       PyObject* name) {
  PyObject* graph_object = graph_stack.back().get();
  GraphObject* graph = AsGraph(graph_object);
  const size_t num_inputs = signature.inputs().size();
  const std::string& op = signature.op_def().name();
  std::vector<PyObject*> call_args(args, args + signature.num_params() + 1);
  std::vector<PyObjectRef> held;
  for (size_t i = 0; i < num_inputs; ++i) {
    if (signature.inputs()[i].is_ref) {
      PyErr_Format(PyExc_TypeError, "'%s' Op's ref input '%s' is not supported in a graph",
                   op.c_str(), signature.inputs()[i].python_name.c_str());
      return nullptr;
    }
    if (IsVariable(args[i])) {
      held.emplace_back(ReadVariableForOp(args[i]));
      if (!held.back()) return nullptr;
      call_args[i] = held.back().get();
    } else if (!signature.inputs()[i].is_list() && !IsTensor(args[i]) &&
               HoldsSymbolicTensor(args[i])) {
      // A nested list of graph tensors and values is one tensor: a Pack node (the graph's
      // Python side builds it), as TensorFlow packs such lists in graph mode.
      held.emplace_back(PyObject_CallMethod(graph_object, "_pack_nested", "O", args[i]));
      if (!held.back()) return nullptr;
      call_args[i] = held.back().get();
    }
  }
  ConvertedInputs inputs;
  if (!ConvertInputs(signature, call_args.data(), name, &inputs)) return nullptr;
  std::string key;
  if (!EncodeCallAttrs(signature, call_args.data() + num_inputs, inputs, &key)) return nullptr;
  tensorflow::NodeDef def;
  tensorflow::Status status = tensorflow::eager::NodeDefForKey(
      signature, key, static_cast<int>(inputs.tensors.size()), &def);
  if (!status.ok()) return RaiseOpStatus(status, op, name);
  std::vector<Endpoint> endpoints;
  const std::vector<PyObject*> objects = InputTensorObjects(signature, call_args.data(), inputs);
  for (size_t i = 0; i < objects.size(); ++i) {
    if (objects[i] != nullptr && IsSymbolicTensor(objects[i])) {
      PyObject* owner = nullptr;
      Endpoint endpoint;
      if (!SymbolicEndpoint(objects[i], &owner, &endpoint)) return nullptr;
      if (owner != graph_object) {
        PyErr_Format(PyExc_ValueError, "Tensor %R must be from the same graph as the op '%s' "
                     "being added (it belongs to another graph).", objects[i], op.c_str());
        return nullptr;
      }
      endpoints.push_back(endpoint);
      continue;
    }
    // An eager tensor or a converted value: a constant of the graph.
    int id;
    if (!AddConst(graph, inputs.tensors[i], "Const", &id)) return nullptr;
    endpoints.emplace_back(id, 0);
  }
  std::string base = op;
  if (name != Py_None) {
    if (!PyUnicode_Check(name)) {
      PyErr_Format(PyExc_TypeError, "name must be a string, got %R", name);
      return nullptr;
    }
    base = PyUnicode_AsUTF8(name);
  }
  def.set_name(graph->graph->UniqueName(*graph->name_scope + base));
  int id;
  status = graph->graph->AddNode(def, endpoints, {}, &id);
  if (!status.ok()) return RaiseGraphStatus(status);
  return SymbolicResult(graph_object, signature, id);
}

namespace {

// ---- _Graph ----

PyObject* GraphNew(PyTypeObject* type, PyObject*, PyObject*) {
  PyObject* self = type->tp_alloc(type, 0);
  if (self == nullptr) return nullptr;
  AsGraph(self)->graph = new Graph();
  AsGraph(self)->name_scope = new std::string();
  return self;
}

void GraphDealloc(PyObject* self) {
  delete AsGraph(self)->graph;
  delete AsGraph(self)->name_scope;
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);
}

PyObject* GraphPush(PyObject* self, PyObject*) {
  graph_stack.push_back(PyObjectRef::Borrow(self));
  Py_RETURN_NONE;
}

PyObject* GraphPop(PyObject* self, PyObject*) {
  for (auto it = graph_stack.end(); it != graph_stack.begin();) {
    --it;
    if (it->get() == self) {
      PyObjectRef popped = std::move(*it);
      graph_stack.erase(it);
      break;
    }
  }
  Py_RETURN_NONE;
}

PyObject* GraphSetNameScope(PyObject* self, PyObject* scope) {
  const char* text = PyUnicode_AsUTF8(scope);
  if (text == nullptr) return nullptr;
  *AsGraph(self)->name_scope = text;
  Py_RETURN_NONE;
}

bool ValidNode(PyObject* self, int id) {
  if (id >= 0 && id < AsGraph(self)->graph->num_nodes()) return true;
  PyErr_Format(PyExc_IndexError, "no node %d in the graph", id);
  return false;
}

PyObject* GraphNumNodes(PyObject* self, PyObject*) {
  return PyLong_FromLong(AsGraph(self)->graph->num_nodes());
}

// node_info(id) -> (name, op, output dtype enums, [(node, index)] inputs, control input ids)
PyObject* GraphNodeInfo(PyObject* self, PyObject* arg) {
  const int id = static_cast<int>(PyLong_AsLong(arg));
  if (PyErr_Occurred() || !ValidNode(self, id)) return nullptr;
  const tensorflow::graph::Node& node = AsGraph(self)->graph->node(id);
  PyObjectRef types(PyList_New(0)), inputs(PyList_New(0)), controls(PyList_New(0));
  if (!types || !inputs || !controls) return nullptr;
  for (const auto type : node.output_types) {
    PyObjectRef item(PyLong_FromLong(tensorflow::BaseType(type)));
    if (!item || PyList_Append(types.get(), item.get()) < 0) return nullptr;
  }
  for (const Endpoint& input : node.inputs) {
    PyObjectRef item(Py_BuildValue("(ii)", input.first, input.second));
    if (!item || PyList_Append(inputs.get(), item.get()) < 0) return nullptr;
  }
  for (const int control : node.control_inputs) {
    PyObjectRef item(PyLong_FromLong(control));
    if (!item || PyList_Append(controls.get(), item.get()) < 0) return nullptr;
  }
  return Py_BuildValue("(ssOOO)", node.def.name().c_str(), node.def.op().c_str(), types.get(),
                       inputs.get(), controls.get());
}

// output_shape(id, index) -> None (unknown rank) or a tuple with -1 for unknown dimensions
PyObject* GraphOutputShape(PyObject* self, PyObject* args) {
  int id, index;
  if (!PyArg_ParseTuple(args, "ii", &id, &index) || !ValidNode(self, id)) return nullptr;
  const tensorflow::graph::Node& node = AsGraph(self)->graph->node(id);
  if (index < 0 || index >= static_cast<int>(node.output_shapes.size())) {
    PyErr_Format(PyExc_IndexError, "node %d has no output %d", id, index);
    return nullptr;
  }
  const tensorflow::PartialTensorShape& shape = node.output_shapes[index];
  if (shape.unknown_rank()) Py_RETURN_NONE;
  PyObject* dims = PyTuple_New(shape.dims());
  if (dims == nullptr) return nullptr;
  for (int d = 0; d < shape.dims(); ++d) {
    PyTuple_SET_ITEM(dims, d, PyLong_FromLongLong(shape.dim_size(d)));
  }
  return dims;
}

PyObject* GraphNodeDef(PyObject* self, PyObject* arg) {
  const int id = static_cast<int>(PyLong_AsLong(arg));
  if (PyErr_Occurred() || !ValidNode(self, id)) return nullptr;
  const std::string bytes = AsGraph(self)->graph->node(id).def.SerializeAsString();
  return PyBytes_FromStringAndSize(bytes.data(), static_cast<Py_ssize_t>(bytes.size()));
}

PyObject* GraphFind(PyObject* self, PyObject* arg) {
  const char* name = PyUnicode_AsUTF8(arg);
  if (name == nullptr) return nullptr;
  return PyLong_FromLong(AsGraph(self)->graph->FindNode(name));
}

PyObject* GraphConsumers(PyObject* self, PyObject* arg) {
  const int id = static_cast<int>(PyLong_AsLong(arg));
  if (PyErr_Occurred() || !ValidNode(self, id)) return nullptr;
  PyObjectRef list(PyList_New(0));
  if (!list) return nullptr;
  for (const int consumer : AsGraph(self)->graph->consumers(id)) {
    PyObjectRef item(PyLong_FromLong(consumer));
    if (!item || PyList_Append(list.get(), item.get()) < 0) return nullptr;
  }
  return list.release();
}

PyObject* GraphConstant(PyObject* self, PyObject* arg) {
  const int id = static_cast<int>(PyLong_AsLong(arg));
  if (PyErr_Occurred() || !ValidNode(self, id)) return nullptr;
  const auto& constant = AsGraph(self)->graph->node(id).constant;
  if (constant == nullptr) Py_RETURN_NONE;
  return WrapTensor(*constant);
}

PyObject* GraphSymbolic(PyObject* self, PyObject* args) {
  int id, index;
  if (!PyArg_ParseTuple(args, "ii", &id, &index) || !ValidNode(self, id)) return nullptr;
  if (index < 0 || index >= static_cast<int>(AsGraph(self)->graph->node(id).output_types.size())) {
    PyErr_Format(PyExc_IndexError, "node %d has no output %d", id, index);
    return nullptr;
  }
  return MakeSymbolic(self, id, index);
}

// add_const(eager tensor, name) -> node id
PyObject* GraphAddConst(PyObject* self, PyObject* args) {
  PyObject* tensor;
  const char* name;
  if (!PyArg_ParseTuple(args, "Os", &tensor, &name)) return nullptr;
  if (!IsTensor(tensor) || IsSymbolicTensor(tensor)) {
    PyErr_SetString(PyExc_TypeError, "add_const takes an eager tensor");
    return nullptr;
  }
  int id;
  if (!AddConst(AsGraph(self), TensorOf(tensor), name, &id)) return nullptr;
  return PyLong_FromLong(id);
}

// add_node(serialized NodeDef with op, name and attrs, [(node, index)] inputs, [control ids])
PyObject* GraphAddNode(PyObject* self, PyObject* args) {
  const char* bytes;
  Py_ssize_t size;
  PyObject* input_list;
  PyObject* control_list;
  if (!PyArg_ParseTuple(args, "y#OO", &bytes, &size, &input_list, &control_list)) return nullptr;
  tensorflow::NodeDef def;
  if (!def.ParseFromArray(bytes, static_cast<int>(size))) {
    PyErr_SetString(PyExc_ValueError, "not a serialized NodeDef");
    return nullptr;
  }
  std::vector<Endpoint> inputs;
  std::vector<int> controls;
  PyObjectRef in(PySequence_Fast(input_list, "inputs must be a sequence"));
  PyObjectRef ctl(PySequence_Fast(control_list, "control inputs must be a sequence"));
  if (!in || !ctl) return nullptr;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(in.get()); ++i) {
    int node, index;
    if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(in.get(), i), "ii", &node, &index)) {
      return nullptr;
    }
    inputs.emplace_back(node, index);
  }
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(ctl.get()); ++i) {
    controls.push_back(static_cast<int>(PyLong_AsLong(PySequence_Fast_GET_ITEM(ctl.get(), i))));
    if (PyErr_Occurred()) return nullptr;
  }
  int id;
  const tensorflow::Status status = AsGraph(self)->graph->AddNode(def, inputs, controls, &id);
  if (!status.ok()) return RaiseGraphStatus(status);
  return PyLong_FromLong(id);
}

PyObject* GraphUniqueName(PyObject* self, PyObject* arg) {
  const char* base = PyUnicode_AsUTF8(arg);
  if (base == nullptr) return nullptr;
  return PyUnicode_FromString(AsGraph(self)->graph->UniqueName(base).c_str());
}

PyObject* GraphToGraphDef(PyObject* self, PyObject*) {
  tensorflow::GraphDef def;
  AsGraph(self)->graph->ToGraphDef(&def);
  const std::string bytes = def.SerializeAsString();
  return PyBytes_FromStringAndSize(bytes.data(), static_cast<Py_ssize_t>(bytes.size()));
}

// import_graph_def(bytes): adds the GraphDef's nodes; returns the number of nodes before.
PyObject* GraphImport(PyObject* self, PyObject* arg) {
  char* bytes;
  Py_ssize_t size;
  if (PyBytes_AsStringAndSize(arg, &bytes, &size) < 0) return nullptr;
  tensorflow::GraphDef def;
  if (!def.ParseFromArray(bytes, static_cast<int>(size))) {
    PyErr_SetString(PyExc_ValueError, "not a serialized GraphDef");
    return nullptr;
  }
  const int before = AsGraph(self)->graph->num_nodes();
  const tensorflow::Status status = AsGraph(self)->graph->AddGraphDef(def);
  if (!status.ok()) return RaiseGraphStatus(status);
  return PyLong_FromLong(before);
}

// import_graph_def_with_options(bytes, prefix, uniquify, [(key, node, index)] input map,
// [tensor names], [node names]) -> ([(node, index)] returned tensors, [node] returned nodes).
// All or nothing; an unknown op raises NotFoundError (as TensorFlow's importer), other refusals
// ValueError.
PyObject* GraphImportWithOptions(PyObject* self, PyObject* args) {
  PyObject* serialized;
  const char* prefix;
  int uniquify;
  PyObject *map_list, *tensor_list, *node_list;
  char* bytes;
  Py_ssize_t size;
  if (!PyArg_ParseTuple(args, "SspOOO", &serialized, &prefix, &uniquify, &map_list, &tensor_list,
                        &node_list) ||
      PyBytes_AsStringAndSize(serialized, &bytes, &size) < 0) {
    return nullptr;
  }
  tensorflow::GraphDef def;
  if (size > INT_MAX || !def.ParseFromArray(bytes, static_cast<int>(size))) {
    PyErr_SetString(PyExc_ValueError, "not a serialized GraphDef");
    return nullptr;
  }
  tensorflow::graph::ImportGraphDefOptions options;
  options.prefix = prefix;
  options.uniquify_names = uniquify != 0;
  PyObjectRef map_items(PySequence_Fast(map_list, "input_map must be a sequence"));
  PyObjectRef tensor_items(PySequence_Fast(tensor_list, "return tensors must be a sequence"));
  PyObjectRef node_items(PySequence_Fast(node_list, "return nodes must be a sequence"));
  if (!map_items || !tensor_items || !node_items) return nullptr;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(map_items.get()); ++i) {
    const char* key;
    int node, index;
    if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(map_items.get(), i), "sii", &key, &node,
                          &index)) {
      return nullptr;
    }
    options.input_map.emplace_back(key, Endpoint(node, index));
  }
  for (auto [items, names] : {std::make_pair(tensor_items.get(), &options.return_tensors),
                              std::make_pair(node_items.get(), &options.return_nodes)}) {
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(items); ++i) {
      const char* name = PyUnicode_AsUTF8(PySequence_Fast_GET_ITEM(items, i));
      if (name == nullptr) return nullptr;
      names->push_back(name);
    }
  }
  tensorflow::graph::ImportGraphDefResults results;
  const tensorflow::Status status = AsGraph(self)->graph->ImportGraphDef(def, options, &results);
  if (status.code() == absl::StatusCode::kNotFound) return RaiseStatus(status);
  if (!status.ok()) return RaiseGraphStatus(status);
  PyObjectRef tensors(PyList_New(0)), nodes(PyList_New(0));
  if (!tensors || !nodes) return nullptr;
  for (const Endpoint& endpoint : results.return_tensors) {
    PyObjectRef item(Py_BuildValue("(ii)", endpoint.first, endpoint.second));
    if (!item || PyList_Append(tensors.get(), item.get()) < 0) return nullptr;
  }
  for (const int node : results.return_nodes) {
    PyObjectRef item(PyLong_FromLong(node));
    if (!item || PyList_Append(nodes.get(), item.get()) < 0) return nullptr;
  }
  return Py_BuildValue("(OO)", tensors.get(), nodes.get());
}

// compile(feeds, fetches, targets, inter_op_threads) -> _CompiledGraph
PyObject* GraphCompile(PyObject* self, PyObject* args) {
  return CompileForPython(*AsGraph(self)->graph, args);
}

PyMethodDef graph_methods[] = {
    {"push", GraphPush, METH_NOARGS, "Makes the graph the thread's default."},
    {"pop", GraphPop, METH_NOARGS, "Undoes push()."},
    {"set_name_scope", GraphSetNameScope, METH_O, "Sets the prefix of new node names."},
    {"num_nodes", GraphNumNodes, METH_NOARGS, nullptr},
    {"node_info", GraphNodeInfo, METH_O, nullptr},
    {"output_shape", GraphOutputShape, METH_VARARGS, nullptr},
    {"node_def", GraphNodeDef, METH_O, nullptr},
    {"find", GraphFind, METH_O, nullptr},
    {"consumers", GraphConsumers, METH_O, nullptr},
    {"constant", GraphConstant, METH_O, nullptr},
    {"symbolic", GraphSymbolic, METH_VARARGS, nullptr},
    {"add_const", GraphAddConst, METH_VARARGS, nullptr},
    {"add_node", GraphAddNode, METH_VARARGS, nullptr},
    {"unique_name", GraphUniqueName, METH_O, nullptr},
    {"graph_def", GraphToGraphDef, METH_NOARGS, nullptr},
    {"import_graph_def", GraphImport, METH_O, nullptr},
    {"import_graph_def_with_options", GraphImportWithOptions, METH_VARARGS, nullptr},
    {"compile", GraphCompile, METH_VARARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

PyType_Slot graph_slots[] = {
    {Py_tp_doc, const_cast<char*>("_Graph(): a graph being built (graph_building.h).")},
    {Py_tp_new, reinterpret_cast<void*>(GraphNew)},
    {Py_tp_dealloc, reinterpret_cast<void*>(GraphDealloc)},
    {Py_tp_methods, graph_methods},
    {0, nullptr},
};

// A base type: tflc.Graph (python/framework/graph.py) derives from it.
PyType_Spec graph_spec = {"tensorflow_lite_core.python._pywrap_tflc._Graph", sizeof(GraphObject),
                          0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, graph_slots};

PyObject* SetSymbolicClass(PyObject*, PyObject* cls) {
  if (!PyType_Check(cls) ||
      !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(cls), TensorBaseType)) {
    PyErr_SetString(PyExc_TypeError, "the symbolic tensor class must derive from _TensorBase");
    return nullptr;
  }
  Py_INCREF(cls);
  Py_XSETREF(symbolic_class, cls);
  Py_RETURN_NONE;
}

PyObject* DefaultGraph(PyObject*, PyObject*) {
  if (graph_stack.empty()) Py_RETURN_NONE;
  PyObject* graph = graph_stack.back().get();
  Py_INCREF(graph);
  return graph;
}

PyMethodDef module_functions[] = {
    {"_set_symbolic_tensor_class", SetSymbolicClass, METH_O, nullptr},
    {"_default_graph", DefaultGraph, METH_NOARGS, "The thread's default _Graph, or None."},
    {nullptr, nullptr, 0, nullptr},
};

}  // namespace

bool InitGraphBuilding(PyObject* module) {
  PyObject* type = PyType_FromSpec(&graph_spec);
  if (type == nullptr) return false;
  graph_type = reinterpret_cast<PyTypeObject*>(type);
  Py_INCREF(type);
  if (PyModule_AddObject(module, "_Graph", type) < 0) return false;
  if (!InitCompiledGraphType(module)) return false;
  if (!AddModuleFunctions(module, module_functions)) return false;
  return true;
}

}  // namespace tflc_python
