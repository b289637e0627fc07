"""The guide's test of ZeroOut, with tflc.test.TestCase: eagerly, and as the guide writes it (in
`self.test_session()`, a graph run by a Session, with `result.eval()`)."""

import os

import tensorflow_lite_core as tflc

LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "zero_out.so")


class ZeroOutTest(tflc.test.TestCase):

  def test_zero_out(self):
    zero_out_module = tflc.load_op_library(LIBRARY)
    result = zero_out_module.zero_out([5, 4, 3, 2, 1])
    self.assertAllEqual(result, [5, 0, 0, 0, 0])

  def test_matrix(self):
    zero_out_module = tflc.load_op_library(LIBRARY)
    self.assertAllEqual(zero_out_module.zero_out([[1, 2], [3, 4]]), [[1, 0], [0, 0]])

  def test_wrong_type(self):
    zero_out_module = tflc.load_op_library(LIBRARY)
    with self.assertRaisesRegex(TypeError,
                                r"Cannot convert \[1.5\] to EagerTensor of dtype int32"):
      zero_out_module.zero_out([1.5])
    with self.assertRaisesOpError("expected to be a int32 tensor but is a float tensor"):
      zero_out_module.zero_out(tflc.constant([1.0]))


class ZeroOutGuideTest(tflc.test.TestCase):
  """The guide's "Verify that the op works" with only the package name (and the library's path)
  changed."""

  def testZeroOut(self):  # pylint: disable=invalid-name
    zero_out_module = tflc.load_op_library(LIBRARY)
    with self.test_session():
      result = zero_out_module.zero_out([5, 4, 3, 2, 1])
      self.assertAllEqual(result.eval(), [5, 0, 0, 0, 0])

  def test_the_op_is_a_graph_node_in_the_session(self):
    zero_out_module = tflc.load_op_library(LIBRARY)
    with self.test_session() as sess:
      result = zero_out_module.zero_out([[5, 4], [3, 2]], name="zeroed")
      self.assertEqual(result.name, "zeroed:0")
      self.assertEqual(result.op.type, "ZeroOut")
      self.assertEqual(result.shape.as_list(), [2, 2])
      self.assertIs(result.graph, sess.graph)
      self.assertAllEqual(sess.run(result), [[5, 0], [0, 0]])


if __name__ == "__main__":
  tflc.test.main()
