"""Helpers the gradient functions share: reducing a broadcast gradient back to an input's shape
(with BroadcastGradientArgs, as TensorFlow's), spreading a reduction's gradient over the
reduced input, and small constants. Shapes are known in eager mode, so shape arithmetic is done
here in Python rather than with ops."""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops


def conj(x):
  """x, conjugated where complex."""
  return gen_math_ops.conj(x) if x.dtype.is_complex else x


def scalar(value, dtype):
  return constant_op.constant(value, dtype=dtype)


def int32_vector(values):
  return constant_op.constant(list(values), dtype=dtypes.int32)


def _reduce_to(grad, reduce_axes, shape):
  if reduce_axes.shape[0] != 0:
    grad = gen_math_ops._sum(grad, reduce_axes, keep_dims=True)  # pylint: disable=protected-access
  return gen_array_ops.reshape(grad, shape)


def reduce_to_inputs(x, y, gx, gy, skip=()):
  """The gradients `gx` and `gy` of a broadcasting binary op's inputs, each summed over the
  dimensions its input was broadcast along (None stays None)."""
  if x.shape == y.shape and (gx is None or gx.shape == x.shape) and (
      gy is None or gy.shape == y.shape):
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
  rank = x.shape.rank
  return [int(a) % rank if rank else int(a)
          for a in np.asarray(axes.numpy()).reshape(-1)]


def kept_dims_shape(x, axes):
  """The shape of a reduction of `x` over `axes` with keep_dims: 1 along them."""
  reduced = set(reduced_axes(x, axes))
  return [1 if d in reduced else x.shape[d] for d in range(x.shape.rank)]


def broadcast_reduced(grad, x, axes, keep_dims):
  """The gradient of a reduction of `x` over `axes`: `grad` repeated along them."""
  if not keep_dims:
    grad = gen_array_ops.reshape(grad, int32_vector(kept_dims_shape(x, axes)))
  if grad.shape == x.shape:
    return grad
  return gen_array_ops.broadcast_to(grad, gen_array_ops.shape(x))
