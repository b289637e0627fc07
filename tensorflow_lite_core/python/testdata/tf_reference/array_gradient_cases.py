"""Gradient cases of the array ops (gradient_cases.py explains the form).

Most cases weigh the op's output by distinct constants (`_weighted`) so that a gradient sent to
the wrong position shows. Cases through a gather along axis 0 check that the gradient is an
IndexedSlices where TensorFlow's is, and that the ops downstream of one take it as TensorFlow's
do.
"""

import numpy as np

_A64 = np.array([[0.3, -1.2, 2.5], [1.7, 0.4, -0.9]], np.float64)
_A32 = _A64.astype(np.float32)
_B64 = np.array([0.8, -0.6, 1.3], np.float64)
_C64 = np.arange(24, dtype=np.float64).reshape(2, 3, 4) / 7 - 1.5
_C32 = _C64.astype(np.float32)
_D64 = np.array([[1.5, -0.5], [0.25, 2.0]], np.float64)
_S64 = np.array(1.75, np.float64)
_I32 = np.array([[3, -1, 4], [1, 5, -9]], np.int32)


def _weighted(tf, y):
  """y times constants 1.0, 1.5, 2.0, ... (1, 2, 3, ... for integers) in y's shape."""
  count = int(np.prod(y.shape.as_list()))
  weights = 1 + np.arange(count)
  if y.dtype.is_floating:
    weights = 1 + np.arange(count) / 2
  return y * tf.constant(weights.reshape(y.shape.as_list()), dtype=y.dtype)


def _w(f):
  """The case function `f`, its output weighed by `_weighted`."""
  return lambda tf: (lambda *xs: _weighted(tf, f(tf, *xs)))


def _case(f, xs):
  return lambda tf: (_w(f)(tf), xs)


def _unweighted(f, xs):
  return lambda tf: ((lambda *args: f(tf, *args)), xs)


CASES = {
    # Passing on, reshaping, broadcasting.
    "identity/float64": lambda tf: (tf.identity, [_A64]),
    "reshape/float64": lambda tf: (lambda a: tf.reshape(a, [3, 2]) * tf.constant([[1.0, 2.0]] * 3, tf.float64), [_A64]),
    "stop_gradient/float64": lambda tf: (lambda a: tf.stop_gradient(a) * a, [_A64]),
    "identity_n/float64": _case(lambda tf, a, b: (lambda o: o[0] * o[1])(tf.raw_ops.IdentityN(input=[a, b])), [_A64, _B64]),
    "identity_n/one_output_used/float32": _case(lambda tf, a, b: tf.raw_ops.IdentityN(input=[a, b])[1], [_A32, _B64.astype(np.float32)]),
    "expand_dims/negative_axis/float64": _case(lambda tf, a: tf.expand_dims(a, -1), [_A64]),
    "expand_dims/axis0/float32": _case(lambda tf, a: tf.expand_dims(a, 0), [_A32]),
    "squeeze/axis/float64": _case(lambda tf, a: tf.squeeze(a, [1]), [_A64.reshape(2, 1, 3)]),
    "squeeze/all/float32": _case(lambda tf, a: tf.squeeze(a), [_A32.reshape(1, 2, 1, 3)]),
    "broadcast_to/leading/float64": _case(lambda tf, b: tf.broadcast_to(b, [2, 3]), [_B64]),
    "broadcast_to/inner/float64": _case(lambda tf, a: tf.broadcast_to(a, [4, 2, 3]), [_A64[:, :1]]),
    "broadcast_to/same_shape/float32": _case(lambda tf, a: tf.broadcast_to(a, [2, 3]), [_A32]),
    "fill/float64": _case(lambda tf, s: tf.fill([2, 3], s), [_S64]),
    "fill/float32": _case(lambda tf, s: tf.fill([4], s), [_S64.astype(np.float32)]),
    "check_numerics/float64": _case(lambda tf, a: tf.raw_ops.CheckNumerics(tensor=a, message="fine"), [_A64]),
    "check_numerics/infinite_gradient/float32": _unweighted(
        lambda tf, a: tf.raw_ops.CheckNumerics(tensor=a, message="in x") * tf.constant(np.inf, tf.float32), [_A32]),
    "const/float64": _case(lambda tf, a: a * tf.constant(_B64), [_A64]),
    # Joining and cutting.
    "pack/axis1/float64": _case(lambda tf, a, b: tf.stack([a, b, a], axis=1), [_A64, _A64[::-1]]),
    "pack/negative_axis/float32": _case(lambda tf, a, b: tf.stack([a, b], axis=-1), [_A32, _A32 * 2]),
    "unpack/one_output_used/float64": _case(lambda tf, a: tf.unstack(a, axis=1)[1], [_A64]),
    "unpack/negative_axis/float64": _case(lambda tf, c: tf.unstack(c, axis=-2)[0] + tf.unstack(c, axis=-2)[2], [_C64]),
    "unpack/float32": _case(lambda tf, a: tf.unstack(a)[0] * tf.unstack(a)[1], [_A32]),
    "concat/axis0/float64": _case(lambda tf, a, b: tf.concat([a, b], 0), [_A64, _A64[:1]]),
    "concat/negative_axis/float64": _case(lambda tf, a, b, c: tf.concat([a, b, c], -1), [_A64, _D64, _A64]),
    "concat/axis1/float32": _case(lambda tf, a, b: tf.concat([a, b], 1), [_A32, _D64.astype(np.float32)]),
    "concat/one_value/float64": _case(lambda tf, a: tf.concat([a], 0), [_A64]),
    "split/even/float64": _case(lambda tf, c: tf.split(c, 2, axis=2)[1], [_C64]),
    "split/negative_axis/float32": _case(lambda tf, c: (lambda p: p[0] * p[1])(tf.split(c, 2, axis=-1)), [_C32]),
    "split/one_piece/float64": _case(lambda tf, a: tf.split(a, 1, axis=0)[0], [_A64]),
    "split_v/uneven/float64": _case(lambda tf, c: (lambda p: p[0] * 2.0 + tf.reduce_sum(p[1], 2, keepdims=True))(tf.split(c, [1, 3], axis=2)), [_C64]),
    "split_v/inferred_size/float64": _case(lambda tf, c: tf.split(c, [2, -1], axis=1)[1], [_C64]),
    "split_v/negative_axis/float32": _case(lambda tf, a: tf.split(a, [2, 1], axis=-1)[0], [_A32]),
    "slice/float64": _case(lambda tf, c: tf.slice(c, [0, 1, 1], [2, -1, 2]), [_C64]),
    "slice/int64_begin/float32": _case(lambda tf, a: tf.slice(a, tf.constant([1, 0], tf.int64), tf.constant([1, 2], tf.int64)), [_A32]),
    "strided_slice/basic/float64": _case(lambda tf, a: a[:, 1:], [_A64]),
    "strided_slice/masks/float64": _case(lambda tf, c: tf.strided_slice(c, [1, 0, 1], [0, 2, 0], [1, 1, 2], begin_mask=1, end_mask=5), [_C64]),
    "strided_slice/negative_strides/float64": _case(lambda tf, c: c[::-1, 2:0:-1, ::-3], [_C64]),
    "strided_slice/shrink_axis/float64": _case(lambda tf, c: c[1, :, -1], [_C64]),
    "strided_slice/new_axis/float32": _case(lambda tf, a: a[:, tf.newaxis, 1:], [_A32]),
    "strided_slice/ellipsis/float64": _case(lambda tf, c: tf.strided_slice(c, [0, 1], [1, 3], [1, 1], ellipsis_mask=1, shrink_axis_mask=0), [_C64]),
    "strided_slice_grad/float64": _case(lambda tf, d: tf.raw_ops.StridedSliceGrad(
        shape=[2, 3], begin=[0, 1], end=[2, 3], strides=[1, 1], dy=d), [_D64]),
    "strided_slice_grad/shrink/float32": _case(lambda tf, b: tf.raw_ops.StridedSliceGrad(
        shape=[2, 3], begin=[1, 0], end=[2, 3], strides=[1, 1], dy=b, shrink_axis_mask=1), [_B64.astype(np.float32)]),
    "pad/constant/float64": _case(lambda tf, a: tf.pad(a, [[1, 0], [2, 1]]), [_A64]),
    "pad/int64_paddings/float32": _case(lambda tf, c: tf.pad(c, tf.constant([[0, 1], [1, 1], [0, 0]], tf.int64)), [_C32]),
    "tile/float64": _case(lambda tf, a: tf.tile(a, [2, 3]), [_A64]),
    "tile/rank3/float32": _case(lambda tf, c: tf.tile(c, [1, 2, 1]), [_C32]),
    "transpose/perm/float64": _case(lambda tf, c: tf.transpose(c, [2, 0, 1]), [_C64]),
    "transpose/default/float32": _case(lambda tf, c: tf.transpose(c), [_C32]),
    "reverse/negative_axis/float64": _case(lambda tf, a: tf.reverse(a, [-1]), [_A64]),
    "reverse/two_axes/float32": _case(lambda tf, c: tf.reverse(c, [0, 2]), [_C32]),
    # Gathers and scatters.
    "gather/axis0/float64": _case(lambda tf, a: tf.gather(a, [1, 1, 0]), [_A64]),
    "gather/axis0/float32": _case(lambda tf, c: tf.gather(c, [[1], [0]]), [_C32]),
    "gather/int64_indices/float64": _case(lambda tf, a: tf.gather(a, tf.constant([1, 0], tf.int64)), [_A64]),
    "gather/axis1/float64": _case(lambda tf, c: tf.gather(c, [2, 0, 2], axis=1), [_C64]),
    "gather/negative_axis/float64": _case(lambda tf, c: tf.gather(c, [[3, 0], [1, 1]], axis=-1), [_C64]),
    "gather/negative_axis_first/float64": _case(lambda tf, a: tf.gather(a, [1, 0, 1], axis=-2), [_A64]),
    "gather/batch_dims/float64": _case(lambda tf, c: tf.gather(c, [[2, 0], [1, 1]], axis=1, batch_dims=1), [_C64]),
    "gather/batch_dims_axis2/float32": _case(lambda tf, c: tf.gather(c, [[3, 0, 3], [1, 2, 1]], axis=2, batch_dims=1), [_C32]),
    "gather/negative_batch_dims/float64": _case(lambda tf, c: tf.gather(c, [[0, 3], [2, 2]], axis=2, batch_dims=-1), [_C64]),
    "gather/two_batch_dims/float64": _case(lambda tf, c: tf.gather(c, [[[1], [0], [3]], [[2], [2], [0]]], axis=2, batch_dims=2), [_C64]),
    "gather/twice/float64": _case(lambda tf, a: tf.gather(a, [1]) + tf.gather(a, [0, 1]), [_A64]),
    "gather/with_dense/float64": _case(lambda tf, a: tf.gather(a, [1, 0]) + a, [_A64]),
    "gather/mixed_index_types/float64": _case(lambda tf, a: tf.gather(a, [1]) + tf.gather(a, tf.constant([0], tf.int64)), [_A64]),
    "gather/of_gather/float64": _case(lambda tf, a: tf.gather(tf.gather(a, [1, 0, 1]), [2, 0]), [_A64]),
    "gather/of_concat_axis0/float64": _case(lambda tf, a, b: tf.gather(tf.concat([a, b], 0), [3, 0, 2]), [_A64, _A64[::-1]]),
    "gather/of_concat_axis1/float64": _case(lambda tf, a, d: tf.gather(tf.concat([a, d], 1), [1, 1]), [_A64, _D64]),
    "gather/of_tile/float64": _case(lambda tf, a: tf.gather(tf.tile(a, [3, 2]), [4, 0, 5]), [_A64]),
    "gather/of_reshape/float64": _case(lambda tf, c: tf.gather(tf.reshape(c, [6, 4]), [5, 1]), [_C64]),
    "gather/of_identity/float64": _case(lambda tf, a: tf.gather(tf.identity(a), [1]), [_A64]),
    "gather/of_transpose/float32": _case(lambda tf, a: tf.gather(tf.transpose(a), [2, 0]), [_A32]),
    "gather/of_stack/float64": _case(lambda tf, a: tf.gather(tf.stack([a, a * 2.0]), [1]), [_A64]),
    "gather/of_split/float64": _case(lambda tf, c: tf.gather(tf.split(c, 2, axis=0)[1], [0, 0]), [_C64]),
    "gather/of_slice/float64": _case(lambda tf, a: tf.gather(a[1:], [0]), [_A64]),
    "gather/of_pad/float64": _case(lambda tf, a: tf.gather(tf.pad(a, [[1, 1], [0, 1]]), [2, 1]), [_A64]),
    "gather/of_expand_dims/float64": _case(lambda tf, a: tf.gather(tf.expand_dims(a, 1), [1]), [_A64]),
    "gather/of_broadcast_to/float64": _case(lambda tf, b: tf.gather(tf.broadcast_to(b, [4, 3]), [3, 1]), [_B64]),
    "gather/of_check_numerics/float64": _case(lambda tf, a: tf.gather(tf.raw_ops.CheckNumerics(tensor=a, message="m"), [0]), [_A64]),
    "gather/of_tensor_scatter_update/float64": _case(
        lambda tf, a, b: tf.gather(tf.tensor_scatter_nd_update(a, [[1]], b[tf.newaxis]), [1, 0]), [_A64, _B64]),
    "gather/of_add/float64": _case(lambda tf, a, b: tf.gather(a + b, [1]), [_A64, _A64 * 2]),
    "gather/of_add_scalar/float64": _case(lambda tf, a: tf.gather(a + 1.0, [1, 0]), [_A64]),
    "gather/of_neg/float64": _case(lambda tf, a: tf.gather(-a, [1]), [_A64]),
    "gather/of_add_n/float64": _case(lambda tf, a, b: tf.gather(tf.add_n([a, b, a]), [0]), [_A64, _A64]),
    "gather/of_mul/float32": _case(lambda tf, a, b: tf.gather(a * b, [1, 1]), [_A32, _A32 * 3]),
    "gather/scalar_index/float64": _case(lambda tf, a: tf.gather(a, 1), [_A64]),
    "gather/no_indices/float64": _unweighted(lambda tf, a: tf.gather(a, tf.zeros([0], tf.int32)), [_A64]),
    "gather/unweighted/float32": _unweighted(lambda tf, c: tf.gather(c, [1, 0, 1]), [_C32]),
    "gather/int32_params": _case(lambda tf, a: tf.gather(a, [1, 0]), [_I32]),
    "gather_nd/float64": _case(lambda tf, c: tf.gather_nd(c, [[1, 2], [0, 0], [1, 2]]), [_C64]),
    "gather_nd/single_index_column/float64": _case(lambda tf, c: tf.gather_nd(c, [[1], [1], [0]]), [_C64]),
    "gather_nd/elements/float32": _case(lambda tf, c: tf.gather_nd(c, [[[0, 1, 3]], [[1, 2, 0]]]), [_C32]),
    "gather_nd/batch_dims/float64": _case(lambda tf, c: tf.gather_nd(c, [[[2], [0]], [[1], [1]]], batch_dims=1), [_C64]),
    "scatter_nd/updates/float64": _case(lambda tf, a: tf.scatter_nd([[3], [0]], a, [4, 3]), [_A64]),
    "scatter_nd/elements/float32": _case(lambda tf, b: tf.scatter_nd([[0, 1], [1, 1], [0, 1]], b, [2, 3]), [_B64.astype(np.float32)]),
    "tensor_scatter_update/float64": _case(lambda tf, a, b: tf.tensor_scatter_nd_update(a, [[1]], b[tf.newaxis]), [_A64, _B64]),
    "tensor_scatter_update/elements/float32": _case(
        lambda tf, a, b: tf.tensor_scatter_nd_update(a, [[0, 2], [1, 0]], b[:2]), [_A32, _B64.astype(np.float32)]),
    "sparse_to_dense/float64": _case(lambda tf, v, d: tf.raw_ops.SparseToDense(
        sparse_indices=[[0, 1], [1, 2]], output_shape=[2, 3], sparse_values=v, default_value=d), [_B64[:2], _S64]),
    "sparse_to_dense/vector/float32": _case(lambda tf, v, d: tf.raw_ops.SparseToDense(
        sparse_indices=[[1], [3]], output_shape=[5], sparse_values=v, default_value=d),
        [_B64[:2].astype(np.float32), _S64.astype(np.float32)]),
    # Diagonals.
    "diag/float64": _case(lambda tf, a: tf.linalg.tensor_diag(a), [_A64]),
    "diag/vector/float32": _case(lambda tf, b: tf.linalg.tensor_diag(b), [_B64.astype(np.float32)]),
    "matrix_diag/float64": _case(lambda tf, a: tf.raw_ops.MatrixDiag(diagonal=a), [_A64]),
    "matrix_diag_v3/float64": _case(lambda tf, a: tf.linalg.diag(a), [_A64]),
    "matrix_diag_v3/band_left_right/float64": _case(lambda tf, c: tf.linalg.diag(c, k=(-1, 1), align="LEFT_RIGHT"), [_C64[:, :, :3]]),
    "matrix_diag_v3/band_right_left/float64": _case(lambda tf, c: tf.linalg.diag(c, k=(-2, 0), num_rows=4, num_cols=3), [_C64[:, :, :3]]),
    "matrix_diag_v3/superdiagonal/float32": _case(lambda tf, a: tf.linalg.diag(a, k=1, num_rows=3, num_cols=5), [_A32]),
    "matrix_diag_v3/padding_value/float64": _case(lambda tf, a: tf.linalg.diag(a, k=(0, 1), num_rows=3, padding_value=9.0, align="RIGHT_RIGHT"), [_A64]),
    # Empty tensors and scalars.
    "concat/empty_input/float64": _case(lambda tf, a, e: tf.concat([a, e], 0), [_A64, np.zeros([0, 3])]),
    "tile/zero_multiple/float64": _case(lambda tf, a: tf.tile(a, [0, 2]), [_A64]),
    "strided_slice/empty_result/float64": _case(lambda tf, a: a[:, 2:1], [_A64]),
    "pad/scalar/float64": _case(lambda tf, s: tf.pad(s, tf.zeros([0, 2], tf.int32)), [_S64]),
    "gather/axis1_no_indices/float64": _case(lambda tf, c: tf.gather(c, tf.zeros([0], tf.int32), axis=1), [_C64]),
    "diag/empty/float64": _case(lambda tf, e: tf.linalg.tensor_diag(e), [np.zeros([0])]),
    "matrix_diag_v3/empty_batch/float64": _case(lambda tf, e: tf.linalg.diag(e, k=(-1, 0)), [np.zeros([0, 2, 3])]),
    "transpose/scalar/float64": _case(lambda tf, s: tf.transpose(s), [_S64]),
    # Not differentiable, or without a gradient.
    "one_hot/on_value/float64": _case(lambda tf, s: tf.one_hot([0, 2], 3, on_value=s, off_value=tf.constant(0.0, tf.float64)), [_S64]),
    "shape_n/float64": _unweighted(lambda tf, a, b: tf.shape_n([a, b])[0], [_A64, _B64]),
    "rank/float64": _unweighted(lambda tf, a: tf.rank(a), [_A64]),
    "size/float32": _unweighted(lambda tf, a: tf.size(a), [_A32]),
    "size/times_input/float64": _unweighted(lambda tf, a: tf.cast(tf.size(a), tf.float64) * a, [_A64]),
    "broadcast_args/float64": _unweighted(lambda tf, a: tf.raw_ops.BroadcastArgs(s0=tf.shape(a), s1=[1, 3]), [_A64]),
    "broadcast_gradient_args/float64": _unweighted(
        lambda tf, a: tf.raw_ops.BroadcastGradientArgs(s0=tf.shape(a), s1=[1, 3])[0], [_A64]),
    "invert_permutation/int32": _unweighted(lambda tf, p: tf.math.invert_permutation(p), [np.array([2, 0, 1], np.int32)]),
    "where/float64": _unweighted(lambda tf, a: tf.where(a), [_A64]),
    "bitcast/float64": _unweighted(lambda tf, a: tf.bitcast(a, tf.int64), [_A64]),
    # Integer inputs get no gradient.
    "tile/int32": _case(lambda tf, a: tf.tile(a, [2, 1]), [_I32]),
    "transpose/int32": _case(lambda tf, a: tf.transpose(a), [_I32]),
    "concat/int32": _case(lambda tf, a: tf.concat([a, a], 0), [_I32]),
    "pad/int32": _case(lambda tf, a: tf.pad(a, [[1, 1], [0, 0]]), [_I32]),
    "strided_slice/int32": _case(lambda tf, a: a[:, ::2], [_I32]),
}

# Cases whose gradient is not the derivative on purpose, with why: no central-difference check.
NOT_CHECKED_NUMERICALLY = {
    "stop_gradient/float64": "StopGradient passes no gradient, by definition",
    "one_hot/on_value/float64": "OneHot is not differentiable, by TensorFlow's registration",
    "where/float64": "Where has no gradient: TensorFlow raises LookupError",
    "bitcast/float64": "Bitcast has no gradient: TensorFlow raises LookupError",
}
