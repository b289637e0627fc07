"""The cases behind tf_array_reference.json: the array ops that cut, join, repeat and reverse
tensors (and Range, ZerosLike, OnesLike), and tensor indexing. Shared by the script that
records TensorFlow's answers and the tests that hold tflc to them; each case runs over a module
`tf` that is either TensorFlow or tflc (`import tensorflow_lite_core as tf`).

PROGRAMS: name -> function(tf, np) returning a tensor or a list of tensors (or raising).
INDEXING: (tensor name, key expression) pairs: the key is what `K[<expression>]` gives, and the
case is TENSORS[tensor name](tf)[key].
"""

# Every CPU dtype TensorFlow registers the ops for (float8, int4, resource and variant have no
# tensors here), with six values each.
DTYPE_VALUES = {
    "bool": [True, False, True, True, False, False],
    "int8": [1, -2, 3, -4, 5, -6],
    "uint8": [1, 2, 3, 4, 250, 6],
    "int16": [1, -2, 3, -4, 5, -30000],
    "uint16": [1, 2, 3, 4, 5, 65000],
    "int32": [1, -2, 3, -4, 5, -2**31],
    "uint32": [1, 2, 3, 4, 5, 2**32 - 1],
    "int64": [1, -2, 3, -4, 5, -2**63],
    "uint64": [1, 2, 3, 4, 5, 2**64 - 1],
    "float16": [0.5, -1.5, 2.25, 3.0, -4.0, 65504.0],
    "bfloat16": [0.5, -1.5, 2.25, 3.0, -4.0, 1e30],
    "float32": [0.5, -1.5, 2.25, 3.0, -4.0, 1e-30],
    "float64": [0.5, -1.5, 2.25, 3.0, -4.0, 1e300],
    "complex64": [1 + 2j, -3j, 2, 0.5 - 1j, 4, 1j],
    "complex128": [1 + 2j, -3j, 2, 0.5 - 1j, 4, 1e300j],
    "string": [b"a", b"bc", b"", b"d", b"ef", b"g"],
    "qint8": [1, -2, 3, -4, 5, -6],
    "quint8": [1, 2, 3, 4, 5, 6],
    "qint16": [1, -2, 3, -4, 5, -6],
    "quint16": [1, 2, 3, 4, 5, 6],
    "qint32": [1, -2, 3, -4, 5, -6],
}
QUANTIZED = ("qint8", "quint8", "qint16", "quint16", "qint32")


def _values(tf, dtype, shape=(2, 3)):
  return tf.reshape(tf.constant(DTYPE_VALUES[dtype], dtype=tf.as_dtype(dtype)), shape)


def _x(tf):
  return tf.reshape(tf.range(24), [2, 3, 4])


# One program per op and dtype: what every registered type must do.
_PER_DTYPE = {
    "stack": lambda tf, v: tf.stack([v[0], v[1]], axis=1),
    "unstack": lambda tf, v: tf.unstack(v, axis=1),
    "slice": lambda tf, v: tf.slice(v, [0, 1], [2, 2]),
    "strided_slice": lambda tf, v: tf.strided_slice(v, [0, 2], [2, 0], [1, -2]),
    "getitem": lambda tf, v: v[1, ::-1],
    "split": lambda tf, v: tf.split(v, 3, axis=1),
    "split_sizes": lambda tf, v: tf.split(v, [1, -1], axis=1),
    "tile": lambda tf, v: tf.tile(v, [2, 1]),
    "broadcast_to": lambda tf, v: tf.broadcast_to(v[:, :1], [2, 2, 3]),
    "reverse": lambda tf, v: tf.reverse(v, [1]),
    "zeros_like": lambda tf, v: tf.zeros_like(v),
    "ones_like": lambda tf, v: tf.ones_like(v),
    "strided_slice_grad": lambda tf, v: tf.raw_ops.StridedSliceGrad(
        shape=[2, 5], begin=[0, 4], end=[2, 0], strides=[1, -2], dy=v[:, :2]),
}

PROGRAMS = {
    f"{op}/{dtype}": (lambda tf, np, op=op, dtype=dtype: _PER_DTYPE[op](tf, _values(tf, dtype)))
    for op in _PER_DTYPE for dtype in DTYPE_VALUES
}

PROGRAMS.update({
    # Range: TensorFlow's dtype inference, values computed element by element, errors.
    "range_limit": lambda tf, np: tf.range(5),
    "range_empty": lambda tf, np: tf.range(0),
    "range_start_limit_delta": lambda tf, np: tf.range(1, 10, 3),
    "range_backward": lambda tf, np: tf.range(5, 0, -2),
    "range_float": lambda tf, np: tf.range(0.5, 3),
    "range_tenths": lambda tf, np: tf.range(0.0, 1.0, 0.1),
    "range_float64_dtype": lambda tf, np: tf.range(3, dtype=tf.float64),
    "range_half": lambda tf, np: tf.range(0.0, 3.0, 0.1, dtype=tf.float16),
    "range_bfloat16_backward": lambda tf, np: tf.range(1.5, -7.0, -0.3, dtype=tf.bfloat16),
    "range_int64_tensor_and_float": lambda tf, np: tf.range(tf.constant(1, tf.int64), 5.0),
    "range_tensor_cast": lambda tf, np: tf.range(tf.constant(3), dtype=tf.float32),
    "range_big_int": lambda tf, np: tf.range(2**40, 2**40 + 3),
    "range_int64_span": lambda tf, np: tf.range(-2**63, 2**63 - 1, 2**62, dtype=tf.int64),
    "range_int32_span": lambda tf, np: tf.range(-2**31, 2**31 - 1, 2**30),
    "range_delta_zero": lambda tf, np: tf.range(0, 5, 0),
    "range_float_delta_zero": lambda tf, np: tf.range(0.0, 1.0, 0.0),
    "range_wrong_direction": lambda tf, np: tf.range(5, 0, 1),
    "range_wrong_direction_backward": lambda tf, np: tf.range(0, 5, -1),
    "range_nan": lambda tf, np: tf.range(0.0, float("nan")),
    "range_inf": lambda tf, np: tf.range(0.0, float("inf")),
    "range_uint8_tensor": lambda tf, np: tf.range(tf.constant(3, tf.uint8)),
    "range_float_with_int_dtype": lambda tf, np: tf.range(2.5, dtype=tf.int32),
    "range_raw_vector_start": lambda tf, np: tf.raw_ops.Range(start=[0], limit=5, delta=1),
    "range_raw_two_starts": lambda tf, np: tf.raw_ops.Range(start=[0, 1], limit=5, delta=1),
    "range_raw_two_deltas": lambda tf, np: tf.raw_ops.Range(start=0, limit=5, delta=[1, 1]),
    "range_raw_int8": lambda tf, np: tf.raw_ops.Range(
        start=tf.constant(0, tf.int8), limit=tf.constant(5, tf.int8), delta=tf.constant(1, tf.int8)),
    # Stack and unstack.
    "stack_python_scalars": lambda tf, np: tf.stack([1, 2, 3]),
    "stack_python_lists_axis_last": lambda tf, np: tf.stack([[1, 2], [3, 4]], axis=-1),
    "stack_empty_list": lambda tf, np: tf.stack([]),
    "stack_tensors_axis_0": lambda tf, np: tf.stack([tf.constant([1, 2]), tf.constant([3, 4])]),
    "stack_scalars_tensor_and_python": lambda tf, np: tf.stack([tf.constant(1.5), 2.0]),
    "stack_one_tensor": lambda tf, np: tf.stack([tf.constant([1, 2])], axis=1),
    "stack_empty_tensors": lambda tf, np: tf.stack([tf.zeros([0, 3]), tf.zeros([0, 3])], axis=1),
    "stack_shape_mismatch": lambda tf, np: tf.stack([tf.zeros([2]), tf.zeros([3])]),
    "stack_dtype_mismatch": lambda tf, np: tf.stack([tf.constant(1), tf.constant(1.0)]),
    "stack_axis_out_of_range": lambda tf, np: tf.stack([tf.zeros([2]), tf.zeros([2])], axis=3),
    "pack_raw_axis_out_of_range": lambda tf, np: tf.raw_ops.Pack(
        values=[tf.zeros([2]), tf.zeros([2])], axis=-3),
    "unstack_axis_0": lambda tf, np: tf.unstack(_x(tf)),
    "unstack_axis_minus_1": lambda tf, np: tf.unstack(_x(tf), axis=-1),
    "unstack_empty_pieces": lambda tf, np: tf.unstack(tf.zeros([2, 0])),
    "unstack_zero_pieces": lambda tf, np: tf.unstack(tf.zeros([0, 3])),
    "unstack_scalar": lambda tf, np: tf.unstack(tf.constant(1)),
    "unstack_axis_out_of_range": lambda tf, np: tf.unstack(_x(tf), axis=7),
    "unstack_wrong_num": lambda tf, np: tf.unstack(_x(tf), num=3),
    "unstack_wrong_num_negative_axis": lambda tf, np: tf.unstack(_x(tf), num=5, axis=-1),
    # Slice.
    "slice_block": lambda tf, np: tf.slice(_x(tf), [1, 1, 1], [1, 2, -1]),
    "slice_int64": lambda tf, np: tf.slice(_x(tf), tf.constant([0, 1, 0], tf.int64),
                                           tf.constant([-1, 1, 2], tf.int64)),
    "slice_empty": lambda tf, np: tf.slice(_x(tf), [2, 0, 0], [0, 1, 1]),
    "slice_of_empty": lambda tf, np: tf.slice(tf.zeros([0, 3]), [0, 1], [-1, 2]),
    "slice_scalar": lambda tf, np: tf.slice(tf.constant(5), tf.zeros([0], tf.int32),
                                            tf.zeros([0], tf.int32)),
    "slice_size_too_big": lambda tf, np: tf.slice(_x(tf), [0, 0, 0], [3, 1, 1]),
    "slice_negative_begin": lambda tf, np: tf.slice(_x(tf), [-1, 0, 0], [1, 1, 1]),
    "slice_begin_past_end": lambda tf, np: tf.slice(_x(tf), [3, 0, 0], [-1, 1, 1]),
    "slice_size_minus_two": lambda tf, np: tf.slice(_x(tf), [0, 0, 0], [-2, 1, 1]),
    "slice_wrong_rank": lambda tf, np: tf.slice(_x(tf), [0, 0], [1, 1]),
    "slice_matrix_begin": lambda tf, np: tf.slice(_x(tf), [[0, 0, 0]], [[1, 1, 1]]),
    "slice_huge_begin": lambda tf, np: tf.slice(_x(tf), tf.constant([2**62, 0, 0], tf.int64),
                                                tf.constant([1, 1, 1], tf.int64)),
    # StridedSlice beyond indexing: masks given directly, begin/end/strides of every index type.
    "strided_slice_masks": lambda tf, np: tf.strided_slice(
        _x(tf), [0, 1, 0], [0, 0, 0], [1, 1, 1], begin_mask=1, end_mask=5, shrink_axis_mask=2),
    "strided_slice_ellipsis_new_axis": lambda tf, np: tf.strided_slice(
        _x(tf), [0, 0, 1], [0, 0, 2], [1, 1, 1], ellipsis_mask=1, new_axis_mask=2),
    "strided_slice_int16": lambda tf, np: tf.strided_slice(
        _x(tf), tf.constant([1], tf.int16), tf.constant([2], tf.int16), tf.constant([1], tf.int16)),
    "strided_slice_int64_extremes": lambda tf, np: tf.strided_slice(
        _x(tf), tf.constant([2**63 - 1], tf.int64), tf.constant([-2**63], tf.int64),
        tf.constant([-2**63], tf.int64)),
    "strided_slice_default_strides": lambda tf, np: tf.strided_slice(_x(tf), [1, 1], [2, 3]),
    "strided_slice_lengths_differ": lambda tf, np: tf.strided_slice(
        _x(tf), [0, 0], [1], [1]),
    "strided_slice_32_entries": lambda tf, np: tf.strided_slice(
        tf.zeros([1] * 40), [0] * 32, [1] * 32, [1] * 32),
    "strided_slice_two_ellipses": lambda tf, np: tf.strided_slice(
        _x(tf), [0, 0], [1, 1], [1, 1], ellipsis_mask=3),
    "strided_slice_shrink_backward": lambda tf, np: tf.strided_slice(
        _x(tf), [1], [2], [-1], shrink_axis_mask=1),
    "strided_slice_scalar": lambda tf, np: tf.strided_slice(tf.constant(1), [0], [1], [1]),
    "strided_slice_grad_identity": lambda tf, np: tf.raw_ops.StridedSliceGrad(
        shape=[3], begin=[0], end=[3], strides=[1], dy=tf.constant([1.0, 2.0, 3.0])),
    "strided_slice_grad_wrong_dy": lambda tf, np: tf.raw_ops.StridedSliceGrad(
        shape=[2, 3, 4], begin=[0, 1], end=[2, 3], strides=[1, 1], dy=tf.ones([2, 2, 3])),
    "strided_slice_grad_matrix_shape": lambda tf, np: tf.raw_ops.StridedSliceGrad(
        shape=[[2, 3, 4]], begin=[0], end=[1], strides=[1], dy=tf.ones([1, 3, 4])),
    "strided_slice_grad_negative_shape": lambda tf, np: tf.raw_ops.StridedSliceGrad(
        shape=[-2, 3], begin=[0], end=[1], strides=[1], dy=tf.ones([1, 3])),
    # Split and SplitV.
    "split_three_ways": lambda tf, np: tf.split(_x(tf), 2, axis=2),
    "split_negative_axis": lambda tf, np: tf.split(_x(tf), 3, axis=-2),
    "split_one_way": lambda tf, np: tf.split(_x(tf), 1),
    "split_empty": lambda tf, np: tf.split(tf.zeros([0, 4]), 2, axis=1),
    "split_sizes_minus_one_last": lambda tf, np: tf.split(_x(tf), [3, -1], axis=2),
    "split_sizes_zero": lambda tf, np: tf.split(_x(tf), [0, 4, 0], axis=2),
    "split_sizes_tensor_int64": lambda tf, np: tf.split(_x(tf), tf.constant([1, 2], tf.int64), 1),
    "split_uneven": lambda tf, np: tf.split(_x(tf), 5, axis=2),
    "split_axis_out_of_range": lambda tf, np: tf.split(_x(tf), 2, axis=3),
    "split_axis_too_negative": lambda tf, np: tf.split(_x(tf), 2, axis=-4),
    "split_scalar_input": lambda tf, np: tf.split(tf.constant(1), 1),
    "split_sizes_sum": lambda tf, np: tf.split(_x(tf), [1, 1], axis=2),
    "split_sizes_two_unknown": lambda tf, np: tf.split(_x(tf), [-1, -1], axis=2),
    "split_sizes_unknown_too_big": lambda tf, np: tf.split(_x(tf), [-1, 5], axis=2),
    "split_sizes_negative": lambda tf, np: tf.split(_x(tf), [-2, 6], axis=2),
    "split_sizes_axis_out_of_range": lambda tf, np: tf.split(_x(tf), [1, 3], axis=4),
    "split_sizes_matrix": lambda tf, np: tf.split(_x(tf), [[1, 1]], axis=0),
    "split_scalar_tensor": lambda tf, np: tf.split(_x(tf), tf.constant(2)),
    "split_float": lambda tf, np: tf.split(_x(tf), 2.0),
    "split_one_size_wrong": lambda tf, np: tf.split(_x(tf), [1], axis=0),
    # Tile.
    "tile_three_dims": lambda tf, np: tf.tile(tf.reshape(tf.range(6), [2, 1, 3]), [2, 3, 2]),
    "tile_zero": lambda tf, np: tf.tile(tf.constant([1, 2]), [0]),
    "tile_scalar": lambda tf, np: tf.tile(tf.constant(1), []),
    "tile_empty": lambda tf, np: tf.tile(tf.zeros([0, 2]), [3, 2]),
    "tile_int64_multiples": lambda tf, np: tf.tile(tf.constant([[1], [2]]),
                                                   tf.constant([1, 3], tf.int64)),
    "tile_wrong_length": lambda tf, np: tf.tile(_x(tf), [1, 2]),
    "tile_negative": lambda tf, np: tf.tile(_x(tf), [1, -2, 1]),
    "tile_matrix_multiples": lambda tf, np: tf.tile(_x(tf), [[1, 1, 1]]),
    "tile_overflow": lambda tf, np: tf.tile(_x(tf), tf.constant([2**62, 2**62, 1], tf.int64)),
    # BroadcastTo, BroadcastArgs, BroadcastGradientArgs.
    "broadcast_to_leading": lambda tf, np: tf.broadcast_to(tf.constant([1, 2, 3]), [2, 3]),
    "broadcast_to_inner": lambda tf, np: tf.broadcast_to(tf.constant([[1], [2]]), [2, 2, 3]),
    "broadcast_to_scalar": lambda tf, np: tf.broadcast_to(tf.constant(7.5), [2, 2]),
    "broadcast_to_same": lambda tf, np: tf.broadcast_to(tf.constant([1, 2]), [2]),
    "broadcast_to_empty": lambda tf, np: tf.broadcast_to(tf.constant([1, 2]), [0, 2]),
    "broadcast_to_empty_unchecked": lambda tf, np: tf.broadcast_to(tf.constant([1, 2, 3]),
                                                                   [0, 2]),
    "broadcast_to_incompatible": lambda tf, np: tf.broadcast_to(_x(tf), [3, 3, 4]),
    "broadcast_to_lower_rank": lambda tf, np: tf.broadcast_to(_x(tf), [3, 4]),
    "broadcast_to_negative": lambda tf, np: tf.broadcast_to(tf.constant([1]), [-1]),
    "broadcast_to_shrink": lambda tf, np: tf.broadcast_to(tf.constant([1, 2, 3]), [1]),
    "broadcast_to_scalar_shape": lambda tf, np: tf.broadcast_to(tf.constant([1, 2]), 2),
    "broadcast_to_huge": lambda tf, np: tf.broadcast_to(
        tf.constant([1]), tf.constant([2**62, 2**62], tf.int64)),
    "broadcast_dynamic_shape": lambda tf, np: tf.broadcast_dynamic_shape([2, 1], [3]),
    "broadcast_dynamic_shape_zero": lambda tf, np: tf.broadcast_dynamic_shape(
        tf.constant([0, 1], tf.int64), tf.constant([3, 1, 2], tf.int64)),
    "broadcast_dynamic_shape_incompatible": lambda tf, np: tf.broadcast_dynamic_shape([2, 3],
                                                                                      [4]),
    "broadcast_args_matrix": lambda tf, np: tf.raw_ops.BroadcastArgs(s0=[[2, 3]], s1=[4]),
    "broadcast_gradient_args": lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
        s0=[2, 1, 3], s1=[4, 1]),
    "broadcast_gradient_args_ones": lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
        s0=[1, 1], s1=[1]),
    "broadcast_gradient_args_same": lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
        s0=[2, 1], s1=[2, 1]),
    "broadcast_gradient_args_scalars": lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
        s0=tf.zeros([0], tf.int32), s1=tf.zeros([0], tf.int32)),
    "broadcast_gradient_args_incompatible": lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
        s0=[2, 3], s1=[4]),
    # ReverseV2.
    "reverse_two_axes": lambda tf, np: tf.reverse(_x(tf), [0, -1]),
    "reverse_no_axes": lambda tf, np: tf.reverse(_x(tf), tf.zeros([0], tf.int32)),
    "reverse_int64_axes": lambda tf, np: tf.reverse(_x(tf), tf.constant([1], tf.int64)),
    "reverse_empty": lambda tf, np: tf.reverse(tf.zeros([0, 3]), [1]),
    "reverse_scalar": lambda tf, np: tf.reverse(tf.constant(1), [0]),
    "reverse_duplicate": lambda tf, np: tf.reverse(_x(tf), [0, 0]),
    "reverse_out_of_range": lambda tf, np: tf.reverse(_x(tf), [3]),
    "reverse_too_negative": lambda tf, np: tf.reverse(_x(tf), tf.constant([-4], tf.int64)),
    "reverse_matrix_axes": lambda tf, np: tf.reverse(_x(tf), [[0]]),
    "reverse_rank_9": lambda tf, np: tf.reverse(tf.zeros([1] * 9), [0]),
    "reverse_uint16_values": lambda tf, np: tf.reverse(tf.constant([1, 2], tf.uint16), [0]),
    # InvertPermutation, ShapeN.
    "invert_permutation": lambda tf, np: tf.math.invert_permutation([3, 4, 0, 2, 1]),
    "invert_permutation_int64": lambda tf, np: tf.math.invert_permutation(
        tf.constant([2, 0, 1], tf.int64)),
    "invert_permutation_empty": lambda tf, np: tf.math.invert_permutation(
        tf.zeros([0], tf.int32)),
    "invert_permutation_duplicate": lambda tf, np: tf.math.invert_permutation([0, 0]),
    "invert_permutation_out_of_range": lambda tf, np: tf.math.invert_permutation([0, 2]),
    "invert_permutation_negative": lambda tf, np: tf.math.invert_permutation([-1, 0]),
    "invert_permutation_matrix": lambda tf, np: tf.math.invert_permutation([[0]]),
    "invert_permutation_float": lambda tf, np: tf.math.invert_permutation([0.0]),
    "shape_n": lambda tf, np: tf.shape_n([_x(tf), tf.constant(1), tf.zeros([0, 5])]),
    "shape_n_int64": lambda tf, np: tf.shape_n([_x(tf)], out_type=tf.int64),
    # ZerosLike and OnesLike with a dtype: zeros/ones of the input's shape.
    "zeros_like_dtype": lambda tf, np: tf.zeros_like(_x(tf), dtype=tf.float16),
    "zeros_like_string_to_int": lambda tf, np: tf.zeros_like(tf.constant(["a", "b"]),
                                                             dtype=tf.int32),
    "zeros_like_int_to_string": lambda tf, np: tf.zeros_like(tf.constant([1, 2]),
                                                             dtype=tf.string),
    "zeros_like_python_list": lambda tf, np: tf.zeros_like([[1.5, 2.0]]),
    "zeros_like_empty": lambda tf, np: tf.zeros_like(tf.zeros([0, 3], tf.int64)),
    "ones_like_dtype": lambda tf, np: tf.ones_like([1, 2], dtype=tf.complex64),
    "ones_like_same_dtype": lambda tf, np: tf.ones_like(tf.constant([1.0]), dtype=tf.float32),
    "ones_like_empty": lambda tf, np: tf.ones_like(tf.zeros([2, 0], tf.bool)),
    "ones_like_int_to_string": lambda tf, np: tf.ones_like(tf.constant(1), dtype=tf.string),
})


def _x_float(tf):
  return tf.reshape(tf.range(6.0), [2, 3])


# The tensors indexed by INDEXING.
TENSORS = {
    "x": _x,                                     # int32 [2, 3, 4]
    "v": lambda tf: tf.range(10),                # int32 [10]
    "m": _x_float,                               # float32 [2, 3]
    "s": lambda tf: tf.constant(7),              # int32 scalar
    "e": lambda tf: tf.zeros([0, 3]),            # float32 [0, 3]
    "t": lambda tf: tf.constant([b"a", b"b", b"c"]),  # string [3]
}

INDEXING = [
    ("v", "1:3"), ("v", "3"), ("v", "-1"), ("v", "-10"), ("v", ":"), ("v", "::2"),
    ("v", "1::3"), ("v", "::-1"), ("v", "::-3"), ("v", "8:2:-2"), ("v", "2:8:-1"),
    ("v", "-3:"), ("v", ":-3"), ("v", "100:"), ("v", "-100:3"), ("v", "5:5"), ("v", "7:3"),
    ("v", "None"), ("v", "..."), ("v", "None, 2:4"), ("v", "2:4, None"), ("v", "()"),
    ("v", "10"), ("v", "-11"), ("v", "0, 0"), ("v", "::0"),
    ("v", "tf.constant(2)"), ("v", "tf.constant(-2, tf.int64)"),
    ("v", "tf.constant(1):tf.constant(5)"), ("v", "::tf.constant(2)"),
    ("v", "np.int32(4)"), ("v", "np.int64(-1)"), ("v", "np.array(3)"),
    ("v", "2**31"), ("v", "0:2**40"), ("v", "-2**63:"), ("v", "2**70"),
    ("v", "1.5"), ("v", "'a'"), ("v", "tf.constant([1])"), ("v", "tf.constant(1.0)"),
    ("v", "np.array([1, 2])"), ("v", "1:2.5"),
    ("x", "1"), ("x", "-1"), ("x", "1, 2"), ("x", "1, 2, 3"), ("x", "-1, -1, -1"),
    ("x", "0, :, 1"), ("x", ":, 1"), ("x", "..., 1"), ("x", "..., ::-2"), ("x", "1, ..."),
    ("x", "1, ..., 2"), ("x", "None, ..., None"), ("x", ":, None, 1"), ("x", "1:, ::-1"),
    ("x", ":, 1:3, ::3"), ("x", "None, None"), ("x", "..., None"), ("x", "0, None, 1, None"),
    ("x", "2"), ("x", "-3"), ("x", "0, 3"), ("x", "0, 0, 4"), ("x", "0, 0, 0, 0"),
    ("x", "..., ..."), ("x", ":, ::0"), ("x", "[1]"), ("x", "[0, 1]"), ("x", "[0, slice(1, 3)]"),
    ("x", "tf.constant(1), tf.constant(2, tf.int64)"), ("x", "tf.constant(1, tf.int16)"),
    ("x", "tf.constant([[0]])"), ("x", "True"),
    ("m", "1"), ("m", ":, -1"), ("m", "::-1, ::-1"), ("m", "..., 1:2"),
    ("s", "()"), ("s", "..."), ("s", "None"), ("s", "0"), ("s", "None, ..."), ("s", ":"),
    ("e", ":, 1"), ("e", "1:"), ("e", "0"), ("e", "..., ::-1"),
    ("t", "::-1"), ("t", "1"), ("t", "None, 1:"),
]


def normalize_message(text):
  """An error's text less the parts TensorFlow and tflc word differently: TensorFlow's
  "{{function_node ...}} " prefix and the " [Op:...] name: ..." suffix."""
  if text.startswith("{{function_node"):
    text = text[text.find("}}") + 2:].lstrip()
  cut = text.find(" [Op:")
  return text[:cut] if cut >= 0 else text


def _value_text(value):
  if isinstance(value, float) and value != value:
    return "nan"
  return repr(value)


def outcome(function):
  """{"dtype", "shape", "values"} of what function() returns ({"list": [...]} for a list), or
  {"error": class name, "message": normalized text}."""
  try:
    result = function()
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": normalize_message(str(error))}
  if isinstance(result, (list, tuple)):
    return {"list": [_tensor_outcome(t) for t in result]}
  return _tensor_outcome(result)


def _tensor_outcome(tensor):
  import numpy  # pylint: disable=g-import-not-at-top
  array = numpy.asarray(tensor.numpy())  # TensorFlow gives a scalar string as bytes
  dtype = tensor.dtype.name
  if dtype in ("float16", "bfloat16"):
    values = array.astype("float32").reshape(-1).tolist()
  elif dtype.startswith("q"):
    values = array.reshape(-1).astype("int64").tolist()
  else:
    values = array.reshape(-1).tolist()
  return {"dtype": dtype, "shape": list(array.shape), "values": [_value_text(v) for v in values]}


class KeyMaker:
  """K[<expression>] is the key itself, as Python builds it for t[<expression>]."""

  def __getitem__(self, key):
    return key


def make_key(expression, tf, np):
  return eval(f"K[{expression}]", {"K": KeyMaker(), "tf": tf, "np": np})  # pylint: disable=eval-used


def index_case(tf, np, tensor_name, expression):
  """The function that computes TENSORS[tensor_name][expression] over `tf`."""
  return lambda: TENSORS[tensor_name](tf)[make_key(expression, tf, np)]
