"""The random-number algorithms of the stateless ops (`tflc.random.Algorithm`), and the key,
counter and algorithm id that a seed and an `alg` argument give them, as TensorFlow's
random_ops_util computes them."""

import enum

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import array_ops
from tensorflow_lite_core.python.ops import gen_stateless_random_ops_v2
from tensorflow_lite_core.python.ops import math_ops


class Algorithm(enum.Enum):
  """A random-number algorithm: Philox and ThreeFry (Salmon et al., "Parallel random numbers: as
  easy as 1, 2, 3", 2011), or the device's choice. This build's kernels have Philox, which the
  CPU's and GPU's auto-select pick."""

  PHILOX = 1
  THREEFRY = 2
  AUTO_SELECT = 3


def unsupported_alg_error_msg(alg):
  """The message of the ValueError for an `alg` that names no algorithm."""
  if isinstance(alg, int):
    philox, threefry, auto_select = (Algorithm.PHILOX.value, Algorithm.THREEFRY.value,
                                     Algorithm.AUTO_SELECT.value)
  elif isinstance(alg, str):
    philox, threefry, auto_select = "philox", "threefry", "auto_select"
  else:
    philox, threefry, auto_select = Algorithm.PHILOX, Algorithm.THREEFRY, Algorithm.AUTO_SELECT
  return (f"Argument `alg` got unsupported value {alg}. Supported values are "
          f"{philox} for the Philox algorithm, "
          f"{threefry} for the ThreeFry algorithm, and "
          f"{auto_select} for auto-selection.")


def convert_alg_to_int(alg):
  """The id of `alg`: an int, an Algorithm, a tensor (returned as is), or "philox", "threefry",
  "auto_select" (case, "-" and "_" ignored)."""
  if isinstance(alg, int):
    return alg
  if isinstance(alg, Algorithm):
    return alg.value
  if isinstance(alg, tensor_lib.Tensor):
    return alg
  if isinstance(alg, str):
    canonical = alg.strip().lower().replace("-", "").replace("_", "")
    if canonical == "philox":
      return Algorithm.PHILOX.value
    if canonical == "threefry":
      return Algorithm.THREEFRY.value
    if canonical == "autoselect":
      return Algorithm.AUTO_SELECT.value
    raise ValueError(unsupported_alg_error_msg(alg))
  raise TypeError(f"Can't convert argument `alg` (of value {alg} and type {type(alg)}) to int.")


def _get_key_counter(seed, alg):
  if isinstance(alg, tensor_lib.Tensor):  # chosen by its value; the op takes the tensor
    return _get_key_counter(seed, int(alg.numpy()))
  if alg in (Algorithm.AUTO_SELECT.value, Algorithm.PHILOX.value):
    # Philox's key and counter: the seed scrambled through one Philox call. TensorFlow computes
    # them for an explicit "philox" with a few ops; the op computes the same words.
    return gen_stateless_random_ops_v2.stateless_random_get_key_counter(seed)
  if alg == Algorithm.THREEFRY.value:
    # The two seeds as the 32-bit halves of one 64-bit key (little-endian), and a zero counter.
    halves = math_ops.cast(seed, dtypes.uint32)
    key = array_ops.reshape(array_ops.bitcast(halves, dtypes.uint64), [1])
    return key, array_ops.zeros([1], dtypes.uint64)
  raise ValueError(unsupported_alg_error_msg(alg))


def get_key_counter_alg(seed, alg):
  """(key, counter, alg id) for the V2 stateless ops from a seed of shape [2] and `alg`."""
  if alg is None:
    alg = Algorithm.AUTO_SELECT.value
  alg = convert_alg_to_int(alg)
  key, counter = _get_key_counter(seed, alg)
  return key, counter, alg
