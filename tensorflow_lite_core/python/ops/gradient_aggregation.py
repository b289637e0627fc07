"""The sum of the gradients several consumers give one tensor (the tape calls it)."""

from tensorflow_lite_core.python.ops import gen_math_ops


def aggregate(gradients):
  """The element-wise sum of `gradients` (tensors of one shape and dtype)."""
  if len(gradients) == 2:
    return gen_math_ops.add_v2(gradients[0], gradients[1])
  return gen_math_ops.add_n(gradients)
