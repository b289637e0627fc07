"""Tests of tflc.load_op_library, tflc.load_library and tflc.op_def_registry."""

import inspect
import os
import shutil
import tempfile

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.testing import fresh_interpreter

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))


def library(path):
  return os.path.join(_ROOT, "tensorflow_lite_core", path)


GOOD = library("framework/testdata/op_libraries/good_ops.so")
ASYNC = library("python/testdata/async_ops.so")


def registered_ops():
  return _pywrap_tflc._registered_ops()  # pylint: disable=protected-access


def test_load_op_library_gives_wrappers_of_exactly_its_ops():
  module = tflc.load_op_library(GOOD)
  assert sorted(op.name for op in module.OP_LIST.op) == ["LibraryTestNoKernel",
                                                          "LibraryTestTimesTwo"]
  assert str(inspect.signature(module.library_test_times_two)) == "(x, name=None)"
  result = module.library_test_times_two([1, 2, 3])
  assert isinstance(result, tflc.Tensor)
  np.testing.assert_array_equal(result.numpy(), [2, 4, 6])
  np.testing.assert_array_equal(module.LibraryTestTimesTwo(x=tflc.constant([5])).numpy(), [10])
  assert not hasattr(module, "add_v2")


def test_loading_again_returns_the_same_module():
  assert tflc.load_op_library(GOOD) is tflc.load_op_library(GOOD)


def test_an_op_without_kernel_raises_not_found():
  module = tflc.load_op_library(GOOD)
  with pytest.raises(tflc.errors.NotFoundError, match="LibraryTestNoKernel"):
    module.library_test_no_kernel()


def test_wrong_input_type_raises_invalid_argument():
  module = tflc.load_op_library(GOOD)
  with pytest.raises(tflc.errors.InvalidArgumentError, match="LibraryTestTimesTwo"):
    module.library_test_times_two(tflc.constant([1.0]))


def test_asynchronous_kernels_complete_before_the_call_returns():
  module = tflc.load_op_library(ASYNC)
  x = tflc.constant(np.arange(1000, dtype=np.int32))
  for _ in range(20):
    np.testing.assert_array_equal(module.async_times_three(x).numpy(), np.arange(1000) * 3)


def test_kernel_for_a_type_the_op_does_not_allow_loads_as_in_tensorflow(capfd):
  # TF_CALL_* lists register kernels for more types than an op allows; TensorFlow loads such a
  # library and never selects the extra kernel.
  module = tflc.load_op_library(
      library("framework/testdata/op_libraries/kernel_mismatching_op.so"))
  assert b"LibraryTestMismatchedKernelOp" in registered_ops()
  assert "constrains attr 'T' to float, which the op does not allow" in capfd.readouterr().err
  with pytest.raises(tflc.errors.InvalidArgumentError, match="float"):
    module.library_test_mismatched_kernel_op(tflc.constant([1.0]))


def test_missing_file_raises_not_found_and_changes_nothing():
  before = registered_ops()
  with pytest.raises(tflc.errors.NotFoundError, match="does not exist"):
    tflc.load_op_library(library("no_such_library.so"))
  assert registered_ops() == before


def test_malformed_op_raises_invalid_argument_and_changes_nothing():
  before = registered_ops()
  with pytest.raises(tflc.errors.InvalidArgumentError, match="malformed_op.so"):
    tflc.load_op_library(library("framework/testdata/op_libraries/malformed_op.so"))
  assert registered_ops() == before
  assert tflc.op_def_registry.get("LibraryTestFineBeforeMalformed") is None


def test_duplicate_op_raises_already_exists_and_changes_nothing():
  before = registered_ops()
  with pytest.raises(tflc.errors.AlreadyExistsError, match="AddV2"):
    tflc.load_op_library(library("python/testdata/duplicate_builtin_op.so"))
  assert registered_ops() == before
  assert tflc.op_def_registry.get("FineBeforeDuplicateOfAddV2") is None
  assert tflc.add(1, 2).numpy() == 3  # the built-in op still works


def test_text_file_raises_not_found_with_the_loaders_text():
  with pytest.raises(tflc.errors.NotFoundError, match="Could not load library.*not_a_library"):
    tflc.load_op_library(library("framework/testdata/op_libraries/not_a_library.txt"))


def test_unresolved_symbol_raises_not_found_and_changes_nothing():
  before = registered_ops()
  with pytest.raises(tflc.errors.NotFoundError, match="undefined symbol"):
    tflc.load_op_library(library("framework/testdata/op_libraries/unresolved_symbol.so"))
  assert registered_ops() == before
  assert tflc.op_def_registry.get("LibraryTestNeverRegistered") is None


def test_op_def_registry():
  op_def = tflc.op_def_registry.get("AddV2")
  assert op_def.name == "AddV2"
  assert [arg.name for arg in op_def.input_arg] == ["x", "y"]
  assert tflc.op_def_registry.get("NoSuchOp") is None


def test_load_library_of_a_file_and_of_a_folder():
  assert tflc.load_library(GOOD) is None
  folder = tempfile.mkdtemp()
  try:
    os.symlink(ASYNC, os.path.join(folder, "async_ops.so"))
    with open(os.path.join(folder, "notes.txt"), "w") as notes:
      notes.write("not a library")
    # In a fresh process, so that only the folder's load can have registered the op (other tests
    # here load async_ops.so too).
    code = ("import sys, tensorflow_lite_core as tflc; "
            "assert tflc.op_def_registry.get('AsyncTimesThree') is None; "
            "assert tflc.load_library(sys.argv[1]) is None; "
            "print(tflc.op_def_registry.get('AsyncTimesThree').name)")
    result = fresh_interpreter.run(code, folder)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "AsyncTimesThree"
  finally:
    shutil.rmtree(folder)


def test_load_library_of_a_missing_path_raises_os_error():
  with pytest.raises(FileNotFoundError, match="does not exist.*no_such_folder"):
    tflc.load_library(library("no_such_folder"))
