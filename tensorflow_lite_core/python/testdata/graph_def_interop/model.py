"""The small model both sides write and run, built the same way from TensorFlow's API (`tf` is
TensorFlow 2.21 or tflc): placeholders, MatMul, BiasAdd, Relu, Softmax, Reshape, ConcatV2,
StridedSlice, Mean, Shape and AddV2; and the fixed inputs both sides feed it."""

import numpy as np

# Fed tensors (by name) and fetched tensors (by name).
FEEDS = {
    "features:0": np.array([[0.5, -1.0, 2.0, 0.25], [1.5, 0.0, -0.5, 3.0],
                            [-2.0, 1.0, 0.75, -0.25]], np.float32),
    "extra:0": np.array([[1.0, 2.0], [-1.0, 0.5], [0.0, -3.0]], np.float32),
}
FETCHES = ["probabilities:0", "pooled:0", "flat:0", "middle:0", "total:0", "scores:0"]


def build(tf):
  """Adds the model to the default graph."""
  v1 = tf.compat.v1
  features = v1.placeholder(tf.float32, shape=[None, 4], name="features")
  extra = v1.placeholder(tf.float32, shape=[None, 2], name="extra")
  weights = tf.constant(np.linspace(-1.0, 1.0, 12, dtype=np.float32).reshape(4, 3),
                        name="weights")
  bias = tf.constant(np.array([0.1, -0.2, 0.3], np.float32), name="bias")
  hidden = tf.nn.relu(tf.nn.bias_add(tf.matmul(features, weights), bias), name="hidden")
  joined = tf.concat([hidden, extra], axis=1, name="joined")
  scores = tf.identity(joined * 2.0 + 1.0, name="scores")
  tf.nn.softmax(scores, name="probabilities")
  tf.reduce_mean(joined, axis=0, name="pooled")
  tf.reshape(joined, [-1], name="flat")
  tf.identity(tf.strided_slice(joined, [0, 1], [2, 4], [1, 2]), name="middle")
  tf.identity(tf.reduce_sum(joined) + tf.cast(tf.shape(features)[0], tf.float32), name="total")
