"""`tflc.Tensor.__getitem__` for the keys the C++ path (python/eager/tensor_indexing.h) leaves
to Python: TensorFlow's indexing rules on the StridedSlice op, with TensorFlow's errors.

A key is an index, a slice, `...`, `tflc.newaxis` (None), or a tuple (or list) of these; an
index is a Python or NumPy integer or a scalar int16/int32/int64 tensor. Each entry adds one
element to StridedSlice's begin, end and strides and a bit to its masks, as TensorFlow's
`_slice_helper` does. Boolean masks (TensorFlow's `boolean_mask`) are not supported.
"""

import numbers

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import array_ops_slicing
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops

_SLICE_TYPE_ERROR = (
    "Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
    "tf.int32/tf.int64 tensors are valid indices")

_SUPPORTED_SLICE_DTYPES = (dtypes.int16, dtypes.int32, dtypes.int64)


def _check_index(index):
  """Raises TensorFlow's TypeError unless `index` can be a begin, end or stride."""
  if isinstance(index, numbers.Integral) and not isinstance(index, tensor_lib.Tensor):
    return
  dtype = getattr(index, "dtype", None)
  try:
    supported = dtype is not None and dtypes.as_dtype(dtype) in _SUPPORTED_SLICE_DTYPES
  except TypeError:
    supported = False
  if not supported or (index.shape and len(index.shape) == 1):
    raise TypeError(_SLICE_TYPE_ERROR + f", got {index!r}")


def _is_boolean_mask(slice_spec):
  if isinstance(slice_spec, bool):
    return True
  if isinstance(slice_spec, tensor_lib.Tensor):
    return slice_spec.dtype == dtypes.bool
  return isinstance(slice_spec, np.ndarray) and slice_spec.dtype == np.bool_


def _plus_one(index):
  if isinstance(index, tensor_lib.Tensor):
    return gen_math_ops.add_v2(index, gen_array_ops.ones_like(index))
  return index + 1


def _pack(values):
  """begin, end or strides as one integer tensor (int32 unless a value needs int64)."""
  if not any(isinstance(v, tensor_lib.Tensor) for v in values):
    return array_ops_slicing.stack(values)
  dtype = next(v.dtype for v in values if isinstance(v, tensor_lib.Tensor))
  # Converted by the rules of conversion: a value the index tensor's dtype cannot hold is a
  # TypeError, not NumPy's OverflowError.
  return array_ops_slicing.stack([v if isinstance(v, tensor_lib.Tensor) else
                                  constant_op.convert_to_tensor(v, dtype) for v in values])


def _widen(tensor):
  if tensor.dtype == dtypes.int64:
    return tensor
  return gen_math_ops.cast(tensor, dtypes.int64, False, None)


def _slice_helper(tensor, slice_spec):
  """tensor[slice_spec] as TensorFlow computes it."""
  if _is_boolean_mask(slice_spec):
    raise errors.UnimplementedError(
        None, None, "Indexing with a boolean mask (tf.boolean_mask) is not supported")
  if not isinstance(slice_spec, (list, tuple)):
    slice_spec = [slice_spec]
  begin, end, strides = [], [], []
  begin_mask = end_mask = ellipsis_mask = new_axis_mask = shrink_axis_mask = 0
  for index, entry in enumerate(slice_spec):
    bit = 1 << index
    if isinstance(entry, slice):
      if entry.start is not None:
        _check_index(entry.start)
        begin.append(entry.start)
      else:
        begin.append(0)
        begin_mask |= bit
      if entry.stop is not None:
        _check_index(entry.stop)
        end.append(entry.stop)
      else:
        end.append(0)
        end_mask |= bit
      if entry.step is not None:
        _check_index(entry.step)
        strides.append(entry.step)
      else:
        strides.append(1)
    elif entry is Ellipsis or entry is None:
      begin.append(0)
      end.append(0)
      strides.append(1)
      if entry is Ellipsis:
        ellipsis_mask |= bit
      else:
        new_axis_mask |= bit
    else:
      _check_index(entry)
      begin.append(entry)
      end.append(_plus_one(entry))
      # A tensor index's stride is a scalar of its type, so an int16 index packs as int16.
      strides.append(constant_op.constant(1, dtype=entry.dtype)
                     if isinstance(entry, tensor_lib.Tensor) else 1)
      shrink_axis_mask |= bit
  if begin:
    packed = [_pack(begin), _pack(end), _pack(strides)]
    if any(p.dtype == dtypes.int64 for p in packed):
      packed = [_widen(p) for p in packed]
  else:
    empty = np.zeros([0], np.int32)
    packed = [empty, empty, empty]
  return array_ops_slicing.strided_slice(
      tensor, packed[0], packed[1], packed[2], begin_mask=begin_mask, end_mask=end_mask,
      ellipsis_mask=ellipsis_mask, new_axis_mask=new_axis_mask,
      shrink_axis_mask=shrink_axis_mask)
