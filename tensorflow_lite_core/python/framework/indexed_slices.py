"""`tflc.IndexedSlices`: a tensor given as some of its slices along the first dimension, as
TensorFlow's gradients of gathers are:

    dense[indices[i], ...] += values[i, ...]      (dense has the shape `dense_shape`)

Converting one to a tensor (`tflc.convert_to_tensor`, or passing it to an op) sums the slices
into that dense tensor, as TensorFlow does; repeated indices add up.
"""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor_shape


class IndexedSlices:
  """Slices `values` of a dense tensor at rows `indices` (1-D), of shape `dense_shape` (a 1-D
  integer tensor, or None when unknown)."""

  __slots__ = ("_values", "_indices", "_dense_shape")

  def __init__(self, values, indices, dense_shape=None):
    self._values = values
    self._indices = indices
    self._dense_shape = dense_shape

  @property
  def values(self):
    """The slices: one per index, each the shape of `dense_shape[1:]`."""
    return self._values

  @property
  def indices(self):
    """The row of the dense tensor each slice of `values` adds to."""
    return self._indices

  @property
  def dense_shape(self):
    """The dense tensor's shape as a 1-D integer tensor (None when unknown)."""
    return self._dense_shape

  @property
  def dtype(self):
    return self._values.dtype

  @property
  def shape(self):
    """The dense tensor's `TensorShape` (unknown when `dense_shape` is None)."""
    if self._dense_shape is None:
      return tensor_shape.TensorShape(None)
    return tensor_shape.TensorShape([int(d) for d in self._dense_shape.numpy()])

  def __neg__(self):
    from tensorflow_lite_core.python.ops import gen_math_ops  # pylint: disable=g-import-not-at-top
    return IndexedSlices(gen_math_ops.neg(self._values), self._indices, self._dense_shape)

  def __str__(self):
    shape = "" if self._dense_shape is None else f", dense_shape={self._dense_shape}"
    return f"IndexedSlices(indices={self._indices}, values={self._values}{shape})"

  __repr__ = __str__


def to_dense(value, dtype=None):
  """The dense tensor `value` (an IndexedSlices) stands for: its slices summed into zeros."""
  if dtype is not None and dtypes.as_dtype(dtype) != value.dtype:
    raise ValueError(f"Incompatible tensor conversion requested to `dtype` "
                     f"{dtypes.as_dtype(dtype).name} for IndexedSlices ({value}) with dtype "
                     f"{value.dtype.name}")
  if value.dense_shape is None:
    raise ValueError(f"Tensor conversion requested for IndexedSlices for argument `value` "
                     f"without dense_shape: {value}")
  from tensorflow_lite_core.python.ops import gen_math_ops  # pylint: disable=g-import-not-at-top
  values = constant_op.convert_to_tensor(value.values)
  rows = value.dense_shape.numpy()[0]
  return gen_math_ops.unsorted_segment_sum(values, value.indices, rows)


constant_op.register_conversion(IndexedSlices, to_dense)
