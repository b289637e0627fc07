"""tflc.function: traced once per input signature (TensorFlow 2.21's retracing rules for
tensors, Python values and input_signature), run as a compiled graph, with static shapes,
concrete functions, captured variables read at each call, and construction errors at trace
time."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc


def test_traces_once_per_signature_and_runs_the_graph():
  traces = []

  @tflc.function
  def step(x, scale=1.01):
    traces.append(x.shape)
    y = x
    for _ in range(3):
      y = y * scale + 0.5
    return tflc.reduce_sum(y)

  a = tflc.constant([1.0, 2.0])
  expected = np.sum(((np.array([1.0, 2.0]) * 1.01 + 0.5) * 1.01 + 0.5) * 1.01 + 0.5)
  np.testing.assert_allclose(step(a).numpy(), expected, rtol=1e-6)
  np.testing.assert_allclose(step(tflc.constant([3.0, 4.0])).numpy(),
                             np.sum(((np.array([3.0, 4.0]) * 1.01 + 0.5) * 1.01 + 0.5) * 1.01
                                    + 0.5), rtol=1e-6)
  assert len(traces) == 1
  step(tflc.constant([1.0, 2.0, 3.0]))   # a new shape traces again
  step(a, scale=2.0)                     # so does a new Python value
  step(a, scale=2.0)
  step(tflc.constant([1.0, 2.0], tflc.float64))  # and a new dtype
  assert len(traces) == 4
  assert step.experimental_get_tracing_count() == 4


def test_input_signature_and_concrete_functions():
  @tflc.function(input_signature=[tflc.TensorSpec([None], tflc.float32)])
  def double(x):
    return {"twice": x * 2.0, "size": tflc.shape(x)}

  out = double(tflc.constant([1.0, 2.0, 3.0]))
  np.testing.assert_array_equal(out["twice"].numpy(), [2.0, 4.0, 6.0])
  np.testing.assert_array_equal(double([5.0]).get("size").numpy(), [1])
  assert double.experimental_get_tracing_count() == 1
  concrete = double.get_concrete_function()
  assert concrete.output_shapes["twice"].as_list() == [None]
  assert concrete.graph.get_operations()[0].type == "Placeholder"
  with pytest.raises(TypeError, match="Binding inputs to tf.function failed"):
    double(tflc.constant([[1.0]]))


def test_captured_variables_are_read_at_call_time():
  v = tflc.Variable(2.0)

  @tflc.function
  def scaled(x):
    return x * v

  x = tflc.constant([1.0, 2.0])
  np.testing.assert_array_equal(scaled(x).numpy(), [2.0, 4.0])
  v.assign(5.0)
  np.testing.assert_array_equal(scaled(x).numpy(), [5.0, 10.0])
  assert scaled.experimental_get_tracing_count() == 1


def test_shape_errors_at_trace_time_and_kernel_errors_at_run_time():
  @tflc.function
  def bad(x):
    return tflc.matmul(x, tflc.constant([[1.0, 2.0, 3.0]]))

  with pytest.raises(ValueError, match="Dimensions must be equal"):
    bad(tflc.constant([[1.0, 2.0]]))

  @tflc.function(input_signature=[tflc.TensorSpec([None], tflc.float32),
                                  tflc.TensorSpec([None], tflc.float32)])
  def add(a, b):
    return a + b

  with pytest.raises(tflc.errors.InvalidArgumentError, match="Incompatible shapes"):
    add(tflc.constant([1.0, 2.0]), tflc.constant([1.0, 2.0, 3.0]))


def test_outputs_of_every_kind():
  @tflc.function
  def mixed(x):
    return x, tflc.constant(7), "text", None

  x = tflc.constant([1.0])
  out = mixed(x)
  assert out[0].numpy().tolist() == [1.0] and out[1].numpy() == 7
  assert out[2] == "text" and out[3] is None


def test_a_function_calling_a_function():
  @tflc.function
  def inner(x):
    return x + 1.0

  @tflc.function
  def outer(x):
    return inner(x) * 2.0

  np.testing.assert_array_equal(outer(tflc.constant([1.0])).numpy(), [4.0])


def test_gradients_flow_through_a_function_call():
  @tflc.function
  def f(x, y):
    return tflc.reduce_sum(tflc.tanh(x) * y)

  x = tflc.constant([0.5, -1.0], dtype=tflc.float64)
  y = tflc.constant([2.0, 3.0], dtype=tflc.float64)
  with tflc.GradientTape() as tape:
    tape.watch([x, y])
    out = f(x, y)
  dx, dy = tape.gradient(out, [x, y])
  t = np.tanh([0.5, -1.0])
  np.testing.assert_allclose(dx.numpy(), (1 - t * t) * [2.0, 3.0])
  np.testing.assert_allclose(dy.numpy(), t)
  # The backward function is traced once and reused.
  with tflc.GradientTape() as tape:
    tape.watch(x)
    out = f(x, y)
  np.testing.assert_allclose(tape.gradient(out, x).numpy(), (1 - t * t) * [2.0, 3.0])
  assert f.get_concrete_function(x, y)._backward() is f.get_concrete_function(x, y)._backward()  # pylint: disable=protected-access


def test_second_derivative_through_a_function_and_variables():
  @tflc.function
  def cube(x):
    return x * x * x

  x = tflc.constant(2.0)
  with tflc.GradientTape() as outer:
    outer.watch(x)
    with tflc.GradientTape() as inner:
      inner.watch(x)
      y = cube(x)
    dy = inner.gradient(y, x)
  assert dy.numpy() == 12.0
  assert outer.gradient(dy, x).numpy() == 12.0

  w = tflc.Variable(3.0)

  @tflc.function
  def scaled(x):
    return x * w * w

  with tflc.GradientTape() as tape:
    out = scaled(tflc.constant(2.0))
  assert tape.gradient(out, w).numpy() == 12.0
