"""tflc.custom_gradient and tflc.recompute_grad against TensorFlow 2.21's recorded answers
(testdata/tf_reference/custom_gradient_cases.py, tf_custom_gradient_reference.json), and what the
tape holds after them."""

import json
import os
import sys
import threading

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import custom_gradient_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
from outcome_comparison import agrees  # pylint: disable=g-import-not-at-top,wrong-import-position

_GRADIENT_ROUNDINGS = 16


def _reference():
  with open(custom_gradient_cases.REFERENCE_FILE) as file:
    return json.load(file)


def _same(expected, actual):
  """Whether two encoded results agree: the same structure, values to their dtype's precision."""
  if expected is None or actual is None:
    return expected is actual
  if set(expected) & {"list", "tuple", "dict"}:
    if set(expected) != set(actual):
      return False
    (kind, want), (_, have) = next(iter(expected.items())), next(iter(actual.items()))
    if kind == "dict":
      return set(want) == set(have) and all(_same(want[k], have[k]) for k in want)
    return len(want) == len(have) and all(_same(w, h) for w, h in zip(want, have))
  return agrees(expected, actual, _GRADIENT_ROUNDINGS)


def _observed_agrees(expected, actual):
  if "error" in expected or "error" in actual:
    return expected == actual
  return _same(expected["result"], actual["result"])


def test_the_reference_is_tensorflow_2_21_and_covers_every_case():
  reference = _reference()
  assert reference["tensorflow"] == "2.21.0"
  assert set(reference["cases"]) == set(custom_gradient_cases.CASES)


@pytest.mark.parametrize("name", sorted(custom_gradient_cases.CASES))
def test_tensorflows_answer(name):
  expected = _reference()["cases"][name]
  actual = custom_gradient_cases.observed(tflc, custom_gradient_cases.CASES[name])
  assert _observed_agrees(expected, actual), f"\n  TensorFlow {expected}\n  tflc       {actual}"


def test_the_gradient_walk_skips_the_forward_ops():
  # The forward ops are recorded (for higher-order gradients), but the walk from the outputs
  # reaches only the custom gradient: the forward's own gradients never run.
  forward_gradient_calls = []

  @tflc.custom_gradient
  def f(x):
    y = tflc.tanh(x)

    def grad(upstream):
      return upstream * 2.0
    return y, grad
  x = tflc.constant([1.0, 2.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  assert tape._tape.num_entries == 3  # Tanh, the output's Identity, and the custom op.
  from tensorflow_lite_core.python.framework import ops  # pylint: disable=g-import-not-at-top
  tanh_gradient = ops._gradient_registry["Tanh"]
  try:
    ops._gradient_registry["Tanh"] = lambda op, grad: forward_gradient_calls.append(op) or grad
    np.testing.assert_array_equal(tape.gradient(y, x).numpy(), [2.0, 2.0])
  finally:
    ops._gradient_registry["Tanh"] = tanh_gradient
  assert not forward_gradient_calls


def test_outputs_are_new_tensors():
  @tflc.custom_gradient
  def passthrough(x):
    return x, lambda upstream: upstream * 3.0
  x = tflc.constant([1.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = passthrough(x)
  assert y is not x
  np.testing.assert_array_equal(tape.gradient(y, x).numpy(), [3.0])


def test_recompute_grad_records_no_forward_op():
  g = tflc.recompute_grad(lambda x: tflc.tanh(x) * 2.0)
  x = tflc.constant([0.5])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = g(x)
  # Only the custom op: the forward ran unrecorded, so the copy of its output did too.
  assert tape._tape.num_entries == 1
  np.testing.assert_allclose(tape.gradient(y, x).numpy(), [2.0 / np.cosh(0.5) ** 2], rtol=1e-6)


def test_stop_recording_is_undone_when_f_raises():
  def failing(x):
    raise RuntimeError("forward failed")
  x = tflc.constant([1.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    with pytest.raises(RuntimeError, match="forward failed"):
      tflc.recompute_grad(failing)(x)
    y = x * 2.0
  np.testing.assert_array_equal(tape.gradient(y, x).numpy(), [2.0])


def test_custom_gradient_checks_numerically():
  @tflc.custom_gradient
  def softplus(x):
    def grad(upstream):
      return upstream * tflc.sigmoid(x)
    return tflc.math.log(1.0 + tflc.exp(x)), grad
  theoretical, numerical = tflc.test.compute_gradient(softplus, [np.array([-1.0, 0.5, 2.0])])
  np.testing.assert_allclose(theoretical[0], numerical[0], rtol=1e-6, atol=1e-9)



def test_missing_variables_keyword_names_the_variables():
  v = tflc.Variable(2.0, name="scale")

  @tflc.custom_gradient
  def f(x):
    return x * v, lambda upstream: upstream
  with pytest.raises(TypeError) as raised:
    f(tflc.constant(1.0))
  assert str(raised.value) == (
      "@tf.custom_gradient grad_fn must accept keyword argument 'variables', since function "
      "uses variables: [<tflc.Variable 'scale:0' shape=() dtype=float32, numpy=2.0>]")


def test_variables_in_the_order_first_read():
  a, b, c = (tflc.Variable(float(k), name=name) for k, name in enumerate("abc"))
  given = []

  @tflc.custom_gradient
  def f(x):
    def grad(upstream, variables):
      given.append([v.name for v in variables])
      return upstream, [upstream * 10.0, upstream * 20.0, upstream * 30.0]
    return x * c + b * a + c, grad
  x = tflc.constant(1.0)
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  grads = tape.gradient(y, [x, a, b, c])
  assert given == [["c:0", "b:0", "a:0"]]
  assert [float(g) for g in grads] == [1.0, 30.0, 20.0, 10.0]


def test_integer_variable_gets_no_gradient():
  # TensorFlow's tape follows an integer variable through its resource handle and hands it
  # grad_fn's gradient; tflc's tape records only floating and complex values, so it gets None.
  n = tflc.Variable(2)

  @tflc.custom_gradient
  def f(x):
    def grad(upstream, variables):
      return upstream * 2.0, [tflc.ones_like(n)]
    return x * tflc.cast(n, tflc.float32), grad
  x = tflc.constant(1.0)
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  dx, dn = tape.gradient(y, [x, n])
  assert float(dx) == 2.0 and dn is None


def test_watcher_ends_when_f_raises():
  v = tflc.Variable(2.0)

  @tflc.custom_gradient
  def failing(x):
    del x
    raise RuntimeError("forward failed")
  with pytest.raises(RuntimeError, match="forward failed"):
    failing(tflc.constant(1.0))
  assert not _pywrap_tflc._variable_reads_observed()
  # Reads after it go to no watcher: a custom gradient without variables works.
  float(v)

  @tflc.custom_gradient
  def f(x):
    return x * 2.0, lambda upstream: upstream * 3.0
  x = tflc.constant(1.0)
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  assert float(tape.gradient(y, x)) == 3.0


def test_watchers_are_per_thread():
  # A read on another thread while f runs is not f's.
  v = tflc.Variable(2.0)
  other_read = threading.Event()

  def read_elsewhere():
    float(v * 1.0)
    other_read.set()

  @tflc.custom_gradient
  def f(x):
    thread = threading.Thread(target=read_elsewhere)
    thread.start()
    thread.join()
    return x * 2.0, lambda upstream: upstream * 5.0
  x = tflc.constant(1.0)
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  assert other_read.is_set()
  assert float(tape.gradient(y, x)) == 5.0


def test_variable_gradient_through_ops_on_both_sides():
  v = tflc.Variable(np.array([0.5, -1.5], np.float32))

  @tflc.custom_gradient
  def f(x):
    def grad(upstream, variables):
      del variables
      return upstream * v, [upstream * x]
    return x * v, grad
  x = tflc.constant([2.0, 3.0])
  with tflc.GradientTape() as tape:
    y = f(x * 1.0)
    total = tflc.reduce_sum(y * y)
  # d/dv sum((x v)^2) = 2 (x v) x, the x v factor from upstream and the x from grad_fn.
  np.testing.assert_allclose(tape.gradient(total, v).numpy(),
                             2.0 * np.array([2.0, 3.0]) ** 2 * np.array([0.5, -1.5]))

def test_public_names():
  from tensorflow_lite_core.python.ops import custom_gradient  # pylint: disable=g-import-not-at-top
  assert tflc.custom_gradient is custom_gradient.custom_gradient
  assert tflc.recompute_grad is custom_gradient.recompute_grad
