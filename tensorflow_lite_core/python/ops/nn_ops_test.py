"""Tests of tflc.nn."""

import numpy as np

import tensorflow_lite_core as tflc


def softmax(x, axis):
  e = np.exp(x - x.max(axis=axis, keepdims=True))
  return e / e.sum(axis=axis, keepdims=True)


class NnOpsTest(tflc.test.TestCase):

  def test_relu(self):
    self.assertAllEqual(tflc.nn.relu(tflc.constant([-1.0, 0.0, 2.0])), [0.0, 0.0, 2.0])
    self.assertAllEqual(tflc.nn.relu([-3, 3]), [0, 3])

  def test_softmax_last_axis(self):
    x = np.random.RandomState(0).randn(3, 4).astype(np.float32)
    self.assertAllClose(tflc.nn.softmax(tflc.constant(x)), softmax(x, -1))
    self.assertAllClose(tflc.math.softmax(x, axis=1), softmax(x, 1))

  def test_softmax_other_axis(self):
    x = np.random.RandomState(1).randn(2, 3, 4).astype(np.float32)
    self.assertAllClose(tflc.nn.softmax(x, axis=0), softmax(x, 0))
    self.assertAllClose(tflc.nn.softmax(x, axis=-2), softmax(x, 1))
    with self.assertRaisesRegex(ValueError, "axis"):
      tflc.nn.softmax(x, axis=3)

  def test_softmax_of_integers_is_refused(self):
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "Value for attr 'T' of int32 is not in the list of allowed values"):
      tflc.nn.softmax(tflc.constant([1, 2]))
