"""The cases behind tf_index_ops_reference.json: gathers, scatters, one-hot, diagonals, where,
segment sums, logical reductions, argmin, scans, bias adds, log-softmax and einsum. Shared by the
script that records TensorFlow's answers (record_index_ops_reference.py) and the test that holds
tflc to them (python/ops/index_ops_tf_reference_test.py).

Each case is a small program `program(tf, ops)`: `tf` is TensorFlow or tflc (`import
tensorflow_lite_core as tf`), `ops` gives what has no public name (`ops.sparse_to_dense`, from
sparse_ops as TensorFlow's guide imports it). An outcome is the result's dtype, shape and values,
or the error's class and message (TensorFlow's eager prefix and op suffix removed).
"""

import re

import numpy as np

# TensorFlow's CPU kernels' dtypes that both packages make from Python values.
NUMBER_DTYPES = ["bfloat16", "float16", "float32", "float64", "int8", "int16", "int32", "int64",
                 "uint8", "uint16", "uint32", "uint64", "complex64", "complex128"]
POD_DTYPES = NUMBER_DTYPES + ["bool"]
ALL_DTYPES = POD_DTYPES + ["string"]


def typed(tf, values, dtype):
  """A tensor of `values` (small non-negative ints, nested lists) as `dtype`."""
  array = np.asarray(values)
  if dtype == "string":
    return tf.constant(np.vectorize(lambda v: str(v).encode())(array).astype(object))
  if dtype == "bool":
    return tf.constant(array.astype(bool))
  if dtype == "bfloat16":
    return tf.cast(tf.constant(array.astype(np.float32)), tf.bfloat16)
  return tf.constant(array.astype(np.dtype(dtype)))


def _matrix(tf, dtype="int32"):
  return typed(tf, [[1, 2, 3], [4, 5, 6]], dtype)


def _range(tf, shape, dtype="float32"):
  return tf.constant(np.arange(int(np.prod(shape))).reshape(shape).astype(dtype))


PROGRAMS = {
    # ---- GatherV2
    "gather_rows": lambda tf, ops: tf.gather(_matrix(tf), [1, 0, 1]),
    "gather_axis1": lambda tf, ops: tf.gather(_matrix(tf), [[2, 0]], axis=1),
    "gather_axis_negative": lambda tf, ops: tf.gather(_matrix(tf), [2], axis=-1),
    "gather_axis_tensor_int64": lambda tf, ops: tf.gather(
        _matrix(tf), [1], axis=tf.constant(1, tf.int64)),
    "gather_scalar_index": lambda tf, ops: tf.gather(_matrix(tf), 1),
    "gather_index_int16": lambda tf, ops: tf.gather(_matrix(tf), tf.constant([1], tf.int16)),
    "gather_index_int64": lambda tf, ops: tf.gather(_matrix(tf), tf.constant([1, 1], tf.int64)),
    "gather_batch_dims": lambda tf, ops: tf.gather(_matrix(tf), [[0], [2]], axis=1,
                                                   batch_dims=1),
    "gather_batch_dims_axis_none": lambda tf, ops: tf.gather(
        _range(tf, [2, 3, 4]), [[2, 0], [1, 1]], batch_dims=1),
    "gather_batch_dims_negative": lambda tf, ops: tf.gather(_matrix(tf), [[0], [1]], axis=1,
                                                            batch_dims=-1),
    "gather_batch_dims_3d": lambda tf, ops: tf.raw_ops.GatherV2(
        params=_range(tf, [2, 3, 4]), indices=[[[0, 3]], [[1, 2]]], axis=2, batch_dims=1),
    # An axis of 0 ignores batch_dims in tf.gather; the op itself refuses the pair.
    "gather_batch_dims_axis0": lambda tf, ops: tf.gather(_matrix(tf), [[0], [1]], axis=0,
                                                         batch_dims=1),
    "gather_raw_batch_dims_above_axis": lambda tf, ops: tf.raw_ops.GatherV2(
        params=_matrix(tf), indices=[[0], [1]], axis=0, batch_dims=1),
    "gather_empty_indices": lambda tf, ops: tf.gather(_matrix(tf), tf.zeros([0], tf.int32)),
    "gather_empty_params": lambda tf, ops: tf.gather(tf.zeros([0, 3]), tf.zeros([0], tf.int32)),
    "gather_empty_slices_bad_index": lambda tf, ops: tf.gather(tf.zeros([2, 0]), [5]),
    "gather_out_of_range": lambda tf, ops: tf.gather(_matrix(tf), [0, 5]),
    "gather_negative_index": lambda tf, ops: tf.gather(_matrix(tf), [-1]),
    "gather_out_of_range_2d": lambda tf, ops: tf.gather(_matrix(tf), [[0, 3]], axis=1),
    "gather_out_of_range_scalar_index": lambda tf, ops: tf.gather(_matrix(tf), 2),
    "gather_into_empty": lambda tf, ops: tf.gather(tf.zeros([0, 3]), [0]),
    "gather_axis_out_of_range": lambda tf, ops: tf.gather(_matrix(tf), [0], axis=2),
    "gather_axis_out_of_range_negative": lambda tf, ops: tf.gather(_matrix(tf), [0], axis=-3),
    "gather_scalar_params": lambda tf, ops: tf.gather(tf.constant(3), [0]),
    "gather_axis_not_scalar": lambda tf, ops: tf.raw_ops.GatherV2(
        params=_matrix(tf), indices=[0], axis=[0]),
    "gather_batch_dims_too_large": lambda tf, ops: tf.gather(_matrix(tf), [[0], [1]], axis=1,
                                                             batch_dims=2),
    "gather_batch_dims_out_of_range": lambda tf, ops: tf.raw_ops.GatherV2(
        params=_matrix(tf), indices=[[0], [1]], axis=1, batch_dims=-3),
    "gather_batch_dims_mismatch": lambda tf, ops: tf.gather(_matrix(tf), [[0], [1], [1]],
                                                            axis=1, batch_dims=1),
    "gather_float_indices": lambda tf, ops: tf.raw_ops.GatherV2(
        params=_matrix(tf), indices=tf.constant([0.0]), axis=0),
    # ---- GatherNd
    "gather_nd_elements": lambda tf, ops: tf.gather_nd(_matrix(tf), [[0, 0], [1, 2]]),
    "gather_nd_rows": lambda tf, ops: tf.gather_nd(_matrix(tf), [[1], [0]]),
    "gather_nd_batched_rows": lambda tf, ops: tf.gather_nd(_range(tf, [2, 3, 4]),
                                                           [[[1, 2]], [[0, 0]]]),
    "gather_nd_whole": lambda tf, ops: tf.gather_nd(_matrix(tf), tf.zeros([2, 0], tf.int32)),
    "gather_nd_int16": lambda tf, ops: tf.gather_nd(_matrix(tf), tf.constant([[1]], tf.int16)),
    "gather_nd_int64": lambda tf, ops: tf.gather_nd(_matrix(tf), tf.constant([[1, 1]], tf.int64)),
    "gather_nd_batch_dims": lambda tf, ops: tf.gather_nd(_matrix(tf), [[1], [0]], batch_dims=1),
    "gather_nd_batch_dims_3d": lambda tf, ops: tf.gather_nd(
        _range(tf, [2, 3, 4], "int32"), [[[1], [0]], [[2], [2]]], batch_dims=1),
    "gather_nd_batch_dims_negative": lambda tf, ops: tf.gather_nd(_matrix(tf), [[1], [0]],
                                                                  batch_dims=-1),
    "gather_nd_batch_dims_too_large": lambda tf, ops: tf.gather_nd(_matrix(tf), [[1], [0]],
                                                                   batch_dims=2),
    "gather_nd_empty_indices": lambda tf, ops: tf.gather_nd(tf.zeros([0, 3]),
                                                            tf.zeros([0, 1], tf.int32)),
    "gather_nd_into_empty": lambda tf, ops: tf.gather_nd(tf.zeros([0, 3]), [[0]]),
    "gather_nd_out_of_range": lambda tf, ops: tf.gather_nd(_matrix(tf), [[0, 3]]),
    "gather_nd_out_of_range_row": lambda tf, ops: tf.gather_nd(_matrix(tf), [[1], [2]]),
    "gather_nd_negative": lambda tf, ops: tf.gather_nd(_matrix(tf), [[-1, 0]]),
    "gather_nd_ignore_bad_indices": lambda tf, ops: tf.gather_nd(
        _matrix(tf), [[5], [1]], bad_indices_policy="IGNORE"),
    "gather_nd_error_policy": lambda tf, ops: tf.gather_nd(_matrix(tf), [[5]],
                                                           bad_indices_policy="ERROR"),
    "gather_nd_index_too_deep": lambda tf, ops: tf.gather_nd(_matrix(tf), [[0, 0, 0]]),
    "gather_nd_scalar_indices": lambda tf, ops: tf.raw_ops.GatherNd(params=_matrix(tf),
                                                                    indices=0),
    "gather_nd_scalar_params": lambda tf, ops: tf.gather_nd(tf.constant(1), [[0]]),
    # ---- ScatterNd
    "scatter_nd_elements": lambda tf, ops: tf.scatter_nd([[1], [3]], [9, 10], [5]),
    "scatter_nd_duplicates_add": lambda tf, ops: tf.scatter_nd([[1], [1], [4]], [9, 10, 1], [5]),
    "scatter_nd_rows": lambda tf, ops: tf.scatter_nd([[2], [0]], [[1, 2], [3, 4]], [3, 2]),
    "scatter_nd_elements_2d": lambda tf, ops: tf.scatter_nd([[0, 1], [2, 0]], [5.5, 6.5], [3, 2]),
    "scatter_nd_batched_indices": lambda tf, ops: tf.scatter_nd([[[0], [1]], [[1], [2]]],
                                                                [[1, 2], [3, 4]], [4]),
    "scatter_nd_int64": lambda tf, ops: tf.scatter_nd(tf.constant([[1]], tf.int64), [2.0],
                                                      tf.constant([3], tf.int64)),
    "scatter_nd_int8_wraps": lambda tf, ops: tf.scatter_nd([[0], [0]],
                                                           tf.constant([100, 100], tf.int8), [2]),
    "scatter_nd_bool_duplicates": lambda tf, ops: tf.scatter_nd([[0], [0], [1]],
                                                                [True, False, False], [2]),
    "scatter_nd_string_duplicates": lambda tf, ops: tf.scatter_nd([[0], [0]], ["a", "b"], [2]),
    "scatter_nd_empty": lambda tf, ops: tf.scatter_nd(tf.zeros([0, 1], tf.int32), tf.zeros([0]),
                                                      [3]),
    "scatter_nd_empty_output": lambda tf, ops: tf.scatter_nd(tf.zeros([0, 1], tf.int32),
                                                             tf.zeros([0]), [0]),
    "scatter_nd_ignore_bad_indices": lambda tf, ops: tf.scatter_nd(
        [[5], [1]], [1, 2], [3], bad_indices_policy="IGNORE"),
    "scatter_nd_unknown_policy": lambda tf, ops: tf.scatter_nd([[1]], [1], [3],
                                                               bad_indices_policy="X"),
    "scatter_nd_out_of_range": lambda tf, ops: tf.scatter_nd([[1], [5]], [9, 10], [5]),
    "scatter_nd_negative": lambda tf, ops: tf.scatter_nd([[-1]], [9], [5]),
    "scatter_nd_out_of_range_2d": lambda tf, ops: tf.scatter_nd([[0, 1], [2, 3]], [1, 2], [3, 2]),
    "scatter_nd_updates_mismatch": lambda tf, ops: tf.scatter_nd([[1], [3]], [9, 10, 11], [5]),
    "scatter_nd_slice_mismatch": lambda tf, ops: tf.scatter_nd([[1]], [[1, 2, 3]], [3, 2]),
    "scatter_nd_index_too_deep": lambda tf, ops: tf.scatter_nd([[1, 1, 1]], [9], [3, 2]),
    "scatter_nd_shape_not_vector": lambda tf, ops: tf.scatter_nd([[1], [3]], [9, 10], [[5]]),
    "scatter_nd_scalar_indices": lambda tf, ops: tf.scatter_nd(1, 9, [5]),
    "scatter_nd_negative_shape": lambda tf, ops: tf.scatter_nd([[1]], [9], [-5]),
    "scatter_nd_into_empty": lambda tf, ops: tf.scatter_nd([[0]], [9], [0]),
    "scatter_nd_into_scalar": lambda tf, ops: tf.scatter_nd(tf.zeros([1, 0], tf.int32), [2.0],
                                                            tf.zeros([0], tf.int32)),
    "scatter_nd_empty_into_scalar": lambda tf, ops: tf.scatter_nd(
        tf.zeros([0, 0], tf.int32), tf.zeros([0]), tf.zeros([0], tf.int32)),
    # ---- TensorScatterUpdate
    "tensor_scatter_update": lambda tf, ops: tf.tensor_scatter_nd_update([1, 2, 3, 4],
                                                                         [[1], [3]], [9, 10]),
    "tensor_scatter_update_last_wins": lambda tf, ops: tf.tensor_scatter_nd_update(
        [1, 2, 3, 4], [[1], [1]], [9, 10]),
    "tensor_scatter_update_rows": lambda tf, ops: tf.tensor_scatter_nd_update(
        [[1, 2], [3, 4], [5, 6]], [[2], [0]], [[7, 8], [9, 10]]),
    "tensor_scatter_update_elements": lambda tf, ops: tf.tensor_scatter_nd_update(
        [[1, 2], [3, 4]], [[1, 0], [0, 1]], [7, 8]),
    "tensor_scatter_update_int64": lambda tf, ops: tf.tensor_scatter_nd_update(
        [1.5, 2.5], tf.constant([[0]], tf.int64), [7.5]),
    "tensor_scatter_update_empty_indices": lambda tf, ops: tf.tensor_scatter_nd_update(
        [1, 2], tf.zeros([0, 1], tf.int32), tf.zeros([0], tf.int32)),
    "tensor_scatter_update_empty_tensor": lambda tf, ops: tf.tensor_scatter_nd_update(
        tf.zeros([0]), tf.zeros([0, 1], tf.int32), tf.zeros([0])),
    "tensor_scatter_update_scalar_empty": lambda tf, ops: tf.tensor_scatter_nd_update(
        tf.constant(5), tf.zeros([0, 0], tf.int32), tf.zeros([0], tf.int32)),
    "tensor_scatter_update_out_of_range": lambda tf, ops: tf.tensor_scatter_nd_update(
        [1, 2, 3, 4], [[1], [4]], [9, 10]),
    "tensor_scatter_update_ignore": lambda tf, ops: tf.raw_ops.TensorScatterUpdate(
        tensor=[1, 2, 3], indices=[[5], [1]], updates=[1, 2], bad_indices_policy="IGNORE"),
    "tensor_scatter_update_outer_mismatch": lambda tf, ops: tf.tensor_scatter_nd_update(
        [1, 2, 3, 4], [[1], [3]], [9]),
    "tensor_scatter_update_inner_mismatch": lambda tf, ops: tf.tensor_scatter_nd_update(
        [[1, 2], [3, 4]], [[1, 0, 0]], [7]),
    "tensor_scatter_update_scalar_tensor": lambda tf, ops: tf.tensor_scatter_nd_update(
        1, [[0]], [9]),
    "tensor_scatter_update_into_empty": lambda tf, ops: tf.tensor_scatter_nd_update(
        tf.zeros([0]), [[0]], [1.0]),
    "tensor_scatter_update_scalar_indices": lambda tf, ops: tf.tensor_scatter_nd_update(
        [1, 2], 0, 5),
    # ---- SparseToDense
    "sparse_to_dense_matrix": lambda tf, ops: ops.sparse_to_dense([[0, 1], [1, 2]], [2, 3],
                                                                  [5, 6], 0),
    "sparse_to_dense_scalar_value": lambda tf, ops: ops.sparse_to_dense(
        [[0, 1], [1, 2]], [2, 3], 7, -1),
    "sparse_to_dense_vector": lambda tf, ops: ops.sparse_to_dense([1, 3], [5], [5, 6]),
    "sparse_to_dense_scalar_index": lambda tf, ops: ops.sparse_to_dense(2, [5], 4),
    "sparse_to_dense_int64": lambda tf, ops: ops.sparse_to_dense(
        tf.constant([[1]], tf.int64), tf.constant([3], tf.int64), [2.5]),
    "sparse_to_dense_string": lambda tf, ops: ops.sparse_to_dense([1], [3], ["a"], "z"),
    "sparse_to_dense_bool": lambda tf, ops: ops.sparse_to_dense([1], [3], [True], False),
    "sparse_to_dense_empty": lambda tf, ops: ops.sparse_to_dense(
        tf.zeros([0, 2], tf.int64), tf.constant([2, 2], tf.int64), tf.zeros([0]), 1.5),
    "sparse_to_dense_unsorted": lambda tf, ops: ops.sparse_to_dense([3, 1], [5], [5, 6]),
    "sparse_to_dense_unsorted_unchecked": lambda tf, ops: ops.sparse_to_dense(
        [3, 1], [5], [5, 6], validate_indices=False),
    "sparse_to_dense_repeated": lambda tf, ops: ops.sparse_to_dense([1, 1], [5], [5, 6]),
    "sparse_to_dense_repeated_unchecked": lambda tf, ops: ops.sparse_to_dense(
        [1, 1], [5], [5, 6], validate_indices=False),
    "sparse_to_dense_out_of_bounds": lambda tf, ops: ops.sparse_to_dense([1, 5], [5], [5, 6]),
    "sparse_to_dense_out_of_bounds_2d": lambda tf, ops: ops.sparse_to_dense(
        [[0, 1], [1, 3]], [2, 3], [5, 6]),
    "sparse_to_dense_unsorted_2d": lambda tf, ops: ops.sparse_to_dense(
        [[1, 1], [0, 2]], [2, 3], [5, 6]),
    "sparse_to_dense_out_of_bounds_unchecked": lambda tf, ops: ops.sparse_to_dense(
        [1, 5], [5], [5, 6], validate_indices=False),
    "sparse_to_dense_negative": lambda tf, ops: ops.sparse_to_dense([-1], [5], [5]),
    "sparse_to_dense_values_mismatch": lambda tf, ops: ops.sparse_to_dense([1, 2], [5],
                                                                           [5, 6, 7]),
    "sparse_to_dense_values_rank2": lambda tf, ops: ops.sparse_to_dense([[0], [1]], [3],
                                                                        [[1], [2]]),
    "sparse_to_dense_default_not_scalar": lambda tf, ops: ops.sparse_to_dense(
        [1, 2], [5], [5, 6], [0]),
    "sparse_to_dense_shape_rank2": lambda tf, ops: ops.sparse_to_dense([1, 2], [[5]], [5, 6]),
    "sparse_to_dense_indices_rank3": lambda tf, ops: ops.sparse_to_dense([[[1]]], [5], [5]),
    "sparse_to_dense_index_width": lambda tf, ops: ops.sparse_to_dense([[1, 2]], [5], [5]),
    "sparse_to_dense_negative_shape": lambda tf, ops: ops.sparse_to_dense([[0]], [-3], [1]),
    # ---- OneHot
    "one_hot": lambda tf, ops: tf.one_hot([0, 2, -1, 5], 3),
    "one_hot_axis0": lambda tf, ops: tf.one_hot([0, 2], 3, axis=0),
    "one_hot_values_axis1": lambda tf, ops: tf.one_hot([[0, 2], [1, 1]], 3, on_value=5,
                                                       off_value=-1, axis=1),
    "one_hot_dtype": lambda tf, ops: tf.one_hot([1], 2, dtype=tf.int8),
    "one_hot_on_value_only": lambda tf, ops: tf.one_hot([1, 0], 2, on_value=7.5),
    "one_hot_scalar_index": lambda tf, ops: tf.one_hot(1, 3),
    "one_hot_uint8": lambda tf, ops: tf.one_hot(tf.constant([1, 250], tf.uint8), 3),
    "one_hot_int8": lambda tf, ops: tf.one_hot(tf.constant([1, -1], tf.int8), 2),
    "one_hot_int64": lambda tf, ops: tf.one_hot(tf.constant([1], tf.int64), 2),
    "one_hot_string": lambda tf, ops: tf.one_hot([1, 0], 2, on_value="a", off_value="b"),
    "one_hot_bool": lambda tf, ops: tf.one_hot([1, 0], 2, on_value=True, off_value=False),
    "one_hot_empty": lambda tf, ops: tf.one_hot(tf.zeros([0], tf.int32), 4),
    "one_hot_zero_depth": lambda tf, ops: tf.one_hot([1], 0),
    "one_hot_negative_depth": lambda tf, ops: tf.one_hot([1], -1),
    "one_hot_bad_axis": lambda tf, ops: tf.one_hot([1], 2, axis=2),
    "one_hot_bad_axis_negative": lambda tf, ops: tf.one_hot([1], 2, axis=-2),
    "one_hot_on_not_scalar": lambda tf, ops: tf.raw_ops.OneHot(
        indices=[1], depth=2, on_value=[1.0, 2.0], off_value=0.0),
    "one_hot_off_not_scalar": lambda tf, ops: tf.raw_ops.OneHot(
        indices=[1], depth=2, on_value=1.0, off_value=[0.0]),
    "one_hot_depth_not_scalar": lambda tf, ops: tf.raw_ops.OneHot(
        indices=[1], depth=[2], on_value=1.0, off_value=0.0),
    "one_hot_dtype_mismatch": lambda tf, ops: tf.one_hot([1, 0], 2, on_value=1, off_value=0.0),
    "one_hot_on_value_dtype_mismatch": lambda tf, ops: tf.one_hot([1], 2, on_value=1.5,
                                                                  dtype=tf.int32),
    # ---- Diag, MatrixDiag, MatrixDiagV3
    "tensor_diag": lambda tf, ops: tf.linalg.tensor_diag([1, 2]),
    "tensor_diag_2d": lambda tf, ops: tf.linalg.tensor_diag([[1, 2], [3, 4]]),
    "tensor_diag_complex": lambda tf, ops: tf.linalg.tensor_diag(tf.constant([1j, 2])),
    "tensor_diag_empty": lambda tf, ops: tf.linalg.tensor_diag(tf.zeros([0])),
    "tensor_diag_scalar": lambda tf, ops: tf.raw_ops.Diag(diagonal=tf.constant(1.0)),
    "tensor_diag_bool": lambda tf, ops: tf.raw_ops.Diag(diagonal=[True]),
    "diag": lambda tf, ops: tf.linalg.diag([1, 2]),
    "diag_batch": lambda tf, ops: tf.linalg.diag([[1, 2], [3, 4]]),
    "diag_above": lambda tf, ops: tf.linalg.diag([1, 2], k=1),
    "diag_below_rows": lambda tf, ops: tf.linalg.diag([1, 2], k=-1, num_rows=4),
    "diag_cols": lambda tf, ops: tf.linalg.diag([1, 2], k=1, num_cols=4),
    "diag_band": lambda tf, ops: tf.linalg.diag([[1, 2], [3, 4]], k=(-1, 0)),
    "diag_band_padding": lambda tf, ops: tf.linalg.diag([[1, 2, 3], [4, 5, 0]], k=(-1, 0),
                                                        padding_value=9),
    "diag_band_wide": lambda tf, ops: tf.linalg.diag(
        _range(tf, [2, 3, 3]), k=(-1, 1), num_rows=3, num_cols=4),
    "diag_align_left_right": lambda tf, ops: tf.linalg.diag([[0, 4, 5], [1, 2, 3]], k=(-1, 0),
                                                            align="LEFT_RIGHT"),
    "diag_align_left_left": lambda tf, ops: tf.linalg.diag([[8, 9, 0], [1, 2, 3], [4, 5, 0]],
                                                           k=(-1, 1), align="LEFT_LEFT"),
    "diag_align_right_right": lambda tf, ops: tf.linalg.diag([[0, 8, 9], [1, 2, 3], [0, 4, 5]],
                                                             k=(-1, 1), align="RIGHT_RIGHT"),
    "diag_bool_tensor": lambda tf, ops: tf.linalg.diag(tf.constant([True, False])),
    "diag_bool_list": lambda tf, ops: tf.linalg.diag([True, False]),
    "diag_empty": lambda tf, ops: tf.linalg.diag(tf.zeros([0])),
    "diag_empty_batch": lambda tf, ops: tf.linalg.diag(tf.zeros([0, 3])),
    "diag_scalar": lambda tf, ops: tf.linalg.diag(1),
    "diag_k_reversed": lambda tf, ops: tf.linalg.diag([1, 2], k=(1, 0)),
    "diag_too_few_rows": lambda tf, ops: tf.linalg.diag([1, 2], num_rows=1),
    "diag_too_few_cols": lambda tf, ops: tf.linalg.diag([1, 2], num_cols=1),
    "diag_inconsistent": lambda tf, ops: tf.linalg.diag([1, 2], num_rows=3, num_cols=4),
    "diag_band_mismatch": lambda tf, ops: tf.linalg.diag([[1, 2]], k=(-1, 0)),
    # (A band of diagonals given as a vector, tf.linalg.diag([1, 2], k=(-1, 0)), crashes
    # TensorFlow 2.21 with a failed CHECK; diag_op_test covers tflc's InvalidArgument.)
    "diag_k_three": lambda tf, ops: tf.raw_ops.MatrixDiagV3(
        diagonal=[1, 2], k=[0, 1, 2], num_rows=-1, num_cols=-1, padding_value=0),
    "diag_k_matrix": lambda tf, ops: tf.raw_ops.MatrixDiagV3(
        diagonal=[1, 2], k=[[0]], num_rows=-1, num_cols=-1, padding_value=0),
    "diag_padding_not_scalar": lambda tf, ops: tf.raw_ops.MatrixDiagV3(
        diagonal=[1, 2], k=0, num_rows=-1, num_cols=-1, padding_value=[0]),
    "diag_rows_not_scalar": lambda tf, ops: tf.raw_ops.MatrixDiagV3(
        diagonal=[1, 2], k=0, num_rows=[-1], num_cols=-1, padding_value=0),
    "matrix_diag_v1": lambda tf, ops: tf.raw_ops.MatrixDiag(diagonal=[[1, 2]]),
    "matrix_diag_v1_scalar": lambda tf, ops: tf.raw_ops.MatrixDiag(diagonal=1),
    # ---- Where
    "where_bool": lambda tf, ops: tf.where([[True, False], [False, True]]),
    "where_int": lambda tf, ops: tf.where([0, 3, 0, -1]),
    "where_float_nan_negative_zero": lambda tf, ops: tf.where([0.0, float("nan"), -0.0]),
    "where_3d": lambda tf, ops: tf.where(tf.reshape(tf.constant([1, 0, 0, 1, 0, 0, 1, 0]),
                                                    [2, 2, 2])),
    "where_complex": lambda tf, ops: tf.where(tf.constant([0j, 1j, 1])),
    "where_empty": lambda tf, ops: tf.where(tf.zeros([0, 3], tf.bool)),
    "where_none_true": lambda tf, ops: tf.where([False, False]),
    "where_scalar": lambda tf, ops: tf.where(True),
    "where_string": lambda tf, ops: tf.where(["a", ""]),
    "where_x_only": lambda tf, ops: tf.where([True], x=[1]),
    # ---- UnsortedSegmentSum
    "segment_sum": lambda tf, ops: tf.math.unsorted_segment_sum([1, 2, 3, 4], [0, 2, 0, 1], 3),
    "segment_sum_negative_id": lambda tf, ops: tf.math.unsorted_segment_sum(
        [1, 2, 3, 4], [0, -1, 0, 1], 3),
    "segment_sum_rows": lambda tf, ops: tf.math.unsorted_segment_sum(
        [[1, 2], [3, 4], [5, 6]], [1, 0, 1], 2),
    "segment_sum_2d_ids": lambda tf, ops: tf.math.unsorted_segment_sum(
        [[1, 2], [3, 4]], [[1, 0], [0, 0]], 2),
    "segment_sum_scalar": lambda tf, ops: tf.math.unsorted_segment_sum(5, 0, 2),
    "segment_sum_int16_ids": lambda tf, ops: tf.math.unsorted_segment_sum(
        [1.0, 2.0], tf.constant([1, 1], tf.int16), 2),
    "segment_sum_int64_count": lambda tf, ops: tf.math.unsorted_segment_sum(
        [1.0, 2.0], [1, 1], tf.constant(2, tf.int64)),
    "segment_sum_int8_wraps": lambda tf, ops: tf.math.unsorted_segment_sum(
        tf.constant([100, 100], tf.int8), [0, 0], 1),
    "segment_sum_half_rounds": lambda tf, ops: tf.math.unsorted_segment_sum(
        tf.ones([3000], tf.float16), tf.zeros([3000], tf.int32), 1),
    "segment_sum_empty": lambda tf, ops: tf.math.unsorted_segment_sum(
        tf.zeros([0, 2]), tf.zeros([0], tf.int32), 3),
    "segment_sum_no_segments": lambda tf, ops: tf.math.unsorted_segment_sum(
        tf.zeros([0]), tf.zeros([0], tf.int32), 0),
    "segment_sum_out_of_range": lambda tf, ops: tf.math.unsorted_segment_sum(
        [1, 2, 3, 4], [0, 3, 0, 1], 3),
    "segment_sum_out_of_range_2d": lambda tf, ops: tf.math.unsorted_segment_sum(
        [[1, 2], [3, 4]], [[1, 0], [0, 2]], 2),
    "segment_sum_ids_mismatch": lambda tf, ops: tf.math.unsorted_segment_sum(
        [[1, 2], [3, 4]], [1, 0, 1], 2),
    "segment_sum_ids_too_deep": lambda tf, ops: tf.math.unsorted_segment_sum([1, 2], [[1, 0]], 2),
    "segment_sum_count_not_scalar": lambda tf, ops: tf.math.unsorted_segment_sum(
        [1, 2], [1, 0], [2]),
    "segment_sum_negative_count": lambda tf, ops: tf.math.unsorted_segment_sum([1, 2], [5, 0],
                                                                               -1),
    "segment_sum_bool": lambda tf, ops: tf.math.unsorted_segment_sum([True], [0], 1),
    # ---- Any, All
    "reduce_any_axis": lambda tf, ops: tf.reduce_any([[True, False], [False, False]], axis=1),
    "reduce_all_keepdims": lambda tf, ops: tf.reduce_all([[True, False], [True, True]], axis=0,
                                                         keepdims=True),
    "reduce_any_everything": lambda tf, ops: tf.reduce_any([[True, False], [False, False]]),
    "reduce_all_everything": lambda tf, ops: tf.reduce_all([[True, True], [True, True]]),
    "reduce_all_axes": lambda tf, ops: tf.math.reduce_all(
        tf.reshape(tf.constant([True] * 7 + [False]), [2, 2, 2]), axis=[0, 2]),
    "reduce_any_int64_axis": lambda tf, ops: tf.reduce_any(
        [[False, False], [False, True]], axis=tf.constant(-1, tf.int64)),
    "reduce_all_empty": lambda tf, ops: tf.reduce_all(tf.zeros([0], tf.bool)),
    "reduce_any_empty": lambda tf, ops: tf.reduce_any(tf.zeros([2, 0], tf.bool), axis=1),
    "reduce_any_bad_axis": lambda tf, ops: tf.reduce_any([True], axis=1),
    "reduce_all_repeated_axis": lambda tf, ops: tf.reduce_all([[True]], axis=[0, 0]),
    "reduce_any_ints": lambda tf, ops: tf.reduce_any([1, 0]),
    # ---- ArgMin
    "argmin_axis1": lambda tf, ops: tf.argmin([[3, 1, 1], [0, 5, -2]], axis=1),
    "argmin_default_axis": lambda tf, ops: tf.argmin([[3, 1, 1], [0, 5, -2]]),
    "argmin_int32_output": lambda tf, ops: tf.math.argmin([3, 1], output_type=tf.int32),
    "argmin_nan_skipped": lambda tf, ops: tf.argmin([3.0, float("nan"), 1.0]),
    "argmin_nan_first": lambda tf, ops: tf.argmin([float("nan"), 3.0, 1.0]),
    "argmin_all_nan": lambda tf, ops: tf.argmin([float("nan"), float("nan")]),
    "argmin_nan_columns": lambda tf, ops: tf.argmin(
        [[3.0, float("nan")], [float("nan"), 3.0], [1.0, 1.0]], axis=0),
    "argmin_bool": lambda tf, ops: tf.argmin([True, False, False]),
    "argmin_empty_axis": lambda tf, ops: tf.argmin(tf.zeros([0])),
    "argmin_empty_other": lambda tf, ops: tf.argmin(tf.zeros([0, 3]), axis=1),
    "argmin_bad_axis": lambda tf, ops: tf.argmin([1, 2], axis=1),
    "argmin_scalar": lambda tf, ops: tf.argmin(3),
    "argmin_axis_not_scalar": lambda tf, ops: tf.raw_ops.ArgMin(input=[3, 1], dimension=[0]),
    "argmin_int16_output": lambda tf, ops: tf.argmin([3, 1], output_type=tf.int16),
    # ---- Cumsum, Cumprod
    "cumsum": lambda tf, ops: tf.cumsum([1, 2, 3, 4]),
    "cumsum_exclusive": lambda tf, ops: tf.cumsum([1, 2, 3, 4], exclusive=True),
    "cumsum_reverse": lambda tf, ops: tf.cumsum([1, 2, 3, 4], reverse=True),
    "cumsum_exclusive_reverse": lambda tf, ops: tf.math.cumsum([1, 2, 3, 4], exclusive=True,
                                                               reverse=True),
    "cumsum_axis1": lambda tf, ops: tf.cumsum([[1, 2], [3, 4]], axis=1),
    "cumsum_axis_negative": lambda tf, ops: tf.cumsum(_range(tf, [2, 3, 2]), axis=-2),
    "cumsum_axis_int64": lambda tf, ops: tf.cumsum([[1, 2], [3, 4]], axis=tf.constant(1, tf.int64)),
    "cumprod": lambda tf, ops: tf.math.cumprod([1, 2, 3, 4]),
    "cumprod_exclusive_reverse": lambda tf, ops: tf.math.cumprod([1, 2, 3, 4], exclusive=True,
                                                                 reverse=True),
    "cumprod_axis0": lambda tf, ops: tf.math.cumprod([[1.5, 2.0], [3.0, 4.0]], axis=0),
    "cumsum_complex": lambda tf, ops: tf.cumsum(tf.constant([1 + 1j, 2j])),
    "cumsum_uint8_wraps": lambda tf, ops: tf.cumsum(tf.constant([200, 100], tf.uint8)),
    "cumprod_int8_wraps": lambda tf, ops: tf.math.cumprod(tf.constant([100, 100], tf.int8)),
    "cumsum_half_rounds": lambda tf, ops: tf.gather(tf.cumsum(tf.ones([3000], tf.float16)),
                                                    [2999]),
    "cumsum_empty": lambda tf, ops: tf.cumsum(tf.zeros([0, 3]), axis=1),
    "cumsum_bad_axis": lambda tf, ops: tf.cumsum([1, 2], axis=1),
    "cumsum_axis_not_scalar": lambda tf, ops: tf.cumsum([1, 2], axis=[0]),
    "cumsum_scalar": lambda tf, ops: tf.cumsum(5),
    "cumsum_bool": lambda tf, ops: tf.cumsum([True]),
    # ---- BiasAdd, BiasAddGrad
    "bias_add": lambda tf, ops: tf.nn.bias_add([[1.0, 2.0], [3.0, 4.0]], [10.0, 20.0]),
    "bias_add_nchw": lambda tf, ops: tf.nn.bias_add(tf.ones([1, 2, 2, 2]), [10.0, 20.0],
                                                    data_format="NCHW"),
    "bias_add_nchw_rank3": lambda tf, ops: tf.nn.bias_add(_range(tf, [1, 2, 3]), [10.0, 20.0],
                                                          data_format="NCHW"),
    "bias_add_nchw_rank2": lambda tf, ops: tf.nn.bias_add(tf.ones([2, 2]), [10.0, 20.0],
                                                          data_format="NCHW"),
    "bias_add_n_c": lambda tf, ops: tf.nn.bias_add(tf.ones([1, 2, 3]), [10.0, 20.0, 30.0],
                                                   data_format="N...C"),
    "bias_add_nc_": lambda tf, ops: tf.nn.bias_add(tf.ones([1, 2, 3]), [10.0, 20.0],
                                                   data_format="NC..."),
    "bias_add_rank6": lambda tf, ops: tf.nn.bias_add(tf.ones([1, 1, 1, 1, 2, 2]), [10.0, 20.0]),
    "bias_add_int": lambda tf, ops: tf.nn.bias_add([[1, 2]], [3, 4]),
    "bias_add_int8_wraps": lambda tf, ops: tf.nn.bias_add(tf.constant([[100]], tf.int8),
                                                          tf.constant([100], tf.int8)),
    "bias_add_half": lambda tf, ops: tf.nn.bias_add(tf.constant([[1000.0]], tf.float16),
                                                    tf.constant([0.3], tf.float16)),
    "bias_add_empty": lambda tf, ops: tf.nn.bias_add(tf.ones([0, 2]), [10.0, 20.0]),
    "bias_add_bad_format": lambda tf, ops: tf.nn.bias_add(tf.ones([1, 2]), [1.0, 2.0],
                                                          data_format="HWC"),
    "bias_add_rank1": lambda tf, ops: tf.nn.bias_add(tf.ones([2]), [10.0, 20.0]),
    "bias_add_mismatch": lambda tf, ops: tf.nn.bias_add(tf.ones([2, 3]), [10.0, 20.0]),
    "bias_add_nchw_mismatch": lambda tf, ops: tf.nn.bias_add(tf.ones([1, 2, 3]),
                                                             [10.0, 20.0, 30.0],
                                                             data_format="NCHW"),
    "bias_add_bias_rank2": lambda tf, ops: tf.nn.bias_add(tf.ones([2, 2]), [[10.0, 20.0]]),
    "bias_add_grad": lambda tf, ops: tf.raw_ops.BiasAddGrad(out_backprop=[[1.0, 2.0],
                                                                          [3.0, 4.0]]),
    "bias_add_grad_nchw": lambda tf, ops: tf.raw_ops.BiasAddGrad(
        out_backprop=_range(tf, [1, 2, 2, 2]), data_format="NCHW"),
    "bias_add_grad_nchw_rank3": lambda tf, ops: tf.raw_ops.BiasAddGrad(
        out_backprop=_range(tf, [2, 2, 3]), data_format="NCHW"),
    "bias_add_grad_nchw_rank2": lambda tf, ops: tf.raw_ops.BiasAddGrad(
        out_backprop=_range(tf, [2, 3]), data_format="NCHW"),
    "bias_add_grad_empty": lambda tf, ops: tf.raw_ops.BiasAddGrad(out_backprop=tf.zeros([0, 3])),
    "bias_add_grad_half_in_float": lambda tf, ops: tf.raw_ops.BiasAddGrad(
        out_backprop=tf.ones([3000, 2], tf.float16)),
    "bias_add_grad_int8_wraps": lambda tf, ops: tf.raw_ops.BiasAddGrad(
        out_backprop=tf.constant([[100], [100]], tf.int8)),
    "bias_add_grad_rank1": lambda tf, ops: tf.raw_ops.BiasAddGrad(out_backprop=[1.0, 2.0]),
    # ---- LogSoftmax
    "log_softmax": lambda tf, ops: tf.nn.log_softmax([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]]),
    "log_softmax_axis0": lambda tf, ops: tf.math.log_softmax([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]],
                                                             axis=0),
    "log_softmax_float64": lambda tf, ops: tf.nn.log_softmax(tf.constant([1.0, 1000.0],
                                                                         tf.float64)),
    "log_softmax_half": lambda tf, ops: tf.nn.log_softmax(tf.constant([1.0, 2.0], tf.float16)),
    "log_softmax_large": lambda tf, ops: tf.nn.log_softmax([1000.0, 0.0, -1000.0]),
    "log_softmax_inf": lambda tf, ops: tf.nn.log_softmax([float("inf"), 1.0]),
    "log_softmax_empty": lambda tf, ops: tf.nn.log_softmax(tf.zeros([0, 3])),
    "log_softmax_scalar": lambda tf, ops: tf.nn.log_softmax(1.0),
    "log_softmax_int": lambda tf, ops: tf.nn.log_softmax([1, 2]),
    "log_softmax_bad_axis": lambda tf, ops: tf.nn.log_softmax([1.0, 2.0], axis=1),
    # ---- Einsum
    "einsum_matmul": lambda tf, ops: tf.einsum("ij,jk->ik", _range(tf, [2, 3]),
                                               _range(tf, [3, 4])),
    "einsum_implicit_output": lambda tf, ops: tf.einsum("ij,jk", _range(tf, [2, 3]),
                                                        _range(tf, [3, 4])),
    "einsum_spaces": lambda tf, ops: tf.einsum(" ij , jk -> ki ", _range(tf, [2, 3]),
                                               _range(tf, [3, 4])),
    "einsum_batch_matmul": lambda tf, ops: tf.einsum("bij,bjk->bik", _range(tf, [2, 2, 3]),
                                                     _range(tf, [2, 3, 4])),
    "einsum_batch_last": lambda tf, ops: tf.einsum("ijb,jkb->bki", _range(tf, [2, 3, 2]),
                                                   _range(tf, [3, 4, 2])),
    "einsum_outer": lambda tf, ops: tf.einsum("i,j->ij", tf.constant([1.0, 2.0]),
                                              tf.constant([3.0, 4.0, 5.0])),
    "einsum_dot": lambda tf, ops: tf.einsum("i,i->", tf.constant([1.0, 2.0]),
                                            tf.constant([3.0, 4.0])),
    "einsum_elementwise": lambda tf, ops: tf.einsum("ij,ij->ij", _range(tf, [2, 3]),
                                                    _range(tf, [2, 3])),
    "einsum_summed_operands": lambda tf, ops: tf.einsum("ij,kl->", _range(tf, [2, 3]),
                                                        tf.ones([4, 5])),
    "einsum_summed_one_side": lambda tf, ops: tf.einsum("ij,k->i", _range(tf, [2, 3]),
                                                        tf.ones([5])),
    "einsum_transpose": lambda tf, ops: tf.einsum("ij->ji", _range(tf, [2, 3])),
    "einsum_permute_3d": lambda tf, ops: tf.einsum("abc->cab", _range(tf, [2, 3, 4])),
    "einsum_sum_all": lambda tf, ops: tf.einsum("ij->", _range(tf, [2, 3])),
    "einsum_sum_rows": lambda tf, ops: tf.einsum("ij->i", _range(tf, [2, 3])),
    "einsum_sum_middle": lambda tf, ops: tf.einsum("abc->cb", _range(tf, [2, 3, 4])),
    "einsum_ellipsis": lambda tf, ops: tf.einsum("...ij,...jk->...ik", tf.ones([2, 2, 3]),
                                                 _range(tf, [3, 4])),
    "einsum_ellipsis_broadcast": lambda tf, ops: tf.einsum(
        "...ij,...jk->...ik", _range(tf, [2, 1, 2, 3]), _range(tf, [5, 3, 4])),
    "einsum_ellipsis_output_only": lambda tf, ops: tf.einsum("ij,jk->...ik", tf.ones([2, 3]),
                                                             tf.ones([3, 4])),
    "einsum_ellipsis_one_operand": lambda tf, ops: tf.einsum("...ij->...ji",
                                                             _range(tf, [2, 2, 3])),
    "einsum_three_operands": lambda tf, ops: tf.einsum("ij,jk,kl->il", _range(tf, [2, 3]),
                                                       _range(tf, [3, 4]), tf.ones([4, 1])),
    "einsum_int32": lambda tf, ops: tf.einsum("ij,jk->ik", tf.constant([[1, 2]]),
                                              tf.constant([[3], [4]])),
    "einsum_int32_wraps": lambda tf, ops: tf.einsum("i,i->", tf.constant([2**30] * 3),
                                                    tf.constant([2, 2, 2])),
    "einsum_int64": lambda tf, ops: tf.einsum("ij,jk->ik", tf.constant([[1, 2]], tf.int64),
                                              tf.constant([[3], [4]], tf.int64)),
    "einsum_complex": lambda tf, ops: tf.einsum("i,i->", tf.constant([1j, 2]),
                                                tf.constant([1j, 3])),
    "einsum_half": lambda tf, ops: tf.einsum("i,i->", tf.constant([1.0, 2.0], tf.float16),
                                             tf.constant([1.0, 2.0], tf.float16)),
    "einsum_empty": lambda tf, ops: tf.einsum("ij,jk->ik", tf.zeros([0, 3]), tf.zeros([3, 2])),
    "einsum_empty_contraction": lambda tf, ops: tf.einsum("ij,jk->ik", tf.zeros([2, 0]),
                                                          tf.zeros([0, 2])),
    "einsum_scalars": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.constant(3.0), tf.constant(4.0)], equation=",->"),
    "einsum_scalar_vector": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.constant(3.0), tf.constant([1.0, 2.0])], equation=",i->i"),
    "einsum_raw_uppercase": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[_range(tf, [2, 3]), _range(tf, [3, 4])], equation="iJ,Jk->ik"),
    "einsum_dimension_mismatch": lambda tf, ops: tf.einsum("ij,jk->ik", _range(tf, [2, 3]),
                                                           tf.ones([4, 4])),
    "einsum_named_batch_no_broadcast": lambda tf, ops: tf.einsum(
        "bij,bjk->bik", tf.ones([1, 2, 3]), tf.ones([2, 3, 4])),
    "einsum_ellipsis_mismatch": lambda tf, ops: tf.einsum(
        "...ij,...jk->...ik", tf.ones([2, 2, 3]), tf.ones([3, 3, 4])),
    "einsum_rank_mismatch": lambda tf, ops: tf.einsum("ijk,jk->i", _range(tf, [2, 3]),
                                                      _range(tf, [3, 4])),
    "einsum_ellipsis_rank_too_low": lambda tf, ops: tf.einsum("...ij->...ji", tf.ones([3])),
    "einsum_ellipsis_not_in_output": lambda tf, ops: tf.einsum(
        "...ij,...jk->ik", tf.ones([2, 2, 3]), tf.ones([2, 3, 4])),
    "einsum_unknown_output_label": lambda tf, ops: tf.einsum("ij,jk->iz", _range(tf, [2, 3]),
                                                             _range(tf, [3, 4])),
    "einsum_repeated_output_label": lambda tf, ops: tf.einsum("ij->ii", tf.ones([2, 2])),
    "einsum_wrong_operand_count": lambda tf, ops: tf.einsum("ij,jk->ik", tf.ones([2, 3])),
    "einsum_bad_format": lambda tf, ops: tf.einsum("ij,jk->ik->", tf.ones([2, 3]),
                                                   tf.ones([3, 4])),
    "einsum_digit_label": lambda tf, ops: tf.einsum("i1->1i", tf.ones([2, 3])),
    "einsum_zero_with_ellipsis": lambda tf, ops: tf.einsum("...i0->i", tf.ones([2, 3])),
    "einsum_bad_keyword": lambda tf, ops: tf.einsum("ij->ji", tf.ones([2, 3]), foo=1),
    "einsum_raw_no_arrow": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.ones([2, 3]), tf.ones([3, 4])], equation="ij,jk"),
    "einsum_raw_three_operands": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.ones([2, 3]), tf.ones([3, 4]), tf.ones([4, 1])], equation="ij,jk,kl->il"),
    "einsum_raw_operand_count": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.ones([2, 3]), tf.ones([3, 4])], equation="ij->ji"),
    "einsum_raw_bool": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.constant([True]), tf.constant([True])], equation="i,i->i"),
    # Traces and diagonals (a label repeated within one operand or in the output) are computed
    # by TensorFlow and refused by tflc (see the test's divergences).
    "einsum_trace": lambda tf, ops: tf.einsum("ii->", tf.ones([2, 2])),
    "einsum_diagonal": lambda tf, ops: tf.einsum("ii->i", _range(tf, [2, 2])),
    "einsum_raw_repeated_output": lambda tf, ops: tf.raw_ops.Einsum(
        inputs=[tf.ones([2, 2])], equation="ij->iij"),
}


def _dtype_sweep():
  """One small case per op and CPU dtype TensorFlow registers."""
  cases = {}
  for dtype in ALL_DTYPES:
    cases[f"gather/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.gather(typed(tf, [[1, 2], [3, 4], [5, 6]], d), [2, 0], axis=0))
    cases[f"gather_nd/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.gather_nd(typed(tf, [[1, 2], [3, 4]], d), [[1, 0], [0, 1]]))
    cases[f"scatter_nd/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.scatter_nd([[2], [0]], typed(tf, [1, 2], d), [3]))
    cases[f"tensor_scatter_update/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.tensor_scatter_nd_update(typed(tf, [1, 2, 3], d), [[1]],
                                                             typed(tf, [4], d)))
    cases[f"sparse_to_dense/{dtype}"] = (
        lambda tf, ops, d=dtype: ops.sparse_to_dense([[0, 1]], [2, 2], typed(tf, [1], d),
                                                     typed(tf, 0, d)))
    cases[f"one_hot_dtype/{dtype}"] = lambda tf, ops, d=dtype: tf.one_hot([1, 0], 2, dtype=d)
    cases[f"one_hot/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.one_hot([1, 0, 3], 2, on_value=typed(tf, 1, d),
                                            off_value=typed(tf, 0, d)))
  for dtype in POD_DTYPES:
    cases[f"diag/{dtype}"] = lambda tf, ops, d=dtype: tf.linalg.diag(typed(tf, [1, 1], d))
    cases[f"where/{dtype}"] = lambda tf, ops, d=dtype: tf.where(typed(tf, [[0, 1], [1, 0]], d))
    cases[f"tensor_diag/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.linalg.tensor_diag(typed(tf, [1, 2], d)))
  for dtype in NUMBER_DTYPES + ["bool"]:
    cases[f"segment_sum/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.math.unsorted_segment_sum(typed(tf, [1, 2, 3], d), [1, 0, 1],
                                                              2))
    cases[f"cumsum/{dtype}"] = lambda tf, ops, d=dtype: tf.cumsum(typed(tf, [1, 2, 3], d))
    cases[f"cumprod/{dtype}"] = lambda tf, ops, d=dtype: tf.math.cumprod(typed(tf, [1, 2, 3], d))
    cases[f"bias_add/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.nn.bias_add(typed(tf, [[1, 2], [3, 4]], d),
                                                typed(tf, [1, 2], d)))
    cases[f"bias_add_grad/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.raw_ops.BiasAddGrad(out_backprop=typed(tf, [[1, 2], [3, 4]],
                                                                           d)))
    cases[f"argmin/{dtype}"] = lambda tf, ops, d=dtype: tf.argmin(typed(tf, [3, 1, 2], d))
    cases[f"einsum/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.einsum("ij,jk->ik", typed(tf, [[1, 2]], d),
                                           typed(tf, [[3], [4]], d)))
    cases[f"log_softmax/{dtype}"] = (
        lambda tf, ops, d=dtype: tf.nn.log_softmax(typed(tf, [1, 2], d)))
  return cases


PROGRAMS.update(_dtype_sweep())

# The public functions whose signatures (parameter names, kinds and defaults) must be
# TensorFlow's: where each is found, from the package and from `ops`.
FUNCTIONS = [
    "gather", "gather_nd", "scatter_nd", "tensor_scatter_nd_update", "one_hot", "where",
    "reduce_any", "reduce_all", "argmin", "cumsum", "einsum", "math.unsorted_segment_sum",
    "math.reduce_any", "math.reduce_all", "math.argmin", "math.cumsum", "math.cumprod",
    "math.log_softmax", "nn.bias_add", "nn.log_softmax", "linalg.diag", "linalg.tensor_diag",
    "linalg.einsum", "ops.sparse_to_dense",
]


def function_at(tf, ops, path):
  """The function at `path` ("math.cumsum", "ops.sparse_to_dense") under tf (or ops)."""
  module, *names = path.split(".")
  value = ops if module == "ops" else getattr(tf, module) if names else tf
  for name in names or [module]:
    value = getattr(value, name)
  return value


def signature(function):
  """[[name, kind, default]] of `function`'s parameters (a dtype default by its name)."""
  import inspect  # pylint: disable=g-import-not-at-top
  parameters = []
  for parameter in inspect.signature(function).parameters.values():
    default = parameter.default
    if default is inspect.Parameter.empty:
      default = "<none>"
    elif hasattr(default, "as_datatype_enum"):
      default = "dtype " + default.name
    parameters.append([parameter.name, parameter.kind.name, repr(default)])
  return parameters


_EAGER_PREFIX = re.compile(r"^\{\{function_node [^}]*\}\} ")
_OP_SUFFIX = re.compile(r" \[Op:[A-Za-z0-9_]+\]( name: .*)?$", re.DOTALL)


def error_message(error):
  """The message of an op error without TensorFlow's eager prefix and either package's suffix."""
  text = str(error)
  text = _EAGER_PREFIX.sub("", text)
  return _OP_SUFFIX.sub("", text)


def _values(array):
  if array.dtype.kind == "c":
    return [repr(complex(v)) for v in array.reshape(-1).tolist()]
  if array.dtype.kind == "f" or array.dtype.name == "bfloat16":
    return [repr(float(v)) for v in array.astype(np.float64).reshape(-1).tolist()]
  return [repr(v) for v in array.reshape(-1).tolist()]


def outcome(function):
  """{"dtype", "shape", "values"} of what `function()` returns, or {"error", "message"}."""
  try:
    result = function()
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": error_message(error)}
  array = np.asarray(result.numpy())
  return {"dtype": result.dtype.name, "shape": list(array.shape), "values": _values(array)}
