"""`constant_value`, at TensorFlow's private path (`tensorflow.python.framework.tensor_util`):
a tensor's value when it is known without running anything."""

import numpy as np


def constant_value(tensor):
  """The value of `tensor` as a NumPy array, or None when it is not known yet.

  An eager tensor has its value. A graph tensor has one when the graph folded it as it was built
  (a constant, or the small results shape functions compute from constants, such as the shape of
  a tensor of known shape); other graph tensors have none until the graph runs.
  """
  graph = getattr(tensor, "graph", None)
  if graph is None or not hasattr(graph, "constant"):
    return np.asarray(tensor.numpy())
  if tensor.value_index != 0:
    return None
  value = graph.constant(tensor._node)  # pylint: disable=protected-access
  return None if value is None else np.asarray(value.numpy())
