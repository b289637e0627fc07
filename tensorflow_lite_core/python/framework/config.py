"""`tflc.config`: process-wide execution settings, as `tf.config` names them."""

import collections
import types

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


def set_intra_op_parallelism_threads(num_threads):
  """Sets the threads one kernel may use (0: one per core). Only before the first op runs.

  Raises:
    RuntimeError: once an op has run.
    ValueError: for a negative count.
  """
  _pywrap_tflc.set_intra_op_parallelism_threads(num_threads)


def get_intra_op_parallelism_threads():
  """The threads one kernel may use; 0 means the system chooses (one per core)."""
  return _pywrap_tflc.get_intra_op_parallelism_threads()


_inter_op_threads = 0


def set_inter_op_parallelism_threads(num_threads):
  """Sets how many independent ops of a graph (a tflc.function, a Session run) may run at once
  (0: one per core; 1: in order on the calling thread). Graphs compiled afterwards use it.

  Raises:
    ValueError: for a negative count.
  """
  global _inter_op_threads
  if num_threads < 0:
    raise ValueError("the thread count must be >= 0")
  _inter_op_threads = int(num_threads)


def get_inter_op_parallelism_threads():
  """Independent graph ops that may run at once; 0 means one per core."""
  return _inter_op_threads


def inter_op_threads_in_use():
  """The inter-op thread count graphs are compiled with (0 resolved to the core count)."""
  import os  # pylint: disable=g-import-not-at-top
  return _inter_op_threads or os.cpu_count() or 1


def get_cpu_isa():
  """The instruction set level the CPU kernels run at: "baseline", "avx2" or "avx512".

  The best this CPU supports, unless the TFLC_CPU_ISA environment variable (read when the first
  kernel runs) names a lower one.
  """
  return _pywrap_tflc._cpu_isa()  # pylint: disable=protected-access


PhysicalDevice = collections.namedtuple("PhysicalDevice", ["name", "device_type"])
PhysicalDevice.__doc__ = """A device of this machine, as `tf.config.PhysicalDevice`."""


def list_physical_devices(device_type=None):
  """The devices ops can run on: the CPU, and GPUs in a CUDA build on a machine that has them.

  Args:
    device_type: "CPU" or "GPU" (any case) to list only that type; None for all.

  Returns:
    A list of `PhysicalDevice(name="/physical_device:GPU:0", device_type="GPU")`, CPU first.
  """
  names = _pywrap_tflc._list_devices(device_type or "")  # pylint: disable=protected-access
  devices = []
  for name in names:
    kind, index = name[len("/device:"):].split(":")
    devices.append(PhysicalDevice("/physical_device:%s:%s" % (kind, index), kind))
  return devices


threading = types.SimpleNamespace(
    set_intra_op_parallelism_threads=set_intra_op_parallelism_threads,
    get_intra_op_parallelism_threads=get_intra_op_parallelism_threads,
    set_inter_op_parallelism_threads=set_inter_op_parallelism_threads,
    get_inter_op_parallelism_threads=get_inter_op_parallelism_threads,
)
