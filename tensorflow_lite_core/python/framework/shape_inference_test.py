"""tflc.shape_inference.infer_shapes on built-in ops: attrs as Python values, constant input
values, attrs counted or typed from the inputs, and the errors (unknown op, wrong number of
shapes, attrs that are not the op's or do not fit, the shape function's own refusals)."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc

infer_shapes = tflc.shape_inference.infer_shapes


def _lists(shapes):
  return [None if shape.rank is None else shape.as_list() for shape in shapes]


def test_namespace():
  assert tflc.shape_inference.__name__ == "tensorflow_lite_core.python.framework.shape_inference"
  assert "shape_inference" in dir(tflc)


def test_matmul_with_transpose_attrs():
  assert _lists(infer_shapes("MatMul", [[None, 3], [3, 5]])) == [[None, 5]]
  assert _lists(infer_shapes("MatMul", [[3, None], [5, 3]],
                             attrs={"transpose_a": True, "transpose_b": True})) == [[None, 5]]
  assert _lists(infer_shapes("MatMul", [None, tflc.TensorShape([3, 5])])) == [[None, 5]]


def test_input_values_reach_the_shape_function():
  assert _lists(infer_shapes("Reshape", [[2, 6], [2]])) == [[None, None]]
  assert _lists(infer_shapes("Reshape", [[2, 6], [2]], input_values=[None, [3, -1]])) == [[3, 4]]
  # A value's own shape stands for an unknown one.
  assert _lists(infer_shapes("Fill", [None, []], input_values=[np.array([2, 3], np.int32)])) == [
      [2, 3]]
  assert _lists(infer_shapes("Split", [[], [4, None]], attrs={"num_split": 2},
                             input_values=[1])) == [[4, None], [4, None]]


def test_attrs_of_each_kind():
  assert _lists(infer_shapes("Cast", [[2, None]], attrs={"DstT": tflc.int64})) == [[2, None]]
  assert _lists(infer_shapes("Squeeze", [[1, 2, 1]], attrs={"squeeze_dims": [-1]})) == [[1, 2]]
  assert _lists(infer_shapes("Placeholder", [], attrs={"dtype": tflc.float32,
                                                       "shape": [None, 3]})) == [[None, 3]]
  assert _lists(infer_shapes("Placeholder", [], attrs={"dtype": "float32"})) == [None]
  assert _lists(infer_shapes("EnsureShape", [[None, 3]], attrs={"shape": [2, None]})) == [[2, 3]]
  assert _lists(infer_shapes("BiasAdd", [[2, 3, 4, 5], [3]],
                             attrs={"data_format": "NCHW"})) == [[2, 3, 4, 5]]
  assert _lists(infer_shapes("LeakyRelu", [[2]], attrs={"alpha": 0.5})) == [[2]]
  # A type attr a shape function reads: Bitcast's T from the value given, type from attrs.
  assert _lists(infer_shapes("Bitcast", [[3]], attrs={"type": tflc.uint8},
                             input_values=[np.zeros([3], np.float32)])) == [[3, 4]]


def test_list_length_attrs_are_counted_from_the_shapes():
  assert _lists(infer_shapes("AddN", [[None, 3], [2, None], None])) == [[2, 3]]
  assert _lists(infer_shapes("ConcatV2", [[2, 3], [2, 4], []], input_values=[None, None, 1])) == [
      [2, 7]]
  assert _lists(infer_shapes("Pack", [[2], [2], [2]], attrs={"axis": 1})) == [[2, 3]]


def test_shape_function_errors_are_value_errors_with_its_text():
  with pytest.raises(ValueError, match=r"^Dimensions must be equal, but are 3 and 4 for "
                     r"'\{\{node MatMul\}\} = MatMul\[T=DT_FLOAT"):
    infer_shapes("MatMul", [[2, 3], [4, 5]], attrs={"T": tflc.float32})
  with pytest.raises(ValueError, match=r"Cannot reshape a tensor with 6 elements to shape \[4,2\]"):
    infer_shapes("Reshape", [[2, 3], [2]], input_values=[None, [4, 2]])


def test_unknown_op():
  with pytest.raises(ValueError, match="Op type not registered 'NoSuchOp'"):
    infer_shapes("NoSuchOp", [[2]])


def test_wrong_number_of_input_shapes():
  with pytest.raises(ValueError, match=r"Op 'MatMul' has 2 inputs but 1 input shapes were given"):
    infer_shapes("MatMul", [[2, 3]])
  with pytest.raises(ValueError, match=r"Op 'AddN' has 2 inputs but 3 input shapes were given"):
    infer_shapes("AddN", [[2], [2], [2]], attrs={"N": 2})
  with pytest.raises(ValueError, match=r"was given 2 input values for 1 input shapes"):
    infer_shapes("Relu", [[2]], input_values=[None, None])


def test_bad_attrs():
  with pytest.raises(ValueError, match=r"Op 'MatMul' has no attr named 'transpose'"):
    infer_shapes("MatMul", [[2, 3], [3, 5]], attrs={"transpose": True})
  with pytest.raises(TypeError, match=r"Expected bool for argument 'transpose_a' not 'yes'"):
    infer_shapes("MatMul", [[2, 3], [3, 5]], attrs={"transpose_a": "yes"})
  with pytest.raises(ValueError, match=r"Value for attr 'T' of string is not in the list of "
                     r"allowed values"):
    infer_shapes("MatMul", [[2, 3], [3, 5]], attrs={"T": tflc.string})
  with pytest.raises(ValueError, match=r"Value for attr 'N' of 1 must be at least minimum 2"):
    infer_shapes("ConcatV2", [[2], []], attrs={"N": 1})
