"""Cases of `compat.v1.gradients` in a graph, shared by the script that records TensorFlow's
answers (record_tf_graph_gradient_reference.py) and the test that holds tflc to them
(python/ops/graph_gradients_test.py).

A case is `program(tf, zero_out_module, zero_out_grad) -> structure`: it builds a graph, adds
gradients to it, runs them in a `compat.v1.Session` and returns the values (NumPy arrays, None
for a gradient that does not exist). `zero_out_module` is the guide's ZeroOut library loaded into
`tf`; `zero_out_grad` is the guide's gradient function (examples/zero_out/zero_out_grad.py)
registered for ZeroOut. `observed` writes a result as JSON, or the error's class and first line.
"""

import os

import numpy as np

REFERENCE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "tf_graph_gradient_reference.json")

_X = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], np.float32)


def _encode(value):
  if value is None:
    return None
  if isinstance(value, (list, tuple)):
    return [_encode(v) for v in value]
  array = np.asarray(value)
  return {"dtype": array.dtype.name, "shape": list(array.shape),
          "values": array.reshape(-1).tolist()}


def observed(tf, zero_out_module, zero_out_grad, program):
  """What `program` returned, encoded; {"error": class, "message": first line} if it raised."""
  try:
    return {"result": _encode(program(tf, zero_out_module, zero_out_grad))}
  except Exception as error:  # pylint: disable=broad-except
    text = getattr(error, "message", None) or str(error)
    return {"error": type(error).__name__, "message": text.split("\n")[0]}


def _run(tf, graph, fetches, feeds):
  """`fetches` run in a session of `graph`; None entries stay None."""
  present = [f for f in fetches if f is not None]
  with tf.compat.v1.Session(graph=graph) as session:
    values = iter(session.run(present, feeds))
  return [None if f is None else next(values) for f in fetches]


def _with_x(build):
  """A case: `build(tf, x)` -> (ys, xs, kwargs) in a new graph with x a fed [2, 3] placeholder."""

  def program(tf, zero_out_module, zero_out_grad):  # pylint: disable=unused-argument
    graph = tf.Graph()
    with graph.as_default():
      x = tf.compat.v1.placeholder(tf.float32, [2, 3], name="x")
      ys, xs, kwargs = build(tf, x)
      grads = tf.compat.v1.gradients(ys, xs, **kwargs)
    return _run(tf, graph, grads, {x: _X})

  return program


def _matmul_tanh(tf, x):
  w = tf.constant([[1.0, -2.0], [0.5, 0.25], [-1.0, 0.75]])
  return tf.reduce_sum(tf.tanh(tf.matmul(x, w))), [x, w], {}


def _two_paths_summed(tf, x):
  # x reaches y along three paths: its gradient is an AddN of three.
  return x * x + tf.sin(x) * x, x, {}


def _several_ys(tf, x):
  return [x * 3.0, tf.square(x), tf.reduce_sum(tf.exp(x), axis=1)], x, {}


def _grad_ys_given(tf, x):
  upstream = tf.constant([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]])
  return tf.sigmoid(x) * 2.0, x, {"grad_ys": upstream}


def _broadcasting(tf, x):
  b = tf.constant([0.5, -0.5, 1.0])
  return tf.reduce_sum((x + b) * (x - b) / (b * b + 1.0)), [x, b], {}


def _mean_over_an_axis(tf, x):
  return tf.reduce_mean(x * x, axis=0, keepdims=True), x, {}


def _relu_softmax_transpose(tf, x):
  logits = tf.transpose(tf.nn.relu(x) * 2.0 - x)
  return tf.reduce_sum(tf.nn.softmax(logits, axis=0) * tf.constant([[1.0], [2.0], [3.0]])), x, {}


def _concat_reshape(tf, x):
  joined = tf.concat([x, x * 2.0], axis=1)
  return tf.reduce_sum(tf.reshape(joined, [3, 4]) * tf.range(4, dtype=tf.float32)), x, {}


def _stop_gradients(tf, x):
  doubled = x * 2.0
  return doubled * x, [x, doubled], {"stop_gradients": [doubled]}


def _unconnected_none(tf, x):
  other = tf.constant([1.0, 2.0])
  return x * 2.0, [x, other], {}


def _unconnected_zero(tf, x):
  other = tf.constant([1.0, 2.0])
  return x * 2.0, [x, other], {"unconnected_gradients": "zero"}


def _grad_ys_of_the_wrong_length(tf, x):
  return [x, x * 2.0], x, {"grad_ys": [tf.ones([2, 3])]}


def _unknown_unconnected_gradients(tf, x):
  return x, x, {"unconnected_gradients": "nan"}


def _zero_out_int32(tf, zero_out_module, zero_out_grad):  # pylint: disable=unused-argument
  # Integer tensors carry no gradient: the guide's ZeroOut (int32) gets None, or zeros.
  graph = tf.Graph()
  with graph.as_default():
    x = tf.compat.v1.placeholder(tf.int32, [2, 2])
    y = zero_out_module.zero_out(x)
    none = tf.compat.v1.gradients(y, x)
    zeros = tf.compat.v1.gradients(y, x, unconnected_gradients="zero")
  return [none] + _run(tf, graph, zeros, {x: [[1, 2], [3, 4]]})


def _zero_out_guide_gradient_on_a_graph_op(tf, zero_out_module, zero_out_grad):
  # The guide's gradient function called with the graph Operation of ZeroOut: its nodes join the
  # graph, and a session computes the upstream gradient's first element at index 0.
  graph = tf.Graph()
  with graph.as_default():
    x = tf.compat.v1.placeholder(tf.int32, [2, 3])
    y = zero_out_module.zero_out(x)
    upstream = tf.constant([[7, 8, 9], [1, 2, 3]])
    grads = zero_out_grad(y.op, upstream)
    forward = [y]
  return _run(tf, graph, forward + list(grads), {x: [[5, 4, 3], [2, 1, 0]]})


def _eager_tensors(tf, zero_out_module, zero_out_grad):  # pylint: disable=unused-argument
  x = tf.constant([1.0, 2.0])
  return tf.compat.v1.gradients(x * x, x)


CASES = {
    "matmul_tanh": _with_x(_matmul_tanh),
    "two_paths_summed": _with_x(_two_paths_summed),
    "several_ys": _with_x(_several_ys),
    "grad_ys_given": _with_x(_grad_ys_given),
    "broadcasting": _with_x(_broadcasting),
    "mean_over_an_axis": _with_x(_mean_over_an_axis),
    "relu_softmax_transpose": _with_x(_relu_softmax_transpose),
    "concat_reshape": _with_x(_concat_reshape),
    "stop_gradients": _with_x(_stop_gradients),
    "unconnected_none": _with_x(_unconnected_none),
    "unconnected_zero": _with_x(_unconnected_zero),
    "grad_ys_of_the_wrong_length": _with_x(_grad_ys_of_the_wrong_length),
    "unknown_unconnected_gradients": _with_x(_unknown_unconnected_gradients),
    "zero_out_int32": _zero_out_int32,
    "zero_out_guide_gradient_on_a_graph_op": _zero_out_guide_gradient_on_a_graph_op,
    "eager_tensors": _eager_tensors,
}
