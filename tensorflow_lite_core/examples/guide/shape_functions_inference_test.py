"""The guide's shape functions at work: each example's accepted and refused shapes, through
tflc.shape_inference.infer_shapes and through graphs built from placeholders (the same shape
function runs as each node is added), after loading the example libraries."""

import os

import pytest

import tensorflow_lite_core as tflc

_FOLDER = os.path.dirname(os.path.abspath(__file__))
_SHAPE_FUNCTIONS = tflc.load_op_library(os.path.join(_FOLDER, "shape_functions.so"))
_ATTR_FORMS = tflc.load_op_library(os.path.join(_FOLDER, "attr_forms.so"))

infer_shapes = tflc.shape_inference.infer_shapes
v1 = tflc.compat.v1

# (op, wrapper, input dtype, input shapes, attrs, output shape or the refusal's first words)
_ACCEPTED = [
    ("GuideShapeFnCopy", "guide_shape_fn_copy", tflc.int32, [[2, None]], {}, [2, None]),
    ("GuideShapeFnCopy", "guide_shape_fn_copy", tflc.int32, [None], {}, None),
    ("GuideShapeFnUnchanged", "guide_shape_fn_unchanged", tflc.int32, [[None, 3, 4]], {},
     [None, 3, 4]),
    ("GuideShapeFnVector", "guide_shape_fn_vector", tflc.int32, [[5]], {}, [5]),
    ("GuideShapeFnVector", "guide_shape_fn_vector", tflc.int32, [None], {}, [None]),
    ("GuideShapeFnMerge", "guide_shape_fn_merge", tflc.float32, [[None, 3], [2, None], None],
     {"T": tflc.float32}, [2, 3]),
    ("GuideShapeFnMatrix", "guide_shape_fn_matrix", tflc.float32, [[7, 2, 9]], {}, [7, 3]),
    ("GuideShapeFnMatrix", "guide_shape_fn_matrix", tflc.float32, [None], {}, [None, 3]),
]
_REFUSED = [
    ("GuideShapeFnVector", "guide_shape_fn_vector", tflc.int32, [[2, 3]], {},
     "Shape must be rank 1 but is rank 2 for '{{node GuideShapeFnVector}}"),
    ("GuideShapeFnVector", "guide_shape_fn_vector", tflc.int32, [[]], {},
     "Shape must be rank 1 but is rank 0 for '{{node GuideShapeFnVector}}"),
    ("GuideShapeFnMerge", "guide_shape_fn_merge", tflc.float32, [[2, 3], [3, 3]],
     {"T": tflc.float32},
     "Dimension 0 in both shapes must be equal, but are 2 and 3. Shapes are [2,3] and [3,3]."),
    ("GuideShapeFnMerge", "guide_shape_fn_merge", tflc.float32, [[2, 3], [2, 3, 1]],
     {"T": tflc.float32}, "Shape must be rank 2 but is rank 3 for '{{node GuideShapeFnMerge}}"),
]


def _as_list(shape):
  return None if shape.rank is None else shape.as_list()


def _build(wrapper, dtype, shapes):
  """The output of `wrapper` over placeholders of `shapes`, built in a new graph."""
  with tflc.Graph().as_default():
    inputs = [v1.placeholder(dtype, shape=shape) for shape in shapes]
    function = getattr(_SHAPE_FUNCTIONS, wrapper)
    return function(inputs) if wrapper == "guide_shape_fn_merge" else function(*inputs)


@pytest.mark.parametrize("op,wrapper,dtype,shapes,attrs,expected", _ACCEPTED)
def test_accepted_shapes(op, wrapper, dtype, shapes, attrs, expected):
  assert [_as_list(s) for s in infer_shapes(op, shapes, attrs)] == [expected]
  assert _as_list(_build(wrapper, dtype, shapes).shape) == expected


@pytest.mark.parametrize("op,wrapper,dtype,shapes,attrs,refusal", _REFUSED)
def test_refused_shapes(op, wrapper, dtype, shapes, attrs, refusal):
  with pytest.raises(ValueError) as inferred:
    infer_shapes(op, shapes, attrs)
  assert str(inferred.value).startswith(refusal)
  with pytest.raises(ValueError) as built:
    _build(wrapper, dtype, shapes)
  assert str(built.value).startswith(refusal)


def test_merge_counts_its_inputs_and_needs_at_least_one():
  with pytest.raises(ValueError, match=r"Value for attr 'N' of 0 must be at least minimum 1"):
    infer_shapes("GuideShapeFnMerge", [], {"T": tflc.float32})


def test_attr_forms_shape_function_and_its_attrs():
  attrs = {"fruit": "apple", "count": 2}
  assert [_as_list(s) for s in infer_shapes("GuideAttrForms", [[4]], attrs)] == [[]]
  with pytest.raises(ValueError, match=r"^Shape must be rank 1 but is rank 2 for "
                     r"'\{\{node GuideAttrForms\}\}"):
    infer_shapes("GuideAttrForms", [[4, 1]], attrs)
  with pytest.raises(ValueError, match=r"Value for attr 'fruit' of \"banana\" is not in the list "
                     r"of allowed values"):
    infer_shapes("GuideAttrForms", [[4]], {"fruit": "banana", "count": 2})
  with pytest.raises(ValueError, match=r"Value for attr 'count' of 1 must be at least minimum 2"):
    infer_shapes("GuideAttrForms", [[4]], {"fruit": "apple", "count": 1})
  with pytest.raises(TypeError, match=r"Expected int for argument 'count' not 'two'"):
    infer_shapes("GuideAttrForms", [[4]], {"fruit": "apple", "count": "two"})
  with tflc.Graph().as_default():
    x = v1.placeholder(tflc.int32, shape=[None])
    assert _ATTR_FORMS.guide_attr_forms(x, fruit="orange", count=3).shape.as_list() == []
    with pytest.raises(ValueError, match=r"^Shape must be rank 1 but is rank 0"):
      _ATTR_FORMS.guide_attr_forms(v1.placeholder(tflc.int32, shape=[]), fruit="apple", count=2)
