"""`tflc.TensorSpec`: the dtype and (partially known) shape a function's tensor argument must
have, as `tf.TensorSpec`."""

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor_shape


class TensorSpec:
  """Describes a tensor: `shape` (dimensions may be None), `dtype` and an optional `name`."""

  __slots__ = ("_shape", "_dtype", "_name")

  def __init__(self, shape, dtype=dtypes.float32, name=None):
    self._shape = tensor_shape.TensorShape(shape)
    self._dtype = dtypes.as_dtype(dtype)
    self._name = name

  @classmethod
  def from_tensor(cls, tensor, name=None):
    return cls(tensor.shape, tensor.dtype, name)

  @property
  def shape(self):
    return self._shape

  @property
  def dtype(self):
    return self._dtype

  @property
  def name(self):
    return self._name

  def is_compatible_with(self, other):
    """Whether a tensor or spec `other` fits this spec."""
    return (dtypes.as_dtype(other.dtype) == self._dtype and
            self._shape.is_compatible_with(other.shape))

  def _key(self):
    return (self._dtype, None if self._shape.rank is None else tuple(self._shape.as_list()))

  def __eq__(self, other):
    return isinstance(other, TensorSpec) and self._key() == other._key() and (
        self._name == other._name)

  def __hash__(self):
    return hash(self._key())

  def __reduce__(self):
    # As tf.TensorSpec: the constructor's arguments.
    return TensorSpec, (self._shape, self._dtype, self._name)

  def __repr__(self):
    return (f"TensorSpec(shape={self._shape}, dtype={self._dtype!r}, "
            f"name={self._name!r})")
