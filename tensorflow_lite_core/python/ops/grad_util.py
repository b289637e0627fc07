"""Helpers the gradient functions share: reducing a broadcast gradient back to an input's shape
(with BroadcastGradientArgs, as TensorFlow's), spreading a reduction's gradient over the
reduced input, and small constants. Shapes are known in eager mode, so shape arithmetic is done
here in Python rather than with ops."""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.framework import tensor_util
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops


# complex64 and complex128: read from the tensor's enum, as this runs in every Mul gradient.
_COMPLEX_ENUMS = (dtypes.complex64.as_datatype_enum, dtypes.complex128.as_datatype_enum)


def conj(x):
  """x, conjugated where complex."""
  return gen_math_ops.conj(x) if x._datatype_enum() in _COMPLEX_ENUMS else x  # pylint: disable=protected-access


def static_value(tensor):
  """The value of `tensor` (an axis, a permutation...) as gradient functions read it: known in
  eager mode, and in a graph where it was folded as the graph was built.

  Raises:
    ValueError: a graph tensor whose value is known only when the graph runs.
  """
  value = tensor_util.constant_value(tensor)
  if value is None:
    raise ValueError(f"This gradient needs the value of {tensor.name} while the graph is built, "
                     "and it is known only when the graph runs; pass it as a constant.")
  return value


def scalar(value, dtype):
  return constant_op.constant(value, dtype=dtype)


def _fully_known(shape):
  return shape is not None and None not in shape


def _dense_of_shape(grad, shape):
  return isinstance(grad, tensor_lib.Tensor) and grad._shape_tuple() == shape  # pylint: disable=protected-access


def int32_vector(values):
  return constant_op.constant(list(values), dtype=dtypes.int32)


def _reduce_to(grad, reduce_axes, shape):
  if reduce_axes.shape[0] != 0:
    grad = gen_math_ops._sum(grad, reduce_axes, keep_dims=True)  # pylint: disable=protected-access
  return gen_array_ops.reshape(grad, shape)


def reduce_to_inputs(x, y, gx, gy, skip=()):
  """The gradients `gx` and `gy` of a broadcasting binary op's inputs, each summed over the
  dimensions its input was broadcast along (None stays None)."""
  # An IndexedSlices (a gather's gradient) is summed into a dense tensor, as TensorFlow does.
  shape_x, shape_y = x._shape_tuple(), y._shape_tuple()  # pylint: disable=protected-access
  if _fully_known(shape_x) and shape_x == shape_y and (gx is None or _dense_of_shape(gx, shape_x)) and (
      gy is None or _dense_of_shape(gy, shape_y)):
    return gx, gy
  sx = gen_array_ops.shape(x)
  sy = gen_array_ops.shape(y)
  rx, ry = gen_array_ops.broadcast_gradient_args(sx, sy)
  if gx is not None and 0 not in skip:
    gx = _reduce_to(gx, rx, sx)
  else:
    gx = None
  if gy is not None and 1 not in skip:
    gy = _reduce_to(gy, ry, sy)
  else:
    gy = None
  return gx, gy


def reduced_axes(x, axes):
  """The axes tensor of a reduction of `x`, as non-negative Python ints in their given order."""
  rank = x.ndim
  return [int(a) % rank if rank else int(a)
          for a in np.asarray(static_value(axes)).reshape(-1)]


def kept_dims_shape(x, axes):
  """The shape of a reduction of `x` over `axes` with keep_dims: 1 along them."""
  reduced = set(reduced_axes(x, axes))
  shape = x._shape_tuple()  # pylint: disable=protected-access
  return [1 if d in reduced else shape[d] for d in range(len(shape))]


def broadcast_reduced(grad, x, axes, keep_dims):
  """The gradient of a reduction of `x` over `axes`: `grad` repeated along them."""
  shape = x._shape_tuple()  # pylint: disable=protected-access
  if grad.ndim == 0:  # a reduction to one value (the usual loss): broadcast it as it is
    return gen_array_ops.broadcast_to(grad, int32_vector(shape)) if shape else grad
  if not keep_dims:
    grad = gen_array_ops.reshape(grad, int32_vector(kept_dims_shape(x, axes)))
  if grad._shape_tuple() == shape:  # pylint: disable=protected-access
    return grad
  return gen_array_ops.broadcast_to(grad, int32_vector(shape))
