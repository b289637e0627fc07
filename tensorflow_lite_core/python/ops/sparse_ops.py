"""Sparse functions with TensorFlow's names and signatures (`sparse_ops.sparse_to_dense`)."""

from tensorflow_lite_core.python.ops import gen_sparse_ops


def sparse_to_dense(sparse_indices, output_shape, sparse_values, default_value=0,
                    validate_indices=True, name=None):
  """A dense tensor of `output_shape`: `sparse_values` (or the one scalar value) at
  `sparse_indices`, `default_value` elsewhere. With `validate_indices` the indices must be in
  bounds, sorted and distinct."""
  return gen_sparse_ops.sparse_to_dense(sparse_indices, output_shape, sparse_values,
                                        default_value, validate_indices, name=name)
