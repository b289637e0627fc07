"""A C API plugin's ops on Ref(float) inputs update the tflc.Variable they are given in place
(testdata/ref_variable_plugin.c: TF_AssignRefVariable, and TF_GetInput under the lock holder's
mutex with TF_OpKernelContext_ForwardRefInputToRefOutput), as TensorFlow's Assign does a
variable's; reads taken before keep their values."""

import os

import numpy as np
import pytest

import tensorflow_lite_core as tflc

_PLUGIN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "testdata",
                       "ref_variable_plugin.so")


@pytest.fixture(scope="module")
def ops():
  return tflc.load_op_library(_PLUGIN)


def test_plugin_registers_ref_ops(ops):
  assign = next(op for op in ops.OP_LIST.op if op.name == "CApiRefAssign")
  assert [arg.is_ref for arg in assign.input_arg] == [True, False]
  assert [arg.is_ref for arg in assign.output_arg] == [True]


def test_assign_ref_variable_updates_the_variable(ops):
  v = tflc.Variable([1.0, 2.0, 3.0])
  earlier = v.read_value()
  out = ops.c_api_ref_assign(ref=v, value=[7.0, 8.0, 9.0])
  np.testing.assert_array_equal(v.numpy(), [7.0, 8.0, 9.0])
  np.testing.assert_array_equal(out.numpy(), [7.0, 8.0, 9.0])
  np.testing.assert_array_equal(earlier.numpy(), [1.0, 2.0, 3.0])
  ops.c_api_ref_assign(ref=v, value=[4.0, 5.0, 6.0], use_locking=False)
  np.testing.assert_array_equal(v.numpy(), [4.0, 5.0, 6.0])
  np.testing.assert_array_equal(out.numpy(), [7.0, 8.0, 9.0])  # an earlier result is a read too


def test_assign_ref_variable_shape_rules(ops):
  v = tflc.Variable([1.0, 2.0])
  with pytest.raises(tflc.errors.InvalidArgumentError,
                     match=r"Assign requires shapes of both tensors to match. "
                     r"lhs shape= \[2\] rhs shape= \[3\]"):
    ops.c_api_ref_assign(ref=v, value=[4.0, 5.0, 6.0])
  np.testing.assert_array_equal(v.numpy(), [1.0, 2.0])
  earlier = v.read_value()
  out = ops.c_api_ref_assign(ref=v, value=[[4.0, 5.0], [6.0, 7.0]], validate_shape=False)
  np.testing.assert_array_equal(v.numpy(), [[4.0, 5.0], [6.0, 7.0]])
  assert out.shape == (2, 2)
  np.testing.assert_array_equal(earlier.numpy(), [1.0, 2.0])


def test_in_place_update_and_forwarded_reference(ops):
  v = tflc.Variable([1.0, -2.0, 3.0])
  earlier = v.read_value()
  out = ops.c_api_ref_scale(ref=v, factor=2.0)
  np.testing.assert_array_equal(v.numpy(), [2.0, -4.0, 6.0])
  np.testing.assert_array_equal(out.numpy(), [2.0, -4.0, 6.0])
  np.testing.assert_array_equal(earlier.numpy(), [1.0, -2.0, 3.0])
  ops.c_api_ref_scale(ref=v, factor=0.5)
  ops.c_api_ref_scale(ref=v, factor=3.0)
  np.testing.assert_array_equal(v.numpy(), [3.0, -6.0, 9.0])
  # The kernel's own error, after the lock it took was released (the next call would hang).
  with pytest.raises(tflc.errors.InvalidArgumentError, match="factor must be a scalar"):
    ops.c_api_ref_scale(ref=v, factor=[1.0, 2.0])
  ops.c_api_ref_assign(ref=v, value=[0.0, 0.0, 1.0])
  np.testing.assert_array_equal(v.numpy(), [0.0, 0.0, 1.0])


def test_ref_input_needs_a_variable(ops):
  with pytest.raises(TypeError, match="requires l-value input"):
    ops.c_api_ref_assign(ref=tflc.constant([1.0]), value=[2.0])
