"""Gradient cases of the array ops (gradient_cases.py explains the form)."""

import numpy as np

_A64 = np.array([[0.3, -1.2, 2.5], [1.7, 0.4, -0.9]], np.float64)

CASES = {
    "identity/float64": lambda tf: (tf.identity, [_A64]),
    "reshape/float64": lambda tf: (lambda a: tf.reshape(a, [3, 2]) * tf.constant([[1.0, 2.0]] * 3, tf.float64), [_A64]),
    "stop_gradient/float64": lambda tf: (lambda a: tf.stop_gradient(a) * a, [_A64]),
}

# Cases whose gradient is not the derivative on purpose, with why: no central-difference check.
NOT_CHECKED_NUMERICALLY = {
    "stop_gradient/float64": "StopGradient passes no gradient, by definition",
}
