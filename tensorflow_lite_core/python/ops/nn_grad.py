"""Gradients of the built-in neural-network ops and of their gradient ops (for second
derivatives), with TensorFlow's definitions."""

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import gen_nn_ops
from tensorflow_lite_core.python.ops import grad_util

_mul = gen_math_ops.mul


def _sum_last_axis(x):
  return gen_math_ops._sum(x, grad_util.scalar(-1, "int32"), keep_dims=True)  # pylint: disable=protected-access


@ops.RegisterGradient("Softmax")
def _softmax_grad(op, grad):
  """(grad - sum(grad * softmax)) * softmax, the sum over the last axis."""
  softmax = op.outputs[0]
  return _mul(gen_math_ops.sub(grad, _sum_last_axis(_mul(grad, softmax))), softmax)


@ops.RegisterGradient("LogSoftmax")
def _log_softmax_grad(op, grad):
  """grad - sum(grad) * softmax, the sum over the last axis."""
  softmax = gen_math_ops.exp(op.outputs[0])
  return gen_math_ops.sub(grad, _mul(_sum_last_axis(grad), softmax))


@ops.RegisterGradient("BiasAdd")
def _bias_add_grad(op, grad):
  return grad, gen_nn_ops.bias_add_grad(grad, data_format=op.get_attr("data_format"))


@ops.RegisterGradient("BiasAddGrad")
def _bias_add_grad_grad(op, grad):
  """The bias gradient's gradient: `grad` repeated over every dimension but the channels."""
  dims = op.inputs[0].shape.as_list()
  channels = grad.shape.as_list()
  if op.get_attr("data_format") in (b"NCHW", "NCHW"):
    expanded = [1] + channels + [1] * (len(dims) - 2)
    multiples = dims[:1] + [1] + dims[2:]
  else:
    expanded = [1] * (len(dims) - 1) + channels
    multiples = dims[:-1] + [1]
  return gen_array_ops.tile(gen_array_ops.reshape(grad, grad_util.int32_vector(expanded)),
                            grad_util.int32_vector(multiples))


@ops.RegisterGradient("Relu")
def _relu_grad(op, grad):
  return gen_nn_ops.relu_grad(grad, op.outputs[0])


@ops.RegisterGradient("ReluGrad")
def _relu_grad_grad(op, grad):
  x = op.inputs[1]
  return gen_nn_ops.relu_grad(grad, x), gen_array_ops.zeros_like(x)


@ops.RegisterGradient("Elu")
def _elu_grad(op, grad):
  return gen_nn_ops.elu_grad(grad, op.outputs[0])


@ops.RegisterGradient("Selu")
def _selu_grad(op, grad):
  return gen_nn_ops.selu_grad(grad, op.outputs[0])


def _exponential_unit_grad_grad(op, grad, grad_op):
  """EluGrad(g, y) and SeluGrad(g, y): with respect to g, the op again; with respect to y (the
  forward output), grad * g where y < 0, else 0."""
  outputs = op.inputs[1]
  negative = gen_math_ops.less(outputs, grad_util.scalar(0, outputs.dtype))
  return (grad_op(grad, outputs),
          gen_math_ops.select(negative, _mul(grad, op.inputs[0]),
                              gen_array_ops.zeros_like(outputs)))


@ops.RegisterGradient("EluGrad")
def _elu_grad_grad(op, grad):
  return _exponential_unit_grad_grad(op, grad, gen_nn_ops.elu_grad)


@ops.RegisterGradient("SeluGrad")
def _selu_grad_grad(op, grad):
  return _exponential_unit_grad_grad(op, grad, gen_nn_ops.selu_grad)


@ops.RegisterGradient("LeakyRelu")
def _leaky_relu_grad(op, grad):
  return gen_nn_ops.leaky_relu_grad(grad, op.inputs[0], alpha=op.get_attr("alpha"))


@ops.RegisterGradient("LeakyReluGrad")
def _leaky_relu_grad_grad(op, grad):
  x = op.inputs[1]
  return (gen_nn_ops.leaky_relu_grad(grad, x, alpha=op.get_attr("alpha")),
          gen_array_ops.zeros_like(x))


@ops.RegisterGradient("Softplus")
def _softplus_grad(op, grad):
  return _mul(grad, gen_math_ops.sigmoid(op.inputs[0]))


@ops.RegisterGradient("SoftplusGrad")
def _softplus_grad_grad(op, grad):
  """SoftplusGrad(dy, x) = dy / (1 + exp(-x)): with respect to dy, the op again; with respect
  to x, grad * dy / (exp(-x) + 2 + exp(x))."""
  dy, x = op.inputs
  ddy = gen_nn_ops.softplus_grad(grad, x)
  denominator = gen_math_ops.add_v2(
      gen_math_ops.add_v2(gen_math_ops.exp(gen_math_ops.neg(x)), grad_util.scalar(2, x.dtype)),
      gen_math_ops.exp(x))
  return ddy, gen_math_ops.real_div(_mul(grad, dy), denominator)
