"""The guide's ZeroOut gradient ("Implement the gradient in Python"), shared by the script that
records TensorFlow's answers (record_tf_zero_out_gradient_reference.py) and the test that holds
tflc to them (examples/zero_out/zero_out_grad_test.py).

Both sides load the same op library sources (built against each one's headers), run the guide's
gradient module (examples/zero_out/zero_out_grad.py; for TensorFlow with the package name changed
back), and register its `_zero_out_grad` for the float ZeroOut too (the guide's ZeroOut is int32
only, and tapes record no integer op). A case is
`program(tf, libraries) -> structure`; `libraries` holds the loaded modules by library name.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import custom_gradient_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

REFERENCE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "tf_zero_out_gradient_reference.json")
# The op libraries the cases load (examples/zero_out, examples/guide).
LIBRARIES = ("zero_out", "zero_out_real_number_types", "zero_out_polymorphic")
# The guide's gradient module, relative to the repository root.
GRADIENT_MODULE = os.path.join("tensorflow_lite_core", "examples", "zero_out", "zero_out_grad.py")


def guide_gradient_source(package):
  """The guide's gradient module with `package` ("tensorflow") in place of tflc's name."""
  root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
      os.path.abspath(__file__))))))
  with open(os.path.join(root, GRADIENT_MODULE)) as file:
    return file.read().replace("tensorflow_lite_core", package)


def register_beside_the_guide(ops_module, zero_out_grad):
  """Registers the guide's `_zero_out_grad` for the float ZeroOut too, and declares
  ZeroOutPolymorphic not differentiable (`ops_module` is tensorflow.python.framework.ops or
  tflc's)."""
  ops_module.RegisterGradient("ZeroOutRealNumberTypes")(zero_out_grad)
  ops_module.NotDifferentiable("ZeroOutPolymorphic")


def observed(tf, libraries, program):
  return custom_gradient_cases.observed(tf, lambda tf: program(tf, libraries))


def _tape_gradient(tf, f, x, output_gradients=None):
  x = tf.constant(x)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return y, tape.gradient(y, x, output_gradients=output_gradients)


_MATRIX = [[1.5, 2.0, -3.0], [4.0, 5.0, 6.0]]


def int32_zero_out(tf, libraries):
  # The guide's ZeroOut is int32 only: tapes record no integer op, so no gradient reaches x.
  return _tape_gradient(tf, libraries["zero_out"].zero_out, np.array([[1, 2], [3, 4]], np.int32))


def float32_matrix(tf, libraries):
  return _tape_gradient(tf, libraries["zero_out_real_number_types"].zero_out_real_number_types,
                        np.array(_MATRIX, np.float32))


def float64_upstream_given(tf, libraries):
  # The first element of the upstream gradient, at index 0.
  upstream = tf.constant(np.array([[7.0, 8.0, 9.0], [1.0, 2.0, 3.0]]))
  return _tape_gradient(tf, libraries["zero_out_real_number_types"].zero_out_real_number_types,
                        np.array(_MATRIX), output_gradients=upstream)


def float64_between_ops(tf, libraries):
  zero_out = libraries["zero_out_real_number_types"].zero_out_real_number_types
  return _tape_gradient(tf, lambda x: tf.reduce_sum(zero_out(x * 3.0) * 2.0 + x),
                        np.array([0.5, -1.0, 2.0]))


def float32_scalar(tf, libraries):
  return _tape_gradient(tf, libraries["zero_out_real_number_types"].zero_out_real_number_types,
                        np.array(2.5, np.float32))


def float32_empty(tf, libraries):
  # reshape(grad, [-1])[0] of no elements: the gradient function's indexing fails.
  return _tape_gradient(tf, libraries["zero_out_real_number_types"].zero_out_real_number_types,
                        np.zeros([0], np.float32))


def half_precision(tf, libraries):
  return _tape_gradient(tf, libraries["zero_out_real_number_types"].zero_out_real_number_types,
                        np.array([3.0, 4.0], np.float16))


def float64_compute_gradient(tf, libraries):
  theoretical, numerical = tf.test.compute_gradient(
      libraries["zero_out_real_number_types"].zero_out_real_number_types,
      [np.array([[0.5, -1.0], [2.0, 3.0]])])
  return tf.constant(theoretical[0]), tf.constant(numerical[0])


def not_differentiable(tf, libraries):
  # ops.NotDifferentiable("ZeroOutPolymorphic"): no gradient flows through it.
  return _tape_gradient(tf, libraries["zero_out_polymorphic"].zero_out_polymorphic,
                        np.array([1.0, 2.0], np.float32))


def not_differentiable_beside_a_differentiable_path(tf, libraries):
  zero_out = libraries["zero_out_polymorphic"].zero_out_polymorphic
  return _tape_gradient(tf, lambda x: zero_out(x) + x * 2.0, np.array([1.0, 2.0], np.float32))


def no_gradient_registered(tf, libraries):
  return _tape_gradient(tf, libraries["zero_out_polymorphic"].zero_out_polymorphic_macro,
                        np.array([1.0, 2.0], np.float32))


CASES = {name: function for name, function in list(globals().items())
         if callable(function) and getattr(function, "__module__", None) == __name__ and
         function.__code__.co_varnames[:2] == ("tf", "libraries") and name != "observed"}
