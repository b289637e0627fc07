"""The comparison, logic and integer-division operators of tflc.Tensor, its hashing, and the
functions over the comparison and element-wise ops, against NumPy (TensorFlow's recorded answers
are held by elementwise_tf_reference_test)."""

import inspect

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.testing import fresh_interpreter


class TensorOperatorsTest(tflc.test.TestCase):

  def test_comparisons_are_elementwise(self):
    x, y = tflc.constant([1, 2, 3]), tflc.constant([3, 2, 1])
    for result, expected in ((x == y, [False, True, False]), (x != y, [True, False, True]),
                             (x < y, [True, False, False]), (x <= y, [True, True, False]),
                             (x > y, [False, False, True]), (x >= y, [False, True, True])):
      self.assertIsInstance(result, tflc.Tensor)
      self.assertEqual(result.dtype, tflc.bool)
      self.assertAllEqual(result, expected)

  def test_equality_of_incompatible_shapes_and_none(self):
    x = tflc.constant([1, 2, 3])
    unequal = x == tflc.constant([1, 2])
    self.assertIsInstance(unequal, tflc.Tensor)
    self.assertEqual(unequal.shape, ())
    self.assertFalse(bool(unequal))
    self.assertTrue(bool(x != tflc.constant([1, 2])))
    self.assertIs(x == None, False)  # pylint: disable=singleton-comparison
    self.assertIs(x != None, True)  # pylint: disable=singleton-comparison
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                r"Incompatible shapes: \[3\] vs. \[2\] \[Op:Equal\]"):
      tflc.equal(x, tflc.constant([1, 2]))

  def test_numpy_on_the_left_gives_tensors(self):
    t = tflc.constant([1, 2, 3])
    array = np.array([1, 0, 3], np.int32)
    for result, expected in ((array == t, [True, False, True]), (array != t, [False, True, False]),
                             (array < t, [False, True, False]), (array >= t, [True, False, True]),
                             (array // t, [1, 0, 1]), (array % t, [0, 0, 0])):
      self.assertIsInstance(result, tflc.Tensor)
      self.assertAllEqual(result, expected)
    self.assertIsInstance(np.float32(2) > tflc.constant([1.0, 3.0]), tflc.Tensor)

  def test_tensors_are_unhashable_and_ref_is_their_key(self):
    t = tflc.constant([1, 2])
    with self.assertRaisesRegex(TypeError, r"Tensor is unhashable\. Instead, use tensor\.ref\(\)"):
      hash(t)
    with self.assertRaisesRegex(TypeError, r"Tensor is unhashable\. Instead, use tensor\.ref\(\)"):
      {t: 1}  # pylint: disable=pointless-statement
    reference = t.ref()
    self.assertIs(reference.deref(), t)
    self.assertEqual(reference, t.ref())
    self.assertEqual(hash(reference), hash(t.ref()))
    self.assertNotEqual(reference, tflc.constant([1, 2]).ref())
    self.assertEqual({reference: "value"}[t.ref()], "value")
    self.assertIn(t.ref(), {reference})
    self.assertTrue(repr(reference).startswith("<Reference wrapping <tflc.Tensor: shape=(2,)"))

  def test_logical_operators_on_bools(self):
    x, y = tflc.constant([True, True, False, False]), tflc.constant([True, False, True, False])
    self.assertAllEqual(x & y, [True, False, False, False])
    self.assertAllEqual(x | y, [True, True, True, False])
    self.assertAllEqual(x ^ y, [False, True, True, False])
    self.assertAllEqual(~x, [False, False, True, True])
    self.assertAllEqual(True & y, [True, False, True, False])
    self.assertAllEqual(False | y, [True, False, True, False])
    self.assertAllEqual(True ^ y, [False, True, False, True])

  def test_bitwise_operators_of_integers_are_not_there_yet(self):
    for operator in (lambda t: t & t, lambda t: t | 1, lambda t: 1 ^ t, lambda t: ~t):
      with self.assertRaisesRegex(tflc.errors.UnimplementedError,
                                  "no (Bitwise[A-Za-z]+|Invert) op"):
        operator(tflc.constant([1, 2]))

  def test_floor_division_and_modulo(self):
    x = tflc.constant([7, -7, 7, -7])
    y = tflc.constant([2, 2, -2, -2])
    self.assertAllEqual(x // y, np.array([7, -7, 7, -7]) // np.array([2, 2, -2, -2]))
    self.assertAllEqual(x % y, np.array([7, -7, 7, -7]) % np.array([2, 2, -2, -2]))
    self.assertAllEqual(7 // tflc.constant([2, 3]), [3, 2])
    self.assertAllEqual(7 % tflc.constant([2, 3]), [1, 1])
    self.assertAllClose(tflc.constant([7.5, -7.5]) // 2, [3.0, -4.0])
    self.assertAllClose(tflc.constant([7.5, -7.5]) % 2, [1.5, 0.5])
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                r"Integer division by zero \[Op:FloorDiv\]"):
      tflc.constant([1]) // 0
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                r"Integer division by zero \[Op:FloorMod\]"):
      tflc.constant([1]) % 0

  def test_reflected_power_negation_and_abs(self):
    self.assertAllEqual(2 ** tflc.constant([1, 2, 3]), [2, 4, 8])
    self.assertAllEqual(-tflc.constant([1, -2]), [-1, 2])
    self.assertAllEqual(abs(tflc.constant([-1, 2])), [1, 2])

  def test_operators_work_in_a_fresh_interpreter(self):
    # The operators stand in until math_ops is imported: the first `==` must install them all.
    result = fresh_interpreter.run(
        "import tensorflow_lite_core as tflc\n"
        "t = tflc.constant([1, 2])\n"
        "print((t == t).numpy().tolist(), (t < 2).numpy().tolist(), (t // 2).numpy().tolist())\n"
        "try:\n"
        "  hash(t)\n"
        "except TypeError:\n"
        "  print('unhashable')\n")
    self.assertEqual(result.returncode, 0, result.stderr)
    self.assertEqual(result.stdout.split("\n")[:2], ["[True, True] [True, False] [0, 1]",
                                                      "unhashable"])


class ElementwiseFunctionsTest(tflc.test.TestCase):

  def test_namespaces_and_signatures_are_tensorflows(self):
    expected = {
        "equal": "(x, y, name=None)", "not_equal": "(x, y, name=None)",
        "less": "(x, y, name=None)", "greater_equal": "(x, y, name=None)",
        "logical_and": "(x, y, name=None)", "logical_not": "(x, name=None)",
        "floor": "(x, name=None)", "round": "(x, name=None)", "sign": "(x, name=None)",
        "sin": "(x, name=None)", "cos": "(x, name=None)", "truncatediv": "(x, y, name=None)",
        "clip_by_value": "(t, clip_value_min, clip_value_max, name=None)",
        "where": "(condition, x=None, y=None, name=None)",
    }
    for name, signature in expected.items():
      self.assertEqual(str(inspect.signature(getattr(tflc, name))), signature, name)
    math_names = ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
                  "logical_and", "logical_or", "logical_not", "logical_xor", "is_nan", "is_inf",
                  "is_finite", "floordiv", "floormod", "mod", "floor", "ceil", "round", "rint",
                  "sign", "reciprocal", "sin", "cos", "log1p", "expm1", "erf",
                  "squared_difference", "softplus")
    for name in math_names:
      self.assertTrue(callable(getattr(tflc.math, name)), name)
    self.assertEqual(str(inspect.signature(tflc.math.logical_xor)),
                     "(x, y, name='LogicalXor')")
    for name in ("elu", "selu", "softplus"):
      self.assertEqual(str(inspect.signature(getattr(tflc.nn, name))), "(features, name=None)")
    self.assertEqual(str(inspect.signature(tflc.nn.leaky_relu)),
                     "(features, alpha=0.2, name=None)")
    self.assertIs(tflc.math.mod, tflc.math.floormod)
    for name in ("is_nan", "ceil", "floordiv", "erf"):
      self.assertFalse(hasattr(tflc, name), f"TensorFlow has no tf.{name}")

  def test_values_against_numpy(self):
    x = np.array([[-2.5, -0.5, 0.5], [1.5, 2.5, 3.7]], np.float32)
    y = np.array([[2.0, -3.0, 0.25], [1.5, -2.0, 2.0]], np.float32)
    self.assertAllClose(tflc.math.floordiv(x, y), np.floor_divide(x, y))
    self.assertAllClose(tflc.math.floormod(x, y), np.mod(x, y))
    self.assertAllClose(tflc.truncatediv(x, y), np.trunc(x / y))
    self.assertAllClose(tflc.floor(x), np.floor(x))
    self.assertAllClose(tflc.math.ceil(x), np.ceil(x))
    self.assertAllClose(tflc.round(x), np.round(x))
    self.assertAllClose(tflc.math.rint(x), np.rint(x))
    self.assertAllClose(tflc.sign(x), np.sign(x))
    self.assertAllClose(tflc.math.reciprocal(y), 1 / y)
    self.assertAllClose(tflc.sin(x), np.sin(x))
    self.assertAllClose(tflc.cos(x), np.cos(x))
    self.assertAllClose(tflc.math.log1p(np.abs(x)), np.log1p(np.abs(x)))
    self.assertAllClose(tflc.math.expm1(x), np.expm1(x))
    self.assertAllClose(tflc.math.squared_difference(x, y), (x - y) ** 2)
    self.assertAllClose(tflc.nn.elu(x), np.where(x < 0, np.expm1(x), x))
    self.assertAllClose(tflc.nn.softplus(x), np.log1p(np.exp(x)))
    self.assertAllClose(tflc.nn.leaky_relu(x, alpha=0.1), np.where(x > 0, x, 0.1 * x))
    self.assertAllEqual(tflc.math.is_nan([1.0, np.nan]), [False, True])
    self.assertAllEqual(tflc.math.logical_xor([True, False], [True, True]), [False, True])

  def test_round_returns_integer_tensors_as_they_are(self):
    t = tflc.constant([1, 2])
    self.assertIs(tflc.round(t), t)
    self.assertAllEqual(tflc.round([0.5, 1.5, -2.5]), [0.0, 2.0, -2.0])

  def test_clip_by_value(self):
    self.assertAllEqual(tflc.clip_by_value(tflc.constant([1, 5, 9]), 2, 8), [2, 5, 8])
    self.assertAllEqual(tflc.clip_by_value([[1.0, 5.0, 9.0]], [2.0, 6.0, 2.0], 8.0),
                        [[2.0, 6.0, 8.0]])
    with self.assertRaisesRegex(ValueError, r"Shapes \(3,\) and \(2, 3\) are incompatible"):
      tflc.clip_by_value(tflc.constant([1.0, 5.0, 9.0]), [[2.0] * 3, [1.0] * 3], 8.0)

  def test_where(self):
    self.assertAllEqual(tflc.where([[True], [False]], [1, 2], 9), [[1, 2], [9, 9]])
    self.assertAllEqual(tflc.where(tflc.constant(True), tflc.constant([1, 2]), [3, 4]), [1, 2])
    with self.assertRaisesRegex(ValueError, "x and y must both be non-None or both be None."):
      tflc.where([True], x=[1])
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError, "must be broadcastable"):
      tflc.where([True, False, True], [1, 2], 9)

  def test_one_argument_where_needs_the_where_op(self):
    condition = tflc.constant([[True, False], [False, True]])
    if "Where" in dir(tflc.raw_ops):
      self.assertAllEqual(tflc.where(condition), [[0, 0], [1, 1]])
    else:
      with self.assertRaisesRegex(NotImplementedError, "needs the Where op"):
        tflc.where(condition)

  def test_leaky_relu_converts_integers(self):
    result = tflc.nn.leaky_relu([-10, 10])
    self.assertEqual(result.dtype, tflc.float32)
    self.assertAllClose(result, [-2.0, 10.0])
    self.assertAllClose(tflc.nn.leaky_relu([-1.0], alpha=np.array(0.5)), [-0.5])

  def test_gradient_raw_ops(self):
    y = tflc.constant([0.5, -0.25])
    dy = tflc.constant([2.0, 4.0])
    self.assertAllClose(tflc.raw_ops.TanhGrad(y=y, dy=dy), [1.5, 3.75])
    self.assertAllClose(tflc.raw_ops.SigmoidGrad(y=y, dy=dy), [0.5, -1.25])
    self.assertAllClose(tflc.raw_ops.SqrtGrad(y=y, dy=dy), [2.0, -8.0])
    self.assertAllClose(tflc.raw_ops.RsqrtGrad(y=y, dy=dy), [-0.125, 0.03125])
    self.assertAllClose(tflc.raw_ops.ReciprocalGrad(y=y, dy=dy), [-0.5, -0.25])
    self.assertAllClose(tflc.raw_ops.EluGrad(gradients=dy, outputs=y), [2.0, 3.0])
    self.assertAllClose(tflc.raw_ops.LeakyReluGrad(gradients=dy, features=y, alpha=0.5),
                        [2.0, 2.0])
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "must have same number of elements, got 2 and 1"):
      tflc.raw_ops.TanhGrad(y=y, dy=tflc.constant([1.0]))
