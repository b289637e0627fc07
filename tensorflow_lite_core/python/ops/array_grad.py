"""Gradients of the built-in array ops that pass, reshape or broadcast a tensor, with
TensorFlow's definitions, and the array ops TensorFlow declares not differentiable. Slicing and
joining: array_grad_slicing.py; gathers, scatters and diagonals: array_grad_indexing.py.

An upstream gradient may be an IndexedSlices (a gather's): ops take it as its dense value, and
the ops that only pass it on keep it, as TensorFlow's do."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops


def shape_of(tensor, dtype="int32"):
  """The (eager, so known) shape of `tensor` as a constant of `dtype`: no Shape op to run."""
  return constant_op.constant(tensor.shape.as_list(), dtype=dtype)


def sum_all(tensor):
  """The sum of every element of `tensor` (a scalar)."""
  axes = constant_op.constant(list(range(tensor.shape.rank)), dtype="int32")
  return gen_math_ops._sum(tensor, axes)  # pylint: disable=protected-access


@ops.RegisterGradient("Identity")
def _identity_grad(_, grad):
  return grad


@ops.RegisterGradient("IdentityN")
def _identity_n_grad(_, *grads):
  return grads


@ops.RegisterGradient("Reshape")
def _reshape_grad(op, grad):
  return gen_array_ops.reshape(grad, shape_of(op.inputs[0])), None


@ops.RegisterGradient("ExpandDims")
def _expand_dims_grad(op, grad):
  return gen_array_ops.reshape(grad, shape_of(op.inputs[0])), None


@ops.RegisterGradient("Squeeze")
def _squeeze_grad(op, grad):
  return gen_array_ops.reshape(grad, shape_of(op.inputs[0]))


# TensorFlow formats the message attr as it reads it, as bytes: "Reason: b'why'".
@ops.RegisterGradient("PreventGradient")
def _prevent_gradient_grad(op, _):
  raise LookupError(f"Gradient explicitly disabled. Reason: {op.get_attr('message')}")


@ops.RegisterGradient("CheckNumerics")
def _check_numerics_grad(op, grad):
  return gen_array_ops.check_numerics(
      grad, "Not a number (NaN) or infinity (Inf) values detected in gradient. "
      f"{op.get_attr('message')}")


@ops.RegisterGradient("Fill")
def _fill_grad(_, grad):
  return None, sum_all(constant_op.convert_to_tensor(grad))


@ops.RegisterGradient("BroadcastTo")
def _broadcast_to_grad(op, grad):
  x = op.inputs[0]
  in_shape = x.shape.as_list()
  out_shape = op.outputs[0].shape.as_list()
  added = len(out_shape) - len(in_shape)
  # The axes x was broadcast along (BroadcastGradientArgs' reduction axes for x).
  axes = [d for d in range(len(out_shape))
          if d < added or (in_shape[d - added] == 1 and out_shape[d] != 1)]
  if axes:
    axes = constant_op.constant(axes, dtype="int32")
    grad = gen_math_ops._sum(grad, axes, keep_dims=True)  # pylint: disable=protected-access
  return gen_array_ops.reshape(grad, shape_of(x, op.inputs[1].dtype)), None


ops.NotDifferentiable("StopGradient")
ops.NotDifferentiable("Shape")
ops.NotDifferentiable("ShapeN")
ops.NotDifferentiable("Rank")
ops.NotDifferentiable("Size")
ops.NotDifferentiable("ZerosLike")
ops.NotDifferentiable("OnesLike")
ops.NotDifferentiable("Const")
ops.NotDifferentiable("InvertPermutation")
ops.NotDifferentiable("BroadcastGradientArgs")
ops.NotDifferentiable("OneHot")
