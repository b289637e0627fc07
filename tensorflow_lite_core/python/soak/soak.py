"""Soak test: mixed work from several Python threads for a long time, with the process's resident
memory and open file descriptors required flat.

Each thread loops over eager op calls (arithmetic, reductions, indexing, conversions, refused
calls), GradientTape gradients, `tflc.function` calls (and functions made and dropped), and op
library loads (a real library again, a truncated copy and a missing file, both refused).
Every --sample_seconds the main thread reads VmRSS from /proc/self/status and counts
/proc/self/fd.

Flat means: after the first --warmup_seconds (caches, thread pools and allocator arenas fill
up then), no sample exceeds the first sample taken after the warm-up by more than
--max_rss_growth_mib of resident memory (32 MiB) or --max_fd_growth descriptors (two per thread:
a sample may catch a library load with its files open; one descriptor leaked per load would be
thousands a minute). The program prints every sample and exits 1 when the figures are not flat or
a thread met an error it should not have, else 0.

    bazel run //tensorflow_lite_core/python/soak:soak                   # 10 minutes
    bazel run //tensorflow_lite_core/python/soak:soak -- --duration_seconds=20 --sample_seconds=2
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import threading
import time

import numpy as np

import tensorflow_lite_core as tflc

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
_OP_LIBRARY = os.path.join(_ROOT, "tensorflow_lite_core/examples/zero_out/zero_out.so")


def resident_kib():
  with open("/proc/self/status", encoding="ascii") as status:
    for line in status:
      if line.startswith("VmRSS:"):
        return int(line.split()[1])
  raise RuntimeError("no VmRSS in /proc/self/status")


def open_descriptors():
  return len(os.listdir("/proc/self/fd"))


class _Work:
  """One thread's loop; `rounds` counts the rounds it finished."""

  def __init__(self, index, scratch):
    self.index = index
    self.rounds = 0
    self.error = None
    self._truncated_library = os.path.join(scratch, f"truncated_{index}.so")
    with open(_OP_LIBRARY, "rb") as library, open(self._truncated_library, "wb") as truncated:
      contents = library.read()
      truncated.write(contents[:len(contents) // 2])
    self._missing_library = os.path.join(scratch, f"missing_{index}.so")
    self._rng = np.random.default_rng(index)

    @tflc.function
    def affine_sum(x, w):
      return tflc.reduce_sum(tflc.matmul(x, w) * 0.5 + 1.0)

    self._affine_sum = affine_sum

  def eager(self):
    x = tflc.constant(self._rng.standard_normal((8, 8)).astype(np.float32))
    y = tflc.matmul(x, x) + 1.0
    z = tflc.reduce_mean(tflc.nn.relu(y), axis=0)
    _ = z.numpy(), x[1:5, ::2].numpy(), tflc.reshape(y, [-1])[3].numpy()
    _ = tflc.convert_to_tensor([[1, 2], [3, 4]]) * 2
    try:
      tflc.matmul(x, tflc.constant([1.0, 2.0]))  # refused: the error path must not leak either
    except tflc.errors.InvalidArgumentError:
      pass

  def gradients(self):
    x = tflc.constant(self._rng.standard_normal((4, 4)).astype(np.float32))
    with tflc.GradientTape() as tape:
      tape.watch(x)
      loss = tflc.reduce_sum(tflc.tanh(tflc.matmul(x, x)) * x)
    (gradient,) = tape.gradient(loss, [x])
    if gradient.shape != (4, 4):
      raise AssertionError(f"gradient of shape {gradient.shape}")

  def functions(self):
    x = tflc.constant(self._rng.standard_normal((3, 4)).astype(np.float32))
    w = tflc.constant(np.ones((4, 2), np.float32))
    self._affine_sum(x, w).numpy()
    if self.rounds % 50 == 0:
      # A function made, traced, called and dropped: its graph must go with it.
      dropped = tflc.function(lambda a: tflc.square(a) - a)
      dropped(x).numpy()

  def libraries(self):
    module = tflc.load_op_library(_OP_LIBRARY)
    result = module.zero_out([[1, 2], [3, 4]]).numpy()
    if result.tolist() != [[1, 0], [0, 0]]:
      raise AssertionError(f"zero_out gave {result.tolist()}")
    for refused in (self._truncated_library, self._missing_library):
      try:
        tflc.load_op_library(refused)
        raise AssertionError(f"{refused} loaded")
      except tflc.errors.NotFoundError:
        pass

  def run(self, stop):
    try:
      while not stop.is_set():
        self.eager()
        self.gradients()
        self.functions()
        if self.rounds % 10 == 0:
          self.libraries()
        self.rounds += 1
    except Exception as error:  # pylint: disable=broad-except
      self.error = f"thread {self.index}: {type(error).__name__}: {error}"
      stop.set()


def soak(duration_seconds, sample_seconds, threads):
  """Runs the work; returns the samples (dicts of seconds, rss_kib, fds and rounds, the first
  taken as the threads start) and the errors the threads met."""
  scratch = tempfile.mkdtemp(prefix="tflc_soak_")
  works = [_Work(index, scratch) for index in range(threads)]
  stop = threading.Event()
  runners = [threading.Thread(target=work.run, args=(stop,), name=f"soak-{work.index}")
             for work in works]
  start = time.monotonic()
  for runner in runners:
    runner.start()
  samples = []
  end = start + duration_seconds
  next_sample = start
  while True:
    now = time.monotonic()
    samples.append({"seconds": round(now - start, 1), "rss_kib": resident_kib(),
                    "fds": open_descriptors(), "rounds": sum(work.rounds for work in works)})
    print(json.dumps(samples[-1]), flush=True)
    if now >= end or stop.is_set():
      break
    next_sample = min(next_sample + sample_seconds, end)
    stop.wait(max(0.0, next_sample - time.monotonic()))
  stop.set()
  for runner in runners:
    runner.join()
  shutil.rmtree(scratch, ignore_errors=True)
  return samples, [work.error for work in works if work.error]


def judge(samples, warmup_seconds, max_rss_growth_mib, max_fd_growth):
  """The reasons the samples are not flat (empty when they are)."""
  settled = [sample for sample in samples if sample["seconds"] >= warmup_seconds]
  if len(settled) < 2:
    return [f"only {len(settled)} samples after the {warmup_seconds} s warm-up; need 2"]
  baseline = settled[0]
  problems = []
  for sample in settled[1:]:
    growth_mib = (sample["rss_kib"] - baseline["rss_kib"]) / 1024
    if growth_mib > max_rss_growth_mib:
      problems.append(f"at {sample['seconds']} s resident memory grew {growth_mib:.1f} MiB "
                      f"since {baseline['seconds']} s (bound {max_rss_growth_mib} MiB)")
    if sample["fds"] - baseline["fds"] > max_fd_growth:
      problems.append(f"at {sample['seconds']} s {sample['fds']} descriptors are open, "
                      f"{baseline['fds']} were at {baseline['seconds']} s")
  return problems


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--duration_seconds", type=float, default=600)
  parser.add_argument("--sample_seconds", type=float, default=60)
  parser.add_argument("--warmup_seconds", type=float, default=60,
                      help="samples before this are printed, not judged")
  parser.add_argument("--threads", type=int, default=4)
  parser.add_argument("--max_rss_growth_mib", type=float, default=32)
  parser.add_argument("--max_fd_growth", type=int, default=None,
                      help="default: two per thread, for the files a library load holds open "
                      "while it runs")
  args = parser.parse_args(argv)
  if args.max_fd_growth is None:
    args.max_fd_growth = 2 * args.threads
  samples, errors = soak(args.duration_seconds, args.sample_seconds, args.threads)
  problems = errors + judge(samples, args.warmup_seconds, args.max_rss_growth_mib,
                            args.max_fd_growth)
  rounds = samples[-1]["rounds"] if samples else 0
  print(f"{rounds} rounds on {args.threads} threads in {samples[-1]['seconds'] if samples else 0}"
        f" s, {len(samples)} samples", flush=True)
  for problem in problems:
    print("FAIL: " + problem, file=sys.stderr, flush=True)
  return 1 if problems else 0


if __name__ == "__main__":
  sys.exit(main())
