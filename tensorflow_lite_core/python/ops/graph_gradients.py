"""`tflc.compat.v1.gradients`: symbolic gradients in a graph, as TensorFlow 1.x's `tf.gradients`.

    g = tflc.Graph()
    with g.as_default():
      x = tflc.compat.v1.placeholder(tflc.float32, [2])
      y = tflc.reduce_sum(x * x)
      dx, = tflc.compat.v1.gradients(y, x)    # nodes added to g; a Session computes 2 * x

The walk goes back from the ys to the xs through the operations between them, newest first (a
graph's nodes are numbered in an order where inputs come first), calling the gradient function
registered for each (python/framework/ops.py) with the graph Operation and one gradient per
output. Gradient functions are the ones tapes call: they call ordinary op functions, which add
nodes while the graph is the default. Several gradients of one tensor are summed with AddN.
"""

import collections

from tensorflow_lite_core.python.eager import backprop
from tensorflow_lite_core.python.eager import gradient_support
from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import graph as graph_lib
from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import gradient_aggregation

_NO_GRADIENT = (
    "No gradient defined for operation'{name}' (op type: {type}). In general every operation "
    "must have an associated `@tf.RegisterGradient` for correct autodiff, which this op is "
    "lacking. If you want to pretend this operation is a constant in your program, you may "
    "insert `tf.stop_gradient`. This can be useful to silence the error in cases where you know "
    "gradients are not needed, e.g. the forward pass of tf.custom_gradient. Please see more "
    "details in https://www.tensorflow.org/api_docs/python/tf/custom_gradient.")


class _OperationForGradient(graph_lib.Operation):
  """A graph Operation as its gradient function sees it: `skip_input_indices` names the inputs
  that lead to no x, whose gradients nobody needs."""

  __slots__ = ("_skip",)

  def __init__(self, graph, node, skip):
    super().__init__(graph, node)
    self._skip = skip

  @property
  def skip_input_indices(self):
    return self._skip


def _as_list(value):
  if value is None:
    return []
  return list(value) if isinstance(value, (list, tuple)) else [value]


def _trainable(dtype):
  return dtype.is_floating or dtype.is_complex


class _GraphWalk:
  """The operations of `graph` between the xs and the ys, and the gradients found so far."""

  def __init__(self, graph, xs, ys):
    self.graph = graph
    self._info = {}
    self.reached = self._reached_from([x._node for x in xs])  # pylint: disable=protected-access
    self.between = self._between(self.reached, [y._node for y in ys])  # pylint: disable=protected-access
    self._gradients = collections.defaultdict(list)  # (node, index) -> gradients
    self._sums = {}

  def info(self, node):
    """(output dtypes, input endpoints) of `node`."""
    found = self._info.get(node)
    if found is None:
      _, _, types, inputs, _ = self.graph.node_info(node)
      found = self._info[node] = ([dtypes.as_dtype(t) for t in types], inputs)
    return found

  def _reached_from(self, nodes):
    """The nodes reachable from `nodes` through trainable tensors (TensorFlow's rule: integer
    tensors carry no gradient)."""
    reached = set()
    queue = collections.deque(nodes)
    while queue:
      node = queue.popleft()
      if node in reached:
        continue
      reached.add(node)
      types = self.info(node)[0]
      for consumer in self.graph.consumers(node):
        if consumer not in reached and any(
            source == node and _trainable(types[index])
            for source, index in self.info(consumer)[1]):
          queue.append(consumer)
    return reached

  def _between(self, reached, y_nodes):
    """The reached nodes some y depends on."""
    between = set()
    queue = collections.deque(n for n in y_nodes if n in reached)
    while queue:
      node = queue.popleft()
      if node in between:
        continue
      between.add(node)
      queue.extend(source for source, _ in self.info(node)[1] if source in reached)
    return between

  def add(self, endpoint, gradient):
    self._gradients[endpoint].append(gradient)

  def sum(self, endpoint):
    """The sum of the gradients of `endpoint` (None if it has none), made once."""
    if endpoint not in self._sums:
      found = self._gradients.get(endpoint, [])
      if not found:
        total = None
      elif len(found) == 1:
        total = found[0]
      elif all(isinstance(g, tensor_lib.Tensor) for g in found):
        total = gen_math_ops.add_n(found)
      else:
        total = gradient_aggregation.aggregate(found)
      self._sums[endpoint] = total
    return self._sums[endpoint]


def _graph_of(tensors):
  graph = None
  for t in tensors:
    if not isinstance(t, graph_lib.SymbolicTensor):
      raise RuntimeError("tf.gradients is not supported when eager execution is enabled. Use "
                         "tf.GradientTape instead.")
    if graph is None:
      graph = t.graph
    elif t.graph is not graph:
      raise ValueError(f"Tensor {t!r} must be from the same graph as the other tensors.")
  return graph


def _x_tensor(x, graph):
  """A source as a graph tensor: a variable stands for the placeholder its graph reads it from."""
  if getattr(x, "_tflc_variable", False):
    placeholder = graph._variable_placeholders.get(id(x))  # pylint: disable=protected-access
    if placeholder is None:  # never read in this graph: unconnected
      return None
    return placeholder
  return x


def _initial_gradients(ys, grad_ys):
  result = []
  for i, (y, grad_y) in enumerate(zip(ys, grad_ys)):
    if grad_y is None:
      if y.dtype.is_complex:
        raise TypeError(f"Gradients of complex tensors ({y!r}) must set grad_ys (y.dtype = "
                        f"{y.dtype.name})")
      result.append(gen_array_ops.fill(gen_array_ops.shape(y),
                                       constant_op.constant(1, dtype=y.dtype),
                                       name=f"grad_ys_{i}"))
    else:
      result.append(grad_y if isinstance(grad_y, tensor_lib.Tensor)
                    else constant_op.convert_to_tensor(grad_y, dtype=y.dtype))
  return result


def _call_gradient_function(walk, node, function, out_grads):
  op = walk.graph._operation(node)  # pylint: disable=protected-access
  types, inputs = walk.info(node)
  for i, grad in enumerate(out_grads):
    # Every output gets a gradient tensor, zeros where none flows (TensorFlow's rule).
    if grad is None and _trainable(types[i]):
      out_grads[i] = gen_array_ops.zeros_like(op.outputs[i])
  skip = tuple(i for i, (source, _) in enumerate(inputs) if source not in walk.reached)
  view = _OperationForGradient(walk.graph, node, skip)
  with walk.graph.name_scope(op.name + "_grad"):
    in_grads = function(view, *out_grads)
  in_grads = list(in_grads) if isinstance(in_grads, (list, tuple)) else [in_grads]
  if len(in_grads) != len(inputs):
    raise ValueError(f"Num gradients {len(in_grads)} generated for op {op.node_def} do not "
                     f"match num inputs {len(inputs)}")
  for endpoint, grad in zip(inputs, in_grads):
    if grad is not None:
      walk.add(tuple(endpoint), grad)


def gradients(ys, xs, grad_ys=None, name="gradients", colocate_gradients_with_ops=False,  # pylint: disable=unused-argument
              gate_gradients=False, aggregation_method=None, stop_gradients=None,
              unconnected_gradients=backprop.UnconnectedGradients.NONE):
  """The symbolic partial derivatives of the sum of `ys` with respect to each of `xs`
  (`tf.compat.v1.gradients`), added to the graph of `ys`.

  Args:
    ys: a graph tensor or a list of them.
    xs: a graph tensor (or a variable read in the graph), or a list of them.
    grad_ys: the gradients of the ys (ones where None), one per y.
    name: the name scope of the gradient nodes.
    colocate_gradients_with_ops, gate_gradients, aggregation_method: accepted for TensorFlow's
      signature (one device, gradients summed with AddN).
    stop_gradients: tensors no gradient flows back through (their gradient is still summed).
    unconnected_gradients: "none" or "zero" (or UnconnectedGradients): what an x that the ys do
      not depend on gets.

  Returns:
    A list with one gradient (a tensor, IndexedSlices, or None) per x.

  Raises:
    RuntimeError: the tensors are eager tensors.
    ValueError: grad_ys of the wrong length, tensors of different graphs, an unknown
      unconnected_gradients.
    LookupError: an operation on the way has no registered gradient.
  """
  try:
    mode = backprop.UnconnectedGradients(unconnected_gradients)
  except ValueError:
    raise ValueError(
        f"Unknown value for unconnected_gradients: '{unconnected_gradients}'") from None
  ys, xs, stop_gradients = _as_list(ys), _as_list(xs), _as_list(stop_gradients)
  grad_ys = [None] * len(ys) if grad_ys is None else _as_list(grad_ys)
  if len(grad_ys) != len(ys):
    raise ValueError(f"Length mismatch. Passed {len(grad_ys)} grad_ys for {len(ys)} ys")
  graph = _graph_of(ys)
  x_tensors = [_x_tensor(x, graph) for x in xs]
  _graph_of(ys + [x for x in x_tensors if x is not None] + stop_gradients)
  gradient_support.load_builtin_gradients()
  connected = [x for x in x_tensors if x is not None]
  with graph.as_default(), graph.name_scope(name):
    walk = _GraphWalk(graph, connected, ys)
    for y, grad_y in zip(ys, _initial_gradients(ys, grad_ys)):
      walk.add((y._node, y._index), grad_y)  # pylint: disable=protected-access
    stops = {t._node for t in stop_gradients}  # pylint: disable=protected-access
    for node in sorted(walk.between, reverse=True):
      types, inputs = walk.info(node)
      out_grads = [walk.sum((node, i)) for i in range(len(types))]
      if node in stops or all(g is None for g in out_grads):
        continue
      if not any(source in walk.between for source, _ in inputs):
        continue  # an x's own operation with nothing to differentiate before it
      op = graph._operation(node)  # pylint: disable=protected-access
      try:
        function = ops.get_gradient_function(op)
      except LookupError:
        raise LookupError(_NO_GRADIENT.format(name=op.name, type=op.type)) from None
      if function is None:  # registered as not differentiable
        continue
      _call_gradient_function(walk, node, function, out_grads)
    results = []
    for x in x_tensors:
      grad = None if x is None else walk.sum((x._node, x._index))  # pylint: disable=protected-access
      if grad is None and mode is backprop.UnconnectedGradients.ZERO:
        grad = gen_array_ops.zeros_like(x if x is not None else _read(xs[len(results)]))
      results.append(grad)
  return results


def _read(variable):
  return variable._read_untracked()  # pylint: disable=protected-access
