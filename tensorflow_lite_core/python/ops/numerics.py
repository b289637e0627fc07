"""tf.debugging.check_numerics and tf.debugging.assert_all_finite: InvalidArgumentError
("<message> : Tensor had NaN values", or Inf) from the CheckNumerics op for a float tensor with a
NaN or an infinity; the tensor itself otherwise."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.ops import gen_array_ops

# The op's wrapper is TensorFlow's function: check_numerics(tensor, message, name=None).
check_numerics = gen_array_ops.check_numerics


def assert_all_finite(x, message, name=None):
  """`x` (as a tensor) when all its elements are finite; CheckNumerics' error otherwise."""
  x = constant_op.convert_to_tensor(x)
  check_numerics(x, message=message, name=name)
  return x
