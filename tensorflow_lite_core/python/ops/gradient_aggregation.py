"""The sum of the gradients several consumers give one tensor (the tape calls it), as
TensorFlow's eager tape sums them: tensors add up; IndexedSlices alone stay IndexedSlices (their
slices and indices joined); IndexedSlices with a tensor add up densely."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import indexed_slices
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops


def _add(tensors):
  if len(tensors) == 2:
    return gen_math_ops.add_v2(tensors[0], tensors[1])
  return gen_math_ops.add_n(tensors)


def _joined_slices(slices):
  """One IndexedSlices holding every slice of `slices` (indices as int64 where they mix)."""
  indices = [s.indices for s in slices]
  if len({i.dtype for i in indices}) > 1:
    indices = [i if i.dtype == dtypes.int64 else gen_math_ops.cast(i, dtypes.int64)
               for i in indices]
  return indexed_slices.IndexedSlices(
      gen_array_ops.concat_v2([s.values for s in slices], 0),
      gen_array_ops.concat_v2(indices, 0), slices[0].dense_shape)


def aggregate(gradients):
  """The sum of `gradients` (tensors of one shape and dtype, or IndexedSlices of it)."""
  dense = [isinstance(g, tensor_lib.Tensor) for g in gradients]
  if all(dense):
    return _add(gradients)
  if any(dense):
    return _add([constant_op.convert_to_tensor(g) for g in gradients])
  return _joined_slices(gradients)
