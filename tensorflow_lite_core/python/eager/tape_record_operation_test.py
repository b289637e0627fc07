"""Which ops a tape records: only those with a followed input that gradients flow through
(floating or complex), for ops the executor runs and for ops recorded from Python
(`_pywrap_tflc._record_operation`: custom gradients, variable reads), as TensorFlow's tape."""

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


def _identity_backward(grad):
  return [grad]


def _entries(tape):
  return tape._tape.num_entries  # pylint: disable=protected-access


def test_python_op_on_a_watched_integer_is_not_recorded():
  n = tflc.constant([1, 2])
  with tflc.GradientTape() as tape:
    tape.watch(n)
    out = tflc.identity(n)  # the executor's check
    _pywrap_tflc._record_operation("Custom", [out], [n], _identity_backward)
  assert _entries(tape) == 0


def test_python_op_on_a_watched_float_is_recorded():
  x = tflc.constant([1.0, 2.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    out = tflc.constant([5.0, 6.0])
    _pywrap_tflc._record_operation("Custom", [out], [x], lambda g: [g * 3.0])
  assert _entries(tape) == 1
  np.testing.assert_array_equal(tape.gradient(out, x).numpy(), [3.0, 3.0])


def test_the_followed_input_must_be_the_trainable_one():
  x, n = tflc.constant([1.0]), tflc.constant([1])
  out = tflc.constant([0.0])
  with tflc.GradientTape() as tape:
    tape.watch(n)  # followed, but an integer; x is trainable but not followed
    _pywrap_tflc._record_operation("Custom", [out], [x, n], lambda g: [g, None])
  assert _entries(tape) == 0
  with tflc.GradientTape() as tape:
    tape.watch(x)
    _pywrap_tflc._record_operation("Custom", [out], [x, n], lambda g: [g * 2.0, None])
  assert _entries(tape) == 1
  np.testing.assert_array_equal(tape.gradient(out, x).numpy(), [2.0])


def test_complex_and_half_inputs_are_trainable():
  for value in (tflc.constant([1 + 2j]), tflc.constant([1.0], tflc.float16),
                tflc.constant([1.0], tflc.bfloat16), tflc.constant([1.0], tflc.float64)):
    with tflc.GradientTape() as tape:
      tape.watch(value)
      _pywrap_tflc._record_operation("Custom", [tflc.identity(value)], [value], _identity_backward)
    assert _entries(tape) == 2, value.dtype  # the Identity and the custom op


def test_non_tensor_input_is_not_trainable():
  # An input that is no tensor has no dtype; an id given for it does not make the op recorded.
  x = tflc.constant([1.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    _pywrap_tflc._record_operation("Custom", [tflc.constant([2.0])], [3.0], _identity_backward,
                                   [_pywrap_tflc._tensor_id(x)])
  assert _entries(tape) == 0


def test_input_id_override_uses_the_input_objects_dtype():
  # A variable read: the input is the value read, followed under the variable's id.
  x = tflc.constant([1.0])
  value = tflc.constant([4.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    _pywrap_tflc._record_operation("Read", [value], [value], lambda g: [g * 7.0],
                                   [_pywrap_tflc._tensor_id(x)])
  assert _entries(tape) == 1
  np.testing.assert_array_equal(tape.gradient(value, x).numpy(), [7.0])
  ints = tflc.constant([4])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    _pywrap_tflc._record_operation("Read", [ints], [ints], _identity_backward,
                                   [_pywrap_tflc._tensor_id(x)])
  assert _entries(tape) == 0


def test_float_variable_reads_are_recorded():
  v = tflc.Variable([1.0, 2.0])
  with tflc.GradientTape() as tape:
    y = v * 3.0
  assert _entries(tape) == 2  # the read and the Mul
  np.testing.assert_array_equal(tape.gradient(y, v).numpy(), [3.0, 3.0])


def test_integer_variable_reads_are_not_recorded():
  n = tflc.Variable([1, 2])
  with tflc.GradientTape() as tape:
    y = n * 3
  assert _entries(tape) == 0
  assert tape.watched_variables() == (n,)  # watched, as TensorFlow's: trainable by default
  assert tape.gradient(y, n) is None


def test_recording_skipped_leaves_gradients_of_other_paths():
  x = tflc.constant([2.0])
  n = tflc.Variable([3])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = x * tflc.cast(n, tflc.float32)
  # The Mul is recorded (x); the read and the Cast (integer inputs) are not.
  assert _entries(tape) == 1
  np.testing.assert_array_equal(tape.gradient(y, x).numpy(), [3.0])
