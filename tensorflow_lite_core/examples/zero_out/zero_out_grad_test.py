"""The guide's "Implement the gradient in Python": its `_zero_out_grad` (zero_out_grad.py, the
guide's code with only the package name changed) registered with tflc and differentiated by tapes.

The guide's ZeroOut is int32 only, and tapes record no integer op (as TensorFlow's), so its
gradient never runs for ZeroOut itself: the tape's answer there is None. The same function is
registered for the guide's polymorphic ZeroOut (`realnumbertype`: float16, float32, float64 too)
and checked there: by hand (the gradient is the upstream gradient's first element at index 0,
zeros elsewhere), against TensorFlow 2.21 running the same sources and the same gradient module
(tf_zero_out_gradient_reference.json, recorded by record_tf_zero_out_gradient_reference.py), and
against central differences (tflc.test.compute_gradient). ZeroOutPolymorphic is declared
`ops.NotDifferentiable`.
"""

import json
import os
import sys

import numpy as np

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import ops

_HERE = os.path.dirname(os.path.abspath(__file__))
_REFERENCE = os.path.join(os.path.dirname(_HERE), "..", "python", "testdata", "tf_reference")
sys.path.insert(0, _HERE)
sys.path.insert(0, _REFERENCE)
import zero_out_grad  # pylint: disable=g-import-not-at-top,wrong-import-position
import zero_out_gradient_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

_GUIDE_GRADIENT = zero_out_grad._zero_out_grad  # pylint: disable=protected-access

_GUIDE = os.path.join(_HERE, "..", "guide")
_LIBRARY_FOLDERS = {"zero_out": _HERE, "zero_out_real_number_types": _GUIDE,
                    "zero_out_polymorphic": _GUIDE}


def _libraries():
  return {name: tflc.load_op_library(os.path.join(folder, name + ".so"))
          for name, folder in _LIBRARY_FOLDERS.items()}


def setUpModule():  # pylint: disable=invalid-name
  zero_out_gradient_cases.register_beside_the_guide(ops, _GUIDE_GRADIENT)


class ZeroOutGradientTest(tflc.test.TestCase):

  def _real_zero_out(self):
    return _libraries()["zero_out_real_number_types"].zero_out_real_number_types

  def test_the_guide_registers_its_function_for_zero_out(self):
    self.assertIs(ops.get_gradient_function("ZeroOut"), _GUIDE_GRADIENT)
    with self.assertRaisesRegex(KeyError, r"Registering two gradient with name 'ZeroOut'! "
                                r"\(Previous registration was in <module> .*zero_out_grad.py:7\)"):
      ops.RegisterGradient("ZeroOut")(lambda op, grad: grad)

  def test_int32_zero_out_gets_no_gradient(self):
    x = tflc.constant([[1, 2], [3, 4]])
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = _libraries()["zero_out"].zero_out(x)
    self.assertAllEqual(y, [[1, 0], [0, 0]])
    self.assertEqual(tape._tape.num_entries, 0)  # pylint: disable=protected-access
    self.assertIsNone(tape.gradient(y, x))

  def test_the_upstream_gradients_first_element_at_index_zero(self):
    zero_out = self._real_zero_out()
    x = tflc.constant([[1.5, 2.0, -3.0], [4.0, 5.0, 6.0]], dtype=tflc.float64)
    upstream = tflc.constant([[7.0, 8.0, 9.0], [1.0, 2.0, 3.0]], dtype=tflc.float64)
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = zero_out(x)
    grad = tape.gradient(y, x, output_gradients=upstream)
    self.assertEqual(grad.dtype, tflc.float64)
    self.assertAllEqual(grad, [[7.0, 0.0, 0.0], [0.0, 0.0, 0.0]])

  def test_the_gradient_function_called_directly_with_float_tensors(self):
    # What the tape hands it: the op (inputs, outputs) and the gradient of its one output.
    zero_out = self._real_zero_out()
    x = tflc.constant([[2.0, 3.0], [4.0, 5.0]])
    calls = []
    registry = ops._gradient_registry  # pylint: disable=protected-access
    original = registry["ZeroOutRealNumberTypes"]

    def spy(op, grad):
      result = original(op, grad)
      calls.append((op.type, [t.numpy().tolist() for t in op.inputs], grad.numpy().tolist(),
                    [g.numpy().tolist() for g in result]))
      return result
    registry["ZeroOutRealNumberTypes"] = spy
    try:
      with tflc.GradientTape() as tape:
        tape.watch(x)
        y = zero_out(x)
      tape.gradient(y, x, output_gradients=tflc.constant([[-1.0, 9.0], [9.0, 9.0]]))
    finally:
      registry["ZeroOutRealNumberTypes"] = original
    self.assertEqual(calls, [("ZeroOutRealNumberTypes", [[[2.0, 3.0], [4.0, 5.0]]],
                              [[-1.0, 9.0], [9.0, 9.0]], [[[-1.0, 0.0], [0.0, 0.0]]])])

  def test_central_differences_agree(self):
    zero_out = self._real_zero_out()
    for x in (np.array([[0.5, -1.0], [2.0, 3.0]]), np.array([4.0]), np.array(2.5),
              np.arange(12.0).reshape(2, 3, 2)):
      theoretical, numerical = tflc.test.compute_gradient(zero_out, [x])
      self.assertAllClose(theoretical, numerical)
      expected = np.zeros((x.size, x.size))
      expected[0, 0] = 1.0
      self.assertAllEqual(theoretical[0], expected)
      self.assertLess(float(np.max(np.abs(theoretical[0] - numerical[0]))), 1e-9)

  def test_not_differentiable_library_op(self):
    polymorphic = _libraries()["zero_out_polymorphic"]
    x = tflc.constant([1.0, 2.0])
    with tflc.GradientTape(persistent=True) as tape:
      tape.watch(x)
      alone = polymorphic.zero_out_polymorphic(x)
      beside = alone + x * 2.0
    self.assertIsNone(ops.get_gradient_function("ZeroOutPolymorphic"))
    self.assertIsNone(tape.gradient(alone, x))
    self.assertAllEqual(tape.gradient(beside, x), [2.0, 2.0])
    with self.assertRaisesRegex(KeyError, "Registering two gradient with name "
                                "'ZeroOutPolymorphic'"):
      ops.RegisterGradient("ZeroOutPolymorphic")(_GUIDE_GRADIENT)

  def test_tensorflows_answers(self):
    with open(zero_out_gradient_cases.REFERENCE_FILE) as file:
      reference = json.load(file)
    self.assertEqual(reference["tensorflow"], "2.21.0")
    self.assertEqual(set(reference["cases"]), set(zero_out_gradient_cases.CASES))
    libraries = _libraries()
    for name, program in zero_out_gradient_cases.CASES.items():
      # Exact: the gradients here are copies and small integers, not roundings.
      self.assertEqual(_without_name_scope(zero_out_gradient_cases.observed(tflc, libraries,
                                                                            program)),
                       _without_name_scope(reference["cases"][name]), name)


def _without_name_scope(observed):
  """An error's message less its " name: ..." end: TensorFlow names the scope of t[0]
  ("strided_slice/"), tflc's indexing none (as array_cases.normalize_message allows)."""
  if "error" not in observed:
    return observed
  message = observed["message"]
  cut = message.find(" name: ")
  return dict(observed, message=message[:cut] if cut >= 0 else message)


if __name__ == "__main__":
  tflc.test.main()
