"""Tests for TensorShape: construction, queries, comparison, merging and printing."""

import pickle
import re

import numpy as np
import pytest

from tensorflow_lite_core.python.framework import tensor_shape

TensorShape = tensor_shape.TensorShape
_UNKNOWN = TensorShape(None)


# Input, dims, str, repr.
_GOLDEN = (
    (None, None, "<unknown>", "TensorShape(None)"),
    ([], [], "()", "TensorShape([])"),
    ([3], [3], "(3,)", "TensorShape([3])"),
    ([None], [None], "(None,)", "TensorShape([None])"),
    ([2, 2], [2, 2], "(2, 2)", "TensorShape([2, 2])"),
    ((2, None, 0), [2, None, 0], "(2, None, 0)", "TensorShape([2, None, 0])"),
    (5, [5], "(5,)", "TensorShape([5])"),
    (np.int64(4), [4], "(4,)", "TensorShape([4])"),
    (np.array([1, 2]), [1, 2], "(1, 2)", "TensorShape([1, 2])"),
    (range(3), [0, 1, 2], "(0, 1, 2)", "TensorShape([0, 1, 2])"),
    ([np.int32(7), None], [7, None], "(7, None)", "TensorShape([7, None])"),
    (TensorShape([1, None]), [1, None], "(1, None)", "TensorShape([1, None])"),
)


@pytest.mark.parametrize("value,dims,text,representation", _GOLDEN)
def test_golden(value, dims, text, representation):
  shape = TensorShape(value)
  assert shape.dims == dims
  assert str(shape) == text
  assert repr(shape) == representation
  assert shape.rank == (None if dims is None else len(dims))
  assert shape.ndims == shape.rank
  if dims is not None:
    assert all(type(d) is int for d in shape.dims if d is not None)


@pytest.mark.parametrize("value,error,message", [
    ([-1], ValueError, "Dimension -1 must be >= 0"),
    (-3, ValueError, "Dimension -3 must be >= 0"),
    ([2.0], TypeError, "Dimension value must be integer or None or have an __index__ method"),
    ([1, "a"], TypeError, "Dimension value must be integer or None"),
    (2.5, TypeError, "got value '2.5' with type"),
    # TensorFlow 2.21's text, with no space before "could".
    ("ab", TypeError, "Failed to convert ''ab'' to a shape: ''a''could not be converted"),
    (iter([1, 1.5]), TypeError, "A shape should either be single dimension"),
    (object(), TypeError, "Dimension value must be integer or None"),
])
def test_bad_dimensions(value, error, message):
  with pytest.raises(error, match=message):
    TensorShape(value)


def test_as_list_and_len():
  shape = TensorShape([1, None, 3])
  assert shape.as_list() == [1, None, 3]
  assert len(shape) == 3
  assert list(shape) == [1, None, 3]
  with pytest.raises(ValueError, match="as_list\\(\\) is not defined on an unknown TensorShape."):
    _UNKNOWN.as_list()
  with pytest.raises(ValueError, match="Cannot take the length of shape with unknown rank."):
    len(_UNKNOWN)
  with pytest.raises(ValueError, match="Cannot iterate over a shape with unknown rank."):
    iter(_UNKNOWN)


def test_truth_is_known_rank():
  assert TensorShape([])
  assert TensorShape([0])
  assert not _UNKNOWN


def test_getitem():
  shape = TensorShape([2, None, 4, 5])
  assert shape[0] == 2
  assert shape[1] is None
  assert shape[-1] == 5
  assert shape[1:3] == TensorShape([None, 4])
  assert isinstance(shape[1:3], TensorShape)
  assert shape[::2] == [2, 4]
  with pytest.raises(IndexError, match="tuple index out of range"):
    _ = shape[4]


def test_getitem_of_unknown_rank():
  assert _UNKNOWN[0] is None
  assert _UNKNOWN[5] is None
  assert _UNKNOWN[1:3] == TensorShape([None, None])
  assert _UNKNOWN[:2] == TensorShape([None, None])
  assert _UNKNOWN[1:].rank is None
  assert _UNKNOWN[-2:-1].rank is None
  with pytest.raises(ValueError, match="Steps are not yet handled"):
    _ = _UNKNOWN[::2]


def test_num_elements_and_fully_defined():
  assert TensorShape([2, 3, 4]).num_elements() == 24
  assert TensorShape([]).num_elements() == 1
  assert TensorShape([2, 0]).num_elements() == 0
  assert TensorShape([2, None]).num_elements() is None
  assert _UNKNOWN.num_elements() is None
  assert TensorShape([2, 3]).is_fully_defined()
  assert TensorShape([]).is_fully_defined()
  assert not TensorShape([None]).is_fully_defined()
  assert not _UNKNOWN.is_fully_defined()


def test_equality():
  assert TensorShape([2, 2]) == TensorShape([2, 2])
  assert TensorShape([2, 2]) == [2, 2]
  assert TensorShape([2, 2]) == (2, 2)
  assert [2, 2] == TensorShape([2, 2])
  assert TensorShape([None]) == TensorShape([None])
  assert _UNKNOWN == TensorShape(None)
  assert TensorShape([1]) == 1  # A lone value is a rank-1 shape.
  assert TensorShape([2, 2]) != [2, 3]
  assert TensorShape([2]) != [2, 2]
  assert TensorShape([None]) != _UNKNOWN
  assert TensorShape([]) != _UNKNOWN
  assert not TensorShape([2, 2]) != (2, 2)  # pylint: disable=g-explicit-bool-comparison


@pytest.mark.parametrize("other", ["ab", [1.5], object(), [-1], -1, {"a": 1}])
def test_equality_with_non_shapes_is_false(other):
  assert not TensorShape([2]) == other  # pylint: disable=g-explicit-bool-comparison
  assert TensorShape([2]) != other


def test_hash_agrees_with_equality():
  assert hash(TensorShape([2, None])) == hash(TensorShape((2, None)))
  assert hash(TensorShape([2, 2])) == hash((2, 2))
  assert len({TensorShape([1]), TensorShape([1]), TensorShape(None), TensorShape(None)}) == 2


# a, b, compatible, merged (None: merging raises), most specific compatible shape.
_MERGE_GOLDEN = (
    ([2, 3], [2, 3], True, [2, 3], [2, 3]),
    ([2, None], [None, 3], True, [2, 3], [None, None]),
    ([2, None], [2, 4], True, [2, 4], [2, None]),
    (None, [1, 2], True, [1, 2], None),
    ([1, 2], None, True, [1, 2], None),
    (None, None, True, None, None),
    ([2, 3], [2, 4], False, "raises", [2, None]),
    ([2], [2, 2], False, "raises", None),
    ([], [None], False, "raises", None),
)


@pytest.mark.parametrize("a,b,compatible,merged,most_specific", _MERGE_GOLDEN)
def test_compatibility_and_merging(a, b, compatible, merged, most_specific):
  a, b = TensorShape(a), TensorShape(b)
  assert a.is_compatible_with(b) == compatible
  assert b.is_compatible_with(a) == compatible
  assert a.most_specific_compatible_shape(b) == TensorShape(most_specific)
  if merged == "raises":
    with pytest.raises(ValueError, match=re.escape(f"Shapes {a} and {b} are not compatible")):
      a.merge_with(b)
    with pytest.raises(ValueError, match="are incompatible"):
      a.assert_is_compatible_with(b)
  else:
    assert a.merge_with(b) == TensorShape(merged)
    assert b.merge_with(a) == TensorShape(merged)
    a.assert_is_compatible_with(b)


def test_compatibility_accepts_lists():
  assert TensorShape([None, 3]).is_compatible_with([5, 3])
  assert TensorShape([None, 3]).merge_with((5, None)) == [5, 3]
  with pytest.raises(ValueError, match="Dimension -1 must be >= 0"):
    TensorShape([1]).is_compatible_with([-1])


def test_concatenate():
  assert TensorShape([1, 2]).concatenate([3]) == [1, 2, 3]
  assert TensorShape([1]).concatenate(TensorShape([])) == [1]
  assert TensorShape([1]).concatenate(None).rank is None
  assert _UNKNOWN.concatenate([1]).rank is None
  assert TensorShape([1]) + [2] == [1, 2]
  assert [0] + TensorShape([1]) == [0, 1]


def test_rank_checks():
  shape = TensorShape([1, None])
  assert shape.with_rank(2) is not None
  assert _UNKNOWN.with_rank(3) == [None, None, None]
  assert shape.with_rank_at_least(2) is shape
  assert shape.with_rank_at_most(2) is shape
  assert _UNKNOWN.with_rank_at_least(5) is _UNKNOWN
  shape.assert_has_rank(2)
  _UNKNOWN.assert_has_rank(4)
  shape.assert_same_rank([3, 3])
  _UNKNOWN.assert_same_rank([3])
  with pytest.raises(ValueError, match=r"Shape \(1, None\) must have rank 3"):
    shape.with_rank(3)
  with pytest.raises(ValueError, match=r"Shape \(1, None\) must have rank at least 3"):
    shape.with_rank_at_least(3)
  with pytest.raises(ValueError, match=r"Shape \(1, None\) must have rank at most 1"):
    shape.with_rank_at_most(1)
  with pytest.raises(ValueError, match=r"Shape \(1, None\) must have rank 1"):
    shape.assert_has_rank(1)
  with pytest.raises(ValueError, match=r"Shapes \(1, None\) and \(3,\) must have the same rank"):
    shape.assert_same_rank([3])


def test_assert_is_fully_defined():
  TensorShape([1, 2]).assert_is_fully_defined()
  with pytest.raises(ValueError, match=r"Shape \(1, None\) is not fully defined"):
    TensorShape([1, None]).assert_is_fully_defined()
  with pytest.raises(ValueError, match="Shape <unknown> is not fully defined"):
    _UNKNOWN.assert_is_fully_defined()


def test_as_shape_and_unknown_shape():
  shape = TensorShape([1])
  assert tensor_shape.as_shape(shape) is shape
  assert tensor_shape.as_shape([1, 2]) == TensorShape([1, 2])
  assert tensor_shape.unknown_shape().rank is None
  assert tensor_shape.unknown_shape(rank=2) == [None, None]
  with pytest.raises(TypeError, match=r"Dimension value must be integer or None or have an "
                     r"__index__ method, got value '1\.5' with type '<class 'float'>'"):
    tensor_shape.as_shape(1.5)


def test_pickle():
  for shape in (TensorShape([1, None]), TensorShape(None), TensorShape([])):
    assert pickle.loads(pickle.dumps(shape)) == shape
    assert pickle.loads(pickle.dumps(shape)).rank == shape.rank


def test_immutable():
  shape = TensorShape([1, 2])
  shape.dims.append(3)
  shape.as_list().append(3)
  assert shape == [1, 2]
  with pytest.raises(AttributeError, match="'TensorShape' object has no attribute 'extra'"):
    shape.extra = 1  # pylint: disable=attribute-defined-outside-init
