"""Values the Python API fuzzer (python/fuzzing) found escaping with NumPy's or Python's own
exceptions, now refused with TensorFlow's classes (or, where TensorFlow converts them, converted)."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc


@pytest.mark.parametrize("value, dtype", [
    (300, tflc.qint8),
    (-2, tflc.quint16),
    (2**64 - 1, tflc.quint8),
    ([1, 2**31], tflc.qint32),
])
def test_quantized_dtype_refuses_ints_its_integer_type_cannot_hold(value, dtype):
  # As for the plain integer types: TypeError, where NumPy raised OverflowError.
  with pytest.raises(TypeError, match=f"Cannot convert .* to EagerTensor of dtype {dtype.name}"):
    tflc.convert_to_tensor(value, dtype=dtype)
  with pytest.raises(TypeError, match=f"to EagerTensor of dtype {dtype.name}"):
    tflc.constant(value, dtype=dtype)
  assert tflc.constant(5, dtype=dtype).numpy().tolist() == 5


def test_quantized_tensor_in_a_list_out_of_range_is_refused():
  with pytest.raises(TypeError, match="dtype quint16"):
    tflc.convert_to_tensor([tflc.constant(-3)], dtype=tflc.quint16)


def test_list_of_string_tensors_packs_as_in_tensorflow():
  # TensorFlow 2.21: [[b'a', b'b'], [b'c', b'd']] and [[]] (bytes() of a tensor raised BufferError).
  packed = tflc.convert_to_tensor([tflc.constant(["a", "b"]), tflc.constant(["c", "d"])])
  assert packed.dtype == tflc.string
  assert packed.numpy().tolist() == [[b"a", b"b"], [b"c", b"d"]]
  empty = tflc.convert_to_tensor([tflc.constant([], dtype=tflc.string)])
  assert empty.dtype == tflc.string and empty.shape == (1, 0)


@pytest.mark.parametrize("array, type_name", [
    (np.array([[6, False, 7828760181543665136, 8]], dtype=object), "int"),
    (np.array([1.5, 2.5], dtype=object), "float"),
    (np.array([b"a", 1], dtype=object), "int"),
])
def test_object_array_of_numbers_is_refused_as_in_tensorflow(array, type_name):
  # TensorFlow 2.21's text; each number had become that many zero bytes (a huge one MemoryError).
  with pytest.raises(ValueError, match=rf"Failed to convert a NumPy array to a Tensor "
                                       rf"\(Unsupported object type {type_name}\)\."):
    tflc.constant(array)
  assert tflc.constant(np.array([b"a", "b"], dtype=object)).numpy().tolist() == [b"a", b"b"]


def test_constant_broadcast_to_more_memory_than_exists_is_resource_exhausted():
  # TensorFlow fills through its Fill op: ResourceExhaustedError, not NumPy's MemoryError.
  with pytest.raises(tflc.errors.ResourceExhaustedError,
                     match=r"OOM when allocating tensor with shape\[1452689497523320381\]"):
    tflc.constant(1.5, shape=[1452689497523320381])
  assert tflc.constant(False, shape=[2, 3]).numpy().tolist() == [[False] * 3] * 2


def test_index_beyond_the_dtype_of_a_tensor_index_is_refused():
  x = tflc.zeros([3, 4], dtype=tflc.uint32)
  with pytest.raises(TypeError, match="Cannot convert 32768 to EagerTensor of dtype int16"):
    x[tflc.constant(1, dtype=tflc.int16), 32768]  # pylint: disable=pointless-statement
  assert x[tflc.constant(1, dtype=tflc.int16), 1].numpy().tolist() == 0


def test_numeric_strings_beyond_the_dtype_overflow_as_in_tensorflow():
  # TensorFlow 2.21 lets NumPy's OverflowError out here too: the fuzzer allows it for NumPy strings.
  with pytest.raises(OverflowError):
    tflc.constant(np.array([b"-7219624317447329651"]), dtype=tflc.int32)
  assert tflc.constant(np.bytes_(b"7"), dtype=tflc.int32).numpy().tolist() == 7
