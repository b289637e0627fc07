"""Gradients of the built-in reductions, scans and segment sums, with TensorFlow's definitions:
Max and Min split the gradient evenly among tied extremes; Prod's leaves each element out of
the product with two exclusive scans, so that zeros in the input are handled."""

import numpy as np

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util

_int32_vector = grad_util.int32_vector


@ops.RegisterGradient("Sum")
def _sum_grad(op, grad):
  x, axes = op.inputs
  return grad_util.broadcast_reduced(grad, x, axes, op.get_attr("keep_dims")), None


@ops.RegisterGradient("Mean")
def _mean_grad(op, grad):
  x, axes = op.inputs
  sum_grad = grad_util.broadcast_reduced(grad, x, axes, op.get_attr("keep_dims"))
  factor = x.shape.num_elements() // max(op.outputs[0].shape.num_elements(), 1)
  return gen_math_ops.real_div(sum_grad, grad_util.scalar(factor, sum_grad.dtype)), None


def _min_or_max_grad(op, grad):
  """The gradient, divided evenly among the elements equal to the extreme they reduced to."""
  x, axes = op.inputs
  y = op.outputs[0]
  if not op.get_attr("keep_dims"):
    kept = _int32_vector(grad_util.kept_dims_shape(x, axes))
    y = gen_array_ops.reshape(y, kept)
    grad = gen_array_ops.reshape(grad, kept)
  indicators = gen_math_ops.cast(gen_math_ops.equal(y, x), grad.dtype)
  num_selected = gen_math_ops._sum(indicators, axes, keep_dims=True)  # pylint: disable=protected-access
  return gen_math_ops.mul(gen_math_ops.real_div(indicators, num_selected), grad), None


ops.RegisterGradient("Max")(_min_or_max_grad)
ops.RegisterGradient("Min")(_min_or_max_grad)


@ops.RegisterGradient("Prod")
def _prod_grad(op, grad):
  """Each element's gradient is the product of all the others in its reduction: the reduced
  dimensions are moved to the front and flattened, and the products of the elements before and
  after each one (exclusive cumulative products) multiplied."""
  x, axes = op.inputs
  rank = x.shape.rank
  grad = grad_util.broadcast_reduced(grad, x, axes, op.get_attr("keep_dims"))
  reduced = grad_util.reduced_axes(x, axes)
  other = [d for d in range(rank) if d not in reduced]
  perm = reduced + other
  dims = x.shape.as_list()
  reduced_count = int(np.prod([dims[d] for d in reduced], dtype=np.int64))
  other_count = int(np.prod([dims[d] for d in other], dtype=np.int64))
  permuted = gen_array_ops.transpose(x, _int32_vector(perm))
  flat = gen_array_ops.reshape(permuted, _int32_vector([reduced_count, other_count]))
  zero_axis = grad_util.scalar(0, "int32")
  before = gen_math_ops.cumprod(flat, zero_axis, exclusive=True)
  after = gen_math_ops.cumprod(flat, zero_axis, exclusive=True, reverse=True)
  others = gen_array_ops.reshape(
      gen_math_ops.mul(grad_util.conj(before), grad_util.conj(after)),
      _int32_vector([dims[d] for d in perm]))
  inverse = np.argsort(perm)
  out = gen_math_ops.mul(grad, gen_array_ops.transpose(others, _int32_vector(inverse)))
  return gen_array_ops.reshape(out, _int32_vector(dims)), None


@ops.RegisterGradient("Cumsum")
def _cumsum_grad(op, grad):
  return gen_math_ops.cumsum(grad, op.inputs[1], exclusive=op.get_attr("exclusive"),
                             reverse=not op.get_attr("reverse")), None


@ops.RegisterGradient("Cumprod")
def _cumprod_grad(op, grad):
  """The reversed cumulative sum of grad * the cumulative product, over x (0 where x is 0, as
  TensorFlow's DivNoNan gives)."""
  x, axis = op.inputs
  exclusive, reverse = op.get_attr("exclusive"), op.get_attr("reverse")
  prod = gen_math_ops.cumprod(x, axis, exclusive=exclusive, reverse=reverse)
  out = gen_math_ops.cumsum(gen_math_ops.mul(prod, grad), axis, exclusive=exclusive,
                            reverse=not reverse)
  zero = grad_util.scalar(0, x.dtype)
  is_zero = gen_math_ops.equal(x, zero)
  safe_x = gen_math_ops.select_v2(is_zero, grad_util.scalar(1, x.dtype), x)
  return gen_math_ops.select_v2(is_zero, zero, gen_math_ops.real_div(out, safe_x)), None


@ops.RegisterGradient("UnsortedSegmentSum")
def _unsorted_segment_sum_grad(op, grad):
  """Each row gets its segment's gradient; rows with a negative segment id (dropped by the sum)
  get zeros."""
  ids = op.inputs[1]
  clipped = gen_math_ops.maximum(ids, gen_array_ops.zeros_like(ids))
  gathered = gen_array_ops.gather_v2(grad, clipped, grad_util.scalar(0, "int32"))
  kept = gen_math_ops.greater_equal(ids, grad_util.scalar(0, ids.dtype))
  extra_dims = gathered.shape.rank - ids.shape.rank
  if extra_dims:
    kept = gen_array_ops.reshape(kept, _int32_vector(ids.shape.as_list() + [1] * extra_dims))
  zeros = gen_array_ops.zeros_like(gathered)
  return gen_math_ops.select_v2(kept, gathered, zeros), None, None
