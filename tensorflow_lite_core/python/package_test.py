"""Tests of the package's surface: `import tensorflow_lite_core as tflc` and its namespaces."""

import importlib

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.api import public_names
from tensorflow_lite_core.python.testing import fresh_interpreter


def test_dtype_constants_at_top_level():
  assert tflc.float32 is tflc.dtypes.float32
  assert tflc.int32 == np.int32
  assert tflc.as_dtype("int64") is tflc.int64
  assert not hasattr(tflc, "float32_ref")
  assert not hasattr(tflc, "np")


def _namespace(name):
  """The module of namespace `name` ("tflc", "tflc.math")."""
  module = tflc
  for part in name.split(".")[1:]:
    module = getattr(module, part)
  return module


@pytest.mark.parametrize("module_name,name,namespaces", [
    (module_name, name, namespaces)
    for module_name, names in public_names.NAMES.items()
    for name, namespaces in names.items()])
def test_every_declared_name_is_its_modules_function_in_each_namespace(module_name, name,
                                                                       namespaces):
  function = getattr(importlib.import_module(module_name),
                     public_names.attribute_of(module_name, name))
  assert callable(function)
  for namespace in namespaces:
    assert getattr(_namespace(namespace), name) is function, f"{namespace}.{name}"
    assert name in dir(_namespace(namespace))


def test_the_surface_tensorflow_users_expect():
  # A floor under the table: names the README promises, in TensorFlow's namespaces.
  for name in ["add", "subtract", "multiply", "divide", "pow", "maximum", "minimum", "negative",
               "abs", "square", "sqrt", "exp", "tanh", "sigmoid", "matmul", "reduce_sum",
               "reduce_mean", "reduce_max", "reduce_min", "reduce_prod", "argmax", "reshape",
               "transpose", "concat", "pad", "fill", "zeros", "ones", "zeros_like", "ones_like",
               "identity", "cast", "bitcast", "shape", "size", "rank", "expand_dims", "squeeze",
               "add_n", "constant", "convert_to_tensor"]:
    assert callable(getattr(tflc, name)), name
  assert tflc.math.add is tflc.add
  assert callable(tflc.math.rsqrt) and callable(tflc.math.log)
  assert callable(tflc.nn.relu) and callable(tflc.nn.softmax)
  assert issubclass(tflc.test.TestCase, object)
  for name in public_names.SUBMODULES:
    assert getattr(tflc, name).__name__ == public_names.SUBMODULES[name]
    assert name in dir(tflc)


def test_debugging_namespace_and_its_top_level_aliases_as_tensorflow_2_21_has_them():
  for name in ["assert_equal", "assert_none_equal", "assert_near", "assert_less",
               "assert_less_equal", "assert_greater", "assert_greater_equal", "assert_rank",
               "assert_rank_at_least", "assert_rank_in", "assert_type", "assert_shapes",
               "assert_all_finite", "check_numerics", "is_numeric_tensor"]:
    assert callable(getattr(tflc.debugging, name)), name
  # TensorFlow 2.21 exports these four at top level too, and ensure_shape only there.
  for name in ["assert_equal", "assert_less", "assert_greater", "assert_rank"]:
    assert getattr(tflc, name) is getattr(tflc.debugging, name)
  assert callable(tflc.ensure_shape) and not hasattr(tflc.debugging, "ensure_shape")
  for name in ["assert_none_equal", "assert_near", "assert_type", "assert_shapes",
               "check_numerics", "is_numeric_tensor"]:
    assert not hasattr(tflc, name), name
  assert tflc.debugging.__name__ == "tensorflow_lite_core.python.api.debugging"


def test_unknown_names_in_a_namespace_raise_attribute_error():
  with pytest.raises(AttributeError, match="no_such_function"):
    tflc.math.no_such_function  # pylint: disable=pointless-statement


def test_unknown_attribute_raises_attribute_error():
  try:
    tflc.no_such_function  # pylint: disable=pointless-statement
  except AttributeError as error:
    assert "no_such_function" in str(error)
  else:
    raise AssertionError("no AttributeError")


def _run_in_fresh_process(code):
  """What `code` prints in a new interpreter with this one's path; fails on a non-zero exit."""
  result = fresh_interpreter.run(code)
  assert result.returncode == 0, result.stderr
  return result.stdout.strip()


def test_import_loads_neither_protobuf_nor_generated_wrappers():
  code = ("import sys, tensorflow_lite_core as tflc; "
          "print(sorted(m for m in sys.modules if 'protobuf' in m or 'gen_' in m or "
          "m.startswith('ml_dtypes')))")
  assert _run_in_fresh_process(code) == "[]"


def test_import_restores_the_dlopen_flags():
  code = ("import sys; before = sys.getdlopenflags(); import tensorflow_lite_core as tflc; "
          "assert sys.getdlopenflags() == before; print(int(tflc.add(1, 2)))")
  assert _run_in_fresh_process(code) == "3"


def test_operators_work_right_after_import():
  # A fresh process that touches nothing but the operators: they must not wait for some math
  # function to be called first.
  code = ("import tensorflow_lite_core as tflc; a = tflc.constant([[1, 2], [3, 4]]); "
          "print([t.numpy().tolist() for t in (a + a, -a, abs(-a), a @ a, 2 + a, a - 1, 3 * a, "
          "a ** 2)], (a / 2).numpy().tolist())")
  assert _run_in_fresh_process(code) == (
      "[[[2, 4], [6, 8]], [[-1, -2], [-3, -4]], [[1, 2], [3, 4]], [[7, 10], [15, 22]], "
      "[[3, 4], [5, 6]], [[0, 1], [2, 3]], [[3, 6], [9, 12]], [[1, 4], [9, 16]]] "
      "[[0.5, 1.0], [1.5, 2.0]]")
