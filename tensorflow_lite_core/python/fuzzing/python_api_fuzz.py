"""One fuzz case of the Python API: the bytes choose a surface and what goes into it.

Surfaces: every generated op wrapper (the snake_case functions of the built-in op modules and of
a loaded op library) with any values and with values that fit the op's signature, every
`tflc.raw_ops` function, `tflc.convert_to_tensor` and `tflc.constant`, `Tensor.__getitem__`,
Python and NumPy scalars as operands of ops and operators (the extension's scalar conversion),
and `tflc.load_op_library` on bytes that are no ELF file or are a truncated copy of a real op
library.

The property: the call returns, or raises one of `ALLOWED` (TensorFlow's classes for refusing a
value: its OpErrors, TypeError, ValueError; OverflowError only where TensorFlow raises it, see
_call). Anything else escapes to the caller (the fuzzer reports it with the input; the corpus
test fails naming it); crashes and hangs are the engine's to catch. A library file is loaded
only when it cannot run code, and must then raise NotFoundError, as TensorFlow's loader reports a
file it cannot load.
"""

import atexit
import inspect
import itertools
import operator
import os
import resource
import shutil
import tempfile
import warnings

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import op_def_registry
from tensorflow_lite_core.python.fuzzing import fuzzed_values as values
from tensorflow_lite_core.python.fuzzing.fuzzed_bytes import FuzzedBytes
from tensorflow_lite_core.python.ops import raw_ops

ALLOWED = (tflc.errors.OpError, TypeError, ValueError)
_ATTR_OVERFLOW = "int too big to convert"

_GENERATED_MODULES = ("array_ops", "math_ops", "nn_ops", "random_ops", "stateless_random_ops_v2",
                      "sparse_ops", "linalg_ops", "state_ops", "graph_ops")

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
# Real op libraries: their truncated copies are the ELF files the loader is given.
OP_LIBRARIES = (
    os.path.join(_ROOT, "tensorflow_lite_core/examples/zero_out/zero_out.so"),
    os.path.join(_ROOT, "tensorflow_lite_core/framework/testdata/op_libraries/good_ops.so"),
)

_ELF_MAGIC = b"\x7fELF"

_COMMON_DTYPES = (tflc.float32, tflc.float64, tflc.int32, tflc.int64, tflc.bool, tflc.uint8,
                  tflc.int8, tflc.float16, tflc.bfloat16, tflc.complex64, tflc.string)

_BINARY_OPERATORS = (operator.add, operator.sub, operator.mul, operator.truediv,
                     operator.floordiv, operator.mod, operator.pow, operator.matmul, operator.lt,
                     operator.le, operator.gt, operator.ge, operator.eq, operator.ne,
                     operator.and_, operator.or_, operator.xor)
_UNARY_OPERATORS = (operator.neg, operator.abs, operator.invert, operator.pos, bool, int, float,
                    len, repr, str, np.asarray)


class _Catalog:
  """The functions under test, found once."""

  def __init__(self):
    self.wrappers = []
    for module_name in _GENERATED_MODULES:
      module = __import__(f"tensorflow_lite_core.python.ops.gen_{module_name}",
                          fromlist=["_"])
      self.wrappers.extend(function for name, function in sorted(vars(module).items())
                           if name[:1].islower() and not name.startswith("_") and
                           inspect.isfunction(function) and
                           function.__module__ == module.__name__)
    self.library_wrappers = []
    if os.path.exists(OP_LIBRARIES[0]):
      library = tflc.load_op_library(OP_LIBRARIES[0])
      self.library_wrappers = [function for name, function in sorted(vars(library).items())
                               if name[:1].islower() and inspect.isfunction(function)]
    self.raw_ops = [getattr(raw_ops, name) for name in dir(raw_ops)]
    # (wrapper, OpDef) of each built-in op, for calls whose values fit the op's signature.
    self.typed_ops = []
    for name in dir(raw_ops):
      op_def = op_def_registry.get(name)
      wrapper = getattr(getattr(raw_ops, name), "__wrapped__", None)  # the snake_case wrapper
      if op_def is not None and wrapper is not None:
        self.typed_ops.append((wrapper, op_def))
    self.binary_functions = [tflc.add, tflc.subtract, tflc.multiply, tflc.math.divide,
                             tflc.maximum, tflc.math.floordiv, tflc.pow, tflc.equal,
                             tflc.math.less, tflc.math.logical_and, tflc.matmul]
    self.scratch = tempfile.mkdtemp(prefix="tflc_python_fuzz_")
    atexit.register(shutil.rmtree, self.scratch, True)
    self.library_files = itertools.count()


_catalog = None


def catalog():
  global _catalog
  if _catalog is None:
    _catalog = _Catalog()
  return _catalog


def _touch(result):
  """Reads every tensor a call gave back, as a user would."""
  if isinstance(result, tflc.Tensor):
    _ = result.shape, result.dtype
    if result.dtype not in (tflc.resource, tflc.variant):
      result.numpy()
  elif isinstance(result, (list, tuple)):
    for element in result:
      _touch(element)


def _holds_numpy_strings(value, depth=0):
  if isinstance(value, (np.ndarray, np.generic)):
    return value.dtype.kind in "SU"
  if isinstance(value, (list, tuple)) and depth < 8:
    return any(_holds_numpy_strings(item, depth + 1) for item in value)
  if isinstance(value, dict):
    return _holds_numpy_strings(list(value.values()), depth)
  return False


def _call(function, *args, **kwargs):
  try:
    _touch(function(*args, **kwargs))
  except ALLOWED:
    pass
  except OverflowError as error:
    # Where TensorFlow 2.21 raises OverflowError too, and nowhere else: a shape or list(int)
    # attr holding an int beyond 64 bits ("int too big to convert", its text), and NumPy strings
    # parsed as numbers the dtype cannot hold (tf.constant(np.bytes_(b"300"), tf.int8)).
    if str(error) != _ATTR_OVERFLOW and not (_holds_numpy_strings(args) or
                                             _holds_numpy_strings(kwargs)):
      raise


def _arguments(fb, parameters):
  """Positional and keyword arguments for `parameters`, some left out, some misnamed."""
  args, kwargs = [], {}
  for index, parameter in enumerate(parameters):
    if fb.one_in(8):
      continue  # left out: its default, or a TypeError
    argument = values.value(fb)
    if index < 4 and fb.bool() and not kwargs:
      args.append(argument)
    else:
      kwargs[parameter] = argument
  if fb.one_in(16):
    name = values.text(fb) if fb.bool() else "unknown_argument"
    kwargs[name if isinstance(name, str) else name.decode("latin-1")] = values.value(fb)
  return args, kwargs


def _parameters(function):
  try:
    return [name for name in inspect.signature(function).parameters]
  except (TypeError, ValueError):
    return []


def fuzz_wrapper(fb):
  functions = catalog().wrappers + catalog().library_wrappers
  function = functions[fb.int(0, len(functions) - 1)]
  args, kwargs = _arguments(fb, _parameters(function))
  _call(function, *args, **kwargs)


def _typed_value(fb, dtype):
  """A tensor-like value of `dtype`: an array, a Python scalar or list, or a tensor."""
  dims = values.shape(fb) if fb.bool() else [fb.int(0, 3) for _ in range(fb.int(0, 2))]
  count = int(np.prod(dims))
  if dtype == tflc.string:
    array = np.array([values.text(fb) for _ in range(count)], dtype=object).reshape(dims)
  elif dtype.is_numpy_compatible:
    raw = [fb.int(-3, 9) if not fb.one_in(8) else values.python_scalar(fb)
           for _ in range(min(count, 6))]
    raw = (raw * (count // max(len(raw), 1) + 1))[:count]
    try:
      array = np.array(raw, dtype=dtype.as_numpy_dtype).reshape(dims)
    except (TypeError, ValueError, OverflowError):
      array = np.zeros(dims, dtype=dtype.as_numpy_dtype)
  else:
    return values.value(fb, 2)
  choice = fb.int(0, 3)
  if choice == 0 and array.ndim == 0:
    return array.item()  # a Python scalar: the extension's number conversion
  if choice == 1:
    return array.tolist()
  if choice == 2:
    try:
      return tflc.constant(array, dtype=dtype)
    except ALLOWED:
      return array
  return array


def _allowed_types(fb, attr):
  if attr.HasField("allowed_values") and attr.allowed_values.list.type:
    return tflc.as_dtype(fb.pick(list(attr.allowed_values.list.type)))
  return fb.pick(_COMMON_DTYPES)


def _attr_value(fb, attr):
  """A value of the attr's type, mostly within what the op accepts."""
  kind = attr.type
  if kind.startswith("list("):
    return [_attr_value(fb, _ListElement(attr, kind[5:-1])) for _ in range(fb.int(0, 3))]
  if kind == "int":
    return fb.int(attr.minimum if attr.has_minimum else -1, 4) if fb.bool() else (
        values.integer(fb))
  if kind == "float":
    return values.real(fb)
  if kind == "bool":
    return fb.bool()
  if kind == "string":
    if attr.HasField("allowed_values") and attr.allowed_values.list.s and fb.bool():
      return fb.pick(list(attr.allowed_values.list.s)).decode()
    return values.text(fb)
  if kind == "type":
    return _allowed_types(fb, attr)
  if kind == "shape":
    return values.shape(fb) if fb.bool() else None
  return values.value(fb, 2)


class _ListElement:
  """A list attr's element, seen as an attr of the element's type."""

  def __init__(self, attr, kind):
    self.type = kind
    self.minimum = attr.minimum
    self.has_minimum = False
    self._attr = attr

  def HasField(self, field):  # pylint: disable=invalid-name
    return self._attr.HasField(field)

  @property
  def allowed_values(self):
    return self._attr.allowed_values


def fuzz_typed_op(fb):
  """A built-in op called with values that fit its signature: deeper than random values get."""
  wrapper, op_def = fb.pick(catalog().typed_ops)
  attrs = {attr.name: attr for attr in op_def.attr}
  chosen_types = {}

  def type_of(name):
    if name not in chosen_types:
      chosen_types[name] = _allowed_types(fb, attrs[name])
    return chosen_types[name]

  kwargs = {}
  for arg in op_def.input_arg:
    if arg.type_list_attr:
      kwargs[arg.name] = [_typed_value(fb, fb.pick(_COMMON_DTYPES)) for _ in range(fb.int(1, 3))]
      continue
    dtype = type_of(arg.type_attr) if arg.type_attr else tflc.as_dtype(arg.type)
    if arg.number_attr:
      kwargs[arg.name] = [_typed_value(fb, dtype) for _ in range(fb.int(1, 3))]
    else:
      kwargs[arg.name] = _typed_value(fb, dtype)
  parameters = set(_parameters(wrapper))
  for attr in op_def.attr:
    name = attr.name if attr.name in parameters else attr.name + "_"
    if name in parameters and (not attr.HasField("default_value") or fb.bool()):
      kwargs[name] = _attr_value(fb, attr)
  kwargs = {name: value for name, value in kwargs.items() if name in parameters}
  _call(wrapper, **kwargs)


def fuzz_raw_op(fb):
  function = fb.pick(catalog().raw_ops)
  args, kwargs = _arguments(fb, _parameters(function))
  if fb.one_in(4):
    kwargs.update(zip(("input", "x", "y"), args))
    args = []
  _call(function, *args, **kwargs)


def fuzz_conversion(fb):
  value = values.value(fb)
  dtype = values.dtype_like(fb) if fb.bool() else None
  if fb.bool():
    _call(tflc.convert_to_tensor, value, dtype=dtype)
  else:
    shape = (values.shape(fb) if fb.bool() else values.value(fb)) if fb.bool() else None
    _call(tflc.constant, value, dtype=dtype, shape=shape)


def _index_element(fb):
  choice = fb.int(0, 9)
  if choice <= 2:
    return fb.int(-6, 6) if fb.bool() else values.integer(fb)
  if choice == 3:
    parts = [None if fb.one_in(3) else fb.int(-7, 7) for _ in range(3)]
    if fb.one_in(4):
      parts[fb.int(0, 2)] = values.value(fb, 2)
    return slice(*parts)
  if choice == 4:
    return Ellipsis
  if choice == 5:
    return tflc.newaxis
  if choice == 6:
    return values.numpy_scalar(fb)
  if choice == 7:
    return values.tensor(fb)
  if choice == 8:
    return [fb.int(-3, 5) for _ in range(fb.int(0, 3))]
  return values.value(fb, 2)


def fuzz_getitem(fb):
  tensor = values.tensor(fb)
  if tensor is None:
    return
  if fb.bool():
    index = tuple(_index_element(fb) for _ in range(fb.int(0, 5)))
  else:
    index = _index_element(fb)
  _call(operator.getitem, tensor, index)


def fuzz_scalar_operands(fb):
  """Python and NumPy scalars beside tensors: the extension converts them in C++."""
  scalar = values.numpy_scalar(fb) if fb.bool() else values.python_scalar(fb)
  other = values.tensor(fb) if fb.bool() else (
      values.numpy_scalar(fb) if fb.bool() else values.python_scalar(fb))
  operands = (scalar, other) if fb.bool() else (other, scalar)
  choice = fb.int(0, 3)
  if choice == 0:
    if isinstance(other, tflc.Tensor):  # else NumPy's or Python's arithmetic, not the package's
      _call(fb.pick(_BINARY_OPERATORS), *operands)
  elif choice == 1:
    _call(fb.pick(catalog().binary_functions), *operands)
  elif choice == 2 and isinstance(other, tflc.Tensor):
    _call(fb.pick(_UNARY_OPERATORS), other)
  else:
    dtype = values.dtype_like(fb) if fb.bool() else None
    _call(tflc.convert_to_tensor, scalar, dtype=dtype)


def fuzz_load_op_library(fb):
  """Loads bytes that are no ELF file, or a real op library cut short: neither can run code."""
  if fb.bool():
    with open(fb.pick(OP_LIBRARIES), "rb") as library_file:
      original = library_file.read()
    contents = original[:fb.int(0, len(original) - 1)]
  else:
    contents = fb.rest()
    if contents.startswith(_ELF_MAGIC):
      contents = b"\x00" + contents[1:]
  # A new file each time: a library the loader mapped must never be written to again.
  path = os.path.join(catalog().scratch, f"library_{next(catalog().library_files)}.so")
  with open(path, "wb") as library_file:
    library_file.write(contents)
  try:
    tflc.load_op_library(path)
  except (tflc.errors.NotFoundError, tflc.errors.AlreadyExistsError):
    pass  # AlreadyExists: a copy that lost only what the loader never reads
  finally:
    os.unlink(path)


# Outputs that values size (Fill's dims, Range's limit) may ask for any amount of memory: beyond
# this much more address space the allocator answers null and the op raises
# ResourceExhaustedError, as where memory runs out, instead of the host swapping or libFuzzer's
# RSS limit firing. (Not under a sanitizer, whose shadow memory needs far more address space.)
_ADDRESS_SPACE_HEADROOM = 3 << 30


def limit_address_space():
  with open("/proc/self/status", encoding="ascii") as status:
    for line in status:
      if line.startswith("VmSize:"):
        limit = int(line.split()[1]) * 1024 + _ADDRESS_SPACE_HEADROOM
        # The soft limit only: processes this one starts (libFuzzer's merge) set their own.
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
          limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
        return


# The first byte of an input picks one: new surfaces go at the end, so the corpus keeps its cases.
SURFACES = (fuzz_wrapper, fuzz_typed_op, fuzz_raw_op, fuzz_conversion, fuzz_getitem,
            fuzz_scalar_operands, fuzz_load_op_library)


def run_one(data):
  """Runs the case `data` decodes to; raises whatever escaped that the property does not allow."""
  fb = FuzzedBytes(data)
  surface = SURFACES[fb.int(0, len(SURFACES) - 1)]
  with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    surface(fb)
