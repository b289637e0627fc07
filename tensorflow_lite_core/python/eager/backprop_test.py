"""tflc.GradientTape: recording, the gradient walk, and TensorFlow's rules for what is watched,
unconnected, not differentiable, persistent or nested."""

import threading

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import ops


def _x():
  return tflc.constant([1.0, 2.0, 3.0])


def test_gradient_of_a_chain():
  x = _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = x
    for _ in range(3):
      y = y * 1.5 + 0.5
    total = tflc.reduce_sum(y)
  np.testing.assert_allclose(tape.gradient(total, x).numpy(), [3.375] * 3)


def test_unwatched_and_unconnected_sources():
  x, u = _x(), _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = x * x
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x
  assert tape.gradient(y, u) is None
  zeros = tape.gradient(y, [x, u], unconnected_gradients="zero")
  np.testing.assert_allclose(zeros[0].numpy(), [2.0, 4.0, 6.0])
  np.testing.assert_array_equal(zeros[1].numpy(), [0.0, 0.0, 0.0])
  zeros = tape.gradient(y, u, unconnected_gradients=tflc.UnconnectedGradients.ZERO)
  np.testing.assert_array_equal(zeros.numpy(), [0.0, 0.0, 0.0])
  with pytest.raises(ValueError, match="Unknown value for unconnected_gradients: 'bogus'"):
    tape.gradient(y, x, unconnected_gradients="bogus")


def test_non_persistent_tape_is_used_once():
  x = _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = x * 2.0
  tape.gradient(y, x)
  with pytest.raises(RuntimeError, match="A non-persistent GradientTape can only be used to "
                     "compute one set of gradients"):
    tape.gradient(y, x)
  with pytest.raises(RuntimeError, match="non-persistent"):
    tflc.GradientTape().gradient(x, x)


def test_persistent_tape_twice_and_nested_structures():
  x = _x()
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * 2.0
    z = x * x
  np.testing.assert_allclose(tape.gradient(y, x).numpy(), [2.0] * 3)
  np.testing.assert_allclose(tape.gradient(z, x).numpy(), [2.0, 4.0, 6.0])
  grads = tape.gradient([y, {"z": z}], {"a": x, "b": [x]})
  np.testing.assert_allclose(grads["a"].numpy(), [4.0, 6.0, 8.0])
  np.testing.assert_allclose(grads["b"][0].numpy(), [4.0, 6.0, 8.0])
  weighted = tape.gradient(y, x, output_gradients=tflc.constant([3.0, 4.0, 5.0]))
  np.testing.assert_allclose(weighted.numpy(), [6.0, 8.0, 10.0])


def test_a_tensor_used_twice_sums_its_gradients():
  x = _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = x * x + x
  np.testing.assert_allclose(tape.gradient(y, x).numpy(), [3.0, 5.0, 7.0])


def test_target_is_source():
  x = _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
  np.testing.assert_array_equal(tape.gradient(x, x).numpy(), [1.0, 1.0, 1.0])


def test_integer_sources_get_none():
  i = tflc.constant([1, 2])
  with tflc.GradientTape() as tape:
    tape.watch(i)
    y = i * 2
  assert tape.gradient(y, i) is None


def test_watch_refuses_non_tensors_and_target_none():
  with tflc.GradientTape() as tape:
    with pytest.raises(ValueError, match="Passed in object 3.0 of type 'float', not tf.Tensor"):
      tape.watch(3.0)
  with pytest.raises(TypeError, match="Argument `target` should be a list or nested structure"):
    tape.gradient(None, _x())


def test_stop_gradient_and_stop_recording():
  x = _x()
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tflc.stop_gradient(x) * x
    with tape.stop_recording():
      z = x * x
    w = x * 3.0
  np.testing.assert_allclose(tape.gradient(y, x).numpy(), [1.0, 2.0, 3.0])
  assert tape.gradient(z, x) is None
  np.testing.assert_allclose(tape.gradient(w, x).numpy(), [3.0] * 3)


def test_reset_forgets_records():
  x = _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = x * x
    tape.reset()
    tape.watch(x)
    z = x * 5.0
  assert tape.gradient([y, z], x).numpy().tolist() == [5.0, 5.0, 5.0]


def test_second_derivative_of_tanh_with_nested_tapes():
  x = tflc.constant(0.5, dtype=tflc.float64)
  with tflc.GradientTape() as outer:
    outer.watch(x)
    with tflc.GradientTape() as inner:
      inner.watch(x)
      y = tflc.tanh(x)
    dy = inner.gradient(y, x)
  d2y = outer.gradient(dy, x)
  t = np.tanh(0.5)
  np.testing.assert_allclose(dy.numpy(), 1 - t * t)
  np.testing.assert_allclose(d2y.numpy(), -2 * t * (1 - t * t))


def test_higher_order_with_one_persistent_tape():
  x = tflc.constant(3.0)
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x * x
    dy = tape.gradient(y, x)
  np.testing.assert_allclose(dy.numpy(), 27.0)
  np.testing.assert_allclose(tape.gradient(dy, x).numpy(), 18.0)


def test_missing_gradient_names_the_op():
  x = _x()
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = tflc.raw_ops.CheckNumerics(tensor=x, message="m")
  with pytest.raises(LookupError, match="gradient registry has no entry for: CheckNumerics"):
    tape.gradient(y, x)


def _set_aside_builtin_gradient(op_type):
  """Unregisters the built-in gradient of `op_type` (loaded with the first tape), so that a test
  can register its own; returns what _restore_builtin_gradient puts back."""
  tflc.GradientTape()
  return (ops._gradient_registry.pop(op_type),  # pylint: disable=protected-access
          ops._registered_at.pop(op_type))  # pylint: disable=protected-access


def _restore_builtin_gradient(op_type, saved):
  ops._gradient_registry[op_type], ops._registered_at[op_type] = saved  # pylint: disable=protected-access


def test_registered_gradient_sees_the_op():
  seen = {}
  builtin = _set_aside_builtin_gradient("Cos")

  @ops.RegisterGradient("Cos")
  def _cos_grad(op, grad):  # pylint: disable=unused-variable
    seen["type"] = op.type
    seen["inputs"] = len(op.inputs)
    seen["outputs"] = len(op.outputs)
    seen["T"] = op.get_attr("T")
    seen["node_def"] = op.node_def.op
    seen["skip"] = op.skip_input_indices
    return grad * 7.0

  try:
    x = _x()
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = tflc.cos(x)
    np.testing.assert_allclose(tape.gradient(y, x).numpy(), [7.0] * 3)
    assert seen == {"type": "Cos", "inputs": 1, "outputs": 1, "T": tflc.float32,
                    "node_def": "Cos", "skip": ()}
  finally:
    _restore_builtin_gradient("Cos", builtin)


def test_registration_errors():
  with pytest.raises(TypeError, match="op_type must be a string"):
    ops.RegisterGradient(1)
  with pytest.raises(TypeError, match="op_type must be a string"):
    ops.NotDifferentiable(3)
  tflc.GradientTape()  # the built-in gradients are registered with the first tape
  with pytest.raises(KeyError, match="Registering two gradient with name 'AddV2'"):
    ops.RegisterGradient("AddV2")(lambda op, grad: grad)
  with pytest.raises(KeyError, match="Registering two gradient with name 'AddV2'"):
    ops.NotDifferentiable("AddV2")


def test_not_differentiable_gives_none():
  x = _x()
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tflc.zeros_like(x) + x * 0.0
    z = tflc.zeros_like(x)
  assert tape.gradient(z, x) is None
  np.testing.assert_array_equal(tape.gradient(y, x).numpy(), [0.0, 0.0, 0.0])


def test_wrong_gradient_count_is_a_value_error():
  builtin = _set_aside_builtin_gradient("Sin")

  @ops.RegisterGradient("Sin")
  def _sin_grad(op, grad):  # pylint: disable=unused-variable
    return grad, grad

  try:
    x = _x()
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = tflc.sin(x)
    with pytest.raises(ValueError, match="returned 2 gradients; the op has 1 inputs"):
      tape.gradient(y, x)
  finally:
    _restore_builtin_gradient("Sin", builtin)


def test_broadcasting_reduces_to_input_shapes():
  a = tflc.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
  b = tflc.constant([10.0, 20.0, 30.0])
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch([a, b])
    y = a * b
  ga, gb = tape.gradient(y, [a, b])
  np.testing.assert_allclose(ga.numpy(), [[10.0, 20.0, 30.0]] * 2)
  np.testing.assert_allclose(gb.numpy(), [5.0, 7.0, 9.0])


def test_jacobian_and_batch_jacobian():
  x = tflc.constant([[1.0, 2.0], [3.0, 4.0]])
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x
  jacobian = tape.jacobian(y, x).numpy()
  assert jacobian.shape == (2, 2, 2, 2)
  expected = np.zeros((2, 2, 2, 2), np.float32)
  for i in range(2):
    for j in range(2):
      expected[i, j, i, j] = 2 * x.numpy()[i, j]
  np.testing.assert_allclose(jacobian, expected)
  batch = tape.batch_jacobian(y, x).numpy()
  assert batch.shape == (2, 2, 2)
  np.testing.assert_allclose(batch, [np.diag([2.0, 4.0]), np.diag([6.0, 8.0])])


def test_threads_record_on_their_own_tapes():
  results = {}

  def work(k):
    x = tflc.constant([float(k)])
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = x
      for _ in range(50):
        y = y * 1.0 + 0.0
      y = y * float(k)
    results[k] = tape.gradient(y, x).numpy()[0]

  threads = [threading.Thread(target=work, args=(k,)) for k in range(1, 5)]
  for t in threads:
    t.start()
  for t in threads:
    t.join()
  assert results == {1: 1.0, 2: 2.0, 3: 3.0, 4: 4.0}


def test_compute_gradient_agrees_with_central_differences():
  x = np.array([[0.1, -0.4], [0.7, 1.2]], np.float64)
  theoretical, numerical = tflc.test.compute_gradient(lambda t: tflc.tanh(t) * t, [x])
  assert theoretical[0].shape == (4, 4)
  np.testing.assert_allclose(theoretical[0], numerical[0], atol=1e-6)
  t = np.tanh(x.reshape(-1))
  np.testing.assert_allclose(np.diag(theoretical[0]), t + x.reshape(-1) * (1 - t * t))
  a = np.array([[1.0, 2.0]], np.float64)
  b = np.array([[3.0], [4.0]], np.float64)
  theoretical, numerical = tflc.test.compute_gradient(tflc.matmul, [a, b])
  assert [j.shape for j in theoretical] == [(1, 2), (1, 2)]
  np.testing.assert_allclose(theoretical[0], [[3.0, 4.0]])
  np.testing.assert_allclose(theoretical[1], [[1.0, 2.0]])
  np.testing.assert_allclose(numerical[1], [[1.0, 2.0]], atol=1e-9)
  with pytest.raises(ValueError, match="must be a list or tuple"):
    tflc.test.compute_gradient(tflc.tanh, x)
  with pytest.raises(ValueError, match="floating inputs"):
    tflc.test.compute_gradient(tflc.abs, [np.array([1, 2])])
