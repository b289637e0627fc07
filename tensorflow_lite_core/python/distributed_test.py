"""Custom ops in worker processes (docs/distributed.md): a guide example's op library's op mapped
over the chunks of a Dask array on a two-process LocalCluster, and over a spawn-context
ProcessPoolExecutor. The workers never load the library themselves: unpickling the op does.
Results must equal the single-process run."""

import concurrent.futures
import multiprocessing
import os

import numpy as np

import tensorflow_lite_core as tflc

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIME_TWO = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "time_two", "time_two.so")
ZERO_OUT = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "zero_out", "zero_out.so")


def _values():
  return np.random.default_rng(7).standard_normal((8, 1000)).astype(np.float32)


def test_dask_map_blocks_on_a_two_process_cluster_equals_the_local_run():
  import dask.array as da  # pylint: disable=g-import-not-at-top
  from dask import distributed  # pylint: disable=g-import-not-at-top

  time_two = tflc.load_op_library(TIME_TWO).time_two
  values = _values()
  expected = time_two(values).numpy()
  with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                host="127.0.0.1", dashboard_address=None,
                                local_directory=os.environ.get("TEST_TMPDIR")) as cluster, \
      distributed.Client(cluster) as client:
    chunked = da.from_array(values, chunks=(1, 1000))  # 8 chunks
    meta = np.empty((0, 0), np.float32)
    # Blocks that are tensors feed Dask's reductions (through __array__) ...
    total = chunked.map_blocks(time_two, dtype=np.float32, meta=meta).sum(axis=1).compute()
    np.testing.assert_allclose(total, expected.sum(axis=1), rtol=1e-5)
    # ... and blocks made NumPy arrays concatenate (Dask's concatenation wants NumPy dtypes).
    doubled = chunked.map_blocks(lambda block: time_two(block).numpy(), dtype=np.float32,
                                 meta=meta)
    result = doubled.compute()
    assert isinstance(result, np.ndarray)
    np.testing.assert_array_equal(result, expected)
    # Both workers ran ops, in processes other than this one.
    pids = client.run(os.getpid)
    assert len(pids) == 2 and os.getpid() not in pids.values()
    # Tensors travel between processes too (pickle protocol 5, out of band).
    future = client.submit(time_two, values[0], pure=False)
    back = future.result()
    assert isinstance(back, tflc.Tensor)
    np.testing.assert_array_equal(back.numpy(), expected[0])


def test_process_pool_with_spawn_equals_the_local_run():
  module = tflc.load_op_library(ZERO_OUT)
  chunks = [np.arange(i, i + 6, dtype=np.int32).reshape(2, 3) for i in range(1, 5)]
  expected = [module.zero_out(chunk).numpy() for chunk in chunks]
  context = multiprocessing.get_context("spawn")
  with concurrent.futures.ProcessPoolExecutor(max_workers=2, mp_context=context) as pool:
    results = list(pool.map(module.zero_out, chunks))
  for got, want in zip(results, expected):
    assert isinstance(got, tflc.Tensor)
    np.testing.assert_array_equal(got.numpy(), want)
