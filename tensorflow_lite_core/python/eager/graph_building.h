// Graph building from Python. A `_pywrap_tflc._Graph` owns a framework graph
// (framework/graph/graph.h); while one is the thread's default (`push()` ... `pop()`), calling an
// Op adds a node to it instead of running a kernel: the inputs convert by the eager rules (a
// symbolic tensor counts as a tensor of its dtype; other values become Const nodes), the attrs
// encode as for a kernel, the node is validated and its shape function run, and the call returns
// symbolic tensors (the package's SymbolicTensor class) of the new node's outputs. `compile()`
// gives a `_CompiledGraph` whose `run(feeds)` runs the graph (graph_runner.h).
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_GRAPH_BUILDING_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_GRAPH_BUILDING_H_

#include <Python.h>

#include "tensorflow_lite_core/framework/eager/op_call_signature.h"

namespace tflc_python {

// Whether a graph is this thread's default: the executor's one check per call.
bool GraphBuilding();

// Adds the node of an Op call to the thread's default graph; the symbolic outputs (None, one, a
// list or a tuple, as the eager call returns), or null with a Python error set (ValueError for a
// shape function's error, TypeError for inputs of the wrong type or from another graph).
PyObject* AddGraphNode(const tensorflow::eager::OpCallSignature& signature, PyObject* const* args,
                       PyObject* name);

// Whether `object` is a symbolic tensor (eager calls refuse them).
bool IsSymbolicTensor(PyObject* object);

// Adds _Graph, _CompiledGraph and _set_symbolic_tensor_class to `module`.
bool InitGraphBuilding(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_GRAPH_BUILDING_H_
