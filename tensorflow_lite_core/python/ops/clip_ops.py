"""`tflc.clip_by_value`, as TensorFlow 2.x computes it: Minimum, then Maximum (so a NaN bound
gives NaN), refusing bounds that would broadcast `t` to another shape."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_math_ops


def clip_by_value(t, clip_value_min, clip_value_max, name=None):
  """`t` with values below `clip_value_min` raised to it and values above `clip_value_max` lowered
  to it. The bounds are scalars or broadcast to `t`'s shape (ValueError when they would change
  it); a lower bound above the upper one gives the lower bound."""
  values = t if isinstance(t, tensor_lib.Tensor) else constant_op.convert_to_tensor(t)
  upper_clipped = gen_math_ops.minimum(values, clip_value_max)
  values.shape.assert_is_compatible_with(upper_clipped.shape)
  clipped = gen_math_ops.maximum(upper_clipped, clip_value_min, name)
  values.shape.assert_is_compatible_with(clipped.shape)
  return clipped
