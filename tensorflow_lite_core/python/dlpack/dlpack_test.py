"""DLPack: tensors and NumPy arrays share memory both ways, capsules keep what they export alive
exactly as long as needed (whichever side dies first), and bad capsules raise, never crash.
TensorFlow's own answers are compared in framework/travel_tf_reference_test.py."""

import gc
import weakref

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.dlpack import dlpack


def address(value):
  return np.asarray(value).__array_interface__["data"][0]


def aligned_array(count, dtype=np.float32):
  """A writable array at an address aligned to 64 bytes (kernels need at most that)."""
  itemsize = np.dtype(dtype).itemsize
  raw = np.zeros(count + 64 // itemsize, dtype)
  offset = (-raw.ctypes.data % 64) // itemsize
  return raw[offset:offset + count]


class Owner:
  """A weakly referenceable array holder: the producer side whose death the tests watch."""

  def __init__(self, array):
    self.array = array

  def __dlpack__(self, **kwargs):
    return self.array.__dlpack__(**kwargs)

  def __dlpack_device__(self):
    return self.array.__dlpack_device__()


def test_the_namespace_is_tensorflows():
  assert tflc.experimental.dlpack.to_dlpack is dlpack.to_dlpack
  assert tflc.experimental.dlpack.from_dlpack is dlpack.from_dlpack


def test_numpy_from_dlpack_shares_the_tensors_memory():
  tensor = tflc.constant(np.arange(12, dtype=np.float32).reshape(3, 4))
  array = np.from_dlpack(tensor)
  assert address(array) == address(tensor)
  assert array.shape == (3, 4) and array.dtype == np.float32
  assert not array.flags.writeable  # tensors are immutable
  np.testing.assert_array_equal(array, tensor.numpy())


def test_numpy_from_dlpack_copy_true_gives_a_writable_copy():
  tensor = tflc.constant([1.0, 2.0, 3.0])
  array = np.from_dlpack(tensor, copy=True)
  assert address(array) != address(tensor)
  array[0] = 9.0
  np.testing.assert_array_equal(tensor.numpy(), [1.0, 2.0, 3.0])


def test_dlpack_device_is_the_host():
  assert tflc.constant([1.0]).__dlpack_device__() == (1, 0)


def test_dlpack_arguments():
  tensor = tflc.constant([1.0, 2.0])
  assert "dltensor_versioned" in repr(tensor.__dlpack__(max_version=(1, 0)))
  assert '"dltensor"' in repr(tensor.__dlpack__(max_version=(0, 8)))
  assert '"dltensor"' in repr(tensor.__dlpack__())
  assert '"dltensor"' in repr(tensor.__dlpack__(dl_device=(1, 0), copy=False))
  with pytest.raises(BufferError, match="cannot be exported to device"):
    tensor.__dlpack__(dl_device=(2, 0))
  with pytest.raises(RuntimeError, match="non-None stream"):
    tensor.__dlpack__(stream=1)
  with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
    tensor.__dlpack__(colour=1)
  with pytest.raises(TypeError, match="keyword"):
    tensor.__dlpack__(None)
  with pytest.raises(TypeError, match="max_version"):
    tensor.__dlpack__(max_version=1)


def test_from_dlpack_of_a_numpy_array_shares_memory_and_keeps_the_array_alive():
  array = aligned_array(6)
  array[:] = [1, 2, 3, 4, 5, 6]
  owner = Owner(array)
  tensor = dlpack.from_dlpack(owner)
  assert address(tensor) == address(array)
  array[1] = 20.0  # the producer still owns the memory
  del owner, array
  gc.collect()
  np.testing.assert_array_equal(tensor.numpy(), [1, 20, 3, 4, 5, 6])
  np.testing.assert_array_equal((tensor * 2).numpy(), [2, 40, 6, 8, 10, 12])


def test_producer_dies_first_then_the_consumer():
  array = aligned_array(4)
  alive = weakref.ref(array.base)
  tensor = dlpack.from_dlpack(array)
  del array
  gc.collect()
  assert alive() is not None  # the tensor holds the producer's memory
  np.testing.assert_array_equal(tensor.numpy(), [0, 0, 0, 0])
  del tensor
  gc.collect()
  assert alive() is None  # and lets go of it with its last reference


def test_consumer_dies_first_then_the_producer():
  array = aligned_array(4)
  alive = weakref.ref(array.base)
  tensor = dlpack.from_dlpack(array)
  del tensor
  gc.collect()
  assert alive() is not None
  del array
  gc.collect()
  assert alive() is None


def test_a_view_of_an_imported_tensor_outlives_both():
  array = aligned_array(4)
  array[:] = [1, 2, 3, 4]
  alive = weakref.ref(array.base)
  tensor = dlpack.from_dlpack(array)
  view = tensor.numpy()  # keeps the tensor, which keeps the array
  del tensor, array
  gc.collect()
  assert alive() is not None
  np.testing.assert_array_equal(view, [1, 2, 3, 4])
  del view
  gc.collect()
  assert alive() is None


def test_an_exported_tensor_outlives_its_python_object():
  tensor = tflc.constant(np.arange(5, dtype=np.int64))
  array = np.from_dlpack(tensor)
  del tensor
  gc.collect()
  np.testing.assert_array_equal(array, np.arange(5))


def test_an_unconsumed_capsule_releases_the_memory_it_holds():
  array = aligned_array(4)
  alive = weakref.ref(array.base)
  tensor = tflc.convert_to_tensor(array)  # shares the array (aligned)
  del array
  capsule = dlpack.to_dlpack(tensor)
  versioned = tensor.__dlpack__(max_version=(1, 0))
  del tensor
  gc.collect()
  assert alive() is not None
  del capsule
  gc.collect()
  assert alive() is not None
  del versioned
  gc.collect()
  assert alive() is None


def test_a_round_trip_through_a_capsule_shares_the_tensors_buffer():
  tensor = tflc.constant([1.0, 2.0, 3.0])
  for capsule in (dlpack.to_dlpack(tensor), tensor.__dlpack__(max_version=(1, 0))):
    back = dlpack.from_dlpack(capsule)
    assert back._shares_memory_with(tensor)  # pylint: disable=protected-access
  assert dlpack.from_dlpack(tensor)._shares_memory_with(tensor)  # pylint: disable=protected-access


def test_a_capsule_is_consumed_once():
  capsule = dlpack.to_dlpack(tflc.constant([1, 2]))
  np.testing.assert_array_equal(dlpack.from_dlpack(capsule).numpy(), [1, 2])
  assert '"used_dltensor"' in repr(capsule)
  with pytest.raises(tflc.errors.InvalidArgumentError, match="consumed at most once"):
    dlpack.from_dlpack(capsule)
  used_again = type("UsedAgain", (), {"__dlpack__": lambda self, **kwargs: capsule})()
  with pytest.raises(tflc.errors.InvalidArgumentError, match="consumed at most once"):
    dlpack.from_dlpack(used_again)
  versioned = tflc.constant([1, 2]).__dlpack__(max_version=(1, 0))
  dlpack.from_dlpack(versioned)
  with pytest.raises(tflc.errors.InvalidArgumentError, match="used_dltensor_versioned"):
    dlpack.from_dlpack(versioned)


def test_misaligned_memory_is_copied():
  array = aligned_array(9)[1:]  # 4 bytes past an aligned address
  array[:] = np.arange(8)
  tensor = dlpack.from_dlpack(array)
  assert address(tensor) != address(array)
  np.testing.assert_array_equal(tensor.numpy(), array)


def test_non_contiguous_arrays_are_refused_as_tensorflow_does():
  array = np.arange(12, dtype=np.float32).reshape(3, 4)
  for strided in (array[:, ::2], array.T, array[::2]):
    with pytest.raises(tflc.errors.InvalidArgumentError, match="Invalid strides array"):
      dlpack.from_dlpack(strided)
  # A contiguous copy is the way.
  np.testing.assert_array_equal(dlpack.from_dlpack(np.ascontiguousarray(array.T)).numpy(),
                                array.T)


def test_every_numeric_dtype_travels_both_ways():
  for dtype in (np.float16, np.float32, np.float64, np.int8, np.int16, np.int32, np.int64,
                np.uint8, np.uint16, np.uint32, np.uint64, np.bool_, np.complex64,
                np.complex128):
    array = (np.arange(6) % 2).astype(dtype).reshape(2, 3)
    tensor = dlpack.from_dlpack(array)
    assert tensor.dtype.as_numpy_dtype == dtype
    back = np.from_dlpack(tensor)
    assert back.dtype == dtype
    np.testing.assert_array_equal(back, array)


def test_bfloat16_travels_between_tensors():
  tensor = tflc.cast(tflc.constant([1.5, -2.0]), tflc.bfloat16)
  back = dlpack.from_dlpack(dlpack.to_dlpack(tensor))
  assert back.dtype == tflc.bfloat16
  np.testing.assert_array_equal(tflc.cast(back, tflc.float32).numpy(), [1.5, -2.0])


def test_types_dlpack_lacks_are_refused():
  with pytest.raises(tflc.errors.InvalidArgumentError, match="DT_STRING is not supported by dlpack"):
    dlpack.to_dlpack(tflc.constant(["a"]))
  with pytest.raises(tflc.errors.InvalidArgumentError, match="DT_STRING is not supported by dlpack"):
    np.from_dlpack(tflc.constant(["a"]))


def test_scalars_and_empty_tensors():
  np.testing.assert_array_equal(np.from_dlpack(tflc.constant(3.5)), np.float32(3.5))
  assert np.from_dlpack(tflc.constant(3.5)).shape == ()
  empty = np.from_dlpack(tflc.zeros([0, 3]))
  assert empty.shape == (0, 3)
  assert dlpack.from_dlpack(np.zeros((0, 2), np.float32)).shape == (0, 2)
  assert dlpack.from_dlpack(np.array(2.5)).numpy() == 2.5


def test_bad_arguments_raise():
  with pytest.raises(TypeError, match="DLPack capsule or an object with __dlpack__"):
    dlpack.from_dlpack(5)
  with pytest.raises(TypeError, match="DLPack capsule or an object with __dlpack__"):
    dlpack.from_dlpack(b"junk")
  with pytest.raises(tflc.errors.InvalidArgumentError, match="must be a tflc.Tensor, not numpy.ndarray"):
    dlpack.to_dlpack(np.zeros(3))
  not_a_capsule = type("Bad", (), {"__dlpack__": lambda self, **kwargs: 7})()
  with pytest.raises(TypeError, match="returned int, not a capsule"):
    dlpack.from_dlpack(not_a_capsule)


def test_producers_without_max_version_are_asked_again():
  calls = []

  class Old:
    def __init__(self, array):
      self.array = array

    def __dlpack__(self, stream=None):
      calls.append(stream)
      return self.array.__dlpack__()

  tensor = dlpack.from_dlpack(Old(np.arange(3, dtype=np.int32)))
  np.testing.assert_array_equal(tensor.numpy(), [0, 1, 2])
  assert calls == [None]


def test_an_imported_tensor_feeds_kernels_and_is_released_after():
  # Large enough for the kernel to run without the GIL, on the intra-op threads.
  array = aligned_array(1 << 16)
  alive = weakref.ref(array.base)
  tensor = dlpack.from_dlpack(array)
  del array
  total = tflc.reduce_sum(tensor)
  del tensor
  gc.collect()
  assert float(total) == 0.0
  assert alive() is None
