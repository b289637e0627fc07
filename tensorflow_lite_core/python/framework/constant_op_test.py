"""Tests of tflc.constant and tflc.convert_to_tensor."""

import gc
import weakref

import numpy as np
import pytest

import tensorflow_lite_core as tflc


def aligned_array(values, dtype, alignment=64):
  """A C-contiguous array whose data starts on an `alignment`-byte boundary."""
  values = np.asarray(values, dtype=dtype)
  raw = np.empty(values.nbytes + alignment, dtype=np.uint8)
  offset = (-raw.ctypes.data) % alignment
  array = raw[offset:offset + values.nbytes].view(dtype).reshape(values.shape)
  array[...] = values
  return array


def test_constant_from_python_values():
  t = tflc.constant([[1, 2], [3, 4]])
  assert t.dtype == tflc.int32
  assert t.shape == [2, 2]
  np.testing.assert_array_equal(t.numpy(), [[1, 2], [3, 4]])
  assert tflc.constant(1.5).dtype == tflc.float32
  assert tflc.constant(True).dtype == tflc.bool
  assert tflc.constant("a").numpy() == b"a"
  assert tflc.constant(2**40).dtype == tflc.int64


def test_constant_with_dtype_converts_compatible_values():
  t = tflc.constant([1, 2], dtype=tflc.float64)
  assert t.dtype == tflc.float64
  np.testing.assert_array_equal(t.numpy(), [1.0, 2.0])
  assert tflc.constant(1, dtype="complex64").dtype == tflc.complex64


def test_constant_casts_numpy_arrays_to_any_numeric_dtype():
  t = tflc.constant(np.array([1.7, -2.2]), dtype=tflc.int32)
  np.testing.assert_array_equal(t.numpy(), [1, -2])


def test_constant_shape_broadcasts_scalars_and_reshapes():
  np.testing.assert_array_equal(tflc.constant(7, shape=[2, 3]).numpy(), np.full((2, 3), 7))
  np.testing.assert_array_equal(
      tflc.constant([1, 2, 3, 4], shape=(2, 2)).numpy(), [[1, 2], [3, 4]])


def test_constant_shape_with_wrong_size_raises_type_error():
  with pytest.raises(TypeError, match="has 3 elements, but got `shape` \\(2, 2\\) with 4"):
    tflc.constant([1, 2, 3], shape=[2, 2])


def test_constant_errors():
  with pytest.raises(TypeError, match="Cannot convert 1.5 to EagerTensor of dtype int32"):
    tflc.constant(1.5, dtype=tflc.int32)
  with pytest.raises(ValueError, match="non-rectangular"):
    tflc.constant([[1, 2], [3]])
  with pytest.raises(TypeError, match="Cannot convert"):
    tflc.constant(1, dtype="not a dtype")


def test_convert_to_tensor_returns_tensors_unchanged():
  t = tflc.constant([1, 2])
  assert tflc.convert_to_tensor(t) is t
  assert tflc.convert_to_tensor(t, dtype=tflc.int32) is t


def test_convert_to_tensor_refuses_a_tensor_of_another_dtype():
  with pytest.raises(ValueError, match="requested dtype float32 for Tensor with dtype int32"):
    tflc.convert_to_tensor(tflc.constant([1]), dtype=tflc.float32)


def test_convert_to_tensor_dtype_hint_is_a_preference():
  assert tflc.convert_to_tensor(1, dtype_hint=tflc.float32).dtype == tflc.float32
  # "a" cannot be float32: the hint gives way to the value's own type.
  assert tflc.convert_to_tensor("a", dtype_hint=tflc.float32).dtype == tflc.string


def test_convert_to_tensor_rejects_impossible_dtype():
  with pytest.raises(TypeError, match=r"Cannot convert \[1\.5\] to EagerTensor of dtype int64"):
    tflc.convert_to_tensor([1.5], dtype=tflc.int64)



def test_convert_to_tensor_casts_numpy_values_as_tensorflow_does():
  # NumPy arrays and scalars are cast as NumPy's astype casts (TensorFlow's ndarray conversion).
  assert tflc.convert_to_tensor(np.array([1.7, -1.7]), dtype=tflc.int64).numpy().tolist() == [1, -1]
  assert tflc.convert_to_tensor(np.float64(2.5), dtype=tflc.int32).numpy() == 2
  assert tflc.convert_to_tensor(np.array([0.5, 0.0]), dtype=tflc.bool).numpy().tolist() == [
      True, False]
  assert tflc.convert_to_tensor(np.array(["7"]), dtype=tflc.int32).numpy().tolist() == [7]
  with pytest.raises(ValueError, match=r"Unsupported object type float"):
    tflc.convert_to_tensor(np.array([1.0], np.float32), dtype=tflc.string)


def test_aligned_contiguous_arrays_are_shared_without_copy():
  array = aligned_array([1.0, 2.0, 3.0, 4.0], np.float32)
  t = tflc.convert_to_tensor(array)
  assert np.shares_memory(t.numpy(), array)
  array[0] = 10.0  # the tensor views the caller's memory
  assert t.numpy()[0] == 10.0


def test_non_contiguous_arrays_are_copied():
  array = aligned_array(np.arange(8), np.int32)[::2]
  t = tflc.convert_to_tensor(array)
  assert not np.shares_memory(t.numpy(), array)
  np.testing.assert_array_equal(t.numpy(), [0, 2, 4, 6])


def test_byte_swapped_arrays_are_copied_in_native_order():
  array = np.arange(4, dtype=">i4")
  t = tflc.convert_to_tensor(array)
  assert t.dtype == tflc.int32
  np.testing.assert_array_equal(t.numpy(), [0, 1, 2, 3])


def test_a_shared_array_lives_as_long_as_the_tensor():
  array = aligned_array([1.0, 2.0], np.float64)
  base = weakref.ref(array.base)
  t = tflc.convert_to_tensor(array)
  del array
  gc.collect()
  assert base() is not None  # the tensor holds the array
  np.testing.assert_array_equal(t.numpy(), [1.0, 2.0])
  del t
  gc.collect()
  assert base() is None


def test_string_arrays_become_string_tensors():
  t = tflc.convert_to_tensor(np.array(["ab", "c"]))
  assert t.dtype == tflc.string
  assert t.numpy().tolist() == [b"ab", b"c"]
