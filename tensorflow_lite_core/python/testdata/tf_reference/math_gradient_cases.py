"""Gradient cases of the math ops (gradient_cases.py explains the form)."""

import numpy as np

_A64 = np.array([[0.3, -1.2, 2.5], [1.7, 0.4, -0.9]], np.float64)
_B64 = np.array([0.8, -0.6, 1.3], np.float64)
_A32 = _A64.astype(np.float32)

CASES = {
    "add/broadcast/float64": lambda tf: (lambda a, b: a + b, [_A64, _B64]),
    "mul/broadcast/float64": lambda tf: (lambda a, b: a * b, [_A64, _B64]),
    "mul/scalar_constant/float32": lambda tf: (lambda a: a * 1.5, [_A32]),
    "sub/float64": lambda tf: (lambda a, b: a - b, [_A64, _B64]),
    "neg/float64": lambda tf: (lambda a: -a, [_A64]),
    "square/float64": lambda tf: (tf.square, [_A64]),
    "tanh/float64": lambda tf: (tf.tanh, [_A64]),
    "reduce_sum/axis0/float64": lambda tf: (lambda a: tf.reduce_sum(a, 0), [_A64]),
    "reduce_sum/keepdims/float64": lambda tf: (lambda a: tf.reduce_sum(a, 1, keepdims=True), [_A64]),
    "matmul/transpose_b/float64": lambda tf: (
        lambda a, b: tf.matmul(a, b, transpose_b=True), [_A64, _A64]),
    "add_n/float64": lambda tf: (lambda a, b: tf.add_n([a, b, a]), [_A64, _A64]),
}
