"""The cases behind tf_debugging_reference.json: tf.debugging's assertions, check_numerics,
is_numeric_tensor and tf.ensure_shape, shared by the script that records TensorFlow's answers and
the test that holds tflc to them. Each case is a small program over a module `tf` that is either
TensorFlow or tflc (`import tensorflow_lite_core as tf`) and NumPy."""

import math

NAN = math.nan
INF = math.inf


def _m(tf):
  return tf.constant([[1, 2], [3, 4]])


def _f(tf):
  return tf.constant([1.0, 2.0, 3.0])


def _e(tf):
  return tf.raw_ops.EnsureShape


PROGRAMS = {
    # assert_equal: pass, fail (indices and values), message prefix, summarize, broadcasting.
    "equal_pass": lambda tf, np: tf.debugging.assert_equal([1, 2], [1, 2]),
    "equal_pass_broadcast": lambda tf, np: tf.debugging.assert_equal(tf.fill([2, 3], 7), 7),
    "equal_fail": lambda tf, np: tf.debugging.assert_equal([1, 2, 3], [1, 5, 6]),
    "equal_fail_message": lambda tf, np: tf.debugging.assert_equal([1, 2, 3], [1, 5, 6],
                                                                    message="values differ"),
    "equal_fail_empty_message": lambda tf, np: tf.debugging.assert_equal([1], [2], message=""),
    "equal_fail_summarize_5": lambda tf, np: tf.debugging.assert_equal(
        tf.range(10), tf.zeros([10], tf.int32), summarize=5),
    "equal_fail_summarize_0": lambda tf, np: tf.debugging.assert_equal([1, 2], [2, 2],
                                                                       summarize=0),
    "equal_fail_summarize_negative": lambda tf, np: tf.debugging.assert_equal(
        tf.range(6), tf.zeros([6], tf.int32), summarize=-1),
    "equal_fail_rank2": lambda tf, np: tf.debugging.assert_equal(_m(tf), [[1, 0], [0, 4]]),
    "equal_fail_broadcast": lambda tf, np: tf.debugging.assert_equal(_m(tf), 1),
    "equal_fail_scalars": lambda tf, np: tf.debugging.assert_equal(3, 4),
    "equal_fail_float": lambda tf, np: tf.debugging.assert_equal([1.0, 2.5], [1.0, 2.0]),
    "equal_fail_float64_nan": lambda tf, np: tf.debugging.assert_equal(
        np.array([NAN, 1.0]), np.array([NAN, 1.0])),
    "equal_fail_bool": lambda tf, np: tf.debugging.assert_equal([True, False], [True, True]),
    "equal_fail_strings": lambda tf, np: tf.debugging.assert_equal(["a", "b"], ["a", "c"]),
    "equal_empty": lambda tf, np: tf.debugging.assert_equal(tf.zeros([0, 3]), tf.ones([0, 3])),
    "equal_incompatible_shapes": lambda tf, np: tf.debugging.assert_equal([1, 2, 3], [1, 2]),
    "equal_int_and_float": lambda tf, np: tf.debugging.assert_equal(tf.constant([1, 2]),
                                                                    tf.constant([1.0, 2.0])),
    "equal_float_and_python_int": lambda tf, np: tf.debugging.assert_equal(_f(tf), 1),
    "equal_top_level": lambda tf, np: tf.assert_equal(tf.constant([1, 2]), [1, 3]),
    # The other comparisons.
    "none_equal_pass": lambda tf, np: tf.debugging.assert_none_equal([1, 2], [3, 4]),
    "none_equal_fail": lambda tf, np: tf.debugging.assert_none_equal([1, 2, 3], [2, 2, 2]),
    "none_equal_positional_summarize": lambda tf, np: tf.debugging.assert_none_equal(
        tf.range(5), tf.range(5), 2, "all equal"),
    "less_pass": lambda tf, np: tf.debugging.assert_less([1, 2], [2, 3]),
    "less_fail": lambda tf, np: tf.debugging.assert_less([1, 2, 3], [2, 2, 2]),
    "less_fail_message": lambda tf, np: tf.assert_less([1, 2, 3], [2, 2, 2], "too big"),
    "less_fail_float_broadcast": lambda tf, np: tf.debugging.assert_less(
        tf.constant([[0.5, 1.5], [2.5, 0.0]]), 1.0),
    "less_fail_nan": lambda tf, np: tf.debugging.assert_less([NAN, 1.0], [1.0, 2.0]),
    "less_equal_pass": lambda tf, np: tf.debugging.assert_less_equal([1, 2], [1, 2]),
    "less_equal_fail": lambda tf, np: tf.debugging.assert_less_equal([1, 2, 3], [2, 2, 2]),
    "greater_pass": lambda tf, np: tf.assert_greater(tf.constant([3, 4], tf.int64),
                                                     tf.constant([1, 2], tf.int64)),
    "greater_fail": lambda tf, np: tf.debugging.assert_greater([1, 2, 3], [2, 2, 2]),
    "greater_fail_uint8": lambda tf, np: tf.debugging.assert_greater(
        tf.constant([1, 9], tf.uint8), tf.constant([5, 5], tf.uint8)),
    "greater_equal_pass": lambda tf, np: tf.debugging.assert_greater_equal([2, 2], [1, 2]),
    "greater_equal_fail": lambda tf, np: tf.debugging.assert_greater_equal([1, 2, 3],
                                                                           [2, 2, 2]),
    "greater_equal_fail_float16": lambda tf, np: tf.debugging.assert_greater_equal(
        tf.constant([0.5, 1.5], tf.float16), tf.constant([1.0, 1.0], tf.float16)),
    "greater_incompatible_shapes": lambda tf, np: tf.debugging.assert_greater(_m(tf), [1, 2, 3]),
    # assert_near: tolerances, dtypes, NaN, broadcasting, empty tensors and integers.
    "near_pass": lambda tf, np: tf.debugging.assert_near(_f(tf), [1.0, 2.000001, 3.0]),
    "near_fail": lambda tf, np: tf.debugging.assert_near(_f(tf), [1.0, 2.1, 3.0]),
    "near_fail_message_summarize": lambda tf, np: tf.debugging.assert_near(
        tf.range(5.0), tf.range(5.0) + 1.0, message="not close", summarize=2),
    "near_fail_summarize_negative": lambda tf, np: tf.debugging.assert_near(
        tf.range(5.0), tf.zeros([5]), summarize=-1),
    "near_fail_summarize_0": lambda tf, np: tf.debugging.assert_near(1.0, 2.0, summarize=0),
    "near_pass_with_rtol": lambda tf, np: tf.debugging.assert_near(
        [100.0, 200.0], [101.0, 199.0], rtol=0.02),
    "near_pass_with_atol": lambda tf, np: tf.debugging.assert_near([1.0, 2.0], [1.4, 1.6],
                                                                   atol=0.5),
    "near_fail_float64": lambda tf, np: tf.debugging.assert_near(
        tf.constant([1.0, 2.0], tf.float64), tf.constant([1.0, 2.0 + 1e-9], tf.float64)),
    "near_fail_nan": lambda tf, np: tf.debugging.assert_near([1.0, NAN], [1.0, NAN]),
    "near_fail_inf": lambda tf, np: tf.debugging.assert_near([INF], [INF]),
    "near_pass_broadcast": lambda tf, np: tf.debugging.assert_near(tf.fill([2, 2], 0.5), 0.5),
    "near_pass_empty": lambda tf, np: tf.debugging.assert_near(tf.zeros([0]), tf.zeros([0])),
    "near_int": lambda tf, np: tf.debugging.assert_near([1, 2], [1, 2]),
    "near_y_other_dtype": lambda tf, np: tf.debugging.assert_near(
        _f(tf), tf.constant([1.0, 2.0, 3.0], tf.float64)),
    "near_rtol_other_dtype": lambda tf, np: tf.debugging.assert_near(
        _f(tf), _f(tf), rtol=tf.constant(0.1, tf.float64)),
    "near_y_python_list": lambda tf, np: tf.debugging.assert_near(
        tf.constant([1.0, 2.0], tf.float64), [1.0, 2.5], atol=0.1),
    # assert_rank, assert_rank_at_least and assert_rank_in.
    "rank_pass": lambda tf, np: tf.debugging.assert_rank(_m(tf), 2),
    "rank_pass_scalar": lambda tf, np: tf.assert_rank(5.0, 0),
    "rank_fail": lambda tf, np: tf.debugging.assert_rank([1, 2], 2),
    "rank_fail_message": lambda tf, np: tf.assert_rank(_m(tf), 1, message="need a vector"),
    "rank_fail_scalar": lambda tf, np: tf.debugging.assert_rank(7, 1),
    "rank_int64_rank": lambda tf, np: tf.debugging.assert_rank(_m(tf), tf.constant(2, tf.int64)),
    "rank_vector_rank": lambda tf, np: tf.debugging.assert_rank(_m(tf), [2]),
    "rank_at_least_pass": lambda tf, np: tf.debugging.assert_rank_at_least(_m(tf), 1),
    "rank_at_least_fail": lambda tf, np: tf.debugging.assert_rank_at_least([1], 2, "deeper"),
    "rank_in_pass": lambda tf, np: tf.debugging.assert_rank_in(_m(tf), [1, 2]),
    "rank_in_fail": lambda tf, np: tf.debugging.assert_rank_in(_m(tf), [0, 1]),
    "rank_in_fail_one": lambda tf, np: tf.debugging.assert_rank_in(3, (1,), message="m"),
    # assert_type.
    "type_pass": lambda tf, np: tf.debugging.assert_type(_f(tf), tf.float32),
    "type_pass_name": lambda tf, np: tf.debugging.assert_type(_m(tf), "int32"),
    "type_fail": lambda tf, np: tf.debugging.assert_type(_m(tf), tf.float32),
    "type_fail_message": lambda tf, np: tf.debugging.assert_type(_f(tf), tf.int64, "ints only"),
    "type_fail_list": lambda tf, np: tf.debugging.assert_type([1.0], tf.float64),
    # assert_shapes: sizes, shared symbols, '.', None, '*' and ... prefixes, scalars, messages.
    "shapes_pass": lambda tf, np: tf.debugging.assert_shapes([
        (tf.zeros([2, 3]), ("N", "Q")), (tf.zeros([2]), ("N",)), (tf.zeros([3, 2]), ("Q", 2))]),
    "shapes_fail_symbol": lambda tf, np: tf.debugging.assert_shapes([
        (tf.zeros([2]), ["N"]), (tf.zeros([3]), ["N"])]),
    "shapes_fail_explicit": lambda tf, np: tf.debugging.assert_shapes([(tf.zeros([2]), [3])]),
    "shapes_fail_explicit_text": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([2, 4]), [".", "3"])], message="bad"),
    "shapes_fail_rank": lambda tf, np: tf.debugging.assert_shapes([(tf.zeros([2, 3]), ["N"])]),
    "shapes_fail_rank_3": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([2, 3]), ["N", "M", "K"])], message="shapes"),
    "shapes_pass_dot_and_none": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([2, 3, 4]), [".", None, 4])]),
    "shapes_pass_star": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([5, 2, 3]), ["*", 3]), (tf.zeros([2]), ("*", "N")), (_m(tf), [..., "N", 2]),
         (tf.constant(1.0), ["*"]), (tf.zeros([4, 1]), ("*",))]),
    "shapes_fail_star_shared": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([3]), ("*", "N")), (_m(tf), [..., "N", 2])]),
    "shapes_fail_star": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([5, 2, 3]), ["*", "N", "M"]), (tf.zeros([4, 3]), ["N", "M"])]),
    "shapes_fail_star_rank": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([3]), ["*", 2, 3])]),
    "shapes_star_not_first": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([3]), ["N", "*"])]),
    "shapes_pass_scalar": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.constant(1.0), []), (tf.constant(2), ()), (tf.zeros([1]), [])]),
    "shapes_fail_scalar": lambda tf, np: tf.debugging.assert_shapes([(tf.zeros([2]), [])]),
    "shapes_fail_scalar_rank": lambda tf, np: tf.debugging.assert_shapes([(_m(tf), [])]),
    "shapes_not_iterable": lambda tf, np: tf.debugging.assert_shapes([(tf.zeros([2]), 2)]),
    "shapes_none_skipped": lambda tf, np: tf.debugging.assert_shapes([(tf.zeros([2]), None)]),
    "shapes_dict": lambda tf, np: tf.debugging.assert_shapes({5: [], 7: (1,)}),
    "shapes_dict_fail": lambda tf, np: tf.debugging.assert_shapes({3: [2]}),
    "shapes_python_lists": lambda tf, np: tf.debugging.assert_shapes(
        [([[1, 2, 3]], ["B", "T"]), ([1, 2], ["T"])]),
    "shapes_empty_tensor": lambda tf, np: tf.debugging.assert_shapes(
        [(tf.zeros([0, 3]), ["N", 3]), (tf.zeros([2]), ["N"])]),
    # check_numerics and assert_all_finite.
    "check_numerics_pass": lambda tf, np: tf.debugging.check_numerics(_f(tf), "ok"),
    "check_numerics_nan": lambda tf, np: tf.debugging.check_numerics([1.0, NAN], "boom"),
    "check_numerics_inf": lambda tf, np: tf.debugging.check_numerics([1.0, -INF], "boom"),
    "check_numerics_nan_and_inf": lambda tf, np: tf.debugging.check_numerics(
        tf.constant([INF, NAN], tf.float64), message="both"),
    "check_numerics_half": lambda tf, np: tf.debugging.check_numerics(
        tf.constant([1.0, INF], tf.float16), "half"),
    "check_numerics_empty": lambda tf, np: tf.debugging.check_numerics(tf.zeros([0, 2]), "e"),
    "check_numerics_int": lambda tf, np: tf.debugging.check_numerics(_m(tf), "ints"),
    "assert_all_finite_pass": lambda tf, np: tf.debugging.assert_all_finite(_f(tf), "fine"),
    "assert_all_finite_nan": lambda tf, np: tf.debugging.assert_all_finite([NAN], "nan here"),
    # is_numeric_tensor.
    "is_numeric_float": lambda tf, np: tf.debugging.is_numeric_tensor(_f(tf)),
    "is_numeric_uint16": lambda tf, np: tf.debugging.is_numeric_tensor(
        tf.constant([1], tf.uint16)),
    "is_numeric_bool": lambda tf, np: tf.debugging.is_numeric_tensor(tf.constant(True)),
    "is_numeric_string": lambda tf, np: tf.debugging.is_numeric_tensor(tf.constant("a")),
    "is_numeric_list": lambda tf, np: tf.debugging.is_numeric_tensor([1.0]),
    "is_numeric_ndarray": lambda tf, np: tf.debugging.is_numeric_tensor(np.zeros(2)),
    # ensure_shape: pass, fail, unknown dimensions and ranks, bad shapes.
    "ensure_shape_pass": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), [2, 3]),
    "ensure_shape_unknown_dim": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), [None, 3]),
    "ensure_shape_unknown_rank": lambda tf, np: tf.ensure_shape(_m(tf), None),
    "ensure_shape_tensor_shape": lambda tf, np: tf.ensure_shape(
        _m(tf), tf.TensorShape([None, 2])),
    "ensure_shape_fail": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), [None, 4]),
    "ensure_shape_fail_rank": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), [2]),
    "ensure_shape_fail_scalar": lambda tf, np: tf.ensure_shape(tf.constant(1), [1]),
    "ensure_shape_scalar": lambda tf, np: tf.ensure_shape(tf.constant(1), []),
    "ensure_shape_fail_empty_shape": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), []),
    "ensure_shape_single_int": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), 5),
    "ensure_shape_empty_tensor": lambda tf, np: tf.ensure_shape(tf.zeros([0, 3]), [None, 3]),
    "ensure_shape_strings": lambda tf, np: tf.ensure_shape(tf.constant(["a", "b"]), [2]),
    "ensure_shape_strings_fail": lambda tf, np: tf.ensure_shape(tf.constant(["a", "b"]), [3]),
    "ensure_shape_python_list": lambda tf, np: tf.ensure_shape([[1, 2, 3]], [1, None]),
    "ensure_shape_minus_one": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), [-1, 3]),
    "ensure_shape_text": lambda tf, np: tf.ensure_shape(tf.zeros([2, 3]), "ab"),
    "raw_ensure_shape_minus_one": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]), shape=[-1, 3]),
    "raw_ensure_shape_minus_one_fail": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]),
                                                             shape=[-1, 4]),
    "raw_ensure_shape_none_and_minus_one": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]),
                                                                 shape=(None, -1)),
    "raw_ensure_shape_unknown_rank": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]), shape=None),
    "raw_ensure_shape_below_minus_one": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]),
                                                              shape=[-2, 3]),
    "raw_ensure_shape_ndarray": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]),
                                                      shape=np.array([2, 3])),
    "raw_ensure_shape_ndarray_minus_one": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]),
                                                                shape=np.array([-1, 3])),
    "raw_ensure_shape_float_dim": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]), shape=[1.5, 3]),
    "raw_ensure_shape_text": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]), shape="abc"),
    "raw_ensure_shape_huge_dim": lambda tf, np: _e(tf)(input=tf.zeros([2, 3]), shape=[2**63]),
    "raw_ensure_shape_bool_dim": lambda tf, np: _e(tf)(input=tf.zeros([1, 3]), shape=[True, 3]),
}


def normalize_message(text):
  """An error's text less TensorFlow's "{{function_node ...}} " prefix and the " name: " that
  ends an op's error when the call named nothing (TensorFlow leaves it out on some paths)."""
  if text.startswith("{{function_node"):
    text = text[text.find("}}") + 2:].lstrip()
  if text.endswith(" name: "):
    text = text[:-len(" name: ")]
  return text


def outcome(function):
  """What function() gives: {"none": True}, {"bool": b}, a tensor's {"dtype", "shape",
  "values"}, or {"error": class name, "message": normalized text}."""
  try:
    result = function()
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": normalize_message(str(error))}
  if result is None:
    return {"none": True}
  if isinstance(result, bool):
    return {"bool": result}
  import numpy  # pylint: disable=g-import-not-at-top
  array = numpy.asarray(result.numpy())
  values = array.reshape(-1).tolist()
  return {"dtype": result.dtype.name, "shape": list(array.shape),
          "values": ["nan" if v != v else repr(v) for v in values]}
