"""What the index functions do beyond the recorded TensorFlow cases (index_ops_tf_reference_test):
gather_nd's batch dimensions checked by tflc itself, where's three-argument form, einsum over
more than two operands, and the namespaces."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import sparse_ops


def test_gather_nd_batch_dims_must_agree():
  # TensorFlow's composition fails in a Reshape here; tflc names the batch dimensions.
  with pytest.raises(tflc.errors.InvalidArgumentError, match="batch dimensions of params"):
    tflc.gather_nd(tflc.zeros([2, 3, 4]), [[[1]], [[0]], [[2]]], batch_dims=1)


def test_gather_nd_batch_dims_over_two_dimensions():
  params = np.arange(2 * 3 * 4 * 5, dtype=np.float32).reshape(2, 3, 4, 5)
  indices = np.array([[[[3], [0]]] * 3] * 2, dtype=np.int64)  # [2, 3, 2, 1]
  result = tflc.gather_nd(params, indices, batch_dims=2).numpy()
  expected = np.stack([np.stack([params[b, c][indices[b, c, :, 0]] for c in range(3)])
                       for b in range(2)])
  np.testing.assert_array_equal(result, expected)


def test_where_with_x_and_y_selects_or_says_what_is_missing():
  if not hasattr(gen_math_ops, "select_v2") and not hasattr(gen_array_ops, "select_v2"):
    with pytest.raises(tflc.errors.UnimplementedError, match="SelectV2"):
      tflc.where([True, False], [1, 2], [3, 4])
  else:
    np.testing.assert_array_equal(tflc.where([True, False], [1, 2], [3, 4]).numpy(), [1, 4])
  with pytest.raises(ValueError, match="both be non-None or both be None"):
    tflc.where([True], y=[1])


def test_einsum_chains_more_than_two_operands():
  rng = np.random.default_rng(0)
  a, b, c, d, e = (rng.standard_normal(shape)
                   for shape in [(2, 3), (3, 4), (4, 5), (5, 2), (4, 2)])
  np.testing.assert_allclose(tflc.einsum("ij,jk,kl,lm->im", a, b, c, d).numpy(),
                             np.einsum("ij,jk,kl,lm->im", a, b, c, d), rtol=1e-12)
  # Label i of the first operand is still needed by the last: it survives the step between.
  np.testing.assert_allclose(tflc.einsum("ij,jk,ki->", a, b, e).numpy(),
                             np.einsum("ij,jk,ki->", a, b, e), rtol=1e-12)


def test_namespaces():
  assert tflc.linalg.einsum is tflc.einsum
  assert tflc.math.log_softmax is tflc.nn.log_softmax
  assert tflc.math.reduce_any is tflc.reduce_any
  assert callable(tflc.linalg.diag) and callable(tflc.linalg.tensor_diag)
  assert callable(sparse_ops.sparse_to_dense)
  for name in ["GatherV2", "GatherNd", "ScatterNd", "TensorScatterUpdate", "SparseToDense",
               "OneHot", "Diag", "MatrixDiag", "MatrixDiagV3", "Where", "UnsortedSegmentSum",
               "Any", "All", "ArgMin", "Cumsum", "Cumprod", "BiasAdd", "BiasAddGrad",
               "LogSoftmax", "Einsum"]:
    assert callable(getattr(tflc.raw_ops, name)), name
