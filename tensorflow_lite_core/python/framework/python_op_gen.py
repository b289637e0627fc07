"""Writes the Python module of wrappers for the ops of an `OpList`, as TensorFlow's `gen_*_ops.py`.

Each op gets a snake_case function whose parameters are its inputs and the attrs its inputs do not
determine, a CamelCase alias that takes keywords only, and, when it has several outputs, a
namedtuple type. The functions only forward their arguments to an `_op_support.Op`; conversion and
checking are the runtime's. The text depends only on the arguments, so builds are reproducible.
"""

import keyword
import math
import struct

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import python_op_gen_doc

_DEFAULT_MODULE_DOC = ("Python wrappers around TensorFlow Lite Core ops.\n\n"
                       "This file is MACHINE GENERATED! Do not edit.")

# Builtins a visible op may not shadow: its wrapper becomes private, as for keywords.
_BUILTIN_NAMES = frozenset((
    "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray",
    "bytes", "callable", "chr", "classmethod", "compile", "complex", "copyright", "credits",
    "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit", "filter", "float",
    "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input",
    "int", "isinstance", "issubclass", "iter", "len", "license", "list", "locals", "map", "max",
    "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print", "property",
    "quit", "range", "repr", "reversed", "round", "set", "setattr", "slice", "sorted",
    "staticmethod", "str", "sum", "super", "tuple", "type", "vars", "zip"))

# Globals of the generated module that a wrapper must not replace.
_MODULE_NAMES = frozenset(("_collections", "_op_support", "_dtypes"))

# Attrs whose defaults have no Python form here: the wrapper defaults to None, which the runtime
# reads as the OpDef's default.
_OPAQUE_ATTR_TYPES = frozenset(("tensor", "func", "list(tensor)", "list(func)"))

_LINE_WIDTH = 80


def snake_case(op_name):
  """The wrapper name of an op: `MatMulV2` -> `mat_mul_v2`, `Ns>ZeroOut` -> `ns_zero_out`.

  `>` becomes `_`; an uppercase letter after the first character gets a `_` before it when the
  character before it is lowercase or the one after it is lowercase, unless it follows a `>`.
  """
  pieces = []
  for i, char in enumerate(op_name):
    if char == ">":
      pieces.append("_")
      continue
    if i > 0 and char.isupper() and op_name[i - 1] != ">":
      follows_lower = op_name[i - 1].islower()
      precedes_lower = i + 1 < len(op_name) and op_name[i + 1].islower()
      if follows_lower or precedes_lower:
        pieces.append("_")
    pieces.append(char.lower())
  return "".join(pieces)


def _python_name(arg_name):
  """A parameter or field name: keywords, and `name` (the wrapper's own), get a trailing `_`."""
  if keyword.iskeyword(arg_name) or arg_name == "name":
    return arg_name + "_"
  return arg_name


def _identifier(op_name):
  """The op name as a Python name (`Ns>ZeroOut` -> `Ns_ZeroOut`, `None` -> `None_`)."""
  identifier = op_name.replace(">", "_")
  return identifier + "_" if keyword.iskeyword(identifier) else identifier


def _function_name(op_name, hidden):
  name = snake_case(op_name)
  if not name.startswith("_") and (
      hidden or keyword.iskeyword(name) or name in _BUILTIN_NAMES):
    name = "_" + name
  return name + "_" if name in _MODULE_NAMES else name


# Python source for attr values. `dtype_prefix` is `_dtypes.` in code and `tflc.` in docstrings.


def _type_name(op_def, attr, type_enum):
  try:
    name = dtypes.as_dtype(type_enum).name
  except TypeError:
    raise ValueError(f"Op {op_def.name}: attr '{attr.name}' holds the unknown DataType "
                     f"{type_enum}") from None
  # TensorFlow spells float16 `half` in generated code and docs.
  return name.replace("float16", "half", 1) if name.startswith("float16") else name


def _str_literal(value):
  try:
    text = value.decode("utf-8")
  except UnicodeDecodeError:
    return repr(value)
  literal = repr(text)
  # Double quotes, as TensorFlow writes them, whenever that needs no escaping.
  if '"' not in text and "'" not in text:
    literal = '"' + literal[1:-1] + '"'
  return literal


def _float_literal(value):
  """The shortest text that reads back as the same float32 value."""
  if math.isnan(value):
    return "float('nan')"
  if math.isinf(value):
    return "float('inf')" if value > 0 else "float('-inf')"
  text = repr(value)
  for digits in range(1, 18):
    candidate = "%.*g" % (digits, value)
    try:
      if struct.unpack("f", struct.pack("f", float(candidate)))[0] == value:
        text = candidate
        break
    except OverflowError:
      continue
  if not any(c in text for c in ".e"):
    text += ".0"
  return text


def _shape_literal(shape):
  if shape.unknown_rank:
    return "None"
  return "[" + ", ".join(str(dim.size) for dim in shape.dim) + "]"


def _scalar_literal(op_def, attr, scalar_type, value, dtype_prefix):
  if scalar_type == "string":
    return _str_literal(value)
  if scalar_type == "int":
    return str(value)
  if scalar_type == "float":
    return _float_literal(value)
  if scalar_type == "bool":
    return "True" if value else "False"
  if scalar_type == "type":
    return dtype_prefix + _type_name(op_def, attr, value)
  if scalar_type == "shape":
    return _shape_literal(value)
  raise ValueError(f"Op {op_def.name}: attr '{attr.name}' has the unsupported type "
                   f"'{attr.type}'")


# The ListValue field of each list element type.
_LIST_FIELDS = {"string": "s", "int": "i", "float": "f", "bool": "b", "type": "type",
                "shape": "shape"}


def _value_literals(op_def, attr, value, dtype_prefix):
  """The Python source of each element of `value` (an AttrValue of the attr's type)."""
  if attr.type.startswith("list(") and attr.type.endswith(")"):
    element_type = attr.type[len("list("):-1]
    elements = getattr(value.list, _LIST_FIELDS.get(element_type, "s"))
  else:
    element_type = attr.type
    field = _LIST_FIELDS.get(element_type, "s")
    elements = [getattr(value, field)]
  return [_scalar_literal(op_def, attr, element_type, element, dtype_prefix)
          for element in elements]


def _default_literal(op_def, attr, dtype_prefix):
  if attr.type in _OPAQUE_ATTR_TYPES:
    return None
  elements = _value_literals(op_def, attr, attr.default_value, dtype_prefix)
  if attr.type.startswith("list("):
    return "[" + ", ".join(elements) + "]"
  return elements[0]


def _allowed_literals(op_def, attr):
  """The allowed values as docstring text (`"SAME", "VALID"`), or None when not restricted."""
  if not attr.HasField("allowed_values") or attr.type in _OPAQUE_ATTR_TYPES:
    return None
  allowed = attr.allowed_values.list
  scalar_type = attr.type[len("list("):-1] if attr.type.startswith("list(") else attr.type
  values = getattr(allowed, _LIST_FIELDS.get(scalar_type, "s"))
  if not values:
    return None
  return ", ".join(_scalar_literal(op_def, attr, scalar_type, value, "tflc.") for value in values)


class Param:
  """One attr parameter of a wrapper: its Python name and its default in code and in docs."""

  def __init__(self, op_def, attr):
    self.name = _python_name(attr.name)
    self.attr = attr
    self.has_default = attr.HasField("default_value")
    self.default_code = None
    self.default_doc = None
    if self.has_default:
      self.default_code = _default_literal(op_def, attr, "_dtypes.") or "None"
      self.default_doc = _default_literal(op_def, attr, "tflc.")
    self.allowed_doc = _allowed_literals(op_def, attr)


class Signature:
  """What an op's wrapper looks like: its names, parameters and outputs."""

  def __init__(self, op_def, hidden):
    self.op_def = op_def
    self.identifier = _identifier(op_def.name)
    self.function_name = _function_name(op_def.name, hidden)
    self.input_names = [_python_name(arg.name) for arg in op_def.input_arg]
    self.output_names = [_python_name(arg.name) for arg in op_def.output_arg]
    # Attr name -> the input (Python name) that first determines it.
    self.inferred_from = {}
    for arg, python_name in zip(op_def.input_arg, self.input_names):
      for attr_name in (arg.type_attr, arg.number_attr, arg.type_list_attr):
        if attr_name:
          self.inferred_from.setdefault(attr_name, python_name)
    # Call order: the OpDef's declaration order.
    self.call_attrs = [Param(op_def, attr) for attr in op_def.attr
                       if attr.name not in self.inferred_from]
    # Signature order: attrs without a default first.
    self.params = ([p for p in self.call_attrs if not p.has_default] +
                   [p for p in self.call_attrs if p.has_default])

  @property
  def output_type(self):
    return f"_{self.identifier}Output"

  @property
  def uses_dtypes(self):
    return any(p.default_code and "_dtypes." in p.default_code for p in self.params)


def _joined(head, items, tail, indent=""):
  """`head` + items joined by ", " + `tail`, broken after commas to fit the line width."""
  line = indent + head + ", ".join(items) + tail
  if len(line) <= _LINE_WIDTH or not items:
    return [line]
  continuation = " " * (len(indent) + len(head))
  lines = [indent + head + items[0]]
  for item in items[1:]:
    if len(lines[-1]) + 2 + len(item) <= _LINE_WIDTH:
      lines[-1] += ", " + item
    else:
      lines[-1] += ","
      lines.append(continuation + item)
  lines[-1] += tail
  return lines


def _docstring_literal(text):
  """`text` as a Python string literal: raw triple-quoted where that reads back the same.

  A raw literal reads back as written unless the text holds a closing quote run or ends in a
  quote or backslash (either would end the literal early or escape its close).
  """
  printable = text.replace("\n", "").replace("\t", "").isprintable()
  if printable and '"""' not in text and not text.endswith(('"', "\\")):
    return 'r"""' + text + '"""'
  escaped = []
  for char in text:
    if char in '\\"':
      escaped.append("\\" + char)
    elif char.isprintable() or char in "\n\t":
      escaped.append(char)
    else:
      escaped.append(repr(char)[1:-1])
  return '"""' + "".join(escaped) + '"""'


def _op_code(sig):
  """The lines that define one op's wrappers."""
  op_def = sig.op_def
  op_object = f"_op_{sig.identifier}"
  lines = [f"{op_object} = _op_support.Op({_str_literal(op_def.name.encode())})"]
  several_outputs = len(op_def.output_arg) > 1
  if several_outputs:
    fields = [_str_literal(name.encode()) for name in sig.output_names]
    lines += _joined(f"{sig.output_type} = _collections.namedtuple(" +
                     f"{_str_literal(sig.identifier.encode())}, [", fields, "])")
  parameters = (sig.input_names + [p.name for p in sig.params if not p.has_default] +
                [f"{p.name}={p.default_code}" for p in sig.params if p.has_default] +
                ["name=None"])
  lines += ["", ""]
  lines += _joined(f"def {sig.function_name}(", parameters, "):")
  doc = python_op_gen_doc.docstring(sig, _LINE_WIDTH - 2)
  doc_lines = _docstring_literal(doc + "\n").split("\n")
  lines += ["  " + line if line else "" for line in doc_lines[:-1]] + ["  " + doc_lines[-1]]
  arguments = sig.input_names + [p.name for p in sig.call_attrs] + ["name"]
  if several_outputs:
    lines += _joined(f"result = {op_object}(", arguments, ")", indent="  ")
    lines.append(f"  return {sig.output_type}._make(result)")
  else:
    lines += _joined(f"return {op_object}(", arguments, ")", indent="  ")
  lines += ["", ""]
  lines.append(f"{sig.identifier} = _op_support.keyword_only("
               f"{sig.function_name}, {_str_literal(op_def.name.encode())})")
  return lines


def generate_wrappers(op_list, hidden=(), op_allowlist=None, module_doc=None):
  """The text of a Python module with wrappers for the ops of `op_list` (an `OpList`).

  Args:
    op_list: the ops, generated in their order in the list.
    hidden: names of ops whose snake_case wrapper is private (`_`-prefixed).
    op_allowlist: if not None, only the ops named here are generated.
    module_doc: the module's docstring; a default one says the file is generated.

  Returns:
    The module's source text.

  Raises:
    ValueError: an attr holds a value the generator cannot write (an unknown type).
  """
  hidden = frozenset(hidden)
  allowed = None if op_allowlist is None else frozenset(op_allowlist)
  signatures = [Signature(op_def, op_def.name in hidden) for op_def in op_list.op
                if allowed is None or op_def.name in allowed]
  doc = _DEFAULT_MODULE_DOC if module_doc is None else module_doc
  lines = [_docstring_literal(doc.rstrip("\n") + "\n"), "",
           "import collections as _collections", "",
           "from tensorflow_lite_core.python.eager import op_support as _op_support"]
  if any(sig.uses_dtypes for sig in signatures):
    lines.append("from tensorflow_lite_core.python.framework import dtypes as _dtypes")
  for sig in signatures:
    lines += ["", ""] + _op_code(sig)
  return "\n".join(lines) + "\n"
