"""An op library's op in graphs: ZeroOut inside tflc.function (traced once, run by the graph
runner) and in a tflc.Graph run by a Session, with its shape function giving static shapes."""

import os

import numpy as np

import tensorflow_lite_core as tflc

LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "zero_out.so")


class ZeroOutFunctionTest(tflc.test.TestCase):

  def test_in_a_function(self):
    zero_out = tflc.load_op_library(LIBRARY).zero_out

    @tflc.function
    def f(x):
      return zero_out(x * 2) + 1

    self.assertAllEqual(f(tflc.constant([5, 4, 3])), [11, 1, 1])
    self.assertAllEqual(f(tflc.constant([7, 7, 7])), [15, 1, 1])
    self.assertEqual(f.experimental_get_tracing_count(), 1)
    concrete = f.get_concrete_function(tflc.TensorSpec([None, 2], tflc.int32))
    self.assertEqual(concrete.output_shapes.as_list(), [None, 2])
    self.assertIn("ZeroOut", [op.type for op in concrete.graph.get_operations()])

  def test_in_a_graph_with_a_session(self):
    zero_out = tflc.load_op_library(LIBRARY).zero_out
    graph = tflc.Graph()
    with graph.as_default():
      x = tflc.compat.v1.placeholder(tflc.int32, shape=[3])
      y = zero_out(x)
    self.assertEqual(y.shape.as_list(), [3])
    with tflc.compat.v1.Session(graph=graph) as session:
      np.testing.assert_array_equal(session.run(y, {x: [9, 8, 7]}), [9, 0, 0])


if __name__ == "__main__":
  tflc.test.main()
