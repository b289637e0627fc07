"""Gradients of the built-in element-wise unary math ops and of their gradient ops (for second
derivatives), with TensorFlow's definitions: complex inputs differentiate in the conjugate
direction, as TensorFlow's do; rounding ops have no gradient (None) and Sign's is zero."""

import math

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util

_conj = grad_util.conj
_mul = gen_math_ops.mul
_scalar = grad_util.scalar


@ops.RegisterGradient("Neg")
def _neg_grad(_, grad):
  return gen_math_ops.neg(grad)


@ops.RegisterGradient("Abs")
def _abs_grad(op, grad):
  return _mul(grad, gen_math_ops.sign(op.inputs[0]))


@ops.RegisterGradient("Sign")
def _sign_grad(op, unused_grad):
  return gen_array_ops.zeros_like(op.inputs[0])


@ops.RegisterGradient("Floor")
def _rounding_grad(_, unused_grad):
  return None


for _op_type in ("Ceil", "Round", "Rint"):
  ops.RegisterGradient(_op_type)(_rounding_grad)


@ops.RegisterGradient("Conj")
def _conj_grad(_, grad):
  return gen_math_ops.conj(grad)


@ops.RegisterGradient("Square")
def _square_grad(op, grad):
  x = _conj(op.inputs[0])
  return _mul(grad, _mul(x, _scalar(2, x.dtype)))


@ops.RegisterGradient("Reciprocal")
def _reciprocal_grad(op, grad):
  return gen_math_ops.reciprocal_grad(op.outputs[0], grad)


@ops.RegisterGradient("ReciprocalGrad")
def _reciprocal_grad_grad(op, grad):
  """ReciprocalGrad(a, b) = -b * conj(a)^2."""
  ca, b = _conj(op.inputs[0]), op.inputs[1]
  ga = _mul(_mul(_mul(_conj(grad), _scalar(-2, grad.dtype)), b), ca)
  return ga, gen_math_ops.reciprocal_grad(ca, grad)


@ops.RegisterGradient("Sqrt")
def _sqrt_grad(op, grad):
  return gen_math_ops.sqrt_grad(op.outputs[0], grad)


@ops.RegisterGradient("SqrtGrad")
def _sqrt_grad_grad(op, grad):
  """SqrtGrad(a, b) = 0.5 * b / conj(a)."""
  a, y = op.inputs[0], op.outputs[0]
  ga = gen_math_ops.real_div(grad, a)
  return (_mul(gen_math_ops.neg(_conj(ga)), y), _mul(_scalar(0.5, ga.dtype), ga))


@ops.RegisterGradient("Rsqrt")
def _rsqrt_grad(op, grad):
  return gen_math_ops.rsqrt_grad(op.outputs[0], grad)


@ops.RegisterGradient("RsqrtGrad")
def _rsqrt_grad_grad(op, grad):
  """RsqrtGrad(a, b) = -0.5 * b * conj(a)^3."""
  ca, b = _conj(op.inputs[0]), op.inputs[1]
  ga = _mul(_mul(_mul(_scalar(-1.5, grad.dtype), _conj(grad)), b), gen_math_ops.square(ca))
  return ga, gen_math_ops.rsqrt_grad(ca, grad)


@ops.RegisterGradient("Exp")
def _exp_grad(op, grad):
  return _mul(grad, _conj(op.outputs[0]))


@ops.RegisterGradient("Expm1")
def _expm1_grad(op, grad):
  return _mul(grad, gen_math_ops.exp(_conj(op.inputs[0])))


@ops.RegisterGradient("Log")
def _log_grad(op, grad):
  return _mul(grad, gen_math_ops.reciprocal(_conj(op.inputs[0])))


@ops.RegisterGradient("Log1p")
def _log1p_grad(op, grad):
  x = _conj(op.inputs[0])
  return _mul(grad, gen_math_ops.reciprocal(gen_math_ops.add_v2(_scalar(1, x.dtype), x)))


@ops.RegisterGradient("Tanh")
def _tanh_grad(op, grad):
  return gen_math_ops.tanh_grad(_conj(op.outputs[0]), grad)


@ops.RegisterGradient("TanhGrad")
def _tanh_grad_grad(op, grad):
  """TanhGrad(a, b) = b * (1 - a^2)."""
  a, b = _conj(op.inputs[0]), _conj(op.inputs[1])
  ga = _mul(_mul(_mul(grad, _scalar(-2, grad.dtype)), b), a)
  return ga, gen_math_ops.tanh_grad(a, grad)


@ops.RegisterGradient("Sigmoid")
def _sigmoid_grad(op, grad):
  return gen_math_ops.sigmoid_grad(_conj(op.outputs[0]), grad)


@ops.RegisterGradient("SigmoidGrad")
def _sigmoid_grad_grad(op, grad):
  """SigmoidGrad(a, b) = b * a * (1 - a)."""
  a, b = _conj(op.inputs[0]), _conj(op.inputs[1])
  gb = _mul(grad, b)
  ga = gen_math_ops.sub(gb, _mul(_mul(_scalar(2, gb.dtype), gb), a))
  return ga, gen_math_ops.sigmoid_grad(a, grad)


@ops.RegisterGradient("Erf")
def _erf_grad(op, grad):
  """grad * 2 / sqrt(pi) * exp(-x^2)."""
  x = _conj(op.inputs[0])
  two_over_root_pi = _scalar(2 / math.sqrt(math.pi), grad.dtype)
  return _mul(_mul(grad, two_over_root_pi),
              gen_math_ops.exp(gen_math_ops.neg(gen_math_ops.square(x))))


@ops.RegisterGradient("Sin")
def _sin_grad(op, grad):
  return _mul(grad, gen_math_ops.cos(_conj(op.inputs[0])))


@ops.RegisterGradient("Cos")
def _cos_grad(op, grad):
  return _mul(gen_math_ops.neg(grad), gen_math_ops.sin(_conj(op.inputs[0])))
