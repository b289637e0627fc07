"""Gradients of the built-in array ops that cut, join, pad, repeat, reverse and permute tensors,
with TensorFlow's definitions. Shapes, begins and axes are read on the host where TensorFlow's
eager gradients would run shape ops, so each gradient is one or two op calls."""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import indexed_slices
from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import array_grad
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util


def _axis_of(axis_tensor, rank):
  """A scalar axis tensor's value, made non-negative."""
  return int(grad_util.static_value(axis_tensor)) % rank if rank else 0


def _concat(grads, axis):
  """TensorFlow's `concat`: one value is passed on as it is."""
  if len(grads) == 1:
    return grads[0]
  return gen_array_ops.concat_v2(list(grads), axis)


@ops.RegisterGradient("Pack")
def _pack_grad(op, grad):
  return gen_array_ops.unpack(grad, op.get_attr("N"), op.get_attr("axis"))


@ops.RegisterGradient("Unpack")
def _unpack_grad(op, *grads):
  return gen_array_ops.pack(list(grads), op.get_attr("axis"))


def _concat_slices_grad(grad, values, axis):
  """The IndexedSlices each input of a concatenation along `axis` gets of an IndexedSlices
  `grad`: along the first axis the slices whose rows fall in its range, renumbered; along
  another, its columns of every slice."""
  out = []
  if axis > 0:
    start = 0
    for x in values:
      shape = x.shape.as_list()
      begin = [0] * len(shape)
      begin[axis] = start
      size = [-1] + shape[1:]
      piece = gen_array_ops._slice(grad.values, begin, size)  # pylint: disable=protected-access
      out.append(indexed_slices.IndexedSlices(
          piece, grad.indices, array_grad.shape_of(x)))
      start += shape[axis]
    return out
  indices = grad.indices
  start = 0
  for x in values:
    end = start + x.shape.as_list()[0]
    rows = constant_op.constant(start, dtype=indices.dtype), constant_op.constant(
        end, dtype=indices.dtype)
    inside = gen_math_ops.logical_and(gen_math_ops.greater_equal(indices, rows[0]),
                                      gen_math_ops.less(indices, rows[1]))
    picked = gen_array_ops.reshape(gen_array_ops.where(inside), [-1])
    out.append(indexed_slices.IndexedSlices(
        gen_array_ops.gather_v2(grad.values, picked, 0),
        gen_math_ops.sub(gen_array_ops.gather_v2(indices, picked, 0), rows[0]),
        array_grad.shape_of(x)))
    start = end
  return out


@ops.RegisterGradient("ConcatV2")
def _concat_v2_grad(op, grad):
  values = op.inputs[:-1]
  if len(values) == 1:
    return grad, None
  axis = _axis_of(op.inputs[-1], values[0].shape.rank)
  if isinstance(grad, indexed_slices.IndexedSlices):
    return _concat_slices_grad(grad, values, axis) + [None]
  sizes = [x.shape.as_list()[axis] for x in values]
  pieces = gen_array_ops.split_v(grad, constant_op.constant(sizes, dtype="int32"), axis,
                                 len(sizes))
  return list(pieces) + [None]


@ops.RegisterGradient("Split")
def _split_grad(op, *grads):
  return None, _concat(grads, op.inputs[0])


@ops.RegisterGradient("SplitV")
def _split_v_grad(op, *grads):
  return _concat(grads, op.inputs[2]), None, None


@ops.RegisterGradient("Slice")
def _slice_grad(op, grad):
  x, begin = op.inputs[0], op.inputs[1]
  before = np.asarray(grad_util.static_value(begin)).reshape(-1)
  after = (np.asarray(x.shape.as_list(), before.dtype) -
           np.asarray(op.outputs[0].shape.as_list(), before.dtype) - before)
  paddings = constant_op.constant(np.stack([before, after], axis=1), dtype=begin.dtype)
  return gen_array_ops.pad(grad, paddings), None, None


def _masks(op):
  return {name: op.get_attr(name) for name in (
      "begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask")}


@ops.RegisterGradient("StridedSlice")
def _strided_slice_grad(op, grad):
  x, begin, end, strides = op.inputs
  return (gen_array_ops.strided_slice_grad(array_grad.shape_of(x, begin.dtype), begin, end,
                                           strides, grad, **_masks(op)), None, None, None)


@ops.RegisterGradient("StridedSliceGrad")
def _strided_slice_grad_grad(op, grad):
  _, begin, end, strides, _ = op.inputs
  return None, None, None, None, gen_array_ops.strided_slice(grad, begin, end, strides,
                                                             **_masks(op))


@ops.RegisterGradient("Pad")
def _pad_grad(op, grad):
  x, paddings = op.inputs
  begin = np.asarray(grad_util.static_value(paddings))[:, 0]
  size = np.asarray(x.shape.as_list(), begin.dtype)
  return gen_array_ops._slice(grad, begin, size), None  # pylint: disable=protected-access


@ops.RegisterGradient("Tile")
def _tile_grad(op, grad):
  x, multiples = op.inputs
  in_shape = x.shape.as_list()
  # Each dimension d of the output as (multiples[d], in_shape[d]): the gradient sums the first.
  split_shape = [n for pair in zip(np.asarray(grad_util.static_value(multiples)).tolist(), in_shape)
                 for n in pair]
  if isinstance(grad, indexed_slices.IndexedSlices):
    rows = constant_op.constant(in_shape[0], dtype=grad.indices.dtype)
    grad = gen_math_ops.unsorted_segment_sum(
        grad.values, gen_math_ops.floor_mod(grad.indices, rows), rows)
    split_shape[0] = 1
  axes = constant_op.constant(list(range(0, len(split_shape), 2)), dtype="int32")
  split = gen_array_ops.reshape(grad, split_shape)
  return gen_math_ops._sum(split, axes), None  # pylint: disable=protected-access


@ops.RegisterGradient("ReverseV2")
def _reverse_v2_grad(op, grad):
  return gen_array_ops.reverse_v2(grad, op.inputs[1]), None


@ops.RegisterGradient("Transpose")
def _transpose_grad(op, grad):
  perm = op.inputs[1]
  permutation = np.asarray(grad_util.static_value(perm)).reshape(-1)
  inverse = np.argsort(permutation).astype(perm.dtype.as_numpy_dtype)
  return gen_array_ops.transpose(grad, inverse), None

