"""Tests for the testing support: evaluate, the array assertions and the error-matching contexts."""

import collections
import os
import random
import re
import subprocess
import sys
import unittest
from unittest import mock

from absl.testing import absltest
from absl.testing import parameterized
import numpy as np

from tensorflow_lite_core.python.framework import config
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor_shape
from tensorflow_lite_core.python.platform import sysconfig
from tensorflow_lite_core.python.platform import test


class _FakeTensor:
  """Stands in for a tensor: a value with numpy(), shape and dtype."""

  def __init__(self, value, dtype=None):
    self._value = np.asarray(value, dtype=dtype)

  def numpy(self):
    return self._value

  @property
  def shape(self):
    return tensor_shape.TensorShape(self._value.shape)

  @property
  def dtype(self):
    return dtypes.as_dtype(self._value.dtype)


_Pair = collections.namedtuple("_Pair", ["first", "second"])


class EvaluateTest(test.TestCase):

  def test_leaves(self):
    self.assertIsNone(self.evaluate(None))
    value = self.evaluate(_FakeTensor([1, 2]))
    self.assertIsInstance(value, np.ndarray)
    self.assertEqual(value.tolist(), [1, 2])
    self.assertEqual(self.evaluate(3).tolist(), 3)
    self.assertIsInstance(self.evaluate([1.5])[0], np.ndarray)

  def test_structures_are_kept(self):
    result = self.evaluate({
        "list": [_FakeTensor(1), None],
        "tuple": (_FakeTensor([2]),),
        "pair": _Pair(_FakeTensor(3), 4),
        "dict": collections.OrderedDict(a=_FakeTensor(5)),
    })
    self.assertEqual(set(result), {"list", "tuple", "pair", "dict"})
    self.assertIsInstance(result["list"], list)
    self.assertIsNone(result["list"][1])
    self.assertIsInstance(result["tuple"], tuple)
    self.assertIsInstance(result["pair"], _Pair)
    self.assertIsInstance(result["dict"], collections.OrderedDict)
    self.assertEqual(result["pair"].first, 3)
    self.assertEqual(result["tuple"][0].tolist(), [2])
    self.assertEqual(result["dict"]["a"], 5)

  def test_callables_are_called(self):
    self.assertEqual(self.evaluate(lambda: [_FakeTensor(7)])[0], 7)


class AssertAllEqualTest(test.TestCase):

  def test_equal(self):
    self.assertAllEqual([[1, 2], [3, 4]], np.array([[1, 2], [3, 4]]))
    self.assertAllEqual(_FakeTensor([1.0, 2.0]), [1, 2])
    self.assertAllEqual(_FakeTensor([1, 2]), _FakeTensor([1, 2]))
    self.assertAllEqual(5, np.int64(5))
    self.assertAllEqual([b"a", b"b"], np.array([b"a", b"b"], dtype=object))
    self.assertAllEqual([np.nan, 1.0], [np.nan, 1.0])
    self.assertAllEqual(np.nan, np.nan)

  def test_values_differ(self):
    with self.assertRaises(AssertionError) as caught:
      self.assertAllEqual([1, 2, 3], _FakeTensor([1, 5, 3]), msg="my message")
    message = str(caught.exception)
    self.assertIn("my message", message)
    self.assertIn("not equal where = (array([1]),)", message)
    self.assertIn("not equal lhs = array([2])", message)
    self.assertIn("not equal rhs = array([5])", message)

  def test_scalars_differ(self):
    with self.assertRaisesRegex(AssertionError, "not equal lhs = array\\(1\\)"):
      self.assertAllEqual(1, 2)

  def test_shapes_differ(self):
    with self.assertRaisesRegex(AssertionError,
                                r"Shape mismatch: expected \(2,\), got \(1, 2\)"):
      self.assertAllEqual([1, 2], [[1, 2]])

  def test_incomparable_types_differ(self):
    with self.assertRaises(AssertionError):
      self.assertAllEqual(["a"], [1])

  def test_nan_only_on_one_side(self):
    with self.assertRaises(AssertionError):
      self.assertAllEqual([np.nan], [1.0])

  def test_bfloat16(self):
    bfloat16 = dtypes.bfloat16.as_numpy_dtype
    self.assertAllEqual(np.array([1.5, np.nan], bfloat16), np.array([1.5, np.nan], bfloat16))
    with self.assertRaises(AssertionError):
      self.assertAllEqual(np.array([1.5], bfloat16), [2.0])

  def test_not_all_equal(self):
    self.assertNotAllEqual([1, 2], [1, 3])
    with self.assertRaisesRegex(AssertionError, "The two values are equal at all elements. m"):
      self.assertNotAllEqual([1, 2], [1, 2], msg="m")


class AssertAllCloseTest(test.TestCase):

  def test_close(self):
    self.assertAllClose([1.0, 2.0], [1.0 + 1e-7, 2.0])
    self.assertAllClose(_FakeTensor([1.0, 2.0], np.float32), np.array([1, 2], np.float64))
    self.assertAllClose(1.0, 1.0 + 1e-7)
    self.assertAllClose([np.nan, 1.0], [np.nan, 1.0])
    self.assertAllClose([1 + 1j], [1 + 1j])
    self.assertAllClose([True, False], [True, False])
    self.assertAllClose([1.0], [1.1], rtol=0.2)
    self.assertAllClose([1.0], [1.1], atol=0.11)

  def test_not_close(self):
    with self.assertRaises(AssertionError) as caught:
      self.assertAllClose([1.0, 2.0], [1.0, 2.1], msg="my message")
    message = str(caught.exception)
    self.assertIn("my message", message)
    self.assertIn("not close where = (array([1]),)", message)
    self.assertIn("not close lhs = [2.]", message)
    self.assertIn("not close rhs = [2.1]", message)

  def test_nan_only_on_one_side(self):
    with self.assertRaises(AssertionError):
      self.assertAllClose([np.nan], [1.0])

  def test_shapes_differ(self):
    with self.assertRaisesRegex(AssertionError, r"Shape mismatch: expected \(2,\), got \(3,\)"):
      self.assertAllClose([1.0, 2.0], [1.0, 2.0, 3.0])

  def test_tolerances_are_not_raised_for_half(self):
    half = np.array([1.0], np.float16)
    with self.assertRaises(AssertionError):
      self.assertAllClose(half, [1.0004])
    self.assertAllClose(half, [1.0004], rtol=1e-3, atol=1e-3)

  def test_nested_structures(self):
    a = {"x": [1.0, (2.0, _FakeTensor(3.0))], "y": _Pair(np.ones([2]), 4.0)}
    b = {"x": [1.0, (2.0, 3.0)], "y": _Pair([1.0, 1.0], _FakeTensor(4.0))}
    self.assertAllClose(a, b)
    self.assertAllClose([[1.0], [2.0, 3.0]], [[1.0], [2.0, 3.0]])
    self.assertAllClose([_FakeTensor([1.0]), _FakeTensor([2.0, 3.0])], [[1.0], [2.0, 3.0]])

  def test_nested_mismatch_names_the_path(self):
    with self.assertRaisesRegex(AssertionError, r"a\[x\]\[1\] is different from b\[x\]\[1\]"):
      self.assertAllClose({"x": [1.0, [2.0, 3.0]]}, {"x": [1.0, [2.0]]})
    with self.assertRaisesRegex(AssertionError, r"a\[k\]\[1\] is different from b\[k\]\[1\]"):
      self.assertAllClose({"k": [[1.0], [2.0, 3.0]]}, {"k": [[1.0], [2.0, 4.0]]})

  def test_structure_errors(self):
    with self.assertRaisesRegex(ValueError, "Can't compare dict to non-dict, a vs b"):
      self.assertAllClose({"a": 1.0}, [1.0])
    with self.assertRaisesRegex(ValueError, r"Mismatched length: a\[0\] has 2 items, but b\[0\] "
                                            r"has 1 items"):
      self.assertAllClose([[[1.0], [2.0, 3.0]]], [[[1.0]]])
    with self.assertRaisesRegex(AssertionError, "mismatched keys"):
      self.assertAllClose({"a": 1.0}, {"b": 1.0})

  def test_strings_raise_type_error(self):
    with self.assertRaisesRegex(TypeError, "Error: a has <U1, but b has <U1"):
      self.assertAllClose(["a"], ["a"])

  def test_low_precision_types(self):
    for name in ("bfloat16", "float8_e4m3fn", "float8_e5m2"):
      numpy_type = getattr(dtypes, name).as_numpy_dtype
      self.assertAllClose(np.array([1.0, 2.0], numpy_type), [1.0, 2.0])
      with self.assertRaises(AssertionError):
        self.assertAllClose(np.array([1.0, 2.0], numpy_type), [1.0, 3.0])
    self.assertAllClose(np.array([1, -2], dtypes.int4.as_numpy_dtype), [1, -2])

  def test_according_to_type(self):
    self.assertAllCloseAccordingToType(np.array([1.0], np.float16), [1.0004])
    self.assertAllCloseAccordingToType(np.array([1.0], dtypes.bfloat16.as_numpy_dtype), [1.005])
    self.assertAllCloseAccordingToType(np.array([1.0], np.float32), [1.0000005])
    with self.assertRaises(AssertionError):
      self.assertAllCloseAccordingToType(np.array([1.0], np.float16), [1.01])
    with self.assertRaises(AssertionError):
      self.assertAllCloseAccordingToType(np.array([1.0], np.float64), [1.0004])

  def test_not_all_close(self):
    self.assertNotAllClose([1.0], [1.1])
    with self.assertRaisesRegex(AssertionError, "The two values are close at all elements."):
      self.assertNotAllClose([1.0], [1.0])


class OrderAssertionsTest(test.TestCase):

  def test_greater_and_less(self):
    values = _FakeTensor([1, 2, 3])
    self.assertAllGreater(values, 0)
    self.assertAllGreaterEqual(values, 1)
    self.assertAllLess(values, 4)
    self.assertAllLessEqual(values, 3)
    with self.assertRaises(AssertionError):
      self.assertAllGreater(values, 1)
    with self.assertRaises(AssertionError):
      self.assertAllGreaterEqual(values, 2)
    with self.assertRaises(AssertionError):
      self.assertAllLess(values, 3)
    with self.assertRaises(AssertionError):
      self.assertAllLessEqual(values, 2)

  def test_near(self):
    self.assertNear(1.0, 1.05, 0.1)
    self.assertArrayNear([1.0, 2.0], [1.05, 1.95], 0.1)
    with self.assertRaisesRegex(AssertionError, r"1.000000 != 2.000000 \+/- 0.100000 \(m\)"):
      self.assertNear(1.0, 2.0, 0.1, msg="m")
    with self.assertRaises(AssertionError):
      self.assertArrayNear([1.0], [1.0, 2.0], 0.1)


class ShapeAndDTypeAssertionsTest(test.TestCase):

  def test_shape_equal(self):
    self.assertShapeEqual(np.zeros([2, 3]), _FakeTensor(np.ones([2, 3])))
    self.assertShapeEqual(np.float32(1), _FakeTensor(2.0))
    with self.assertRaisesRegex(AssertionError, "not equal lhs = array\\(\\[2, 3\\]\\)"):
      self.assertShapeEqual(np.zeros([2, 3]), _FakeTensor(np.ones([3, 2])))
    with self.assertRaisesRegex(AssertionError, "Shape mismatch"):
      self.assertShapeEqual(np.zeros([2, 3]), _FakeTensor(np.ones([6])))
    with self.assertRaisesRegex(AssertionError, "m"):
      self.assertShapeEqual(np.zeros([2]), _FakeTensor([1, 2, 3]), msg="m")

  def test_shape_equal_rejects_non_arrays(self):
    with self.assertRaisesRegex(TypeError, "np_array must be a Numpy ndarray or Numpy scalar"):
      self.assertShapeEqual([1, 2], _FakeTensor([1, 2]))
    with self.assertRaisesRegex(TypeError, "tf_tensor must be a Tensor"):
      self.assertShapeEqual(np.zeros([2]), 5)

  def test_dtype_equal(self):
    self.assertDTypeEqual(_FakeTensor([1.0], np.float32), dtypes.float32)
    self.assertDTypeEqual(_FakeTensor([1.0], np.float32), np.float32)
    self.assertDTypeEqual(np.zeros([2], np.int8), dtypes.int8)
    self.assertDTypeEqual(np.zeros([2], np.int8), np.int8)
    self.assertDTypeEqual([1.0, 2.0], np.float64)
    self.assertDTypeEqual(np.array([b"a"], object), dtypes.string)
    with self.assertRaisesRegex(AssertionError, "float32"):
      self.assertDTypeEqual(_FakeTensor([1.0], np.float32), dtypes.float64)
    with self.assertRaises(AssertionError):
      self.assertDTypeEqual(np.zeros([1], np.int8), dtypes.qint8)
    with self.assertRaises(AssertionError):
      self.assertDTypeEqual(np.zeros([1]), "no such type")


class RaisesTest(test.TestCase):

  def test_op_error_by_regex(self):
    with self.assertRaisesOpError("must be .*positive"):
      raise errors.InvalidArgumentError(None, None, "x must be strictly positive")

  def test_op_error_by_predicate(self):
    with self.assertRaisesOpError(lambda e: e.error_code == errors.NOT_FOUND):
      raise errors.NotFoundError(None, None, "no kernel")

  def test_op_error_not_raised(self):
    with self.assertRaisesRegex(AssertionError, "OpError not raised"):
      with self.assertRaisesOpError("anything"):
        pass

  def test_op_error_message_mismatch(self):
    with self.assertRaisesRegex(AssertionError, "Exception of type .*InvalidArgumentError.*: "
                                                "other text"):
      with self.assertRaisesOpError("expected text"):
        raise errors.InvalidArgumentError(None, None, "other text")

  def test_op_error_predicate_false(self):
    with self.assertRaises(AssertionError):
      with self.assertRaisesOpError(lambda e: False):
        raise errors.InternalError(None, None, "boom")

  def test_other_exceptions_are_not_op_errors(self):
    with self.assertRaisesRegex(AssertionError, "Exception of type .*ValueError.*: bad"):
      with self.assertRaisesOpError("bad"):
        raise ValueError("bad")

  def test_predicate_match_with_builtin_exceptions(self):
    with self.assertRaisesWithPredicateMatch(ValueError, "bad v.lue"):
      raise ValueError("bad value")
    with self.assertRaisesWithPredicateMatch((KeyError, IndexError), "3"):
      raise IndexError(3)
    with self.assertRaisesRegex(AssertionError, "ValueError not raised"):
      with self.assertRaisesWithPredicateMatch(ValueError, "x"):
        pass


class GradientTestHelpersTest(test.TestCase):
  """The assertions TensorFlow's gradient tests use beside compute_gradient; failure messages as
  TensorFlow 2.21's where it words them."""

  def test_nd_array_near(self):
    self.assertNDArrayNear(np.array([[1.0, 2.0]]), np.array([[1.0, 2.05]]), 0.1)
    with self.assertRaisesRegex(AssertionError, "differ by 0.5 .*more than 0.1"):
      self.assertNDArrayNear(np.array([1.0, 2.0]), np.array([1.0, 2.5]), 0.1)
    with self.assertRaises(AssertionError):
      self.assertNDArrayNear(np.array([1.0]), np.array([1.0, 2.0]), 0.1)

  def test_all_in_range(self):
    self.assertAllInRange(_FakeTensor(np.array([1, 2, 4])), 0, 4)
    with self.assertRaisesRegex(AssertionError, re.escape(
        "1 of the 3 element(s) are outside the range [0, 4]. Subscript(s) and value(s) of the "
        "offending elements:\n  [2] : 5")):
      self.assertAllInRange([1, 2, 5], 0, 4)
    with self.assertRaisesRegex(AssertionError, re.escape(
        "1 of the 3 element(s) are outside the range [0, 4). Subscript(s) and value(s) of the "
        "offending elements:\n  [2] : 4")):
      self.assertAllInRange([1, 2, 4], 0, 4, open_upper_bound=True)
    with self.assertRaisesRegex(AssertionError, re.escape("range (0.0, 1.0]")):
      self.assertAllInRange([0.0, 0.5], 0.0, 1.0, open_lower_bound=True)
    with self.assertRaisesRegex(AssertionError, "does not have an ordered numeric type"):
      self.assertAllInRange(["a"], 0, 1)

  def test_all_in_set(self):
    self.assertAllInSet([[1, 2], [2, 3]], {1, 2, 3})
    with self.assertRaisesRegex(AssertionError, re.escape(
        "1 unique element(s) are not in the set [1, 2, 3]: [7]")):
      self.assertAllInSet([1, 2, 7], [1, 2, 3])

  def test_len(self):
    self.assertLen((1, 2), 2)
    with self.assertRaisesRegex(AssertionError, re.escape("[1, 2] has length of 2, expected 3.")):
      self.assertLen([1, 2], 3)
    with self.assertRaisesRegex(AssertionError, "has no length"):
      self.assertLen(5, 1)

  def test_compute_gradient_with_the_assertions(self):
    # TensorFlow's gradient tests: assertAllClose over both Jacobians, assertLess on the error.
    from tensorflow_lite_core.python.ops import gradient_checker  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.ops import math_ops  # pylint: disable=g-import-not-at-top
    x = np.array([[0.5, -1.0], [2.0, 0.25]])
    theoretical, numerical = test.compute_gradient(math_ops.tanh, [x])
    self.assertLen(theoretical, 1)
    self.assertAllClose(theoretical, numerical, rtol=1e-5, atol=1e-6)
    self.assertLess(gradient_checker.max_error(theoretical, numerical), 1e-5)
    # tf.test has no compute_gradient_error in TensorFlow 2.21; nor has tflc.test.
    self.assertFalse(hasattr(test, "compute_gradient_error"))


def _run_unskipped(case):
  """Calls `case`; a skip it raises becomes a failure, so that a test of a case that must fail
  cannot pass as skipped."""
  try:
    case()
  except unittest.SkipTest as skip:
    raise AssertionError("skipped: %s" % skip) from skip


class SetUpAndModuleTest(test.TestCase):

  def test_random_seeds_are_reset(self):
    first = (random.random(), np.random.rand())
    self.setUp()
    self.assertEqual(first, (random.random(), np.random.rand()))

  def test_temp_dir(self):
    temp_dir = self.get_temp_dir()
    self.assertTrue(os.path.isdir(temp_dir))
    self.assertEqual(temp_dir, self.get_temp_dir())

  def test_gpu_answers_are_the_builds_and_the_processes(self):
    cuda_build = sysconfig.get_build_info()["is_cuda_build"]
    gpus = config.list_physical_devices("GPU")
    self.assertEqual(test.is_built_with_cuda(), cuda_build)
    self.assertEqual(test.is_built_with_gpu_support(), cuda_build)
    self.assertFalse(test.is_built_with_rocm())
    self.assertEqual(test.is_gpu_available(), bool(gpus))
    self.assertEqual(test.gpu_device_name(), "/device:GPU:0" if gpus else "")
    if not cuda_build:
      self.assertFalse(test.is_gpu_available())  # no CUDA build has a GPU device

  def test_run_gpu_only_skips_or_fails_without_a_gpu(self):
    calls = []

    @test.run_gpu_only
    def gpu_case():
      calls.append(1)

    if test.is_gpu_available():
      gpu_case()
      self.assertEqual(calls, [1])
      return
    with mock.patch.dict(os.environ, {"TFLC_REQUIRE_GPU": "1"}):
      @test.run_gpu_only
      def required_case():
        calls.append(2)
    with self.assertRaisesRegex(AssertionError, "TFLC_REQUIRE_GPU=1"):
      _run_unskipped(required_case)
    with mock.patch.dict(os.environ, {"TFLC_REQUIRE_GPU": ""}):
      @test.run_gpu_only
      def optional_case():
        calls.append(3)
    with self.assertRaises(unittest.SkipTest):
      optional_case()
    self.assertEqual(calls, [])

  def test_the_gpu_answer_is_the_frameworks(self):
    from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc  # pylint: disable=g-import-not-at-top
    if test.is_gpu_available():
      _pywrap_tflc._check_device_type_available("GPU")  # pylint: disable=protected-access
      return
    # No GPU device in this process: NotFound, so GPU tests may skip (a runtime error would fail).
    with self.assertRaises(errors.NotFoundError):
      _pywrap_tflc._check_device_type_available("GPU")  # pylint: disable=protected-access
    if not test.is_built_with_cuda():
      with self.assertRaisesRegex(errors.NotFoundError, "--config=cuda"):
        _pywrap_tflc._check_device_type_available("GPU")  # pylint: disable=protected-access
    _pywrap_tflc._check_device_type_available("CPU")  # pylint: disable=protected-access

  def test_run_gpu_only_fails_where_the_cuda_runtime_fails(self):
    from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc  # pylint: disable=g-import-not-at-top

    def runtime_error(device_type):
      self.assertEqual(device_type, "GPU")
      raise errors.InternalError(None, None, "the CUDA runtime found no usable GPU with driver "
                                             "version 12040 (cudaErrorSystemDriverMismatch: ...)")

    calls = []
    with mock.patch.object(test, "is_gpu_available", return_value=False), \
         mock.patch.object(_pywrap_tflc, "_check_device_type_available", runtime_error), \
         mock.patch.dict(os.environ, {"TFLC_REQUIRE_GPU": ""}):
      @test.run_gpu_only
      def gpu_case():
        calls.append(1)

      @test.run_gpu_only
      class GpuCase(test.TestCase):

        def test_nothing(self):
          calls.append(2)

    with self.assertRaisesRegex(AssertionError, "this machine has a GPU that the CUDA runtime "
                                                "failed to use: the CUDA runtime found no usable"):
      _run_unskipped(gpu_case)
    result = unittest.TestResult()
    GpuCase("test_nothing").run(result)
    self.assertEqual(result.skipped, [])
    self.assertEqual(len(result.failures), 1)
    self.assertIn("cudaErrorSystemDriverMismatch", result.failures[0][1])
    self.assertEqual(calls, [])

    # No GPU to have: a skip, or a failure when one is required.
    def no_gpu(device_type):
      raise errors.NotFoundError(None, None, "the CUDA runtime found no GPU driver (%s)" % device_type)

    with mock.patch.object(test, "is_gpu_available", return_value=False), \
         mock.patch.object(_pywrap_tflc, "_check_device_type_available", no_gpu):
      with mock.patch.dict(os.environ, {"TFLC_REQUIRE_GPU": ""}):
        skipped = test.run_gpu_only(lambda: calls.append(3))
      with mock.patch.dict(os.environ, {"TFLC_REQUIRE_GPU": "1"}):
        required = test.run_gpu_only(lambda: calls.append(4))
    with self.assertRaises(unittest.SkipTest):
      skipped()
    with self.assertRaisesRegex(AssertionError, r"TFLC_REQUIRE_GPU=1, but this process has no GPU "
                                                r"device: the CUDA runtime found no GPU driver \(GPU\)"):
      _run_unskipped(required)
    self.assertEqual(calls, [])

  def test_main_runs_the_tests_of_the_main_module(self):
    script = os.path.join(self.get_temp_dir(), "script_test.py")
    with open(script, "w") as f:
      f.write("from tensorflow_lite_core.python.platform import test\n"
              "class T(test.TestCase):\n"
              "  def test_pass(self):\n"
              "    self.assertAllEqual([1], [1])\n"
              "  def test_fail(self):\n"
              "    self.assertAllEqual([1], [2])\n"
              "if __name__ == '__main__':\n"
              "  test.main()\n")
    # The child imports the package from wherever this process found it.
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    result = subprocess.run([sys.executable, script, "T.test_pass"], capture_output=True,
                            text=True, check=False, env=env)
    self.assertEqual(result.returncode, 0, result.stderr)
    self.assertIn("Ran 1 test", result.stderr)
    result = subprocess.run([sys.executable, script], capture_output=True, text=True,
                            check=False, env=env)
    self.assertEqual(result.returncode, 1, result.stderr)
    self.assertIn("FAILED (failures=1)", result.stderr)


if __name__ == "__main__":
  test.main()


class AbslTestCaseTest(parameterized.TestCase, test.TestCase):
  """tflc.test.TestCase is an absltest.TestCase, so parameterized works with it."""

  def test_is_an_absltest_case(self):
    self.assertIsInstance(self, absltest.TestCase)

  @parameterized.named_parameters(("one", 1, 1), ("two", 2, 4))
  def test_named_parameters(self, value, square):
    self.assertEqual(value * value, square)

  @parameterized.parameters((1, 2, 3), (4, 5, 9))
  def test_parameters(self, a, b, total):
    self.assertAllEqual(np.add(a, b), total)

  @parameterized.product(a=[1, 2], b=[3, 4])
  def test_product(self, a, b):
    self.assertIn(a * b, (3, 4, 6, 8))

  def test_generated_names(self):
    names = unittest.defaultTestLoader.getTestCaseNames(type(self))
    self.assertContainsSubset(["test_named_parameters_one", "test_named_parameters_two",
                               "test_parameters0", "test_parameters1"], names)
    self.assertLen([n for n in names if n.startswith("test_product")], 4)


class SessionTest(test.TestCase):
  """test_session, session and cached_session as TensorFlow's in graph mode."""

  def test_session_gives_a_default_session_on_a_fresh_default_graph(self):
    from tensorflow_lite_core.python.client import session as session_lib  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    with self.session() as sess:
      self.assertIsInstance(sess, session_lib.Session)
      self.assertIs(session_lib.get_default_session(), sess)
      self.assertIs(graph_lib.building_graph(), sess.graph)
      t = constant_op.constant([1, 2]) * 3
      self.assertIsInstance(t, graph_lib.SymbolicTensor)
      self.assertAllEqual(t.eval(), [3, 6])
      self.assertAllEqual(t, [3, 6])  # the assertions run graph tensors in the default session
      self.assertAllClose({"a": t}, {"a": [3.0, 6.0]})
      self.assertEqual(self.evaluate(t).tolist(), [3, 6])
      t.op.run()
    self.assertIsNone(session_lib.get_default_session())
    self.assertIsNone(graph_lib.building_graph())
    with self.assertRaisesRegex(RuntimeError, "closed Session"):
      sess.run(t)
    with self.session() as other:
      self.assertIsNot(other.graph, sess.graph)

  def test_session_on_a_given_graph(self):
    from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
    graph = graph_lib.Graph()
    with self.session(graph=graph) as sess:
      self.assertIs(sess.graph, graph)

  def test_cached_session_is_reused_within_a_test(self):
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    with self.cached_session() as first:
      t = constant_op.constant(2.0) + 1.0
    with self.cached_session() as second:
      self.assertAllEqual(t.eval(), 3.0)
    with self.test_session() as third:
      pass
    self.assertIs(first, second)
    self.assertIs(first, third)
    with self.assertRaisesRegex(ValueError, "different than the one that was used"):
      with self.cached_session(graph=object()):
        pass
    self.addCleanup(lambda: self.assertTrue(first._closed))  # pylint: disable=protected-access

  def test_test_session_with_a_graph_is_a_new_session(self):
    from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
    graph = graph_lib.Graph()
    with self.test_session(graph=graph) as sess:
      self.assertIs(sess.graph, graph)
    with self.cached_session() as cached:
      self.assertIsNot(cached, sess)

  def test_graph_tensor_outside_a_session(self):
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
    with graph_lib.Graph().as_default():
      t = constant_op.constant(1)
    with self.assertRaisesRegex(ValueError, "No default session"):
      self.assertAllEqual(t, 1)

  def test_test_session_is_not_collected_as_a_test(self):
    self.assertFalse(test.TestCase.test_session.__test__)


class MainTest(test.TestCase):

  def test_main_runs_absltest(self):
    script = ("import sys\nfrom tensorflow_lite_core.python.platform import test\n"
              "class T(test.TestCase):\n  def test_a(self):\n    pass\n"
              "if __name__ == '__main__':\n  test.main()\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            check=False, env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    self.assertEqual(result.returncode, 0, result.stderr)
    self.assertIn("Running tests under Python", result.stderr)
    self.assertIn("OK", result.stderr)
