"""Tests of the eager executor behind every op call: the kernel cache, attr and input checks,
errors as TensorFlow raises them, threads, and the recording hook."""

import threading

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python import _pywrap_tflc
from tensorflow_lite_core.python.eager import op_support


def test_kernels_are_created_once_per_attrs_and_input_types():
  op = op_support.Op("Maximum")
  x, y = tflc.constant([1.0, 5.0]), tflc.constant([3.0, 2.0])
  for _ in range(3):
    np.testing.assert_array_equal(op(x, y, None).numpy(), [3.0, 5.0])
  assert op.cached_kernels == 1
  op(tflc.constant([1]), tflc.constant([2]), None)  # int32: a second kernel
  assert op.cached_kernels == 2
  op(x, y, None)
  assert op.cached_kernels == 2
  other_handle = op_support.Op("Maximum")  # handles of one op share its kernels
  other_handle(x, y, None)
  assert other_handle.cached_kernels == 2


def test_attr_values_are_part_of_the_cache_key():
  op = op_support.Op("Sum")
  x = tflc.constant([[1, 2], [3, 4]])
  np.testing.assert_array_equal(op(x, 0, False, None).numpy(), [4, 6])
  np.testing.assert_array_equal(op(x, 0, True, None).numpy(), [[4, 6]])
  np.testing.assert_array_equal(op(x, 0, None, None).numpy(), [4, 6])  # None: the default
  assert op.cached_kernels == 2


def test_an_op_handle_takes_inputs_attrs_and_name_positionally():
  op = op_support.Op("AddV2")
  assert op.op_name == "AddV2"
  assert repr(op) == "<Op AddV2>"
  with pytest.raises(TypeError, match="AddV2 takes 3 arguments"):
    op(tflc.constant(1), None)
  with pytest.raises(TypeError, match="positional arguments only"):
    op(tflc.constant(1), tflc.constant(1), name=None)


def test_unknown_op_raises_not_found():
  with pytest.raises(tflc.errors.NotFoundError, match=r"Op type not registered 'NoSuchOp'.*"
                     r"\[Op:NoSuchOp\] name: $"):
    op_support.Op("NoSuchOp")(1, None)


@pytest.mark.parametrize("attrs, error, message", [
    (([0], "yes"), TypeError, "Expected bool for argument 'keep_dims' not 'yes'."),
    (([0], 1), TypeError, "Expected bool for argument 'keep_dims' not 1."),
])
def test_bool_attr_errors(attrs, error, message):
  op = op_support.Op("Sum")
  with pytest.raises(error, match=message):
    op(tflc.constant([1.0]), *attrs, None)


def test_list_int_attr_errors():
  op = op_support.Op("Squeeze")
  x = tflc.constant([[1]])
  with pytest.raises(TypeError, match="Expected list for attr axis"):
    op(x, 3, None)
  with pytest.raises(TypeError, match="Expected int for argument 'axis' not 'a'."):
    op(x, ["a"], None)
  # An int attr given a float truncates, as TensorFlow does.
  assert op(x, [0.9], None).shape == [1]


def test_type_attr_errors():
  op = op_support.Op("Cast")
  with pytest.raises(TypeError, match="Expected DataType for argument 'DstT' not 'junk'."):
    op(tflc.constant([1]), "junk", None, None)
  with pytest.raises(TypeError, match="Expected DataType for argument 'DstT' not None."):
    op(tflc.constant([1]), None, None, None)
  assert op(tflc.constant([1]), np.float64, None, None).dtype == tflc.float64


def test_attr_below_its_minimum_raises_invalid_argument_with_framework_text():
  op = op_support.Op("AddN")
  with pytest.raises(tflc.errors.InvalidArgumentError,
                     match=r"(?s)Value for attr 'N' of 0 must be at least minimum 1.*\[Op:AddN\]"):
    op([], None)


def test_op_requires_failure_names_op_and_name():
  with pytest.raises(tflc.errors.InvalidArgumentError) as raised:
    tflc.reshape(tflc.constant([1, 2, 3]), [2], name="my_reshape")
  assert raised.value.message.endswith("[Op:Reshape] name: my_reshape")
  assert str(raised.value) == raised.value.message


def test_no_kernel_for_a_dtype_raises_not_found():
  # MatMul allows uint16 in its OpDef; no CPU kernel is registered for it.
  x = tflc.constant([[1]], dtype=tflc.uint16)
  with pytest.raises(tflc.errors.NotFoundError,
                     match=r"(?s)No registered 'MatMul' OpKernel for 'CPU' devices.*\[Op:MatMul\]"):
    tflc.matmul(x, x)


def test_huge_shape_raises_resource_exhausted():
  with pytest.raises(tflc.errors.ResourceExhaustedError, match=r"\[Op:Fill\]"):
    tflc.fill([1 << 40, 1 << 20], 1.0)


def test_outputs_share_nothing_with_python_input_values():
  values = [1.0, 2.0]
  result = tflc.add(values, values)
  values[0] = 100.0
  np.testing.assert_array_equal(result.numpy(), [2.0, 4.0])


def test_shared_numpy_inputs_are_never_overwritten_by_kernels():
  array = np.ones(1 << 15, dtype=np.float32)  # large enough that a kernel might reuse buffers
  before = array.copy()
  result = tflc.add(array, array)
  np.testing.assert_array_equal(array, before)
  np.testing.assert_array_equal(result.numpy(), before * 2)


def test_two_threads_compute_correct_results():
  errors = []
  small = tflc.constant(np.arange(4, dtype=np.float32))
  large = tflc.constant(np.arange(1 << 16, dtype=np.float32))  # run with the GIL released

  def work(x, scale):
    try:
      for _ in range(200):
        y = tflc.multiply(x, scale)
        np.testing.assert_array_equal(y.numpy(), x.numpy() * scale)
    except Exception as error:  # pylint: disable=broad-except
      errors.append(error)

  threads = [threading.Thread(target=work, args=args)
             for args in [(small, 2.0), (large, 3.0), (large, 5.0), (small, 7.0)]]
  for thread in threads:
    thread.start()
  for thread in threads:
    thread.join()
  assert not errors


def test_recording_hook_sees_each_op_and_records_nothing_once_unset():
  recorded = []
  _pywrap_tflc._set_op_callback(lambda op, inputs, outputs: recorded.append((op, inputs, outputs)))  # pylint: disable=protected-access
  try:
    x = tflc.constant([1.0, 2.0])
    y = tflc.multiply(x, x)
  finally:
    _pywrap_tflc._set_op_callback(None)  # pylint: disable=protected-access
  tflc.add(x, x)  # not recorded
  assert len(recorded) == 1
  op, inputs, outputs = recorded[0]
  assert op == "Mul"
  assert len(inputs) == 2 and all(isinstance(t, tflc.Tensor) for t in inputs)
  assert outputs is y


def test_a_failing_hook_propagates_its_exception():
  def fail(*unused):
    raise RuntimeError("hook failed")
  _pywrap_tflc._set_op_callback(fail)  # pylint: disable=protected-access
  try:
    with pytest.raises(RuntimeError, match="hook failed"):
      tflc.add(tflc.constant(1), tflc.constant(1))
  finally:
    _pywrap_tflc._set_op_callback(None)  # pylint: disable=protected-access
