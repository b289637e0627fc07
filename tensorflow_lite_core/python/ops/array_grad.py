"""Gradients of the built-in array ops, with TensorFlow's definitions."""

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops


@ops.RegisterGradient("Identity")
def _identity_grad(_, grad):
  return grad


@ops.RegisterGradient("Reshape")
def _reshape_grad(op, grad):
  return gen_array_ops.reshape(grad, gen_array_ops.shape(op.inputs[0])), None


@ops.RegisterGradient("PreventGradient")
def _prevent_gradient_grad(op, _):
  raise LookupError(f"Gradient explicitly disabled. Reason: {op.get_attr('message').decode()}")


ops.NotDifferentiable("StopGradient")
ops.NotDifferentiable("Shape")
ops.NotDifferentiable("ZerosLike")
ops.NotDifferentiable("OnesLike")
