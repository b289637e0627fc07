"""tflc.load_op_library on files that are no loadable library, against TensorFlow 2.21's answers
(testdata/tf_reference/tf_load_refusal_reference.json): the same NotFoundError with the loader's
text where TensorFlow refuses, and NotFoundError ("file too short") for a library cut inside its
loadable segments, which TensorFlow's loader maps and then dies of (SIGBUS) or, when only the last
page is short, loads with zeros in place of the missing bytes."""

import json
import os
import sys

import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.testing import fresh_interpreter

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
_REFERENCE_FOLDER = os.path.join(_ROOT, "tensorflow_lite_core/python/testdata/tf_reference")
sys.path.insert(0, _REFERENCE_FOLDER)
import load_refusal_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

_LIBRARY = os.path.join(_ROOT, "tensorflow_lite_core/framework/testdata/op_libraries/good_ops.so")

with open(os.path.join(_REFERENCE_FOLDER, "tf_load_refusal_reference.json"),
          encoding="utf-8") as _reference_file:
  _TF = json.load(_reference_file)["cases"]

with open(_LIBRARY, "rb") as _library_file:
  _CASES = load_refusal_cases.cases(_library_file.read())


def _write(tmp_path, name):
  path = str(tmp_path / (name + ".so"))
  with open(path, "wb") as out:
    out.write(_CASES[name])
  return path


def test_the_reference_covers_every_case():
  assert sorted(_TF) == sorted(_CASES)


@pytest.mark.parametrize("name", sorted(name for name, outcome in _TF.items()
                                        if outcome.startswith("NotFoundError")))
def test_refused_as_tensorflow_refuses(tmp_path, name):
  path = _write(tmp_path, name)
  loader_text = _TF[name].split(" ", 1)[1].replace("FILE", path)
  with pytest.raises(tflc.errors.NotFoundError) as raised:
    tflc.load_op_library(path)
  assert loader_text in str(raised.value)
  assert path in str(raised.value)


@pytest.mark.parametrize("name", sorted(name for name, outcome in _TF.items()
                                        if outcome == "killed by signal 7" or
                                        name == "cut_inside_last_segment"))
def test_cut_inside_a_loadable_segment_is_too_short(tmp_path, name):
  path = _write(tmp_path, name)
  with pytest.raises(tflc.errors.NotFoundError,
                     match="Could not load library '.*': file too short: its loadable segment"):
    tflc.load_op_library(path)
  with pytest.raises(tflc.errors.NotFoundError, match="file too short"):
    tflc.load_library(path)
  # Nothing of it stayed: the real library still loads and its op still runs.
  assert tflc.load_op_library(_LIBRARY).library_test_times_two([2]).numpy().tolist() == [4]


def test_library_that_lost_only_its_section_headers_loads_as_in_tensorflow(tmp_path):
  assert _TF["cut_after_last_segment"] == "loaded"
  # In a new interpreter: here the complete library's ops may be registered already.
  code = ("import sys, tensorflow_lite_core as tflc\n"
          "print(tflc.load_op_library(sys.argv[1]).library_test_times_two([3]).numpy().tolist())")
  result = fresh_interpreter.run(code, _write(tmp_path, "cut_after_last_segment"))
  assert result.returncode == 0, result.stderr
  assert result.stdout.strip() == "[6]"
