"""tflc.debugging (the assertions, check_numerics, is_numeric_tensor) and tflc.ensure_shape against
TensorFlow 2.21's recorded answers (testdata/tf_reference/debugging_cases.py,
tf_debugging_reference.json): None or the result, or the error's class and full text.

TensorFlow's texts show its own reprs ("tf.Tensor(...)", "tf.float32"); tflc's show tflc's
("tflc.Tensor(...)", "tflc.float32"), so the expected text is spelled the tflc way before the
exact comparison. A node that fails its op's checks keeps its first line only: TensorFlow prints
the NodeDef and OpDef after it.
"""

import json
import os
import re
import sys

import numpy as np
import pytest

import tensorflow_lite_core as tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import debugging_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_debugging_reference.json")) as _file:
  _REFERENCE = json.load(_file)


def _tflc_spelling(outcome):
  message = outcome.get("message")
  if message is None:
    return outcome
  message = re.sub(r"(?<![\w.])tf\.", "tflc.", message)
  if "NodeDef" in message:
    message = message.split("\n")[0].split(";")[0]
  return {**outcome, "message": message}


# Case -> tflc's own error (class, text) where tflc answers otherwise on purpose.
_DIVERGENCES = {
    # A shape attr's dimension below -1 fails the kernel's attr read with the framework's text,
    # which names the attr and node (TensorFlow: "Shape [-2,3] has dimensions with values below
    # -1 (where -1 means unknown)").
    "raw_ensure_shape_below_minus_one": (
        "InvalidArgumentError", "Expected shape dimensions to be at least -1 (unknown), got -2 "
        "in shape [-2,3]\n\t for attr 'shape'\n\t [[{{node EnsureShape}}]] [Op:EnsureShape]"),
}


def test_the_reference_is_tensorflow_2_21_and_covers_enough():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert set(_REFERENCE["programs"]) == set(debugging_cases.PROGRAMS)
  outcomes = _REFERENCE["programs"].values()
  assert len(_REFERENCE["programs"]) >= 100
  assert sum("error" in o for o in outcomes) >= 50 and sum("none" in o for o in outcomes) >= 20


@pytest.mark.parametrize("name", sorted(debugging_cases.PROGRAMS))
def test_programs_give_tensorflows_results(name):
  expected = _tflc_spelling(_REFERENCE["programs"][name])
  actual = _tflc_spelling(debugging_cases.outcome(
      lambda: debugging_cases.PROGRAMS[name](tflc, np)))
  if name in _DIVERGENCES:
    error, message = _DIVERGENCES[name]
    assert actual == {"error": error, "message": message}, f"{name}: {actual}"
    assert actual != expected, f"{name} now agrees with TensorFlow: take it off _DIVERGENCES"
    return
  assert actual == expected, f"{name}:\n  TensorFlow {expected}\n  tflc       {actual}"


def test_ensure_shape_returns_its_input_and_keeps_the_op_suffix():
  x = tflc.constant([[1.0, 2.0]])
  assert tflc.ensure_shape(x, [1, None]).numpy().tolist() == [[1.0, 2.0]]
  with pytest.raises(tflc.errors.InvalidArgumentError) as error:
    tflc.ensure_shape(x, [2, None], name="check")
  assert str(error.value) == ("Shape of tensor input [1,2] is not compatible with expected shape "
                              "[2,?]. [Op:EnsureShape] name: check")


def test_assertions_return_none_and_accept_a_name():
  assert tflc.debugging.assert_equal(1, 1, name="same") is None
  assert tflc.debugging.assert_shapes([(tflc.zeros([2]), ["N"])], name="shapes") is None
  assert tflc.debugging.assert_type(tflc.constant(1), tflc.int32, name="t") is None


def test_assert_all_finite_returns_its_input_as_a_tensor():
  result = tflc.debugging.assert_all_finite([1.0, 2.0], "finite")
  assert isinstance(result, tflc.Tensor) and result.numpy().tolist() == [1.0, 2.0]
