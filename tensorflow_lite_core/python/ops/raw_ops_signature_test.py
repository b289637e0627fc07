"""Every built-in raw op has TensorFlow 2.21's Python signature (parameter names, order and
defaults, api_def renames included), recorded by testdata/record_tf_raw_op_signatures.py."""

import inspect
import json
import os

import pytest

import tensorflow_lite_core as tflc

_RECORDED = os.path.join(os.path.dirname(__file__), "testdata", "tf_2_21_raw_op_signatures.json")


def _recorded():
  with open(_RECORDED) as f:
    return json.load(f)


def _describe_default(value):
  if value is inspect.Parameter.empty:
    return None
  if isinstance(value, tflc.DType):
    return "dtype:" + value.name
  return repr(value)


def _signature(op):
  params = inspect.signature(getattr(tflc.raw_ops, op)).parameters.values()
  return [[p.name, p.kind.name, _describe_default(p.default)] for p in params]


@pytest.mark.parametrize("op", sorted(_recorded()))
def test_raw_op_signature_is_tensorflows(op):
  assert _signature(op) == _recorded()[op]


def test_every_raw_op_is_recorded():
  assert sorted(dir(tflc.raw_ops)) == sorted(_recorded())


def test_raw_ops_take_tensorflows_renamed_arguments_by_keyword():
  x = tflc.constant([[1.0, 2.0], [3.0, 4.0]])
  assert tflc.raw_ops.Sum(input=x, axis=0).numpy().tolist() == [4.0, 6.0]
  assert tflc.raw_ops.Max(input=x, axis=1, keep_dims=True).shape == [2, 1]
  assert tflc.raw_ops.ExpandDims(input=x, axis=0).shape == [1, 2, 2]
  assert tflc.raw_ops.Squeeze(input=tflc.constant([[1.0]]), axis=[0]).shape == [1]
  with pytest.raises(TypeError, match="only takes keyword args"):
    tflc.raw_ops.Sum(x, 0)
  with pytest.raises(TypeError, match="reduction_indices"):
    tflc.raw_ops.Sum(input=x, reduction_indices=0)  # pylint: disable=unexpected-keyword-arg
  with pytest.raises(TypeError, match="Expected int for argument 'axis' not 'a'."):
    tflc.raw_ops.Squeeze(input=x, axis=["a"])
