"""Eager op calls from Python (the per-call cost; kernel_throughput_benchmark has large inputs),
each figure beside NumPy measured in the same run (and beside TensorFlow and PyTorch when they
are importable; they are never dependencies).

  bazel run --config=opt //tensorflow_lite_core/python:eager_benchmark [-- --quick]

Fresh-process figures (import, first library load) are the best of several processes, with
bytecode caching on. Per-call figures are the best of 5 repeats of timeit loops (>= 1e5 calls
each) on inputs made beforehand; ratios are to `np.add` on float32[4]. Two large element-wise rows
(a comparison and tflc.where) are timed side by side with NumPy, counting bytes read and written.
Gradient rows (gradient_benchmark_cases.py): a small chain's forward and backward pass beside
PyTorch and TensorFlow, MatMul gradients beside the forward products, memory over many tapes.
Graph rows (graph_benchmark_cases.py): a traced tflc.function's call and first call beside the
eager ops and TensorFlow's tf.function, and 200 independent ops with 1 and 2 inter-op threads.
--quick runs each case once, for the smoke test.
"""

import os
import resource
import shutil
import subprocess
import sys
import tempfile

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.benchmark_common import Table, best_seconds
from tensorflow_lite_core.python.benchmark_common import best_seconds_side_by_side, optional, start
from tensorflow_lite_core.python import gradient_benchmark_cases
from tensorflow_lite_core.python import graph_benchmark_cases
from tensorflow_lite_core.python.eager import op_support

# The runfiles root (this file is tensorflow_lite_core/python/eager_benchmark.py under it).
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_ZERO_OUT = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "zero_out")
_NO_OPS = os.path.join(_ROOT, "tensorflow_lite_core", "python", "testdata", "no_ops.so")


def microseconds(seconds):
  return f"{seconds * 1e6:.3f} us"


def small_op_cases(table, calls, repeats, tf, torch):
  a4 = np.ones(4, np.float32)
  numpy_add = best_seconds(lambda: np.add(a4, a4), calls, repeats)
  table.add("np.add float32[4]", microseconds(numpy_add), "1.00x np.add")

  def row(name, function, tf_function=None, torch_function=None, target=""):
    seconds = best_seconds(function, calls, repeats)
    others = []
    if tf_function is not None:
      others.append(f"TF {microseconds(best_seconds(tf_function, calls // 10, repeats))}")
    if torch_function is not None:
      others.append(f"torch {microseconds(best_seconds(torch_function, calls, repeats))}")
    table.add(name, microseconds(seconds), f"{seconds / numpy_add:.2f}x np.add {target}",
              ", ".join(others))

  i4 = tflc.constant([1, 2, 3, 4])
  i4_numpy = np.array([1, 2, 3, 4], np.int32)
  f4 = tflc.constant(a4)
  tf_i4 = tf.constant([1, 2, 3, 4]) if tf else None
  tf_f4 = tf.constant(a4) if tf else None
  torch_f4 = torch.ones(4) if torch else None
  row("tflc.identity int32[4] Tensor", lambda: tflc.identity(i4),
      (lambda: tf.identity(tf_i4)) if tf else None, target="(target <= 2.5x)")
  row("tflc.identity int32[4] ndarray", lambda: tflc.identity(i4_numpy),
      (lambda: tf.identity(i4_numpy)) if tf else None, target="(target <= 3.5x)")
  row("tflc.add float32[4] Tensors", lambda: tflc.add(f4, f4),
      (lambda: tf.add(tf_f4, tf_f4)) if tf else None,
      (lambda: torch.add(torch_f4, torch_f4)) if torch else None, target="(target <= 2.5x)")
  row("tflc.raw_ops.AddV2 float32[4]", lambda: tflc.raw_ops.AddV2(x=f4, y=f4),
      (lambda: tf.raw_ops.AddV2(x=tf_f4, y=tf_f4)) if tf else None)
  row("Tensor + Tensor float32[4]", lambda: f4 + f4)


def indexing_case(table, calls, repeats, tf):
  """`t[1:3]` of a small tensor (Tensor.__getitem__ on StridedSlice) beside NumPy's basic
  slicing of the same values (a view) and TensorFlow's `t[1:3]`."""
  a8 = np.arange(8, dtype=np.float32)
  t8 = tflc.constant(a8)
  numpy_seconds = best_seconds(lambda: a8[1:3], calls, repeats)
  seconds = best_seconds(lambda: t8[1:3], calls, repeats)
  ratio = f"{seconds / numpy_seconds:.2f}x np a[1:3] (target <= 10x)"
  others = [f"np {microseconds(numpy_seconds)}"]
  if tf is not None:
    tf8 = tf.constant(a8)
    tf_seconds = best_seconds(lambda: tf8[1:3], max(1, calls // 10), repeats)
    ratio += f", {seconds / tf_seconds:.3f}x TF's (target <= 0.1x)"
    others.append(f"TF {microseconds(tf_seconds)}")
  table.add("t[1:3] float32[8]", microseconds(seconds), ratio, ", ".join(others))


def _chain(add, multiply, reduce_sum, y):
  """The 21 small ops of a typical step: `y = y * 1.01 + 0.5` ten times, then the sum."""
  for _ in range(10):
    y = add(multiply(y, 1.01), 0.5)
  return reduce_sum(y)


def real_code_cases(table, calls, repeats, tf, torch):
  """The calls real code makes: Python scalar operands, default-axis reductions, constants of
  Python numbers and a chain of them, each beside `tflc.add(x, y)` of two tensors."""
  a4 = np.ones(4, np.float32)
  x = tflc.constant(a4)
  numpy_add = best_seconds(lambda: np.add(a4, a4), calls, repeats)
  add_seconds = best_seconds(lambda: tflc.add(x, x), calls, repeats)

  def row(name, function, reference, reference_name, target=""):
    seconds = best_seconds(function, calls, repeats)
    table.add(name, microseconds(seconds), f"{seconds / reference:.2f}x {reference_name} {target}")
    return seconds

  row("tflc.add(x, 1.01) float32[4]", lambda: tflc.add(x, 1.01), add_seconds, "tflc.add(x, y)",
      "(target <= 1.2x)")
  row("x * 1.01 float32[4]", lambda: x * 1.01, add_seconds, "tflc.add(x, y)", "(target <= 1.2x)")
  row("tflc.reduce_sum(x) float32[4]", lambda: tflc.reduce_sum(x), add_seconds, "tflc.add(x, y)",
      "(target <= 1.2x)")
  u = tflc.constant(np.full(4, 2.0, np.float32))
  row("t == u float32[4]", lambda: x == u, add_seconds, "tflc.add(x, y)", "(target <= 1.2x)")
  row("tflc.constant(1.01)", lambda: tflc.constant(1.01), numpy_add, "np.add", "(target <= 2x)")
  chain_calls = max(1, calls // 20)
  ours = best_seconds(lambda: _chain(tflc.add, tflc.multiply, tflc.reduce_sum, x), chain_calls,
                      repeats)
  others = []
  ratio = ""
  if torch is not None:
    torch_x = torch.ones(4)
    theirs = best_seconds(lambda: _chain(torch.add, torch.mul, torch.sum, torch_x), chain_calls,
                          repeats)
    ratio = f"{ours / theirs:.2f}x torch (target <= 0.5x)"
    others.append(f"torch {microseconds(theirs)}")
  if tf is not None:
    tf_x = tf.constant(a4)
    tf_seconds = best_seconds(lambda: _chain(tf.add, tf.multiply, tf.reduce_sum, tf_x),
                              max(1, chain_calls // 10), repeats)
    others.append(f"TF {microseconds(tf_seconds)}")
  table.add("21-op chain float32[4]", microseconds(ours), ratio, ", ".join(others))


def large_elementwise_cases(table, quick, tf, torch):
  """Two of the plain-loop kernels (cwise_loop_ops.h) on large inputs beside NumPy (and TF and
  torch when importable), timed side by side; rates count the bytes read and written."""
  n = 1 << 10 if quick else 1 << 22
  timing = (1, 0.001, 0.0) if quick else (5, 0.1, 0.2)
  rng = np.random.RandomState(0)
  a = rng.uniform(-3, 3, n).astype(np.float32)
  b = rng.uniform(-3, 3, n).astype(np.float32)
  condition = a < b
  t, u, c = tflc.constant(a), tflc.constant(b), tflc.constant(condition)
  cases = [
      ("t < u float32 large -> bool", 9 * n, lambda: t < u, lambda: np.less(a, b),
       (lambda x, y, z: x < y), (lambda x, y, z: x < y)),
      ("tflc.where(c, t, u) float32 large", 13 * n, lambda: tflc.where(c, t, u),
       lambda: np.where(condition, a, b), (lambda x, y, z: tf.where(z, x, y)),
       (lambda x, y, z: torch.where(z, x, y))),
  ]
  for name, amount, ours, numpy_function, tf_function, torch_function in cases:
    functions = [ours, numpy_function]
    labels = []
    if tf is not None:
      tf_a, tf_b, tf_c = tf.constant(a), tf.constant(b), tf.constant(condition)
      functions.append(lambda f=tf_function, x=tf_a, y=tf_b, z=tf_c: f(x, y, z))
      labels.append("TF")
    if torch is not None:
      torch_a, torch_b = torch.from_numpy(a), torch.from_numpy(b)
      torch_c = torch.from_numpy(condition)
      functions.append(lambda f=torch_function, x=torch_a, y=torch_b, z=torch_c: f(x, y, z))
      labels.append("torch")
    seconds = best_seconds_side_by_side(functions, *timing)
    ours_rate, numpy_rate, *other_rates = [amount / s / 1e9 for s in seconds]
    notes = [f"{n} elements", f"NumPy {numpy_rate:.1f} GB/s"]
    notes += [f"{label} {rate:.1f} GB/s" for label, rate in zip(labels, other_rates)]
    table.add(name, f"{ours_rate:.1f} GB/s", f"{ours_rate / numpy_rate:.2f}x NumPy",
              ", ".join(notes))


def wrapper_overhead_case(table, calls, repeats):
  """What a generated wrapper adds to a direct executor call."""
  a4 = np.ones(4, np.float32)
  f4 = tflc.constant(a4)
  direct = op_support.Op("AddV2")
  numpy_add = best_seconds(lambda: np.add(a4, a4), calls, repeats)
  direct_seconds = best_seconds(lambda: direct(f4, f4, None), calls, repeats)
  wrapper_seconds = best_seconds(lambda: tflc.add(f4, f4), calls, repeats)
  added = wrapper_seconds - direct_seconds
  table.add("generated wrapper overhead", microseconds(added),
            f"{added / numpy_add:.2f}x np.add (target <= 0.5x)",
            f"tflc.add {microseconds(wrapper_seconds)}, Op call {microseconds(direct_seconds)}")


def _fresh_process_env():
  """The environment of the fresh-process cases: this one's path, and bytecode caching on (as an
  installed package has its .pyc files; PYTHONDONTWRITEBYTECODE would recompile every module)."""
  env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path), TF_CPP_MIN_LOG_LEVEL="3")
  env.pop("PYTHONDONTWRITEBYTECODE", None)
  return env


def _first_load_ms(python, code, library, env):
  times = []
  for _ in range(5):
    result = subprocess.run([python, "-c", code, library], env=env, capture_output=True,
                            text=True, check=True)
    times.append(float(result.stdout.strip().splitlines()[-1]))
  return min(times)


_LOAD_CODE = ("import sys, time, {module} as m\n"
              "start = time.perf_counter(); m.load_op_library(sys.argv[1])\n"
              "print((time.perf_counter() - start) * 1e3)")


def _tensorflow_zero_out(folder):
  """zero_out.cc built against TensorFlow with its sysconfig flags, or None."""
  tf = optional("tensorflow")
  if tf is None or shutil.which("g++") is None:
    return None
  library = os.path.join(folder, "zero_out_tf.so")
  # TensorFlow 2.21 has dropped the guide's Status::OK(); its own spelling is absl::OkStatus().
  source = os.path.join(folder, "zero_out.cc")
  with open(os.path.join(_ZERO_OUT, "zero_out.cc")) as original, open(source, "w") as copy:
    copy.write(original.read().replace("Status::OK()", "absl::OkStatus()"))
  command = (["g++", "-std=c++17", "-shared", source, "-o", library, "-fPIC"] +
             tf.sysconfig.get_compile_flags() + tf.sysconfig.get_link_flags() + ["-O2"])
  built = subprocess.run(command, capture_output=True, check=False)
  return library if built.returncode == 0 else None


# The floor under a first load: the system loader opening a library that links what every op
# library links but registers nothing, then the first compile() of ZeroOut's wrapper source.
_FLOOR_CODE = ("import ctypes, os, sys, time, tensorflow_lite_core\n"
               "from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc as w\n"
               "start = time.perf_counter()\n"
               "ctypes.CDLL(sys.argv[1], mode=os.RTLD_NOW | os.RTLD_LOCAL)\n"
               "opened = time.perf_counter() - start\n"
               "source = w._generate_wrappers(w._load_op_library(sys.argv[2]), [], None, None)\n"
               "start = time.perf_counter(); compile(source, 'wrappers', 'exec')\n"
               "print(opened * 1e3, (time.perf_counter() - start) * 1e3)")


def _floor_ms(env):
  """(open, compile) in ms, each the best of several fresh processes."""
  runs = []
  for _ in range(5):
    result = subprocess.run(
        [sys.executable, "-c", _FLOOR_CODE, _NO_OPS, os.path.join(_ZERO_OUT, "zero_out.so")],
        env=env, capture_output=True, text=True, check=True)
    runs.append([float(x) for x in result.stdout.split()])
  return min(r[0] for r in runs), min(r[1] for r in runs)


def load_case(table, quick):
  """First load of zero_out.so (wrappers included) in a fresh process, beside TensorFlow's, and
  the floor under it."""
  env = _fresh_process_env()
  ours = _first_load_ms(sys.executable, _LOAD_CODE.format(module="tensorflow_lite_core"),
                        os.path.join(_ZERO_OUT, "zero_out.so"), env)
  opened, compiled = _floor_ms(env)
  floor_note = f"open no_ops.so {opened:.2f} ms + compile {compiled:.2f} ms"
  folder = tempfile.mkdtemp()
  try:
    theirs_library = None if quick else _tensorflow_zero_out(folder)
    if theirs_library is None:
      table.add("load_op_library zero_out.so", f"{ours:.2f} ms", "(target <= 1/3 of TF's)",
                "TF not compared")
      table.add("load floor (loader + compile)", f"{opened + compiled:.2f} ms", "", floor_note)
      return
    theirs = _first_load_ms(sys.executable, _LOAD_CODE.format(module="tensorflow"),
                            theirs_library, env)
  finally:
    shutil.rmtree(folder)
  table.add("load_op_library zero_out.so", f"{ours:.2f} ms",
            f"{ours / theirs:.2f}x TF's (target <= 0.33x)", f"TF {theirs:.2f} ms")
  table.add("load floor (loader + compile)", f"{opened + compiled:.2f} ms",
            f"{(opened + compiled) / theirs:.2f}x TF's", floor_note)


def import_case(table, repeats):
  env = _fresh_process_env()

  def seconds(module):
    times = []
    for _ in range(repeats):
      code = (f"import time; start = time.perf_counter(); import {module}; "
              f"print(time.perf_counter() - start)")
      result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, check=True)
      times.append(float(result.stdout))
    return min(times)

  numpy_seconds = seconds("numpy")
  tflc_seconds = seconds("tensorflow_lite_core")
  table.add("import tensorflow_lite_core", f"{tflc_seconds * 1e3:.1f} ms",
            f"{tflc_seconds / numpy_seconds:.2f}x import numpy (target <= 1.5x)",
            f"numpy {numpy_seconds * 1e3:.1f} ms")


def resident_kib():
  with open("/proc/self/statm") as statm:
    return int(statm.read().split()[1]) * resource.getpagesize() // 1024


def memory_case(table, quick):
  calls = 1000 if quick else 1_000_000
  x = tflc.constant([1.0, 2.0, 3.0, 4.0])
  for _ in range(1000):  # warm the kernel cache and the allocator
    tflc.add(x, x)
  before = resident_kib()
  for _ in range(calls):
    tflc.add(x, x)
  after = resident_kib()
  table.add("RSS over many small tflc.add calls", f"{after - before:+d} KiB", "(target: flat)",
            f"{calls} calls: before {before} KiB, after {after} KiB")


def main():
  args, tf, torch = start(__doc__.splitlines()[0])
  calls, repeats = (1, 1) if args.quick else (100_000, 5)
  table = Table()
  small_op_cases(table, calls, repeats, tf, torch)
  real_code_cases(table, calls, repeats, tf, torch)
  indexing_case(table, calls, repeats, tf)
  wrapper_overhead_case(table, calls, repeats)
  large_elementwise_cases(table, args.quick, tf, torch)
  load_case(table, args.quick or args.no_compare)
  import_case(table, 1 if args.quick else 7)
  memory_case(table, args.quick)
  gradient_benchmark_cases.chain_case(table, calls, repeats, tf, torch, best_seconds,
                                      microseconds)
  gradient_benchmark_cases.matmul_case(table, args.quick, best_seconds)
  gradient_benchmark_cases.tape_memory_case(table, args.quick, resident_kib)
  graph_benchmark_cases.function_call_case(table, calls, repeats, tf, best_seconds, microseconds)
  graph_benchmark_cases.trace_case(table, args.quick, tf)
  graph_benchmark_cases.parallel_case(table, args.quick, best_seconds)


if __name__ == "__main__":
  main()
