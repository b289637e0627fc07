"""tflc.function's retracing rules and results against TensorFlow 2.21's recorded ones
(testdata/tf_reference/function_cases.py, tf_function_reference.json): tensors by dtype and
shape, Python values by value (1 and 1.0 alike), NumPy arrays as tensors, structures, keyword
arguments, None, input_signature and its error."""

import json
import os
import sys

import pytest

import tensorflow_lite_core as tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import function_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
import tape_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
from outcome_comparison import agrees  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_function_reference.json")) as _file:
  _REFERENCE = json.load(_file)


def test_the_reference_is_tensorflow_2_21_and_covers_every_case():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert set(_REFERENCE["cases"]) == set(function_cases.CASES)


@pytest.mark.parametrize("name", sorted(function_cases.CASES))
def test_function_behaves_as_tensorflow(name):
  expected = _REFERENCE["cases"][name]
  actual = tape_cases.tape_outcome(tflc, function_cases.CASES[name])
  if "error" in expected:
    assert actual.get("error") == expected["error"]
    # TensorFlow's message goes on with its reprs of the arguments (tf.Tensor / tflc.Tensor).
    assert actual["message"].split(". Received args")[0].replace("tflc.", "tf.") == \
        expected["message"].split(". Received args")[0]
    return
  assert "result" in actual, actual
  assert len(actual["result"]) == len(expected["result"])
  for want, have in zip(expected["result"], actual["result"]):
    assert agrees(want, have, 4), (name, want, have)
