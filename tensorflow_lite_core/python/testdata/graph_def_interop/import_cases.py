"""Imports TensorFlow 2.21 and tflc must answer alike: each case changes a copy of a small
GraphDef and imports it with some arguments; the outcome is the imported operation names (with
their inputs) or the error's class and first line. `tf` is TensorFlow or tflc."""

import numpy as np


def base(tf):
  """x: Placeholder [None, 4]; w: Const; mm = MatMul(x, w); y = Identity(mm)."""
  graph = tf.Graph()
  with graph.as_default():
    x = tf.compat.v1.placeholder(tf.float32, [None, 4], name="x")
    w = tf.constant(np.arange(12, dtype=np.float32).reshape(4, 3) / 10, name="w")
    tf.identity(tf.matmul(x, w, name="mm"), name="y")
  return graph.as_graph_def()


def _node(graph_def, name):
  return next(node for node in graph_def.node if node.name == name)


def _set_input(name, index, value):
  def change(graph_def):
    _node(graph_def, name).input[index] = value
  return change


def _rename(name, new_name):
  def change(graph_def):
    _node(graph_def, name).name = new_name
  return change


def _unknown_op(graph_def):
  _node(graph_def, "mm").op = "FooBarOp"


def _int_placeholder(graph_def):
  _node(graph_def, "x").attr["dtype"].type = 3  # DT_INT32


def _versions(min_consumer=0, bad_consumer=None):
  def change(graph_def):
    graph_def.versions.min_consumer = min_consumer
    if bad_consumer is not None:
      graph_def.versions.bad_consumers.append(bad_consumer)
  return change


def _mapped(value):
  """kwargs mapping x:0 onto a constant of the importing graph."""
  return lambda tf: {"input_map": {"x:0": tf.constant(value, name="z")},
                     "return_elements": ["y:0", "mm"]}


# name -> (change of the GraphDef or None, kwargs of import_graph_def from `tf` or None).
CASES = {
    "default_prefix": (None, None),
    "named": (None, lambda tf: {"name": "model"}),
    "input_map_and_return_elements": (None, _mapped(np.ones((2, 4), np.float32))),
    "input_map_op_name_key": (None, lambda tf: {"input_map": {"x": tf.constant(
        np.ones((1, 4), np.float32))}, "return_elements": ["y:0"]}),
    "input_map_control_key": (None, lambda tf: {"input_map": {"^x": tf.constant(1.0)}}),
    "input_map_python_value": (None, lambda tf: {"input_map": {"x:0": [[1.0, 2.0, 3.0, 4.0]]}}),
    "unknown_op": (_unknown_op, None),
    "cycle": (_set_input("mm", 0, "y"), None),
    "malformed_input_index": (_set_input("mm", 0, "x:abc"), None),
    "negative_input_index": (_set_input("mm", 0, "x:-1"), None),
    "empty_input": (_set_input("mm", 0, ""), None),
    "input_out_of_range": (_set_input("mm", 0, "x:5"), None),
    "unknown_input": (_set_input("mm", 0, "nowhere"), None),
    "control_before_data": (_set_input("mm", 0, "^x"), None),
    "duplicate_names": (_rename("w", "x"), None),
    "empty_name": (_rename("w", ""), None),
    "invalid_name": (_rename("w", "_w"), None),
    "wrong_input_dtype": (_int_placeholder, None),
    "input_map_wrong_dtype": (None, _mapped(np.ones((2, 4), np.int32))),
    "input_map_wrong_shape": (None, _mapped(np.ones((2, 5), np.float32))),
    "input_map_missing_key": (None, lambda tf: {"input_map": {"nope:0": tf.constant(1.0)}}),
    "input_map_output_out_of_range": (None, lambda tf: {"input_map": {"x:3": tf.constant(1.0)}}),
    "input_map_key_not_a_string": (None, lambda tf: {"input_map": {1: tf.constant(1.0)}}),
    "input_map_not_a_dict": (None, lambda tf: {"input_map": [("x:0", tf.constant(1.0))]}),
    "return_unknown_tensor": (None, lambda tf: {"return_elements": ["nope:0"]}),
    "return_unknown_operation": (None, lambda tf: {"return_elements": ["nope"]}),
    "return_output_out_of_range": (None, lambda tf: {"return_elements": ["y:4"]}),
    "return_malformed_name": (None, lambda tf: {"return_elements": ["y:a"]}),
    "return_two_colons": (None, lambda tf: {"return_elements": ["y:0:1"]}),
    "return_element_not_a_string": (None, lambda tf: {"return_elements": [1]}),
    "min_consumer_too_new": (_versions(min_consumer=100000), None),
    "graph_def_not_a_proto": (None, "bytes"),
}


def outcome(tf, name):
  """What importing case `name` gives: {"operations": [[name, [inputs]]], "returned": [names]}
  or {"error": class name, "message": first line}."""
  change, arguments = CASES[name]
  graph_def = base(tf)
  if change is not None:
    change(graph_def)
  graph = tf.Graph()
  try:
    with graph.as_default():
      tf.compat.v1.placeholder(tf.float32, name="p")
      if arguments == "bytes":
        returned = tf.graph_util.import_graph_def(graph_def.SerializeToString())
      else:
        returned = tf.graph_util.import_graph_def(graph_def, **(arguments(tf) if arguments else {}))
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": str(error).split("\n")[0]}
  return {"operations": [[op.name, [t.name for t in op.inputs]]
                         for op in graph.get_operations()],
          "returned": None if returned is None else [element.name for element in returned]}


def _session_run(tf, fetches, feeds):
  """Runs base() imported under no prefix with `feeds` ({name: value}); `fetches` may name a
  tensor of another graph ("other")."""
  graph = tf.Graph()
  with graph.as_default():
    tf.graph_util.import_graph_def(base(tf), name="")
  other = tf.Graph()
  with other.as_default():
    other_tensor = tf.constant(1.0, name="c")
  with tf.compat.v1.Session(graph=graph) as session:
    fetches = other_tensor if fetches == "other" else fetches
    feeds = {other_tensor if key == "other" else key: value for key, value in feeds.items()}
    value = session.run(fetches, feed_dict=feeds)
  return np.asarray(value).tolist()


# Session.run on an imported graph: name -> (fetches, feed_dict).
SESSION_CASES = {
    "feed_float": ("y:0", {"x:0": np.ones((1, 4), np.float32)}),
    "feed_int_for_float": ("y:0", {"x:0": np.ones((2, 4), np.int32)}),
    "feed_float64_for_float": ("y:0", {"x:0": np.ones((1, 4), np.float64)}),
    "feed_list": ("y:0", {"x:0": [[1.0, 0.0, 0.0, 0.0]]}),
    "feed_strings_for_float": ("y:0", {"x:0": [["a", "b", "c", "d"]]}),
    "feed_wrong_shape": ("y:0", {"x:0": np.ones((2, 3), np.float32)}),
    "feed_wrong_rank": ("y:0", {"x:0": np.ones((4,), np.float32)}),
    "feed_unknown_tensor": ("y:0", {"nope:0": 1.0}),
    "feed_other_graph": ("y:0", {"other": 1.0, "x:0": np.ones((1, 4), np.float32)}),
    "fetch_unknown_tensor": ("nope:0", {}),
    "fetch_other_graph": ("other", {}),
    "fetch_output_out_of_range": ("y:3", {}),
    "unfed_placeholder": ("y:0", {}),
}


def session_outcome(tf, name):
  """{"value": nested list} or {"error": class name, "message": first line, "text": all of it}
  (TensorFlow's kernel errors start with a line of their own)."""
  fetches, feeds = SESSION_CASES[name]
  try:
    return {"value": _session_run(tf, fetches, feeds)}
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": str(error).split("\n")[0],
            "text": str(error)}
