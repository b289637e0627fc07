"""The executor's C++ conversion of Python numbers, held against the package's Python rules.

`_convert_python_numbers` is what an op call does with a Python number or flat list of numbers;
`tensor_conversion.to_ndarray` is the rule it must agree with. Where the C++ side converts, the
result must be exactly the Python rules' (dtype, shape and bits); where the Python rules refuse, the
C++ side must leave the value to them (None), so their errors are the ones users see.
"""

import itertools
import math

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import tensor_conversion
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

_convert = _pywrap_tflc._convert_python_numbers  # pylint: disable=protected-access

_SCALARS = [True, False, 0, 1, -1, 7, 127, 128, -129, 255, 256, 65535, 65536, 2**31 - 1, 2**31,
            -2**31, -2**31 - 1, 2**32, 2**63 - 1, -2**63, 1.5, -0.0, 0.1, 3.4028234663852886e38,
            1e-50, math.inf, -math.inf, math.nan]
_LISTS = [[], (), [1, 2], (1, 2, 3), [1, 2.5], [0.5, 1], [True, False], [True, 1], [1.5, False],
          [2**31, 1], [-2**31 - 1], [2**63 - 1, -1], [300, 1], [math.nan, 1], (True,)]
# Values the C++ side leaves to the Python rules even where they accept them.
_LEFT_TO_PYTHON = [2**63, -2**63 - 1, 2**70, 1e300, -1e300, [1, 2**64], [1e300]]
# Not numbers, or not flat: always the Python rules'.
_OTHERS = [np.float64(1.5), np.int32(3), np.bool_(True), [np.int32(1)], [1, [2]], [[1, 2]], "a",
           b"b", [1, None], None, 1 + 2j, [1, "a"]]

# The types the C++ side converts to; None is the value's own type.
_HANDLED_TYPES = [None, tflc.bool, tflc.int8, tflc.int16, tflc.int32, tflc.int64, tflc.uint8,
                  tflc.uint16, tflc.uint32, tflc.uint64, tflc.float32, tflc.float64]
_OTHER_TYPES = [tflc.float16, tflc.bfloat16, tflc.complex64, tflc.complex128, tflc.string,
                tflc.qint8]


def _python_rules(value, dtype):
  try:
    array, result_type = tensor_conversion.to_ndarray(value, dtype)
  except (TypeError, ValueError) as error:
    return error
  return array, result_type


def _cpp(value, dtype):
  return _convert(value, 0 if dtype is None else dtype.as_datatype_enum)


@pytest.mark.parametrize("value,dtype", list(itertools.product(_SCALARS + _LISTS, _HANDLED_TYPES)))
def test_agrees_with_the_python_rules(value, dtype):
  expected = _python_rules(value, dtype)
  converted = _cpp(value, dtype)
  if isinstance(expected, Exception):
    assert converted is None, f"converted what the Python rules refuse: {expected}"
    return
  array, expected_type = expected
  assert converted is not None, "left a convertible value to Python"
  assert converted.dtype == expected_type
  assert converted.shape.as_list() == list(array.shape)
  got = converted.numpy()
  assert got.dtype == array.dtype
  assert got.tobytes() == np.ascontiguousarray(array).tobytes()


@pytest.mark.parametrize("value,dtype", list(itertools.product(_LEFT_TO_PYTHON + _OTHERS,
                                                                _HANDLED_TYPES)))
def test_leaves_the_rest_to_the_python_rules(value, dtype):
  assert _cpp(value, dtype) is None


@pytest.mark.parametrize("value,dtype", list(itertools.product(_SCALARS + _LISTS, _OTHER_TYPES)))
def test_leaves_other_types_to_the_python_rules(value, dtype):
  assert _cpp(value, dtype) is None


def test_op_calls_with_python_numbers_match_tensors():
  x = tflc.constant([1.0, 2.0, 4.0])
  np.testing.assert_array_equal(tflc.add(x, 1.01).numpy(),
                                tflc.add(x, tflc.constant(1.01)).numpy())
  np.testing.assert_array_equal((x * 2).numpy(), [2.0, 4.0, 8.0])
  assert tflc.add(1, 2).dtype == tflc.int32
  assert tflc.add(2**40, 1).dtype == tflc.int64
  assert tflc.add(1.5, 1).dtype == tflc.float32
  np.testing.assert_array_equal(tflc.reduce_sum(tflc.constant([[1, 2], [3, 4]]), [0, 1]).numpy(),
                                10)


def test_op_calls_refuse_what_the_python_rules_refuse():
  # As TensorFlow's eager fast path: a Python value must fit the type an earlier input set.
  i = tflc.constant([1, 2])
  with pytest.raises(TypeError, match="Cannot convert 1.5 to EagerTensor of dtype int32"):
    tflc.add(i, 1.5)
  with pytest.raises(TypeError, match="Cannot convert True to EagerTensor of dtype int32"):
    tflc.add(i, True)
  with pytest.raises(TypeError, match="of dtype int32"):
    tflc.add(i, 2**31)
  # A Python scalar that is the first input of an attr with a default must take that default.
  with pytest.raises(TypeError, match="Cannot convert 1.5 to EagerTensor of dtype int32"):
    tflc.raw_ops.Sum(input=i, axis=1.5)
  # A list that does not fit the default keeps its own type, which the attr then refuses.
  with pytest.raises(tflc.errors.InvalidArgumentError, match="Value for attr 'Tidx' of float"):
    tflc.raw_ops.Sum(input=i, axis=[1.5])
