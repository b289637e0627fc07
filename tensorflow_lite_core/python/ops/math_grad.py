"""Gradients of the built-in binary math ops, MatMul, the selections and Cast, with TensorFlow's
definitions (`tf.GradientTape` gives the same values), and the math ops TensorFlow declares not
differentiable. Each takes the op as the tape recorded it and one gradient per output, and
returns one gradient (or None) per input; inputs listed in `op.skip_input_indices` get None where
that saves work, as TensorFlow's do. The unary ops are in math_grad_unary.py, the reductions and
scans in math_grad_reductions.py."""

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util

_conj = grad_util.conj
_mul = gen_math_ops.mul

# Comparisons and logic have no gradients; nor has Range (TensorFlow's list).
for _op_type in ("Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "ApproximateEqual",
                 "NotEqual", "LogicalAnd", "LogicalOr", "LogicalNot", "Range"):
  ops.NotDifferentiable(_op_type)


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
  gy = None if 1 in skip else gen_math_ops.neg(grad)
  return grad_util.reduce_to_inputs(x, y, grad, gy, skip)


@ops.RegisterGradient("Mul")
def _mul_grad(op, grad):
  x, y = op.inputs
  skip = op.skip_input_indices
  if 1 in skip and y.shape.rank == 0:
    return _mul(grad, _conj(y)), None
  if 0 in skip and x.shape.rank == 0:
    return None, _mul(_conj(x), grad)
  gx = None if 0 in skip else _mul(grad, _conj(y))
  gy = None if 1 in skip else _mul(_conj(x), grad)
  return grad_util.reduce_to_inputs(x, y, gx, gy, skip)


@ops.RegisterGradient("RealDiv")
def _real_div_grad(op, grad):
  x, y = op.inputs
  skip = op.skip_input_indices
  cx, cy = _conj(x), _conj(y)
  gx = None if 0 in skip else gen_math_ops.real_div(grad, cy)
  gy = None if 1 in skip else _mul(
      grad, gen_math_ops.real_div(gen_math_ops.real_div(gen_math_ops.neg(cx), cy), cy))
  return grad_util.reduce_to_inputs(x, y, gx, gy, skip)


@ops.RegisterGradient("FloorDiv")
def _floor_div_grad(_, unused_grad):
  return None, None


ops.RegisterGradient("TruncateDiv")(_floor_div_grad)


@ops.RegisterGradient("FloorMod")
def _floor_mod_grad(op, grad):
  """d(x mod y) = (1, -floor(x / y))."""
  x, y = op.inputs
  gy = _mul(grad, gen_math_ops.neg(gen_math_ops.floor_div(_conj(x), _conj(y))))
  return grad_util.reduce_to_inputs(x, y, grad, gy)


@ops.RegisterGradient("Pow")
def _pow_grad(op, grad):
  """grad * (y * x^(y-1), x^y * log(x)), where log(x) is taken as 0 for x <= 0 (x == 0 for
  complex x): there is no sensible real answer there, and x = 0 is no singularity."""
  x, y = op.inputs
  skip = op.skip_input_indices
  cx, cy = _conj(x), _conj(y)

  def grad_x():
    one = grad_util.scalar(1, y.dtype)
    return _mul(_mul(grad, cy), gen_math_ops._pow(cx, gen_math_ops.sub(cy, one)))  # pylint: disable=protected-access

  if 1 in skip and y.shape.rank == 0:
    return grad_x(), None
  gx = None if 0 in skip else grad_x()
  gy = None
  if 1 not in skip:
    zero = grad_util.scalar(0, x.dtype)
    if x.dtype.is_complex:
      mask = gen_math_ops.not_equal(cx, zero)
    else:
      mask = gen_math_ops.greater(cx, zero)
    safe_x = gen_math_ops.select(mask, cx, gen_array_ops.ones_like(x))
    log_x = gen_math_ops.select(mask, gen_math_ops.log(safe_x), gen_array_ops.zeros_like(x))
    gy = _mul(_mul(grad, _conj(op.outputs[0])), log_x)
  return grad_util.reduce_to_inputs(x, y, gx, gy, skip)


def _maximum_minimum_grad(op, grad, selects_x):
  """The gradient goes to x where `selects_x(x, y)` holds (ties included), else to y."""
  x, y = op.inputs
  skip = op.skip_input_indices
  zeros = gen_array_ops.zeros_like(grad)
  x_mask = selects_x(x, y)
  if 1 in skip and y.shape.rank == 0:
    return gen_math_ops.select_v2(x_mask, grad, zeros), None
  gx = None if 0 in skip else gen_math_ops.select_v2(x_mask, grad, zeros)
  gy = None if 1 in skip else gen_math_ops.select_v2(x_mask, zeros, grad)
  return grad_util.reduce_to_inputs(x, y, gx, gy, skip)


@ops.RegisterGradient("Maximum")
def _maximum_grad(op, grad):
  return _maximum_minimum_grad(op, grad, gen_math_ops.greater_equal)


@ops.RegisterGradient("Minimum")
def _minimum_grad(op, grad):
  return _maximum_minimum_grad(op, grad, gen_math_ops.less_equal)


@ops.RegisterGradient("SquaredDifference")
def _squared_difference_grad(op, grad):
  x, y = op.inputs
  skip = op.skip_input_indices
  x_grad = _mul(_mul(grad_util.scalar(2, grad.dtype), grad), gen_math_ops.sub(x, y))
  gy = None if 1 in skip else gen_math_ops.neg(x_grad)
  return grad_util.reduce_to_inputs(x, y, None if 0 in skip else x_grad, gy, skip)


@ops.RegisterGradient("AddN")
def _add_n_grad(op, grad):
  return [grad] * len(op.inputs)


def _mat_mul(a, b, transpose_a=False, transpose_b=False, **grad_flags):
  return gen_math_ops.mat_mul(a, b, transpose_a=transpose_a, transpose_b=transpose_b,
                              **grad_flags)


def _mat_mul_grad_a(t_a, t_b, b, grad):
  if not t_a and not t_b:
    return _mat_mul(grad, b, transpose_b=True, grad_a=True)
  if not t_a and t_b:
    return _mat_mul(grad, b, grad_a=True)
  if t_a and not t_b:
    return _mat_mul(b, grad, transpose_b=True, grad_a=True)
  return _mat_mul(b, grad, transpose_a=True, transpose_b=True, grad_a=True)


def _mat_mul_grad_b(t_a, t_b, a, grad):
  if not t_a and not t_b:
    return _mat_mul(a, grad, transpose_a=True, grad_b=True)
  if not t_a and t_b:
    return _mat_mul(grad, a, transpose_a=True, grad_b=True)
  if t_a and not t_b:
    return _mat_mul(a, grad, grad_b=True)
  return _mat_mul(grad, a, transpose_a=True, transpose_b=True, grad_b=True)


@ops.RegisterGradient("MatMul")
def _mat_mul_grad(op, grad):
  a, b = op.inputs
  t_a, t_b = op.get_attr("transpose_a"), op.get_attr("transpose_b")
  skip = op.skip_input_indices
  grad_a = None if 0 in skip else _mat_mul_grad_a(t_a, t_b, _conj(b), grad)
  grad_b = None if 1 in skip else _mat_mul_grad_b(t_a, t_b, _conj(a), grad)
  return grad_a, grad_b


@ops.RegisterGradient("Select")
def _select_grad(op, grad):
  condition, x, _ = op.inputs
  zeros = gen_array_ops.zeros_like(x)
  return (None, gen_math_ops.select(condition, grad, zeros),
          gen_math_ops.select(condition, zeros, grad))


@ops.RegisterGradient("SelectV2")
def _select_v2_grad(op, grad):
  """Each branch gets the gradient where it was chosen, summed over what it was broadcast
  along."""
  condition, x, y = op.inputs
  z = op.outputs[0]
  zero = grad_util.scalar(0, grad.dtype)
  gx, _ = grad_util.reduce_to_inputs(x, z, gen_math_ops.select_v2(condition, grad, zero), None)
  gy, _ = grad_util.reduce_to_inputs(y, z, gen_math_ops.select_v2(condition, zero, grad), None)
  return None, gx, gy


# Cast passes gradients between these types only (integers and bools get None).
_CAST_DIFFERENTIABLE = frozenset([dtypes.float16, dtypes.float32, dtypes.float64, dtypes.bfloat16,
                                  dtypes.complex64, dtypes.complex128])


@ops.RegisterGradient("Cast")
def _cast_grad(op, grad):
  source = op.inputs[0].dtype
  if source in _CAST_DIFFERENTIABLE and grad.dtype in _CAST_DIFFERENTIABLE:
    return grad if source == grad.dtype else gen_math_ops.cast(grad, source)
  return None


@ops.RegisterGradient("ArgMax")
def _arg_max_grad(_, unused_grad):
  return None, None


ops.RegisterGradient("ArgMin")(_arg_max_grad)


@ops.RegisterGradient("ClipByValue")
def _clip_by_value_grad(op, grad):
  """The gradient goes to t where it lies within the bounds, else to the bound it crossed
  (summed over what that bound was broadcast along)."""
  t, low, high = op.inputs
  zeros = gen_array_ops.zeros_like(grad)
  below = gen_math_ops.less(t, low)
  above = gen_math_ops.greater(t, high)
  g_t = gen_math_ops.select_v2(gen_math_ops.logical_or(below, above), zeros, grad)
  _, g_low = grad_util.reduce_to_inputs(t, low, None, gen_math_ops.select_v2(below, grad, zeros))
  _, g_high = grad_util.reduce_to_inputs(t, high, None, gen_math_ops.select_v2(above, grad, zeros))
  return g_t, g_low, g_high
