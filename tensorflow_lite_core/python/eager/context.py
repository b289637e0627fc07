"""`tflc.device`: the device ops called inside a `with` block run on, as `tf.device` in eager mode."""

import contextlib

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
