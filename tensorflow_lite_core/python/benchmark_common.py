"""What the Python benchmarks share: the command line, the optional references (TensorFlow and
PyTorch, never dependencies), best-of-repeats timing and the printed table."""

import argparse
import importlib
import os
import time
import timeit

import numpy as np


def optional(module_name):
  """The module, or None when it cannot be imported."""
  try:
    return importlib.import_module(module_name)
  except ImportError:
    return None


def start(description, extra=""):
  """Parses --quick and --no-compare, imports the references unless told not to, and prints the
  versions line. Returns (args, tf, torch); tf and torch are None when not compared."""
  parser = argparse.ArgumentParser(description=description)
  parser.add_argument("--quick", action="store_true", help="each case once (smoke test)")
  parser.add_argument("--no-compare", action="store_true",
                      help="skip TensorFlow and PyTorch even when importable")
  args = parser.parse_args()
  tf = None if args.quick or args.no_compare else optional("tensorflow")
  torch = None if args.quick or args.no_compare else optional("torch")
  print(f"NumPy {np.__version__}; TensorFlow {tf.__version__ if tf else 'not compared'}; "
        f"PyTorch {torch.__version__ if torch else 'not compared'}; {os.cpu_count()} CPUs"
        f"{extra}")
  return args, tf, torch


def best_seconds(function, calls, repeats):
  """Seconds per call: the best of `repeats` loops of `calls` calls."""
  return min(timeit.repeat(function, number=calls, repeat=repeats)) / calls


def best_seconds_side_by_side(functions, repeats, min_seconds, settle_seconds=0.0):
  """Seconds per call of each function, compared fairly on a shared machine: each repeat times
  every function in turn (so a slow spell hits them all, not just whichever ran then), each for
  enough calls to last about `min_seconds`; the best repeat of each counts. Each timing starts
  `settle_seconds` after the previous one: multi-threaded libraries keep their idle threads
  spinning for a while after a call (OpenBLAS's for about 0.1 s), taking cores from the next."""
  calls = []
  for function in functions:
    function()  # warm: kernels created, threads awake, the allocator has seen the sizes
    timer = timeit.Timer(function)
    number, seconds = 1, timer.timeit(1)
    while seconds < min_seconds:
      number *= 2 if seconds * 10 > min_seconds else 10
      seconds = timer.timeit(number)
    calls.append(number)
  best = [float("inf")] * len(functions)
  for _ in range(repeats):
    for i, function in enumerate(functions):
      time.sleep(settle_seconds)
      best[i] = min(best[i], timeit.timeit(function, number=calls[i]) / calls[i])
  return best


class Table:
  """Rows of `name  figure  ratio  comparisons`, printed as they come."""

  def __init__(self):
    self.rows = []

  def add(self, name, figure, ratio="", others=""):
    self.rows.append((name, figure, ratio, others))
    print(f"{name:<36}  {figure:>14}  {ratio:<46}  {others}".rstrip(), flush=True)
