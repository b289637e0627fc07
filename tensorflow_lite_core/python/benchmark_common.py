"""What the Python benchmarks share: the command line, the optional references (TensorFlow and
PyTorch, never dependencies), best-of-repeats timing and the printed table."""

import argparse
import importlib
import os
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


class Table:
  """Rows of `name  figure  ratio  comparisons`, printed as they come."""

  def __init__(self):
    self.rows = []

  def add(self, name, figure, ratio="", others=""):
    self.rows.append((name, figure, ratio, others))
    print(f"{name:<36}  {figure:>14}  {ratio:<46}  {others}".rstrip(), flush=True)
