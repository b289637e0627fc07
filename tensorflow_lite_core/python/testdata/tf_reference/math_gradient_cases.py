"""Gradient cases of the math ops (gradient_cases.py explains the form)."""

import numpy as np

_A64 = np.array([[0.3, -1.2, 2.5], [1.7, 0.4, -0.9]], np.float64)
_B64 = np.array([0.8, -0.6, 1.3], np.float64)
_C64 = np.array([[0.7, 0.2, -1.1], [-0.4, 1.5, 0.6]], np.float64)
_A32 = _A64.astype(np.float32)
_B32 = _B64.astype(np.float32)
_POS64 = np.array([[1.3, 0.6, 2.5], [1.7, 0.9, 3.1]], np.float64)
_POS32 = _POS64.astype(np.float32)
# Away from zero, where 1/x is steep enough to defeat central differences.
_FAR64 = np.array([[1.3, -2.2, 3.5], [2.7, 1.4, -1.9]], np.float64)
_SQ64 = np.array([[0.5, -1.0], [2.0, 0.25]], np.float64)
# Ties: row 0 has its maximum twice, row 1 its minimum three times.
_TIES64 = np.array([[2.0, 1.0, 2.0, -1.0], [-3.0, -3.0, 0.5, -3.0]], np.float64)
_ZEROS64 = np.array([[0.0, 2.0, 3.0], [1.5, 0.0, 0.0]], np.float64)
_Z128 = np.array([[1 + 2j, -0.5 + 1j], [0.3 - 0.7j, 2 - 1j]], np.complex128)
_W128 = np.array([[0.2 - 1j, 1.5 + 0.5j], [-1 + 0.25j, 0.4 + 0.1j]], np.complex128)
_I32 = np.array([[3, -2, 5], [1, 4, -6]], np.int32)


def _matmul(transpose_a, transpose_b, dtype):
  a = np.arange(6, dtype=dtype).reshape(2, 3) / 4 - 0.5
  b = np.arange(12, dtype=dtype).reshape(3, 4) / 5 - 1
  if transpose_a:
    a = a.T.copy()
  if transpose_b:
    b = b.T.copy()
  return lambda tf: (lambda x, y: tf.matmul(x, y, transpose_a=transpose_a,
                                            transpose_b=transpose_b), [a, b])


CASES = {
    # Broadcasting binary arithmetic.
    "add/broadcast/float64": lambda tf: (lambda a, b: a + b, [_A64, _B64]),
    "add/broadcast/float32": lambda tf: (lambda a, b: a + b, [_B32, _A32]),
    "mul/broadcast/float64": lambda tf: (lambda a, b: a * b, [_A64, _B64]),
    "mul/scalar_constant/float32": lambda tf: (lambda a: a * 1.5, [_A32]),
    "mul/int32": lambda tf: (lambda a, b: a * b, [_I32, _I32]),
    "mul/complex128": lambda tf: (lambda a, b: a * b, [_Z128, _W128]),
    "sub/float64": lambda tf: (lambda a, b: a - b, [_A64, _B64]),
    "sub/broadcast_left/float32": lambda tf: (lambda a, b: a - b, [_B32, _A32]),
    "neg/float64": lambda tf: (lambda a: -a, [_A64]),
    "realdiv/broadcast/float64": lambda tf: (lambda a, b: a / b, [_A64, _B64]),
    "realdiv/float32": lambda tf: (lambda a, b: a / b, [_A32, _POS32]),
    "realdiv/complex128": lambda tf: (lambda a, b: a / b, [_Z128, _W128]),
    "floordiv/float64": lambda tf: (tf.math.floordiv, [_A64, _B64]),
    "truncatediv/int32": lambda tf: (tf.truncatediv, [_I32, _I32 * 0 + 2]),
    "floormod/broadcast/float64": lambda tf: (tf.math.floormod, [_A64 * 3.1, _B64]),
    "floormod/float32": lambda tf: (tf.math.floormod, [_A32 * 3, _POS32]),
    "pow/broadcast/float64": lambda tf: (tf.pow, [_POS64, _B64]),
    "pow/at_zero_and_negative/float64": lambda tf: (
        tf.pow, [np.array([0.0, -1.5, 2.0, 0.0], np.float64),
                 np.array([2.0, 2.0, 0.5, 0.0], np.float64)]),
    "pow/scalar_exponent/float32": lambda tf: (lambda a: tf.pow(a, 3.0), [_A32]),
    "pow/complex128": lambda tf: (tf.pow, [_Z128, _W128]),
    "pow/int32_negative_exponent": lambda tf: (
        tf.pow, [np.array([2, 3], np.int32), np.array([-1, 2], np.int32)]),
    "maximum/ties_broadcast/float64": lambda tf: (
        tf.maximum, [_A64, np.array([0.3, 0.4, 2.5], np.float64)]),
    "maximum/float32": lambda tf: (tf.maximum, [_A32, _C64.astype(np.float32)]),
    "minimum/ties_broadcast/float64": lambda tf: (
        tf.minimum, [_A64, np.array([0.3, 0.4, 2.5], np.float64)]),
    "minimum/scalar_constant/float32": lambda tf: (lambda a: tf.minimum(a, 0.4), [_A32]),
    "squared_difference/broadcast/float64": lambda tf: (
        tf.math.squared_difference, [_A64, _B64]),
    "squared_difference/float32": lambda tf: (
        tf.math.squared_difference, [_A32, _C64.astype(np.float32)]),
    "add_n/float64": lambda tf: (lambda a, b: tf.add_n([a, b, a]), [_A64, _A64]),
    # Element-wise unary math.
    "abs/float64": lambda tf: (tf.abs, [_A64]),
    "abs/float32": lambda tf: (tf.abs, [_A32]),
    "sign/float64": lambda tf: (lambda a: tf.sign(a) * a, [_A64]),
    "floor/float64": lambda tf: (tf.floor, [_A64]),
    "ceil/float32": lambda tf: (tf.math.ceil, [_A32]),
    "round/float64": lambda tf: (tf.round, [_A64]),
    "rint/float32": lambda tf: (tf.math.rint, [_A32]),
    "square/float64": lambda tf: (tf.square, [_A64]),
    "square/complex128": lambda tf: (tf.square, [_Z128]),
    "sqrt/float64": lambda tf: (tf.sqrt, [_POS64]),
    "sqrt/float32": lambda tf: (tf.sqrt, [_POS32]),
    "rsqrt/float64": lambda tf: (tf.math.rsqrt, [_POS64]),
    "reciprocal/float64": lambda tf: (tf.math.reciprocal, [_FAR64]),
    "reciprocal/float32": lambda tf: (tf.math.reciprocal, [_A32]),
    "exp/float64": lambda tf: (tf.exp, [_A64]),
    "exp/complex128": lambda tf: (tf.exp, [_Z128]),
    "expm1/float64": lambda tf: (tf.math.expm1, [_A64]),
    "log/float64": lambda tf: (tf.math.log, [_POS64]),
    "log/float32": lambda tf: (tf.math.log, [_POS32]),
    "log1p/float64": lambda tf: (tf.math.log1p, [_POS64]),
    "erf/float64": lambda tf: (tf.math.erf, [_A64]),
    "erf/float32": lambda tf: (tf.math.erf, [_A32]),
    "sin/float64": lambda tf: (tf.sin, [_A64]),
    "cos/float64": lambda tf: (tf.cos, [_A64]),
    "cos/float32": lambda tf: (tf.cos, [_A32]),
    "tanh/float64": lambda tf: (tf.tanh, [_A64]),
    "tanh/complex128": lambda tf: (tf.tanh, [_Z128]),
    "sigmoid/float64": lambda tf: (tf.sigmoid, [_A64]),
    "sigmoid/float32": lambda tf: (tf.sigmoid, [_A32]),
    "conj/complex128": lambda tf: (lambda a: tf.math.conj(a) * a, [_Z128]),
    "conj/float64": lambda tf: (tf.math.conj, [_A64]),
    # The gradient ops, for second derivatives.
    "tanh_grad/float64": lambda tf: (lambda y, dy: tf.raw_ops.TanhGrad(y=y, dy=dy), [_A64, _C64]),
    "sigmoid_grad/float64": lambda tf: (
        lambda y, dy: tf.raw_ops.SigmoidGrad(y=y, dy=dy), [_A64, _C64]),
    "sqrt_grad/float64": lambda tf: (
        lambda y, dy: tf.raw_ops.SqrtGrad(y=y, dy=dy), [_POS64, _C64]),
    "rsqrt_grad/float64": lambda tf: (
        lambda y, dy: tf.raw_ops.RsqrtGrad(y=y, dy=dy), [_A64, _C64]),
    "reciprocal_grad/float64": lambda tf: (
        lambda y, dy: tf.raw_ops.ReciprocalGrad(y=y, dy=dy), [_A64, _C64]),
    "reciprocal_grad/float32": lambda tf: (
        lambda y, dy: tf.raw_ops.ReciprocalGrad(y=y, dy=dy), [_A32, _C64.astype(np.float32)]),
    "second_derivative/tanh/float64": lambda tf: (lambda a: _second(tf, tf.tanh, a), [_A64]),
    "second_derivative/sigmoid/float64": lambda tf: (lambda a: _second(tf, tf.sigmoid, a), [_A64]),
    "second_derivative/sqrt/float64": lambda tf: (lambda a: _second(tf, tf.sqrt, a), [_POS64]),
    "second_derivative/rsqrt/float64": lambda tf: (
        lambda a: _second(tf, tf.math.rsqrt, a), [_POS64]),
    "second_derivative/reciprocal/float64": lambda tf: (
        lambda a: _second(tf, tf.math.reciprocal, a), [_FAR64]),
    # Casts.
    "cast/float64_float32_float64": lambda tf: (
        lambda a: tf.cast(tf.cast(a, tf.float32), tf.float64), [_A64]),
    "cast/float32_to_float64": lambda tf: (lambda a: tf.cast(a, tf.float64) * 2.0, [_A32]),
    "cast/float_int_float": lambda tf: (
        lambda a: tf.cast(tf.cast(a, tf.int32), tf.float64), [_A64 * 3]),
    "cast/float64_to_complex128": lambda tf: (
        lambda a: tf.cast(a, tf.complex128) * (1 + 2j), [_A64]),
    # Reductions.
    "reduce_sum/axis0/float64": lambda tf: (lambda a: tf.reduce_sum(a, 0), [_A64]),
    "reduce_sum/keepdims/float64": lambda tf: (lambda a: tf.reduce_sum(a, 1, keepdims=True), [_A64]),
    "reduce_sum/all/float32": lambda tf: (tf.reduce_sum, [_A32]),
    "reduce_sum/negative_axis/float64": lambda tf: (
        lambda a: tf.reduce_sum(a * a, -1), [_A64]),
    "reduce_mean/all/float64": lambda tf: (tf.reduce_mean, [_A64]),
    "reduce_mean/axis1/float32": lambda tf: (lambda a: tf.reduce_mean(a, 1), [_A32]),
    "reduce_mean/negative_axes_keepdims/float64": lambda tf: (
        lambda a: tf.reduce_mean(a * a, [-2, -1], keepdims=True), [_A64]),
    "reduce_mean/rank3_axis1/float64": lambda tf: (
        lambda a: tf.reduce_mean(a * a, 1), [np.arange(24, dtype=np.float64).reshape(2, 3, 4) / 7]),
    "reduce_max/ties_axis1/float64": lambda tf: (lambda a: tf.reduce_max(a, 1), [_TIES64]),
    "reduce_max/all/float32": lambda tf: (tf.reduce_max, [_TIES64.astype(np.float32)]),
    "reduce_max/keepdims_negative_axis/float64": lambda tf: (
        lambda a: tf.reduce_max(a, -1, keepdims=True), [_TIES64]),
    "reduce_min/ties_axis1/float64": lambda tf: (lambda a: tf.reduce_min(a, 1), [_TIES64]),
    "reduce_min/ties_axis0/float32": lambda tf: (
        lambda a: tf.reduce_min(a, 0), [_TIES64.astype(np.float32)]),
    "reduce_prod/axis1/float64": lambda tf: (lambda a: tf.reduce_prod(a, 1), [_A64]),
    "reduce_prod/with_zeros/float64": lambda tf: (lambda a: tf.reduce_prod(a, 1), [_ZEROS64]),
    "reduce_prod/all_keepdims/float32": lambda tf: (
        lambda a: tf.reduce_prod(a, keepdims=True), [_A32]),
    "reduce_prod/rank3_axes/float64": lambda tf: (
        lambda a: tf.reduce_prod(a, [0, -1]),
        [np.linspace(-1.5, 2.0, 24, dtype=np.float64).reshape(2, 3, 4)]),
    "reduce_prod/complex128": lambda tf: (lambda a: tf.reduce_prod(a, 0), [_Z128]),
    "cumsum/axis1/float64": lambda tf: (lambda a: tf.cumsum(a, 1) * a, [_A64]),
    "cumsum/exclusive_reverse/float64": lambda tf: (
        lambda a: tf.cumsum(a, 0, exclusive=True, reverse=True) * a, [_A64]),
    "cumsum/float32": lambda tf: (lambda a: tf.cumsum(a, -1), [_A32]),
    "cumprod/axis1/float64": lambda tf: (lambda a: tf.math.cumprod(a, 1), [_A64]),
    "cumprod/exclusive/float64": lambda tf: (
        lambda a: tf.math.cumprod(a, 1, exclusive=True), [_A64]),
    "cumprod/reverse_with_zeros/float64": lambda tf: (
        lambda a: tf.math.cumprod(a, 1, reverse=True), [_ZEROS64]),
    "cumprod/float32": lambda tf: (lambda a: tf.math.cumprod(a, 0), [_A32]),
    "unsorted_segment_sum/negative_ids/float64": lambda tf: (
        lambda a: tf.math.unsorted_segment_sum(a, np.array([1, -1], np.int32), 3) * 2.0,
        [_A64]),
    "unsorted_segment_sum/rank3/float32": lambda tf: (
        lambda a: tf.math.unsorted_segment_sum(a, np.array([[0, 2], [2, -1]], np.int32), 3),
        [np.arange(12, dtype=np.float32).reshape(2, 2, 3)]),
    # MatMul.
    "matmul/float64": _matmul(False, False, np.float64),
    "matmul/transpose_a/float64": _matmul(True, False, np.float64),
    "matmul/transpose_b/float64": _matmul(False, True, np.float64),
    "matmul/transpose_both/float64": _matmul(True, True, np.float64),
    "matmul/float32": _matmul(False, False, np.float32),
    "matmul/transpose_both/float32": _matmul(True, True, np.float32),
    "matmul/complex128": lambda tf: (tf.matmul, [_Z128, _W128]),
    "matmul/adjoint_b/complex128": lambda tf: (
        lambda a, b: tf.matmul(a, b, adjoint_b=True), [_Z128, _W128]),
    # Einsum.
    "einsum/matmul/float64": lambda tf: (
        lambda a, b: tf.einsum("ij,jk->ik", a, b), [_A64, _C64.T.copy()]),
    "einsum/transposed_output/float64": lambda tf: (
        lambda a, b: tf.einsum("ij,jk->ki", a, b), [_A64, _C64.T.copy()]),
    "einsum/batch/float32": lambda tf: (
        lambda a, b: tf.einsum("bij,bjk->bik", a, b),
        [np.arange(12, dtype=np.float32).reshape(2, 2, 3) / 5,
         np.arange(18, dtype=np.float32).reshape(2, 3, 3) / 7]),
    "einsum/broadcast_ellipsis/float64": lambda tf: (
        lambda a, b: tf.einsum("...ij,...jk->...ik", a, b),
        [np.linspace(-1, 1, 12, dtype=np.float64).reshape(2, 1, 2, 3),
         np.linspace(-2, 1, 18, dtype=np.float64).reshape(3, 3, 2)]),
    "einsum/ellipsis_one_side/float64": lambda tf: (
        lambda a, b: tf.einsum("...ij,jk->...ik", a, b),
        [np.linspace(-1, 1, 12, dtype=np.float64).reshape(2, 2, 3), _C64.T.copy()]),
    "einsum/summed_label/float64": lambda tf: (
        lambda a, b: tf.einsum("ij,jk->i", a, b), [_A64, _C64.T.copy()]),
    "einsum/summed_label_transposed/float64": lambda tf: (
        lambda a, b: tf.einsum("abc,cd->da", a, b),
        [np.linspace(-1, 1, 24, dtype=np.float64).reshape(2, 3, 4),
         np.linspace(0, 2, 8, dtype=np.float64).reshape(4, 2)]),
    "einsum/outer/float64": lambda tf: (lambda a, b: tf.einsum("i,j->ij", a, b), [_B64, _B64[:2]]),
    "einsum/unary_transpose/float64": lambda tf: (
        lambda a: tf.einsum("ij->ji", a) * _C64.T, [_A64]),
    "einsum/unary_sum/float64": lambda tf: (lambda a: tf.einsum("ij->i", a * a), [_A64]),
    "einsum/unary_sum_transposed/float64": lambda tf: (
        lambda a: tf.einsum("ijk->ki", a * a),
        [np.linspace(-1, 1, 24, dtype=np.float64).reshape(2, 3, 4)]),
    "einsum/complex128": lambda tf: (lambda a, b: tf.einsum("ij,jk->ik", a, b), [_Z128, _W128]),
    # Selections and clipping.
    "where/broadcast/float64": lambda tf: (
        lambda a, b: tf.where(np.array([True, False, True]), a, b), [_A64, _B64]),
    "where/scalar_branch/float32": lambda tf: (
        lambda a, b: tf.where(a > 0, a, b), [_A32, np.float32(0.5)]),
    "where/broadcast_condition/float64": lambda tf: (
        lambda a, b: tf.where(np.array([[True], [False]]), a, b), [_A64, _C64]),
    "select/float64": lambda tf: (
        lambda a, b: tf.raw_ops.Select(condition=np.array([[True, False, True], [False, True,
                                                                                False]]),
                                       x=a, y=b), [_A64, _C64]),
    "select/vector_condition/float32": lambda tf: (
        lambda a, b: tf.raw_ops.Select(condition=np.array([False, True]), x=a, y=b),
        [_A32, _C64.astype(np.float32)]),
    "clip_by_value/tensors/float64": lambda tf: (
        lambda t, lo, hi: tf.clip_by_value(t, lo, hi), [_A64, np.float64(-0.5), _B64 + 1.1]),
    "clip_by_value/raw_op/float64": lambda tf: (
        lambda t, lo, hi: tf.raw_ops.ClipByValue(t=t, clip_value_min=lo, clip_value_max=hi),
        [_A64, np.float64(-0.5), np.float64(1.6)]),
    "clip_by_value/raw_op_broadcast/float32": lambda tf: (
        lambda t, lo, hi: tf.raw_ops.ClipByValue(t=t, clip_value_min=lo, clip_value_max=hi),
        [_A32, np.full([2, 3], -0.5, np.float32), np.full([2, 3], 0.4, np.float32)]),
    # Ops without gradients.
    "argmax/float64": lambda tf: (
        lambda a: tf.cast(tf.argmax(a, 1), tf.float64) + tf.reduce_sum(a), [_A64]),
    "argmin/float32": lambda tf: (
        lambda a: tf.cast(tf.argmin(a, 0), tf.float32) * 2.0, [_A32]),
    "comparisons/float64": lambda tf: (
        lambda a, b: (tf.where(a > b, a, b) + tf.where(a >= b, b, a) + tf.where(a < b, a, 0 * a)
                      + tf.where(a <= b, b, 0 * b)), [_A64, _C64]),
    "equality/float64": lambda tf: (
        lambda a, b: (tf.cast(tf.equal(a, b), tf.float64) * a
                      + tf.cast(tf.not_equal(a, b), tf.float64) * b), [_A64, _A64 * 0 + 0.3]),
    "approximate_equal/float32": lambda tf: (
        lambda a, b: tf.where(tf.raw_ops.ApproximateEqual(x=a, y=b, tolerance=0.5), a, b),
        [_A32, _C64.astype(np.float32)]),
    "logical/float64": lambda tf: (
        lambda a, b: tf.where(tf.logical_or(tf.logical_and(a > 0, b > 0), tf.logical_not(a < 1)),
                              a, b), [_A64, _C64]),
    "is_finite_nan_inf/float64": lambda tf: (
        lambda a: tf.where(tf.math.is_finite(a), a, 0 * a) + tf.where(tf.math.is_nan(a), a, a)
        + tf.where(tf.math.is_inf(a), 0 * a, a),
        [np.array([1.5, np.inf, -2.0], np.float64)]),
    "reduce_any_all/float64": lambda tf: (
        lambda a: tf.where(tf.reduce_any(a > 2), a, -a) * tf.where(tf.reduce_all(a > 0), np.float64(2), np.float64(3)),
        [_A64]),
    "range/float64": lambda tf: (
        lambda s: tf.reduce_sum(tf.range(s, 3.0, 1.0)) + s, [np.float64(0.5)]),
    "stateless_normal/float64": lambda tf: (
        lambda a: tf.random.stateless_normal([2, 3], seed=[1, 2], dtype=tf.float64) * a, [_A64]),
}

# float64 cases whose tape gradient is not the derivative central differences measure.
NOT_CHECKED_NUMERICALLY = {
    "floordiv/float64": "TensorFlow defines no gradient (None) for a step function",
    "floor/float64": "TensorFlow gives None for the rounding ops",
    "round/float64": "TensorFlow gives None for the rounding ops",
    "cast/float_int_float": "the integer cast passes no gradient",
    "pow/at_zero_and_negative/float64": "log(x) is taken as 0 at x <= 0, where the derivative in "
                                        "y is undefined or infinite",
    "maximum/ties_broadcast/float64": "at ties the whole gradient goes to x",
    "minimum/ties_broadcast/float64": "at ties the whole gradient goes to x",
    "reduce_max/ties_axis1/float64": "ties share the gradient; the function has no derivative "
                                     "there",
    "reduce_max/keepdims_negative_axis/float64": "ties share the gradient",
    "reduce_min/ties_axis1/float64": "ties share the gradient",
    "argmax/float64": "argmax is a step function with no gradient",
    "equality/float64": "equality is a step function with no gradient",
    "is_finite_nan_inf/float64": "central differences at infinity are NaN",
    "range/float64": "Range passes no gradient to its start",
    "cumprod/reverse_with_zeros/float64": "TensorFlow divides the scan by x with DivNoNan, so an "
                                          "element equal to 0 gets 0, not its derivative",
}


def _second(tf, function, a):
  """The gradient of sum(function(a)) (the tape's default for a non-scalar target) times a: its
  tape records the first derivative's ops
  (TanhGrad, SigmoidGrad, ...), which the outer tape differentiates."""
  with tf.GradientTape() as inner:
    inner.watch(a)
    y = function(a)
  return inner.gradient(y, a) * a
