"""A possibly partial tensor shape (`tflc.TensorShape`), with TensorFlow 2.x's behaviour.

A shape has an unknown rank (dims None), or a known rank whose dimensions are each a
non-negative int or None (unknown). Shapes are immutable.
"""

import functools
import operator


def _dimension_value(value):
  """`value` as a dimension: a non-negative int or None, as TensorFlow's Dimension checks it."""
  if value is None:
    return None
  try:
    dimension = operator.index(value)
  except TypeError:
    raise TypeError(
        "Dimension value must be integer or None or have an __index__ method, got value "
        f"'{value!r}' with type '{type(value)!r}'") from None
  if dimension < 0:
    raise ValueError(f"Dimension {dimension} must be >= 0")
  return dimension


def _merge_dimensions(a, b):
  if a is None:
    return b
  if b is None or a == b:
    return a
  raise ValueError(f"Dimensions {a} and {b} are not compatible")


class TensorShape:
  """The shape of a tensor: an unknown rank, or a list of dimensions that are ints or None."""

  __slots__ = ("_dims",)

  def __init__(self, dims):
    """Builds a shape from an iterable of dimensions, a single dimension, a shape, or None.

    Raises:
      TypeError: if a dimension is neither an int-like value nor None.
      ValueError: if a dimension is negative.
    """
    if isinstance(dims, (list, tuple)):
      self._dims = tuple(_dimension_value(d) for d in dims)
    elif dims is None:
      self._dims = None
    elif isinstance(dims, TensorShape):
      self._dims = dims._dims
    else:
      try:
        dims_iter = iter(dims)
      except TypeError:
        # A lone value is a rank-1 shape, as in TensorFlow.
        self._dims = (_dimension_value(dims),)
        return
      converted = []
      for d in dims_iter:
        try:
          converted.append(_dimension_value(d))
        except TypeError as e:
          raise TypeError(
              # TensorFlow's text, without a space after the dimension.
              f"Failed to convert '{dims!r}' to a shape: '{d!r}'could not be converted to a "
              "dimension. A shape should either be single dimension (e.g. 10), or an iterable "
              "of dimensions (e.g. [1, 10, None]).") from e
      self._dims = tuple(converted)

  @property
  def rank(self):
    """The number of dimensions, or None if unknown."""
    return None if self._dims is None else len(self._dims)

  @property
  def ndims(self):
    return self.rank

  @property
  def dims(self):
    """The dimensions as a list of ints and Nones, or None if the rank is unknown."""
    return None if self._dims is None else list(self._dims)

  def as_list(self):
    if self._dims is None:
      raise ValueError("as_list() is not defined on an unknown TensorShape.")
    return list(self._dims)

  def __len__(self):
    if self._dims is None:
      raise ValueError("Cannot take the length of shape with unknown rank.")
    return len(self._dims)

  def __bool__(self):
    """True unless the rank is unknown; a scalar shape is true."""
    return self._dims is not None

  def __iter__(self):
    if self._dims is None:
      raise ValueError("Cannot iterate over a shape with unknown rank.")
    return iter(self._dims)

  def __getitem__(self, key):
    """An int key gives a dimension (None if unknown); a slice gives a TensorShape."""
    if self._dims is not None:
      if isinstance(key, slice):
        return TensorShape(self._dims[key])
      return self._dims[key]
    if not isinstance(key, slice):
      return None
    # A slice of an unknown-rank shape has a known rank only when both ends are known and
    # non-negative.
    if key.step is not None:
      raise ValueError("Steps are not yet handled")
    start = 0 if key.start is None else key.start
    if key.stop is None or start < 0 or key.stop < 0:
      return unknown_shape()
    return unknown_shape(rank=max(key.stop - start, 0))

  def num_elements(self):
    """The product of the dimensions, or None unless the shape is fully defined."""
    if not self.is_fully_defined():
      return None
    return functools.reduce(operator.mul, self._dims, 1)

  def is_fully_defined(self):
    return self._dims is not None and all(d is not None for d in self._dims)

  def is_compatible_with(self, other):
    """Whether some fully defined shape matches both this shape and `other`."""
    other = as_shape(other)
    if self._dims is None or other._dims is None:
      return True
    if len(self._dims) != len(other._dims):
      return False
    return all(a is None or b is None or a == b for a, b in zip(self._dims, other._dims))

  def merge_with(self, other):
    """The most specific shape compatible with both; ValueError if they are incompatible."""
    other = as_shape(other)
    if self._dims is None:
      return other
    if other._dims is None:
      return self
    try:
      self.assert_same_rank(other)
      return TensorShape([_merge_dimensions(a, b) for a, b in zip(self._dims, other._dims)])
    except ValueError:
      raise ValueError(f"Shapes {self} and {other} are not compatible") from None

  def most_specific_compatible_shape(self, other):
    """The most specific shape that both this shape and `other` are compatible with."""
    other = as_shape(other)
    if self._dims is None or other._dims is None or len(self._dims) != len(other._dims):
      return unknown_shape()
    return TensorShape([a if a == b else None for a, b in zip(self._dims, other._dims)])

  def concatenate(self, other):
    """This shape's dimensions followed by `other`'s; unknown if either rank is unknown."""
    other = as_shape(other)
    if self._dims is None or other._dims is None:
      return unknown_shape()
    return TensorShape(self._dims + other._dims)

  def __add__(self, other):
    return self.concatenate(other)

  def __radd__(self, other):
    return as_shape(other).concatenate(self)

  def assert_same_rank(self, other):
    other = as_shape(other)
    if self.rank is not None and other.rank is not None and self.rank != other.rank:
      raise ValueError(f"Shapes {self} and {other} must have the same rank")

  def assert_has_rank(self, rank):
    if self.rank not in (None, rank):
      raise ValueError(f"Shape {self} must have rank {rank}")

  def assert_is_compatible_with(self, other):
    if not self.is_compatible_with(other):
      raise ValueError(f"Shapes {self} and {other} are incompatible")

  def assert_is_fully_defined(self):
    if not self.is_fully_defined():
      raise ValueError(f"Shape {self} is not fully defined")

  def with_rank(self, rank):
    """This shape merged with an unknown shape of rank `rank`; ValueError on another rank."""
    try:
      return self.merge_with(unknown_shape(rank=rank))
    except ValueError:
      raise ValueError(f"Shape {self} must have rank {rank}") from None

  def with_rank_at_least(self, rank):
    if self.rank is not None and self.rank < rank:
      raise ValueError(f"Shape {self} must have rank at least {rank}")
    return self

  def with_rank_at_most(self, rank):
    if self.rank is not None and self.rank > rank:
      raise ValueError(f"Shape {self} must have rank at most {rank}")
    return self

  def __eq__(self, other):
    """Same rank and the same dimensions, unknown ones included (not compatibility)."""
    try:
      other = as_shape(other)
    except (TypeError, ValueError):
      return NotImplemented
    return self._dims == other._dims

  def __ne__(self, other):
    equal = self.__eq__(other)
    return equal if equal is NotImplemented else not equal

  def __hash__(self):
    # Equal to the hash of the tuple of dimensions, which compares equal to the shape.
    return hash(self._dims)

  def __repr__(self):
    if self._dims is None:
      return "TensorShape(None)"
    return f"TensorShape({list(self._dims)})"

  def __str__(self):
    if self._dims is None:
      return "<unknown>"
    if len(self._dims) == 1:
      return f"({self._dims[0]},)"
    return "(" + ", ".join(str(d) for d in self._dims) + ")"

  def __reduce__(self):
    return TensorShape, (self.dims,)


def as_shape(shape):
  """`shape` as a TensorShape: itself if it is one, else `TensorShape(shape)`."""
  if isinstance(shape, TensorShape):
    return shape
  return TensorShape(shape)


def unknown_shape(rank=None):
  """A shape of unknown rank, or of known `rank` with every dimension unknown."""
  if rank is None:
    return TensorShape(None)
  return TensorShape([None] * rank)
