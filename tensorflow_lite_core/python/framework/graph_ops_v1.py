"""TensorFlow 1.x's graph-building functions: `placeholder` (a value fed when the graph runs)
and `placeholder_with_default`."""

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import graph as graph_lib
from tensorflow_lite_core.python.ops import gen_graph_ops


def placeholder(dtype, shape=None, name=None):
  """A tensor whose value is fed when the graph runs (`tf.compat.v1.placeholder`).

  Raises:
    RuntimeError: called eagerly (no graph is being built).
  """
  if graph_lib.building_graph() is None:
    raise RuntimeError("tf.placeholder() is not compatible with eager execution.")
  return gen_graph_ops.placeholder(dtype=dtypes.as_dtype(dtype), shape=shape, name=name)


def placeholder_with_default(input, shape, name=None):  # pylint: disable=redefined-builtin
  """`input`, unless a value is fed for the result (`tf.compat.v1.placeholder_with_default`)."""
  from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
  value = constant_op.convert_to_tensor(input)
  return gen_graph_ops.placeholder_with_default(value, shape=shape, name=name)
