"""TimeTwo from Python: the generated wrapper, both registered types, and bad calls; on a GPU,
the float kernel there."""

import os

import numpy as np

import tensorflow_lite_core as tflc

LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "time_two.so")
GPU = "/job:localhost/replica:0/task:0/device:GPU:0"


class TimeTwoTest(tflc.test.TestCase):

  def setUp(self):
    super().setUp()
    self.module = tflc.load_op_library(LIBRARY)

  def test_int32(self):
    result = self.module.time_two([[1, 2], [3, 4]])
    self.assertEqual(result.dtype, tflc.int32)
    self.assertAllEqual(result, [[2, 4], [6, 8]])

  def test_float(self):
    values = np.linspace(-3, 3, 1001, dtype=np.float32).reshape(7, 11, 13)
    result = self.module.time_two(values)
    self.assertEqual(result.dtype, tflc.float32)
    self.assertEqual(result.shape, (7, 11, 13))
    self.assertAllEqual(result, values * 2)

  def test_empty(self):
    self.assertAllEqual(self.module.time_two(np.zeros((0, 4), np.float32)), np.zeros((0, 4)))

  def test_type_outside_the_constraint(self):
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "Value for attr 'T' of double is not in the list of allowed values: "
                                "int32, float"):
      self.module.time_two(np.ones(3, np.float64))

  def test_signature_and_docstring(self):
    self.assertIn("Multiplies every element by two.", self.module.time_two.__doc__)
    self.assertAllEqual(self.module.TimeTwo(in_=[1, 2]), [2, 4])

  @tflc.test.run_gpu_only
  def test_float_on_the_gpu(self):
    values = np.random.default_rng(3).standard_normal((1000, 37)).astype(np.float32)
    with tflc.device("/GPU:0"):
      result = self.module.time_two(values)
      twice = self.module.time_two(result)
    self.assertEqual(result.device, GPU)
    self.assertEqual(twice.device, GPU)
    self.assertAllEqual(result, values * 2)
    self.assertAllEqual(twice, values * 4)


if __name__ == "__main__":
  tflc.test.main()
