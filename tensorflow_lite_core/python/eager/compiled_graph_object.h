// `_pywrap_tflc._CompiledGraph`: a graph compiled for its feeds and fetches
// (framework/graph/graph_runner.h) as a Python object whose run(feeds) returns the fetches, the
// GIL released while the graph runs. `_Graph.compile` (graph_building.h) makes them.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_COMPILED_GRAPH_OBJECT_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_COMPILED_GRAPH_OBJECT_H_

#include <Python.h>

#include "tensorflow_lite_core/framework/graph/graph.h"

namespace tflc_python {

// compile's arguments (feeds, fetches, targets[, inter_op_threads]: lists of (node, index) and
// node ids) for `graph`: a new _CompiledGraph, or null with the framework's error raised.
// More than one inter-op thread runs branches on a process-wide pool of that many minus one
// workers (the caller is the other).
PyObject* CompileForPython(const tensorflow::graph::Graph& graph, PyObject* args);

// Adds the _CompiledGraph type to `module`.
bool InitCompiledGraphType(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_COMPILED_GRAPH_OBJECT_H_
