"""The stateless random functions of `tflc.random` (`stateless_uniform`, `stateless_normal`,
`stateless_truncated_normal`): the same shape, seed and dtype always give the same numbers,
TensorFlow 2.21's (Philox, the V2 ops, key and counter from StatelessRandomGetKeyCounter)."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.ops import gen_stateless_random_ops_v2
from tensorflow_lite_core.python.ops import math_ops
from tensorflow_lite_core.python.ops import random_ops_util
from tensorflow_lite_core.python.ops import shape_util

_UNIFORM_DTYPES = (dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64, dtypes.int32,
                   dtypes.int64, dtypes.uint32, dtypes.uint64)


def stateless_random_uniform(shape, seed, minval=0, maxval=None, dtype=dtypes.float32, name=None,
                             alg="auto_select"):
  """Values from a uniform distribution in [minval, maxval), determined by `seed`.

  Floats default to [0, 1). Integers need both bounds, or neither for values over the whole
  range of the type (int32, int64, uint32, uint64).

  Args:
    shape: the output's shape: a 1-D integer tensor or Python list.
    seed: an int32 or int64 tensor of shape [2].
    minval, maxval: the bounds (scalars for integer types).
    dtype: float16, bfloat16, float32, float64, int32, int64; uint32 and uint64 without bounds.
    name: a name for the operation (optional).
    alg: "auto_select" (Philox here), "philox", "threefry" (no kernel here), an Algorithm or id.

  Raises:
    ValueError: for another dtype, or only one integer bound.
    InvalidArgumentError: a seed not of shape [2], minval >= maxval for integers, a bad shape.
  """
  dtype = dtypes.as_dtype(dtype)
  if dtype not in _UNIFORM_DTYPES:
    raise ValueError(f"Argument `dtype` got invalid value {dtype}. Accepted dtypes are "
                     f"{_UNIFORM_DTYPES}.")
  if dtype.is_integer:
    if (minval is None) != (maxval is None):
      raise ValueError(f"For integer `dtype` argument {dtype}, argument `minval` and "
                       f"`maxval` must be both None or not None. Got `minval`={minval} and "
                       f"`maxval`={maxval}.")
    if minval is not None and dtype in (dtypes.uint32, dtypes.uint64):
      raise ValueError(f"Argument `dtype` got invalid value {dtype} when argument `minval` "
                       "is not None. Please don't use unsigned integers in this case.")
  elif maxval is None:
    maxval = 1
  shape = shape_util.shape_tensor(shape)
  if dtype.is_integer and minval is None:
    key, counter, alg = random_ops_util.get_key_counter_alg(seed, alg)
    return gen_stateless_random_ops_v2.stateless_random_uniform_full_int_v2(
        shape, key=key, counter=counter, dtype=dtype, alg=alg, name=name)
  minval = constant_op.convert_to_tensor(minval, dtype=dtype, name="min")
  maxval = constant_op.convert_to_tensor(maxval, dtype=dtype, name="max")
  key, counter, alg = random_ops_util.get_key_counter_alg(seed, alg)
  if dtype.is_integer:
    return gen_stateless_random_ops_v2.stateless_random_uniform_int_v2(
        shape, key=key, counter=counter, minval=minval, maxval=maxval, alg=alg, name=name)
  rnd = gen_stateless_random_ops_v2.stateless_random_uniform_v2(
      shape, key=key, counter=counter, dtype=dtype, alg=alg)
  return math_ops.add(rnd * (maxval - minval), minval, name=name)


def stateless_random_normal(shape, seed, mean=0.0, stddev=1.0, dtype=dtypes.float32, name=None,
                            alg="auto_select"):
  """Values from a normal distribution of `mean` and `stddev`, determined by `seed`.

  Args:
    shape: the output's shape: a 1-D integer tensor or Python list.
    seed: an int32 or int64 tensor of shape [2].
    mean, stddev: the distribution's parameters, tensors or values of `dtype`.
    dtype: float16, bfloat16, float32 or float64.
    name: a name for the operation (optional).
    alg: as `stateless_uniform`'s.
  """
  shape = shape_util.shape_tensor(shape)
  mean = constant_op.convert_to_tensor(mean, dtype=dtype, name="mean")
  stddev = constant_op.convert_to_tensor(stddev, dtype=dtype, name="stddev")
  key, counter, alg = random_ops_util.get_key_counter_alg(seed, alg)
  rnd = gen_stateless_random_ops_v2.stateless_random_normal_v2(
      shape, key=key, counter=counter, dtype=dtype, alg=alg)
  return math_ops.add(rnd * stddev, mean, name=name)


def stateless_truncated_normal(shape, seed, mean=0.0, stddev=1.0, dtype=dtypes.float32, name=None,
                               alg="auto_select"):
  """Values from a normal distribution of `mean` and `stddev`, redrawn until within two standard
  deviations of the mean, determined by `seed`. Arguments as `stateless_normal`'s."""
  shape = shape_util.shape_tensor(shape)
  mean = constant_op.convert_to_tensor(mean, dtype=dtype, name="mean")
  stddev = constant_op.convert_to_tensor(stddev, dtype=dtype, name="stddev")
  key, counter, alg = random_ops_util.get_key_counter_alg(seed, alg)
  rnd = gen_stateless_random_ops_v2.stateless_truncated_normal_v2(
      shape, key=key, counter=counter, dtype=dtype, alg=alg)
  return math_ops.add(rnd * stddev, mean, name=name)


# tflc.random's names for them.
stateless_uniform = stateless_random_uniform
stateless_normal = stateless_random_normal
