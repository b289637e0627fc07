"""Pickling, copying and DLPack against TensorFlow 2.21's recorded answers
(testdata/tf_reference/travel_cases.py, tf_travel_reference.json): the value, or the error's class
and full text. TensorFlow's texts say "TF tensor" and "tf.Tensor" where tflc's say "tflc.Tensor";
the few places where tflc answers otherwise on purpose are listed in _DIVERGENCES, with why.
"""

import json
import os
import sys

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.dlpack import dlpack
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import travel_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_travel_reference.json")) as _file:
  _REFERENCE = json.load(_file)

_CONSUMED = {
    "error": "InvalidArgumentError",
    "message": 'DLPack tensor must be a capsule with name "dltensor" or "dltensor_versioned", got '
               '"{}". Note that a DLPack tensor may be consumed at most once.'}

# Case -> tflc's outcome where it differs from TensorFlow's on purpose.
_DIVERGENCES = {
    # TensorFlow's message leaves its "%s" unformatted and names only the legacy capsule; tflc
    # also reads DLPack 1.0's "dltensor_versioned".
    "capsule_wrong_capsule_name": {**_CONSUMED,
                                   "message": _CONSUMED["message"].format("not_a_dltensor")},
    "consumed_twice": {**_CONSUMED, "message": _CONSUMED["message"].format("used_dltensor")},
    # Says which type it was given.
    "to_dlpack_of_a_list": {
        "error": "InvalidArgumentError",
        "message": "The argument to `to_dlpack` must be a tflc.Tensor, not list"},
}


class TflcApi:
  constant = staticmethod(tflc.constant)
  to_dlpack = staticmethod(dlpack.to_dlpack)
  from_dlpack = staticmethod(dlpack.from_dlpack)
  TensorShape = tflc.TensorShape
  TensorSpec = staticmethod(lambda *args, **kwargs: tflc.TensorSpec(*args, **kwargs))
  dtype = staticmethod(tflc.as_dtype)


def _tflc_spelling(outcome):
  message = outcome.get("message")
  if message is None:
    return outcome
  return {**outcome, "message": message.replace("tf.Tensor", "tflc.Tensor")}


_HAS_GPU = bool(_pywrap_tflc._list_devices("GPU"))  # pylint: disable=protected-access


@pytest.mark.parametrize("name", sorted(travel_cases.PROGRAMS))
def test_matches_tensorflow(name):
  if name == "capsule_cuda_device" and _HAS_GPU:
    pytest.skip("recorded by TensorFlow on a machine without a GPU")
  expected = _DIVERGENCES.get(name, _tflc_spelling(_REFERENCE["programs"][name]))
  got = travel_cases.outcome(lambda: travel_cases.PROGRAMS[name](TflcApi, np))
  assert got == expected


def test_every_case_was_recorded():
  assert sorted(_REFERENCE["programs"]) == sorted(travel_cases.PROGRAMS)
  assert _REFERENCE["tensorflow"].startswith("2.21")


def test_rocm_memory_is_refused():
  capsule = travel_cases.hand_made_capsule(**travel_cases.CAPSULE_DIFFERENCES["rocm_device"])
  with pytest.raises(tflc.errors.InvalidArgumentError, match="Unsupported Device Type"):
    dlpack.from_dlpack(capsule)


def test_vector_lanes_are_refused():
  # TensorFlow reads a float32x4 DLTensor as plain floats; tflc refuses what it cannot represent.
  capsule = travel_cases.hand_made_capsule(**travel_cases.CAPSULE_DIFFERENCES["lanes4"])
  with pytest.raises(tflc.errors.InvalidArgumentError, match="lanes: 4"):
    dlpack.from_dlpack(capsule)


def test_capsules_tensorflow_aborts_on_raise():
  # TensorFlow 2.21 CHECK-fails (the process dies) on a negative dimension.
  with pytest.raises(tflc.errors.InvalidArgumentError, match="non-negative"):
    dlpack.from_dlpack(travel_cases.hand_made_capsule(shape=(-1,)))
  with pytest.raises(tflc.errors.InvalidArgumentError, match="DT_STRING is not supported"):
    dlpack.to_dlpack(tflc.constant(["a"]))
