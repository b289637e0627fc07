"""Python values decoded from a fuzzer's bytes: the numbers, NumPy arrays and scalars, tensors,
nested lists, dtypes, shapes and odd objects that users pass to ops, mostly small (so that
kernels run) with the extremes that overflow conversions and arithmetic mixed in."""

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import dtypes

# Array shapes stay small so that kernels run quickly; values that size outputs (Fill's dims,
# Range's limit) may still ask for any size.
MAX_RANK = 4
MAX_DIMENSION = 5

_EXTREME_INTEGERS = (0, 1, -1, 2, 3, 7, 255, 256, 2**15, 2**31 - 1, -2**31, 2**32, 2**53 + 1,
                     2**63 - 1, -2**63, 2**64 - 1, 2**64, -2**64, 2**100)
_SPECIAL_FLOATS = (0.0, -0.0, 0.5, 1.0, -1.5, 3.0, 1e-45, 1e-310, 65504.0, 3.4e38, 1e308,
                   float("inf"), float("-inf"), float("nan"))

# NumPy types users pass (ml_dtypes' joined on first use).
_NUMPY_TYPES = (np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
                np.uint64, np.float16, np.float32, np.float64, np.complex64, np.complex128,
                np.longdouble, np.str_, np.bytes_, np.object_)

_DTYPES = tuple(value for name, value in sorted(vars(dtypes).items())
                if isinstance(value, dtypes.DType) and not name.startswith("_"))

_KEYWORDS = ("SAME", "VALID", "EXPLICIT", "NHWC", "NCHW", "float32", "int32", "ij", "xy", "", "a",
             "...", "ij,jk->ik", "abc,cd->abd", "i->", "ii", "T", "x", "\x00", "\u00e9")


def integer(fb):
  """A Python int: small mostly, or an extreme, or any 64 bits."""
  choice = fb.int(0, 3)
  if choice == 0:
    return fb.int(-4, 12)
  if choice == 1:
    return fb.pick(_EXTREME_INTEGERS)
  if choice == 2:
    return fb.int(-2**63, 2**63 - 1)
  return fb.int(0, 1 << 16)


def real(fb):
  """A Python float: special values, small fractions or any 64-bit pattern."""
  choice = fb.int(0, 2)
  if choice == 0:
    return fb.pick(_SPECIAL_FLOATS)
  if choice == 1:
    return fb.int(-64, 64) / 4.0
  return float(np.frombuffer(fb.int(0, 2**64 - 1).to_bytes(8, "little"), np.float64)[0])


def text(fb):
  """A str or bytes: a word ops know, or arbitrary bytes."""
  if fb.bool():
    return fb.pick(_KEYWORDS)
  raw = fb.bytes(12)
  return raw if fb.bool() else raw.decode("utf-8", "replace")


def python_scalar(fb):
  choice = fb.int(0, 4)
  if choice == 0:
    return integer(fb)
  if choice == 1:
    return real(fb)
  if choice == 2:
    return fb.bool()
  if choice == 3:
    return complex(real(fb), real(fb))
  return text(fb)


def numpy_type(fb):
  if fb.one_in(8):
    import ml_dtypes  # pylint: disable=import-outside-toplevel
    return np.dtype(getattr(ml_dtypes, fb.pick(("bfloat16", "float8_e5m2", "float8_e4m3fn",
                                                     "int4", "uint4")))).type
  return fb.pick(_NUMPY_TYPES)


def numpy_scalar(fb):
  """A NumPy scalar of any type, with a value that may not fit it."""
  scalar_type = numpy_type(fb)
  value = python_scalar(fb)
  try:
    return np.array(value).astype(scalar_type)[()]
  except (TypeError, ValueError, OverflowError):
    return scalar_type(0)


def shape(fb):
  return [fb.int(0, MAX_DIMENSION) for _ in range(fb.int(0, MAX_RANK))]


def array(fb):
  """A NumPy array of a small shape, sometimes not C-contiguous."""
  dims = shape(fb)
  count = int(np.prod(dims))
  element_type = numpy_type(fb)
  values = [python_scalar(fb) if fb.one_in(4) else fb.int(-3, 9) for _ in range(min(count, 8))]
  values = (values * (count // max(len(values), 1) + 1))[:count] if values else [0] * count
  try:
    result = np.array(values, dtype=element_type).reshape(dims)
  except (TypeError, ValueError, OverflowError):
    result = np.zeros(dims, dtype=element_type)
  if result.ndim >= 2 and fb.one_in(3):
    result = result.T
  elif result.ndim >= 1 and fb.one_in(4):
    result = result[::-1]
  return result


def tensor(fb):
  """A tflc.Tensor, or None when the array chosen has no tensor dtype."""
  try:
    return tflc.constant(array(fb))
  except (tflc.errors.OpError, TypeError, ValueError):
    return None


def nested_list(fb, depth=0):
  """Lists of scalars, rectangular or not, of one kind or mixed."""
  if depth >= 3 or fb.one_in(3):
    return python_scalar(fb) if fb.bool() else fb.int(-3, 9)
  return [nested_list(fb, depth + 1) for _ in range(fb.int(0, 4))]


def dtype_like(fb):
  """Something passed as a dtype: a DType, its name or enum, a NumPy type, or junk."""
  choice = fb.int(0, 5)
  if choice <= 1:
    return fb.pick(_DTYPES)
  if choice == 2:
    return fb.pick(_DTYPES).name
  if choice == 3:
    return integer(fb)
  if choice == 4:
    return numpy_type(fb)
  return value(fb, 2)


class _WithArray:
  """An object NumPy converts through __array__."""

  def __init__(self, wrapped):
    self._wrapped = wrapped

  def __array__(self, dtype=None, copy=None):
    del copy
    return np.asarray(self._wrapped, dtype=dtype)


class _WithIndex:
  """An object usable as an index, as NumPy's integers are."""

  def __init__(self, number):
    self._number = number

  def __index__(self):
    return self._number


def odd_object(fb):
  return fb.pick((None, Ellipsis, object(), {}, set(), (), slice(None), lambda: 0,
                  bytearray(b"ab"), memoryview(b"xyz"), range(3), 1j, np.newaxis,
                  _WithIndex(integer(fb)), _WithArray(fb.int(-3, 9)), type, tflc.float32,
                  tflc.TensorShape([2, None]), np.dtype("float32")))


def value(fb, depth=0):
  """Any value a user might pass where a tensor, attr or index is expected."""
  choice = fb.int(0, 9 if depth < 2 else 6)
  if choice == 0:
    return python_scalar(fb)
  if choice == 1:
    return numpy_scalar(fb)
  if choice == 2:
    return array(fb)
  if choice == 3:
    return tensor(fb)
  if choice == 4:
    return nested_list(fb)
  if choice == 5:
    return odd_object(fb)
  if choice == 6:
    return shape(fb)
  if choice == 7:
    return dtype_like(fb)
  if choice == 8:
    return [value(fb, depth + 1) for _ in range(fb.int(0, 3))]
  return tuple(value(fb, depth + 1) for _ in range(fb.int(0, 3)))
