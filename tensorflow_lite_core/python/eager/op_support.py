"""What generated op wrappers use: the `Op` callable of the executor and the keyword-only alias.

Importing this module connects the package to the executor: how to convert inputs, read dtypes
and shapes, and which exception class each status code raises.
"""

import functools

import numpy as np

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor_shape

# Op("AddV2")(x, y, name) runs the op's kernel; see eager/executor.h for the argument order.
Op = _pywrap_tflc.Op


def _shape_dims(value):
  """A shape attr's dims (-1 unknown), or None for an unknown rank, as TensorFlow's eager ops read
  them: None is an unknown rank; a list or tuple of Python ints and Nones is taken as it is (-1 and
  None are unknown dimensions, values below -1 are the op's to refuse); anything else goes through
  `as_shape` (the extension wraps its TypeError or ValueError in "Error converting <attr> to a
  TensorShape: ...")."""
  if value is None:
    return None
  if isinstance(value, (list, tuple)) and all(d is None or isinstance(d, int) for d in value):
    return tuple(-1 if dim is None else dim for dim in value)
  shape = tensor_shape.as_shape(value)
  if shape.rank is None:
    return None
  return tuple(-1 if dim is None else dim for dim in shape.dims)


def _register_numpy_types():
  """Tells the extension the NumPy types of bfloat16, float8 and the sub-byte integers."""
  for dtype in dtypes._ml_dtypes_types():  # pylint: disable=protected-access
    _pywrap_tflc._register_numpy_dtype(  # pylint: disable=protected-access
        dtype.as_datatype_enum, np.dtype(dtype.as_numpy_dtype))


def _error_classes():
  classes = [None]
  for code in range(1, _pywrap_tflc._NUM_ERROR_CODES):  # pylint: disable=protected-access
    classes.append(errors.exception_type_from_error_code(code))
  return classes


_pywrap_tflc._register_hooks(  # pylint: disable=protected-access
    constant_op._convert_for_op,  # pylint: disable=protected-access
    dtypes.as_dtype, _shape_dims, _register_numpy_types, _error_classes())


def keyword_only(function, op_name):
  """The `raw_ops` form of a wrapper: the same call, keyword arguments only."""
  # A generated wrapper's parameters are all positional-or-keyword: its code object names them
  # (inspect.signature would cost more than the rest of a library load).
  code = function.__code__
  parameters = list(code.co_varnames[:code.co_argcount])

  @functools.wraps(function)
  def op(*args, **kwargs):
    if args:
      raise TypeError(f"{op_name} only takes keyword args (possible keys: {parameters}). "
                      f"Please pass these args as kwargs instead.")
    return function(**kwargs)

  op.__name__ = op.__qualname__ = op_name
  return op
