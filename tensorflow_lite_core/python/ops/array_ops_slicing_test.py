"""The array ops that cut, join, repeat and reverse tensors (and Range, ZerosLike, OnesLike) and
tensor indexing, against TensorFlow 2.21's recorded answers (testdata/tf_reference/
array_cases.py, tf_array_reference.json): values, shapes and dtypes, or the error's class and
text, for every CPU dtype TensorFlow registers, broadcasting, empty tensors and bad input.

Where tflc answers otherwise on purpose, the case is in _DIVERGENCES with tflc's own answer,
which the test also pins.
"""

import json
import os
import sys

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.ops import tensor_getitem_override
from tensorflow_lite_core.python.testing import fresh_interpreter

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import array_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_array_reference.json")) as _file:
  _REFERENCE = json.load(_file)


def _comparable(outcome):
  """The outcome less what TensorFlow and tflc word differently on purpose: a missing kernel
  (TensorFlow lists every registered kernel) and a node that fails its op's checks (TensorFlow
  prints the NodeDef and OpDef) keep their class and first line only."""
  if "list" in outcome:
    return {"list": [_comparable(o) for o in outcome["list"]]}
  if outcome.get("error") == "NotFoundError":
    return {"error": "NotFoundError"}
  message = outcome.get("message")
  if message is not None and "NodeDef" in message:
    return {"error": outcome["error"], "message": message.split("\n")[0].split(";")[0]}
  return outcome


# Case -> (tflc's error class, a piece of its message) where tflc answers otherwise on purpose.
_DIVERGENCES = {
    # tflc has no tf.boolean_mask: a boolean index is refused.
    "indexing:x[True]": ("UnimplementedError", "boolean mask"),
    # The message shows the value's repr, which is tflc's own.
    "indexing:v[tf.constant([1])]": ("TypeError", "scalar tf.int32/tf.int64 tensors are valid "
                                     "indices, got <tflc.Tensor"),
    "indexing:v[tf.constant(1.0)]": ("TypeError", "valid indices, got <tflc.Tensor"),
    "programs:split_scalar_tensor": ("ValueError", "Argument provided: tflc.Tensor(2"),
    # An int beyond int64: TensorFlow's conversion error, in tflc's words.
    "indexing:v[2**70]": ("ValueError", "out-of-range integer"),
    # tflc's ones() refuses a string dtype itself (TensorFlow fails converting 1 to a string).
    "programs:ones_like_int_to_string": ("TypeError", "ones() has no value for dtype string"),
}


def _check(name, expected, actual):
  if name in _DIVERGENCES:
    error, text = _DIVERGENCES[name]
    assert actual.get("error") == error and text in actual.get("message", ""), (
        f"{name}: expected tflc's {error} with {text!r}, got {actual}")
    assert actual != expected, f"{name} now agrees with TensorFlow: take it off _DIVERGENCES"
    return
  assert _comparable(actual) == _comparable(expected), (
      f"{name}:\n  TensorFlow {expected}\n  tflc       {actual}")


def test_the_reference_is_tensorflow_2_21_and_covers_enough():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert len(_REFERENCE["indexing"]) >= 60
  assert set(_REFERENCE["programs"]) == set(array_cases.PROGRAMS)


@pytest.mark.parametrize("name", sorted(array_cases.PROGRAMS))
def test_programs_give_tensorflows_results(name):
  actual = array_cases.outcome(lambda: array_cases.PROGRAMS[name](tflc, np))
  _check("programs:" + name, _REFERENCE["programs"][name], actual)


@pytest.mark.parametrize("tensor_name,expression", array_cases.INDEXING)
def test_indexing_gives_tensorflows_results(tensor_name, expression):
  key = f"{tensor_name}[{expression}]"
  actual = array_cases.outcome(array_cases.index_case(tflc, np, tensor_name, expression))
  _check("indexing:" + key, _REFERENCE["indexing"][key], actual)


@pytest.mark.parametrize("tensor_name,expression", array_cases.INDEXING)
def test_the_python_path_indexes_as_the_cpp_path(tensor_name, expression):
  """Every key through ops/tensor_getitem_override.py too (the C++ path parses the simple
  ones itself), so both paths answer alike."""
  tensor = array_cases.TENSORS[tensor_name](tflc)
  key = array_cases.make_key(expression, tflc, np)
  through_cpp = array_cases.outcome(lambda: tensor[key])
  through_python = array_cases.outcome(
      lambda: tensor_getitem_override._slice_helper(tensor, key))  # pylint: disable=protected-access
  assert through_python == through_cpp


_INDEX_RIGHT_AFTER_IMPORT = """
import json
import tensorflow_lite_core as tflc
x = tflc.constant([[1, 2, 3], [4, 5, 6]])
print(json.dumps([x[1, ::-1].numpy().tolist(), x[..., tflc.newaxis].shape.as_list()]))
"""


def test_indexing_works_right_after_import():
  result = fresh_interpreter.run(_INDEX_RIGHT_AFTER_IMPORT)
  assert result.returncode == 0, result.stderr
  assert json.loads(result.stdout) == [[6, 5, 4], [2, 3, 1]]


def test_simple_slices_share_the_buffer_of_aligned_rows():
  x = tflc.constant(np.arange(64, dtype=np.float32).reshape(4, 16))
  rows = x[2:]
  assert rows._shares_memory_with(x)  # pylint: disable=protected-access
  np.testing.assert_array_equal(rows.numpy(), np.arange(32, 64).reshape(2, 16))
  column = x[:, 1]
  assert not column._shares_memory_with(x)  # pylint: disable=protected-access


def test_function_signatures_are_tensorflows():
  import inspect  # pylint: disable=g-import-not-at-top
  expected = {
      "stack": "(values, axis=0, name='stack')",
      "unstack": "(value, num=None, axis=0, name='unstack')",
      "slice": "(input_, begin, size, name=None)",
      "strided_slice": "(input_, begin, end, strides=None, begin_mask=0, end_mask=0, "
                       "ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0, var=None, "
                       "name=None)",
      "split": "(value, num_or_size_splits, axis=0, num=None, name='split')",
      "tile": "(input, multiples, name=None)",
      "broadcast_to": "(input, shape, name=None)",
      "reverse": "(tensor, axis, name=None)",
      "shape_n": "(input, out_type=tf.int32, name=None)",
      "range": "(start, limit=None, delta=1, dtype=None, name='range')",
      "zeros_like": "(input, dtype=None, name=None, layout=None)",
      "ones_like": "(input, dtype=None, name=None, layout=None)",
      "broadcast_dynamic_shape": "(shape_x, shape_y)",
      "broadcast_static_shape": "(shape_x, shape_y)",
  }
  for name, signature in expected.items():
    text = str(inspect.signature(getattr(tflc, name))).replace("tflc.int32", "tf.int32")
    assert text == signature, name
  assert str(inspect.signature(tflc.math.invert_permutation)) == "(x, name=None)"
  assert tflc.newaxis is None


def test_indexing_under_a_tape_runs_through_the_op_and_is_recorded():
  from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc  # pylint: disable=g-import-not-at-top
  x = tflc.constant([1, 2, 3, 4])
  seen = []
  _pywrap_tflc._set_op_callback(lambda op, inputs, outputs: seen.append((op, len(inputs))))  # pylint: disable=protected-access
  try:
    assert x[1:3].numpy().tolist() == [2, 3]
    with pytest.raises(tflc.errors.InvalidArgumentError, match="slice index 9 of dimension 0"):
      x[9]  # pylint: disable=pointless-statement
  finally:
    _pywrap_tflc._set_op_callback(None)  # pylint: disable=protected-access
  assert seen == [("StridedSlice", 4)]
