"""tflc.load_op_library binds a library to tflc's framework whatever else the process holds.

A stand-in for TensorFlow's framework (a library under TensorFlow's name, libtensorflow_framework.so.2,
defining the same symbols, each of which aborts naming itself when called) is loaded with
RTLD_GLOBAL as TensorFlow loads its framework, before or after tflc; each case runs in a fresh
interpreter, so a library bound to the stand-in instead of tflc's framework crashes it.
"""

import os

import pytest

from tensorflow_lite_core.python import build_config
from tensorflow_lite_core.python.testing import fresh_interpreter

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
_STAND_IN = os.path.join(_ROOT, "tensorflow_lite_core/framework/testdata/tensorflow_stand_in")
TENSORFLOW_FRAMEWORK = os.path.join(_STAND_IN, "libtensorflow_framework.so.2")
TENSORFLOW_BUILT_PLUGIN = os.path.join(_STAND_IN, "tensorflow_built_plugin.so")
ZERO_OUT = os.path.join(_ROOT, "tensorflow_lite_core/examples/zero_out/zero_out.so")

_LOAD_TENSORFLOW = """
import ctypes, os, sys
tensorflow_framework = ctypes.CDLL(sys.argv[1], mode=os.RTLD_NOW | os.RTLD_GLOBAL)
"""

_CALL_ZERO_OUT = """
try:
  module = tflc.load_op_library(sys.argv[2])
  print(module.zero_out([[1, 2], [3, 4]]).numpy().tolist())
  print(tflc.op_def_registry.get("ZeroOut") is not None)
except tflc.errors.FailedPreconditionError as error:
  print("refused:", error.message)
"""

# Binding beside another framework takes RTLD_DEEPBIND, which sanitizer runtimes refuse: there
# the load must fail, saying why, instead of binding to the other framework.
_ZERO_OUT_BOUND = (["refused"] if build_config.SANITIZER else ["[[1, 0], [0, 0]]", "True"])


def bound_or_refused(lines):
  if lines and lines[0].startswith("refused:"):
    assert "sanitizer runtimes refuse it" in lines[0], lines
    return ["refused"]
  return lines

_CALL_NEGATE = """
module = tflc.load_op_library(sys.argv[2])
print([op.name for op in module.OP_LIST.op])
print(module.c_api_plugin_test_negate([1.5, -2.0]).numpy().tolist())
"""


# tflc's own extension needs RTLD_DEEPBIND to bind to its framework when TensorFlow's is already
# global; sanitizer runtimes refuse it, so under them tflc cannot be imported after TensorFlow.
tensorflow_first = pytest.mark.skipif(
    build_config.SANITIZER is not None,
    reason="importing tflc after TensorFlow's framework needs RTLD_DEEPBIND, which sanitizers refuse")


def run(code, library):
  result = fresh_interpreter.run(code, TENSORFLOW_FRAMEWORK, library)
  assert result.returncode == 0, result.stderr
  return result.stdout.splitlines()


@tensorflow_first
def test_op_library_binds_to_tflc_when_tensorflow_was_loaded_first():
  lines = run(_LOAD_TENSORFLOW + "import tensorflow_lite_core as tflc\n" + _CALL_ZERO_OUT, ZERO_OUT)
  assert bound_or_refused(lines) == _ZERO_OUT_BOUND


def test_op_library_binds_to_tflc_when_tensorflow_is_loaded_after_it():
  lines = run("import tensorflow_lite_core as tflc\n" + _LOAD_TENSORFLOW + _CALL_ZERO_OUT, ZERO_OUT)
  assert bound_or_refused(lines) == _ZERO_OUT_BOUND


def test_op_library_binds_to_tflc_without_tensorflow():
  lines = run("import sys\nimport tensorflow_lite_core as tflc\n" + _CALL_ZERO_OUT, ZERO_OUT)
  assert lines == ["[[1, 0], [0, 0]]", "True"]


def test_tensorflow_built_plugin_loads_unchanged_into_tflc():
  # It needs libtensorflow_framework.so.2, the name of the file that forwards to tflc's framework.
  code = "import sys\nimport tensorflow_lite_core as tflc\n" + _CALL_NEGATE
  lines = run(code, TENSORFLOW_BUILT_PLUGIN)
  assert lines == ["['CApiPluginTestNegate']", "[-1.5, 2.0]"]


@tensorflow_first
def test_tensorflow_built_plugin_is_refused_loudly_beside_tensorflows_framework():
  code = _LOAD_TENSORFLOW + """import tensorflow_lite_core as tflc
try:
  tflc.load_op_library(sys.argv[2])
except tflc.errors.FailedPreconditionError as error:
  print("refused:", error.message)
print(tflc.op_def_registry.get("CApiPluginTestNegate") is not None)
"""
  lines = run(code, TENSORFLOW_BUILT_PLUGIN)
  assert lines[0].startswith("refused:"), lines
  assert "links libtensorflow_framework.so.2" in lines[0]
  assert os.path.realpath(TENSORFLOW_FRAMEWORK) in lines[0]
  assert "tf.load_op_library" in lines[0]
  assert lines[1] == "False"


@tensorflow_first
def test_library_linking_no_framework_is_refused_beside_tensorflows_framework():
  # Built without tflc.sysconfig's link flags: its symbols would come from the global scope.
  code = _LOAD_TENSORFLOW + """import tensorflow_lite_core as tflc
try:
  tflc.load_op_library(sys.argv[2])
except tflc.errors.FailedPreconditionError as error:
  print("refused:", error.message)
"""
  lines = run(code, os.path.join(_STAND_IN, "unlinked_op_library.so"))
  assert lines[0].startswith("refused:"), lines
  assert "does not link libtensorflow_framework.so" in lines[0]
