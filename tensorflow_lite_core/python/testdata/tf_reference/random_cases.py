"""The cases behind tf_random_reference.json, shared by the script that records TensorFlow's
answers and the test that holds tflc.random to them. Each case is a small program over a module
`tf` that is either TensorFlow or tflc (`import tensorflow_lite_core as tf`), returning a tensor or
a list of tensors (a stateful sequence), or raising.

Values are compared bit for bit: `outcome` records each tensor's bit patterns (their SHA-256 for
large ones) and each error's class and message.
"""

import hashlib
import re

import numpy as np


def _dtype(tf, name):
  return getattr(tf, name)


# Stateless sampling: (seed, shape, dtype) and the distribution's parameters. Each gives the same
# bits on every run.
def _stateless_cases():
  cases = {}
  uniform_floats = [
      ("f32_seed_1_2", [1, 2], [5], "float32", {}),
      ("f32_matrix", [123, 456], [3, 4], "float32", {}),
      ("f32_range", [7, 8], [6], "float32", {"minval": -3.5, "maxval": 2.0}),
      ("f64_seed_1_2", [1, 2], [5], "float64", {}),
      ("f64_range", [9, -9], [2, 3], "float64", {"minval": 10.0, "maxval": 20.0}),
      ("f16_seed_1_2", [1, 2], [7], "float16", {}),
      ("f16_range", [3, 4], [5], "float16", {"minval": -1.0, "maxval": 1.0}),
      ("bf16_seed_1_2", [1, 2], [7], "bfloat16", {}),
      ("bf16_range", [5, 6], [2, 2], "bfloat16", {"minval": 0.5, "maxval": 8.0}),
      ("f32_scalar", [0, 0], [], "float32", {}),
      ("f32_empty", [1, 2], [0, 3], "float32", {}),
      ("f32_negative_seeds", [-1, -2], [4], "float32", {}),
      ("f32_big_seeds", [2**40 + 3, -(2**62)], [4], "float32", {}),
  ]
  for name, seed, shape, dtype, kwargs in uniform_floats:
    cases["uniform_" + name] = (
        lambda tf, seed=seed, shape=shape, dtype=dtype, kwargs=kwargs:
        tf.random.stateless_uniform(shape, seed, dtype=_dtype(tf, dtype), **kwargs))
  uniform_ints = [
      ("i32", [1, 2], [6], "int32", -10, 10),
      ("i32_power_of_two", [4, 2], [8], "int32", 0, 1024),
      ("i32_wide", [11, 12], [5], "int32", -2**31, 2**31 - 1),
      ("i64", [1, 2], [5], "int64", -5, 1000),
      ("i64_wide", [13, 14], [4], "int64", -2**62, 2**62),
      ("i64_full_span", [15, 16], [3], "int64", -2**63, 2**63 - 1),
  ]
  for name, seed, shape, dtype, low, high in uniform_ints:
    cases["uniform_" + name] = (
        lambda tf, seed=seed, shape=shape, dtype=dtype, low=low, high=high:
        tf.random.stateless_uniform(shape, seed, minval=low, maxval=high,
                                    dtype=_dtype(tf, dtype)))
  for dtype in ("int32", "int64", "uint32", "uint64"):
    cases["uniform_full_range_" + dtype] = (
        lambda tf, dtype=dtype: tf.random.stateless_uniform(
            [5], [21, 22], minval=None, maxval=None, dtype=_dtype(tf, dtype)))
  for dtype in ("float16", "bfloat16", "float32", "float64"):
    cases["normal_" + dtype] = (
        lambda tf, dtype=dtype: tf.random.stateless_normal([9], [1, 2], dtype=_dtype(tf, dtype)))
    cases["normal_scaled_" + dtype] = (
        lambda tf, dtype=dtype: tf.random.stateless_normal(
            [2, 3], [31, 32], mean=1.5, stddev=0.25, dtype=_dtype(tf, dtype)))
    cases["truncated_normal_" + dtype] = (
        lambda tf, dtype=dtype: tf.random.stateless_truncated_normal(
            [11], [1, 2], dtype=_dtype(tf, dtype)))
    cases["truncated_normal_scaled_" + dtype] = (
        lambda tf, dtype=dtype: tf.random.stateless_truncated_normal(
            [3, 3], [41, 42], mean=-2.0, stddev=3.0, dtype=_dtype(tf, dtype)))
  # Seeds and shapes given as tensors of either integer type, and other spellings.
  cases["uniform_int32_seed_tensor"] = lambda tf: tf.random.stateless_uniform(
      [4], tf.constant([1, -2], dtype=tf.int32))
  cases["uniform_int64_seed_tensor"] = lambda tf: tf.random.stateless_uniform(
      [4], tf.constant([1, -2], dtype=tf.int64))
  cases["uniform_int64_shape_tensor"] = lambda tf: tf.random.stateless_uniform(
      tf.constant([2, 3], dtype=tf.int64), [5, 6])
  cases["uniform_tuple_shape"] = lambda tf: tf.random.stateless_uniform((2, 2), (5, 6))
  cases["uniform_tensor_shape"] = lambda tf: tf.random.stateless_uniform(
      tf.TensorShape([2, 1]), [5, 6])
  cases["uniform_alg_philox"] = lambda tf: tf.random.stateless_uniform(
      [5], [1, 2], alg="philox")
  cases["uniform_alg_enum"] = lambda tf: tf.random.stateless_uniform(
      [5], [1, 2], alg=tf.random.Algorithm.AUTO_SELECT)
  cases["normal_alg_id"] = lambda tf: tf.random.stateless_normal([3], [1, 2], alg=1)
  # Many values: split between threads, with a partial last group.
  cases["truncated_normal_many"] = lambda tf: tf.random.stateless_truncated_normal(
      [100003], [1, 2])
  cases["normal_many_float64"] = lambda tf: tf.random.stateless_normal(
      [3001, 7], [77, 78], dtype=tf.float64)
  cases["uniform_many_int64"] = lambda tf: tf.random.stateless_uniform(
      [50001], [5, 9], minval=-7, maxval=99, dtype=tf.int64)
  return cases


# The V2 ops themselves, on the key and counter of the seed (1, 2).
def _key_counter(tf):
  return tf.raw_ops.StatelessRandomGetKeyCounter(seed=[1, 2])


class _Dtype:
  """A dtype by name, in `sample`'s arguments: the dtype of the module the case runs on."""

  def __init__(self, name):
    self.name = name


def _raw_cases():
  def sample(op, **kwargs):
    def run(tf):
      key, counter = _key_counter(tf)
      arguments = {"shape": [5], "key": key, "counter": counter, "alg": 1}
      arguments.update({name: getattr(tf, value.name) if isinstance(value, _Dtype) else value
                        for name, value in kwargs.items()})
      return getattr(tf.raw_ops, op)(**arguments)
    return run

  u64 = lambda tf, values: tf.constant(values, dtype=tf.uint64)  # pylint: disable=unnecessary-lambda-assignment
  return {
      "get_key_counter_int64": lambda tf: list(_key_counter(tf)),
      "get_key_counter_int32": lambda tf: list(tf.raw_ops.StatelessRandomGetKeyCounter(
          seed=tf.constant([7, -1], dtype=tf.int32))),
      "get_key_counter_alg": lambda tf: list(tf.raw_ops.StatelessRandomGetKeyCounterAlg(
          seed=tf.constant([3, 4], dtype=tf.int64))),
      "get_alg": lambda tf: tf.raw_ops.StatelessRandomGetAlg(),
      "uniform_v2_auto_select": sample("StatelessRandomUniformV2", alg=3),
      "uniform_v2_counter_of_three": lambda tf: tf.raw_ops.StatelessRandomUniformV2(
          shape=[4], key=u64(tf, [99]), counter=u64(tf, [1, 2, 3]), alg=1),
      "normal_v2_half": sample("StatelessRandomNormalV2", dtype=_Dtype("float16")),
      "truncated_normal_v2_double": sample("StatelessTruncatedNormalV2", dtype=_Dtype("float64")),
      "uniform_int_v2": sample("StatelessRandomUniformIntV2", minval=3, maxval=17),
      "uniform_full_int_v2_default": sample("StatelessRandomUniformFullIntV2"),
      "uniform_int_v2_empty_bad_bounds": sample("StatelessRandomUniformIntV2", shape=[0],
                                                minval=5, maxval=2),
      # Errors of the kernels.
      "error_alg_vector": sample("StatelessRandomUniformV2", alg=[1]),
      "error_shape_matrix": sample("StatelessRandomUniformV2", shape=[[3]]),
      "error_shape_negative": sample("StatelessRandomNormalV2", shape=[2, -3]),
      "error_key_of_two": lambda tf: tf.raw_ops.StatelessRandomUniformV2(
          shape=[3], key=u64(tf, [1, 2]), counter=u64(tf, [0, 0]), alg=1),
      "error_key_of_two_empty_output": lambda tf: tf.raw_ops.StatelessRandomUniformV2(
          shape=[0], key=u64(tf, [1, 2]), counter=u64(tf, [0, 0]), alg=1),
      "error_counter_scalar": lambda tf: tf.raw_ops.StatelessRandomUniformV2(
          shape=[3], key=u64(tf, [1]), counter=u64(tf, 0), alg=1),
      "error_alg_seven": sample("StatelessTruncatedNormalV2", alg=7),
      "error_alg_threefry": sample("StatelessRandomUniformV2", alg=2),
      "error_alg_zero": sample("StatelessRandomUniformV2", alg=0),
      "error_int_bounds": sample("StatelessRandomUniformIntV2", minval=5, maxval=2),
      "error_int_equal_bounds": sample("StatelessRandomUniformIntV2", minval=4, maxval=4),
      "error_int_minval_vector": sample("StatelessRandomUniformIntV2", minval=[1], maxval=5),
      "error_int_maxval_vector": sample("StatelessRandomUniformIntV2", minval=1, maxval=[5]),
      "error_get_key_counter_three": lambda tf: tf.raw_ops.StatelessRandomGetKeyCounter(
          seed=[1, 2, 3]),
      "error_get_key_counter_matrix": lambda tf: tf.raw_ops.StatelessRandomGetKeyCounter(
          seed=[[1, 2]]),
  }


# Errors of the Python functions.
def _error_cases():
  return {
      "stateless_seed_of_three": lambda tf: tf.random.stateless_uniform([3], [1, 2, 3]),
      "stateless_seed_matrix": lambda tf: tf.random.stateless_uniform([3], [[1, 2]]),
      "stateless_int_bounds": lambda tf: tf.random.stateless_uniform(
          [3], [1, 2], minval=5, maxval=2, dtype=tf.int32),
      "stateless_int_one_bound": lambda tf: tf.random.stateless_uniform(
          [3], [1, 2], dtype=tf.int32),
      "stateless_unsigned_with_bounds": lambda tf: tf.random.stateless_uniform(
          [3], [1, 2], minval=0, maxval=3, dtype=tf.uint32),
      "stateless_bad_dtype": lambda tf: tf.random.stateless_uniform([3], [1, 2], dtype=tf.int8),
      "stateless_bad_alg": lambda tf: tf.random.stateless_uniform([3], [1, 2], alg="foo"),
      "stateless_bad_alg_id": lambda tf: tf.random.stateless_uniform([3], [1, 2], alg=9),
      "stateless_threefry": lambda tf: tf.random.stateless_uniform([3], [1, 2], alg="threefry"),
      "stateless_negative_shape": lambda tf: tf.random.stateless_uniform([-1], [1, 2]),
      "stateless_normal_int": lambda tf: tf.random.stateless_normal([3], [1, 2], dtype=tf.int32),
      "stateless_normal_shape_matrix": lambda tf: tf.random.stateless_normal([[3]], [1, 2]),
      "uniform_int_no_maxval": lambda tf: tf.random.uniform([3], dtype=tf.int32),
      "uniform_bad_dtype": lambda tf: tf.random.uniform([3], dtype=tf.uint8),
      "uniform_int_bounds": lambda tf: tf.random.uniform(
          [3], minval=5, maxval=2, dtype=tf.int64, seed=3),
      "uniform_negative_shape": lambda tf: tf.random.uniform([2, -2], seed=1),
      "normal_int": lambda tf: tf.random.normal([3], dtype=tf.int32),
      "truncated_normal_shape_matrix": lambda tf: tf.random.truncated_normal([[2]], seed=4),
      "raw_uniform_int_bounds": lambda tf: tf.raw_ops.RandomUniformInt(
          shape=[3], minval=5, maxval=2, seed=1, seed2=2),
      "raw_uniform_int_minval_vector": lambda tf: tf.raw_ops.RandomUniformInt(
          shape=[3], minval=[1], maxval=5, seed=1, seed2=2),
      "raw_uniform_int_empty_bad_bounds": lambda tf: tf.raw_ops.RandomUniformInt(
          shape=[0], minval=5, maxval=2, seed=1, seed2=2),
      "raw_uniform_shape_matrix": lambda tf: tf.raw_ops.RandomUniform(
          shape=[[1]], dtype=tf.float32, seed=1, seed2=2),
  }


# Stateful sequences, each from a known state: set_seed first (None clears the global seed; as
# in TensorFlow, set_seed also restarts the kernels' streams).
def _stateful_cases():
  def calls(tf, *functions):
    return [function() for function in functions]

  return {
      "op_seed_continues_its_stream": lambda tf: (
          tf.random.set_seed(7),
          calls(tf, lambda: tf.random.uniform([3], seed=5), lambda: tf.random.uniform([3], seed=5)),
      )[1],
      "set_seed_restarts_streams": lambda tf: (
          tf.random.set_seed(7), tf.random.uniform([3], seed=5), tf.random.set_seed(7),
          tf.random.uniform([3], seed=5))[3],
      "global_seed_only_draws_op_seeds": lambda tf: (
          tf.random.set_seed(7),
          calls(tf, lambda: tf.random.uniform([3]), lambda: tf.random.uniform([3]),
                lambda: tf.random.normal([2]), lambda: tf.random.truncated_normal([2])),
      )[1],
      "op_seed_only_uses_the_default_global_seed": lambda tf: (
          tf.random.set_seed(None),
          calls(tf, lambda: tf.random.uniform([2, 2], seed=11),
                lambda: tf.random.uniform([2, 2], seed=11)),
      )[1],
      "shapes_share_a_stream": lambda tf: (
          tf.random.set_seed(1),
          calls(tf, lambda: tf.random.uniform([3], seed=1), lambda: tf.random.uniform([5], seed=1),
                lambda: tf.random.uniform([1, 2], seed=1)),
      )[1],
      "normal_every_dtype": lambda tf: (
          tf.random.set_seed(3),
          calls(tf, *[lambda d=d: tf.random.normal([5], mean=1.0, stddev=2.0, dtype=getattr(tf, d),
                                                   seed=9)
                      for d in ("float16", "bfloat16", "float32", "float64")]),
      )[1],
      "truncated_normal_every_dtype": lambda tf: (
          tf.random.set_seed(3),
          calls(tf, *[lambda d=d: tf.random.truncated_normal([7], dtype=getattr(tf, d), seed=9)
                      for d in ("float16", "bfloat16", "float32", "float64")]),
      )[1],
      "uniform_every_dtype": lambda tf: (
          tf.random.set_seed(4),
          calls(tf, lambda: tf.random.uniform([4], dtype=tf.float16, seed=1),
                lambda: tf.random.uniform([4], dtype=tf.bfloat16, seed=1),
                lambda: tf.random.uniform([4], dtype=tf.float64, seed=1),
                lambda: tf.random.uniform([4], minval=-2, maxval=5, dtype=tf.int32, seed=1),
                lambda: tf.random.uniform([4], minval=-2**40, maxval=2**40, dtype=tf.int64,
                                          seed=1)),
      )[1],
      "uniform_scaled": lambda tf: (
          tf.random.set_seed(5),
          calls(tf, lambda: tf.random.uniform([4], maxval=10.0, seed=2),
                lambda: tf.random.uniform([4], minval=-1.0, maxval=1.0, seed=3),
                lambda: tf.random.uniform([4], minval=2, maxval=3, dtype=tf.float64, seed=4)),
      )[1],
      "large_and_zero_seeds": lambda tf: (
          tf.random.set_seed(2**40 + 5),
          calls(tf, lambda: tf.random.uniform([3], seed=2**33),
                lambda: tf.random.set_seed(0) or tf.random.uniform([3], seed=0)),
      )[1],
      "many_values": lambda tf: (
          tf.random.set_seed(8), tf.random.truncated_normal([20001], seed=8))[1],
      "raw_ops_with_both_seeds": lambda tf: (
          tf.random.set_seed(None),
          calls(tf, lambda: tf.raw_ops.RandomUniform(shape=[3], dtype=tf.float32, seed=1, seed2=2),
                lambda: tf.raw_ops.RandomUniform(shape=[3], dtype=tf.float32, seed=1, seed2=2),
                lambda: tf.raw_ops.RandomStandardNormal(shape=[3], dtype=tf.float64, seed=3,
                                                        seed2=4),
                lambda: tf.raw_ops.TruncatedNormal(shape=[5], dtype=tf.half, seed=3, seed2=4),
                lambda: tf.raw_ops.RandomUniformInt(shape=[5], minval=-3, maxval=1000, seed=5,
                                                    seed2=6)),
      )[1],
  }


# The public functions whose signatures must be TensorFlow's.
PUBLIC_FUNCTIONS = ("uniform", "normal", "truncated_normal", "stateless_uniform",
                    "stateless_normal", "stateless_truncated_normal", "set_seed")


def signatures(tf):
  """{name: str(inspect.signature)} of tf.random's PUBLIC_FUNCTIONS."""
  import inspect  # pylint: disable=g-import-not-at-top
  return {name: str(inspect.signature(getattr(tf.random, name))) for name in PUBLIC_FUNCTIONS}


def all_cases():
  """{group: {name: program(tf)}}."""
  return {"stateless": _stateless_cases(), "raw": _raw_cases(), "errors": _error_cases(),
          "stateful": _stateful_cases()}


_MANY = 64  # above this many elements, a tensor's bits are recorded as their SHA-256


def _tensor_outcome(tensor):
  array = np.asarray(tensor.numpy())
  bits = array.view(f"u{array.dtype.itemsize}") if array.dtype.itemsize > 1 else array
  result = {"dtype": tensor.dtype.name, "shape": list(array.shape)}
  if array.size > _MANY:
    result["sha256"] = hashlib.sha256(np.ascontiguousarray(bits).tobytes()).hexdigest()
    result["head"] = [int(b) for b in bits.reshape(-1)[:8]]
  else:
    result["bits"] = [int(b) for b in bits.reshape(-1)]
  return result


# TensorFlow prefixes a kernel's error with the function it ran in; tflc runs kernels directly.
_FUNCTION_PREFIX = re.compile(r"^\{\{function_node [^}]*\}\} ")


def outcome(program):
  """What `program()` gives: a tensor's or list's outcomes, or {"error", "message"}."""
  try:
    result = program()
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": _FUNCTION_PREFIX.sub("", str(error))}
  if isinstance(result, (list, tuple)):
    return [_tensor_outcome(t) for t in result]
  return _tensor_outcome(result)
