"""TensorFlow's functions that cut, join, repeat and reverse tensors and compute with shapes:
`tflc.stack`, `unstack`, `slice`, `strided_slice`, `split`, `tile`, `broadcast_to`,
`broadcast_dynamic_shape`, `broadcast_static_shape`, `reverse`, `shape_n` and
`tflc.math.invert_permutation`, with TensorFlow 2.x's signatures and checks. Where TensorFlow's
function is its op's wrapper, this is that wrapper.
"""

import numbers

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.framework import tensor_shape
from tensorflow_lite_core.python.ops import gen_array_ops

tile = gen_array_ops.tile
broadcast_to = gen_array_ops.broadcast_to
reverse = gen_array_ops.reverse_v2
invert_permutation = gen_array_ops.invert_permutation


def _as_tensor(value):
  if isinstance(value, tensor_lib.Tensor):
    return value
  return constant_op.convert_to_tensor(value)


def _holds_tensors(value):
  if isinstance(value, tensor_lib.Tensor):
    return True
  return isinstance(value, (list, tuple)) and any(_holds_tensors(v) for v in value)


def stack(values, axis=0, name="stack"):
  """Stacks the tensors of `values` (of one shape) along a new dimension `axis`.

  As in TensorFlow, a list of Python values with axis 0 is converted as one tensor; tensors go to
  the Pack op, which requires one dtype.
  """
  if axis == 0 and not _holds_tensors(values):
    try:
      return constant_op.convert_to_tensor(values)
    except (TypeError, ValueError, NotImplementedError):
      pass  # not one tensor's worth of values: Pack says why
  if isinstance(values, tensor_lib.Tensor):
    return values if axis == 0 else gen_array_ops.pack(values, axis, name)
  rank = _as_tensor(values[0]).ndim + 1
  if axis < -rank or axis >= rank:
    raise ValueError(f"Argument `axis` = {axis} not in range [{-rank}, {rank})")
  return gen_array_ops.pack(list(values), axis, name)


def unstack(value, num=None, axis=0, name="unstack"):
  """The list of tensors `value` holds along dimension `axis`."""
  if num is None:
    value = _as_tensor(value)
    rank = value.ndim
    if axis < -rank or axis >= rank:
      raise ValueError(f"Argument `axis` = {axis} not in range [{-rank}, {rank})")
    num = value.shape.as_list()[axis]
  return gen_array_ops.unpack(value, num, axis, name)


def slice(input_, begin, size, name=None):  # pylint: disable=redefined-builtin
  """The block of `input_` that starts at `begin` and is `size` long (-1: to the end)."""
  return gen_array_ops._slice(input_, begin, size, name)  # pylint: disable=protected-access


def _ones_of(begin):
  if isinstance(begin, tensor_lib.Tensor):
    return gen_array_ops.ones_like(begin)
  begin = constant_op.convert_to_tensor(begin)
  return gen_array_ops.ones_like(begin)


def strided_slice(input_, begin, end, strides=None, begin_mask=0, end_mask=0, ellipsis_mask=0,
                  new_axis_mask=0, shrink_axis_mask=0, var=None, name=None):  # pylint: disable=unused-argument
  """Elements `begin[i]:end[i]:strides[i]` of each dimension, with TensorFlow's masks (strides of
  1 when None). `var` (assignment to a variable's slice) is accepted and unused."""
  if strides is None:
    strides = _ones_of(begin)
  return gen_array_ops.strided_slice(input_, begin, end, strides, begin_mask, end_mask,
                                     ellipsis_mask, new_axis_mask, shrink_axis_mask, name)


def split(value, num_or_size_splits, axis=0, num=None, name="split"):
  """`value` cut along `axis` into `num_or_size_splits` equal pieces (an int), or pieces of the
  listed sizes, one of which may be -1 (what the others leave)."""
  if isinstance(num_or_size_splits, numbers.Integral):
    return gen_array_ops.split(axis, value, int(num_or_size_splits), name)
  size_splits = _as_tensor(num_or_size_splits)
  if size_splits.ndim == 0:
    raise ValueError("Rank-0 tensors are not supported as the num_or_size_splits argument to "
                     "split. Argument provided: %s" % (num_or_size_splits,))
  if num is None:
    num = size_splits.shape.as_list()[0]
  return gen_array_ops.split_v(value, size_splits, axis, num, name)


def shape_n(input, out_type=dtypes.int32, name=None):  # pylint: disable=redefined-builtin
  """The shape of each tensor of `input`, as a list of 1-D tensors."""
  return gen_array_ops.shape_n(list(input), out_type, name)


def broadcast_dynamic_shape(shape_x, shape_y):
  """The shape two shapes (1-D integer tensors) broadcast to, as a 1-D tensor."""
  return gen_array_ops.broadcast_args(shape_x, shape_y)


def broadcast_static_shape(shape_x, shape_y):
  """The `TensorShape` two `TensorShape`s broadcast to (unknown sizes allowed)."""
  shape_x = tensor_shape.as_shape(shape_x)
  shape_y = tensor_shape.as_shape(shape_y)
  if shape_x.rank is None or shape_y.rank is None:
    return tensor_shape.TensorShape(None)
  x = list(shape_x.as_list())
  y = list(shape_y.as_list())
  width = max(len(x), len(y))
  x = [1] * (width - len(x)) + x
  y = [1] * (width - len(y)) + y
  dims = []
  for a, b in zip(x, y):
    if a is None or b is None:
      known = b if a is None else a
      dims.append(None if known in (None, 1) else known)
    elif a == b or b == 1:
      dims.append(a)
    elif a == 1:
      dims.append(b)
    else:
      raise ValueError("Incompatible shapes for broadcasting. Two shapes are compatible if for "
                       "each dimension pair they are either equal or one of them is 1. Received: "
                       f"{shape_x} and {shape_y}.")
  return tensor_shape.TensorShape(dims)
