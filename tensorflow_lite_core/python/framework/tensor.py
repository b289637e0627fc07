"""`tflc.Tensor`: the eager tensor, an immutable value with its dtype and shape.

The data, dtype number and dims live in the C++ base class (`_pywrap_tflc._TensorBase`); this
class adds what needs no speed: the `DType` and `TensorShape` views, printing, Python number
conversions and iteration. Indexing (`t[1:3]`, TensorFlow's rules on StridedSlice) is the base
class's, in C++, with the rarer keys handed to ops/tensor_getitem_override.py. Operators (`+`, `@`,
`==`, `<`, ...) call functions of `ops/math_ops.py`, which imports this module: until it is
imported, each operator is a stand-in that imports it (which installs the real operators) and
calls the real one, so operators work right after `import`. As in TensorFlow 2.x, `==` compares
elements, so a tensor is unhashable: `tensor.ref()` is its hashable stand-in.
"""

import pickle

import numpy as np

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import tensor_shape

_DEVICE_PREFIX = "/job:localhost/replica:0/task:0"
_CPU_DEVICE = _DEVICE_PREFIX + "/device:CPU:0"


class Tensor(_pywrap_tflc._TensorBase):  # pylint: disable=protected-access
  """A multi-dimensional array of one element type, computed eagerly.

  Made by `tflc.constant`, `tflc.convert_to_tensor` and every op. `numpy()` and `np.asarray`
  share the tensor's memory as a read-only array (`numpy()` of a 0-d tensor is a NumPy scalar, as
  in TensorFlow).
  """

  __slots__ = ()
  # NumPy defers binary operators with a tensor on the right to the tensor's reflected ones.
  __array_priority__ = 100

  @property
  def dtype(self):
    """The `DType` of the elements."""
    return dtypes.as_dtype(self._datatype_enum())

  @property
  def shape(self):
    """The `TensorShape`."""
    return tensor_shape.TensorShape(self._shape_tuple())

  def get_shape(self):
    return self.shape

  @property
  def device(self):
    """The fully qualified name of the device holding the tensor."""
    name = self._device_name()
    return _CPU_DEVICE if name is None else _DEVICE_PREFIX + name

  def __array__(self, dtype=None, copy=None):
    array = np.asarray(self.numpy())  # a 0-d tensor's numpy() is a scalar
    if dtype is not None and np.dtype(dtype) != array.dtype:
      return array.astype(dtype)
    if copy:
      return array.copy()
    return array

  def __len__(self):
    dims = self._shape_tuple()
    if not dims:
      raise TypeError("Scalar tensor has no `len()`")
    return dims[0]

  def __iter__(self):
    if not self._shape_tuple():
      raise TypeError("Cannot iterate over a scalar tensor.")
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    for row in self.numpy():
      yield constant_op.constant(row)

  def _scalar(self):
    if self._num_elements() != 1:
      raise ValueError(
          f"Only tensors with a single element can be converted to Python scalars; this one "
          f"has shape {self.shape}")
    return np.asarray(self.numpy()).reshape(()).item()

  def __bool__(self):
    return bool(self._scalar())

  def __int__(self):
    return int(self._scalar())

  def __float__(self):
    return float(self._scalar())

  def __index__(self):
    if not (self.dtype.is_integer or self.dtype.is_bool):
      raise TypeError(f"Only integer tensors can be used as an index, not {self.dtype.name}")
    return int(self._scalar())

  def __format__(self, format_spec):
    if not self._shape_tuple():
      return format(np.asarray(self.numpy()).item(), format_spec)
    return format(self.numpy(), format_spec)

  def __repr__(self):
    return (f"<tflc.Tensor: shape={self.shape}, dtype={self.dtype.name}, "
            f"numpy={_numpy_text(self, is_repr=True)}>")

  def __str__(self):
    return f"tflc.Tensor({_numpy_text(self)}, shape={self.shape}, dtype={self.dtype.name})"

  def __reduce_ex__(self, protocol):
    # Protocol 5: the tensor's own memory as a PickleBuffer, which a buffer_callback takes out of
    # band without a copy (in band, pickle copies it once into the stream). Types without a
    # buffer format (strings, bfloat16, ...), tensors in a device's memory and scalars (NumPy
    # scalars, in band, as TensorFlow's) go through NumPy.
    if protocol >= 5 and self._shape_tuple():
      try:
        buffer = pickle.PickleBuffer(self)
      except BufferError:
        pass
      else:
        return _tensor_from_buffer, (buffer, self._datatype_enum(), self._shape_tuple())
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    return constant_op.constant, (self.numpy(), self.dtype)

  def __copy__(self):
    return self  # immutable: TensorFlow's EagerTensor returns itself too

  def __deepcopy__(self, memo):
    return self

  def __hash__(self):
    # `==` compares elements, so a tensor cannot be a dict key or set member by value.
    raise TypeError("Tensor is unhashable. Instead, use tensor.ref() as the key.")

  def ref(self):
    """A hashable reference to this tensor (for dict keys and sets), as in TensorFlow."""
    return _TensorRef(self)


def _tensor_from_buffer(buffer, datatype_enum, dims):
  """Unpickles a tensor from its memory (any buffer: bytes in band, what buffer_callback gave out
  of band); shares that memory when it is aligned as the kernels need, copies it otherwise."""
  numpy_dtype = dtypes.as_dtype(datatype_enum).as_numpy_dtype
  array = np.frombuffer(buffer, dtype=numpy_dtype).reshape(dims)
  return _pywrap_tflc._tensor_from_ndarray(array)  # pylint: disable=protected-access


class _TensorRef:
  """Identity-based hashable wrapper of a tensor."""

  __slots__ = ("_tensor",)

  def __init__(self, tensor):
    self._tensor = tensor

  def deref(self):
    return self._tensor

  def __hash__(self):
    return id(self._tensor)

  def __eq__(self, other):
    return isinstance(other, _TensorRef) and other._tensor is self._tensor

  def __repr__(self):
    return f"<Reference wrapping {self._tensor!r}>"


# The operators math_ops installs: `__add__` and `__radd__` for each binary one; the
# comparisons have no reflected forms (Python swaps `<` and `>` itself).
BINARY_OPERATORS = ("add", "sub", "mul", "truediv", "pow", "matmul", "floordiv", "mod", "and",
                    "or", "xor")
UNARY_OPERATORS = ("neg", "abs", "invert")
COMPARISON_OPERATORS = ("lt", "le", "gt", "ge", "eq", "ne")


def _operator_stand_in(name):
  def operator(*args):
    from tensorflow_lite_core.python.ops import math_ops  # pylint: disable=g-import-not-at-top,unused-import
    installed = getattr(Tensor, name)
    if installed is operator:
      raise TypeError(f"tflc.Tensor.{name} is not installed")
    return installed(*args)
  operator.__name__ = operator.__qualname__ = name
  return operator


for _name in BINARY_OPERATORS:
  for _dunder in (f"__{_name}__", f"__r{_name}__"):
    setattr(Tensor, _dunder, _operator_stand_in(_dunder))
for _name in UNARY_OPERATORS + COMPARISON_OPERATORS:
  setattr(Tensor, f"__{_name}__", _operator_stand_in(f"__{_name}__"))


def _numpy_text(tensor, is_repr=False):
  array = np.asarray(tensor.numpy())
  if array.ndim == 0:
    # As TensorFlow: repr shows the Python value, str the NumPy scalar's text ("0.1" for float32).
    text = repr(array.item()) if is_repr else str(array[()])
  else:
    text = repr(array) if is_repr else str(array)
  return "\n" + text if "\n" in text else text


# Every tensor the extension makes is an instance of this class.
_pywrap_tflc._set_tensor_class(Tensor)  # pylint: disable=protected-access


def _getitem_fallback(tensor, slice_spec):
  """Indexes with the keys that `Tensor.__getitem__`'s C++ path (eager/tensor_indexing.h) leaves
  to Python; the module loads on the first such key."""
  from tensorflow_lite_core.python.ops import tensor_getitem_override  # pylint: disable=g-import-not-at-top
  return tensor_getitem_override._slice_helper(tensor, slice_spec)  # pylint: disable=protected-access


_pywrap_tflc._set_getitem_fallback(_getitem_fallback)  # pylint: disable=protected-access
