"""The cases behind tf_elementwise_reference.json: the comparison, logic, division, rounding,
special-function, clipping, selection and activation ops, their gradients' raw ops, and the tensor
operators. Shared by the script that records TensorFlow's answers and the test that holds tflc to
them; each case is a small program over a module `tf` that is either TensorFlow or tflc.

Every op is run on every dtype TensorFlow 2.21 has a CPU kernel for, same-shape and broadcast,
and on empty tensors, NaN and infinities, integer division by zero, incompatible shapes, dtypes
the op refuses, and operands of mismatched dtypes.
"""

import inspect
import math
import re

import numpy as np

NAN = math.nan
INF = math.inf

SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
FLOATS = ("float16", "bfloat16", "float32", "float64")
COMPLEX = ("complex64", "complex128")
INTEGERS = SIGNED + UNSIGNED
REAL = FLOATS + INTEGERS
QUANTIZED = ("qint8", "quint8", "qint16", "quint16", "qint32")

# Two operands of six values per kind of dtype (no zero divisors: division by zero has cases of
# its own).
_SAMPLES = {
    "signed": ([-7, -1, 0, 3, 7, 100], [2, -3, 5, 3, -2, 7]),
    "unsigned": ([7, 1, 0, 3, 200, 100], [2, 3, 5, 3, 7, 7]),
    "float": ([-7.5, -1.0, 0.0, 3.25, 7.0, 100.5], [2.0, -3.0, 5.0, 3.25, -2.5, 7.0]),
    "complex": ([1 + 2j, -1j, 0j, 3 + 0j, 7 - 1j, 2 + 2j], [1 + 2j, 1j, 5 + 0j, 3 + 0j, -2.5, 7j]),
    "bool": ([True, False, True, False, True, True], [True, True, False, False, True, False]),
    "string": ([b"a", b"", b"abc", b"b", b"x", b"yy"], [b"a", b"b", b"abc", b"", b"x", b"y"]),
    "quantized": ([7, 1, 0, 3, 100, 100], [2, 1, 5, 3, 7, 100]),
}
# NaN, infinities and signed zeros, against each other and against ordinary values.
_SPECIAL_X = [NAN, INF, -INF, NAN, 0.0, -0.0, INF, -1.5]
_SPECIAL_Y = [1.0, INF, -INF, NAN, -0.0, 0.0, 2.0, INF]


def _kind(dtype):
  if dtype in SIGNED:
    return "signed"
  if dtype in UNSIGNED:
    return "unsigned"
  if dtype in FLOATS:
    return "float"
  if dtype in COMPLEX:
    return "complex"
  if dtype in QUANTIZED:
    return "quantized"
  return dtype


def tensor(tf, values, dtype, shape=None):
  """A tensor of `dtype` holding `values` (reshaped to `shape`)."""
  if dtype == "string":
    array = np.array(values, dtype=object)
  elif dtype in QUANTIZED:
    return tf.constant(np.array(values).reshape(shape if shape is not None else -1).tolist(),
                       dtype=tf.dtypes.as_dtype(dtype))
  else:
    array = np.array(values, dtype=tf.dtypes.as_dtype(dtype).as_numpy_dtype)
  if shape is not None:
    array = array.reshape(shape)
  return tf.constant(array)


def _x(tf, dtype, shape=(2, 3)):
  values = _SAMPLES[_kind(dtype)][0]
  return tensor(tf, values[:int(np.prod(shape))], dtype, shape)


def _y(tf, dtype, shape=(2, 3)):
  values = _SAMPLES[_kind(dtype)][1]
  return tensor(tf, values[:int(np.prod(shape))], dtype, shape)


def _raw(tf, op_name):
  return getattr(tf.raw_ops, op_name)


# ---- Case builders: name -> function(tf).

CASES = {}


def _binary_cases(label, call, dtypes, refused_dtype=None, special=True):
  """`call(tf, x, y)` on every dtype: same shapes, broadcasting, a scalar; then empty,
  incompatible, mismatched and refused operands, and NaN/infinities for the float types."""
  for dtype in dtypes:
    CASES[f"{label}/{dtype}/same_shape"] = (
        lambda tf, d=dtype: call(tf, _x(tf, d), _y(tf, d)))
    CASES[f"{label}/{dtype}/broadcast"] = (
        lambda tf, d=dtype: call(tf, _x(tf, d, (2, 1)), _y(tf, d, (3,))))
    CASES[f"{label}/{dtype}/scalar_left"] = (
        lambda tf, d=dtype: call(tf, _x(tf, d, ()), _y(tf, d)))
  first = dtypes[0]
  CASES[f"{label}/empty"] = lambda tf: call(
      tf, tensor(tf, [], first, (0, 3)), _y(tf, first, (3,)))
  CASES[f"{label}/incompatible_shapes"] = lambda tf: call(
      tf, _x(tf, first, (3,)), _y(tf, first, (2,)))
  other = "int32" if first != "int32" else "float32"
  CASES[f"{label}/mismatched_dtypes"] = lambda tf: call(tf, _x(tf, first), _y(tf, other))
  if refused_dtype is not None:
    CASES[f"{label}/refused_dtype"] = lambda tf: call(
        tf, _x(tf, refused_dtype), _y(tf, refused_dtype))
  if special:
    for dtype in ("float32", "float64", "float16"):
      if dtype in dtypes:
        CASES[f"{label}/{dtype}/special_values"] = lambda tf, d=dtype: call(
            tf, tensor(tf, _SPECIAL_X, d), tensor(tf, _SPECIAL_Y, d))


def _unary_cases(label, call, dtypes, refused_dtype=None, special=True, samples=None):
  for dtype in dtypes:
    values = samples if samples is not None and dtype in FLOATS else None
    CASES[f"{label}/{dtype}"] = (
        lambda tf, d=dtype, v=values: call(tf, _x(tf, d) if v is None else tensor(tf, v, d)))
  first = dtypes[0]
  CASES[f"{label}/empty"] = lambda tf: call(tf, tensor(tf, [], first, (2, 0)))
  CASES[f"{label}/scalar"] = lambda tf: call(tf, _x(tf, first, ()))
  if refused_dtype is not None:
    CASES[f"{label}/refused_dtype"] = lambda tf: call(tf, _x(tf, refused_dtype))
  if special:
    for dtype in ("float32", "float64", "float16", "bfloat16"):
      if dtype in dtypes:
        CASES[f"{label}/{dtype}/special_values"] = lambda tf, d=dtype: call(
            tf, tensor(tf, _SPECIAL_X, d))


def _function(name):
  """`tf.<name>`, or `tf.math.<name>` / `tf.nn.<name>` with a dotted name."""
  def call(tf, *args, **kwargs):
    target = tf
    for part in name.split("."):
      target = getattr(target, part)
    return target(*args, **kwargs)
  return call


# Comparisons: every type for Equal and NotEqual, the real types for the orderings.
_EQUALITY_TYPES = REAL + COMPLEX + ("bool", "string")
for _name in ("equal", "not_equal", "math.equal"):
  _binary_cases(_name, lambda tf, x, y, f=_function(_name): f(tf, x, y), _EQUALITY_TYPES)
for _dtype in QUANTIZED:
  CASES[f"raw.Equal/{_dtype}"] = lambda tf, d=_dtype: tf.raw_ops.Equal(x=_x(tf, d), y=_y(tf, d))
  CASES[f"raw.NotEqual/{_dtype}"] = (
      lambda tf, d=_dtype: tf.raw_ops.NotEqual(x=_x(tf, d), y=_y(tf, d)))
for _op in ("Equal", "NotEqual"):
  for _error in (False, True):
    CASES[f"raw.{_op}/incompatible_shape_error={_error}"] = (
        lambda tf, o=_op, e=_error: _raw(tf, o)(
            x=_x(tf, "int32", (3,)), y=_y(tf, "int32", (2,)), incompatible_shape_error=e))
    CASES[f"raw.{_op}/rank_mismatch/incompatible_shape_error={_error}"] = (
        lambda tf, o=_op, e=_error: _raw(tf, o)(
            x=tensor(tf, [0.0] * 6, "float32", (2, 3)),
            y=tensor(tf, [0.0] * 8, "float32", (4, 1, 2)), incompatible_shape_error=e))
  CASES[f"raw.{_op}/compatible/incompatible_shape_error=False"] = (
      lambda tf, o=_op: _raw(tf, o)(x=_x(tf, "float32", (2, 1)), y=_y(tf, "float32", (3,)),
                                     incompatible_shape_error=False))
for _name in ("less", "less_equal", "greater", "greater_equal"):
  _binary_cases(_name, lambda tf, x, y, f=_function(_name): f(tf, x, y), REAL, refused_dtype="bool")
  _binary_cases("math." + _name, lambda tf, x, y, f=_function("math." + _name): f(tf, x, y),
                ("float32",), refused_dtype="complex64")

# Logic.
for _name in ("logical_and", "logical_or", "math.logical_xor"):
  _binary_cases(_name, lambda tf, x, y, f=_function(_name): f(tf, x, y), ("bool",),
                refused_dtype="int32", special=False)
_unary_cases("logical_not", lambda tf, x: tf.logical_not(x), ("bool",), refused_dtype="float32",
             special=False)
CASES["logical_and/python_values"] = lambda tf: tf.logical_and([True, False], True)
for _name in ("is_nan", "is_inf", "is_finite"):
  _unary_cases("math." + _name, lambda tf, x, f=_function("math." + _name): f(tf, x), FLOATS,
               refused_dtype="int32")

CASES["raw.ApproximateEqual/float32"] = lambda tf: tf.raw_ops.ApproximateEqual(
    x=tensor(tf, [1.0, 1.0, 1.0, NAN, INF, 5.0], "float32"),
    y=tensor(tf, [1.000001, 1.1, 0.9999999, NAN, INF, -5.0], "float32"))
CASES["raw.ApproximateEqual/float64/tolerance"] = lambda tf: tf.raw_ops.ApproximateEqual(
    x=tensor(tf, [1.0, 1.4, 3.0], "float64"), y=tensor(tf, [1.3, 1.0, 3.0], "float64"),
    tolerance=0.35)
CASES["raw.ApproximateEqual/shape_mismatch"] = lambda tf: tf.raw_ops.ApproximateEqual(
    x=tensor(tf, [1.0, 1.0], "float32"), y=tensor(tf, [1.0], "float32"))
CASES["raw.ApproximateEqual/empty"] = lambda tf: tf.raw_ops.ApproximateEqual(
    x=tensor(tf, [], "float64", (0, 2)), y=tensor(tf, [], "float64", (0, 2)))
CASES["raw.ApproximateEqual/no_int32_kernel"] = lambda tf: tf.raw_ops.ApproximateEqual(
    x=_x(tf, "int32"), y=_y(tf, "int32"))

# Division: floor and truncation, NaN and infinities, integer division by zero.
for _name, _dtypes in (("math.floordiv", REAL), ("math.floormod", REAL), ("math.mod", ("int32",)),
                       ("truncatediv", REAL)):
  _binary_cases(_name, lambda tf, x, y, f=_function(_name): f(tf, x, y), _dtypes,
                refused_dtype="complex64" if _name != "math.floordiv" else "bool")
  for _dtype in INTEGERS:
    CASES[f"{_name}/{_dtype}/divide_by_zero"] = lambda tf, d=_dtype, f=_function(_name): f(
        tf, tensor(tf, [1, 2, 3], d), tensor(tf, [1, 0, 2], d))
  CASES[f"{_name}/divide_by_zero_in_empty_output"] = lambda tf, f=_function(_name): f(
      tf, tensor(tf, [], "int32", (0, 2)), tensor(tf, [0, 1], "int32"))
  for _dtype in ("int8", "int32", "int64"):
    CASES[f"{_name}/{_dtype}/most_negative_over_minus_one"] = (
        lambda tf, d=_dtype, f=_function(_name): f(
            tf, tensor(tf, [int(np.iinfo(d).min), -7, 7], d), tensor(tf, [-1, -1, -1], d)))
  CASES[f"{_name}/float32/divide_by_zero"] = lambda tf, f=_function(_name): f(
      tf, tensor(tf, [1.0, -1.0, 0.0, 2.5], "float32"),
      tensor(tf, [0.0, 0.0, 0.0, -0.0], "float32"))

CASES["math.squared_difference/int32_overflow"] = lambda tf: tf.math.squared_difference(
    tensor(tf, [2 ** 20, -5], "int32"), tensor(tf, [0, 2 ** 30], "int32"))
_binary_cases("math.squared_difference",
              lambda tf, x, y: tf.math.squared_difference(x, y),
              FLOATS + COMPLEX + ("int32", "int64"), refused_dtype="int16")

# Rounding and other unary math.
for _name, _dtypes, _refused in (
    ("floor", FLOATS, "int32"), ("math.floor", ("float32",), None), ("math.ceil", FLOATS, "int32"),
    ("round", FLOATS + ("int32", "int64", "int16"), "bool"), ("math.rint", ("float32", "float64"),
                                                              "float16"),
    ("sign", FLOATS + ("int8", "int16", "int32", "int64") + COMPLEX, "uint8"),
    ("math.reciprocal", FLOATS + COMPLEX, "int32"),
    ("sin", FLOATS + COMPLEX, "int32"), ("cos", FLOATS + COMPLEX, "int32"),
    ("math.sin", ("float32",), None),
    ("math.log1p", FLOATS + COMPLEX, "int32"), ("math.expm1", FLOATS + COMPLEX, "int32"),
    ("math.erf", FLOATS, "complex64")):
  _unary_cases(_name, lambda tf, x, f=_function(_name): f(tf, x), _dtypes, refused_dtype=_refused)
for _name in ("round", "math.rint"):
  CASES[f"{_name}/halves"] = lambda tf, f=_function(_name): f(
      tf, tensor(tf, [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.4, -0.25], "float32"))
CASES["raw.Round/int16_has_no_kernel"] = lambda tf: tf.raw_ops.Round(x=_x(tf, "int16"))
CASES["raw.Reciprocal/int32_has_no_kernel"] = lambda tf: tf.raw_ops.Reciprocal(x=_x(tf, "int32"))
CASES["math.log1p/near_zero"] = lambda tf: tf.math.log1p(
    tensor(tf, [1e-10, -1e-10, 1e-300, -1.0, -2.0], "float64"))
CASES["math.log1p/complex_near_zero"] = lambda tf: tf.math.log1p(
    tensor(tf, [1e-10 + 1e-10j, 1 + 1j, -0.5 + 0.25j, 0.25 - 0.5j], "complex128"))
CASES["math.log1p/complex_minus_one"] = lambda tf: tf.math.log1p(
    tensor(tf, [-1 + 0j], "complex128"))
CASES["math.expm1/complex_near_zero"] = lambda tf: tf.math.expm1(
    tensor(tf, [1e-10 + 1e-10j, 1 + 1j, 0j, -3 + 0.5j], "complex128"))

# Clipping: TensorFlow's function (Minimum then Maximum) and its raw op.
_CLIP_TYPES = FLOATS + COMPLEX + ("int8", "uint8", "int16", "uint16", "int32", "int64")
for _dtype in _CLIP_TYPES:
  if _dtype not in COMPLEX:
    CASES[f"clip_by_value/{_dtype}"] = lambda tf, d=_dtype: tf.clip_by_value(
        _x(tf, d), tensor(tf, 1, d), tensor(tf, 7, d))
  CASES[f"raw.ClipByValue/{_dtype}/scalars"] = lambda tf, d=_dtype: tf.raw_ops.ClipByValue(
      t=_x(tf, d), clip_value_min=tensor(tf, 1, d), clip_value_max=tensor(tf, 7, d))
  CASES[f"raw.ClipByValue/{_dtype}/full_bounds"] = lambda tf, d=_dtype: tf.raw_ops.ClipByValue(
      t=_x(tf, d), clip_value_min=_y(tf, d), clip_value_max=tensor(tf, 7, d))
CASES["clip_by_value/python_bounds"] = lambda tf: tf.clip_by_value(_x(tf, "int32"), 2, 8)
CASES["clip_by_value/broadcast_bound"] = lambda tf: tf.clip_by_value(
    _x(tf, "float32", (1, 3)), tensor(tf, [2.0, 2.0, 2.0], "float32"), 8.0)
CASES["clip_by_value/bounds_widen_t"] = lambda tf: tf.clip_by_value(
    _x(tf, "float32", (3,)), tensor(tf, [[2.0] * 3, [1.0] * 3], "float32"), 8.0)
CASES["clip_by_value/min_above_max"] = lambda tf: tf.clip_by_value(_x(tf, "int32"), 8, 2)
CASES["clip_by_value/nan_values_and_bounds"] = lambda tf: tf.clip_by_value(
    tensor(tf, [NAN, 1.0, 5.0], "float32"), NAN, 2.0)
CASES["clip_by_value/float_bound_for_int"] = lambda tf: tf.clip_by_value(_x(tf, "int32"), 2.5, 8)
CASES["clip_by_value/complex_refused"] = lambda tf: tf.clip_by_value(
    _x(tf, "complex64"), tensor(tf, 0j, "complex64"), tensor(tf, 2j, "complex64"))
CASES["raw.ClipByValue/nan"] = lambda tf: tf.raw_ops.ClipByValue(
    t=tensor(tf, [NAN, 1.0, 5.0], "float32"), clip_value_min=tensor(tf, NAN, "float32"),
    clip_value_max=tensor(tf, 2.0, "float32"))
CASES["raw.ClipByValue/min_above_max"] = lambda tf: tf.raw_ops.ClipByValue(
    t=_x(tf, "int32"), clip_value_min=tensor(tf, 8, "int32"),
    clip_value_max=tensor(tf, 2, "int32"))
CASES["raw.ClipByValue/bad_min_shape"] = lambda tf: tf.raw_ops.ClipByValue(
    t=_x(tf, "int32", (3,)), clip_value_min=_y(tf, "int32", (2,)),
    clip_value_max=tensor(tf, 8, "int32"))
CASES["raw.ClipByValue/bad_max_shape"] = lambda tf: tf.raw_ops.ClipByValue(
    t=_x(tf, "int32", (3,)), clip_value_min=tensor(tf, 8, "int32"),
    clip_value_max=_y(tf, "int32", (1,)))
CASES["raw.ClipByValue/empty"] = lambda tf: tf.raw_ops.ClipByValue(
    t=tensor(tf, [], "float32", (0,)), clip_value_min=tensor(tf, [], "float32", (0,)),
    clip_value_max=tensor(tf, 1.0, "float32"))
CASES["raw.ClipByValue/uint32_has_no_kernel"] = lambda tf: tf.raw_ops.ClipByValue(
    t=_x(tf, "uint32"), clip_value_min=tensor(tf, 1, "uint32"),
    clip_value_max=tensor(tf, 2, "uint32"))


# Selection: tf.where over SelectV2, and Select's raw op.
def _condition(tf, shape=(2, 3)):
  return tensor(tf, [True, False, False, True, True, False][:int(np.prod(shape))], "bool", shape)


def _raw_select(tf, condition, then, otherwise):
  # TensorFlow's Python names Select's inputs t and e `x` and `y` (an api_def rename); tflc's
  # generated wrappers keep the OpDef's names.
  if "x" in inspect.signature(tf.raw_ops.Select).parameters:
    return tf.raw_ops.Select(condition=condition, x=then, y=otherwise)
  return tf.raw_ops.Select(condition=condition, t=then, e=otherwise)


_SELECT_TYPES = REAL + COMPLEX + ("bool", "string")
for _dtype in _SELECT_TYPES:
  CASES[f"where/{_dtype}/same_shape"] = lambda tf, d=_dtype: tf.where(
      _condition(tf), _x(tf, d), _y(tf, d))
  CASES[f"where/{_dtype}/broadcast"] = lambda tf, d=_dtype: tf.where(
      _condition(tf, (2, 1)), _x(tf, d, (3,)), _y(tf, d, ()))
  CASES[f"raw.Select/{_dtype}/rows"] = lambda tf, d=_dtype: _raw_select(
      tf, _condition(tf, (2,)), _x(tf, d), _y(tf, d))
  CASES[f"raw.Select/{_dtype}/elements"] = lambda tf, d=_dtype: _raw_select(
      tf, _condition(tf), _x(tf, d), _y(tf, d))
CASES["where/scalar_condition"] = lambda tf: tf.where(
    tensor(tf, False, "bool"), _x(tf, "int32"), _y(tf, "int32"))
CASES["where/three_way_broadcast"] = lambda tf: tf.where(
    _condition(tf, (1, 1, 2)), _x(tf, "int64", (3, 1)), _y(tf, "int64", (2, 1, 1)))
CASES["where/empty"] = lambda tf: tf.where(
    tensor(tf, [], "bool", (0, 1)), _x(tf, "int32", (2,)), _y(tf, "int32", ()))
CASES["where/not_broadcastable"] = lambda tf: tf.where(
    _condition(tf, (3,)), _x(tf, "int32", (2,)), _y(tf, "int32", ()))
CASES["where/not_broadcastable_else"] = lambda tf: tf.where(
    _condition(tf, (2,)), _x(tf, "int32", (2,)), _y(tf, "int32", (3,)))
CASES["where/int_condition"] = lambda tf: tf.where(
    _x(tf, "int32", (2,)), _x(tf, "int32", (2,)), _y(tf, "int32", (2,)))
CASES["where/python_values"] = lambda tf: tf.where([True, False], [1, 2], [3, 4])
CASES["where/python_values_of_two_types"] = lambda tf: tf.where([True, False], [1, 2], [3.0, 4.0])
CASES["where/tensor_and_python_value"] = lambda tf: tf.where(
    [True, False], _x(tf, "float32", (2,)), 3)
CASES["where/only_x"] = lambda tf: tf.where(_condition(tf, (2,)), x=_x(tf, "int32", (2,)))
CASES["where/mismatched_dtypes"] = lambda tf: tf.where(
    _condition(tf, (2,)), _x(tf, "int32", (2,)), _y(tf, "float32", (2,)))
CASES["raw.Select/scalar_condition"] = lambda tf: _raw_select(
    tf, tensor(tf, True, "bool"), _x(tf, "int32"), _y(tf, "int32"))
CASES["raw.Select/scalar_condition_shapes_differ"] = lambda tf: _raw_select(
    tf, tensor(tf, True, "bool"), _x(tf, "int32", (1,)), _y(tf, "int32", (2,)))
CASES["raw.Select/rows_mismatch"] = lambda tf: _raw_select(
    tf, _condition(tf, (3,)), _x(tf, "int32", (2, 2)), _y(tf, "int32", (2, 2)))
CASES["raw.Select/then_else_differ"] = lambda tf: _raw_select(
    tf, _condition(tf, (2,)), _x(tf, "int32", (2,)), _y(tf, "int32", (3,)))
CASES["raw.Select/rows_then_else_differ"] = lambda tf: _raw_select(
    tf, _condition(tf, (2,)), _x(tf, "int32", (2, 2)), _y(tf, "int32", (2, 1)))
CASES["raw.Select/condition_of_another_shape"] = lambda tf: _raw_select(
    tf, _condition(tf, (1, 2)), _x(tf, "int32", (2, 2)), _y(tf, "int32", (2, 2)))
CASES["raw.Select/vector_condition_scalar_data"] = lambda tf: _raw_select(
    tf, _condition(tf, (1,)), _x(tf, "int32", ()), _y(tf, "int32", ()))
CASES["raw.Select/empty"] = lambda tf: _raw_select(
    tf, tensor(tf, [], "bool", (0,)), tensor(tf, [], "float32", (0, 3)),
    tensor(tf, [], "float32", (0, 3)))

# Activations and their gradients.
_ACTIVATION_SAMPLES = [-7.5, -1.0, -0.0, 0.5, 3.0, 25.0]
for _name in ("nn.elu", "nn.selu", "nn.softplus", "math.softplus", "nn.leaky_relu"):
  _unary_cases(_name, lambda tf, x, f=_function(_name): f(tf, x), FLOATS, refused_dtype="complex64",
               samples=_ACTIVATION_SAMPLES)
CASES["nn.softplus/float32/extremes"] = lambda tf: tf.nn.softplus(
    tensor(tf, [-100.0, -20.0, -15.0, 13.0, 20.0, 100.0], "float32"))
CASES["nn.softplus/float16/extremes"] = lambda tf: tf.nn.softplus(
    tensor(tf, [-10.0, -5.0, 4.0, 5.0, 10.0, 60000.0], "float16"))
CASES["nn.leaky_relu/alpha"] = lambda tf: tf.nn.leaky_relu(
    tensor(tf, [-1.0, 1.0, 0.0], "float32"), alpha=2.0)
CASES["nn.leaky_relu/ndarray_alpha"] = lambda tf: tf.nn.leaky_relu(
    tensor(tf, [-1.0, 1.0], "float64"), alpha=np.array(0.5))
CASES["nn.leaky_relu/int32_becomes_float32"] = lambda tf: tf.nn.leaky_relu(_x(tf, "int32"))
CASES["nn.leaky_relu/python_list"] = lambda tf: tf.nn.leaky_relu([-1.0, 1.0])
CASES["raw.LeakyRelu/int32_refused"] = lambda tf: tf.raw_ops.LeakyRelu(features=_x(tf, "int32"))


def _gradient_cases(op_name, first, second, dtypes, same_shape_only):
  def call(tf, a, b):
    return _raw(tf, op_name)(**{first: a, second: b})
  for dtype in dtypes:
    CASES[f"raw.{op_name}/{dtype}"] = lambda tf, d=dtype: call(tf, _x(tf, d), _y(tf, d))
  CASES[f"raw.{op_name}/count_mismatch"] = lambda tf: call(
      tf, _x(tf, "float32", (2,)), _y(tf, "float32", (3,)))
  CASES[f"raw.{op_name}/broadcast_refused"] = lambda tf: call(
      tf, _x(tf, "float32", (2,)), _y(tf, "float32", (1,)))
  CASES[f"raw.{op_name}/same_count_other_shape"] = lambda tf: call(
      tf, _x(tf, "float32", (1, 2)), _y(tf, "float32", (2,)))
  CASES[f"raw.{op_name}/empty"] = lambda tf: call(
      tf, tensor(tf, [], "float64", (0, 2)), tensor(tf, [], "float64", (0, 2)))
  if not same_shape_only:
    CASES[f"raw.{op_name}/special_values"] = lambda tf: call(
        tf, tensor(tf, _SPECIAL_X, "float32"), tensor(tf, _SPECIAL_Y, "float32"))


for _op in ("TanhGrad", "SigmoidGrad", "SqrtGrad", "RsqrtGrad", "ReciprocalGrad"):
  _gradient_cases(_op, "y", "dy", FLOATS + COMPLEX, same_shape_only=False)
for _op, _second in (("EluGrad", "outputs"), ("SeluGrad", "outputs"),
                     ("LeakyReluGrad", "features"), ("SoftplusGrad", "features")):
  _gradient_cases(_op, "gradients", _second, FLOATS, same_shape_only=True)
CASES["raw.LeakyReluGrad/alpha"] = lambda tf: tf.raw_ops.LeakyReluGrad(
    gradients=_y(tf, "float32"), features=_x(tf, "float32"), alpha=0.5)


# The tensor operators.
def _ints(tf, values):
  return tensor(tf, values, "int32")


OPERATORS = {
    "eq_elementwise": lambda tf: _ints(tf, [1, 2, 3]) == _ints(tf, [1, 5, 3]),
    "eq_python_scalar": lambda tf: _ints(tf, [1, 2, 1]) == 1,
    "eq_python_list": lambda tf: _ints(tf, [1, 2, 3]) == [1, 2, 3],
    "eq_incompatible_shapes": lambda tf: _ints(tf, [1, 2, 3]) == _ints(tf, [1, 2]),
    "ne_incompatible_shapes": lambda tf: _ints(tf, [1, 2, 3]) != _ints(tf, [1, 2]),
    "eq_ndarray_incompatible": lambda tf: _ints(tf, [1, 2, 3]) == np.array([1, 2]),
    "eq_none": lambda tf: _ints(tf, [1, 2, 3]) == None,  # pylint: disable=singleton-comparison
    "ne_none": lambda tf: _ints(tf, [1, 2, 3]) != None,  # pylint: disable=singleton-comparison
    "eq_mismatched_dtypes": lambda tf: _ints(tf, [1, 2]) == tensor(tf, [1.0, 2.0], "float32"),
    "eq_string_for_int": lambda tf: _ints(tf, [1, 2]) == "a",
    "ne_float_for_int": lambda tf: _ints(tf, [1, 2]) != 1.5,
    "eq_object": lambda tf: _ints(tf, [1, 2]) == object(),
    "eq_strings": lambda tf: tensor(tf, [b"a", b"b"], "string") == "a",
    "eq_nan": lambda tf: tensor(tf, [NAN, 1.0], "float32") == tensor(tf, [NAN, 1.0], "float32"),
    "ndarray_eq_tensor": lambda tf: np.array([1, 2, 3], np.int32) == _ints(tf, [1, 0, 3]),
    "ndarray_ne_tensor": lambda tf: np.array([1, 2, 3], np.int32) != _ints(tf, [1, 0, 3]),
    "ndarray_lt_tensor": lambda tf: np.array([1, 2, 3], np.int32) < _ints(tf, [2, 2, 2]),
    "ndarray_ge_tensor": lambda tf: np.array([1, 2, 3], np.int32) >= _ints(tf, [2, 2, 2]),
    "ndarray_add_tensor": lambda tf: np.array([1, 2], np.int32) + _ints(tf, [2, 2]),
    "ndarray_floordiv_tensor": lambda tf: np.array([7, -7], np.int32) // _ints(tf, [2, 2]),
    "numpy_scalar_lt_tensor": lambda tf: np.float32(1.5) < tensor(tf, [1.0, 2.0], "float32"),
    "lt": lambda tf: _ints(tf, [1, 2, 3]) < _ints(tf, [2, 2, 2]),
    "le": lambda tf: _ints(tf, [1, 2, 3]) <= 2,
    "gt": lambda tf: tensor(tf, [1.0, NAN, 3.0], "float32") > 2.0,
    "ge": lambda tf: _ints(tf, [1, 2, 3]) >= _ints(tf, [2, 2, 2]),
    "python_lt_tensor": lambda tf: 2 < _ints(tf, [1, 2, 3]),
    "lt_broadcast": lambda tf: _ints(tf, [[1], [3]]) < _ints(tf, [2, 2, 2]),
    "lt_incompatible": lambda tf: _ints(tf, [1, 2, 3]) < _ints(tf, [1, 2]),
    "lt_none": lambda tf: _ints(tf, [1]) < None,
    "lt_bool": lambda tf: tensor(tf, [True], "bool") < tensor(tf, [False], "bool"),
    "lt_mismatched_dtypes": lambda tf: _ints(tf, [1, 2]) < tensor(tf, [1.0, 2.0], "float32"),
    "and": lambda tf: tensor(tf, [True, False], "bool") & tensor(tf, [True, True], "bool"),
    "and_python": lambda tf: tensor(tf, [True, False], "bool") & True,
    "rand_python": lambda tf: True & tensor(tf, [True, False], "bool"),
    "or": lambda tf: tensor(tf, [True, False], "bool") | tensor(tf, [False, False], "bool"),
    "ror_python": lambda tf: False | tensor(tf, [True, False], "bool"),
    "xor": lambda tf: tensor(tf, [True, False], "bool") ^ tensor(tf, [True, True], "bool"),
    "rxor_python": lambda tf: True ^ tensor(tf, [True, False], "bool"),
    "xor_broadcast": lambda tf: tensor(tf, [[True], [False]], "bool") ^ tensor(
        tf, [True, False], "bool"),
    "invert": lambda tf: ~tensor(tf, [True, False], "bool"),
    "floordiv": lambda tf: _ints(tf, [7, -7, 7, -7]) // _ints(tf, [2, 2, -2, -2]),
    "floordiv_float": lambda tf: tensor(tf, [7.5, -7.5], "float32") // 2,
    "floordiv_by_zero": lambda tf: _ints(tf, [1, 2]) // _ints(tf, [0, 1]),
    "rfloordiv": lambda tf: 7 // _ints(tf, [2, 3]),
    "mod": lambda tf: _ints(tf, [-7, 7]) % _ints(tf, [3, -3]),
    "mod_float": lambda tf: tensor(tf, [7.5, -7.5], "float64") % 2,
    "mod_by_zero": lambda tf: _ints(tf, [1, 2]) % 0,
    "rmod": lambda tf: 7 % _ints(tf, [2, 3]),
    "rpow": lambda tf: 2 ** _ints(tf, [1, 2]),
    "rpow_float": lambda tf: 2.0 ** tensor(tf, [0.5, -1.0], "float32"),
    "neg": lambda tf: -_ints(tf, [1, -2]),
    "abs": lambda tf: abs(tensor(tf, [-1.5, 2.0], "float32")),
    "hash": lambda tf: hash(_ints(tf, [1])),
    "dict_key": lambda tf: {_ints(tf, [1]): 1},
    "in_list": lambda tf: (lambda t: t in [_ints(tf, [5]), t])(_ints(tf, [1])),
    "ref_deref_is_the_tensor": lambda tf: (lambda t: t.ref().deref() is t)(_ints(tf, [1])),
    "ref_equality": lambda tf: (lambda t: (t.ref() == t.ref(), hash(t.ref()) == hash(t.ref()),
                                           t.ref() == _ints(tf, [1]).ref()))(_ints(tf, [1])),
    "ref_as_dict_key": lambda tf: (lambda t: {t.ref(): 1}[t.ref()])(_ints(tf, [1])),
}
for _name, _program in OPERATORS.items():
  CASES["operator." + _name] = _program


# ---- Outcomes.

_FUNCTION_NODE = re.compile(r"^\{\{function_node [^}]*\}\} ")
_ADDRESS = re.compile(r" at 0x[0-9a-f]+")


def error_message(error):
  """The first line of an error's message, without TensorFlow's function-node prefix or object
  addresses."""
  text = error.message if hasattr(error, "message") and error.message else str(error)
  text = _ADDRESS.sub(" at 0x", _FUNCTION_NODE.sub("", text))
  return text.split("\n")[0]


def outcome(function):
  """{"dtype", "shape", "values"} of the tensor `function()` returns, {"python": repr} of another
  value, or {"error": class name, "message": its first line}."""
  try:
    result = function()
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": error_message(error)}
  if not hasattr(result, "numpy"):
    return {"python": repr(result)}
  array = result.numpy()
  return {"dtype": result.dtype.name, "shape": list(array.shape),
          "values": [repr(v) for v in array.reshape(-1).tolist()]}
