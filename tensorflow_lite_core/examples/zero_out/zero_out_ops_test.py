"""Tests for zero_out ops, in the tensorflow/custom-op repository's style."""

import numpy as np

from tensorflow_lite_core.python.framework import graph
from tensorflow_lite_core.python.platform import test
try:
  from tensorflow_lite_core.examples.zero_out.zero_out_ops import zero_out
except ImportError:
  from zero_out_ops import zero_out


class ZeroOutTest(test.TestCase):

  def testZeroOut(self):
    with self.test_session():
      self.assertAllClose(
          zero_out([[1, 2], [3, 4]]), np.array([[1, 0], [0, 0]]))

  def testZeroOutBuildsAGraphInTheSession(self):
    with self.test_session() as sess:
      result = zero_out([5, 4, 3])
      self.assertIsInstance(result, graph.SymbolicTensor)
      self.assertAllEqual(sess.run(result), [5, 0, 0])

  def testZeroOutEagerly(self):
    self.assertAllEqual(zero_out([7, 8]).numpy(), [7, 0])


if __name__ == '__main__':
  test.main()
