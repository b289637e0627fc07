"""Gradient cases of the neural-network ops (gradient_cases.py explains the form)."""

import numpy as np

_A64 = np.array([[0.3, -1.2, 2.5], [1.7, 0.4, -0.9]], np.float64)
_C64 = np.array([[0.7, 0.2, -1.1], [-0.4, 1.5, 0.6]], np.float64)
_A32 = _A64.astype(np.float32)
_C32 = _C64.astype(np.float32)
_BIAS64 = np.array([0.5, -0.25, 1.0], np.float64)
_NCHW64 = np.linspace(-1, 1, 24, dtype=np.float64).reshape(2, 3, 2, 2)
# Weights that make each output element count differently, so that the gradient is not the
# gradient of a sum (a softmax row's sum is constant).
_W64 = np.array([[1.0, -2.0, 0.5], [0.25, 3.0, -1.0]], np.float64)


def _second(tf, function, a):
  """The gradient of sum(function(a) * a) (the tape's default for a non-scalar target) times a:
  the outer tape differentiates the first derivative's ops (ReluGrad, EluGrad, ...)."""
  with tf.GradientTape() as inner:
    inner.watch(a)
    y = function(a) * a
  return inner.gradient(y, a) * a


CASES = {
    "relu/float64": lambda tf: (tf.nn.relu, [_A64]),
    "relu/float32": lambda tf: (tf.nn.relu, [_A32]),
    "relu_grad/float64": lambda tf: (
        lambda g, x: tf.raw_ops.ReluGrad(gradients=g, features=x), [_C64, _A64]),
    "elu/float64": lambda tf: (tf.nn.elu, [_A64]),
    "elu/float32": lambda tf: (tf.nn.elu, [_A32]),
    "elu_grad/float64": lambda tf: (
        lambda g, y: tf.raw_ops.EluGrad(gradients=g, outputs=y), [_C64, _A64]),
    "selu/float64": lambda tf: (tf.nn.selu, [_A64]),
    "selu/float32": lambda tf: (tf.nn.selu, [_A32]),
    "selu_grad/float64": lambda tf: (
        lambda g, y: tf.raw_ops.SeluGrad(gradients=g, outputs=y), [_C64, _A64]),
    "leaky_relu/default_alpha/float64": lambda tf: (tf.nn.leaky_relu, [_A64]),
    "leaky_relu/alpha/float32": lambda tf: (lambda a: tf.nn.leaky_relu(a, alpha=0.05), [_A32]),
    "leaky_relu_grad/float64": lambda tf: (
        lambda g, x: tf.raw_ops.LeakyReluGrad(gradients=g, features=x, alpha=0.3),
        [_C64, _A64]),
    "softplus/float64": lambda tf: (tf.nn.softplus, [_A64]),
    "softplus/float32": lambda tf: (tf.nn.softplus, [_A32]),
    "softplus_grad/float64": lambda tf: (
        lambda g, x: tf.raw_ops.SoftplusGrad(gradients=g, features=x), [_C64, _A64]),
    "softmax/float64": lambda tf: (lambda a: tf.nn.softmax(a) * _W64, [_A64]),
    "softmax/float32": lambda tf: (lambda a: tf.nn.softmax(a) * _W64.astype(np.float32), [_A32]),
    "log_softmax/float64": lambda tf: (lambda a: tf.nn.log_softmax(a) * _W64, [_A64]),
    "log_softmax/float32": lambda tf: (
        lambda a: tf.nn.log_softmax(a) * _W64.astype(np.float32), [_A32]),
    "bias_add/float64": lambda tf: (lambda a, b: tf.nn.bias_add(a, b) * _W64, [_A64, _BIAS64]),
    "bias_add/float32": lambda tf: (tf.nn.bias_add, [_A32, _BIAS64.astype(np.float32)]),
    "bias_add/nchw/float64": lambda tf: (
        lambda a, b: tf.nn.bias_add(a, b, data_format="NCHW") * _NCHW64, [_NCHW64, _BIAS64]),
    "bias_add_grad/float64": lambda tf: (
        lambda g: tf.raw_ops.BiasAddGrad(out_backprop=g) * _BIAS64, [_A64]),
    "bias_add_grad/nchw/float64": lambda tf: (
        lambda g: tf.raw_ops.BiasAddGrad(out_backprop=g, data_format="NCHW") * _BIAS64,
        [_NCHW64]),
    "second_derivative/relu/float64": lambda tf: (lambda a: _second(tf, tf.nn.relu, a), [_A64]),
    "second_derivative/elu/float64": lambda tf: (lambda a: _second(tf, tf.nn.elu, a), [_A64]),
    "second_derivative/selu/float64": lambda tf: (lambda a: _second(tf, tf.nn.selu, a), [_A64]),
    "second_derivative/leaky_relu/float64": lambda tf: (
        lambda a: _second(tf, tf.nn.leaky_relu, a), [_A64]),
    "second_derivative/softplus/float64": lambda tf: (
        lambda a: _second(tf, tf.nn.softplus, a), [_A64]),
    "second_derivative/softmax/float64": lambda tf: (
        lambda a: _second(tf, lambda x: tf.nn.softmax(x) * _W64, a), [_A64]),
    "second_derivative/log_softmax/float64": lambda tf: (
        lambda a: _second(tf, lambda x: tf.nn.log_softmax(x) * _W64, a), [_A64]),
    "second_derivative/bias_add/float64": lambda tf: (
        lambda a, b: _second(tf, lambda x: tf.nn.bias_add(a, x) * _W64, b), [_A64, _BIAS64]),
}

# float64 cases whose tape gradient is not the derivative central differences measure.
NOT_CHECKED_NUMERICALLY = {
    "elu_grad/float64": "EluGrad's gradient in its outputs is TensorFlow's, which treats the "
                        "outputs as independent of the incoming gradient, where they are not "
                        "for y < 0",
    "selu_grad/float64": "as EluGrad's",
    "leaky_relu_grad/float64": "a step function in its features, whose gradient TensorFlow "
                               "gives as zeros",
    "relu_grad/float64": "a step function in its features, whose gradient TensorFlow gives as "
                         "zeros",
}
