"""Cases of `custom_gradient` and `recompute_grad`, shared by the script that records TensorFlow's
answers (record_tf_custom_gradient_reference.py) and the test that holds tflc to them
(python/ops/custom_gradient_test.py).

A case is `program(tf) -> structure`: it defines a function with `tf.custom_gradient`, runs it on
tapes and returns what it observed (tensors, None, Python values, in lists, tuples and dicts).
`observed(tf, program)` writes that as JSON, or the error's class and first line.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elementwise_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

REFERENCE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "tf_custom_gradient_reference.json")


def _encode(value):
  if value is None:
    return None
  if isinstance(value, dict):
    return {"dict": {str(k): _encode(v) for k, v in sorted(value.items())}}
  if isinstance(value, (list, tuple)):
    return {type(value).__name__: [_encode(v) for v in value]}
  return elementwise_cases.outcome(lambda: value)


def observed(tf, program):
  """What `program(tf)` returned, encoded; {"error": class, "message": first line} if it raised."""
  try:
    return {"result": _encode(program(tf))}
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": elementwise_cases.error_message(error)}


def _gradient(tf, f, xs, output_gradients=None):
  """(y, gradients of y with respect to xs) of f(*xs) on one tape."""
  xs = [tf.constant(x) for x in xs]
  with tf.GradientTape() as tape:
    tape.watch(xs)
    y = f(*xs)
  return y, tape.gradient(y, xs, output_gradients=output_gradients)


def _log1pexp(tf):
  # TensorFlow's documented example: a numerically stable gradient of log(1 + e^x).
  @tf.custom_gradient
  def log1pexp(x):
    e = tf.exp(x)

    def grad(upstream):
      return upstream * (1 - 1 / (1 + e))
    return tf.math.log(1 + e), grad
  return log1pexp


def log1pexp_gradient(tf):
  return _gradient(tf, _log1pexp(tf), [np.array([0.0, 2.0, 100.0], np.float32)])


def log1pexp_second_order(tf):
  # TensorFlow's documented example differentiated twice: `e` carries the second derivative.
  log1pexp = _log1pexp(tf)
  x = tf.constant([0.0, 1.0], tf.float64)
  with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
      inner.watch(x)
      y = log1pexp(x)
    first = inner.gradient(y, x)
  return first, outer.gradient(first, x)


def second_order_through_a_forward_value(tf):
  # The forward ops are recorded on the outer tape, so the gradient function's use of `square`
  # is differentiable: the second derivative flows.
  @tf.custom_gradient
  def cube(x):
    square = x * x

    def grad(upstream):
      return upstream * 3.0 * square
    return square * x, grad
  x = tf.constant([0.5, -2.0], tf.float64)
  with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
      inner.watch(x)
      y = cube(x)
    first = inner.gradient(y, x)
  return first, outer.gradient(first, x)


def forward_ops_are_recorded(tf):
  # A persistent tape follows the intermediate tensors of the forward function, but the output
  # depends only on the inputs through the custom gradient.
  kept = {}

  @tf.custom_gradient
  def f(x):
    kept["e"] = tf.tanh(x)

    def grad(upstream):
      return upstream * 10.0
    return kept["e"] * 2.0, grad
  x = tf.constant([0.0, 1.0])
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(kept["e"], x), tape.gradient(y, kept["e"]), tape.gradient(y, x)


def two_inputs(tf):
  @tf.custom_gradient
  def product(x, y):
    def grad(upstream):
      return upstream * y * 3.0, upstream * x
    return x * y, grad
  return _gradient(tf, product, [np.array([1.0, 2.0]), np.array([3.0, -4.0])])


def upstream_gradient_given(tf):
  @tf.custom_gradient
  def double(x):
    def grad(upstream):
      return upstream * 2.0
    return x * 2.0, grad
  return _gradient(tf, double, [np.array([1.0, 2.0], np.float32)],
                   output_gradients=[tf.constant([5.0, -1.0])])


def chained_with_ops_before_and_after(tf):
  @tf.custom_gradient
  def cube(x):
    def grad(upstream):
      return upstream * 3.0 * x * x
    return x * x * x, grad
  return _gradient(tf, lambda x: tf.reduce_sum(cube(x * 2.0) + x), [np.array([1.0, -0.5])])


def list_output(tf):
  seen = []

  @tf.custom_gradient
  def pair(x):
    def grad(first, second):
      seen.append(type(first).__name__ == type(second).__name__)
      return first * 2.0 + second * 3.0
    return [x * 2.0, x * 3.0], grad
  y, grads = _gradient(tf, pair, [np.array([1.0, 2.0], np.float32)])
  return type(y).__name__, y, grads, seen


def nested_tuple_output(tf):
  received = []

  @tf.custom_gradient
  def f(x):
    def grad(first, rest):
      received.append(type(rest).__name__)
      return first + rest[0] * 2.0 + rest[1] * 3.0
    return (x * 1.0, (x * 2.0, x * 3.0)), grad
  y, grads = _gradient(tf, f, [np.array([1.0, 2.0], np.float32)])
  return y, grads, received


def dict_output(tf):
  # grad_fn gets the gradients flattened, not in the result's structure.
  received = []

  @tf.custom_gradient
  def f(x):
    def grad(gradients):
      received.append(sorted(gradients))
      return gradients["a"] * 2.0 + gradients["b"][0] * 3.0
    return {"b": [x * 3.0], "a": x * 2.0}, grad
  y, grads = _gradient(tf, f, [np.array([1.0, 2.0], np.float32)])
  return y, grads, received


def dict_output_flat_gradients(tf):
  # grad_fn gets one gradient per output, flattened (a dict's values in the order of its keys).
  @tf.custom_gradient
  def f(x):
    def grad(a_gradient, b_gradient):
      return a_gradient * 2.0 + b_gradient * 3.0
    return {"b": [x * 3.0], "a": x * 2.0}, grad
  return _gradient(tf, f, [np.array([1.0, 2.0], np.float32)])


def nested_tuple_output_flat_gradients(tf):
  @tf.custom_gradient
  def f(x):
    def grad(first, second, third):
      return first + second * 2.0 + third * 3.0
    return (x * 1.0, (x * 2.0, x * 3.0)), grad
  return _gradient(tf, f, [np.array([1.0, 2.0], np.float32)])


def recompute_grad_second_order(tf):
  g = tf.recompute_grad(lambda x: x * x * x)
  x = tf.constant([2.0])
  with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
      inner.watch(x)
      y = g(x)
    first = inner.gradient(y, x)
  return first, outer.gradient(first, x)


def unused_output_gets_zeros(tf):
  received = []

  @tf.custom_gradient
  def f(x):
    def grad(first, second):
      received.append(second)
      return first + second
    return (x * 2.0, x * 3.0), grad
  x = tf.constant([1.0, 2.0])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y, _ = f(x)
  return tape.gradient(y, x), received


def none_gradient_for_an_input(tf):
  @tf.custom_gradient
  def f(x, y):
    def grad(upstream):
      return None, upstream * 4.0
    return x + y, grad
  return _gradient(tf, f, [np.array([1.0]), np.array([2.0])])


def single_gradient_in_a_list(tf):
  @tf.custom_gradient
  def f(x):
    def grad(upstream):
      return [upstream * 5.0]
    return x * 1.0, grad
  return _gradient(tf, f, [np.array([1.0, 2.0])])


def gradients_nested_for_two_inputs(tf):
  # The gradients are flattened before they are counted.
  @tf.custom_gradient
  def f(x, y):
    def grad(upstream):
      return [(upstream * 2.0, upstream * 3.0)]
    return x + y, grad
  return _gradient(tf, f, [np.array([1.0]), np.array([2.0])])


def list_argument(tf):
  @tf.custom_gradient
  def total(values):
    def grad(upstream):
      return [upstream * 2.0, upstream * 3.0]
    return values[0] + values[1], grad
  a, b = tf.constant([1.0, 2.0]), tf.constant([3.0, 4.0])
  with tf.GradientTape() as tape:
    tape.watch([a, b])
    y = total([a, b])
  return tape.gradient(y, [a, b])


def python_number_argument(tf):
  # A Python number is an input too: grad_fn returns a gradient for it (dropped).
  @tf.custom_gradient
  def scale(x, factor):
    def grad(upstream):
      return upstream * factor, None
    return x * factor, grad
  x = tf.constant([1.0, 2.0])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = scale(x, 3.0)
  return y, tape.gradient(y, x)


def python_number_argument_without_its_gradient(tf):
  @tf.custom_gradient
  def scale(x, factor):
    def grad(upstream):
      return upstream * factor
    return x * factor, grad
  x = tf.constant([1.0, 2.0])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = scale(x, 3.0)
  return tape.gradient(y, x)


def keyword_tensor_argument(tf):
  # Keyword arguments are not inputs of the recorded op: no gradient reaches them.
  @tf.custom_gradient
  def scale(x, factor=None):
    def grad(upstream):
      return upstream * factor
    return x * factor, grad
  x, factor = tf.constant([1.0, 2.0]), tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch([x, factor])
    y = scale(x, factor=factor)
  return tape.gradient(y, [x, factor])


def keyword_argument_given_a_gradient(tf):
  @tf.custom_gradient
  def scale(x, factor=None):
    def grad(upstream):
      return upstream * factor, upstream * x
    return x * factor, grad
  x, factor = tf.constant([1.0, 2.0]), tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch([x, factor])
    y = scale(x, factor=factor)
  return tape.gradient(y, [x, factor])


def too_few_gradients(tf):
  @tf.custom_gradient
  def f(x, y):
    def grad(upstream):
      return upstream
    return x * y, grad
  return _gradient(tf, f, [np.array([1.0]), np.array([2.0])])


def too_many_gradients(tf):
  @tf.custom_gradient
  def f(x):
    def grad(upstream):
      return upstream, upstream, upstream
    return x * 2.0, grad
  return _gradient(tf, f, [np.array([1.0])])


def grad_fn_raises(tf):
  @tf.custom_gradient
  def f(x):
    def grad(upstream):
      raise ValueError("my gradient failed")
    return x * 2.0, grad
  return _gradient(tf, f, [np.array([1.0])])


def grad_fn_wrong_arity(tf):
  @tf.custom_gradient
  def f(x):
    def grad():
      return None
    return x * 2.0, grad
  return _gradient(tf, f, [np.array([1.0])])


def not_a_pair(tf):
  @tf.custom_gradient
  def f(x):
    return x * 2.0
  return f(tf.constant(1.0))


def without_a_tape(tf):
  calls = []

  @tf.custom_gradient
  def f(x):
    def grad(upstream):
      calls.append("grad")
      return upstream
    return x * 2.0, grad
  return f(tf.constant([1.0, 2.0])), calls


def unwatched_input(tf):
  @tf.custom_gradient
  def f(x):
    def grad(upstream):
      return upstream * 2.0
    return x * 2.0, grad
  x, other = tf.constant([1.0]), tf.constant([2.0])
  with tf.GradientTape() as tape:
    tape.watch(other)
    y = f(x) + other
  return tape.gradient(y, [x, other])


def integer_input(tf):
  @tf.custom_gradient
  def f(x, n):
    def grad(upstream):
      return upstream * 2.0, upstream
    return x * tf.cast(n, tf.float32), grad
  x, n = tf.constant([1.0]), tf.constant([2])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x, n)
  return tape.gradient(y, [x, n])


def persistent_tape_twice(tf):
  @tf.custom_gradient
  def f(x):
    def grad(upstream):
      return upstream * 7.0
    return x * 2.0, grad
  x = tf.constant([1.0])
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = f(x)
    z = f(y)
  return tape.gradient(y, x), tape.gradient(z, x), tape.gradient(z, y)


def nested_custom_gradients(tf):
  @tf.custom_gradient
  def inner(x):
    def grad(upstream):
      return upstream * 3.0
    return x * 1.0, grad

  @tf.custom_gradient
  def outer(x):
    y = inner(x)

    def grad(upstream):
      return upstream * 5.0
    return y * 2.0, grad
  return _gradient(tf, outer, [np.array([1.0])])


def decorator_keeps_name_and_doc(tf):
  @tf.custom_gradient
  def named_function(x):
    """Its docstring."""
    return x, lambda upstream: upstream
  return named_function.__name__, named_function.__doc__


def decorator_called_without_function(tf):
  @tf.custom_gradient()
  def f(x):
    def grad(upstream):
      return upstream * 4.0
    return x * 1.0, grad
  return _gradient(tf, f, [np.array([1.0, 2.0])])


def decorated_method(tf):
  class Scaler:
    factor = 3.0

    @tf.custom_gradient
    def scale(self, x):
      def grad(upstream):
        return upstream * self.factor * 10.0
      return x * self.factor, grad
  scaler = Scaler()
  return _gradient(tf, scaler.scale, [np.array([1.0, 2.0])])


def recompute_grad_first_order(tf):
  calls = []

  def f(x, y):
    calls.append("f")
    return tf.reduce_sum(tf.tanh(x) * y)
  g = tf.recompute_grad(f)
  y, grads = _gradient(tf, g, [np.array([0.0, 1.0]), np.array([2.0, 3.0])])
  return y, grads, calls


def recompute_grad_unconnected_input(tf):
  def f(x, y):
    del y
    return x * 2.0
  return _gradient(tf, tf.recompute_grad(f), [np.array([1.0]), np.array([2.0])])


def recompute_grad_forward_not_recorded(tf):
  kept = {}

  def f(x):
    kept["e"] = tf.tanh(x)
    return kept["e"] * 2.0
  g = tf.recompute_grad(f)
  x = tf.constant([0.0, 1.0])
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = g(x)
  return tape.gradient(kept["e"], x), tape.gradient(y, x)


import custom_gradient_variable_cases  # pylint: disable=g-import-not-at-top,wrong-import-position


def _cases(module):
  return {name: function for name, function in vars(module).items()
          if callable(function) and not name.startswith("_") and
          name not in ("observed",) and getattr(function, "__module__", None) == module.__name__
          and function.__code__.co_varnames[:1] == ("tf",)}


CASES = {**_cases(sys.modules[__name__]), **_cases(custom_gradient_variable_cases)}
