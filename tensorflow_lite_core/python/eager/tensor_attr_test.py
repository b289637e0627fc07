"""Tensor attrs take any value that converts to a tensor (lists, NumPy arrays, numbers, tensors)
and TensorProtos (the message or its text format, as TensorFlow takes them)."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.framework import tensor_pb2


def const(value, dtype):
  return tflc.raw_ops.Const(value=value, dtype=dtype)


@pytest.mark.parametrize("value, dtype, expected", [
    ([1, 2], tflc.int32, [1, 2]),
    ([[1.5, 2], [3, 4]], tflc.float32, [[1.5, 2.0], [3.0, 4.0]]),
    (np.arange(3, dtype=np.int64), tflc.int64, [0, 1, 2]),
    (7, tflc.int32, 7),
    ([True, False], tflc.bool, [True, False]),
    (["a", "bc"], tflc.string, [b"a", b"bc"]),
])
def test_values_that_convert_to_tensors(value, dtype, expected):
  result = const(value, dtype)
  assert result.dtype == dtype
  assert result.numpy().tolist() == expected


def test_a_tensor_and_an_empty_array():
  assert const(tflc.constant([1.0, 2.0]), tflc.float32).numpy().tolist() == [1.0, 2.0]
  assert const(np.zeros((0, 3), np.float32), tflc.float32).shape == [0, 3]


def test_tensor_protos_and_their_text_format():
  proto = tensor_pb2.TensorProto(dtype=tflc.int32.as_datatype_enum, int_val=[5])
  proto.tensor_shape.dim.add(size=3)
  assert const(proto, tflc.int32).numpy().tolist() == [5, 5, 5]
  text = "dtype: DT_FLOAT tensor_shape { dim { size: 2 } } float_val: [1.5, 2.5]"
  assert const(text, tflc.float32).numpy().tolist() == [1.5, 2.5]


def test_equal_values_share_a_kernel_and_different_values_do_not_mix():
  for _ in range(3):
    assert const([1, 2], tflc.int32).numpy().tolist() == [1, 2]
    assert const([3, 4, 5], tflc.int32).numpy().tolist() == [3, 4, 5]


def test_bad_values_raise_tensorflows_type_error():
  for bad in ([[1], [1, 2]], object()):
    with pytest.raises(TypeError, match="Don't know how to convert .* to a TensorProto for "
                                        "argument 'value'"):
      const(bad, tflc.int32)
  with pytest.raises(TypeError, match="Expected tensor for argument 'value' not None"):
    const(None, tflc.int32)


def test_bad_text_format_names_the_error():
  with pytest.raises(ValueError, match="has no field named \"bogus\""):
    const("dtype: DT_INT32 bogus: 1", tflc.int32)


def test_a_value_of_another_type_than_dtype_is_the_kernels_error():
  with pytest.raises(tflc.errors.InvalidArgumentError,
                     match=r"Type mismatch between value \(int32\) and dtype \(float\)"):
    const([1, 2], tflc.float32)
