"""The tape's gradients of the built-in ops against TensorFlow 2.21's recorded ones
(testdata/tf_reference/gradient_cases.py, tf_gradient_reference_<area>.json), and, for float64
cases, against central differences (tflc.test.compute_gradient).

Values agree to a few units in the last place of their dtype (a gradient is several roundings,
so the tolerance is scaled); a gradient TensorFlow gives as an IndexedSlices must be one too;
errors must be of TensorFlow's class with its first line.
"""

import json
import os
import sys

import numpy as np
import pytest

import tensorflow_lite_core as tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import gradient_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
from outcome_comparison import agrees  # pylint: disable=g-import-not-at-top,wrong-import-position

_GRADIENT_ROUNDINGS = 16


def _reference(area):
  with open(gradient_cases.reference_file(area)) as file:
    return json.load(file)


def _outcomes_agree(expected, actual):
  if "error" in expected or "error" in actual:
    return expected == actual
  if not agrees(expected["y"], actual["y"], _GRADIENT_ROUNDINGS):
    return False
  if len(expected["grads"]) != len(actual["grads"]):
    return False
  for want, have in zip(expected["grads"], actual["grads"]):
    if (want is None) != (have is None):
      return False
    if want is not None and (want.get("type") != have.get("type") or
                             not agrees(want, have, _GRADIENT_ROUNDINGS)):
      return False
  return True


@pytest.mark.parametrize("area", sorted(gradient_cases.AREAS))
def test_the_reference_is_tensorflow_2_21_and_covers_every_case(area):
  reference = _reference(area)
  assert reference["tensorflow"] == "2.21.0"
  assert set(reference["cases"]) == set(gradient_cases.cases(area))


@pytest.mark.parametrize("area", sorted(gradient_cases.AREAS))
def test_tape_gives_tensorflows_gradients(area):
  reference = _reference(area)["cases"]
  disagreements = []
  for name, program in gradient_cases.cases(area).items():
    actual = gradient_cases.gradient_outcome(tflc, program)
    if not _outcomes_agree(reference[name], actual):
      disagreements.append(f"{name}:\n  TensorFlow {reference[name]}\n  tflc       {actual}")
  assert not disagreements, (f"{len(disagreements)} cases differ:\n" +
                             "\n".join(disagreements[:20]))


@pytest.mark.parametrize("area", sorted(gradient_cases.AREAS))
def test_float64_gradients_match_central_differences(area):
  checked = 0
  for name, program in gradient_cases.cases(area).items():
    if "float64" not in name or name in gradient_cases.not_checked_numerically(area):
      continue
    f, xs = program(tflc)
    xs = [np.array(x) for x in xs]
    if not all(x.dtype == np.float64 for x in xs):
      continue
    theoretical, numerical = tflc.test.compute_gradient(f, xs)
    for k, (t, n) in enumerate(zip(theoretical, numerical)):
      np.testing.assert_allclose(t, n, rtol=1e-5, atol=1e-6, err_msg=f"{name}, input {k}")
    checked += 1
  assert checked > 0
