"""Tests for the op wrapper generator: names, signatures, calls, defaults, docstrings.

The generated text runs against a fake `op_support` whose Op objects record their calls. The
build-time tool's command line is tested in gen_op_wrapper_py_test.cc.
"""

import importlib
import inspect
import sys
import types

import pytest
from google.protobuf import text_format

from tensorflow_lite_core.framework import op_def_pb2
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import python_op_gen
from tensorflow_lite_core.python.testing import fresh_interpreter

_OP_SUPPORT = "tensorflow_lite_core.python.eager.op_support"


@pytest.fixture(name="runtime")
def fixture_runtime(monkeypatch):
  """A fake op_support: `calls` lists (op name, args); `results` maps op names to results."""
  fake = types.ModuleType(_OP_SUPPORT)
  fake.calls = []
  fake.results = {}

  class Op:

    def __init__(self, op_name):
      self.op_name = op_name

    def __call__(self, *args):
      fake.calls.append((self.op_name, args))
      return fake.results.get(self.op_name)

  def keyword_only(function, op_name):
    def alias(**kwargs):
      return function(**kwargs)
    alias.__name__ = op_name
    alias.wrapped = function
    return alias

  fake.Op = Op
  fake.keyword_only = keyword_only
  try:
    parent = importlib.import_module("tensorflow_lite_core.python.eager")
  except ImportError:
    parent = types.ModuleType("tensorflow_lite_core.python.eager")
    parent.__path__ = []
    monkeypatch.setitem(sys.modules, parent.__name__, parent)
  monkeypatch.setitem(sys.modules, _OP_SUPPORT, fake)
  monkeypatch.setattr(parent, "op_support", fake, raising=False)
  return fake


def _op_list(text):
  return text_format.Parse(text, op_def_pb2.OpList())


def _generate(text, **kwargs):
  return python_op_gen.generate_wrappers(_op_list(text), **kwargs)


def _load(text, **kwargs):
  module = types.ModuleType("gen_test_ops")
  code = compile(_generate(text, **kwargs), "gen_test_ops.py", "exec")
  exec(code, module.__dict__)  # pylint: disable=exec-used
  return module


def _signature(function):
  return str(inspect.signature(function))


_ADD_V2 = """
op {
  name: "AddV2"
  input_arg { name: "x" type_attr: "T" }
  input_arg { name: "y" type_attr: "T" }
  output_arg { name: "z" type_attr: "T" }
  attr { name: "T" type: "type"
         allowed_values { list { type: DT_HALF type: DT_FLOAT type: DT_INT32 } } }
  summary: "Returns x + y element-wise."
  description: "Supports broadcasting."
}
"""

_ADD_V2_GOLDEN = '''r"""Python wrappers around TensorFlow Lite Core ops.

This file is MACHINE GENERATED! Do not edit.
"""

import collections as _collections

from tensorflow_lite_core.python.eager import op_support as _op_support


_op_AddV2 = _op_support.Op("AddV2")


def add_v2(x, y, name=None):
  r"""Returns x + y element-wise.

  Supports broadcasting.

  Args:
    x: A `Tensor`. Must be one of the following types: `half`, `float32`,
      `int32`.
    y: A `Tensor`. Must have the same type as `x`.
    name: A name for the operation (optional).

  Returns:
    A `Tensor`. Has the same type as `x`.
  """
  return _op_AddV2(x, y, name)


AddV2 = _op_support.keyword_only(add_v2, "AddV2")
'''


def test_golden_module():
  assert _generate(_ADD_V2) == _ADD_V2_GOLDEN


@pytest.mark.parametrize("op_name,expected", [
    ("ZeroOut", "zero_out"),
    ("MatMulV2", "mat_mul_v2"),
    ("BiasAddGrad", "bias_add_grad"),
    ("LRNGrad", "lrn_grad"),
    ("RGBToHSV", "rgb_to_hsv"),
    ("Conv2DBackpropInput", "conv2d_backprop_input"),
    ("FFT2D", "fft2d"),
    ("Ns>ZeroOut", "ns_zero_out"),
    ("_Foo", "__foo"),
    ("A", "a"),
    ("Abs", "abs"),
])
def test_snake_case(op_name, expected):
  assert python_op_gen.snake_case(op_name) == expected


def test_call_passes_inputs_then_attrs_in_declaration_order(runtime):
  module = _load("""
      op { name: "X" input_arg { name: "x" type: DT_FLOAT } output_arg { name: "y" type: DT_FLOAT }
           attr { name: "a" type: "int" }
           attr { name: "b" type: "int" default_value { i: 1 } }
           attr { name: "c" type: "float" } }""")
  assert _signature(module.x) == "(x, a, c, b=1, name=None)"
  runtime.results["X"] = "tensor"
  assert module.x(10, 2, 3.5) == "tensor"
  module.x(10, 2, 3.5, b=7, name="op")
  assert runtime.calls == [("X", (10, 2, 1, 3.5, None)), ("X", (10, 2, 7, 3.5, "op"))]
  runtime.calls.clear()
  assert module.X(x=10, a=2, c=3.5) == "tensor"
  assert runtime.calls == [("X", (10, 2, 1, 3.5, None))]
  with pytest.raises(TypeError, match=r"takes 0 positional arguments but 3 were given"):
    module.X(10, 2, 3.5)  # pylint: disable=too-many-function-args


def test_inferred_attrs_are_not_parameters(runtime):
  module = _load("""
      op { name: "Mixed"
           input_arg { name: "values" type_attr: "T" number_attr: "N" }
           input_arg { name: "others" type_list_attr: "Tlist" }
           output_arg { name: "out" type_attr: "out_type" }
           attr { name: "N" type: "int" has_minimum: true minimum: 1 }
           attr { name: "T" type: "type" }
           attr { name: "out_type" type: "type" }
           attr { name: "Tlist" type: "list(type)" } }""")
  # A type attr used only by outputs stays a parameter.
  assert _signature(module.mixed) == "(values, others, out_type, name=None)"
  module.mixed([1, 2], [3.0, "a"], dtypes.int64)
  assert runtime.calls == [("Mixed", ([1, 2], [3.0, "a"], dtypes.int64, None))]


_DEFAULTS = """
op { name: "Defaults"
     attr { name: "s" type: "string" default_value { s: "NHWC" } }
     attr { name: "i" type: "int" default_value { i: -3 } }
     attr { name: "f" type: "float" default_value { f: 0.0001 } }
     attr { name: "f_int" type: "float" default_value { f: 2 } }
     attr { name: "f_inf" type: "float" default_value { f: -inf } }
     attr { name: "b" type: "bool" default_value { b: true } }
     attr { name: "t" type: "type" default_value { type: DT_HALF } }
     attr { name: "shape" type: "shape"
            default_value { shape { dim { size: 2 } dim { size: -1 } } } }
     attr { name: "unknown" type: "shape" default_value { shape { unknown_rank: true } } }
     attr { name: "scalar" type: "shape" default_value { shape { } } }
     attr { name: "ls" type: "list(string)" default_value { list { s: "a" s: "b'c" } } }
     attr { name: "li" type: "list(int)" default_value { list { i: 1 i: 2 } } }
     attr { name: "lf" type: "list(float)" default_value { list { f: 0.5 } } }
     attr { name: "lb" type: "list(bool)" default_value { list { b: false } } }
     attr { name: "lt" type: "list(type)" default_value { list { type: DT_INT32 } } }
     attr { name: "lshape" type: "list(shape)"
            default_value { list { shape { dim { size: 1 } } shape { unknown_rank: true } } } }
     attr { name: "empty" type: "list(int)" default_value { list { } } }
     attr { name: "tensor" type: "tensor" default_value { tensor { dtype: DT_INT32 } } }
     attr { name: "func" type: "func" default_value { func { name: "f" } } }
}
"""


def test_defaults_are_python_values(runtime):
  module = _load(_DEFAULTS)
  defaults = {name: parameter.default
              for name, parameter in inspect.signature(module.defaults).parameters.items()}
  assert defaults == {
      "s": "NHWC", "i": -3, "f": 0.0001, "f_int": 2.0, "f_inf": float("-inf"), "b": True,
      "t": dtypes.float16, "shape": [2, -1], "unknown": None, "scalar": [], "ls": ["a", "b'c"],
      "li": [1, 2], "lf": [0.5], "lb": [False], "lt": [dtypes.int32], "lshape": [[1], None],
      "empty": [], "tensor": None, "func": None, "name": None}
  module.defaults()
  assert runtime.calls == [("Defaults", tuple(defaults.values()))]


def test_defaults_source_text():
  text = _generate(_DEFAULTS)
  assert "from tensorflow_lite_core.python.framework import dtypes as _dtypes\n" in text
  assert ("def defaults(s=\"NHWC\", i=-3, f=0.0001, f_int=2.0, f_inf=float('-inf'), b=True,\n"
          "             t=_dtypes.half, shape=[2, -1], unknown=None, scalar=[],\n"
          "             ls=[\"a\", \"b'c\"], li=[1, 2], lf=[0.5], lb=[False],\n"
          "             lt=[_dtypes.int32], lshape=[[1], None], empty=[], tensor=None,\n"
          "             func=None, name=None):\n") in text


def test_dtypes_imported_only_when_needed():
  assert "_dtypes" not in _generate(_ADD_V2)


def test_keyword_names_get_trailing_underscore(runtime):
  module = _load("""
      op { name: "Kw"
           input_arg { name: "lambda" type: DT_FLOAT } input_arg { name: "x" type: DT_FLOAT }
           output_arg { name: "from" type: DT_FLOAT } output_arg { name: "class" type: DT_FLOAT }
           attr { name: "if" type: "int" }
           attr { name: "name" type: "string" default_value { s: "" } } }""")
  assert _signature(module.kw) == "(lambda_, x, if_, name_='', name=None)"
  runtime.results["Kw"] = (1, 2)
  result = module.Kw(lambda_=1.0, x=2.0, if_=3)
  assert result._fields == ("from_", "class_")
  assert runtime.calls == [("Kw", (1.0, 2.0, 3, "", None))]


@pytest.mark.parametrize("op_name,private_name", [
    ("Assert", "_assert"), ("Print", "_print"), ("Abs", "_abs"), ("Max", "_max"),
    ("Lambda", "_lambda"), ("OpSupport", "op_support")])
def test_reserved_op_names_get_only_private_wrappers(runtime, op_name, private_name):
  module = _load(f'op {{ name: "{op_name}" input_arg {{ name: "input" type: DT_FLOAT }} }}')
  assert hasattr(module, private_name)
  assert getattr(module, op_name).wrapped is getattr(module, private_name)
  getattr(module, op_name)(input=1.0)
  assert runtime.calls == [(op_name, (1.0, None))]


def test_keyword_op_names_get_an_alias_with_trailing_underscore(runtime):
  module = _load('op { name: "None" output_arg { name: "a" type: DT_INT32 } '
                 'output_arg { name: "b" type: DT_INT32 } }')
  runtime.results["None"] = (1, 2)
  assert type(module.None_()).__name__ == "None_"
  assert module.none() == (1, 2)


def test_module_globals_are_not_replaced(runtime):
  module = _load('op { name: "OpSupport" }', hidden=["OpSupport"])
  assert module._op_support is runtime  # pylint: disable=protected-access
  assert module.OpSupport.wrapped is module._op_support_  # pylint: disable=protected-access


def test_hidden_ops(runtime):
  module = _load("""
      op { name: "Visible" } op { name: "Hidden" } op { name: "_Internal" }""",
                 hidden=["Hidden", "_Internal", "NotAnOp"])
  assert hasattr(module, "visible")
  assert not hasattr(module, "hidden")
  assert module.Hidden.wrapped is module._hidden  # pylint: disable=protected-access
  internal = module.__dict__["__internal"]
  assert module._Internal.wrapped is internal  # pylint: disable=protected-access
  assert internal() is None
  assert runtime.calls == [("_Internal", (None,))]


def test_namespaced_op(runtime):
  module = _load("""
      op { name: "Ns>Pair" output_arg { name: "a" type: DT_INT32 }
           output_arg { name: "b" type: DT_INT32 } }""")
  runtime.results["Ns>Pair"] = (1, 2)
  assert module.ns_pair() == (1, 2)
  assert type(module.Ns_Pair()).__name__ == "Ns_Pair"
  assert runtime.calls == [("Ns>Pair", (None,)), ("Ns>Pair", (None,))]


def test_outputs(runtime):
  module = _load("""
      op { name: "Nothing" }
      op { name: "One" output_arg { name: "y" type: DT_INT32 } }
      op { name: "OneList" output_arg { name: "ys" type: DT_INT32 number_attr: "N" }
           attr { name: "N" type: "int" } }
      op { name: "Unique" input_arg { name: "x" type_attr: "T" }
           output_arg { name: "y" type_attr: "T" } output_arg { name: "idx" type: DT_INT32 }
           output_arg { name: "counts" type_list_attr: "Tc" }
           attr { name: "T" type: "type" } attr { name: "Tc" type: "list(type)" } }""")
  runtime.results.update({"One": "t", "OneList": ["t1", "t2"], "Unique": ("y", "idx", ["c"])})
  assert module.nothing() is None
  assert module.one() == "t"
  assert module.one_list(2) == ["t1", "t2"]
  result = module.unique("x", [dtypes.int32])
  assert type(result).__name__ == "Unique"
  assert result == ("y", "idx", ["c"])
  assert (result.y, result.idx, result.counts) == ("y", "idx", ["c"])
  assert "_UniqueOutput = _collections.namedtuple(\"Unique\", [\"y\", \"idx\", \"counts\"])" in (
      _generate('op { name: "Unique" output_arg { name: "y" type: DT_INT32 } '
                'output_arg { name: "idx" type: DT_INT32 } '
                'output_arg { name: "counts" type: DT_INT32 } }'))


def _docstring(op_text):
  return inspect.getdoc(next(
      value for name, value in vars(_load(op_text)).items()
      if inspect.isfunction(value) and name.islower()))


def test_docstring_inputs_and_attrs(runtime):
  del runtime
  assert _docstring("""
      op { name: "Conv"
           input_arg { name: "input" type_attr: "T" description: "The input." }
           input_arg { name: "filter" type_attr: "T" }
           input_arg { name: "sizes" type: DT_INT32 }
           input_arg { name: "ref" type: DT_INT64 is_ref: true }
           input_arg { name: "any" type_attr: "U" }
           output_arg { name: "output" type_attr: "T" description: "The result." }
           attr { name: "T" type: "type"
                  allowed_values { list { type: DT_FLOAT type: DT_DOUBLE } } }
           attr { name: "U" type: "type" }
           attr { name: "strides" type: "list(int)" has_minimum: true minimum: 4 }
           attr { name: "padding" type: "string" allowed_values { list { s: "SAME" s: "VALID" } }
                  description: "Padding kind." }
           attr { name: "data_format" type: "string" default_value { s: "NHWC" }
                  allowed_values { list { s: "NHWC" s: "NCHW" } } }
           attr { name: "k" type: "int" has_minimum: true minimum: 1 }
           attr { name: "keep" type: "bool" default_value { b: false } }
           attr { name: "dtype" type: "type"
                  allowed_values { list { type: DT_FLOAT type: DT_INT32 } } }
           attr { name: "out_idx" type: "type" default_value { type: DT_INT32 } }
           summary: "Computes a convolution."
           description: "Line one.\\n\\n    indented code\\nLast line." }""") == """\
Computes a convolution.

Line one.

    indented code
Last line.

Args:
  input: A `Tensor`. Must be one of the following types: `float32`, `float64`.
    The input.
  filter: A `Tensor`. Must have the same type as `input`.
  sizes: A `Tensor` of type `int32`.
  ref: A `Tensor` of type mutable `int64`.
  any: A `Tensor`.
  strides: A list of `ints` that has length `>= 4`.
  padding: A `string` from: `"SAME", "VALID"`. Padding kind.
  k: An `int` that is `>= 1`.
  dtype: A `tflc.DType` from: `tflc.float32, tflc.int32`.
  data_format: An optional `string` from: `"NHWC", "NCHW"`. Defaults to
    `"NHWC"`.
  keep: An optional `bool`. Defaults to `False`.
  out_idx: An optional `tflc.DType`. Defaults to `tflc.int32`.
  name: A name for the operation (optional).

Returns:
  A `Tensor`. Has the same type as `input`. The result."""


def test_docstring_lists_and_outputs(runtime):
  del runtime
  assert _docstring("""
      op { name: "Lists"
           input_arg { name: "values" type_attr: "T" number_attr: "N" }
           input_arg { name: "more" type_attr: "T" number_attr: "N" }
           input_arg { name: "typed" type_list_attr: "Tlist" }
           input_arg { name: "ints" type: DT_INT32 number_attr: "M" }
           output_arg { name: "parts" type_attr: "T" number_attr: "num" }
           output_arg { name: "idx" type_attr: "out_idx" }
           output_arg { name: "mixed" type_list_attr: "Tlist" }
           attr { name: "N" type: "int" has_minimum: true minimum: 1 }
           attr { name: "M" type: "int" }
           attr { name: "T" type: "type" allowed_values { list { type: DT_FLOAT type: DT_INT32 } } }
           attr { name: "Tlist" type: "list(type)" }
           attr { name: "num" type: "int" has_minimum: true }
           attr { name: "out_idx" type: "type" } }""") == """\
TODO: add doc.

Args:
  values: A list of at least 1 `Tensor` objects with the same type in:
    `float32`, `int32`.
  more: A list with the same length as `values` of `Tensor` objects with the
    same type as `values`.
  typed: A list of `Tensor` objects.
  ints: A list of `Tensor` objects with type `int32`.
  num: An `int` that is `>= 0`.
  out_idx: A `tflc.DType`.
  name: A name for the operation (optional).

Returns:
  A tuple of `Tensor` objects (parts, idx, mixed).

  parts: A list of `num` `Tensor` objects with the same type as `values`.
  idx: A `Tensor` of type `out_idx`.
  mixed: A list of `Tensor` objects. Has the same type as `typed`."""


def test_docstring_text_that_a_raw_string_cannot_hold(runtime):
  del runtime
  op_list = op_def_pb2.OpList()
  op = op_list.op.add(name="Odd", summary='Quotes """ and a backslash \\ and \\(x\\).')
  op.description = "tab\there\rcr\x00nul"
  module = types.ModuleType("gen_odd")
  exec(python_op_gen.generate_wrappers(op_list), module.__dict__)  # pylint: disable=exec-used
  assert module.odd.__doc__.startswith(
      'Quotes """ and a backslash \\ and \\(x\\).\n\n  tab\there\rcr\x00nul\n')
  assert 'r"""Raw \\(x\\)' in _generate('op { name: "Raw" summary: "Raw \\\\(x\\\\)" }')


@pytest.mark.parametrize("text", [
    "plain", 'ends in a quote"', "ends in a backslash\\", 'two quotes "" inside', '\\"" mixed',
    'a run """ of three', "new\nline and\ttab", "\\\n continued", "form\x0cfeed", "nul\x00",
    "line\u2028separator", "caf\u00e9"])
def test_docstring_literal_reads_back_the_text(text):
  literal = python_op_gen._docstring_literal(text)  # pylint: disable=protected-access
  assert eval(literal) == text  # pylint: disable=eval-used


def test_deprecation_in_docstring(runtime):
  del runtime
  doc = _docstring("""op { name: "Old" summary: "Old op."
                           deprecation { version: 12 explanation: "Use New." } }""")
  assert doc.startswith("Old op.\n\nDEPRECATED at GraphDef version 12: Use New.\n\nArgs:")


def test_allowlist(runtime):
  del runtime
  module = _load('op { name: "A" } op { name: "B" } op { name: "C" }', op_allowlist=["C", "A"])
  assert [name for name in ("a", "b", "c") if hasattr(module, name)] == ["a", "c"]


def test_custom_module_doc():
  assert _generate('op { name: "A" }', module_doc="My ops.").startswith('r"""My ops.\n"""\n')


_GENERATE_IN_A_PROCESS = """
import sys
from google.protobuf import text_format
from tensorflow_lite_core.framework import op_def_pb2
from tensorflow_lite_core.python.framework import python_op_gen
op_list = text_format.Parse(sys.stdin.read(), op_def_pb2.OpList())
sys.stdout.write(python_op_gen.generate_wrappers(op_list, hidden=["AddV2", "Defaults"]))
"""


def test_deterministic_across_processes_and_hash_seeds():
  text = _ADD_V2 + _DEFAULTS
  outputs = []
  for seed in ("0", "1", "4242"):
    result = fresh_interpreter.run(_GENERATE_IN_A_PROCESS, stdin=text, PYTHONHASHSEED=seed)
    assert result.returncode == 0, result.stderr
    outputs.append(result.stdout)
  assert outputs[0] == outputs[1] == outputs[2]
  in_process = python_op_gen.generate_wrappers(_op_list(text), hidden=("Defaults", "AddV2"))
  assert outputs[0] == in_process


def test_unknown_type_is_an_error():
  with pytest.raises(ValueError, match="Op Bad: attr 't' holds the unknown DataType 77"):
    _generate('op { name: "Bad" attr { name: "t" type: "type" default_value { type: 77 } } }')

