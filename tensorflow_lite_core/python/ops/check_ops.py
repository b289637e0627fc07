"""TensorFlow's tf.debugging assertions in eager mode, and `tflc.ensure_shape`.

Each assertion returns None when it holds. Element-wise ones raise InvalidArgumentError with
TensorFlow's text (the failing indices and values, the first `summarize` elements); rank, dtype and
shape ones raise ValueError or TypeError, as TensorFlow's do once the shapes are known (in eager
mode they always are). `name` is accepted and unused, as in TensorFlow's eager mode.
"""

# pylint: disable=unused-argument

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.framework import tensor_shape
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import math_ops

# The dtypes tf.debugging.is_numeric_tensor accepts: not bool, string, resource or variant.
NUMERIC_TYPES = frozenset([
    dtypes.float16, dtypes.float32, dtypes.float64, dtypes.int8, dtypes.int16, dtypes.int32,
    dtypes.int64, dtypes.uint8, dtypes.uint16, dtypes.uint32, dtypes.uint64, dtypes.qint8,
    dtypes.qint16, dtypes.qint32, dtypes.quint8, dtypes.quint16, dtypes.complex64,
    dtypes.complex128, dtypes.bfloat16])

# What element-wise assertions print when `summarize` is None, and for a negative one.
_DEFAULT_SUMMARIZE = 3
_SUMMARIZE_ALL = 10**9


def _message_prefix(message):
  return f"{message}.  " if message else ""


def _shape_and_dtype_text(tensor):
  """How eager assertions name a tensor: eager tensors have no name."""
  return f"shape={tensor.shape} dtype={tensor.dtype.name}"


def _failure_details(symbol, x, y, summarize, holds):
  """The lines after "Condition x <symbol> y did not hold.": where x and y differ (when their
  shapes are equal and not scalars) and their first elements."""
  lines = []
  if summarize <= 0:
    return lines
  x_values, y_values = np.asarray(x.numpy()), np.asarray(y.numpy())
  if x.shape == y.shape and x.shape.as_list():
    failing = np.logical_not(np.asarray(holds.numpy()))
    indices = np.argwhere(failing)
    count = min(summarize, indices.shape[0])
    lines += [f"Indices of first {count} different values:", str(indices[:count]),
              "Corresponding x values:", str(x_values[failing].reshape(-1)[:count]),
              "Corresponding y values:", str(y_values[failing].reshape(-1)[:count])]
  x_flat, y_flat = x_values.reshape(-1), y_values.reshape(-1)
  x_count, y_count = min(x_flat.size, summarize), min(y_flat.size, summarize)
  lines += [f"First {x_count} elements of x:", str(x_flat[:x_count]),
            f"First {y_count} elements of y:", str(y_flat[:y_count])]
  return lines


def _binary_assert(symbol, compare, x, y, message, summarize):
  x = constant_op.convert_to_tensor(x, name="x")
  y = constant_op.convert_to_tensor(y, name="y")
  holds = compare(x, y)
  if math_ops.reduce_all(holds):
    return
  if summarize is None:
    summarize = _DEFAULT_SUMMARIZE
  elif summarize < 0:
    summarize = _SUMMARIZE_ALL
  lines = [f"Condition x {symbol} y did not hold."]
  lines += _failure_details(symbol, x, y, summarize, holds)
  if message is not None:
    lines = [str(message)] + lines
  raise errors.InvalidArgumentError(None, None, "\n".join(lines))


def assert_equal(x, y, message=None, summarize=None, name=None):
  """Raises InvalidArgumentError unless `x == y` element-wise (with broadcasting)."""
  _binary_assert("==", math_ops.equal, x, y, message, summarize)


def assert_none_equal(x, y, summarize=None, message=None, name=None):
  """Raises InvalidArgumentError unless `x != y` element-wise (with broadcasting)."""
  _binary_assert("!=", math_ops.not_equal, x, y, message, summarize)


def assert_less(x, y, message=None, summarize=None, name=None):
  """Raises InvalidArgumentError unless `x < y` element-wise (with broadcasting)."""
  _binary_assert("<", math_ops.less, x, y, message, summarize)


def assert_less_equal(x, y, message=None, summarize=None, name=None):
  """Raises InvalidArgumentError unless `x <= y` element-wise (with broadcasting)."""
  _binary_assert("<=", math_ops.less_equal, x, y, message, summarize)


def assert_greater(x, y, message=None, summarize=None, name=None):
  """Raises InvalidArgumentError unless `x > y` element-wise (with broadcasting)."""
  _binary_assert(">", math_ops.greater, x, y, message, summarize)


def assert_greater_equal(x, y, message=None, summarize=None, name=None):
  """Raises InvalidArgumentError unless `x >= y` element-wise (with broadcasting)."""
  _binary_assert(">=", math_ops.greater_equal, x, y, message, summarize)


def _summarize(tensor, summarize):
  """One data item of a failed Assert, as TensorFlow prints it: the first `summarize` elements
  joined by ", " ("..." when some are left out)."""
  values = np.asarray(tensor.numpy())
  if summarize is None:
    summarize = _DEFAULT_SUMMARIZE
  elif summarize < 0:
    summarize = values.size
  if values.ndim == 0:
    return str(values[()]) if summarize != 0 else ""
  flat = values.reshape(-1)
  texts = [str(value) for value in flat[:summarize]]
  if len(texts) < flat.size:
    texts.append("...")
  return ", ".join(texts)


def assert_near(x, y, rtol=None, atol=None, message=None, summarize=None, name=None):
  """Raises InvalidArgumentError unless `abs(x - y) < atol + rtol * abs(y)` element-wise.

  `rtol` and `atol` default to 10 times the machine epsilon of x's dtype; an integer x is a
  ValueError (NumPy's "not inexact"), as in TensorFlow.
  """
  x = constant_op.convert_to_tensor(x, name="x")
  y = constant_op.convert_to_tensor(y, dtype=x.dtype, name="y")
  dtype = x.dtype.real_dtype if x.dtype.is_complex else x.dtype
  eps = np.finfo(dtype.as_numpy_dtype).eps
  rtol = constant_op.convert_to_tensor(10 * eps if rtol is None else rtol, dtype, name="rtol")
  atol = constant_op.convert_to_tensor(10 * eps if atol is None else atol, dtype, name="atol")
  tolerance = atol + rtol * math_ops.abs(y)
  condition = math_ops.reduce_all(math_ops.less(math_ops.abs(x - y), tolerance))
  if condition:
    return
  data = [_message_prefix(message),
          f"x and y not equal to tolerance rtol = {rtol!s}, atol = {atol!s}",
          f"x ({_shape_and_dtype_text(x)}) = ", x, f"y ({_shape_and_dtype_text(y)}) = ", y]
  texts = [_summarize(constant_op.convert_to_tensor(item), summarize) for item in data]
  summary = "\n".join(texts)
  raise errors.InvalidArgumentError(
      None, None, f"Expected '{condition!s}' to be true. Summarized data: {summary}")


def _static_ranks(ranks):
  """The int32 scalars `ranks` as ints, with TensorFlow's TypeError and ValueError."""
  values = []
  for rank in ranks:
    rank = constant_op.convert_to_tensor(rank, name="rank")
    assert_type(rank, dtypes.int32)
    value = np.asarray(rank.numpy())
    if value.ndim != 0:
      raise ValueError("Rank must be a scalar.")
    values.append(int(value))
  return values


def assert_rank(x, rank, message=None, name=None):
  """Raises ValueError unless `x` has rank `rank` (an int32 scalar)."""
  x = constant_op.convert_to_tensor(x, name="x")
  (rank,) = _static_ranks([rank])
  if x.shape.rank != rank:
    raise ValueError(f"{_message_prefix(message)}Tensor  must have rank {rank}.  Received rank "
                     f"{x.shape.rank}, shape {x.shape}")


def assert_rank_at_least(x, rank, message=None, name=None):
  """Raises ValueError unless `x` has rank `rank` (an int32 scalar) or more."""
  x = constant_op.convert_to_tensor(x, name="x")
  (rank,) = _static_ranks([rank])
  if x.shape.rank < rank:
    raise ValueError(f"{_message_prefix(message)}Tensor  must have rank at least {rank}.  "
                     f"Received rank {x.shape.rank}, shape {x.shape}")


def assert_rank_in(x, ranks, message=None, name=None):
  """Raises ValueError unless the rank of `x` is one of `ranks` (int32 scalars)."""
  x = constant_op.convert_to_tensor(x, name="x")
  ranks = tuple(_static_ranks(ranks))
  if x.shape.rank not in ranks:
    raise ValueError(f"{_message_prefix(message)}Tensor  must have rank in {ranks}.  Received "
                     f"rank {x.shape.rank}, shape {x.shape}")


def assert_type(tensor, tf_type, message=None, name=None):
  """Raises TypeError unless `tensor`'s dtype is `tf_type`."""
  tf_type = dtypes.as_dtype(tf_type)
  tensor = constant_op.convert_to_tensor(tensor, name="tensor")
  if tensor.dtype != tf_type:
    raise TypeError(f"{_message_prefix(message)}tensor must be of type {tf_type!r}; got "
                    f"{tensor.dtype!r}")


def _dimension_sizes(tensor):
  """The sizes assert_shapes checks: a scalar counts as one dimension of size 1."""
  return tensor.shape.as_list() or [1]


def _is_known_size(symbol):
  """Whether a symbol of assert_shapes is a size itself (an int, or a text that is one)."""
  try:
    int(symbol)
  except (TypeError, ValueError):
    return False
  return symbol is not None


def _shape_constraints(shapes, prefix):
  """[(tensor, symbols, any leading dims)] of assert_shapes' `shapes`, checked for form."""
  constraints = []
  for x, symbolic_shape in shapes:
    if symbolic_shape is None:
      continue
    x = constant_op.convert_to_tensor(x)
    if not (hasattr(symbolic_shape, "__iter__") or hasattr(symbolic_shape, "__getitem__")):
      raise ValueError(
          f"{prefix}Tensor {_shape_and_dtype_text(x)}.  Specified shape must be an iterable.  An "
          f"iterable has the attribute `__iter__` or `__getitem__`.  Received specified shape: "
          f"{symbolic_shape}")
    symbols = tuple(symbolic_shape)
    leading = False
    for i, symbol in enumerate(symbols):
      if symbol is Ellipsis or (isinstance(symbol, str) and symbol == "*"):
        if i != 0:
          raise ValueError(
              f"{prefix}Tensor {_shape_and_dtype_text(x)} specified shape index {i}.  Symbol "
              f"`...` or `*` for a variable number of unspecified dimensions is only allowed as "
              f"the first entry")
        leading = True
    symbols = symbols[1:] if leading else symbols
    constraints.append((x, symbols or (1,), leading))
  return constraints


def assert_shapes(shapes, data=None, summarize=None, message=None, name=None):
  """Raises ValueError unless each tensor's shape matches its symbolic shape.

  Args:
    shapes: (tensor, symbolic shape) pairs, or a dict of them. A symbolic shape lists one entry
      per dimension: an int (or a text that is one) for a size, any other text or hashable for a
      size shared by every dimension that names it, None or "." for any size; a leading "*" or
      `...` stands for any number of dimensions before the rest.
    data, summarize: unused in eager mode (every check is decided by the shapes).
    message: a prefix of the error's text.
    name: unused.
  """
  if isinstance(shapes, dict):
    shapes = shapes.items()
  prefix = _message_prefix(message)
  constraints = _shape_constraints(shapes, prefix)
  for x, symbols, leading in constraints:
    rank = len(symbols)
    if leading:
      if rank > 1:
        assert_rank_at_least(x, rank, message=message)
    elif rank in (0, 1):
      assert_rank_in(x, [0, 1], message=message)
    else:
      assert_rank(x, rank, message=message)
  specified = {}
  for x, symbols, leading in constraints:
    sizes = _dimension_sizes(x)
    for i, symbol in enumerate(symbols):
      if symbol is None or (isinstance(symbol, str) and symbol == "."):
        continue
      dim = i - len(symbols) if leading else i
      if _is_known_size(symbol):
        expected, source = int(symbol), "Specified explicitly"
      elif symbol in specified:
        expected, by, by_dim = specified[symbol]
        source = f"Specified by tensor {_shape_and_dtype_text(by)} dimension {by_dim}"
      else:
        specified[symbol] = (sizes[dim], x, dim)
        continue
      if sizes[dim] != expected:
        raise ValueError(
            f"{prefix}{source}.  Tensor {_shape_and_dtype_text(x)} dimension {dim} must have "
            f"size {expected}.  Received size {sizes[dim]}, shape {x.shape}")


def is_numeric_tensor(tensor):
  """Whether `tensor` is a tflc.Tensor of a numeric dtype (not bool or string)."""
  return isinstance(tensor, tensor_lib.Tensor) and tensor.dtype in NUMERIC_TYPES


def ensure_shape(x, shape, name=None):
  """`x` itself when its shape is compatible with `shape` (a TensorShape, list or None, whose
  dimensions may be None); InvalidArgumentError from the EnsureShape op otherwise."""
  if not isinstance(shape, tensor_shape.TensorShape):
    shape = tensor_shape.TensorShape(shape)
  return gen_array_ops.ensure_shape(x, shape, name=name)
