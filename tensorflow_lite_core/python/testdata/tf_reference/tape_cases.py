"""GradientTape's behaviour beyond single ops' gradients: what is watched, unconnected or
released, structures, persistent and nested tapes, Jacobians, variables and the errors. Shared by
record_tf_tape_reference.py and python/eager/tape_tf_reference_test.py. Each program runs over a
module `tf` (TensorFlow or tflc) and returns a tensor, None, or a nested list/tuple/dict of them,
or raises."""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elementwise_cases  # pylint: disable=g-import-not-at-top,wrong-import-position


def _x(tf):
  return tf.constant([1.0, 2.0, 3.0])


def _taped(tf, f, persistent=False, watch=True, x=None):
  x = _x(tf) if x is None else x
  tape = tf.GradientTape(persistent=persistent)
  with tape:
    if watch:
      tape.watch(x)
    y = f(x)
  return tape, x, y


def _unconnected(tf, mode):
  tape, x, y = _taped(tf, lambda x: x * 2.0)
  return tape.gradient(y, [x, tf.constant(1.0)], unconnected_gradients=mode)


def _twice(tf):
  tape, x, y = _taped(tf, lambda x: x * 2.0)
  tape.gradient(y, x)
  return tape.gradient(y, x)


def _persistent_twice(tf):
  tape, x, y = _taped(tf, lambda x: x * x, persistent=True)
  return [tape.gradient(y, x), tape.gradient(y * 1.0, x)]


def _int_source(tf):
  i = tf.constant([1, 2])
  tape, _, y = _taped(tf, lambda i: i * 2, x=i)
  return tape.gradient(y, i)


def _watch_python_float(tf):
  with tf.GradientTape() as tape:
    tape.watch(3.0)


def _target_none(tf):
  tape, x, _ = _taped(tf, lambda x: x)
  return tape.gradient(None, x)


def _source_int(tf):
  tape, _, y = _taped(tf, lambda x: x * 2.0)
  return tape.gradient(y, 5)


def _structures(tf):
  tape, x, y = _taped(tf, lambda x: x * 2.0)
  return tape.gradient({"b": y, "a": [y]}, {"a": x, "b": [x, x]},
                       output_gradients={"b": tf.constant([3.0, 4.0, 5.0]), "a": [tf.constant([1.0, 0.0, 2.0])]})


def _tanh_second(tf):
  x = tf.constant(0.5, tf.float64)
  with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
      inner.watch(x)
      y = tf.tanh(x)
    dy = inner.gradient(y, x)
  return [dy, outer.gradient(dy, x)]


def _persistent_higher(tf):
  x = tf.constant(3.0)
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x * x
    dy = tape.gradient(y, x)
  return [dy, tape.gradient(dy, x)]


def _stop_gradient(tf):
  tape, x, y = _taped(tf, lambda x: tf.stop_gradient(x) * x)
  return tape.gradient(y, x)


def _stop_recording(tf):
  x = _x(tf)
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    with tape.stop_recording():
      z = x * x
    w = x * 3.0
  return [tape.gradient(z, x), tape.gradient(w, x)]


def _reset(tf):
  x = _x(tf)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
    tape.reset()
    tape.watch(x)
    z = x * 5.0
  return tape.gradient([y, z], x)


def _jacobian(tf, mode="none"):
  x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
  u = tf.constant(1.0)
  with tf.GradientTape(persistent=True) as tape:
    tape.watch([x, u])
    y = x * x
  return tape.jacobian(y, [x, u], unconnected_gradients=mode)


def _batch_jacobian(tf):
  x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.matmul(x, tf.constant([[1.0, 0.5], [2.0, 0.0], [0.0, 1.0]])) * x[:, :2]
  return tape.batch_jacobian(y, x)


def _variables(tf):
  v = tf.Variable([1.0, 2.0])
  c = tf.Variable(3.0, trainable=False)
  with tf.GradientTape() as tape:
    y = tf.reduce_sum(v * v * c)
  return tape.gradient(y, [v, c])


def _variables_unwatched(tf):
  v = tf.Variable(3.0)
  with tf.GradientTape(watch_accessed_variables=False) as tape:
    y = v * v
  return tape.gradient(y, v)


def _variable_assigned_under_tape(tf):
  v = tf.Variable(3.0)
  with tf.GradientTape() as tape:
    v.assign(2.0)
    y = v * v
  return [tape.gradient(y, v), tf.convert_to_tensor(len(tape.watched_variables()))]


def _no_gradient_op(tf):
  x = tf.constant([1.0, 2.0])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.bitcast(x, tf.int32)
  return tape.gradient(y, x)


def _integer_target(tf):
  x = _x(tf)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.cast(x, tf.int32)
  return tape.gradient(y, x)


def _gradient_inside_context(tf):
  x = _x(tf)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
    g = tape.gradient(y, x)
    z = x * 4.0
  return [g, z]


def _reenter(tf):
  x = _x(tf)
  tape = tf.GradientTape()
  with tape:
    with tape:
      tape.watch(x)


def _stop_recording_outside(tf):
  tape = tf.GradientTape()
  with tape.stop_recording():
    pass


def _broadcast_chain(tf):
  a = tf.constant(np.arange(6.0).reshape(2, 3), tf.float64)
  b = tf.constant([0.5, -1.0, 2.0], tf.float64)
  with tf.GradientTape() as tape:
    tape.watch([a, b])
    y = tf.reduce_sum(tf.tanh(a * b + b) / (1.0 + b * b), axis=1)
  return tape.gradient(y, [a, b])


CASES = {
    "unconnected/none": lambda tf: _unconnected(tf, "none"),
    "unconnected/zero": lambda tf: _unconnected(tf, "zero"),
    "unconnected/bogus": lambda tf: _unconnected(tf, "bogus"),
    "non_persistent_twice": _twice,
    "persistent_twice": _persistent_twice,
    "int_source": _int_source,
    "watch_python_float": _watch_python_float,
    "target_none": _target_none,
    "source_int": _source_int,
    "structures": _structures,
    "tanh_second_derivative": _tanh_second,
    "persistent_higher_order": _persistent_higher,
    "stop_gradient": _stop_gradient,
    "stop_recording": _stop_recording,
    "reset": _reset,
    "jacobian/none": _jacobian,
    "jacobian/zero": lambda tf: _jacobian(tf, "zero"),
    "batch_jacobian": _batch_jacobian,
    "variables": _variables,
    "variables_unwatched": _variables_unwatched,
    "variable_assigned_under_tape": _variable_assigned_under_tape,
    "no_gradient_op": _no_gradient_op,
    "integer_target": _integer_target,
    "gradient_inside_context": _gradient_inside_context,
    "reenter": _reenter,
    "stop_recording_outside": _stop_recording_outside,
    "broadcast_chain": _broadcast_chain,
}


def _encode(value):
  if value is None:
    return None
  if isinstance(value, dict):
    return {str(k): _encode(v) for k, v in sorted(value.items())}
  if isinstance(value, (list, tuple)):
    return [_encode(v) for v in value]
  return elementwise_cases.outcome(lambda: value)


def tape_outcome(tf, program):
  """The program's result, encoded (tensors as elementwise_cases.outcome writes them), or
  {"error": class name, "message": first line}."""
  try:
    result = program(tf)
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__,
            "message": elementwise_cases.error_message(error)}
  return {"result": _encode(result)}
