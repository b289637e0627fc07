"""The eager core against TensorFlow 2.21's recorded answers (testdata/tf_reference): Python numbers
and flat lists converted with and without a dtype, op calls with Python operands, the tensor
operators and the reduce_* functions.

The programs run in a fresh interpreter that imports the package and touches nothing else first,
so a piece that only works once something else was imported (the operators once did) shows here.
Where tflc's documented conversion rules (PYTHON_API.md) differ from TensorFlow's, the case is
listed in _DIVERGENCES with tflc's own answer, which the test also pins.
"""

import json
import os
import sys

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.testing import fresh_interpreter

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_eager_reference.json")) as _file:
  _REFERENCE = json.load(_file)

_NUMBERS = ("int8", "int32", "int64", "uint8", "uint64", "float16", "float32", "float64")
_WIDE = ("int32", "int64", "uint64", "float16", "float32", "float64")

# Case -> the error tflc raises (or None for a value) where TensorFlow answers otherwise.
_DIVERGENCES = {
    # A bool is not a number to tflc's rules (only int -> int, float, complex and float -> float,
    # complex convert); TensorFlow converts bools to some numeric types and not to others.
    **{f"true/{dtype}": "TypeError" for dtype in _WIDE},
    **{f"bools/{dtype}": "TypeError" for dtype in _WIDE},
    **{f"bool_and_int/{dtype}": "ValueError" for dtype in _WIDE},  # a mixed list, as without dtype
    # An int that does not fit the requested integer type is refused; TensorFlow wraps it around
    # (int32 2**31 becomes -2**31) or raises SystemError.
    "minus_one/uint8": "TypeError", "minus_one/uint64": "TypeError",
    "int32_max/int8": "TypeError", "int32_max/uint8": "TypeError",
    "int32_max_plus_one/int8": "TypeError", "int32_max_plus_one/int32": "TypeError",
    "int32_max_plus_one/uint8": "TypeError", "int64_max/int8": "TypeError",
    "int64_max/int32": "TypeError", "int64_max/uint8": "TypeError",
    "big_and_small/int8": "TypeError", "big_and_small/int32": "TypeError",
    "big_and_small/uint8": "TypeError", "uint8_overflow/int8": "TypeError",
    "uint8_overflow/uint8": "TypeError",
    # Beyond int64 with a requested type: TypeError (the value does not fit), TensorFlow ValueError.
    **{f"int64_max_plus_one/{dtype}": "TypeError"
       for dtype in ("bool", "int8", "int32", "int64", "uint8")},
    # A float beyond float32's range becomes inf, as NumPy's cast does; TensorFlow refuses it.
    "huge/None": None,
    # tf.add converts its second operand with the first's dtype as a hint, then calls the op, so a
    # value that does not fit reaches the op with its own type; tflc.add is the op's wrapper,
    # where, as in TensorFlow's fast path for any op, a Python value must fit (TypeError). A bool
    # does not fit an int32 by tflc's rules (TensorFlow converts True to 1).
    "add_float_to_int_tensor": "TypeError",
    "add_bool_to_int_tensor": "TypeError",
    "add_int_tensor_bool_list": "TypeError",
    "add_int_tensor_python_float": "TypeError",
    "add_float_list_to_int_tensor": "TypeError",
    "add_int_to_bool_ndarray": "TypeError",
}

_RUN_PROGRAMS = """
import json, sys
import tensorflow_lite_core as tf
sys.path.insert(0, sys.argv[1])
import cases
print(json.dumps({name: cases.outcome(lambda program=program: program(tf))
                  for name, program in cases.PROGRAMS.items()}))
"""


def _compare(name, expected, actual):
  if name not in _DIVERGENCES:
    assert actual == expected, f"{name}: TensorFlow {expected}, tflc {actual}"
    return
  assert actual != expected, f"{name} now agrees with TensorFlow: take it off _DIVERGENCES"
  error = _DIVERGENCES[name]
  assert actual.get("error") == error, f"{name}: expected tflc's {error}, got {actual}"


def test_the_reference_is_tensorflow_2_21():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert set(_DIVERGENCES) <= set(_REFERENCE["conversion"]) | set(_REFERENCE["programs"])


def test_python_numbers_convert_as_tensorflow_converts_them():
  for value_name, value in cases.CONVERSION_VALUES.items():
    for dtype in cases.CONVERSION_DTYPES:
      name = f"{value_name}/{dtype}"
      actual = cases.outcome(lambda value=value, dtype=dtype: tflc.convert_to_tensor(value, dtype))
      _compare(name, _REFERENCE["conversion"][name], actual)


def test_programs_in_a_fresh_interpreter_give_tensorflows_results():
  result = fresh_interpreter.run(_RUN_PROGRAMS, _FOLDER)
  assert result.returncode == 0, result.stderr
  outcomes = json.loads(result.stdout)
  assert set(outcomes) == set(_REFERENCE["programs"])
  for name, expected in _REFERENCE["programs"].items():
    _compare(name, expected, outcomes[name])
