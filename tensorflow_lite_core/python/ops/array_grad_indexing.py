"""Gradients of the built-in gathers, scatters and diagonal builders, with TensorFlow's
definitions. A gather along the first axis gives its params an IndexedSlices (the gathered
gradient and where it goes), as TensorFlow's does; other gathers give a dense gradient."""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import indexed_slices
from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.ops import array_grad
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import grad_util


def _dense(grad):
  if isinstance(grad, indexed_slices.IndexedSlices):
    return indexed_slices.to_dense(grad)
  return grad


def _gather_rows_grad(params, indices, grad):
  """GatherV2 along axis 0: the gradient's rows, at the rows they were gathered from."""
  params_shape = params.shape.as_list()
  count = int(np.prod(indices.shape.as_list(), dtype=np.int64))
  values = gen_array_ops.reshape(grad, [count] + params_shape[1:])
  return indexed_slices.IndexedSlices(values, gen_array_ops.reshape(indices, [count]),
                                      array_grad.shape_of(params))


def _transpose(tensor, perm):
  if perm == sorted(perm):
    return tensor
  return gen_array_ops.transpose(tensor, perm)


def _gather_axis_grad(params, indices, grad, axis, batch_dims):
  """GatherV2 along another axis (or with batch dimensions): the gradient summed into the
  gathered positions with UnsortedSegmentSum, the gathered axis moved in front (after the batch
  dimensions) and back."""
  params_shape = params.shape.as_list()
  rank = len(params_shape)
  outer, inner = params_shape[:axis], params_shape[axis + 1:]
  values = gen_array_ops.reshape(grad, outer + [-1] + inner)
  # [batch..., gathered, between batch and axis..., inner...]
  perm = list(range(batch_dims)) + [axis] + list(range(batch_dims, axis)) + list(
      range(axis + 1, rank))
  values = _transpose(values, perm)
  batch_shape = params_shape[:batch_dims]
  batch_size = int(np.prod(batch_shape, dtype=np.int64))
  segments = params_shape[axis] * batch_size
  if batch_dims:
    # Each batch element's indices count from its own block of params_shape[axis] segments.
    offsets = (np.arange(batch_size, dtype=indices.dtype.as_numpy_dtype) *
               params_shape[axis]).reshape(batch_shape + [1] * (indices.shape.rank - batch_dims))
    indices = gen_math_ops.add_v2(indices, offsets)
    values = gen_array_ops.reshape(values, [-1] + params_shape[batch_dims:axis] + inner)
  flat_indices = gen_array_ops.reshape(indices, [-1])
  summed = gen_math_ops.unsorted_segment_sum(values, flat_indices, segments)
  if batch_dims:
    summed = gen_array_ops.reshape(summed, batch_shape + [params_shape[axis]] +
                                   params_shape[batch_dims:axis] + inner)
  inverse = list(range(batch_dims)) + list(range(batch_dims + 1, axis + 1)) + [batch_dims] + list(
      range(axis + 1, rank))
  return _transpose(summed, inverse)


@ops.RegisterGradient("GatherV2")
def _gather_v2_grad(op, grad):
  params, indices, axis_tensor = op.inputs
  axis = int(grad_util.static_value(axis_tensor))
  if axis == 0:  # TensorFlow's test is on the axis as given: -rank gathers densely
    return _gather_rows_grad(params, indices, grad), None, None
  batch_dims = op.get_attr("batch_dims")
  if batch_dims < 0:
    batch_dims += indices.shape.rank
  axis %= params.shape.rank
  return _gather_axis_grad(params, indices, _dense(grad), axis, batch_dims), None, None


@ops.RegisterGradient("GatherNd")
def _gather_nd_grad(op, grad):
  params, indices = op.inputs
  shape = array_grad.shape_of(params, indices.dtype)
  if indices.shape.rank == 2 and indices.shape.as_list()[-1] == 1:
    return indexed_slices.IndexedSlices(
        _dense(grad), gen_array_ops.squeeze(indices, [-1]), shape), None
  return gen_array_ops.scatter_nd(
      indices, grad, shape, bad_indices_policy=op.get_attr("bad_indices_policy").decode()), None


@ops.RegisterGradient("ScatterNd")
def _scatter_nd_grad(op, grad):
  return None, gen_array_ops.gather_nd(grad, op.inputs[0]), None


@ops.RegisterGradient("TensorScatterUpdate")
def _tensor_scatter_update_grad(op, grad):
  _, indices, updates = op.inputs
  grad = _dense(grad)
  updates_grad = gen_array_ops.gather_nd(grad, indices)
  tensor_grad = gen_array_ops.tensor_scatter_update(grad, indices,
                                                    gen_array_ops.zeros_like(updates))
  return tensor_grad, None, updates_grad


@ops.RegisterGradient("SparseToDense")
def _sparse_to_dense_grad(op, grad):
  # TensorFlow gives the integer indices and shape zeros; a tape never asks for those.
  grad = _dense(grad)
  values_grad = gen_array_ops.gather_nd(grad, op.inputs[0])
  default_grad = gen_math_ops.sub(array_grad.sum_all(grad), array_grad.sum_all(values_grad))
  return None, None, values_grad, default_grad


@ops.RegisterGradient("Diag")
def _diag_grad(op, grad):
  # DiagPart of the gradient: every (n + 1)-th element of it, flattened (n elements in all).
  shape = op.inputs[0].shape.as_list()
  n = int(np.prod(shape, dtype=np.int64))
  flat = gen_array_ops.reshape(grad, [n * n])
  part = gen_array_ops.strided_slice(flat, [0], [n * n], [n + 1])
  return gen_array_ops.reshape(part, shape)


@ops.RegisterGradient("MatrixDiag")
def _matrix_diag_grad(op, grad):
  # MatrixDiagPart of the gradient: every (n + 1)-th element of each flattened matrix.
  shape = op.outputs[0].shape.as_list()
  n = shape[-1]
  flat = gen_array_ops.reshape(grad, shape[:-2] + [n * n])
  return gen_array_ops.strided_slice(flat, [0, 0], [0, n * n], [1, n + 1], ellipsis_mask=1)


def _diagonal_positions(rows, cols, low, high, align):
  """For MatrixDiagPartV3 of [rows, cols] matrices: the flat position in a matrix of each
  element of the [num_diags, max_len] result (rows * cols where it is padding)."""
  max_len = min(rows + min(0, high), cols - max(0, low))
  superdiagonals_left, subdiagonals_left = (part == "LEFT" for part in align.split("_"))
  table = np.full([high - low + 1, max(max_len, 0)], rows * cols, np.int64)
  for i, d in enumerate(range(high, low - 1, -1)):
    length = min(rows + min(0, d), cols - max(0, d))
    left = superdiagonals_left if d >= 0 else subdiagonals_left
    offset = 0 if left else max_len - length
    j = np.arange(length)
    table[i, offset:offset + length] = (max(0, -d) + j) * cols + max(0, d) + j
  return table


@ops.RegisterGradient("MatrixDiagV3")
def _matrix_diag_v3_grad(op, grad):
  k = np.asarray(grad_util.static_value(op.inputs[1])).reshape(-1)
  low, high = int(k[0]), int(k[-1])
  shape = op.outputs[0].shape.as_list()
  batch, rows, cols = shape[:-2], shape[-2], shape[-1]
  table = _diagonal_positions(rows, cols, low, high, op.get_attr("align").decode())
  # MatrixDiagPartV3 (padding 0) of the gradient: a gather from each flattened matrix with a
  # zero appended for the padding.
  flat = gen_array_ops.reshape(grad, [int(np.prod(batch, dtype=np.int64)), rows * cols])
  flat = gen_array_ops.pad(flat, [[0, 0], [0, 1]])
  part = gen_array_ops.gather_v2(flat, table.reshape(-1), 1)
  part_shape = batch + ([table.shape[1]] if low == high else list(table.shape))
  return gen_array_ops.reshape(part, part_shape), None, None, None, None
