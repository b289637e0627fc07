"""Gradients of the built-in math ops, with TensorFlow's definitions (`tf.GradientTape` gives
the same values). Each takes the op as the tape recorded it and one gradient per output, and
returns one gradient (or None) per input; inputs listed in `op.skip_input_indices` get None where
that saves work, as TensorFlow's do."""

from tensorflow_lite_core.python.framework import indexed_slices
from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util


@ops.RegisterGradient("AddV2")
def _add_grad(op, grad):
  x, y = op.inputs
  skip = op.skip_input_indices
  if 1 in skip and y.shape.rank == 0:
    return grad, None
  if 0 in skip and x.shape.rank == 0:
    return None, grad
  return grad_util.reduce_to_inputs(x, y, grad, grad, skip)


ops.RegisterGradient("Add")(_add_grad)


@ops.RegisterGradient("Sub")
def _sub_grad(op, grad):
  x, y = op.inputs
  skip = op.skip_input_indices
  if 1 in skip and y.shape.rank == 0:
    return grad, None
  return grad_util.reduce_to_inputs(x, y, grad, gen_math_ops.neg(grad), skip)


@ops.RegisterGradient("Mul")
def _mul_grad(op, grad):
  x, y = op.inputs
  skip = op.skip_input_indices
  if 1 in skip and y.shape.rank == 0:
    return gen_math_ops.mul(grad, grad_util.conj(y)), None
  if 0 in skip and x.shape.rank == 0:
    return None, gen_math_ops.mul(grad_util.conj(x), grad)
  gx = None if 0 in skip else gen_math_ops.mul(grad, grad_util.conj(y))
  gy = None if 1 in skip else gen_math_ops.mul(grad_util.conj(x), grad)
  return grad_util.reduce_to_inputs(x, y, gx, gy, skip)


@ops.RegisterGradient("Neg")
def _neg_grad(_, grad):
  if isinstance(grad, indexed_slices.IndexedSlices):
    return -grad  # stays an IndexedSlices, as in TensorFlow
  return gen_math_ops.neg(grad)


@ops.RegisterGradient("Sum")
def _sum_grad(op, grad):
  x, axes = op.inputs
  return grad_util.broadcast_reduced(grad, x, axes, op.get_attr("keep_dims")), None


@ops.RegisterGradient("Tanh")
def _tanh_grad(op, grad):
  return gen_math_ops.tanh_grad(op.outputs[0], grad)


@ops.RegisterGradient("TanhGrad")
def _tanh_grad_grad(op, grad):
  y, dy = grad_util.conj(op.inputs[0]), grad_util.conj(op.inputs[1])
  two = grad_util.scalar(-2, y.dtype)
  return gen_math_ops.mul(gen_math_ops.mul(gen_math_ops.mul(grad, two), dy), y), \
      gen_math_ops.tanh_grad(y, grad)


@ops.RegisterGradient("AddN")
def _add_n_grad(op, grad):
  return [grad] * len(op.inputs)


@ops.RegisterGradient("Square")
def _square_grad(op, grad):
  x = op.inputs[0]
  return gen_math_ops.mul(grad, gen_math_ops.mul(x, grad_util.scalar(2, x.dtype)))


@ops.RegisterGradient("MatMul")
def _mat_mul_grad(op, grad):
  a, b = op.inputs
  t_a, t_b = op.get_attr("transpose_a"), op.get_attr("transpose_b")
  a, b = grad_util.conj(a), grad_util.conj(b)
  mat_mul = gen_math_ops.mat_mul
  if not t_a and not t_b:
    return mat_mul(grad, b, transpose_b=True), mat_mul(a, grad, transpose_a=True)
  if not t_a and t_b:
    return mat_mul(grad, b), mat_mul(grad, a, transpose_a=True)
  if t_a and not t_b:
    return mat_mul(b, grad, transpose_b=True), mat_mul(a, grad)
  return (mat_mul(b, grad, transpose_a=True, transpose_b=True),
          mat_mul(grad, a, transpose_a=True, transpose_b=True))
