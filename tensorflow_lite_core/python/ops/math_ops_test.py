"""Tests of the math functions and the tensor operators, against NumPy."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc

X = np.array([[1.0, -2.0], [3.0, 4.5]], dtype=np.float32)
Y = np.array([[0.5, 2.0], [-1.0, 3.0]], dtype=np.float32)


class MathOpsTest(tflc.test.TestCase):

  def test_binary_functions(self):
    x, y = tflc.constant(X), tflc.constant(Y)
    self.assertAllClose(tflc.add(x, y), X + Y)
    self.assertAllClose(tflc.subtract(x, y), X - Y)
    self.assertAllClose(tflc.multiply(x, y), X * Y)
    self.assertAllClose(tflc.divide(x, y), X / Y)
    self.assertAllClose(tflc.maximum(x, y), np.maximum(X, Y))
    self.assertAllClose(tflc.minimum(x, y), np.minimum(X, Y))
    self.assertAllClose(tflc.pow(tflc.abs(x), y), np.abs(X) ** Y)

  def test_unary_functions(self):
    x = tflc.constant(X)
    positive = tflc.constant(np.abs(X))
    self.assertAllClose(tflc.negative(x), -X)
    self.assertAllClose(tflc.abs(x), np.abs(X))
    self.assertAllClose(tflc.square(x), X * X)
    self.assertAllClose(tflc.sqrt(positive), np.sqrt(np.abs(X)))
    self.assertAllClose(tflc.math.rsqrt(positive), 1 / np.sqrt(np.abs(X)))
    self.assertAllClose(tflc.exp(x), np.exp(X))
    self.assertAllClose(tflc.math.log(positive), np.log(np.abs(X)))
    self.assertAllClose(tflc.tanh(x), np.tanh(X))
    self.assertAllClose(tflc.sigmoid(x), 1 / (1 + np.exp(-X)))

  def test_broadcasting(self):
    self.assertAllEqual(tflc.add(tflc.constant([[1], [2]]), tflc.constant([10, 20])),
                        [[11, 21], [12, 22]])

  def test_python_values_take_the_tensor_dtype(self):
    result = tflc.add(tflc.constant([1.0, 2.0]), 1)
    self.assertDTypeEqual(result, np.float32)
    self.assertAllEqual(tflc.add(2, tflc.constant([1, 2])), [3, 4])

  def test_python_values_alone_use_their_own_dtype(self):
    result = tflc.add([1, 2], [3, 4])
    self.assertEqual(result.dtype, tflc.int32)
    self.assertAllEqual(result, [4, 6])

  def test_integer_division_gives_floats(self):
    result = tflc.divide(tflc.constant([1, 3]), tflc.constant([2, 2]))
    self.assertEqual(result.dtype, tflc.float64)
    self.assertAllClose(result, [0.5, 1.5])
    self.assertEqual(tflc.divide(tflc.constant([1], tflc.int16), 2).dtype, tflc.float32)

  def test_mismatched_dtypes_raise_invalid_argument(self):
    with self.assertRaisesOpError(
        r"cannot compute AddV2 as input #1\(zero-based\) was expected to be a float tensor "
        r"but is a int32 tensor \[Op:AddV2\] name: $"):
      tflc.add(tflc.constant([1.0]), tflc.constant([1]))

  def test_incompatible_shapes_raise_invalid_argument(self):
    with self.assertRaises(tflc.errors.InvalidArgumentError) as raised:
      tflc.add(tflc.constant([1, 2, 3]), tflc.constant([1, 2]), name="sum")
    self.assertIn("Incompatible shapes: [3] vs. [2] [Op:AddV2] name: sum",
                  raised.exception.message)
    self.assertEqual(raised.exception.error_code, tflc.errors.INVALID_ARGUMENT)
    self.assertEqual(raised.exception.op, "AddV2")

  def test_dtype_not_allowed_by_the_op(self):
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "Value for attr 'T' of bool is not in the list of allowed values"):
      tflc.add(tflc.constant([True]), tflc.constant([False]))

  def test_unconvertible_value_raises_type_error(self):
    with self.assertRaisesRegex(TypeError, "Cannot convert 'a' to EagerTensor of dtype float32"):
      tflc.add(tflc.constant([1.0]), "a")
    with self.assertRaisesRegex(TypeError, "Cannot convert 1.5 to EagerTensor of dtype int32"):
      _ = 1.5 + tflc.constant([1, 2])  # a reflected operator converts to the tensor's dtype

  def test_operators(self):
    x, y = tflc.constant(X), tflc.constant(Y)
    self.assertAllClose(x + y, X + Y)
    self.assertAllClose(x - y, X - Y)
    self.assertAllClose(x * y, X * Y)
    self.assertAllClose(x / y, X / Y)
    self.assertAllClose(abs(x) ** y, np.abs(X) ** Y)
    self.assertAllClose(x @ y, X @ Y)
    self.assertAllClose(-x, -X)
    self.assertAllClose(abs(x), np.abs(X))

  def test_reflected_operators_with_python_and_numpy_values(self):
    x = tflc.constant([1.0, 2.0])
    self.assertAllClose(1 + x, [2.0, 3.0])
    self.assertAllClose(10 - x, [9.0, 8.0])
    self.assertAllClose(2 * x, [2.0, 4.0])
    self.assertAllClose(1 / x, [1.0, 0.5])
    self.assertAllClose(2 ** x, [2.0, 4.0])
    result = np.array([1.0, 1.0], np.float32) + x
    self.assertIsInstance(result, tflc.Tensor)
    self.assertAllClose(result, [2.0, 3.0])
    result = np.array([1.0, 1.0]) + x  # float64, cast to the tensor's float32 as TensorFlow does
    self.assertEqual(result.dtype, tflc.float32)
    self.assertAllClose(result, [2.0, 3.0])

  def test_matmul_transposes(self):
    a, b = tflc.constant(X), tflc.constant(Y)
    self.assertAllClose(tflc.matmul(a, b), X @ Y)
    self.assertAllClose(tflc.matmul(a, b, transpose_a=True), X.T @ Y)
    self.assertAllClose(tflc.matmul(a, b, transpose_b=True), X @ Y.T)
    self.assertAllClose(tflc.matmul(a, b, adjoint_a=True, adjoint_b=True), X.T @ Y.T)
    with self.assertRaisesRegex(ValueError, "transpose_a and adjoint_a"):
      tflc.matmul(a, b, transpose_a=True, adjoint_a=True)

  def test_matmul_of_non_matrices_raises(self):
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                r"In\[0\] is not a matrix\. Instead it has shape \[2\]"):
      tflc.matmul(tflc.constant([1.0, 2.0]), tflc.constant([1.0, 2.0]))

  def test_reductions(self):
    x = tflc.constant(X)
    self.assertAllClose(tflc.reduce_sum(x), X.sum())
    self.assertAllClose(tflc.reduce_sum(x, axis=0), X.sum(axis=0))
    self.assertAllClose(tflc.reduce_sum(x, axis=[0, 1], keepdims=True),
                        X.sum(keepdims=True))
    self.assertAllClose(tflc.reduce_mean(x, axis=1), X.mean(axis=1))
    self.assertAllClose(tflc.reduce_max(x, axis=-1), X.max(axis=-1))
    self.assertAllClose(tflc.reduce_min(x), X.min())
    self.assertAllClose(tflc.reduce_prod(x, 0), X.prod(axis=0))
    self.assertAllClose(tflc.math.reduce_sum([1, 2, 3]), 6)

  def test_reductions_bind_arguments_as_python_functions_do(self):
    x = tflc.constant(X)
    self.assertAllClose(tflc.reduce_sum(input_tensor=x, keepdims=1), X.sum(keepdims=True))
    self.assertAllClose(tflc.reduce_max(x, None, True, "m"), X.max(keepdims=True))
    self.assertAllClose(tflc.reduce_mean(x, keepdims=[]), X.mean())  # falsy: dims dropped
    with self.assertRaisesRegex(TypeError,
                                r"reduce_sum\(\) got an unexpected keyword argument 'axes'"):
      tflc.reduce_sum(x, axes=0)
    with self.assertRaisesRegex(TypeError, "got multiple values for argument 'axis'"):
      tflc.reduce_sum(x, 0, axis=1)
    with self.assertRaisesRegex(TypeError,
                                "missing 1 required positional argument: 'input_tensor'"):
      tflc.reduce_sum(axis=0)
    with self.assertRaisesRegex(TypeError, "takes from 1 to 4 positional arguments but 5"):
      tflc.reduce_sum(x, 0, False, None, 1)
    self.assertEqual(tflc.reduce_sum.__name__, "reduce_sum")
    self.assertIn("The sum of elements", tflc.reduce_sum.__doc__)

  def test_reductions_of_every_rank_and_of_python_values(self):
    for rank in (0, 1, 3, 17):  # 17: past the cached axes tensors
      array = np.arange(2 ** min(rank, 4), dtype=np.float32).reshape(
          [2] * min(rank, 4) + [1] * max(rank - 4, 0))
      self.assertAllClose(tflc.reduce_sum(tflc.constant(array)), array.sum())
      self.assertAllClose(tflc.reduce_prod(tflc.constant(array), keepdims=True),
                          array.prod(keepdims=True))
    self.assertAllClose(tflc.reduce_min([[3, 1], [2, 5]]), 1)
    self.assertAllClose(tflc.reduce_mean(np.ones((2, 3))), 1.0)
    self.assertEqual(tflc.reduce_max(7.5).numpy(), 7.5)

  def test_reduction_errors_name_the_op(self):
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError, r"\[Op:Sum\] name: total"):
      tflc.reduce_sum(tflc.constant(X), axis=5, name="total")
    with self.assertRaisesRegex(ValueError, "non-rectangular Python sequence"):
      tflc.reduce_sum([[1, 2], [3]])  # ragged: the conversion's error

  def test_reduction_axis_out_of_range(self):
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                r"Invalid reduction dimension \(5 for input with 2 dimension"):
      tflc.reduce_sum(tflc.constant(X), axis=5)

  def test_reduction_with_wrong_attr_type(self):
    with self.assertRaisesRegex(TypeError, "Expected bool for argument 'keep_dims' not 'yes'."):
      tflc.raw_ops.Sum(input=tflc.constant(X), axis=0, keep_dims="yes")

  def test_argmax(self):
    x = tflc.constant(X)
    result = tflc.argmax(x)
    self.assertEqual(result.dtype, tflc.int64)
    self.assertAllEqual(result, X.argmax(axis=0))
    self.assertAllEqual(tflc.argmax(x, axis=1, output_type=tflc.int32), X.argmax(axis=1))

  def test_cast(self):
    result = tflc.cast(tflc.constant([1.7, -2.7]), tflc.int32)
    self.assertEqual(result.dtype, tflc.int32)
    self.assertAllEqual(result, [1, -2])
    same = tflc.constant([1, 2])
    self.assertIs(tflc.cast(same, tflc.int32), same)
    self.assertEqual(tflc.cast([1, 2], "float64").dtype, tflc.float64)
    with self.assertRaisesRegex(TypeError, "'no such type' to a TensorFlow DType"):
      tflc.cast(same, "no such type")

  def test_add_n(self):
    self.assertAllEqual(tflc.add_n([tflc.constant([1, 2]), [3, 4], tflc.constant([5, 6])]),
                        [9, 12])
    self.assertAllEqual(tflc.add_n([[1, 2]]), [1, 2])
    with self.assertRaisesRegex(ValueError, "inputs must be a non-empty list"):
      tflc.add_n([])
    with self.assertRaisesRegex(
        tflc.errors.InvalidArgumentError,
        r"must have the same size and shape\.  Input 0: \[2\] != input 1: \[3\]"):
      tflc.add_n([tflc.constant([1, 2]), tflc.constant([1, 2, 3])])

  def test_huge_results_raise_resource_exhausted(self):
    with self.assertRaisesRegex(
        tflc.errors.ResourceExhaustedError,
        r"OOM when allocating tensor with shape\[1073741824,1073741824\] and type float on "
        r"/device:CPU:0 by allocator cpu \[Op:Fill\]"):
      tflc.zeros([1 << 30, 1 << 30])


def test_runs_under_pytest_too():
  assert float(tflc.reduce_sum(tflc.constant([1.0, 2.0]))) == pytest.approx(3.0)
