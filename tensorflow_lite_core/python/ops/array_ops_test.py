"""Tests of the array functions, against NumPy."""

import inspect

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.framework import op_def_pb2
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

M = np.arange(6, dtype=np.int32).reshape(2, 3)


class ArrayOpsTest(tflc.test.TestCase):

  def test_identity_shares_the_input(self):
    x = tflc.constant(M)
    y = tflc.identity(x)
    self.assertAllEqual(y, M)
    self.assertTrue(np.shares_memory(x.numpy(), y.numpy()))

  def test_reshape(self):
    self.assertAllEqual(tflc.reshape(tflc.constant(M), [3, 2]), M.reshape(3, 2))
    self.assertAllEqual(tflc.reshape(M, [-1]), M.reshape(-1))
    with self.assertRaisesOpError("Input to reshape is a tensor with 6 values"):
      tflc.reshape(tflc.constant(M), [4])

  def test_transpose(self):
    self.assertAllEqual(tflc.transpose(tflc.constant(M)), M.T)
    cube = np.arange(24).reshape(2, 3, 4)
    self.assertAllEqual(tflc.transpose(cube, perm=[1, 0, 2]), cube.transpose(1, 0, 2))
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                r"1 is missing from \{0,0\}\. \[Op:Transpose\]"):
      tflc.transpose(tflc.constant(M), perm=[0, 0])

  def test_concat(self):
    a, b = tflc.constant(M), tflc.constant(M + 10)
    self.assertAllEqual(tflc.concat([a, b], 0), np.concatenate([M, M + 10], 0))
    self.assertAllEqual(tflc.concat([a, b], axis=-1), np.concatenate([M, M + 10], -1))
    self.assertAllEqual(tflc.concat([a], 0), M)
    with self.assertRaisesRegex(
        tflc.errors.InvalidArgumentError,
        r"Ranks of all input tensors should match: shape\[0\] = \[2,3\] vs\. shape\[1\] = \[2\]"):
      tflc.concat([a, tflc.constant([1, 2])], 0)

  def test_pad(self):
    self.assertAllEqual(tflc.pad(tflc.constant(M), [[1, 0], [0, 2]]),
                        np.pad(M, [[1, 0], [0, 2]]))
    with self.assertRaisesRegex(tflc.errors.UnimplementedError, "only mode='CONSTANT'"):
      tflc.pad(tflc.constant(M), [[1, 1], [1, 1]], mode="REFLECT")
    with self.assertRaisesRegex(ValueError, "Received `mode` = WRAP"):
      tflc.pad(tflc.constant(M), [[1, 1], [1, 1]], mode="WRAP")

  def test_fill_zeros_ones(self):
    self.assertAllEqual(tflc.fill([2, 2], 7), np.full((2, 2), 7))
    zeros = tflc.zeros([2, 3])
    self.assertEqual(zeros.dtype, tflc.float32)
    self.assertAllEqual(zeros, np.zeros((2, 3)))
    self.assertAllEqual(tflc.ones((2,), dtype=tflc.int64), [1, 1])
    self.assertAllEqual(tflc.zeros([2], dtype=tflc.bool), [False, False])
    self.assertAllEqual(tflc.ones([1], dtype="bool"), [True])

  def test_zeros_like_and_ones_like(self):
    x = tflc.constant(M)
    self.assertAllEqual(tflc.zeros_like(x), np.zeros_like(M))
    self.assertAllEqual(tflc.ones_like(x), np.ones_like(M))
    as_float = tflc.ones_like(x, dtype=tflc.float32)
    self.assertEqual(as_float.dtype, tflc.float32)
    self.assertAllEqual(as_float, np.ones((2, 3)))

  def test_shape_size_rank(self):
    x = tflc.constant(M)
    self.assertAllEqual(tflc.shape(x), [2, 3])
    self.assertEqual(tflc.shape(x).dtype, tflc.int32)
    self.assertEqual(tflc.shape(x, out_type=tflc.int64).dtype, tflc.int64)
    self.assertEqual(int(tflc.size(x)), 6)
    self.assertEqual(int(tflc.rank(x)), 2)

  def test_tensorflow_1_signatures_at_the_module_path(self):
    # tensorflow.python.ops.array_ops.shape, zeros_like and ones_like keep TensorFlow 1's
    # signatures (gradient code calls them so); tf.shape and friends are the *_v2 functions.
    from tensorflow_lite_core.python.ops import array_ops  # pylint: disable=g-import-not-at-top
    signatures = {name: str(inspect.signature(getattr(array_ops, name))) for name in (
        "shape", "shape_v2", "zeros_like", "zeros_like_v2", "ones_like", "ones_like_v2",
        "reshape")}
    self.assertEqual(signatures, {
        "shape": "(input, name=None, out_type=None)",
        "shape_v2": "(input, out_type=None, name=None)",
        "zeros_like": "(tensor, dtype=None, name=None, optimize=True)",
        "zeros_like_v2": "(input, dtype=None, name=None, layout=None)",
        "ones_like": "(tensor, dtype=None, name=None, optimize=True)",
        "ones_like_v2": "(input, dtype=None, name=None, layout=None)",
        "reshape": "(tensor, shape, name=None)"})
    self.assertIs(tflc.shape, array_ops.shape_v2)
    self.assertIs(tflc.zeros_like, array_ops.zeros_like_v2)
    self.assertIs(tflc.ones_like, array_ops.ones_like_v2)
    x = tflc.constant(M)
    self.assertEqual(array_ops.shape(x, "shape", tflc.int64).dtype, tflc.int64)
    self.assertEqual(array_ops.shape(x).dtype, tflc.int32)
    self.assertEqual(array_ops.zeros_like(x, tflc.float32, optimize=False).dtype, tflc.float32)
    self.assertAllEqual(array_ops.ones_like(tensor=x), np.ones_like(M))

  def test_expand_dims_and_squeeze(self):
    x = tflc.constant(M)
    self.assertEqual(tflc.expand_dims(x, 0).shape, [1, 2, 3])
    self.assertEqual(tflc.expand_dims(x, -1).shape, [2, 3, 1])
    ones = tflc.constant(np.zeros((1, 2, 1)))
    self.assertEqual(tflc.squeeze(ones).shape, [2])
    self.assertEqual(tflc.squeeze(ones, axis=0).shape, [2, 1])
    self.assertEqual(tflc.squeeze(ones, axis=[2]).shape, [1, 2])
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "Can not squeeze dim\\[1\\], expected a dimension of 1, got 2"):
      tflc.squeeze(ones, axis=1)

  def test_bitcast(self):
    result = tflc.bitcast(tflc.constant([1.0], tflc.float32), tflc.int32)
    self.assertAllEqual(result, np.array([1.0], np.float32).view(np.int32))
    with self.assertRaisesRegex(TypeError, "Expected DataType for argument 'type'"):
      tflc.bitcast(tflc.constant([1.0]), "junk")


class RawOpsTest(tflc.test.TestCase):

  def test_keyword_arguments(self):
    self.assertAllEqual(tflc.raw_ops.AddV2(x=tflc.constant([1]), y=tflc.constant([2])), [3])

  def test_positional_arguments_are_refused(self):
    with self.assertRaisesRegex(TypeError, "AddV2 only takes keyword args"):
      tflc.raw_ops.AddV2(tflc.constant([1]), tflc.constant([2]))

  def test_missing_and_unknown_arguments(self):
    with self.assertRaisesRegex(TypeError, "missing 1 required positional argument: 'y'"):
      tflc.raw_ops.AddV2(x=tflc.constant([1]))
    with self.assertRaisesRegex(TypeError, "got an unexpected keyword argument 'z'"):
      tflc.raw_ops.AddV2(x=1, y=2, z=3)

  def test_list_input_given_a_non_list(self):
    with self.assertRaisesRegex(TypeError,
                                "Expected list for 'inputs' argument to 'AddN' Op, not 3."):
      tflc.raw_ops.AddN(inputs=3)

  def test_several_outputs_and_list_outputs(self):
    outputs = tflc.raw_ops.IdentityN(input=[tflc.constant(1), tflc.constant([2.0])])
    self.assertIsInstance(outputs, list)
    self.assertEqual([o.dtype for o in outputs], [tflc.int32, tflc.float32])

  def test_every_builtin_op_is_there(self):
    # This process loaded no op library: every registered op is a built-in one.
    serialized = _pywrap_tflc._registered_ops()  # pylint: disable=protected-access
    names = {op.name for op in op_def_pb2.OpList.FromString(serialized).op}
    self.assertGreater(len(names), 40)
    self.assertEqual(set(dir(tflc.raw_ops)), names)
    for name in names:
      self.assertTrue(callable(getattr(tflc.raw_ops, name)), name)
    with self.assertRaisesRegex(AttributeError, "'tflc.raw_ops' has no attribute 'NoSuchOp'"):
      tflc.raw_ops.NoSuchOp  # pylint: disable=pointless-statement
