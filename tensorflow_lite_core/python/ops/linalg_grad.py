"""Einsum's gradient, with TensorFlow's definition, for the one- and two-operand equations
tflc's Einsum computes (no label repeated within an operand).

The gradient with respect to an operand is again an einsum: for "x,y->z", x's is "z,y->x" (and
y's "x,z->y"). Labels of x that appear neither in y nor in z (summed away in the forward einsum)
cannot be written on the output of that einsum; they are left out and the result broadcast along
them. Operands broadcast against each other under "..." get their gradient summed back to their
own batch shape."""

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_linalg_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util

_ELLIPSIS = "..."


def _labels(subscripts):
  return set(subscripts.replace(_ELLIPSIS, ""))


def _axis_of(subscripts, label, rank):
  """The axis of `label` in an operand of rank `rank` written as `subscripts`."""
  before, _, after = subscripts.partition(_ELLIPSIS)
  if label in before:
    return before.index(label)
  return rank - len(after) + after.index(label)


def _batch_axes(subscripts, rank):
  """The [start, end) axes that "..." stands for in an operand of rank `rank` ((0, 0) without
  one)."""
  before, found, after = subscripts.partition(_ELLIPSIS)
  if not found:
    return 0, 0
  return len(before), rank - len(after)


def _grad_of_reduction(output_grad, output_subs, input_subs, input_shape, summed):
  """The gradient of "input_subs->output_subs" where the labels `summed` are summed away."""
  rank = len(input_shape)
  summed_axes = sorted(_axis_of(input_subs, label, rank) for label in summed)
  kept_subs = "".join(s for s in input_subs if s not in summed)
  if kept_subs == output_subs:
    # A plain sum: the gradient, repeated along the summed axes.
    kept = [1 if d in summed_axes else input_shape[d] for d in range(rank)]
    return gen_array_ops.broadcast_to(
        gen_array_ops.reshape(output_grad, grad_util.int32_vector(kept)),
        grad_util.int32_vector(input_shape))
  # A sum and a transpose: repeat along the summed labels put in front, then transpose with an
  # einsum.
  summed_subs = "".join(summed)
  summed_dims = [input_shape[_axis_of(input_subs, label, rank)] for label in summed_subs]
  grad_dims = output_grad.shape.as_list()
  repeated = gen_array_ops.broadcast_to(
      gen_array_ops.reshape(output_grad, grad_util.int32_vector([1] * len(summed) + grad_dims)),
      grad_util.int32_vector(summed_dims + grad_dims))
  return gen_linalg_ops.einsum([repeated], f"{summed_subs + output_subs}->{input_subs}")


def _grad_of_operand(output_grad, other, input_shape, input_subs, other_subs, output_subs):
  summed = sorted(_labels(input_subs) - _labels(output_subs + other_subs))
  kept_subs = "".join(s for s in input_subs if s not in summed)
  grad = gen_linalg_ops.einsum([output_grad, other], f"{output_subs},{other_subs}->{kept_subs}")
  if not summed:
    return grad
  return _grad_of_reduction(grad, kept_subs, input_subs, input_shape, summed)


@ops.RegisterGradient("Einsum")
def _einsum_grad(op, grad):
  equation = op.get_attr("equation")
  if isinstance(equation, bytes):
    equation = equation.decode()
  input_subs, output_subs = equation.split("->")

  if len(op.inputs) == 1:
    x = op.inputs[0]
    summed = sorted(_labels(input_subs) - _labels(output_subs))
    if not summed:
      return gen_linalg_ops.einsum([grad], f"{output_subs}->{input_subs}")
    return _grad_of_reduction(grad, output_subs, input_subs, x.shape.as_list(), summed)

  x_subs, y_subs = input_subs.split(",")
  # "...ij,jk->...ik": the gradient's equation "...ik,jk->...ij" is valid only if every
  # operand names the batch dimensions.
  if _ELLIPSIS in output_subs:
    if _ELLIPSIS not in x_subs:
      x_subs += _ELLIPSIS
    if _ELLIPSIS not in y_subs:
      y_subs += _ELLIPSIS
  x, y = op.inputs
  x_shape, y_shape = x.shape.as_list(), y.shape.as_list()
  if grad.dtype.is_complex:
    x, y = gen_math_ops.conj(x), gen_math_ops.conj(y)
  grad_x = _grad_of_operand(grad, y, x_shape, x_subs, y_subs, output_subs)
  grad_y = _grad_of_operand(grad, x, y_shape, y_subs, x_subs, output_subs)
  if _ELLIPSIS not in output_subs:
    return grad_x, grad_y

  bx_start, bx_end = _batch_axes(x_subs, len(x_shape))
  by_start, by_end = _batch_axes(y_subs, len(y_shape))
  x_batch, y_batch = x_shape[bx_start:bx_end], y_shape[by_start:by_end]
  if x_batch == y_batch:
    return grad_x, grad_y
  rx, ry = gen_array_ops.broadcast_gradient_args(grad_util.int32_vector(x_batch),
                                                 grad_util.int32_vector(y_batch))
  offset_x = grad_util.scalar(bx_start, "int32")
  offset_y = grad_util.scalar(by_start, "int32")
  grad_x = gen_array_ops.reshape(
      gen_math_ops._sum(grad_x, gen_math_ops.add_v2(rx, offset_x)),  # pylint: disable=protected-access
      grad_util.int32_vector(x_shape))
  grad_y = gen_array_ops.reshape(
      gen_math_ops._sum(grad_y, gen_math_ops.add_v2(ry, offset_y)),  # pylint: disable=protected-access
      grad_util.int32_vector(y_shape))
  return grad_x, grad_y
