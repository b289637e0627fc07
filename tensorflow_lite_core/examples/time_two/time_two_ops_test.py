"""Tests for time_two ops, in the tensorflow/custom-op repository's style. The GPU test runs
where a GPU exists; its graph, like every graph a Session runs here, runs on the CPU."""

import numpy as np

from tensorflow_lite_core.python.framework import ops
from tensorflow_lite_core.python.platform import test
try:
  from tensorflow_lite_core.examples.time_two import time_two_ops
except ImportError:
  import time_two_ops


class TimeTwoTest(test.TestCase):

  def testTimeTwo(self):
    with self.test_session():
      self.assertAllClose(
          time_two_ops.time_two([[1, 2], [3, 4]]).eval(), np.array([[2, 4], [6, 8]]))

  def testTimeTwoFloat(self):
    with self.test_session():
      self.assertAllClose(
          time_two_ops.time_two([[0.5, -1.5]]), np.array([[1.0, -3.0]]))

  @test.run_gpu_only  # skipped without a GPU to have; fails under TFLC_REQUIRE_GPU=1
  def testTimeTwoOnGpu(self):
    with self.test_session():
      with ops.device("/gpu:0"):
        self.assertAllClose(
            time_two_ops.time_two([[1, 2], [3, 4]]), np.array([[2, 4], [6, 8]]))


if __name__ == '__main__':
  test.main()
