"""Op calls whose allocations fail (allocation_faults.py): ResourceExhaustedError in TensorFlow's
class and words, the interpreter goes on, and the next calls work. Natural failures (outputs no
memory can hold) against TensorFlow 2.21's recorded answers
(testdata/tf_reference/tf_allocation_failure_reference.json)."""

import json
import os
import re
import sys

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.testing import allocation_faults

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import allocation_failure_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_allocation_failure_reference.json")) as _file:
  _REFERENCE = json.load(_file)

X = np.array([[1.0, -2.0, 3.0], [4.0, 5.5, -6.0]], dtype=np.float32)
I = np.array([[3, 1, 2], [0, 5, 4]], dtype=np.int32)

# Representative calls on tensors made before the fault is armed, with their NumPy answers:
# element-wise, broadcasting, reductions, matrix products, shapes, concatenation, gathers,
# casts, sorting, random numbers (shape only) and string formatting.
_CALLS = {
    "add": (lambda x, i: tflc.add(x, x), X + X),
    "broadcast_multiply": (lambda x, i: tflc.multiply(x, x[0]), X * X[0]),
    "reduce_sum": (lambda x, i: tflc.reduce_sum(x, axis=1), X.sum(axis=1)),
    "reduce_max_all": (lambda x, i: tflc.reduce_max(x), X.max()),
    "matmul": (lambda x, i: tflc.matmul(x, x, transpose_b=True), X @ X.T),
    "transpose": (lambda x, i: tflc.transpose(x), X.T),
    "concat": (lambda x, i: tflc.concat([x, x], axis=0), np.concatenate([X, X])),
    "gather": (lambda x, i: tflc.gather(x, [1, 0, 1]), X[[1, 0, 1]]),
    "cast": (lambda x, i: tflc.cast(i, tflc.float32), I.astype(np.float32)),
    "argmax": (lambda x, i: tflc.argmax(i, axis=1), I.argmax(axis=1)),
    "slice": (lambda x, i: x[:, 1:], X[:, 1:]),
    "softmax": (lambda x, i: tflc.nn.softmax(x),
                np.exp(X - X.max(axis=1, keepdims=True)) /
                np.exp(X - X.max(axis=1, keepdims=True)).sum(axis=1, keepdims=True)),
    "tile": (lambda x, i: tflc.tile(i, [2, 1]), np.tile(I, [2, 1])),
}

# Raw ops on one float matrix, each with its keyword arguments.
_RAW_UNARY = ["Abs", "Neg", "Exp", "Square", "Tanh", "Sigmoid", "Floor", "Sign", "Relu",
              "Softplus", "ZerosLike", "OnesLike", "Ceil", "Reciprocal"]
_RAW_BINARY = ["AddV2", "Sub", "Mul", "Maximum", "Minimum", "SquaredDifference", "Less",
               "Equal"]


def _raw_call(name, x):
  op = getattr(tflc.raw_ops, name)
  if name in _RAW_BINARY:
    return op(x=x, y=x)
  return op(features=x) if name in ("Relu", "Softplus") else op(x=x)


def _tflc_spelling(message):
  """TensorFlow's text as tflc words it: its device's and allocator's names, no function node."""
  message = re.sub(r"^\{\{function_node [^}]*\}\} ", "", message)
  message = message.replace("/job:localhost/replica:0/task:0/device:CPU:0", "/device:CPU:0")
  return message.replace("by allocator mklcpu", "by allocator cpu")


def _up_to_op(message):
  """The text up to its "[Op:...]": the " name: " after it is the wrapper's own (TensorFlow's
  fast path for tf.fill leaves it out, tflc's fill does not), not the allocation's."""
  return message[:message.index("]", message.index("[Op:")) + 1]


class AllocationFaultsTest(tflc.test.TestCase):

  def _check_each_allocation_failing(self, name, call, expected):
    """Fails each allocation of `call` in turn until it runs without reaching the fault."""
    for index in range(64):
      with allocation_faults.fail_allocation_after(index) as fault:
        try:
          result = call()
        except tflc.errors.ResourceExhaustedError as error:
          self.assertTrue(fault.happened, f"{name}: {error}")
          self.assertEqual(error.error_code, 8)
          self.assertIn("OOM when allocating tensor with shape", str(error), name)
          continue
      # No error: the kernel met no fault, or got past it (a fallback that needs no memory).
      if np.asarray(expected).dtype.kind == "f":
        self.assertAllClose(result, expected, msg=f"{name} with allocation {index} failing")
      else:
        self.assertAllEqual(result, expected, msg=f"{name} with allocation {index} failing")
      if not fault.happened:
        return index
    self.fail(f"{name} still allocated after 64 allocations")

  def test_failed_output_raises_resource_exhausted_in_tensorflows_words(self):
    x = tflc.constant(X)
    with allocation_faults.fail_allocation_after(0) as fault:
      with self.assertRaises(tflc.errors.ResourceExhaustedError) as caught:
        tflc.add(x, x, name="sum")
    self.assertTrue(fault.happened)
    error = caught.exception
    self.assertIsInstance(error, tflc.errors.OpError)
    self.assertEqual(error.error_code, 8)
    self.assertEqual(str(error), "OOM when allocating tensor with shape[2,3] and type float on "
                     "/device:CPU:0 by allocator cpu [Op:AddV2] name: sum")
    # The interpreter goes on, and so does the same op's cached kernel.
    self.assertAllEqual(tflc.add(x, x), X + X)

  def test_each_allocation_of_representative_calls(self):
    x, i = tflc.constant(X), tflc.constant(I)
    for name, (call, expected) in _CALLS.items():
      met = self._check_each_allocation_failing(name, lambda call=call: call(x, i), expected)
      self.assertGreater(met, 0, f"{name} allocated nothing")
      self.assertAllClose(call(x, i), expected)  # works again afterwards

  def test_each_allocation_of_raw_ops(self):
    x = tflc.constant(X)
    for name in _RAW_UNARY + _RAW_BINARY:
      expected = _raw_call(name, x).numpy()
      self._check_each_allocation_failing(name, lambda name=name: _raw_call(name, x), expected)
      self.assertAllEqual(_raw_call(name, x), expected)

  def test_armed_fault_ends_with_its_block(self):
    x = tflc.constant(X)
    with allocation_faults.fail_allocation_after(1000) as fault:
      tflc.add(x, x)
    self.assertFalse(fault.happened)
    for _ in range(3):
      tflc.add(x, x)  # nothing fails after the block

  def test_negative_counts_are_refused(self):
    with self.assertRaisesRegex(ValueError, ">= 0"):
      with allocation_faults.fail_allocation_after(-1):
        pass

  def test_outputs_no_memory_can_hold_as_tensorflow(self):
    for name, case in allocation_failure_cases.CASES.items():
      expected = dict(_REFERENCE[name],
                      message=_up_to_op(_tflc_spelling(_REFERENCE[name]["message"])))
      found = allocation_failure_cases.outcome(lambda case=case: case(tflc))
      self.assertEqual(dict(found, message=_up_to_op(found["message"])), expected, name)
