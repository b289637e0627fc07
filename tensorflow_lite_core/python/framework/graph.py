"""`tflc.Graph`: a dataflow graph built by calling the package's op functions inside
`with graph.as_default():` (or while `tflc.function` traces), with TensorFlow's operations and
symbolic tensors. The graph itself is C++ (python/eager/graph_building.h over framework/graph):
each op is validated and its shape function run as it is added, so a bad shape raises ValueError
with TensorFlow's text before anything runs, and `tensor.shape` is the static shape."""

import contextlib
import threading

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.framework import tensor_shape

_thread = threading.local()


def _graph_stack():
  stack = getattr(_thread, "graphs", None)
  if stack is None:
    stack = _thread.graphs = []
  return stack


class Graph(_pywrap_tflc._Graph):  # pylint: disable=protected-access
  """A TensorFlow computation as a graph of operations (`tf.Graph`)."""

  def __init__(self):
    super().__init__()
    self._operations = {}
    self._scope = ""
    self._collections = {}
    self.captured_variables = []
    self._variable_placeholders = {}

  def capture_variable(self, variable):
    """The placeholder standing for `variable`'s value in this graph, fed with its value
    whenever the graph runs (a Session run, a tflc.function call)."""
    placeholder = self._variable_placeholders.get(id(variable))
    if placeholder is None:
      from tensorflow_lite_core.python.ops import gen_graph_ops  # pylint: disable=g-import-not-at-top
      with self.name_scope(""):
        placeholder = gen_graph_ops.placeholder(dtype=variable.dtype, shape=variable.shape,
                                                name=variable.name.split(":")[0])
      self._variable_placeholders[id(variable)] = placeholder
      self.captured_variables.append(variable)
    return placeholder

  def _captured_feeds(self):
    """(endpoints, values) feeding the captured variables' current values."""
    endpoints = [(self._variable_placeholders[id(v)]._node, 0) for v in self.captured_variables]  # pylint: disable=protected-access
    values = [v._read_untracked() for v in self.captured_variables]  # pylint: disable=protected-access
    return endpoints, values

  # ---- building ----
  @contextlib.contextmanager
  def as_default(self):
    """Makes this the default graph of the thread: op functions called in the block add nodes."""
    _graph_stack().append(self)
    self.push()
    try:
      yield self
    finally:
      self.pop()
      _graph_stack().pop()

  @contextlib.contextmanager
  def name_scope(self, name):
    """Prefixes the names of ops made in the block with `name/` (TensorFlow's rules: a name
    ending in "/" is used as is, "" or None resets to the root scope)."""
    previous = self._scope
    if not name:
      scope = ""
    elif name.endswith("/"):
      scope = name
    else:
      scope = self.unique_name(previous + name) + "/"
    self._scope = scope
    self.set_name_scope(scope)
    try:
      yield scope
    finally:
      self._scope = previous
      self.set_name_scope(previous)

  def _pack_nested(self, values):
    """One tensor of a nested list of graph tensors and values (a Pack node per level), as
    TensorFlow converts such a list in graph mode; the op receiving it checks the dtype."""
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.ops import gen_array_ops  # pylint: disable=g-import-not-at-top
    items = [self._pack_nested(v) if isinstance(v, (list, tuple)) else v for v in values]
    dtype = next((v.dtype for v in items if isinstance(v, tensor_lib.Tensor)), None)
    items = [v if isinstance(v, tensor_lib.Tensor) else constant_op.constant(v, dtype=dtype)
             for v in items]
    return gen_array_ops.pack(items, axis=0, name="packed")

  # ---- reading ----
  def _operation(self, node):
    op = self._operations.get(node)
    if op is None:
      op = self._operations[node] = Operation(self, node)
    return op

  def get_operations(self):
    """The operations, in the order they were added."""
    return [self._operation(node) for node in range(self.num_nodes())]

  def get_operation_by_name(self, name):
    """The operation `name`.

    Raises:
      KeyError: no operation has that name.
      ValueError: `name` names a tensor ("x:0").
    """
    if not isinstance(name, str):
      raise TypeError(f"Operation names are strings (or similar), not {type(name).__name__}.")
    if ":" in name:
      raise ValueError(f"Name '{name}' appears to refer to a Tensor, not a Operation.")
    node = self.find(name)
    if node < 0:
      raise KeyError(f"The name '{name}' refers to an Operation not in the graph.")
    return self._operation(node)

  def get_tensor_by_name(self, name):
    """The tensor `name` ("op:index").

    Raises:
      ValueError: `name` is not of that form.
      KeyError: no such operation, or it has no such output.
    """
    if not isinstance(name, str):
      raise TypeError(f"Tensor names are strings (or similar), not {type(name).__name__}.")
    op_name, colon, index = name.rpartition(":")
    if not colon or not index.isdigit():
      raise ValueError(f"The name '{name}' looks a like an Operation name, not a Tensor. Tensor "
                       "names must be of the form \"<op_name>:<output_index>\".")
    node = self.find(op_name)
    if node < 0:
      raise KeyError(f"The name '{name}' refers to a Tensor which does not exist. The operation, "
                     f"'{op_name}', does not exist in the graph.")
    op = self._operation(node)
    if int(index) >= len(op.outputs):
      raise KeyError(f"The name '{name}' refers to a Tensor which does not exist. The operation, "
                     f"'{op_name}', exists but only has {len(op.outputs)} outputs.")
    return op.outputs[int(index)]

  def as_graph_def(self, from_version=None, add_shapes=False):  # pylint: disable=unused-argument
    """The graph as a `GraphDef` protocol buffer (TensorFlow's field numbers)."""
    from tensorflow_lite_core.framework import graph_pb2  # pylint: disable=g-import-not-at-top
    graph_def = graph_pb2.GraphDef()
    graph_def.ParseFromString(self.graph_def())
    return graph_def

  @property
  def version(self):
    return self.num_nodes()

  @property
  def building_function(self):
    return False

  def __repr__(self):
    return f"<tflc.Graph object at {hex(id(self))}>"


class Operation:
  """A node of a graph (`tf.Operation`)."""

  __slots__ = ("_graph", "_node", "_name", "_type", "_outputs", "_input_endpoints", "_controls")

  def __init__(self, graph, node):
    self._graph = graph
    self._node = node
    self._name, self._type, types, self._input_endpoints, self._controls = graph.node_info(node)
    self._outputs = None

  @property
  def graph(self):
    return self._graph

  @property
  def name(self):
    return self._name

  @property
  def type(self):
    return self._type

  @property
  def outputs(self):
    if self._outputs is None:
      count = len(self._graph.node_info(self._node)[2])
      self._outputs = [self._graph.symbolic(self._node, i) for i in range(count)]
    return self._outputs

  def values(self):
    return tuple(self.outputs)

  @property
  def inputs(self):
    return [self._graph._operation(node).outputs[index]  # pylint: disable=protected-access
            for node, index in self._input_endpoints]

  @property
  def control_inputs(self):
    return [self._graph._operation(node) for node in self._controls]  # pylint: disable=protected-access

  @property
  def node_def(self):
    from tensorflow_lite_core.framework import node_def_pb2  # pylint: disable=g-import-not-at-top
    node_def = node_def_pb2.NodeDef()
    node_def.ParseFromString(self._graph.node_def(self._node))
    return node_def

  @property
  def device(self):
    return ""

  @property
  def skip_input_indices(self):
    """The inputs whose gradient is not needed: none, unless a gradient walk says otherwise."""
    return ()

  def get_attr(self, name):
    """The value of attr `name` (DTypes for types, TensorShapes for shapes, bytes for strings).

    Raises:
      ValueError: the op has no such attr.
    """
    attrs = self.node_def.attr
    if name not in attrs:
      raise ValueError(f"Operation '{self._name}' has no attr named '{name}'.")
    return _attr_value(attrs[name])

  def run(self, feed_dict=None, session=None):
    """Runs the operation in `session` (default: the default session)."""
    from tensorflow_lite_core.python.client import session as session_lib  # pylint: disable=g-import-not-at-top
    session_lib.session_for(session, self._graph).run(self, feed_dict)

  def __repr__(self):
    return f"<tflc.Operation '{self._name}' type={self._type}>"


def _attr_value(value):
  kind = value.WhichOneof("value")
  if kind == "type":
    return dtypes.as_dtype(value.type)
  if kind == "shape":
    return tensor_shape.TensorShape(value.shape)
  if kind == "list":
    listed = value.list
    for field, convert in (("type", dtypes.as_dtype), ("i", int), ("f", float), ("b", bool),
                           ("s", bytes), ("shape", tensor_shape.TensorShape)):
      items = getattr(listed, field)
      if items:
        return [convert(item) for item in items]
    return []
  return getattr(value, kind) if kind else None


class SymbolicTensor(tensor_lib.Tensor):
  """An output of a graph operation: known by its dtype and static shape, computed only when
  the graph runs (`tf.Tensor` in graph mode)."""

  __slots__ = ("_graph_handle", "_node", "_index")

  @property
  def graph(self):
    return self._graph_handle

  @property
  def op(self):
    return self._graph_handle._operation(self._node)  # pylint: disable=protected-access

  @property
  def value_index(self):
    return self._index

  @property
  def name(self):
    return f"{self.op.name}:{self._index}"

  @property
  def shape(self):
    dims = self._graph_handle.output_shape(self._node, self._index)
    return tensor_shape.TensorShape(None if dims is None else
                                    [None if d < 0 else d for d in dims])

  @property
  def device(self):
    return ""

  # The static shape where eager code reads the shape from the value (gradient functions).
  @property
  def ndim(self):
    return self.shape.rank

  def _shape_tuple(self):
    dims = self._graph_handle.output_shape(self._node, self._index)
    return None if dims is None else tuple(None if d < 0 else d for d in dims)

  def consumers(self):
    """The operations reading this tensor."""
    ops = []
    for node in self._graph_handle.consumers(self._node):
      op = self._graph_handle._operation(node)  # pylint: disable=protected-access
      if any(t is not None and t._node == self._node and t._index == self._index  # pylint: disable=protected-access
             for t in op.inputs):
        ops.append(op)
    return ops

  def eval(self, feed_dict=None, session=None):
    """The tensor's value, computed by `session` (default: the default session)."""
    from tensorflow_lite_core.python.client import session as session_lib  # pylint: disable=g-import-not-at-top
    return session_lib.session_for(session, self._graph_handle).run(self, feed_dict)

  def numpy(self):
    raise NotImplementedError("numpy() is only available for eager tensors; a graph tensor has "
                              "a value only when its graph runs (Session.run or tflc.function).")

  def __array__(self, dtype=None, copy=None):
    raise NotImplementedError(f"Cannot convert a symbolic tf.Tensor ({self.name}) to a numpy "
                              "array.")

  def __bool__(self):
    raise TypeError("Using a symbolic `tf.Tensor` as a Python `bool` is not allowed. You can "
                    "attempt the following resolutions to the problem: If you are running in "
                    "Graph mode, use Eager execution mode or decorate this function with "
                    "@tf.function.")

  def __len__(self):
    raise TypeError(f"len is not well defined for a symbolic Tensor ({self.name}). Please call "
                    "`x.shape` rather than `len(x)` for shape information.")

  def __iter__(self):
    shape = self.shape
    if shape.rank is None:
      raise TypeError("Cannot iterate over a tensor with unknown shape.")
    if shape.rank == 0:
      raise TypeError("Cannot iterate over a scalar tensor.")
    if shape[0] is None:
      raise TypeError("Cannot iterate over a tensor with unknown first dimension.")
    return (self[i] for i in range(shape[0]))

  def __repr__(self):
    return f"<tflc.Tensor '{self.name}' shape={self.shape} dtype={self.dtype.name}>"

  __str__ = __repr__

  def __reduce__(self):
    raise TypeError("a graph tensor cannot be pickled")

  # A graph tensor is a node's output, hashable and equal by identity (feed_dict keys, sets of
  # fetches), as TensorFlow's are in graph mode; element-wise comparison is tflc.equal.
  def __hash__(self):
    return id(self)

  def __eq__(self, other):
    return self is other

  def __ne__(self, other):
    return self is not other


_pywrap_tflc._set_symbolic_tensor_class(SymbolicTensor)  # pylint: disable=protected-access

_global_default = None


def get_default_graph():
  """The thread's default graph: the innermost `as_default()` one, else a process-wide graph."""
  stack = _graph_stack()
  if stack:
    return stack[-1]
  global _global_default
  if _global_default is None:
    _global_default = Graph()
  return _global_default


def reset_default_graph():
  """Replaces the process-wide default graph with a new one.

  Raises:
    AssertionError: a graph is the default (inside `as_default()`).
  """
  if _graph_stack():
    raise AssertionError("Do not use tf.reset_default_graph() to clear nested graphs. If you "
                         "need a cleared graph, exit the nesting and create a new graph.")
  global _global_default
  _global_default = None


def building_graph():
  """The graph ops are added to now, or None (eager)."""
  stack = _graph_stack()
  return stack[-1] if stack else None
