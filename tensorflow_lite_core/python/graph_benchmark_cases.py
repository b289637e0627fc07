"""eager_benchmark's graph rows: calling a traced tflc.function of the 21-op chain beside the
same ops run eagerly and beside TensorFlow's tf.function; tracing it (the first call) beside
TensorFlow's first call; and a function of 200 independent small ops with 1 and 2 inter-op
threads."""

import time

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import config


def _chain(module, x):
  y = x
  for _ in range(10):
    y = y * 1.01 + 0.5
  return module.reduce_sum(y)


def function_call_case(table, calls, repeats, tf, best_seconds, microseconds):
  x = tflc.constant(np.ones(4, np.float32))
  step = tflc.function(lambda x: _chain(tflc, x))
  step(x)
  traced = best_seconds(lambda: step(x), calls, repeats)
  eager = best_seconds(lambda: _chain(tflc, x), max(1, calls // 20), repeats)
  notes = [f"eager {microseconds(eager)}"]
  if tf is not None:
    tf_x = tf.constant(np.ones(4, np.float32))
    tf_step = tf.function(lambda x: _chain(tf, x))
    tf_step(tf_x)
    theirs = best_seconds(lambda: tf_step(tf_x), max(1, calls // 50), repeats)
    notes.append(f"TF tf.function {microseconds(theirs)}, {traced / theirs:.3f}x TF's "
                 "(target <= 0.05x)")
  table.add("tflc.function 21-op chain float32[4] call", microseconds(traced),
            f"{traced / eager:.2f}x the eager ops (target <= 0.3x)", ", ".join(notes))


def _first_call_seconds(module, function_maker):
  x = module.constant(np.ones(4, np.float32))
  f = function_maker(lambda x: _chain(module, x))
  start = time.perf_counter()
  f(x)
  return time.perf_counter() - start


def trace_case(table, quick, tf):
  repeats = 1 if quick else 7
  ours = min(_first_call_seconds(tflc, tflc.function) for _ in range(repeats))
  notes, ratio = [], ""
  if tf is not None:
    theirs = min(_first_call_seconds(tf, tf.function) for _ in range(repeats))
    ratio = f"{ours / theirs:.3f}x TF's (target <= 0.2x)"
    notes.append(f"TF {theirs * 1e3:.2f} ms")
  table.add("tflc.function 21-op chain, first call (trace)", f"{ours * 1e3:.2f} ms", ratio,
            ", ".join(notes))


def parallel_case(table, quick, best_seconds):
  """200 independent small ops: with 2 inter-op threads, about half the time of 1."""
  n = 16 if quick else 1 << 10  # below the size at which one op splits across intra-op threads
  x = tflc.constant(np.ones(n, np.float32))
  rows = []
  previous = config.get_inter_op_parallelism_threads()
  try:
    for threads in (1, 2):
      config.set_inter_op_parallelism_threads(threads)
      f = tflc.function(lambda x: [tflc.tanh(x * float(k)) for k in range(200)])
      f(x)
      rows.append(best_seconds(lambda f=f: f(x), 1 if quick else 20, 1 if quick else 5))
  finally:
    config.set_inter_op_parallelism_threads(previous)
  table.add(f"tflc.function of 200 independent ops float32[{n}]",
            f"{rows[1] * 1e3:.3f} ms (2 threads)", f"{rows[0] / rows[1]:.2f}x faster than 1",
            f"1 thread {rows[0] * 1e3:.3f} ms")
