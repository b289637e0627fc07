"""tflc.nest: flatten and pack as tf.nest does (dicts by sorted key, namedtuples kept)."""

import collections

import pytest

from tensorflow_lite_core.python.util import nest


def test_flatten_orders_dicts_by_key_and_recurses():
  assert nest.flatten({"b": [1, (2, 3)], "a": 0}) == [0, 1, 2, 3]
  assert nest.flatten(None) == [None]
  assert nest.flatten(5) == [5]
  assert nest.flatten([]) == []


def test_pack_sequence_as_keeps_types():
  point = collections.namedtuple("Point", "x y")
  structure = {"p": point(1, [2, 3]), "q": (4,)}
  packed = nest.pack_sequence_as(structure, ["a", "b", "c", "d"])
  assert packed == {"p": point("a", ["b", "c"]), "q": ("d",)}
  assert isinstance(packed["p"], point)
  assert nest.pack_sequence_as(7, ["x"]) == "x"


def test_pack_sequence_as_counts_leaves():
  with pytest.raises(ValueError, match="Structure had 2 atoms, but flat_sequence had 3 items"):
    nest.pack_sequence_as([1, 2], [1, 2, 3])


def test_map_structure():
  assert nest.map_structure(lambda a, b: a + b, [1, {"k": 2}], [10, {"k": 20}]) == [11, {"k": 22}]
  with pytest.raises(ValueError, match="same number of elements"):
    nest.map_structure(lambda a, b: a, [1], [1, 2])
