"""Gathers, scatters, one-hot, diagonals, where, segment sums, logical reductions, argmin, scans,
bias adds, log-softmax and einsum against TensorFlow 2.21's recorded answers
(testdata/tf_reference/index_ops_cases.py, tf_index_ops_reference.json): values, shapes and
dtypes, for bad input the error class and message, and the functions' signatures.

Messages are compared without what only describes the framework (TensorFlow's listing of the
node and op after "; NodeDef", tflc's naming of the node whose kernel refused its attrs).
Where tflc's answer differs on purpose, the case is listed in _DIVERGENCES with tflc's own
outcome, which the test pins too.
"""

import json
import math
import os
import re
import sys
import types

import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.ops import sparse_ops

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import index_ops_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_index_ops_reference.json")) as _file:
  _REFERENCE = json.load(_file)

_OPS = types.SimpleNamespace(sparse_to_dense=sparse_ops.sparse_to_dense)

# Relative (and absolute) tolerance of floating results: the kernels sum in other orders.
_TOLERANCE = {"bfloat16": 1e-2, "float16": 1e-3, "float32": 1e-6, "float64": 1e-12,
              "complex64": 1e-6, "complex128": 1e-12}

# Case -> tflc's outcome where it differs from TensorFlow's on purpose: the error class, or
# {"values": [...]} for an answer where TensorFlow has none.
_DIVERGENCES = {
    # A trace or a diagonal (a label repeated within an operand or in the output) is not
    # computed; the refusal says so.
    "einsum_trace": "InvalidArgumentError",
    "einsum_diagonal": "InvalidArgumentError",
    "einsum_raw_repeated_output": "InvalidArgumentError",
    # TensorFlow's CPU Where refuses half ("dying in CPU WhereOp"); tflc answers.
    "where/float16": {"dtype": "int64", "shape": [2, 2], "values": ["0", "1", "1", "0"]},
}

# Cases with no kernel for the dtype (NotFoundError): each framework words the refusal and lists
# the registered kernels its own way, so only the class is compared.
_CLASS_ONLY = {
    "einsum/bool", "einsum/int8", "einsum/int16", "einsum/uint8", "einsum/uint16",
    "einsum/uint32", "einsum/uint64", "einsum_raw_bool", "tensor_diag/bfloat16",
}


def _framework_free(message):
  """The part of an error message that is the op's, not the framework's listing."""
  message = message.split("\n\t; NodeDef")[0]
  return re.sub(r"\n\t \[\[\{\{node [^}]*\}\}\]\]$", "", message)


def _close(dtype, expected, actual):
  if expected == actual:
    return True
  tolerance = _TOLERANCE.get(dtype)
  if tolerance is None:
    return False
  number = complex if dtype.startswith("complex") else float
  a, b = number(expected), number(actual)
  parts = [(a.real, b.real), (a.imag, b.imag)] if dtype.startswith("complex") else [(a, b)]
  for x, y in parts:
    if math.isnan(x) or math.isnan(y):
      if not (math.isnan(x) and math.isnan(y)):
        return False
    elif not math.isclose(x, y, rel_tol=tolerance, abs_tol=tolerance):
      return False
  return True


def _check(name, expected, actual):
  if "error" in expected:
    assert actual.get("error") == expected["error"], (
        f"{name}: TensorFlow {expected}, tflc {actual}")
    if name not in _CLASS_ONLY:
      assert _framework_free(actual["message"]) == _framework_free(expected["message"]), (
          f"{name}: TensorFlow says {expected['message']!r}, tflc {actual['message']!r}")
    return
  assert "error" not in actual, f"{name}: TensorFlow {expected}, tflc {actual}"
  assert (actual["dtype"], actual["shape"]) == (expected["dtype"], expected["shape"]), (
      f"{name}: TensorFlow {expected}, tflc {actual}")
  assert len(actual["values"]) == len(expected["values"])
  for want, have in zip(expected["values"], actual["values"]):
    assert _close(expected["dtype"], want, have), f"{name}: TensorFlow {expected}, tflc {actual}"


def test_the_reference_is_tensorflow_2_21():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert set(_REFERENCE["programs"]) == set(index_ops_cases.PROGRAMS)
  assert set(_REFERENCE["signatures"]) == set(index_ops_cases.FUNCTIONS)
  assert set(_DIVERGENCES) <= set(_REFERENCE["programs"])
  assert _CLASS_ONLY <= set(_REFERENCE["programs"])


@pytest.mark.parametrize("path", index_ops_cases.FUNCTIONS)
def test_functions_have_tensorflows_signatures(path):
  function = index_ops_cases.function_at(tflc, _OPS, path)
  assert index_ops_cases.signature(function) == _REFERENCE["signatures"][path], path


@pytest.mark.parametrize("name", sorted(index_ops_cases.PROGRAMS))
def test_tflc_answers_as_tensorflow(name):
  program = index_ops_cases.PROGRAMS[name]
  actual = index_ops_cases.outcome(lambda: program(tflc, _OPS))
  expected = _REFERENCE["programs"][name]
  if name not in _DIVERGENCES:
    _check(name, expected, actual)
    return
  divergence = _DIVERGENCES[name]
  assert actual != expected, f"{name} now agrees with TensorFlow: take it off _DIVERGENCES"
  if isinstance(divergence, str):
    assert actual.get("error") == divergence, f"{name}: expected tflc's {divergence}, got {actual}"
  else:
    assert actual == divergence, f"{name}: expected tflc's {divergence}, got {actual}"
