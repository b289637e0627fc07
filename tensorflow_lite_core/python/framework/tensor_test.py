"""Tests of tflc.Tensor: views, the buffer protocol, printing and Python conversions."""

import ctypes
import gc
import pickle
import weakref

import numpy as np
import pytest

import tensorflow_lite_core as tflc


def test_properties():
  t = tflc.constant([[1, 2, 3], [4, 5, 6]])
  assert isinstance(t, tflc.Tensor)
  assert t.dtype == tflc.int32
  assert t.shape == [2, 3]
  assert t.shape == (2, 3)
  assert t.shape.as_list() == [2, 3]
  assert t.shape.rank == 2
  assert len(t.shape) == 2
  assert t.shape[1] == 3
  assert isinstance(t.shape, tflc.TensorShape)
  assert t.ndim == 2
  assert t.device.endswith("device:CPU:0")


def test_tensors_cannot_be_constructed_directly():
  with pytest.raises(TypeError, match="tflc.constant"):
    tflc.Tensor()


def test_numpy_is_a_read_only_view_sharing_memory():
  t = tflc.constant([1.0, 2.0])
  view = t.numpy()
  assert np.shares_memory(view, t.numpy())
  assert not view.flags.writeable
  with pytest.raises(ValueError, match="assignment destination is read-only"):
    view[0] = 5.0
  np.testing.assert_array_equal(np.asarray(t), [1.0, 2.0])
  assert np.shares_memory(np.asarray(t), view)


def test_array_protocol_with_dtype_and_copy():
  t = tflc.constant([1, 2])
  as_float = np.asarray(t, dtype=np.float64)
  assert as_float.dtype == np.float64
  copied = np.array(t, copy=True)
  assert not np.shares_memory(copied, t.numpy())
  assert copied.flags.writeable


def test_a_numpy_view_keeps_the_tensor_alive():
  t = tflc.constant([3.0, 4.0])
  alive = weakref.ref(t)
  view = t.numpy()
  del t
  gc.collect()
  assert alive() is not None
  np.testing.assert_array_equal(view, [3.0, 4.0])
  del view
  gc.collect()
  assert alive() is None


def test_buffer_protocol_is_read_only():
  t = tflc.constant([[1, 2], [3, 4]], dtype=tflc.int64)
  view = memoryview(t)
  assert view.readonly
  assert view.format == "q"
  assert view.shape == (2, 2)
  assert view.strides == (16, 8)
  assert view.tolist() == [[1, 2], [3, 4]]
  view.release()
  with pytest.raises(TypeError, match="not writable"):
    (ctypes.c_char * 8).from_buffer(t)  # asks for a writable buffer


def test_string_tensors_export_no_buffer():
  with pytest.raises(BufferError, match="tensors of type string do not export a buffer"):
    memoryview(tflc.constant(["a"]))


def test_repr_and_str_in_tensorflow_form():
  assert repr(tflc.constant(1)) == "<tflc.Tensor: shape=(), dtype=int32, numpy=1>"
  assert repr(tflc.constant([1.5, 2.0])) == (
      "<tflc.Tensor: shape=(2,), dtype=float32, numpy=array([1.5, 2. ], dtype=float32)>")
  assert repr(tflc.constant([[1, 2], [3, 4]])) == (
      "<tflc.Tensor: shape=(2, 2), dtype=int32, numpy=\narray([[1, 2],\n       [3, 4]], "
      "dtype=int32)>")
  assert str(tflc.constant([1, 2])) == "tflc.Tensor([1 2], shape=(2,), dtype=int32)"
  assert repr(tflc.constant(b"x")) == "<tflc.Tensor: shape=(), dtype=string, numpy=b'x'>"
  # A scalar's str is the NumPy scalar's text, as TensorFlow prints it (not the Python float's).
  assert str(tflc.constant(0.1)) == "tflc.Tensor(0.1, shape=(), dtype=float32)"
  assert str(tflc.constant(1.1920929e-06)) == "tflc.Tensor(1.1920929e-06, shape=(), dtype=float32)"
  assert str(tflc.constant(False)) == "tflc.Tensor(False, shape=(), dtype=bool)"
  assert str(tflc.constant(b"x")) == "tflc.Tensor(b'x', shape=(), dtype=string)"
  assert repr(tflc.constant(0.1)) == (
      "<tflc.Tensor: shape=(), dtype=float32, numpy=0.10000000149011612>")


def test_len_and_iteration():
  t = tflc.constant([[1, 2], [3, 4], [5, 6]])
  assert len(t) == 3
  rows = list(t)
  assert len(rows) == 3
  assert all(isinstance(row, tflc.Tensor) for row in rows)
  np.testing.assert_array_equal(rows[2].numpy(), [5, 6])
  with pytest.raises(TypeError, match="Scalar tensor has no `len\\(\\)`"):
    len(tflc.constant(1))
  with pytest.raises(TypeError, match=r"Cannot iterate over a scalar tensor\."):
    iter(tflc.constant(1)).__next__()


def test_scalar_conversions():
  assert bool(tflc.constant(True)) is True
  assert bool(tflc.constant(0)) is False
  assert int(tflc.constant(7)) == 7
  assert float(tflc.constant(2.5)) == 2.5
  assert [10, 20, 30][tflc.constant(1)] == 20
  assert f"{tflc.constant(2.5):.2f}" == "2.50"


def test_scalar_conversions_of_larger_tensors_raise():
  with pytest.raises(ValueError, match="single element"):
    bool(tflc.constant([1, 2]))
  with pytest.raises(ValueError, match="single element"):
    float(tflc.constant([1.0, 2.0]))


def test_index_needs_an_integer_tensor():
  with pytest.raises(TypeError, match="integer"):
    [1, 2][tflc.constant(1.0)]


def test_pickle_round_trip():
  t = tflc.constant([[1.5, 2.5]])
  back = pickle.loads(pickle.dumps(t))
  assert back.dtype == tflc.float32
  np.testing.assert_array_equal(back.numpy(), t.numpy())


def test_ref_is_hashable_by_identity():
  a, b = tflc.constant(1), tflc.constant(1)
  refs = {a.ref(), b.ref(), a.ref()}
  assert len(refs) == 2
  assert a.ref().deref() is a


def test_empty_and_zero_sized_tensors():
  t = tflc.constant([])
  assert t.shape == [0]
  assert t.numpy().shape == (0,)
  assert tflc.constant(np.zeros((3, 0))).shape == [3, 0]
