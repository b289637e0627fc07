"""Pickling tensors (protocol 5 out-of-band buffers without copies), shapes, dtypes and specs,
and the functions of loaded op libraries, by reference, into processes that never loaded them.
TensorFlow's own answers are compared in travel_tf_reference_test.py."""

import os
import pickle
import shutil
import sys
import tempfile
import types

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import load_library
from tensorflow_lite_core.python.testing import fresh_interpreter

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
ZERO_OUT = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "zero_out", "zero_out.so")
TIME_TWO = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "time_two", "time_two.so")


def address(value):
  return np.asarray(value).__array_interface__["data"][0]


def test_protocol_5_out_of_band_shares_the_tensors_memory_both_ways():
  tensor = tflc.constant(np.arange(1 << 16, dtype=np.float32).reshape(256, 256))
  buffers = []
  data = pickle.dumps(tensor, protocol=5, buffer_callback=buffers.append)
  assert len(buffers) == 1 and len(data) < 1024  # the elements are not in the stream
  assert address(np.frombuffer(buffers[0], np.float32)) == address(tensor)  # nor copied
  back = pickle.loads(data, buffers=buffers)
  assert address(back) == address(tensor)
  assert back.dtype == tflc.float32 and back.shape == (256, 256)
  np.testing.assert_array_equal(back.numpy(), tensor.numpy())


def test_protocol_5_in_band_and_older_protocols_copy():
  tensor = tflc.constant([[1, 2, 3], [4, 5, 6]], dtype=tflc.int16)
  for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
    back = pickle.loads(pickle.dumps(tensor, protocol=protocol))
    assert isinstance(back, tflc.Tensor)
    assert back.dtype == tflc.int16 and back.shape == (2, 3)
    np.testing.assert_array_equal(back.numpy(), tensor.numpy())
    assert address(back) != address(tensor)


def test_out_of_band_buffers_may_arrive_as_any_buffer():
  # What a transport hands back: bytes, a bytearray, a memoryview of a larger message.
  tensor = tflc.constant(np.linspace(0, 1, 100))
  buffers = []
  data = pickle.dumps(tensor, protocol=5, buffer_callback=buffers.append)
  raw = bytes(buffers[0])
  message = bytearray(b"x" * 3) + raw
  for buffer in (raw, bytearray(raw), memoryview(message)[3:]):
    back = pickle.loads(data, buffers=[buffer])
    np.testing.assert_array_equal(back.numpy(), tensor.numpy())


def test_types_without_a_buffer_format_pickle_through_numpy():
  for tensor in (tflc.constant([b"a", b"\x00bc", b""]), tflc.constant([["x"], ["yz"]]),
                 tflc.cast(tflc.constant([1.5, 2.0]), tflc.bfloat16), tflc.constant(3.5)):
    buffers = []
    back = pickle.loads(pickle.dumps(tensor, protocol=5, buffer_callback=buffers.append),
                        buffers=buffers)
    assert back.dtype == tensor.dtype and back.shape == tensor.shape
    np.testing.assert_array_equal(np.asarray(back.numpy()), np.asarray(tensor.numpy()))


def test_copies_are_the_tensor_itself():
  import copy  # pylint: disable=g-import-not-at-top
  tensor = tflc.constant([1.0])
  assert copy.copy(tensor) is tensor
  assert copy.deepcopy(tensor) is tensor
  nested = {"a": [tensor, 1]}
  assert copy.deepcopy(nested)["a"][0] is tensor


def test_shapes_dtypes_and_specs_pickle():
  for shape in (tflc.TensorShape([1, None]), tflc.TensorShape(None), tflc.TensorShape([])):
    back = pickle.loads(pickle.dumps(shape))
    assert back == shape or (back.rank is None and shape.rank is None)
    assert str(back) == str(shape)
  for dtype in (tflc.float32, tflc.string, tflc.bfloat16, tflc.resource):
    assert pickle.loads(pickle.dumps(dtype)) is dtype
  spec = tflc.TensorSpec([None, 3], tflc.int32, name="x")
  assert pickle.loads(pickle.dumps(spec)) == spec
  assert repr(pickle.loads(pickle.dumps(spec))) == repr(spec)


def test_op_library_functions_pickle_by_reference():
  module = tflc.load_op_library(ZERO_OUT)
  data = pickle.dumps(module.zero_out)
  assert os.fsencode(os.path.abspath(ZERO_OUT)).hex().encode() in data
  assert pickle.loads(data) is module.zero_out
  assert pickle.loads(pickle.dumps(module.ZeroOut)) is module.ZeroOut


def test_op_library_modules_import_by_name():
  module = tflc.load_op_library(ZERO_OUT)
  import importlib  # pylint: disable=g-import-not-at-top
  assert importlib.import_module(module.__name__) is module
  with pytest.raises(ModuleNotFoundError):
    importlib.import_module(load_library._MODULE_NAME_PREFIX + "not-hex")  # pylint: disable=protected-access


_UNPICKLE_IN_A_FRESH_PROCESS = """
import pickle, sys
import numpy as np
zero_out = pickle.loads(bytes.fromhex(sys.argv[1]))
print(zero_out([[1, 2], [3, 4]]).numpy().tolist())
import tensorflow_lite_core as tflc
print(tflc.load_op_library(sys.argv[2]).zero_out is zero_out)
"""


def test_a_fresh_process_loads_the_library_when_it_unpickles_an_op():
  module = tflc.load_op_library(ZERO_OUT)
  data = pickle.dumps(module.zero_out)
  # The child never imported tensorflow_lite_core, nor loaded the library.
  result = fresh_interpreter.run(_UNPICKLE_IN_A_FRESH_PROCESS, data.hex(), ZERO_OUT)
  assert result.returncode == 0, result.stderr
  assert result.stdout.split("\n")[:2] == ["[[1, 0], [0, 0]]", "True"]


def test_a_library_loaded_from_a_relative_path_pickles_by_its_absolute_path():
  module = tflc.load_op_library(ZERO_OUT)
  relative = os.path.relpath(ZERO_OUT)
  assert tflc.load_op_library(relative) is module
  result = fresh_interpreter.run(
      "import os, pickle, sys; os.chdir('/'); "
      "print(pickle.loads(bytes.fromhex(sys.argv[1]))([5, 6]).numpy().tolist())",
      pickle.dumps(module.zero_out).hex())
  assert result.returncode == 0, result.stderr
  assert result.stdout.strip() == "[5, 0]"


def _pickled_op_of_library_at(path):
  """A pickle of an op of a library at `path` (which need not exist), as load_op_library names
  its module."""
  name = load_library._module_name_of_path(path)  # pylint: disable=protected-access
  module = types.ModuleType(name)

  def zero_out():
    pass

  zero_out.__module__ = name
  zero_out.__qualname__ = "zero_out"
  module.zero_out = zero_out
  sys.modules[name] = module
  try:
    return pickle.dumps(zero_out)
  finally:
    del sys.modules[name]


def _unpickle_in_fresh_interpreter(data):
  """Unpickles `data` first thing in a new interpreter; prints the error's class and text."""
  return fresh_interpreter.run(
      "import pickle, sys\n"
      "try:\n"
      "  pickle.loads(bytes.fromhex(sys.argv[1]))\n"
      "except Exception as error:\n"
      "  print(type(error).__name__, error)\n", data.hex())


def test_a_pickled_op_whose_library_is_gone_raises_not_found():
  folder = tempfile.mkdtemp()
  try:
    path = os.path.join(folder, "gone_zero_out.so")
    data = _pickled_op_of_library_at(path)
    with pytest.raises(tflc.errors.NotFoundError, match="gone_zero_out.so"):
      pickle.loads(data)
    result = _unpickle_in_fresh_interpreter(data)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("NotFoundError ") and path in result.stdout
  finally:
    shutil.rmtree(folder)


def test_a_pickled_op_of_a_library_copied_away_then_deleted():
  folder = tempfile.mkdtemp()
  try:
    copied = os.path.join(folder, "time_two_copy.so")
    shutil.copy(TIME_TWO, copied)
    result = fresh_interpreter.run(
        "import pickle, sys, tensorflow_lite_core as tflc\n"
        "print(pickle.dumps(tflc.load_op_library(sys.argv[1]).time_two).hex())", copied)
    assert result.returncode == 0, result.stderr
    data = bytes.fromhex(result.stdout.strip())
    os.remove(copied)
    result = _unpickle_in_fresh_interpreter(data)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("NotFoundError ") and copied in result.stdout
  finally:
    shutil.rmtree(folder)
