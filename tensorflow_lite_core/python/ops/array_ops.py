"""Array functions with TensorFlow 2.x's names and signatures (`tflc.reshape`, `tflc.zeros`, ...).
Generated wrappers are used as they are where TensorFlow's function is its op's wrapper.

As in TensorFlow's module of this name, `shape`, `zeros_like` and `ones_like` keep their
TensorFlow 1 signatures (gradient code written for TensorFlow calls them so) and `tflc.shape`,
`tflc.zeros_like` and `tflc.ones_like` are `shape_v2`, `zeros_like_v2` and `ones_like_v2`.
"""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops

identity = gen_array_ops.identity
# tflc.stop_gradient(input, name=None): the input, through which tapes pass no gradient.
stop_gradient = gen_array_ops.stop_gradient
reshape = gen_array_ops.reshape
fill = gen_array_ops.fill
expand_dims = gen_array_ops.expand_dims
bitcast = gen_array_ops.bitcast
rank = gen_array_ops.rank


def _as_tensor(value):
  if isinstance(value, tensor_lib.Tensor):
    return value
  return constant_op.convert_to_tensor(value)


def shape_v2(input, out_type=None, name=None):  # pylint: disable=redefined-builtin
  """The dimensions of `input` as a 1-D tensor (of `out_type`, int32 by default)."""
  return gen_array_ops.shape(input, dtypes.int32 if out_type is None else out_type, name)


def shape(input, name=None, out_type=None):  # pylint: disable=redefined-builtin
  """shape_v2 with TensorFlow 1's argument order (`tf.compat.v1.shape`)."""
  return shape_v2(input, out_type, name)


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


def zeros_like(tensor, dtype=None, name=None, optimize=True):
  """zeros_like_v2 with TensorFlow 1's signature (`tf.compat.v1.zeros_like`); `optimize` (a
  graph-building hint) changes nothing in eager execution."""
  del optimize
  return zeros_like_v2(tensor, dtype, name)


def ones_like(tensor, dtype=None, name=None, optimize=True):
  """ones_like_v2 with TensorFlow 1's signature (`tf.compat.v1.ones_like`); `optimize` changes
  nothing in eager execution."""
  del optimize
  return ones_like_v2(tensor, dtype, name)


def zeros_like_v2(input, dtype=None, name=None, layout=None):  # pylint: disable=redefined-builtin
  """Zeros of `input`'s shape, and of its dtype unless `dtype` is given."""
  _check_layout(layout)
  input = _as_tensor(input)
  if dtype is None or dtypes.as_dtype(dtype) == input.dtype:
    return gen_array_ops.zeros_like(input, name)
  return zeros(shape(input), dtype, name)


def ones_like_v2(input, dtype=None, name=None, layout=None):  # pylint: disable=redefined-builtin
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


# ---- Gathering and scattering by index, one-hot encoding, diagonals.

scatter_nd = gen_array_ops.scatter_nd
# tf.linalg.tensor_diag: the Diag op.
diag = gen_array_ops.diag


def tensor_scatter_nd_update(tensor, indices, updates, name=None):
  """`tensor` with the slices `indices` address replaced by `updates` (the last duplicate wins)."""
  return gen_array_ops.tensor_scatter_update(tensor, indices, updates, name=name)


def gather(params, indices, validate_indices=None, axis=None, batch_dims=0, name=None):  # pylint: disable=unused-argument
  """Slices of `params` along `axis` (`batch_dims` when None) picked by `indices`.

  As in TensorFlow, an axis of 0 ignores `batch_dims`; `validate_indices` is ignored (indices are
  always checked on the CPU).
  """
  if axis is None:
    axis = batch_dims
  if _is_zero_scalar(axis):
    return gen_array_ops.gather_v2(params, indices, axis, name=name)
  return gen_array_ops.gather_v2(params, indices, axis, batch_dims=batch_dims, name=name)


def _is_zero_scalar(value):
  if isinstance(value, tensor_lib.Tensor):
    return value.ndim == 0 and value.numpy() == 0
  return isinstance(value, (int, np.integer)) and value == 0


def gather_nd(params, indices, batch_dims=0, name=None, bad_indices_policy=""):
  """The slices of `params` that the rows of `indices` (their last dimension) address; with
  `batch_dims`, the first `batch_dims` dimensions of both are batch dimensions."""
  if batch_dims == 0:
    return gen_array_ops.gather_nd(params, indices, bad_indices_policy, name=name)
  params = _as_tensor(params)
  indices = _as_tensor(indices)
  if not isinstance(batch_dims, int):
    raise TypeError(f"Argument `batch_dims` must be an int; got {batch_dims}")
  if batch_dims < 0:
    raise ValueError("tf.gather_nd does not allow negative batch_dims.")
  if batch_dims >= indices.ndim:
    raise ValueError(f"Argument `batch_dims` = {batch_dims} must be less than rank(`indices`) = "
                     f"{indices.ndim}")
  if batch_dims >= params.ndim:
    raise ValueError(f"Argument `batch_dims` = {batch_dims} must be less than rank(`params`) = "
                     f"{params.ndim}")
  batch_shape = tuple(params.shape.as_list()[:batch_dims])
  if tuple(indices.shape.as_list()[:batch_dims]) != batch_shape:
    raise errors.InvalidArgumentError(
        None, "GatherNd", f"The batch dimensions of params {params.shape} and indices "
        f"{indices.shape} differ (batch_dims={batch_dims})")
  # Each index row gets its batch coordinates in front, so one GatherNd does the rest.
  rows_shape = tuple(indices.shape.as_list()[:-1])
  grid = np.moveaxis(np.indices(batch_shape), 0, -1)
  grid = grid.reshape(batch_shape + (1,) * (len(rows_shape) - batch_dims) + (batch_dims,))
  grid = np.broadcast_to(grid, rows_shape + (batch_dims,))
  coordinates = constant_op.constant(np.ascontiguousarray(grid), dtype=indices.dtype)
  return gen_array_ops.gather_nd(params, concat([coordinates, indices], -1), bad_indices_policy,
                                 name=name)


def one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None):
  """One-hot vectors of `depth` (along `axis`, last when None): `on_value` (1) at each index,
  `off_value` (0) elsewhere; the dtype comes from the values, else `dtype`, else float32."""
  if dtype is not None:
    dtype = dtypes.as_dtype(dtype)
  on_exists = on_value is not None
  off_exists = off_value is not None
  if on_exists:
    on_value = constant_op.convert_to_tensor(on_value, dtype_hint=dtype)
  if off_exists:
    off_value = constant_op.convert_to_tensor(off_value, dtype_hint=dtype)
  on_dtype = on_value.dtype if on_exists else None
  off_dtype = off_value.dtype if off_exists else None
  if on_exists or off_exists:
    if dtype is not None:
      if on_exists and on_dtype != dtype:
        raise TypeError(f"dtype {on_dtype} of on_value does not match dtype parameter {dtype}")
      if off_exists and off_dtype != dtype:
        raise TypeError(f"dtype {off_dtype} of off_value does not match dtype parameter "
                        f"{dtype}")
    else:
      dtype = on_dtype if on_exists else off_dtype
  elif dtype is None:
    dtype = dtypes.float32
  if not on_exists:
    on_value = constant_op.convert_to_tensor(1, dtype=dtype)
    on_dtype = dtype
  if not off_exists:
    off_value = constant_op.convert_to_tensor(0, dtype=dtype)
    off_dtype = dtype
  if on_dtype != off_dtype:
    raise TypeError(f"dtype {on_dtype} of on_value does not match dtype {off_dtype} of off_value")
  return gen_array_ops.one_hot(indices, depth, on_value, off_value,
                               -1 if axis is None else axis, name=name)


def where_indices(condition, name=None):
  """The coordinates of the true (nonzero) elements of `condition`, one int64 row each: the
  one-argument form of `where`."""
  if not isinstance(condition, tensor_lib.Tensor):
    condition = constant_op.convert_to_tensor(condition, dtype_hint=dtypes.bool)
  return gen_array_ops.where(condition, name=name)


def where(condition, x=None, y=None, name=None):
  """With `condition` alone, the coordinates of its true elements (`where_indices`); with `x`
  and `y`, the elements of `x` where `condition` is true and of `y` elsewhere (SelectV2)."""
  if x is None and y is None:
    return where_indices(condition, name)
  if x is None or y is None:
    raise ValueError("x and y must both be non-None or both be None.")
  # SelectV2 is a math op in TensorFlow (gen_math_ops); found wherever this build registers it.
  from tensorflow_lite_core.python.ops import gen_math_ops  # pylint: disable=g-import-not-at-top
  select_v2 = (getattr(gen_math_ops, "select_v2", None) or
               getattr(gen_array_ops, "select_v2", None))
  if select_v2 is None:
    raise errors.UnimplementedError(None, "SelectV2",
                                    "where(condition, x, y) needs the SelectV2 op")
  return select_v2(condition, x, y, name=name)


def matrix_diag(diagonal, name="diag", k=0, num_rows=-1, num_cols=-1, padding_value=0,
                align="RIGHT_LEFT"):
  """Batches of matrices whose diagonals `k` (one, or a band `(low, high)`) are `diagonal`,
  `padding_value` elsewhere (tf.linalg.diag)."""
  # A bool diagonal takes a bool padding, as TensorFlow converts it.
  if isinstance(diagonal, tensor_lib.Tensor) and diagonal.dtype == dtypes.bool:
    padding_value = bool(padding_value)
  return gen_array_ops.matrix_diag_v3(diagonal, k, num_rows, num_cols, padding_value,
                                      align=align, name=name)
