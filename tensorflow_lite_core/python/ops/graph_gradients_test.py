"""Tests of tflc.compat.v1.gradients: TensorFlow 2.21's answers on the recorded cases
(tf_reference/graph_gradient_cases.py, values after running a Session), then what gradient
functions see and the errors."""

import json
import os
import sys

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import ops

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_ZERO_OUT = os.path.join(_ROOT, "examples", "zero_out")
sys.path.insert(0, os.path.join(_ROOT, "python", "testdata", "tf_reference"))
sys.path.insert(0, _ZERO_OUT)
import graph_gradient_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
import zero_out_grad  # pylint: disable=g-import-not-at-top,wrong-import-position

v1 = tflc.compat.v1


def _zero_out_module():
  return tflc.load_op_library(os.path.join(_ZERO_OUT, "zero_out.so"))


class TensorFlowReferenceTest(tflc.test.TestCase):

  def test_recorded_cases(self):
    with open(graph_gradient_cases.REFERENCE_FILE) as file:
      reference = json.load(file)
    self.assertEqual(reference["tensorflow"], "2.21.0")
    self.assertEqual(set(reference["cases"]), set(graph_gradient_cases.CASES))
    for name, program in graph_gradient_cases.CASES.items():
      ours = graph_gradient_cases.observed(tflc, _zero_out_module(),
                                           zero_out_grad._zero_out_grad, program)  # pylint: disable=protected-access
      expected = reference["cases"][name]
      if "error" in expected:
        self.assertEqual(ours, expected, name)
      else:
        self.assertIn("result", ours, f"{name}: {ours}")
        self._assert_same(ours["result"], expected["result"], name)

  def _assert_same(self, ours, expected, name):
    if expected is None or isinstance(expected, list):
      self.assertEqual(type(ours), type(expected), f"{name}: {ours} vs {expected}")
      if expected is not None:
        self.assertLen(ours, len(expected), name)
        for a, b in zip(ours, expected):
          self._assert_same(a, b, name)
      return
    self.assertEqual((ours["dtype"], ours["shape"]), (expected["dtype"], expected["shape"]), name)
    self.assertAllClose(ours["values"], expected["values"], rtol=1e-5, atol=1e-6, msg=name)


class GraphGradientsTest(tflc.test.TestCase):

  def test_nodes_join_the_graph_under_the_name_scope(self):
    graph = tflc.Graph()
    with graph.as_default():
      x = v1.placeholder(tflc.float32, [3], name="x")
      y = x * x
      before = len(graph.get_operations())
      dx, = v1.gradients(y, x)
    self.assertGreater(len(graph.get_operations()), before)
    self.assertTrue(dx.name.startswith("gradients/"), dx.name)
    self.assertIs(dx.graph, graph)
    with v1.Session(graph=graph) as session:
      self.assertAllEqual(session.run(dx, {x: [1.0, 2.0, 3.0]}), [2.0, 4.0, 6.0])

  def test_called_outside_the_graph_builds_in_the_tensors_graph(self):
    graph = tflc.Graph()
    with graph.as_default():
      x = v1.placeholder(tflc.float32, [2])
      y = tflc.exp(x)
    dx, = v1.gradients(y, x)
    self.assertIs(dx.graph, graph)
    with v1.Session(graph=graph) as session:
      self.assertAllClose(session.run(dx, {x: [0.0, 1.0]}), np.exp([0.0, 1.0]))

  def test_gradient_functions_get_the_graph_operation_and_skipped_inputs(self):
    seen = []
    original = ops._gradient_registry["Mul"]  # pylint: disable=protected-access

    def spy(op, grad):
      seen.append((op.type, op.name, tuple(op.skip_input_indices), [t.name for t in op.inputs]))
      return original(op, grad)
    ops._gradient_registry["Mul"] = spy  # pylint: disable=protected-access
    try:
      graph = tflc.Graph()
      with graph.as_default():
        x = v1.placeholder(tflc.float32, [2], name="x")
        c = tflc.constant([3.0, 4.0], name="c")
        dx, = v1.gradients(tflc.multiply(x, c, name="product"), x)
    finally:
      ops._gradient_registry["Mul"] = original  # pylint: disable=protected-access
    self.assertEqual(seen, [("Mul", "product", (1,), ["x:0", "c:0"])])
    with v1.Session(graph=graph) as session:
      self.assertAllEqual(session.run(dx, {x: [1.0, 1.0]}), [3.0, 4.0])

  def test_a_variable_read_in_the_graph(self):
    variable = tflc.Variable([1.0, 2.0])
    unread = tflc.Variable([5.0])
    graph = tflc.Graph()
    with graph.as_default():
      y = tflc.reduce_sum(variable * variable)
      dv, du = v1.gradients(y, [variable, unread])
    self.assertIsNone(du)
    with v1.Session(graph=graph) as session:
      self.assertAllEqual(session.run(dv), [2.0, 4.0])

  def test_not_differentiable_op_gives_none(self):
    graph = tflc.Graph()
    with graph.as_default():
      x = v1.placeholder(tflc.float32, [2])
      y = tflc.stop_gradient(x) * 2.0
      self.assertEqual(v1.gradients(y, x), [None])

  def test_an_op_without_a_gradient(self):
    # Exp with its registration taken away: the walk must name the op and its type.
    original = ops._gradient_registry.pop("Exp")  # pylint: disable=protected-access
    try:
      graph = tflc.Graph()
      with graph.as_default():
        x = v1.placeholder(tflc.float32, [2])
        y = tflc.exp(x, name="e")
        with self.assertRaisesRegex(LookupError, r"No gradient defined for operation'e' "
                                    r"\(op type: Exp\)"):
          v1.gradients(y, x)
    finally:
      ops._gradient_registry["Exp"] = original  # pylint: disable=protected-access

  def test_a_gradient_function_returning_the_wrong_count(self):
    original = ops._gradient_registry["Sin"]  # pylint: disable=protected-access
    ops._gradient_registry["Sin"] = lambda op, grad: [grad, grad]  # pylint: disable=protected-access
    try:
      graph = tflc.Graph()
      with graph.as_default():
        x = v1.placeholder(tflc.float32, [2])
        with self.assertRaisesRegex(ValueError, "(?s)Num gradients 2 generated for op .* do not "
                                    "match num inputs 1"):
          v1.gradients(tflc.sin(x), x)
    finally:
      ops._gradient_registry["Sin"] = original  # pylint: disable=protected-access

  def test_tensors_of_two_graphs(self):
    first, second = tflc.Graph(), tflc.Graph()
    with first.as_default():
      x = v1.placeholder(tflc.float32, [2])
    with second.as_default():
      y = v1.placeholder(tflc.float32, [2]) * 2.0
    with self.assertRaisesRegex(ValueError, "must be from the same graph"):
      v1.gradients(y, x)

  def test_complex_ys_need_grad_ys(self):
    graph = tflc.Graph()
    with graph.as_default():
      x = v1.placeholder(tflc.complex64, [2])
      with self.assertRaisesRegex(TypeError, "Gradients of complex tensors .* must set grad_ys"):
        v1.gradients(x * x, x)


if __name__ == "__main__":
  tflc.test.main()
