"""Tensors that travel, each figure beside NumPy measured in the same run: pickling a tensor,
a custom op over a Dask array on two worker processes, and DLPack exports to NumPy (and to
PyTorch when it is importable; it is never a dependency).

  bazel run --config=opt //tensorflow_lite_core/python:travel_benchmark [-- --quick]

With PyTorch from another interpreter (Dask rows are skipped where Dask is not importable):
  PYTHONPATH=bazel-bin/tensorflow_lite_core/python/travel_benchmark.runfiles/tensorflow_lite_core \\
    venv/bin/python tensorflow_lite_core/python/travel_benchmark.py

Pickle: dumps + loads of a float32[4M] tensor and of the same ndarray, protocol 5, in band and
out of band (buffer_callback). Dask: `ones((64, 1M)).map_blocks(op).sum()` on a LocalCluster of
2 single-threaded processes, op TimeTwo (examples/time_two) or the NumPy `block * 2`. DLPack:
np.from_dlpack(t) of a float32[4M] tensor (it must share the memory).
"""

import os
import pickle
import sys

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.benchmark_common import Table, best_seconds, \
    best_seconds_side_by_side, optional, start
from tensorflow_lite_core.python.dlpack import dlpack

# The runfiles root (this file is tensorflow_lite_core/python/travel_benchmark.py under it).
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIME_TWO = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "time_two", "time_two.so")


def _round_trip(value, out_of_band):
  if out_of_band:
    buffers = []
    data = pickle.dumps(value, protocol=5, buffer_callback=buffers.append)
    return pickle.loads(data, buffers=buffers)
  return pickle.loads(pickle.dumps(value, protocol=5))


def pickle_cases(table, quick):
  n = 1 << 12 if quick else 4 << 20
  array = np.random.default_rng(0).standard_normal(n).astype(np.float32)
  tensor = tflc.constant(array)
  timing = (1, 0.0, 0.0) if quick else (7, 0.2, 0.0)
  for out_of_band in (False, True):
    ours, numpy_seconds = best_seconds_side_by_side(
        [lambda: _round_trip(tensor, out_of_band), lambda: _round_trip(array, out_of_band)],
        *timing)
    name = "pickle round trip " + ("out of band" if out_of_band else "in band")
    table.add(name, f"{ours * 1e3:.3f} ms",
              f"{ours / numpy_seconds:.2f}x NumPy (target <= 1.2x)",
              f"float32[{n >> 10}K]; NumPy {numpy_seconds * 1e3:.3f} ms")


def numpy_time_two(block):
  return block * np.float32(2)


def dask_cases(table, quick):
  da = optional("dask.array")
  distributed = optional("dask.distributed")
  if da is None or distributed is None:
    table.add("dask map_blocks TimeTwo", "skipped", "", "dask and distributed are not importable")
    return
  time_two = tflc.load_op_library(TIME_TWO).time_two
  chunks, chunk = (4, 1 << 10) if quick else (64, 1 << 20)
  with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                host="127.0.0.1", dashboard_address=None) as cluster, \
      distributed.Client(cluster):

    def graph(op):
      ones = da.ones((chunks, chunk), chunks=(1, chunk), dtype=np.float32)
      return lambda: ones.map_blocks(op, dtype=np.float32,
                                     meta=np.empty((0, 0), np.float32)).sum().compute()

    ours_graph, numpy_graph = graph(time_two), graph(numpy_time_two)
    assert float(ours_graph()) == float(numpy_graph()) == 2.0 * chunks * chunk
    repeats = 1 if quick else 5
    ours, numpy_seconds = best_seconds_side_by_side([ours_graph, numpy_graph], repeats, 0.0)
  table.add("dask map_blocks TimeTwo", f"{ours * 1e3:.1f} ms",
            f"{ours / numpy_seconds:.2f}x NumPy (target <= 1.2x)",
            f"{chunks} chunks of float32[{chunk >> 10}K], 2 worker processes; "
            f"NumPy op {numpy_seconds * 1e3:.1f} ms")


def dlpack_cases(table, quick, tf, torch):
  n = 1 << 12 if quick else 4 << 20
  tensor = tflc.constant(np.ones(n, np.float32))
  shared = np.from_dlpack(tensor)
  assert shared.__array_interface__["data"][0] == np.asarray(tensor).__array_interface__["data"][0]
  calls, repeats = (10, 1) if quick else (100000, 5)
  ours = best_seconds(lambda: np.from_dlpack(tensor), calls, repeats)
  array = np.ones(n, np.float32)
  numpy_seconds = best_seconds(lambda: np.from_dlpack(array), calls, repeats)
  notes = [f"np.from_dlpack(ndarray) {numpy_seconds * 1e6:.2f} us"]
  if tf is not None:
    tf_tensor = tf.constant(np.ones(n, np.float32))
    notes.append(f"np.from_dlpack(tf.Tensor) "
                 f"{best_seconds(lambda: np.from_dlpack(tf_tensor), calls, repeats) * 1e6:.2f} us")
  table.add("np.from_dlpack(tensor)", f"{ours * 1e6:.2f} us", "(target <= 2 us, no copy)",
            "; ".join(notes))
  raw = np.zeros(n + 16, np.float32)
  offset = (-raw.ctypes.data % 64) // 4
  aligned = raw[offset:offset + n]
  imported = best_seconds(lambda: dlpack.from_dlpack(aligned), calls, repeats)
  table.add("tflc from_dlpack(ndarray)", f"{imported * 1e6:.2f} us", "(no copy)")
  if torch is None:
    table.add("torch.from_dlpack(tensor)", "skipped", "", "PyTorch is not importable")
    return
  torch_tensor = torch.from_dlpack(tensor)
  assert torch_tensor.data_ptr() == np.asarray(tensor).__array_interface__["data"][0]
  ours = best_seconds(lambda: torch.from_dlpack(tensor), calls, repeats)
  torch_ones = torch.ones(n)
  torch_own = best_seconds(lambda: torch.from_dlpack(torch_ones), calls, repeats)
  table.add("torch.from_dlpack(tensor)", f"{ours * 1e6:.2f} us", "(no copy)",
            f"torch.from_dlpack(torch tensor) {torch_own * 1e6:.2f} us")
  back = dlpack.from_dlpack(torch_ones)
  assert np.asarray(back).__array_interface__["data"][0] == torch_ones.data_ptr() or \
      torch_ones.data_ptr() % 64 != 0
  # Lifetimes across the two frameworks: either producer may die first.
  producer = torch.arange(8, dtype=torch.float32)
  consumer = dlpack.from_dlpack(producer)
  del producer
  assert consumer.numpy().tolist() == list(range(8))
  producer = tflc.constant(np.arange(8, dtype=np.float32))
  torch_consumer = torch.from_dlpack(producer)
  del producer
  assert torch_consumer.tolist() == list(range(8))
  imported = best_seconds(lambda: dlpack.from_dlpack(torch_ones), calls, repeats)
  table.add("tflc from_dlpack(torch tensor)", f"{imported * 1e6:.2f} us",
            "(no copy when aligned)")


def main():
  args, tf, torch = start(__doc__.split("\n")[0])
  if torch is None and not args.quick and not args.no_compare:
    print("PyTorch is not importable here: its rows are skipped.")
  table = Table()
  pickle_cases(table, args.quick)
  dask_cases(table, args.quick)
  dlpack_cases(table, args.quick, tf, torch)
  sys.stdout.flush()


if __name__ == "__main__":
  main()
