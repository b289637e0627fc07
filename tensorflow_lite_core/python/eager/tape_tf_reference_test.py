"""tflc.GradientTape against TensorFlow 2.21's recorded behaviour
(testdata/tf_reference/tape_cases.py, tf_tape_reference.json): watched, unconnected and released
tapes, structures, persistent and nested tapes, Jacobians, variables and the errors. Values agree
to a few units in the last place (gradients are several roundings); errors must be of
TensorFlow's class with its first line."""

import json
import os
import sys

import pytest

import tensorflow_lite_core as tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import tape_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
from outcome_comparison import agrees  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_tape_reference.json")) as _file:
  _REFERENCE = json.load(_file)


def _same(expected, actual):
  if expected is None or actual is None:
    return expected is actual
  if isinstance(expected, list):
    return (isinstance(actual, list) and len(expected) == len(actual) and
            all(_same(e, a) for e, a in zip(expected, actual)))
  if "dtype" not in expected and "error" not in expected and "python" not in expected:
    return (isinstance(actual, dict) and set(expected) == set(actual) and
            all(_same(expected[k], actual[k]) for k in expected))
  return agrees(expected, actual, 16)


def test_the_reference_is_tensorflow_2_21_and_covers_every_case():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert set(_REFERENCE["cases"]) == set(tape_cases.CASES)


@pytest.mark.parametrize("name", sorted(tape_cases.CASES))
def test_tape_behaves_as_tensorflow(name):
  expected = _REFERENCE["cases"][name]
  actual = tape_cases.tape_outcome(tflc, tape_cases.CASES[name])
  if "error" in expected or "error" in actual:
    assert actual == expected
  else:
    assert _same(expected["result"], actual["result"]), (expected, actual)
