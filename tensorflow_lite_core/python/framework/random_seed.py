"""The seeds of a stateful random op, from the global seed (`tflc.random.set_seed`) and the op's
own, by TensorFlow's rules (`tf.random.set_seed` documents them; this is its eager mode):

  global and op seed set      -> (global, op)
  only the global seed        -> (global, the next of a sequence the global seed determines)
  only the op seed            -> (DEFAULT_GRAPH_SEED, op)
  neither                     -> (None, None): the kernel picks random seeds

Seeds are taken modulo 2**31 - 1, and (0, 0) becomes (0, 2**31 - 1), as (0, 0) asks a kernel for
random seeds.
"""

from tensorflow_lite_core.python.eager import context

DEFAULT_GRAPH_SEED = 87654321
_MAXINT32 = 2**31 - 1


def _truncate_seed(seed):
  return seed % _MAXINT32  # to fit a 32-bit integer


def get_seed(op_seed):
  """The (seed, seed2) attrs of a stateful random op whose own seed is `op_seed` (or None)."""
  global_seed = context.global_seed()
  if global_seed is not None:
    if op_seed is None:
      op_seed = context.internal_operation_seed()
    seeds = _truncate_seed(global_seed), _truncate_seed(op_seed)
  elif op_seed is not None:
    seeds = DEFAULT_GRAPH_SEED, _truncate_seed(op_seed)
  else:
    seeds = None, None
  if seeds == (0, 0):
    return (0, _MAXINT32)
  return seeds


def set_seed(seed):
  """Sets the global random seed (an int, or None to unset it).

  Stateful random ops (`tflc.random.uniform`, `normal`, `truncated_normal`) then draw
  reproducible sequences: an op called with the same op seed continues one stream, which
  `set_seed` restarts; an op called without one gets the next op seed of a sequence `seed`
  determines. With both seeds fixed, the numbers are TensorFlow's.
  """
  context.set_global_seed(seed)
