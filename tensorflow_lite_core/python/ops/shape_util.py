"""Shapes given as Python lists, tuples, `TensorShape`s or tensors, as the tensor an op's `shape`
input takes."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor_shape


def shape_tensor(shape):
  """An int32 tensor of `shape` (int64 when a size needs it); an empty list gives int32 [0]."""
  dtype = None
  if isinstance(shape, tensor_shape.TensorShape):
    shape = shape.as_list()
  if isinstance(shape, (tuple, list)) and not shape:
    dtype = dtypes.int32
  return constant_op.convert_to_tensor(shape, dtype=dtype, name="shape")
