"""`tflc.range`: TensorFlow's function over the Range op, with its dtype inference."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_math_ops

# Without a dtype, the result has the widest of the arguments' types in this order (as in
# TensorFlow: an argument of any other type is refused with an AssertionError).
_RANGE_TYPE_ORDER = (dtypes.int32, dtypes.int64, dtypes.float16, dtypes.bfloat16, dtypes.float32,
                     dtypes.float64)


def _cast(x, dtype):
  if x.dtype == dtype:
    return x
  return gen_math_ops.cast(x, dtype, False, None)


def range(start, limit=None, delta=1, dtype=None, name="range"):  # pylint: disable=redefined-builtin
  """start, start + delta, ... up to (not including) limit; `range(n)` counts from 0 to n - 1.

  Python arguments are converted with `dtype` when given; otherwise the result's type is the
  widest of the arguments' (int32 < int64 < float16 < bfloat16 < float32 < float64).
  """
  if limit is None:
    start, limit = 0, start
  if dtype is not None:
    dtype = dtypes.as_dtype(dtype)
  args = [x if isinstance(x, tensor_lib.Tensor) else constant_op.convert_to_tensor(x, dtype=dtype)
          for x in (start, limit, delta)]
  if dtype is None:
    assert all(arg.dtype in _RANGE_TYPE_ORDER for arg in args)
    dtype = max((arg.dtype for arg in args), key=_RANGE_TYPE_ORDER.index)
  start, limit, delta = (_cast(arg, dtype) for arg in args)
  return gen_math_ops._range(start, limit, delta, name)  # pylint: disable=protected-access
