"""The stateful random functions of `tflc.random` (`uniform`, `normal`, `truncated_normal`), with
TensorFlow's signatures and seeds (framework/random_seed.py): with the global and the op seed
both fixed, an eager program draws TensorFlow's numbers."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import random_seed
from tensorflow_lite_core.python.ops import gen_random_ops
from tensorflow_lite_core.python.ops import math_ops
from tensorflow_lite_core.python.ops import shape_util


def random_normal(shape, mean=0.0, stddev=1.0, dtype=dtypes.float32, seed=None, name=None):
  """Values from a normal distribution of `mean` and `stddev` (float types only).

  Args:
    shape: the output's shape: a 1-D integer tensor or Python list.
    mean, stddev: the distribution's parameters, tensors or values of `dtype`.
    dtype: float16, bfloat16, float32 or float64.
    seed: the op seed (see `tflc.random.set_seed`).
    name: a name for the operation (optional).
  """
  shape_tensor = shape_util.shape_tensor(shape)
  mean_tensor = constant_op.convert_to_tensor(mean, dtype=dtype, name="mean")
  stddev_tensor = constant_op.convert_to_tensor(stddev, dtype=dtype, name="stddev")
  seed1, seed2 = random_seed.get_seed(seed)
  rnd = gen_random_ops.random_standard_normal(shape_tensor, dtype, seed=seed1, seed2=seed2)
  return math_ops.add(rnd * stddev_tensor, mean_tensor, name=name)


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=dtypes.float32, seed=None, name=None):
  """Values from a normal distribution of `mean` and `stddev`, redrawn until within two standard
  deviations of the mean. Arguments as `random_normal`'s."""
  shape_tensor = shape_util.shape_tensor(shape)
  mean_tensor = constant_op.convert_to_tensor(mean, dtype=dtype, name="mean")
  stddev_tensor = constant_op.convert_to_tensor(stddev, dtype=dtype, name="stddev")
  seed1, seed2 = random_seed.get_seed(seed)
  rnd = gen_random_ops.truncated_normal(shape_tensor, dtype, seed=seed1, seed2=seed2)
  return math_ops.add(rnd * stddev_tensor, mean_tensor, name=name)


_UNIFORM_DTYPES = (dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64, dtypes.int32,
                   dtypes.int64)


def random_uniform(shape, minval=0, maxval=None, dtype=dtypes.float32, seed=None, name=None):
  """Values from a uniform distribution in [minval, maxval).

  Floats default to [0, 1); integers need `maxval` and are slightly biased unless
  maxval - minval is a power of two.

  Args:
    shape: the output's shape: a 1-D integer tensor or Python list.
    minval, maxval: the bounds (scalars for integer types).
    dtype: float16, bfloat16, float32, float64, int32 or int64.
    seed: the op seed (see `tflc.random.set_seed`).
    name: a name for the operation (optional).

  Raises:
    ValueError: for another dtype, or an integer dtype without `maxval`.
    InvalidArgumentError: minval >= maxval for integers, or a bad shape.
  """
  dtype = dtypes.as_dtype(dtype)
  if dtype not in _UNIFORM_DTYPES:
    raise ValueError(f"Argument `dtype` got invalid value {dtype}. Accepted dtypes are "
                     f"{_UNIFORM_DTYPES}.")
  if maxval is None:
    if dtype.is_integer:
      raise ValueError("Must specify maxval for integer dtype %r" % dtype)
    maxval = 1
  shape = shape_util.shape_tensor(shape)
  # [0, 1) is the op's own range: the bounds are used only when they differ (an `is` test of
  # Python ints, as TensorFlow makes it).
  minval_is_zero = isinstance(minval, int) and minval == 0
  maxval_is_one = isinstance(maxval, int) and maxval == 1
  if not minval_is_zero or not maxval_is_one or dtype.is_integer:
    minval = constant_op.convert_to_tensor(minval, dtype=dtype, name="min")
    maxval = constant_op.convert_to_tensor(maxval, dtype=dtype, name="max")
  seed1, seed2 = random_seed.get_seed(seed)
  if dtype.is_integer:
    return gen_random_ops.random_uniform_int(shape, minval, maxval, seed=seed1, seed2=seed2,
                                             name=name)
  result = gen_random_ops.random_uniform(shape, dtype, seed=seed1, seed2=seed2)
  if minval_is_zero:
    if not maxval_is_one:
      result = math_ops.multiply(result, maxval)
    return result
  return math_ops.add(result * (maxval - minval), minval, name=name)


# tflc.random's names for them.
uniform = random_uniform
normal = random_normal
