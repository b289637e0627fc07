"""`tflc.test.compute_gradient`: an op's Jacobian from its gradient function beside the one
measured by central differences, as TensorFlow's `tf.test.compute_gradient`.

    theoretical, numerical = tflc.test.compute_gradient(tflc.tanh, [x])
    assert np.allclose(theoretical[0], numerical[0], atol=1e-4)

Each Jacobian has shape (y_size, x_size): row j holds the derivative of element j of f's output
with respect to each element of one x (flattened, row-major).
"""

import numpy as np

from tensorflow_lite_core.python.eager import backprop
from tensorflow_lite_core.python.framework import constant_op


def _as_arrays(xs):
  return [np.array(x.numpy() if hasattr(x, "numpy") else x) for x in xs]


def _evaluate(f, arrays, dtypes):
  tensors = [constant_op.constant(a, dtype=d) for a, d in zip(arrays, dtypes)]
  return np.array(f(*tensors).numpy())


def _theoretical(f, arrays, dtypes, param):
  tensors = [constant_op.constant(a, dtype=d) for a, d in zip(arrays, dtypes)]
  with backprop.GradientTape(persistent=True) as tape:
    tape.watch(tensors[param])
    y = f(*tensors)
  x_size = arrays[param].size
  y_size = int(np.prod(y.shape.as_list(), dtype=np.int64))
  jacobian = np.zeros((y_size, x_size), dtype=arrays[param].dtype)
  for row in range(y_size):
    upstream = np.zeros(y_size, dtype=y.dtype.as_numpy_dtype)
    upstream[row] = 1
    grad = tape.gradient(y, tensors[param],
                         output_gradients=constant_op.constant(upstream.reshape(y.shape.as_list()),
                                                               dtype=y.dtype))
    if grad is not None:  # an IndexedSlices (a gather's gradient) by its dense value
      grad = constant_op.convert_to_tensor(grad)
      jacobian[row, :] = np.array(grad.numpy()).reshape(-1)
  return jacobian


def _numerical(f, arrays, dtypes, param, delta):
  x = arrays[param]
  y_size = _evaluate(f, arrays, dtypes).size
  jacobian = np.zeros((y_size, x.size), dtype=x.dtype)
  flat = x.reshape(-1)
  for column in range(x.size):
    original = flat[column]
    flat[column] = original + delta
    above = _evaluate(f, arrays, dtypes).reshape(-1).astype(np.float64)
    flat[column] = original - delta
    below = _evaluate(f, arrays, dtypes).reshape(-1).astype(np.float64)
    flat[column] = original
    jacobian[:, column] = (above - below) / (2 * delta)
  return jacobian


def compute_gradient(f, x, delta=None):
  """The theoretical and numerical Jacobians of `f` at `x`.

  Args:
    f: a function of the tensors in `x` returning one tensor.
    x: a list of tensors or arrays (real floating types).
    delta: the step of the central differences; by default 1/1024, which a binary float
      represents exactly.

  Returns:
    (theoretical, numerical): tuples with one 2-D array per element of `x`.

  Raises:
    ValueError: `x` is not a list or tuple, or holds a non-floating or complex value.
  """
  if not isinstance(x, (list, tuple)):
    raise ValueError("`x` must be a list or tuple of Tensors or arrays, got "
                     f"{type(x).__name__}")
  if delta is None:
    delta = 1.0 / 1024
  dtypes = [getattr(v, "dtype", None) for v in x]
  arrays = _as_arrays(x)
  dtypes = [d if d is not None and not isinstance(d, np.dtype) else None for d in dtypes]
  for a in arrays:
    if not np.issubdtype(a.dtype, np.floating):
      raise ValueError(f"compute_gradient takes floating inputs, got {a.dtype}")
  theoretical = tuple(_theoretical(f, arrays, dtypes, i) for i in range(len(arrays)))
  numerical = tuple(_numerical(f, arrays, dtypes, i, delta) for i in range(len(arrays)))
  return theoretical, numerical


def max_error(grad1, grad2):
  """The largest absolute difference between two lists of Jacobians (of one shape each)."""
  error = 0.0
  for a, b in zip(grad1, grad2):
    if a.size or b.size:
      error = max(error, float(np.max(np.abs(np.asarray(a) - np.asarray(b)))))
  return error
