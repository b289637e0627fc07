"""tflc.random against TensorFlow 2.21's recorded answers (testdata/tf_reference/random_cases.py,
tf_random_reference.json): the stateless functions and V2 ops bit for bit for each seed, shape
and dtype; the stateful functions' sequences for fixed global and op seeds (the op-seed counter of
an eager program with only a global seed included); and the errors, class and text.

Two differences of the package's, not of the random ops, are normalised before comparing: a
DType's repr is "tflc.float32" where TensorFlow's is "tf.float32", and an op's error always ends
with " name: " (TensorFlow's raw ops end at "[Op:...]").
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
import random_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_random_reference.json")) as _file:
  _REFERENCE = json.load(_file)

_CASES = random_cases.all_cases()


def _as_tflc(expected):
  """TensorFlow's outcome as tflc words it (see the module's docstring)."""
  if isinstance(expected, dict) and "message" in expected:
    message = re.sub(r"\btf\.(?=[a-z])", "tflc.", expected["message"])
    if message.endswith("]"):
      message += " name: "
    return dict(expected, message=message)
  return expected


def test_the_reference_is_tensorflow_2_21_and_covers_every_case():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  for group, cases in _CASES.items():
    assert set(_REFERENCE[group]) == set(cases), group
  # At least 20 (seed, shape, dtype) cases of the stateless functions, none an error.
  stateless = _REFERENCE["stateless"]
  assert len(stateless) >= 20
  assert not any("error" in outcome for outcome in stateless.values())


@pytest.mark.parametrize("group,name", [(group, name) for group, cases in _CASES.items()
                                        for name in cases])
def test_bits_and_errors_are_tensorflows(group, name):
  actual = random_cases.outcome(lambda: _CASES[group][name](tflc))
  assert actual == _as_tflc(_REFERENCE[group][name])


def test_signatures_are_tensorflows():
  expected = {name: signature.replace("tf.float32", "tflc.float32")
              for name, signature in _REFERENCE["signatures"].items()}
  assert random_cases.signatures(tflc) == expected


def test_the_namespace():
  assert set(random_cases.PUBLIC_FUNCTIONS) | {"Algorithm"} <= set(dir(tflc.random))
  assert tflc.random.Algorithm.PHILOX.value == 1
  assert tflc.random.Algorithm.AUTO_SELECT.value == 3
  with pytest.raises(AttributeError, match="no_such_function"):
    tflc.random.no_such_function  # pylint: disable=pointless-statement


def test_without_seeds_calls_draw_different_numbers():
  tflc.random.set_seed(None)
  first = tflc.random.uniform([64]).numpy()
  second = tflc.random.uniform([64]).numpy()
  assert not np.array_equal(first, second)
  assert ((first >= 0) & (first < 1)).all()


def test_with_only_a_global_seed_a_program_repeats_itself():
  def program():
    tflc.random.set_seed(1234)
    return [tflc.random.normal([4]).numpy(), tflc.random.uniform([4]).numpy()]
  first, second = program(), program()
  np.testing.assert_array_equal(first[0], second[0])
  np.testing.assert_array_equal(first[1], second[1])
  assert not np.array_equal(first[1], program()[1][::-1])


def test_set_seed_takes_numpy_integers_and_arrays():
  tflc.random.set_seed(np.int64(5))
  a = tflc.random.uniform([3]).numpy()
  tflc.random.set_seed(np.array(5))
  b = tflc.random.uniform([3]).numpy()
  tflc.random.set_seed(5)
  c = tflc.random.uniform([3]).numpy()
  np.testing.assert_array_equal(a, b)
  np.testing.assert_array_equal(a, c)


def test_stateless_results_do_not_depend_on_earlier_calls_or_the_global_seed():
  tflc.random.set_seed(99)
  first = tflc.random.stateless_normal([5], seed=[3, 4]).numpy()
  tflc.random.uniform([100], seed=1)
  tflc.random.set_seed(None)
  np.testing.assert_array_equal(tflc.random.stateless_normal([5], seed=[3, 4]).numpy(), first)


def test_truncated_normal_stays_within_two_standard_deviations():
  values = tflc.random.stateless_truncated_normal([10000], seed=[5, 6], mean=3.0,
                                                  stddev=0.5).numpy()
  assert (np.abs(values - 3.0) <= 1.0).all()
  assert abs(values.mean() - 3.0) < 0.02


def test_uniform_integers_cover_their_range():
  values = tflc.random.stateless_uniform([5000], seed=[1, 1], minval=-3, maxval=4,
                                         dtype=tflc.int32).numpy()
  assert set(np.unique(values)) == set(range(-3, 4))
