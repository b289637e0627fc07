"""Array functions with TensorFlow 2.x's names and signatures (`tflc.reshape`, `tflc.zeros`, ...).
Generated wrappers are used as they are where TensorFlow's function is its op's wrapper.
"""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_array_ops

identity = gen_array_ops.identity
reshape = gen_array_ops.reshape
fill = gen_array_ops.fill
expand_dims = gen_array_ops.expand_dims
bitcast = gen_array_ops.bitcast
rank = gen_array_ops.rank


def _as_tensor(value):
  if isinstance(value, tensor_lib.Tensor):
    return value
  return constant_op.convert_to_tensor(value)


def shape(input, out_type=dtypes.int32, name=None):  # pylint: disable=redefined-builtin
  """The dimensions of `input` as a 1-D tensor."""
  return gen_array_ops.shape(input, out_type, name)


def size(input, out_type=dtypes.int32, name=None):  # pylint: disable=redefined-builtin
  """The number of elements of `input`."""
  return gen_array_ops.size(input, out_type, name)


def transpose(a, perm=None, conjugate=False, name="transpose"):
  """`a` with its dimensions permuted by `perm` (reversed when None)."""
  a = _as_tensor(a)
  if conjugate and a.dtype.is_complex:
    raise errors.UnimplementedError(None, "Transpose", "conjugate=True (no ConjugateTranspose yet)")
  if perm is None:
    perm = list(range(a.ndim - 1, -1, -1))
  return gen_array_ops.transpose(a, perm, name)


def concat(values, axis, name="concat"):
  """The tensors of `values` joined along `axis`."""
  if not isinstance(values, (list, tuple)):
    values = [values]
  if len(values) == 1:
    return _as_tensor(values[0])
  return gen_array_ops.concat_v2(list(values), axis, name)


def pad(tensor, paddings, mode="CONSTANT", constant_values=0, name=None):
  """`tensor` padded with zeros: `paddings[d] = [before, after]` for each dimension d."""
  mode = mode.upper()
  if mode not in ("CONSTANT", "REFLECT", "SYMMETRIC"):
    raise ValueError(f"Value of argument `mode` expected to be one of \"CONSTANT\", \"REFLECT\", "
                     f"or \"SYMMETRIC\". Received `mode` = {mode}")
  if mode != "CONSTANT" or not _is_zero(constant_values):
    raise errors.UnimplementedError(
        None, "Pad", "only mode='CONSTANT' with constant_values=0 is supported")
  return gen_array_ops.pad(tensor, paddings, name)


def _is_zero(value):
  return not isinstance(value, (str, bytes)) and np.all(np.asarray(value) == 0)


def _filled(shape, dtype, value, name):
  dtype = dtypes.as_dtype(dtype)
  scalar = np.asarray(value, dtype=dtype.as_numpy_dtype) if dtype != dtypes.string else b""
  return fill(shape, constant_op.constant(scalar, dtype=dtype), name)


def zeros(shape, dtype=dtypes.float32, name=None):
  """A tensor of `shape` with every element zero (False, empty strings)."""
  return _filled(shape, dtype, 0, name)


def ones(shape, dtype=dtypes.float32, name=None):
  """A tensor of `shape` with every element one (True for bool)."""
  if dtypes.as_dtype(dtype) == dtypes.string:
    raise TypeError("ones() has no value for dtype string")
  return _filled(shape, dtype, 1, name)


def _check_layout(layout):
  if layout is not None:
    raise ValueError("tflc has no DTensor layouts: `layout` must be None")


def zeros_like(input, dtype=None, name=None, layout=None):  # pylint: disable=redefined-builtin
  """Zeros of `input`'s shape, and of its dtype unless `dtype` is given."""
  _check_layout(layout)
  input = _as_tensor(input)
  if dtype is None or dtypes.as_dtype(dtype) == input.dtype:
    return gen_array_ops.zeros_like(input, name)
  return zeros(shape(input), dtype, name)


def ones_like(input, dtype=None, name=None, layout=None):  # pylint: disable=redefined-builtin
  """Ones of `input`'s shape, and of its dtype unless `dtype` is given."""
  _check_layout(layout)
  input = _as_tensor(input)
  if dtype is None or dtypes.as_dtype(dtype) == input.dtype:
    return gen_array_ops.ones_like(input, name)
  return ones(shape(input), dtype, name)


def squeeze(input, axis=None, name=None):  # pylint: disable=redefined-builtin
  """`input` without its dimensions of size 1 (only those in `axis` when given)."""
  if axis is None:
    axis = []
  elif isinstance(axis, int):
    axis = [axis]
  return gen_array_ops.squeeze(input, list(axis), name)
