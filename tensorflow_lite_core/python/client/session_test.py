"""tflc.compat.v1.Session: feeds and fetches of any nesting, operations as targets, eval() and
run() in a default session, and TensorFlow's errors for bad feeds and fetches."""

import collections

import numpy as np
import pytest

import tensorflow_lite_core as tflc

v1 = tflc.compat.v1


def _graph():
  graph = tflc.Graph()
  with graph.as_default():
    x = v1.placeholder(tflc.float32, shape=[2], name="x")
    y = x * 3.0
    z = y + 1.0
  return graph, x, y, z


def test_feeds_and_nested_fetches():
  graph, x, y, z = _graph()
  with v1.Session(graph=graph) as session:
    pair = collections.namedtuple("Pair", "a b")
    out = session.run({"y": y, "both": [z, pair(y, z)]}, feed_dict={x: [1.0, 2.0]})
    np.testing.assert_array_equal(out["y"], [3.0, 6.0])
    np.testing.assert_array_equal(out["both"][1].b, [4.0, 7.0])
    assert isinstance(out["both"][1], pair)
    np.testing.assert_array_equal(session.run("Mul:0", {"x:0": np.array([2.0, 2.0])}), [6, 6])
    assert session.run(z.op, {x: [0.0, 0.0]}) is None
    # Feeding an intermediate tensor cuts the graph there.
    np.testing.assert_array_equal(session.run(z, {y: [10.0, 20.0]}), [11.0, 21.0])


def test_eval_and_run_in_a_default_session():
  graph, x, _, z = _graph()
  with v1.Session(graph=graph):
    np.testing.assert_array_equal(z.eval(feed_dict={x: [1.0, 1.0]}), [4.0, 4.0])
  with pytest.raises(ValueError, match="No default session is registered"):
    z.eval(feed_dict={x: [1.0, 1.0]})


def test_errors():
  graph, x, y, z = _graph()
  session = v1.Session(graph=graph)
  with pytest.raises(tflc.errors.InvalidArgumentError,
                     match="You must feed a value for placeholder tensor 'x' with dtype float "
                     "and shape \\[2\\]"):
    session.run(z)
  with pytest.raises(ValueError, match=r"Cannot feed value of shape \(3,\) for Tensor x:0, "
                     r"which has shape \(2,\)"):
    session.run(z, {x: [1.0, 2.0, 3.0]})
  other, _, other_y, _ = _graph()
  with pytest.raises(ValueError, match="is not an element of this graph"):
    session.run(other_y, {x: [1.0, 2.0]})
  with pytest.raises(TypeError, match="Fetch argument None has invalid type"):
    session.run(None)
  # TensorFlow's classes for names and tensors a session cannot use.
  with pytest.raises(ValueError, match=r"Argument `fetch` = nope:0 cannot be interpreted as a "
                     r"Tensor. \(\"The name 'nope:0' refers to a Tensor which does not exist"):
    session.run("nope:0", {x: [1.0, 2.0]})
  with pytest.raises(TypeError, match="Cannot interpret feed_dict key as Tensor: Tensor .* is not "
                     "an element of this graph."):
    session.run(y, {other_y: [1.0, 2.0]})
  with pytest.raises(TypeError, match="Cannot interpret feed_dict key as Tensor: The name 'x:7' "
                     "refers to a Tensor which does not exist"):
    session.run(y, {"x:7": [1.0, 2.0]})
  with pytest.raises(ValueError, match="could not convert string to float"):
    session.run(y, {x: ["a", "b"]})
  session.close()
  with pytest.raises(RuntimeError, match="Attempted to use a closed Session."):
    session.run(y, {x: [1.0, 2.0]})


def test_variables_are_read_when_the_graph_runs():
  v = tflc.Variable([1.0, 2.0])
  graph = tflc.Graph()
  with graph.as_default():
    doubled = v * 2.0
  session = v1.Session(graph=graph)
  np.testing.assert_array_equal(session.run(doubled), [2.0, 4.0])
  v.assign([5.0, 6.0])
  np.testing.assert_array_equal(session.run(doubled), [10.0, 12.0])
