"""tflc.Variable: values, assignment and its errors, reads that keep their values, tapes watching
trainable variables, training by gradient descent, and ref-input ops updating a variable in
place. TensorFlow 2.21's texts and results (recorded by hand from tensorflow-cpu 2.21.0) are the
expectations where TensorFlow has the behaviour."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc


def test_value_name_shape_dtype_and_repr():
  v = tflc.Variable([1.0, 2.0])
  assert v.name == "Variable:0"
  assert tflc.Variable(3, name="w").name == "w:0"
  assert v.shape == tflc.TensorShape([2]) and v.dtype == tflc.float32
  assert repr(v) == ("<tflc.Variable 'Variable:0' shape=(2,) dtype=float32, "
                     "numpy=array([1., 2.], dtype=float32)>")
  assert repr(tflc.Variable(3.0)).endswith("numpy=3.0>")
  assert tflc.Variable(1).trainable and not tflc.Variable(1.0, trainable=False).trainable
  np.testing.assert_array_equal(tflc.Variable([1, 2], dtype=tflc.float32).numpy(), [1.0, 2.0])
  np.testing.assert_array_equal(tflc.Variable(lambda: tflc.ones([2])).numpy(), [1.0, 1.0])
  np.testing.assert_array_equal(np.asarray(v), [1.0, 2.0])


def test_initial_value_is_required():
  with pytest.raises(ValueError, match="The `initial_value` arg to `tf.Variable` must be "
                     "specified except when you are not providing a `variable_def`"):
    tflc.Variable()


def test_assign_and_updates():
  v = tflc.Variable([1.0, 2.0])
  assert v.assign([5, 6]) is v
  np.testing.assert_array_equal(v.numpy(), [5.0, 6.0])
  v.assign_add([1.0, 1.0])
  np.testing.assert_array_equal(v.numpy(), [6.0, 7.0])
  assert v.assign_sub(np.array([1.0, 1.0]), read_value=False) is None
  np.testing.assert_array_equal(v.numpy(), [5.0, 6.0])
  with pytest.raises(ValueError, match=r"Cannot assign value to variable ' Variable:0': Shape "
                     r"mismatch.The variable shape \(2,\), and the assigned value shape \(3,\) "
                     r"are incompatible."):
    v.assign([1.0, 2.0, 3.0])
  with pytest.raises(ValueError, match="Tensor conversion requested dtype float32 for Tensor "
                     "with dtype int32"):
    v.assign(tflc.constant([1, 2]))
  with pytest.raises(TypeError, match=r"Cannot convert \[1\.5\] to EagerTensor of dtype int32"):
    tflc.Variable([1]).assign_add([1.5])


def test_reads_keep_their_values():
  v = tflc.Variable([1.0, 2.0])
  before = v.read_value()
  v.assign_add([10.0, 10.0])
  np.testing.assert_array_equal(before.numpy(), [1.0, 2.0])
  np.testing.assert_array_equal(v.read_value().numpy(), [11.0, 12.0])


def test_usable_as_a_tensor():
  v = tflc.Variable([1.0, 2.0])
  np.testing.assert_array_equal((v + 1).numpy(), [2.0, 3.0])
  np.testing.assert_array_equal((1 + v).numpy(), [2.0, 3.0])
  np.testing.assert_array_equal(tflc.add(v, v).numpy(), [2.0, 4.0])
  np.testing.assert_array_equal(tflc.add_n([v, v, v]).numpy(), [3.0, 6.0])
  np.testing.assert_array_equal(tflc.convert_to_tensor(v).numpy(), [1.0, 2.0])
  assert v[1].numpy() == 2.0
  np.testing.assert_array_equal((v == tflc.constant([1.0, 0.0])).numpy(), [True, False])
  with pytest.raises(TypeError, match="Variable is unhashable. Instead, use variable.ref()"):
    hash(v)
  assert {v.ref(): 1}[v.ref()] == 1


def test_tape_watches_trainable_variables():
  x = tflc.Variable(3.0)
  with tflc.GradientTape() as tape:
    y = x * x
  assert tape.gradient(y, x).numpy() == 6.0
  with tflc.GradientTape() as tape:
    y = x * x
  assert tape.watched_variables() == (x,)
  with tflc.GradientTape(watch_accessed_variables=False) as tape:
    y = x * x
  assert tape.gradient(y, x) is None
  with tflc.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(x)
    y = x * x
  assert tape.gradient(y, x).numpy() == 6.0
  c = tflc.Variable(3.0, trainable=False)
  with tflc.GradientTape() as tape:
    y = c * c
  assert tape.gradient(y, c) is None
  with tflc.GradientTape() as tape:
    x.assign(2.0)
    y = x * x
  assert tape.gradient(y, x).numpy() == 4.0


def test_gradient_descent_reaches_the_least_squares_solution():
  # Fit y = 2x - 1 on four points: gradient descent converges to w = 2, b = -1.
  xs = tflc.constant([0.0, 1.0, 2.0, 3.0])
  ys = tflc.constant([-1.0, 1.0, 3.0, 5.0])
  w, b = tflc.Variable(0.0), tflc.Variable(0.0)
  for _ in range(500):
    with tflc.GradientTape() as tape:
      loss = tflc.reduce_sum(tflc.square(w * xs + b - ys)) * 0.25
    dw, db = tape.gradient(loss, [w, b])
    w.assign_sub(0.1 * dw)
    b.assign_sub(0.1 * db)
  assert abs(w.numpy() - 2.0) < 1e-4 and abs(b.numpy() + 1.0) < 1e-4


def test_ref_ops_update_the_variable_in_place():
  v = tflc.Variable([1.0, 2.0, 3.0])
  earlier = v.read_value()
  out = tflc.raw_ops.AssignAdd(ref=v, value=[1.0, 1.0, 1.0])
  np.testing.assert_array_equal(v.numpy(), [2.0, 3.0, 4.0])
  np.testing.assert_array_equal(out.numpy(), [2.0, 3.0, 4.0])
  np.testing.assert_array_equal(earlier.numpy(), [1.0, 2.0, 3.0])  # copied on write
  tflc.raw_ops.ScatterUpdate(ref=v, indices=[2, 0], updates=[30.0, 10.0])
  np.testing.assert_array_equal(v.numpy(), [10.0, 3.0, 30.0])
  tflc.raw_ops.AssignSub(ref=v, value=[1.0, 1.0, 1.0])
  np.testing.assert_array_equal(v.numpy(), [9.0, 2.0, 29.0])
  tflc.raw_ops.Assign(ref=v, value=[7.0, 8.0], validate_shape=False)
  np.testing.assert_array_equal(v.numpy(), [7.0, 8.0])


def test_ref_op_errors():
  v = tflc.Variable([1.0, 2.0])
  with pytest.raises(TypeError, match="requires l-value input"):
    tflc.raw_ops.AssignAdd(ref=tflc.constant([1.0, 2.0]), value=[1.0, 1.0])
  with pytest.raises(tflc.errors.InvalidArgumentError,
                     match="Assign requires shapes of both tensors to match"):
    tflc.raw_ops.Assign(ref=v, value=[1.0, 2.0, 3.0])
  with pytest.raises(tflc.errors.InvalidArgumentError, match=r"indices\[0\] = 5 is not in \[0, 2\)"):
    tflc.raw_ops.ScatterUpdate(ref=v, indices=[5], updates=[1.0])
  np.testing.assert_array_equal(v.numpy(), [1.0, 2.0])
