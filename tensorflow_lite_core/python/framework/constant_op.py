"""`tflc.constant` and `tflc.convert_to_tensor`: tensors from Python values and NumPy arrays.

NumPy arrays that are C-contiguous and aligned become tensors without a copy (the tensor keeps
the array alive); everything else is converted by the rules of `tensor_conversion`.
"""

import warnings

import numpy as np

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.framework import tensor_conversion
from tensorflow_lite_core.python.framework import tensor_shape


def _tensor_of(array, dtype):
  """The tensor of `array`, whose elements already have `dtype`'s NumPy type."""
  return _pywrap_tflc._tensor_from_ndarray(  # pylint: disable=protected-access
      array, dtype.as_datatype_enum if dtype.is_quantized else 0)


def _from_ndarray(array, dtype):
  """A tensor of `array` (cast to `dtype` when given and different, as NumPy's astype casts)."""
  if array.dtype == object or array.dtype.kind in "SU":
    if dtype is not None and dtype != dtypes.string and array.dtype.kind in "SU":
      array = array.astype(dtype.as_numpy_dtype)  # TensorFlow parses numeric strings
      return _tensor_of(np.require(array, requirements="C"), dtype)
    converted, dtype = tensor_conversion.to_ndarray(array, dtype)
    return _tensor_of(converted, dtype)
  if dtype is None:
    return _tensor_of(array, dtypes.as_dtype(array.dtype))
  if dtypes.as_dtype(array.dtype) != dtype:
    if dtype == dtypes.string:
      raise ValueError(f"Failed to convert a NumPy array to a Tensor (Unsupported object type "
                       f"{_NUMPY_KIND_NAMES.get(array.dtype.kind, array.dtype.name)}).")
    with warnings.catch_warnings():  # complex to real drops the imaginary part, as TF's cast does
      warnings.simplefilter("ignore", getattr(np, "exceptions", np).ComplexWarning)
      array = np.require(array.astype(dtype.as_numpy_dtype), requirements="C")
  return _tensor_of(array, dtype)


_NUMPY_KIND_NAMES = {"b": "bool", "i": "int", "u": "int", "f": "float", "c": "complex"}


# Python numbers and flat lists of them, converted by the extension by the rules of
# tensor_conversion (None where those rules must decide).
_convert_python_numbers = _pywrap_tflc._convert_python_numbers  # pylint: disable=protected-access


def _convert(value, dtype):
  converted = _convert_python_numbers(value, 0 if dtype is None else dtype.as_datatype_enum)
  if converted is not None:
    return converted
  return _convert_by_rules(value, dtype)


# type -> function(value, dtype) returning the tensor a value of that type stands for (as
# tflc.IndexedSlices registers its densification), for types that are not array-like.
_conversions = {}


def register_conversion(value_type, function):
  """Makes values of `value_type` convert to tensors by `function(value, dtype)` (dtype None or
  the DType wanted) wherever a tensor is expected."""
  _conversions[value_type] = function


def _convert_by_rules(value, dtype):
  """_convert for values the extension's number conversion has already declined."""
  if getattr(type(value), "_tflc_variable", False):
    value = value._read_for_op()  # pylint: disable=protected-access
  if isinstance(value, tensor_lib.Tensor):
    if dtype is not None and value.dtype != dtype:
      raise ValueError(f"Tensor conversion requested dtype {dtype.name} for Tensor with dtype "
                       f"{value.dtype.name}: {value!r}")
    return value
  if isinstance(value, np.ndarray):
    return _from_ndarray(value, dtype)
  conversion = _conversions.get(type(value))
  if conversion is not None:
    return conversion(value, dtype)
  if isinstance(value, np.generic) and dtype is not None:
    return _from_ndarray(np.asarray(value), dtype)  # NumPy scalars cast as arrays do
  array, dtype = tensor_conversion.to_ndarray(value, dtype)
  return _tensor_of(array, dtype)


def convert_to_tensor(value, dtype=None, dtype_hint=None, name=None):
  """Converts `value` to a `tflc.Tensor`.

  Args:
    value: a Tensor, NumPy array, Python scalar, (nested) list or tuple, or array-like.
    dtype: the DType the result must have; None lets the value decide.
    dtype_hint: a DType to prefer when `dtype` is None and the value allows it.
    name: prefixes ("<name>: ") the error for a Tensor of another dtype than `dtype`, as in
      TensorFlow.

  Returns:
    A Tensor.

  Raises:
    TypeError: when the value cannot have the requested dtype.
    ValueError: for ragged or mixed sequences, unsupported objects, or a Tensor of another dtype.
  """
  if dtype is not None:
    dtype = dtypes.as_dtype(dtype)
  elif dtype_hint is not None:
    try:
      return _convert(value, dtypes.as_dtype(dtype_hint))
    except (TypeError, ValueError):
      pass
  try:
    return _convert(value, dtype)
  except ValueError as error:
    if name is None or not isinstance(value, tensor_lib.Tensor):
      raise
    raise ValueError(f"{name}: {error}") from None


def _convert_for_op(value, dtype_enum):
  """The executor's hook: converts an op input that is not already a tensor of the right type
  (the executor has tried the number conversion already)."""
  return _convert_by_rules(value, None if dtype_enum is None else dtypes.as_dtype(dtype_enum))


def constant(value, dtype=None, shape=None, name="Const"):
  """A constant tensor of `value` (in a graph being built, a Const node's output).

  Args:
    value: a Python value, NumPy array or tensor.
    dtype: the result's DType; the value is converted to it when compatible.
    shape: optional dimensions. A scalar value is broadcast to them; otherwise the value must have
      as many elements, and is reshaped.
    name: the Const node's name in a graph; unused in eager calls.

  Raises:
    TypeError: when the value cannot have `dtype`, or its size does not fit `shape`.
    ValueError: for ragged or mixed sequences and unsupported objects.
  """
  graph = _pywrap_tflc._default_graph()  # pylint: disable=protected-access
  if graph is not None:
    return graph.symbolic(graph.add_const(_eager_constant(value, dtype, shape), name or "Const"),
                          0)
  return _eager_constant(value, dtype, shape)


def _eager_constant(value, dtype, shape):
  numbers_tried = dtype is None and shape is None
  if numbers_tried:  # the common `tflc.constant(1.5)`, without the rest
    converted = _convert_python_numbers(value, 0)
    if converted is not None:
      return converted
  if dtype is not None:
    dtype = dtypes.as_dtype(dtype)
  if isinstance(value, tensor_lib.Tensor):
    value = value.numpy()
  if isinstance(value, np.ndarray) and dtype is not None and value.dtype != object:
    # constant() converts arrays to any numeric dtype, as NumPy's astype does.
    value = value.astype(dtype.as_numpy_dtype)
  result = (_convert_by_rules if numbers_tried else _convert)(value, dtype)
  if shape is None:
    return result
  dims = tensor_shape.as_shape(shape)
  if not dims.is_fully_defined():
    raise TypeError(f"shape must be fully defined, got {dims}")
  wanted = dims.as_list()
  if result._shape_tuple() == tuple(wanted):  # pylint: disable=protected-access
    return result
  array = np.asarray(result.numpy())
  if array.size == 1:
    array = np.broadcast_to(array.reshape(()), wanted)
  elif array.size == dims.num_elements():
    array = array.reshape(wanted)
  else:
    raise TypeError(
        f"Eager execution of tflc.constant with unsupported shape. Tensor {array} (converted from "
        f"{value!r}) has {array.size} elements, but got `shape` {tuple(wanted)} with "
        f"{dims.num_elements()} elements).")
  try:
    return _tensor_of(np.require(array, requirements="C"), result.dtype)
  except MemoryError:
    # As TensorFlow's Fill reports a tensor its allocator cannot hold, not NumPy's MemoryError.
    raise errors.ResourceExhaustedError(
        None, None, f"OOM when allocating tensor with shape{wanted} and type "
        f"{result.dtype.name} on CPU") from None
