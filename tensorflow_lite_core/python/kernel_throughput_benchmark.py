"""Built-in CPU kernels on large inputs from Python, each figure beside NumPy measured in the same
run (and beside TensorFlow and PyTorch when they are importable; they are never dependencies).

  bazel run --config=opt //tensorflow_lite_core/python:kernel_throughput_benchmark [-- --quick]

Each figure is the best of 7 repeats of about 0.1 s on inputs made beforehand, outputs being new
tensors (as NumPy's are new arrays); each repeat runs every library in turn, 0.3 s apart, so a
slow spell of a shared machine slows them alike and no library's idle threads slow the next.
Elementwise rates count the bytes read and written; MatMul counts 2 * n^3 flops. The instruction
set the kernels dispatched to is printed first (TFLC_CPU_ISA lowers it). --quick runs small
inputs once, for the smoke test.
"""

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.benchmark_common import Table, best_seconds_side_by_side, start


def _compare(table, timing, name, amount, unit, ours, numpy_function, target, others):
  """A row: ours beside NumPy, with the TF and torch callables of `others` when given, all timed
  side by side. `timing` is best_seconds_side_by_side's (repeats, min_seconds, settle_seconds)."""
  labels = [label for label, _ in others]
  seconds = best_seconds_side_by_side([ours, numpy_function] + [f for _, f in others], *timing)
  ours_rate, numpy_rate, *other_rates = [amount / s / 1e9 for s in seconds]
  notes = [f"NumPy {numpy_rate:.1f} {unit}"]
  notes += [f"{label} {rate:.1f} {unit}" for label, rate in zip(labels, other_rates)]
  ratio = f"{ours_rate / numpy_rate:.2f}x NumPy" + (f" (target >= {target}x)" if target else "")
  table.add(name, f"{ours_rate:.1f} {unit}", ratio, ", ".join(notes))


def elementwise_cases(table, timing, n, tf, torch):
  rng = np.random.RandomState(0)
  a = rng.uniform(-3, 3, n).astype(np.float32)
  t = tflc.constant(a)
  tf_a = tf.constant(a) if tf else None
  torch_a = torch.from_numpy(a) if torch else None

  def others(tf_function, torch_function):
    found = []
    if tf:
      found.append(("TF", lambda: tf_function(tf_a)))
    if torch:
      found.append(("torch", lambda: torch_function(torch_a)))
    return found

  size = f"float32[{n}]"
  _compare(table, timing, f"add {size} -> new", 3 * a.nbytes, "GB/s", lambda: tflc.add(t, t),
           lambda: np.add(a, a), 2.5,
           others(lambda x: tf.add(x, x), lambda x: torch.add(x, x)))
  _compare(table, timing, f"exp {size}", 2 * a.nbytes, "GB/s", lambda: tflc.exp(t),
           lambda: np.exp(a),
           1.5, others(tf.exp if tf else None, torch.exp if torch else None))
  _compare(table, timing, f"tanh {size}", 2 * a.nbytes, "GB/s", lambda: tflc.tanh(t),
           lambda: np.tanh(a), 1.5, others(tf.tanh if tf else None, torch.tanh if torch else None))
  _compare(table, timing, f"sigmoid {size}", 2 * a.nbytes, "GB/s", lambda: tflc.sigmoid(t),
           lambda: 1 / (1 + np.exp(-a)), None,
           others(tf.sigmoid if tf else None, torch.sigmoid if torch else None))
  _compare(table, timing, f"reduce_sum {size}", a.nbytes, "GB/s", lambda: tflc.reduce_sum(t),
           lambda: np.sum(a), 1.0,
           others(tf.reduce_sum if tf else None, torch.sum if torch else None))
  _compare(table, timing, f"cast {size} -> int32", 2 * a.nbytes, "GB/s",
           lambda: tflc.cast(t, tflc.int32), lambda: a.astype(np.int32), None,
           others(lambda x: tf.cast(x, tf.int32), lambda x: x.to(torch.int32)))
  rows = a.reshape(-1, 1024)
  logits = tflc.constant(rows)

  def numpy_softmax():
    e = np.exp(rows - rows.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)

  tf_rows = tf.constant(rows) if tf else None
  torch_rows = torch.from_numpy(rows) if torch else None
  softmax_others = []
  if tf:
    softmax_others.append(("TF", lambda: tf.nn.softmax(tf_rows)))
  if torch:
    softmax_others.append(("torch", lambda: torch.softmax(torch_rows, -1)))
  _compare(table, timing, f"softmax float32[{rows.shape[0]},1024]", 2 * a.nbytes, "GB/s",
           lambda: tflc.nn.softmax(logits), numpy_softmax, None, softmax_others)


def matmul_cases(table, timing, sizes, tf, torch):
  rng = np.random.RandomState(1)
  for n, target in sizes:
    a = rng.rand(n, n).astype(np.float32)
    t = tflc.constant(a)
    others = []
    if tf:
      tf_a = tf.constant(a)
      others.append(("TF", lambda tf_a=tf_a: tf.matmul(tf_a, tf_a)))
    if torch:
      torch_a = torch.from_numpy(a)
      others.append(("torch", lambda torch_a=torch_a: torch.matmul(torch_a, torch_a)))
    _compare(table, timing, f"matmul float32 {n}x{n}", 2 * n**3, "GFLOP/s",
             lambda t=t: tflc.matmul(t, t), lambda a=a: a @ a, target, others)


def main():
  args, tf, torch = start(__doc__.splitlines()[0], f"; kernels: {tflc.config.get_cpu_isa()}")
  table = Table()
  timing = (1, 0.0) if args.quick else (7, 0.1, 0.3)
  elementwise_cases(table, timing, 1 << 12 if args.quick else 1 << 24, tf, torch)
  sizes = [(16, 0.9), (32, 1.0)] if args.quick else [(256, 0.9), (1024, 1.0), (4096, 0.9)]
  matmul_cases(table, timing, sizes, tf, torch)


if __name__ == "__main__":
  main()
