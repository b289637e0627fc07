"""The cases behind tf_eager_reference.json, shared by the script that records TensorFlow's answers
and the test that holds tflc to them. Each case is a small program over a module `tf` that is
either TensorFlow or tflc (`import tensorflow_lite_core as tf`)."""

import math

import numpy as np

# Python numbers and flat lists, converted with and without a requested dtype.
CONVERSION_VALUES = {
    "true": True, "zero": 0, "seven": 7, "minus_one": -1, "int32_max": 2**31 - 1,
    "int32_max_plus_one": 2**31, "int64_max": 2**63 - 1, "int64_max_plus_one": 2**63,
    "one_and_half": 1.5, "tenth": 0.1, "inf": math.inf, "nan": math.nan, "huge": 1e300,
    "empty_list": [], "ints": [1, 2, 3], "ints_and_float": [1, 2.5], "bools": [True, False],
    "bool_and_int": [True, 1], "big_and_small": [2**31, 1], "tuple": (4, 5),
    "uint8_overflow": [300, 1],
}
CONVERSION_DTYPES = [None, "bool", "int8", "int32", "int64", "uint8", "uint64", "float32",
                     "float64", "float16"]

# Small programs: name -> function(tf) returning a tensor (or raising).
def _x(tf):
  return tf.constant([1.0, 2.0, 4.0])


def _m(tf):
  return tf.constant([[1, 2], [3, 4]])


PROGRAMS = {
    "add_scalar_float": lambda tf: tf.add(_x(tf), 1.01),
    "mul_operator_scalar": lambda tf: _x(tf) * 1.01,
    "add_int_to_float_tensor": lambda tf: tf.add(_x(tf), 2),
    "add_float_to_int_tensor": lambda tf: tf.add(_m(tf), 1.5),
    "add_bool_to_int_tensor": lambda tf: tf.add(_m(tf), True),
    "add_python_ints": lambda tf: tf.add(1, 2),
    "add_big_python_ints": lambda tf: tf.add(2**40, 1),
    "add_python_float_and_int": lambda tf: tf.add(1.5, 1),
    "constant_float": lambda tf: tf.constant(1.01),
    "constant_int_list": lambda tf: tf.constant([1, 2, 3]),
    "chain": lambda tf: tf.reduce_sum(_x(tf) * 1.01 + 0.5),
    "operator_add": lambda tf: _m(tf) + _m(tf),
    "operator_neg": lambda tf: -_m(tf),
    "operator_abs": lambda tf: abs(-_m(tf)),
    "operator_matmul": lambda tf: _m(tf) @ _m(tf),
    "operator_radd": lambda tf: 2 + _m(tf),
    "operator_sub": lambda tf: _m(tf) - 1,
    "operator_rmul": lambda tf: 3 * _m(tf),
    "operator_pow": lambda tf: _m(tf) ** 2,
    "operator_truediv": lambda tf: _m(tf) / 2,
    "reduce_sum_all": lambda tf: tf.reduce_sum(_m(tf)),
    "reduce_sum_keepdims_one": lambda tf: tf.reduce_sum(input_tensor=_m(tf), keepdims=1),
    "reduce_max_positional": lambda tf: tf.reduce_max(_m(tf), None, True),
    "reduce_mean_falsy_keepdims": lambda tf: tf.reduce_mean(_x(tf), keepdims=[]),
    "reduce_sum_scalar": lambda tf: tf.reduce_sum(tf.constant(3.5)),
    "reduce_prod_rank3": lambda tf: tf.reduce_prod(tf.ones([2, 1, 2]) * 2.0, keepdims=True),
    "reduce_min_python_list": lambda tf: tf.reduce_min([[3, 1], [2, 5]]),
    "reduce_mean_python_float": lambda tf: tf.reduce_max(7.5),
    "reduce_sum_axis_out_of_range": lambda tf: tf.reduce_sum(_m(tf), axis=5),
    "reduce_sum_unknown_keyword": lambda tf: tf.reduce_sum(_m(tf), axes=0),
    "reduce_sum_two_axes": lambda tf: tf.reduce_sum(_m(tf), 0, axis=1),
    "reduce_sum_no_input": lambda tf: tf.reduce_sum(axis=0),
    "reduce_sum_ragged": lambda tf: tf.reduce_sum([[1, 2], [3]]),
}

# How op inputs that are not tensors convert: NumPy arrays and scalars cast to the type an attr's
# first input or its default sets, lists and Python scalars take it when they fit.
def _y(tf):
  return tf.constant([[1.0, 2.0], [3.0, 4.0]])


PROGRAMS.update({
 "sum_axis_f32_ndarray": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=np.array([0.7], np.float32)),
 "sum_axis_i64_ndarray": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=np.array([1], np.int64)),
 "sum_axis_bool_ndarray": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=np.array(True)),
 "sum_axis_float_list": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=[0.0]),
 "sum_axis_float": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=1.0),
 "sum_axis_i64_tensor": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=tf.constant(1, tf.int64)),
 "sum_input_i64_ndarray": lambda tf: tf.raw_ops.Sum(input=np.array([1, 2], np.int64), axis=0),
 "add_f64_then_f32_ndarray": lambda tf: tf.add(np.array([1.5], np.float64), np.array([2.25], np.float32)),
 "add_f32_then_f64_ndarray": lambda tf: tf.add(np.array([1.5], np.float32), np.array([2.25], np.float64)),
 "add_ndarray_then_tensor": lambda tf: tf.add(np.array([1.5], np.float64), tf.constant([2.25])),
 "add_int_tensor_float_ndarray": lambda tf: tf.add(tf.constant([1, 2]), np.array([0.5, 1.7])),
 "add_int_list_then_float_ndarray": lambda tf: tf.add([1, 2], np.array([0.5, 1.7])),
 "add_float_list_to_int_tensor": lambda tf: tf.add(tf.constant([1, 2]), [0.5, 1.5]),
 "add_float_list_then_int_tensor": lambda tf: tf.add([0.5, 1.5], tf.constant([1, 2])),
 "add_bool_ndarray_to_float_tensor": lambda tf: tf.add(tf.constant([1.0]), np.array([True])),
 "add_int_to_bool_ndarray": lambda tf: tf.add(np.array([True, False]), 1),
 "add_str_ndarray_to_float": lambda tf: tf.add(tf.constant([1.0]), np.array(["a"])),
 "add_complex_ndarray_to_float": lambda tf: tf.add(tf.constant([1.0]), np.array([1 + 2j])),
 "add_python_int_to_f16_ndarray": lambda tf: tf.add(np.array([1.5], np.float16), 2),
 "matmul_int_list_float_tensor": lambda tf: tf.matmul([[1, 2]], tf.constant([[1.0], [2.0]])),
 "reshape_shape_f32_ndarray": lambda tf: tf.reshape(_y(tf), np.array([4.0], np.float32)),
 "reshape_shape_float_list": lambda tf: tf.reshape(_y(tf), [4.0]),
 "expand_dims_axis_f64_ndarray": lambda tf: tf.expand_dims(_y(tf), np.float64(0.0)),
 "fill_dims_f32_ndarray": lambda tf: tf.fill(np.array([2.0], np.float32), 3),
 "concat_axis_f32_ndarray": lambda tf: tf.concat([_y(tf), _y(tf)], np.float32(1)),
 "pad_paddings_f32_ndarray": lambda tf: tf.pad(_y(tf), np.ones((2, 2), np.float32)),
 "argmax_dimension_f32_ndarray": lambda tf: tf.raw_ops.ArgMax(input=_y(tf), dimension=np.float32(1)),
 "transpose_perm_f32_ndarray": lambda tf: tf.transpose(_y(tf), np.array([1.0, 0.0], np.float32)),
 "convert_f64_ndarray_to_int32": lambda tf: tf.convert_to_tensor(np.array([1.7, -1.7]), dtype=tf.int32),
 "convert_f32_ndarray_to_bool": lambda tf: tf.convert_to_tensor(np.array([0.5, 0.0], np.float32), dtype=tf.bool),
 "convert_i64_ndarray_to_f16": lambda tf: tf.convert_to_tensor(np.array([3], np.int64), dtype=tf.float16),
 "convert_bool_ndarray_to_int8": lambda tf: tf.convert_to_tensor(np.array([True]), dtype=tf.int8),
 "convert_complex_ndarray_to_float": lambda tf: tf.convert_to_tensor(np.array([1 + 2j]), dtype=tf.float32),
 "convert_str_ndarray_to_int32": lambda tf: tf.convert_to_tensor(np.array(["1"]), dtype=tf.int32),
 "convert_f32_ndarray_to_string": lambda tf: tf.convert_to_tensor(np.array([1.0], np.float32), dtype=tf.string),
 "convert_i32_ndarray_to_u8_wrap": lambda tf: tf.convert_to_tensor(np.array([300, -1], np.int32), dtype=tf.uint8),
 "convert_numpy_scalar_to_int32": lambda tf: tf.convert_to_tensor(np.float64(2.5), dtype=tf.int32),
 "convert_f32_tensor_to_int32": lambda tf: tf.convert_to_tensor(tf.constant([1.5]), dtype=tf.int32),
    "add_int_tensor_python_float": lambda tf: tf.add(tf.constant([1, 2]), 1.5),
    "add_int_tensor_bool_list": lambda tf: tf.add(tf.constant([1, 2]), [True, False]),
    "sum_axis_numpy_float_scalar": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=np.float32(1.0)),
    "sum_axis_list_of_numpy_floats": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=[np.float32(1.0)]),
    "sum_axis_float_tuple": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=(1.0,)),
    "sum_axis_python_int": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=1),
    "sum_axis_big_int_list": lambda tf: tf.raw_ops.Sum(input=_y(tf), axis=[2**40]),
})


def outcome(function):
  """{"dtype", "shape", "values"} of what `function()` returns, or {"error": class name}."""
  try:
    result = function()
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__}
  array = result.numpy()
  return {"dtype": result.dtype.name, "shape": list(array.shape),
          "values": [repr(v) for v in array.reshape(-1).tolist()]}
