"""Gradient cases of the neural-network ops (gradient_cases.py explains the form)."""

import numpy as np

_A64 = np.array([[0.3, -1.2, 2.5], [1.7, 0.4, -0.9]], np.float64)

CASES = {
    "relu/float64": lambda tf: (tf.nn.relu, [_A64]),
}
