"""Testing support (`tflc.test`), as tf.test: a TestCase with array assertions, and `main`.

`TestCase` is an `absltest.TestCase` (a `unittest.TestCase`), as TensorFlow's is, so
`absl.testing.parameterized` works with it and its tests also run under pytest. Values are
compared as NumPy arrays: a tensor, or anything else with a `numpy()` method, is converted with
it; a graph tensor is run in the default session (`with self.session():` or
`self.cached_session()`); anything else goes through `np.array`.
"""

import collections.abc
import contextlib
import functools
import os
import random
import re
import tempfile
import unittest

from absl.testing import absltest
import numpy as np

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor_shape

# The seed each test starts from, so tests that draw random data are repeatable.
_DEFAULT_SEED = 87654321


def _map_structure(function, structure):
  """`structure` with each leaf replaced by `function(leaf)`; dicts, lists, tuples kept."""
  if isinstance(structure, collections.abc.Mapping):
    items = [(key, _map_structure(function, value)) for key, value in structure.items()]
    try:
      return type(structure)(items)
    except TypeError:
      return dict(items)
  if isinstance(structure, tuple) and hasattr(structure, "_fields"):
    return type(structure)(*(_map_structure(function, value) for value in structure))
  if isinstance(structure, (list, tuple)):
    return type(structure)(_map_structure(function, value) for value in structure)
  return function(structure)


def _has_numpy_method(value):
  return callable(getattr(value, "numpy", None)) and not isinstance(value, type)


def _is_graph_tensor(value):
  from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
  return isinstance(value, graph_lib.SymbolicTensor)


def _to_ndarray(value):
  if _is_graph_tensor(value):
    value = value.eval()  # in the default session, as TensorFlow's assertions evaluate
  elif _has_numpy_method(value):
    value = value.numpy()
  if isinstance(value, np.ndarray):
    return value
  try:
    return np.array(value)
  except ValueError as e:
    # Ragged nested lists: keep them as an object array, as TensorFlow does.
    if "inhomogeneous" in str(e):
      return np.array(value, dtype=object)
    raise


def _comparable(array):
  """`array` in a type NumPy arithmetic supports: the ml_dtypes types become float32 or int64."""
  if array.dtype.isbuiltin != 2:  # Only user-defined NumPy types need converting.
    return array
  try:
    dtype = dtypes.as_dtype(array.dtype)
  except TypeError:
    return array
  if dtype.is_floating:
    return array.astype(np.float32)
  if dtype.is_integer:
    return array.astype(np.int64)
  return array


def _is_inexact(array):
  return array.dtype.kind in "fc"


def _differences(condition, a, b):
  """The positions where `condition` holds and the values of `a` and `b` there, for messages."""
  if a.ndim == 0:
    return None, a, b
  where = np.where(condition)
  return where, a[where], b[where]


def _path_string(path):
  return "".join(f"[{key}]" for key in path)


class TestCase(absltest.TestCase):
  """An absltest.TestCase with TensorFlow's assertions on arrays and tensors, and its sessions
  for graph-mode tests (`test_session`, `session`, `cached_session`)."""

  def setUp(self):
    super().setUp()
    random.seed(_DEFAULT_SEED)
    np.random.seed(_DEFAULT_SEED)
    self._cached_session = None

  def tearDown(self):
    cached = getattr(self, "_cached_session", None)
    if cached is not None:
      cached.close()
      self._cached_session = None
    super().tearDown()

  # ---- graph mode: sessions on a graph made the default ----
  @contextlib.contextmanager
  def session(self, graph=None, config=None, use_gpu=True, force_gpu=False):  # pylint: disable=unused-argument
    """A new `compat.v1.Session` on `graph` (a fresh `tflc.Graph` if None), closed at the end.

    In the block the graph is the default (op functions add nodes to it) and the session is the
    default (`tensor.eval()`, `op.run()` and the assertions run in it). The graph runs on the
    CPU: `use_gpu` and `force_gpu` are accepted for TensorFlow's signature.
    """
    from tensorflow_lite_core.python.client import session as session_lib  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
    graph = graph_lib.Graph() if graph is None else graph
    with session_lib.Session(graph=graph, config=config) as sess:
      yield sess

  @contextlib.contextmanager
  def cached_session(self, graph=None, config=None, use_gpu=True, force_gpu=False):  # pylint: disable=unused-argument
    """The test's one `compat.v1.Session` (on a fresh graph, made at the first call and closed
    when the test ends), with its graph and itself the defaults in the block.

    Raises:
      ValueError: `graph` is not the graph of the session made before.
    """
    from tensorflow_lite_core.python.client import session as session_lib  # pylint: disable=g-import-not-at-top
    from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
    if getattr(self, "_cached_session", None) is None:
      self._cached_session = session_lib.Session(
          graph=graph_lib.Graph() if graph is None else graph, config=config)
    elif graph is not None and graph is not self._cached_session.graph:
      raise ValueError("The graph used to get the cached session is different than the one that "
                       "was used to create the session. Maybe create a new session with "
                       "self.session()")
    sess = self._cached_session
    with sess.graph.as_default(), sess.as_default():
      yield sess

  @contextlib.contextmanager
  def test_session(self, graph=None, config=None, use_gpu=True, force_gpu=False):
    """TensorFlow 1.x's name: `cached_session()` when `graph` is None, else `session(graph)`."""
    if graph is None:
      with self.cached_session(config=config, use_gpu=use_gpu, force_gpu=force_gpu) as sess:
        yield sess
    else:
      with self.session(graph, config, use_gpu, force_gpu) as sess:
        yield sess

  # Not a test, though its name starts with "test" (pytest reads this; TensorFlow skips it).
  test_session.__test__ = False

  def get_temp_dir(self):
    """A directory for this test's files, removed when the test ends."""
    if not hasattr(self, "_temp_dir"):
      temp_dir = tempfile.TemporaryDirectory()
      self.addCleanup(temp_dir.cleanup)
      self._temp_dir = temp_dir.name
    return self._temp_dir

  def evaluate(self, tensors):
    """The NumPy values of `tensors`, a nested structure of dicts, lists and tuples.

    A leaf with a `numpy()` method gives what that returns; a callable leaf is called and its
    result evaluated; None stays None; any other leaf goes through `np.asarray`.
    """
    return _map_structure(self._evaluate_leaf, tensors)

  def _evaluate_leaf(self, value):
    if value is None:
      return None
    if _is_graph_tensor(value) or _is_graph_operation(value):
      return self._run_in_default_session(value)
    if _has_numpy_method(value):
      return value.numpy()
    if callable(value) and not isinstance(value, type):
      return self.evaluate(value())
    return np.asarray(value)

  def _run_in_default_session(self, fetch):
    """`fetch`'s value from the default session, else from the cached one (TensorFlow's rule)."""
    from tensorflow_lite_core.python.client import session as session_lib  # pylint: disable=g-import-not-at-top
    sess = session_lib.get_default_session()
    if sess is None:
      with self.cached_session(graph=fetch.graph) as cached:
        return cached.run(fetch)
    return sess.run(fetch)

  def _GetNdArray(self, value):  # pylint: disable=invalid-name
    return _to_ndarray(value)

  def _assert_same_shape(self, a, b, msg):
    if a.shape == b.shape:
      return
    contents = f" Contents: {b!r}." if (b.ndim <= 3 or b.size < 500) else ""
    self.fail(f"Shape mismatch: expected {a.shape}, got {b.shape}.{contents} {msg or ''}")

  def assertAllEqual(self, a, b, msg=None):  # pylint: disable=invalid-name
    """Asserts `a` and `b` have the same shape and elements; NaNs in the same places match."""
    a, b = _to_ndarray(a), _to_ndarray(b)
    self._assert_same_shape(a, b, msg)
    a_values, b_values = _comparable(a), _comparable(b)
    same = np.asarray(a_values == b_values)
    if same.shape != a.shape:  # NumPy found no elementwise comparison of these types.
      same = np.zeros(a.shape, dtype=bool)
    if _is_inexact(a_values) and _is_inexact(b_values):
      same |= np.isnan(a_values) & np.isnan(b_values)
    if np.all(same):
      return
    where, lhs, rhs = _differences(~same, a, b)
    lines = [msg or ""]
    if where is not None:
      lines.append(f"not equal where = {where}")
    lines += [f"not equal lhs = {lhs!r}", f"not equal rhs = {rhs!r}",
              f"dtype = {a.dtype}, shape = {a.shape}"]
    self.fail("\n".join(lines))

  def assertNotAllEqual(self, a, b, msg=None):  # pylint: disable=invalid-name
    try:
      self.assertAllEqual(a, b)
    except AssertionError:
      return
    self.fail(f"The two values are equal at all elements. {msg or ''}")

  def assertAllClose(self, a, b, rtol=1e-6, atol=1e-6, msg=None):  # pylint: disable=invalid-name
    """Asserts |a - b| <= atol + rtol * |b| elementwise, as numpy.allclose; NaNs must match.

    `a` and `b` may be nested dicts, lists, tuples and namedtuples of array-likes and tensors.
    The tolerances are used as given for every dtype; see assertAllCloseAccordingToType.

    Raises:
      ValueError: if the structures of `a` and `b` differ.
    """
    self._assert_all_close_recursive(a, b, rtol, atol, [], msg)

  def _assert_all_close_recursive(self, a, b, rtol, atol, path, msg):
    path_string = _path_string(path)
    a = a._asdict() if hasattr(a, "_asdict") else a
    b = b._asdict() if hasattr(b, "_asdict") else b
    a_is_dict = isinstance(a, collections.abc.Mapping)
    if a_is_dict != isinstance(b, collections.abc.Mapping):
      raise ValueError(
          f"Can't compare dict to non-dict, a{path_string} vs b{path_string}. {msg or ''}")
    if a_is_dict:
      if set(a) != set(b):
        self.fail(f"mismatched keys: a{path_string} has keys {sorted(a, key=repr)}, but "
                  f"b{path_string} has keys {sorted(b, key=repr)}. {msg or ''}")
      for key in a:
        self._assert_all_close_recursive(a[key], b[key], rtol, atol, path + [key], msg)
      return
    if isinstance(a, (list, tuple)):
      # Compared as one array when the sequence is rectangular, element by element otherwise.
      try:
        a_array = _to_ndarray(_map_structure(_evaluated_if_tensor, a))
        b_array = _to_ndarray(_map_structure(_evaluated_if_tensor, b))
        if a_array.dtype == object or b_array.dtype == object:
          raise TypeError("not an array of numbers")
      except (ValueError, TypeError):
        if not isinstance(b, (list, tuple)) or len(a) != len(b):
          length = len(b) if isinstance(b, (list, tuple)) else "no"
          raise ValueError(f"Mismatched length: a{path_string} has {len(a)} items, but "
                           f"b{path_string} has {length} items. {msg or ''}") from None
        for index, (a_item, b_item) in enumerate(zip(a, b)):
          self._assert_all_close_recursive(a_item, b_item, rtol, atol, path + [index], msg)
        return
      a, b = a_array, b_array
    self._assert_array_like_all_close(
        a, b, rtol, atol,
        f"Mismatched value: a{path_string} is different from b{path_string}. {msg or ''}")

  def _assert_array_like_all_close(self, a, b, rtol, atol, msg):
    a, b = _to_ndarray(a), _to_ndarray(b)
    self._assert_same_shape(a, b, msg)
    a_values, b_values = _comparable(a), _comparable(b)
    try:
      close = np.isclose(a_values, b_values, rtol=rtol, atol=atol, equal_nan=True)
    except TypeError as e:
      raise TypeError(f"{e} : Error: a has {a.dtype}, but b has {b.dtype}. {msg}") from e
    if np.all(close):
      return
    where, lhs, rhs = _differences(~close, a_values, b_values)
    lines = [msg]
    if where is not None:
      lines.append(f"not close where = {where}")
    lines += [f"not close lhs = {lhs}", f"not close rhs = {rhs}",
              f"not close dif = {np.abs(lhs - rhs)}",
              f"not close tol = {atol + rtol * np.abs(rhs)}",
              f"dtype = {a.dtype}, shape = {a.shape}"]
    self.fail("\n".join(lines))

  def assertAllCloseAccordingToType(  # pylint: disable=invalid-name
      self, a, b, rtol=1e-6, atol=1e-6, float_rtol=1e-6, float_atol=1e-6, half_rtol=1e-3,
      half_atol=1e-3, bfloat16_rtol=1e-2, bfloat16_atol=1e-2, msg=None):
    """Like assertAllClose, with tolerances raised to at least those of the least precise type.

    float32 and complex64 use at least float_rtol/float_atol, float16 half_rtol/half_atol, and
    bfloat16 bfloat16_rtol/bfloat16_atol.
    """
    a, b = _to_ndarray(a), _to_ndarray(b)
    kinds = {a.dtype, b.dtype}
    if kinds & {np.dtype(np.float32), np.dtype(np.complex64)}:
      rtol, atol = max(rtol, float_rtol), max(atol, float_atol)
    if np.dtype(np.float16) in kinds:
      rtol, atol = max(rtol, half_rtol), max(atol, half_atol)
    if any(dtypes.bfloat16 == kind for kind in kinds if kind.isbuiltin == 2):
      rtol, atol = max(rtol, bfloat16_rtol), max(atol, bfloat16_atol)
    self.assertAllClose(a, b, rtol=rtol, atol=atol, msg=msg)

  def assertNotAllClose(self, a, b, rtol=1e-6, atol=1e-6, msg=None):  # pylint: disable=invalid-name
    try:
      self.assertAllClose(a, b, rtol=rtol, atol=atol, msg=msg)
    except AssertionError:
      return
    self.fail(f"The two values are close at all elements. {msg or ''}")

  def assertAllGreater(self, a, comparison_target):  # pylint: disable=invalid-name
    self.assertGreater(np.min(_to_ndarray(a)), comparison_target)

  def assertAllGreaterEqual(self, a, comparison_target):  # pylint: disable=invalid-name
    self.assertGreaterEqual(np.min(_to_ndarray(a)), comparison_target)

  def assertAllLess(self, a, comparison_target):  # pylint: disable=invalid-name
    self.assertLess(np.max(_to_ndarray(a)), comparison_target)

  def assertAllLessEqual(self, a, comparison_target):  # pylint: disable=invalid-name
    self.assertLessEqual(np.max(_to_ndarray(a)), comparison_target)

  def assertNear(self, f1, f2, err, msg=None):  # pylint: disable=invalid-name
    """Asserts |f1 - f2| <= err for two floats."""
    self.assertTrue(
        f1 == f2 or abs(f1 - f2) <= err,
        f"{f1:f} != {f2:f} +/- {err:f}" + (f" ({msg})" if msg is not None else ""))

  def assertArrayNear(self, farray1, farray2, err, msg=None):  # pylint: disable=invalid-name
    """Asserts two lists of floats have the same length and are near elementwise."""
    self.assertEqual(len(farray1), len(farray2), msg=msg)
    for f1, f2 in zip(farray1, farray2):
      self.assertNear(float(f1), float(f2), err, msg=msg)

  def assertNDArrayNear(self, ndarray1, ndarray2, err, msg=None):  # pylint: disable=invalid-name
    """Asserts two arrays of one shape differ by at most `err` (Euclidean norm of the difference,
    as TensorFlow's)."""
    a, b = _to_ndarray(ndarray1), _to_ndarray(ndarray2)
    self._assert_same_shape(a, b, msg)
    distance = float(np.linalg.norm((a - b).astype(np.float64)))
    if not distance <= err:
      self.fail(f"arrays differ by {distance} (norm of the difference), more than {err}" +
                (f" : {msg}" if msg is not None else ""))

  def assertAllInRange(self, target, lower_bound, upper_bound,  # pylint: disable=invalid-name
                       open_lower_bound=False, open_upper_bound=False):
    """Asserts every element of `target` (real numbers) lies between the bounds."""
    values = _to_ndarray(target)
    if not (np.issubdtype(values.dtype, np.floating) or np.issubdtype(values.dtype, np.integer)):
      raise AssertionError(f"The value of {target} does not have an ordered numeric type, "
                           f"instead it has type: {values.dtype}")
    below = values <= lower_bound if open_lower_bound else values < lower_bound
    above = values >= upper_bound if open_upper_bound else values > upper_bound
    outside = np.logical_or(below, above)
    if not np.any(outside):
      return
    where = np.argwhere(outside)
    interval = (("(" if open_lower_bound else "[") + f"{lower_bound}, {upper_bound}" +
                (")" if open_upper_bound else "]"))
    lines = [f"{len(where)} of the {values.size} element(s) are outside the range {interval}. "
             "Subscript(s) and value(s) of the offending elements:"]
    lines += [f"  {index.tolist()} : {values[tuple(index)]}" for index in where]
    raise AssertionError("\n".join(lines))

  def assertAllInSet(self, target, expected_set):  # pylint: disable=invalid-name
    """Asserts every element of `target` is in `expected_set`."""
    values = _to_ndarray(target)
    expected = np.asarray(list(expected_set))
    missing = sorted(set(np.unique(values).tolist()) - set(expected.tolist()))
    if missing:
      raise AssertionError(f"{len(missing)} unique element(s) are not in the set "
                           f"{sorted(expected.tolist())}: {missing}")

  def assertLen(self, container, expected_len, msg=None):  # pylint: disable=invalid-name
    """Asserts `len(container) == expected_len` (absltest's, which tf.test.TestCase has)."""
    try:
      length = len(container)
    except (TypeError, NotImplementedError):
      self.fail(f"{container!r} has no length" + (f" : {msg}" if msg is not None else ""))
    if length != expected_len:
      self.fail(f"{container!r} has length of {length}, expected {expected_len}." +
                (f" : {msg}" if msg is not None else ""))

  def assertShapeEqual(self, np_array, tf_tensor, msg=None):  # pylint: disable=invalid-name
    """Asserts a NumPy array's shape equals a tensor's fully defined `.shape`."""
    if not isinstance(np_array, (np.ndarray, np.generic)):
      raise TypeError("np_array must be a Numpy ndarray or Numpy scalar")
    if not hasattr(tf_tensor, "shape"):
      raise TypeError("tf_tensor must be a Tensor")
    self.assertAllEqual(
        np_array.shape, tensor_shape.as_shape(tf_tensor.shape).as_list(), msg=msg)

  def assertDTypeEqual(self, target, expected_dtype):  # pylint: disable=invalid-name
    """Asserts `target.dtype` (or `np.asarray(target).dtype`) is `expected_dtype`.

    Either side may be a DType, a NumPy dtype or anything `dtypes.as_dtype` accepts.
    """
    actual = target.dtype if hasattr(target, "dtype") else np.asarray(target).dtype
    try:
      same = dtypes.as_dtype(actual) == dtypes.as_dtype(expected_dtype)
    except TypeError:
      same = actual == expected_dtype
    if not same:
      self.fail(f"dtype {actual!r} != {expected_dtype!r}")

  @contextlib.contextmanager
  def assertRaisesWithPredicateMatch(  # pylint: disable=invalid-name
      self, exception_type, expected_err_re_or_predicate):
    """A context asserting its body raises `exception_type` that matches the second argument.

    That is a predicate taking the exception, or a regular expression searched for in the
    message (an OpError's `message`, else `str(exception)`).
    """
    if callable(expected_err_re_or_predicate):
      predicate = expected_err_re_or_predicate
    else:
      def predicate(error):
        text = error.message if isinstance(error, errors.OpError) else str(error)
        return re.search(expected_err_re_or_predicate, text) is not None
    try:
      yield
    except Exception as e:  # pylint: disable=broad-except
      if isinstance(e, exception_type) and predicate(e):
        return
      raise self.failureException(f"Exception of type {type(e)}: {e}") from e
    name = getattr(exception_type, "__name__", str(exception_type))
    self.fail(f"{name} not raised")

  def assertRaisesOpError(self, expected_err_re_or_predicate):  # pylint: disable=invalid-name
    """A context asserting its body raises an errors.OpError that matches the argument."""
    return self.assertRaisesWithPredicateMatch(errors.OpError, expected_err_re_or_predicate)


def _is_graph_operation(value):
  from tensorflow_lite_core.python.framework import graph as graph_lib  # pylint: disable=g-import-not-at-top
  return isinstance(value, graph_lib.Operation)


def _evaluated_if_tensor(value):
  if _is_graph_tensor(value):
    return value.eval()
  return value.numpy() if _has_numpy_method(value) else value


def main(argv=None):
  """Runs the tests of the `__main__` module with absltest's main (flags, then unittest)."""
  if argv is None:
    return absltest.main()
  return absltest.main(argv=argv)


def is_built_with_cuda():
  """Whether this build of tflc has CUDA support (a --config=cuda build)."""
  from tensorflow_lite_core.python.platform import sysconfig  # pylint: disable=g-import-not-at-top
  return bool(sysconfig.get_build_info()["is_cuda_build"])


def is_built_with_rocm():
  """False: tflc has no ROCm support."""
  return False


def is_built_with_gpu_support():
  """Whether this build can run ops on a GPU (CUDA being the only GPU support)."""
  return is_built_with_cuda()


def is_built_with_xla():
  """False: tflc has no XLA."""
  return False


def _gpu_names():
  from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc  # pylint: disable=g-import-not-at-top
  return _pywrap_tflc._list_devices("GPU")  # pylint: disable=protected-access


def is_gpu_available(cuda_only=False, min_cuda_compute_capability=None):  # pylint: disable=unused-argument
  """Whether a GPU device exists in this process (every GPU here is a CUDA one).

  tflc does not know a device's compute capability, so `min_cuda_compute_capability` is not
  checked, as TensorFlow's (deprecated) function does not on a build without CUDA either.
  """
  return bool(_gpu_names())


def gpu_device_name():
  """The name of a GPU device, or "" when there is none."""
  names = _gpu_names()
  return names[0] if names else ""


def _reason_not_to_skip_gpu_tests():
  """None where GPU tests may skip: this process has no GPU to have (a build without CUDA, no
  GPU, no driver) and TFLC_REQUIRE_GPU is not 1. Otherwise why they must fail instead: the CUDA
  runtime failed on a machine that has a GPU, or a GPU is required."""
  from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc  # pylint: disable=g-import-not-at-top
  try:
    _pywrap_tflc._check_device_type_available("GPU")  # pylint: disable=protected-access
  except errors.NotFoundError as no_gpu:
    if os.environ.get("TFLC_REQUIRE_GPU") == "1":
      return "TFLC_REQUIRE_GPU=1, but this process has no GPU device: %s" % no_gpu.message
    return None
  except errors.OpError as runtime_error:
    return "this machine has a GPU that the CUDA runtime failed to use: %s" % runtime_error.message
  return None


def run_gpu_only(item):
  """Runs a test, or every test of a TestCase class, only where a GPU exists.

  Elsewhere the test is skipped where this process has no GPU to have (a build without CUDA, no
  GPU, no driver). It fails instead where the CUDA runtime failed on a machine that has a GPU, or
  where TFLC_REQUIRE_GPU=1 says this machine has one (tools/ci/gpu_suite.sh sets it), so a GPU run
  cannot pass by skipping.
  """
  if is_gpu_available():
    return item
  reason = _reason_not_to_skip_gpu_tests()
  if reason is None:
    return unittest.skip("GPU tests not run: no GPU")(item)
  if isinstance(item, type):
    def set_up(self):
      self.fail(reason)
    item.setUp = set_up
    return item

  @functools.wraps(item)
  def failing(*args, **kwargs):  # pylint: disable=unused-argument
    raise AssertionError(reason)
  return failing


def compute_gradient(f, x, delta=None):
  """The theoretical and numerical Jacobians of `f` at `x` (tf.test.compute_gradient; see
  python/ops/gradient_checker.py)."""
  from tensorflow_lite_core.python.ops import gradient_checker  # pylint: disable=g-import-not-at-top
  return gradient_checker.compute_gradient(f, x, delta)
