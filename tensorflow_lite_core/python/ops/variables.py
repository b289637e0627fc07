"""`tflc.Variable`: a tensor whose value changes (`assign`, `assign_add`, `assign_sub`), usable
wherever a tensor is, and watched by gradient tapes when trainable, as TensorFlow's.

The value lives in a private tensor object, the variable's storage (python/eager/
variable_storage.h): reads share its buffer; ops with a `Ref(T)` input (TensorFlow's `Assign`,
`AssignAdd`, `ScatterUpdate`, and an op library's mutable inputs) update it in place, copying it
first if a read still holds it, so a read keeps the value it had, as reads of TensorFlow's
resource variables do. (TensorFlow's eager mode refuses ref inputs; tflc runs them on variables.)
"""

import enum

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import tensor as tensor_lib


class VariableSynchronization(enum.Enum):
  """Accepted for TensorFlow's signature; this package has one replica."""
  AUTO = 0
  NONE = 1
  ON_WRITE = 2
  ON_READ = 3


class VariableAggregation(enum.Enum):
  """Accepted for TensorFlow's signature; this package has one replica."""
  NONE = 0
  SUM = 1
  MEAN = 2
  ONLY_FIRST_REPLICA = 3


def _identity_backward(grad):
  return [grad]


class Variable:
  """A mutable tensor (TensorFlow's `tf.Variable`, eager).

  Args:
    initial_value: a tensor or a value convertible to one, or a callable returning one.
    trainable: whether tapes watch the variable when it is read (default True).
    name: the variable's name ("Variable" by default; `name` gives "<name>:0").
    dtype: converts the initial value to this dtype.
    shape: accepted for TensorFlow's signature; must be compatible with the value's shape.
    The other arguments are accepted for TensorFlow's signature and ignored.

  Raises:
    ValueError: no initial value.
  """

  _tflc_variable = True
  __array_priority__ = 100

  def __init__(self, initial_value=None, trainable=None, validate_shape=True,  # pylint: disable=unused-argument
               caching_device=None, name=None, variable_def=None, dtype=None,  # pylint: disable=unused-argument
               import_scope=None, constraint=None,  # pylint: disable=unused-argument
               synchronization=VariableSynchronization.AUTO,
               aggregation=VariableAggregation.NONE, shape=None,
               experimental_enable_variable_lifting=True):  # pylint: disable=unused-argument
    del synchronization, aggregation
    if initial_value is None:
      raise ValueError("The `initial_value` arg to `tf.Variable` must be specified except when "
                       "you are not providing a `variable_def`. You provided neither.")
    if callable(initial_value):
      initial_value = initial_value()
    value = constant_op.convert_to_tensor(initial_value, dtype=dtype)
    if shape is not None and not value.shape.is_compatible_with(shape):
      raise ValueError(f"The initial value's shape ({value.shape}) is not compatible with the "
                       f"explicitly supplied `shape` argument ({shape}).")
    self._storage = _pywrap_tflc._variable_storage(value)  # pylint: disable=protected-access
    self._dtype = value.dtype
    self._shape = value.shape
    self._trainable = True if trainable is None else bool(trainable)
    self._name = f"{name or 'Variable'}:0"
    self._id = _pywrap_tflc._new_id()  # pylint: disable=protected-access
    self._constraint = constraint

  # ---- what it is ----
  @property
  def dtype(self):
    return self._dtype

  @property
  def shape(self):
    return self._shape

  def get_shape(self):
    return self._shape

  @property
  def name(self):
    return self._name

  @property
  def trainable(self):
    return self._trainable

  @property
  def device(self):
    return tensor_lib._CPU_DEVICE  # pylint: disable=protected-access

  @property
  def constraint(self):
    return self._constraint

  # ---- reading ----
  def _read_untracked(self):
    """The value, unseen by tapes."""
    return _pywrap_tflc._read_variable_storage(self._storage)  # pylint: disable=protected-access

  def _read_for_op(self):
    """The value as an op's input: tapes recording on this thread, and custom_gradient's
    variable watchers, see the read; in a graph being built, the placeholder the graph feeds
    with the value when it runs."""
    graph = _pywrap_tflc._default_graph()  # pylint: disable=protected-access
    if graph is not None:
      return graph.capture_variable(self)
    value = _pywrap_tflc._read_variable_storage(self._storage)  # pylint: disable=protected-access
    if _pywrap_tflc._variable_reads_observed():  # pylint: disable=protected-access
      self._accessed()
      if _pywrap_tflc._tapes_recording():  # pylint: disable=protected-access
        _pywrap_tflc._record_operation(  # pylint: disable=protected-access
            "ReadVariableOp", [value], [value], _identity_backward, [self._id])
    return value

  def _accessed(self):
    """TensorFlow's `variable_accessed`: a trainable variable is watched by the tapes recording
    on this thread that watch accessed variables, and collected by its variable watchers."""
    if not self._trainable:
      return
    _pywrap_tflc._variable_accessed(self)  # pylint: disable=protected-access
    if _pywrap_tflc._tapes_recording():  # pylint: disable=protected-access
      from tensorflow_lite_core.python.eager import gradient_support  # pylint: disable=g-import-not-at-top
      for tape in gradient_support.active_tapes():
        if tape._watch_accessed_variables:  # pylint: disable=protected-access
          tape._watch_variable(self)  # pylint: disable=protected-access

  def read_value(self):
    """The current value, as a tensor (later assignments do not change it)."""
    return self._read_for_op()

  def value(self):
    return self._read_for_op()

  # numpy() and the Python conversions are reads, as TensorFlow's (through read_value): under a
  # tape or a custom_gradient they watch the variable.
  def numpy(self):
    return self._read_for_op().numpy()

  def __array__(self, dtype=None, copy=None):
    return self._read_for_op().__array__(dtype, copy)

  # ---- assigning ----
  def _converted(self, value):
    return constant_op.convert_to_tensor(value, dtype=self._dtype)

  def assign(self, value, use_locking=False, name=None, read_value=True):  # pylint: disable=unused-argument
    """Sets the variable to `value` (of its shape and dtype).

    Returns:
      The variable (None with read_value=False).

    Raises:
      ValueError: `value` has another shape, or cannot have the variable's dtype.
    """
    value = self._converted(value)
    if not value.shape.is_compatible_with(self._shape):
      raise ValueError(f"Cannot assign value to variable ' {self._name}': Shape mismatch.The "
                       f"variable shape {self._shape}, and the assigned value shape "
                       f"{value.shape} are incompatible.")
    _pywrap_tflc._assign_variable_storage(self._storage, value)  # pylint: disable=protected-access
    if not read_value:
      return None
    # The variable returned is read later; TensorFlow counts it accessed now (its lazy read).
    if _pywrap_tflc._variable_reads_observed():  # pylint: disable=protected-access
      self._accessed()
    return self

  def _update(self, delta, function, read_value):
    delta = self._converted(delta)
    self.assign(function(self._read_untracked(), delta), read_value=read_value)
    return self if read_value else None

  def assign_add(self, delta, use_locking=False, name=None, read_value=True):  # pylint: disable=unused-argument
    """Adds `delta` to the variable; returns it (None with read_value=False)."""
    from tensorflow_lite_core.python.ops import gen_math_ops  # pylint: disable=g-import-not-at-top
    return self._update(delta, gen_math_ops.add_v2, read_value)

  def assign_sub(self, delta, use_locking=False, name=None, read_value=True):  # pylint: disable=unused-argument
    """Subtracts `delta` from the variable; returns it (None with read_value=False)."""
    from tensorflow_lite_core.python.ops import gen_math_ops  # pylint: disable=g-import-not-at-top
    return self._update(delta, gen_math_ops.sub, read_value)

  # ---- Python protocols ----
  def __repr__(self):
    text = tensor_lib._numpy_text(self._read_untracked(), is_repr=True)  # pylint: disable=protected-access
    return (f"<tflc.Variable '{self._name}' shape={self._shape} dtype={self._dtype.name}, "
            f"numpy={text}>")

  def __hash__(self):
    raise TypeError(f"Variable is unhashable. Instead, use variable.ref() as the key. "
                    f"(Variable: {self!r})")

  def ref(self):
    """A hashable reference to this variable, as `Tensor.ref()`."""
    return tensor_lib._TensorRef(self)  # pylint: disable=protected-access

  def __getitem__(self, key):
    return self._read_for_op()[key]

  def __len__(self):
    return len(self._read_untracked())

  def __iter__(self):
    return iter(self._read_for_op())

  def __bool__(self):
    return bool(self._read_for_op())

  def __int__(self):
    return int(self._read_for_op())

  def __float__(self):
    return float(self._read_for_op())

  def __index__(self):
    return self._read_for_op().__index__()


def _forwarding(name):
  def operator(self, *args):
    return getattr(self._read_for_op(), name)(*args)  # pylint: disable=protected-access
  operator.__name__ = operator.__qualname__ = name
  return operator


for _name in tensor_lib.BINARY_OPERATORS:
  for _dunder in (f"__{_name}__", f"__r{_name}__"):
    setattr(Variable, _dunder, _forwarding(_dunder))
for _name in tensor_lib.UNARY_OPERATORS + tensor_lib.COMPARISON_OPERATORS:
  setattr(Variable, f"__{_name}__", _forwarding(f"__{_name}__"))

_pywrap_tflc._set_variable_class(Variable)  # pylint: disable=protected-access
