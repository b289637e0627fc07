"""Python values to NumPy arrays, by TensorFlow's eager conversion rules.

Without a requested dtype: bool -> bool; int -> int32, or int64 when a value does not fit int32;
float -> float32; complex -> complex128; str/bytes -> string; an empty list -> float32 [0].
Nested sequences must be rectangular and of one kind. With a requested dtype, a value converts
only to a compatible kind: int to int, float or complex; float to float or complex; bool, complex
and strings to their own kind.
"""

import numbers

import numpy as np

from tensorflow_lite_core.python.framework import dtypes

_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1

# Kinds of Python values, in the order that mixing promotes them (int and float mix as float).
_BOOL, _INT, _FLOAT, _COMPLEX, _STRING = "bool", "int", "float", "complex", "string"

# The kinds each kind of DType accepts.
_ACCEPTS = {
    _BOOL: {_BOOL},
    _INT: {_INT},
    _FLOAT: {_INT, _FLOAT},
    _COMPLEX: {_INT, _FLOAT, _COMPLEX},
    _STRING: {_STRING},
}


def _kind_of_scalar(value):
  if isinstance(value, (bool, np.bool_)):
    return _BOOL
  if isinstance(value, (numbers.Integral, np.integer)):
    return _INT
  if isinstance(value, (numbers.Real, np.floating)):
    return _FLOAT
  if isinstance(value, (numbers.Complex, np.complexfloating)):
    return _COMPLEX
  if isinstance(value, (str, bytes)):
    return _STRING
  return None


def _kind_of_dtype(dtype):
  if dtype.is_bool:
    return _BOOL
  if dtype.is_integer or dtype.is_quantized:
    return _INT
  if dtype.is_floating:
    return _FLOAT
  if dtype.is_complex:
    return _COMPLEX
  if dtype.base_dtype == dtypes.string:
    return _STRING
  return None


def _unsupported(value):
  return ValueError(f"Attempt to convert a value ({value!r}) with an unsupported type "
                    f"({type(value)}) to a Tensor.")


class _Scan:
  """What a walk over a nested value found: its shape, the kinds of its scalars, the int range."""

  def __init__(self):
    self.shape = []
    self.leaf_depth = None  # the depth of every scalar, once one is seen
    self.kinds = set()
    self.low = self.high = 0
    self.numpy_dtypes = set()  # of the NumPy arrays and scalars met
    self.python_scalars = False


def _ragged():
  return ValueError("Can't convert non-rectangular Python sequence to Tensor.")


def _scan_dim(scan, depth, size):
  if scan.leaf_depth is not None and depth >= scan.leaf_depth:
    raise _ragged()
  if len(scan.shape) == depth:
    scan.shape.append(size)
  elif scan.shape[depth] != size:
    raise _ragged()


def _scan_leaves(scan, depth):
  if len(scan.shape) != depth or scan.leaf_depth not in (None, depth):
    raise _ragged()
  scan.leaf_depth = depth


def _check_object_elements(array):
  """An object array converts only when it holds strings (a string tensor), as in TensorFlow."""
  for item in array.reshape(-1).tolist():
    if not isinstance(item, (str, bytes)):
      raise ValueError(f"Failed to convert a NumPy array to a Tensor (Unsupported object type "
                       f"{type(item).__name__}).")


def _is_array_like(value):
  return isinstance(value, np.ndarray) or (
      hasattr(value, "__array__") and not isinstance(value, (numbers.Number, str, bytes,
                                                             np.generic)))


def _scan(value, scan, depth):
  """Walks `value`, checking that it is rectangular and recording what `_Scan` holds."""
  if isinstance(value, (list, tuple)):
    _scan_dim(scan, depth, len(value))
    for item in value:
      _scan(item, scan, depth + 1)
    return
  if _is_array_like(value):
    array = np.asarray(value)
    scan.numpy_dtypes.add(array.dtype)
    for offset, size in enumerate(array.shape):
      _scan_dim(scan, depth + offset, size)
    _scan_leaves(scan, depth + array.ndim)
    if array.dtype == object or array.dtype.kind in "SU":
      if array.dtype == object:
        _check_object_elements(array)
      scan.kinds.add(_STRING)
    else:
      kind = _kind_of_dtype(dtypes.as_dtype(array.dtype))
      scan.kinds.add(kind)
      if kind == _INT and array.size:
        scan.low = min(scan.low, int(array.min()))
        scan.high = max(scan.high, int(array.max()))
    return
  kind = _kind_of_scalar(value)
  if kind is None:
    raise _unsupported(value)
  if isinstance(value, np.generic):
    scan.numpy_dtypes.add(value.dtype)
  else:
    scan.python_scalars = True
  _scan_leaves(scan, depth)
  scan.kinds.add(kind)
  if kind == _INT:
    scan.low = min(scan.low, int(value))
    scan.high = max(scan.high, int(value))


def _natural_kind(kinds):
  if not kinds:
    return _FLOAT  # an empty list is float32
  if kinds <= {_INT, _FLOAT}:
    return _FLOAT if _FLOAT in kinds else _INT
  if kinds <= {_INT, _FLOAT, _COMPLEX}:
    return _COMPLEX
  if len(kinds) == 1:
    return next(iter(kinds))
  raise ValueError("Can't convert Python sequence with mixed types to Tensor.")


def _natural_dtype(kind, low, high):
  if kind == _INT:
    if low < _INT64_MIN or high > _INT64_MAX:
      raise ValueError(f"Can't convert Python sequence with out-of-range integer to int64 "
                       f"Tensor: {low if low < _INT64_MIN else high}")
    return dtypes.int32 if _INT32_MIN <= low and high <= _INT32_MAX else dtypes.int64
  return {_BOOL: dtypes.bool, _FLOAT: dtypes.float32, _COMPLEX: dtypes.complex128,
          _STRING: dtypes.string}[kind]


def _cannot_convert(value, dtype):
  return TypeError(f"Cannot convert {value!r} to EagerTensor of dtype {dtype.name}")


def _fits(dtype, low, high):
  if dtype.is_quantized:  # its values are those of its integer type
    limits = np.iinfo(dtype.as_numpy_dtype)
    return int(limits.min) <= low and high <= int(limits.max)
  if not dtype.is_integer:
    return True
  return dtype.min <= low and high <= dtype.max


def to_ndarray(value, dtype=None):
  """The NumPy array of a Python value (scalars, nested lists/tuples, array-likes).

  Args:
    value: the value.
    dtype: a DType to convert to, or None for the value's natural type.

  Returns:
    (array, dtype): a C-contiguous array (bytes objects for strings) and its DType.

  Raises:
    ValueError: for ragged or mixed sequences and unsupported objects.
    TypeError: when the value cannot become `dtype`.
  """
  scan = _Scan()
  _scan(value, scan, 0)
  shape = scan.shape
  kind = _natural_kind(scan.kinds)
  if dtype is None and len(scan.numpy_dtypes) == 1 and not scan.python_scalars and kind != _STRING:
    dtype = dtypes.as_dtype(next(iter(scan.numpy_dtypes)))  # NumPy values keep their type
  elif dtype is None:
    dtype = _natural_dtype(kind, scan.low, scan.high)
  else:
    target = _kind_of_dtype(dtype)
    if (target is None or not scan.kinds <= _ACCEPTS[target] or
        not _fits(dtype, scan.low, scan.high)):
      raise _cannot_convert(value, dtype)
  if dtype == dtypes.string:
    flat = np.empty(int(np.prod(shape)), dtype=object)
    flat[:] = [item.encode("utf-8") if isinstance(item, str) else bytes(item)
               for item in _flatten(value)]
    return flat.reshape(shape), dtype
  array = np.asarray(value, dtype=dtype.as_numpy_dtype)
  if array.shape != tuple(shape):
    raise ValueError("Can't convert non-rectangular Python sequence to Tensor.")
  return np.require(array, requirements="C"), dtype


def _flatten(value):
  if isinstance(value, (list, tuple)):
    for item in value:
      yield from _flatten(item)
  elif _is_array_like(value):  # a string tensor among them, too: it has no buffer to read
    yield from np.asarray(value).reshape(-1).tolist()
  else:
    yield value
