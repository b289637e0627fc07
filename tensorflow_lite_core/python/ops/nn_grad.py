"""Gradients of the built-in neural-network ops, with TensorFlow's definitions."""

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_nn_ops


@ops.RegisterGradient("Relu")
def _relu_grad(op, grad):
  return gen_nn_ops.relu_grad(grad, op.outputs[0])
