"""What the math and nn gradient modules declare beyond the reference cases: the ops TensorFlow
makes not differentiable, the ops it leaves unregistered, and tflc.math.conj."""

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.eager import gradient_support
from tensorflow_lite_core.python.framework import ops


class MathGradTest(tflc.test.TestCase):

  def setUp(self):
    super().setUp()
    gradient_support.load_builtin_gradients()

  def test_tensorflows_non_differentiable_ops_have_no_gradient_function(self):
    for op_type in ("Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "NotEqual",
                    "ApproximateEqual", "LogicalAnd", "LogicalOr", "LogicalNot", "Range",
                    "RandomUniform", "RandomStandardNormal", "TruncatedNormal",
                    "StatelessRandomNormalV2", "StatelessRandomUniformV2",
                    "StatelessRandomUniformIntV2", "StatelessRandomUniformFullIntV2",
                    "StatelessTruncatedNormalV2"):
      self.assertIsNone(ops.get_gradient_function(op_type), op_type)

  def test_ops_tensorflow_leaves_unregistered_stay_unregistered(self):
    for op_type in ("IsNan", "IsInf", "IsFinite", "All", "Any", "RandomUniformInt"):
      with self.assertRaisesRegex(LookupError, op_type):
        ops.get_gradient_function(op_type)

  def test_registering_a_math_gradient_twice_is_refused(self):
    with self.assertRaisesRegex(KeyError, "Registering two gradient with name 'Pow'"):
      ops.RegisterGradient("Pow")(lambda op, grad: None)

  def test_conj(self):
    z = np.array([1 + 2j, -3 - 0.5j], np.complex64)
    self.assertAllEqual(tflc.math.conj(z), np.conj(z))
    self.assertEqual(tflc.math.conj(z).dtype, tflc.complex64)
    x = tflc.constant([1.5, -2.0])
    self.assertIs(tflc.math.conj(x), x)
    with self.assertRaisesRegex(TypeError, "Expected numeric or variant tensor, got dtype"):
      tflc.math.conj(tflc.constant([True]))

  def test_complex_matmul_gradient_is_conjugated(self):
    a = tflc.constant(np.array([[1 + 1j, 2 - 1j]], np.complex128))
    b = tflc.constant(np.array([[0.5j], [1 + 0j]], np.complex128))
    with tflc.GradientTape() as tape:
      tape.watch(a)
      y = tflc.matmul(a, b)
    self.assertAllClose(tape.gradient(y, a), np.conj(b.numpy()).T)

  def test_adjoint_matmul_of_complex_matrices(self):
    a = np.array([[1 + 2j, 3j], [2 - 1j, 1 + 0j]], np.complex128)
    self.assertAllClose(tflc.matmul(a, a, adjoint_a=True), np.conj(a).T @ a)
    self.assertAllClose(tflc.matmul(a, a, adjoint_b=True), a @ np.conj(a).T)

