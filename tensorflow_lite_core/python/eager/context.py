"""`tflc.device`: the device ops called inside a `with` block run on, as `tf.device` in eager mode;
and the global random seed (`tflc.random.set_seed`), kept here as TensorFlow's eager context keeps
it."""

import contextlib
import random

import numpy as np

from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


@contextlib.contextmanager
def device(device_name):
  """Runs the ops called in the block (on this thread) on `device_name`.

  Inputs are copied to the device as the kernel needs them; results stay there (`Tensor.device`
  says where) until `numpy()` copies them to the host. A device that this build or machine does
  not have makes each op in the block raise `InvalidArgumentError` naming it.

  Args:
    device_name: "/GPU:0", "/device:CPU:0", "GPU:1", ...; None or "" for the default device.

  Raises:
    ValueError: `device_name` is not a device name.
  """
  try:
    previous = _pywrap_tflc._set_device(device_name or "")  # pylint: disable=protected-access
  except errors.OpError as e:
    raise ValueError(e.message) from None  # a name that does not parse, as tf.device raises
  try:
    yield
  finally:
    _pywrap_tflc._set_device(previous)  # pylint: disable=protected-access


_MAXINT32 = 2**31 - 1

# The global seed (None: not set), and the generator of the op seeds of ops called without one.
_global_seed = None
_operation_seeds = random.Random()


def set_global_seed(seed):
  """Sets the global seed and drops every cached kernel, so stateful random ops start over.

  Op seeds drawn for ops called without one start over too: they come from Python's
  `random.Random(seed)`, as TensorFlow's eager context draws them.
  """
  global _global_seed, _operation_seeds
  _global_seed = seed
  try:
    _operation_seeds = random.Random(seed)
  except TypeError:  # a NumPy integer or array, which random.Random refuses: its int
    _operation_seeds = random.Random(int(np.array(seed)))
  _pywrap_tflc._clear_kernel_caches()  # pylint: disable=protected-access


def global_seed():
  """The global seed, or None when none is set."""
  return _global_seed


def internal_operation_seed():
  """The next op seed for an op called without one while a global seed is set."""
  return _operation_seeds.randint(0, _MAXINT32)
