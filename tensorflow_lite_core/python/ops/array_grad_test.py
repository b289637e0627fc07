"""The array gradients beyond the reference cases: tflc.IndexedSlices (what a gather's gradient
is, how it converts and adds up), errors, and gradients of gradients and Jacobians through the
array ops. Values and messages are TensorFlow 2.21's."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.ops import gradient_aggregation


def _gather_gradient(params, indices, **kwargs):
  with tflc.GradientTape() as tape:
    tape.watch(params)
    y = tflc.gather(params, indices, **kwargs)
  return tape.gradient(y, params)


def _params():
  return tflc.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])


def test_gather_gradient_is_indexed_slices_with_tensorflows_parts():
  grad = _gather_gradient(_params(), tflc.constant([[2], [0]], dtype=tflc.int64))
  assert isinstance(grad, tflc.IndexedSlices)
  np.testing.assert_array_equal(grad.values.numpy(), [[1.0, 1.0], [1.0, 1.0]])
  assert grad.indices.dtype == tflc.int64
  np.testing.assert_array_equal(grad.indices.numpy(), [2, 0])
  assert grad.dense_shape.dtype == tflc.int32
  np.testing.assert_array_equal(grad.dense_shape.numpy(), [3, 2])
  assert grad.dtype == tflc.float32
  assert grad.shape.as_list() == [3, 2]
  assert not hasattr(grad, "device")


def test_indexed_slices_densify_summing_repeated_rows():
  slices = tflc.IndexedSlices(tflc.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]),
                              tflc.constant([1, 3, 1]), tflc.constant([4, 2]))
  dense = tflc.convert_to_tensor(slices)
  np.testing.assert_array_equal(dense.numpy(), [[0, 0], [6, 8], [0, 0], [3, 4]])
  # Passing one to an op densifies it too.
  np.testing.assert_array_equal(tflc.reduce_sum(slices).numpy(), 21.0)
  np.testing.assert_array_equal(tflc.convert_to_tensor(-slices).numpy(), -dense.numpy())
  assert isinstance(-slices, tflc.IndexedSlices)
  assert "IndexedSlices(indices=" in str(slices)


def test_indexed_slices_conversion_errors_are_tensorflows():
  slices = tflc.IndexedSlices(tflc.constant([[1.0]]), tflc.constant([0]), tflc.constant([1, 1]))
  with pytest.raises(ValueError, match=r"^Incompatible tensor conversion requested to `dtype` "
                                       r"int32 for IndexedSlices \(IndexedSlices\(.*\)\) with "
                                       r"dtype float32$"):
    tflc.convert_to_tensor(slices, dtype=tflc.int32)
  shapeless = tflc.IndexedSlices(tflc.constant([[1.0]]), tflc.constant([0]))
  assert shapeless.dense_shape is None
  assert shapeless.shape.rank is None
  with pytest.raises(ValueError, match="^Tensor conversion requested for IndexedSlices for "
                                       "argument `value` without dense_shape: IndexedSlices"):
    tflc.convert_to_tensor(shapeless)


def test_aggregation_joins_slices_and_adds_densely_with_a_tensor():
  a = tflc.IndexedSlices(tflc.constant([[1.0, 1.0]]), tflc.constant([2]), tflc.constant([3, 2]))
  b = tflc.IndexedSlices(tflc.constant([[2.0, 3.0]]), tflc.constant([0], dtype=tflc.int64),
                         tflc.constant([3, 2]))
  joined = gradient_aggregation.aggregate([a, b])
  assert isinstance(joined, tflc.IndexedSlices)
  assert joined.indices.dtype == tflc.int64  # mixed index types meet at int64, as in TensorFlow
  np.testing.assert_array_equal(joined.indices.numpy(), [2, 0])
  np.testing.assert_array_equal(joined.values.numpy(), [[1, 1], [2, 3]])
  dense = gradient_aggregation.aggregate([a, tflc.ones([3, 2]), b])
  assert isinstance(dense, tflc.Tensor)
  np.testing.assert_array_equal(dense.numpy(), [[3, 4], [1, 1], [2, 2]])


def test_gather_twice_and_with_a_dense_use():
  x = _params()
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    twice = tflc.gather(x, [0]) + tflc.gather(x, [0, 2])
    mixed = tflc.gather(x, [1]) * 2.0 + x[:1]
  grad = tape.gradient(twice, x)
  assert isinstance(grad, tflc.IndexedSlices)
  # Row 0: twice through the broadcast of the first gather, once through the second.
  np.testing.assert_array_equal(tflc.convert_to_tensor(grad).numpy(), [[3, 3], [0, 0], [1, 1]])
  grad = tape.gradient(mixed, x)
  assert isinstance(grad, tflc.Tensor)
  np.testing.assert_array_equal(grad.numpy(), [[1, 1], [2, 2], [0, 0]])


def test_unconnected_zeros_and_jacobian_through_a_gather():
  x = _params()
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = tflc.gather(x, [2, 2])
  jacobian = tape.jacobian(y, x)
  assert jacobian.shape.as_list() == [2, 2, 3, 2]
  expected = np.zeros([2, 2, 3, 2], np.float32)
  for i in range(2):
    for j in range(2):
      expected[i, j, 2, j] = 1
  np.testing.assert_array_equal(jacobian.numpy(), expected)
  theoretical, numerical = tflc.test.compute_gradient(
      lambda p: tflc.gather(p, [1, 0, 1]), [np.arange(6.0).reshape(3, 2)])
  np.testing.assert_allclose(theoretical[0], numerical[0], atol=1e-6)


def test_gradient_of_a_gradient_through_strided_slices():
  # d/dx of sum(w * d/dx sum(x[1:] ** 2)) = 2 w on the sliced part: through StridedSliceGrad.
  x = tflc.constant([1.0, 2.0, 3.0, 4.0], dtype=tflc.float64)
  w = tflc.constant([1.0, 10.0, 100.0, 1000.0], dtype=tflc.float64)
  with tflc.GradientTape() as outer:
    outer.watch(x)
    with tflc.GradientTape() as inner:
      inner.watch(x)
      y = tflc.reduce_sum(tflc.square(x[1:]))
    g = inner.gradient(y, x)
    z = tflc.reduce_sum(g * w)
  np.testing.assert_allclose(outer.gradient(z, x).numpy(), [0.0, 20.0, 200.0, 2000.0])


def test_prevent_and_check_numerics_messages_are_tensorflows():
  x = tflc.constant([1.0, 2.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = tflc.raw_ops.PreventGradient(input=x, message="why")
  with pytest.raises(LookupError, match=r"^Gradient explicitly disabled. Reason: b'why'$"):
    tape.gradient(y, x)
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = tflc.raw_ops.CheckNumerics(tensor=x, message="in x") * np.float32(np.nan)
  with pytest.raises(tflc.errors.InvalidArgumentError,
                     match=r"values detected in gradient. b'in x' : Tensor had NaN values"):
    tape.gradient(y, x)


def test_ops_without_a_gradient_say_so():
  x = tflc.constant([1.0, 0.0, 2.0])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = tflc.where(x)
  with pytest.raises(LookupError, match="gradient registry has no entry for: Where"):
    tape.gradient(y, x)


def test_integer_params_get_no_gradient():
  x = tflc.constant([[1, 2], [3, 4]])
  with tflc.GradientTape() as tape:
    tape.watch(x)
    y = tflc.gather(x, [1])
  assert tape.gradient(y, x) is None
