"""The gradient cases, shared by the script that records TensorFlow's answers
(record_tf_gradient_reference.py) and the test that holds tflc to them
(python/ops/gradient_tf_reference_test.py).

A case is `program(tf) -> (f, xs)`: a function of tensors and the NumPy arrays it is
differentiated at. Both sides watch `tf.constant(x)` for each x, compute `y = f(*tensors)` on a
`tf.GradientTape` and record y and `tape.gradient(y, tensors)`. Cases live by area (one module
and one recording per area, so that areas grow independently); float64 cases are also checked
against central differences (`tflc.test.compute_gradient`).
"""

import importlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elementwise_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

# area -> module holding CASES for it.
AREAS = {
    "math": "math_gradient_cases",
    "array": "array_gradient_cases",
    "nn": "nn_gradient_cases",
}


def cases(area):
  """{name: program} of one area."""
  return importlib.import_module(AREAS[area]).CASES


def not_checked_numerically(area):
  """{name: why} of the cases of an area whose gradient is not the derivative on purpose."""
  return getattr(importlib.import_module(AREAS[area]), "NOT_CHECKED_NUMERICALLY", {})


def reference_file(area):
  return os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      f"tf_gradient_reference_{area}.json")


def gradient_outcome(tf, program):
  """{"y": outcome, "grads": [outcome or None per x]} (outcomes as elementwise_cases.outcome
  writes them; an IndexedSlices gradient's with "type": "IndexedSlices"), or {"error": class name, "message": first line} if anything raised."""
  try:
    f, xs = program(tf)
    tensors = [tf.constant(x) for x in xs]
    with tf.GradientTape() as tape:
      for t in tensors:
        tape.watch(t)
      y = f(*tensors)
    grads = tape.gradient(y, tensors)
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": elementwise_cases.error_message(error)}
  return {"y": elementwise_cases.outcome(lambda: y),
          "grads": [None if g is None else _gradient_outcome(tf, g) for g in grads]}


def _gradient_outcome(tf, grad):
  """A gradient's outcome; an IndexedSlices (as gathers give) by its dense value, marked with
  {"type": "IndexedSlices"} so that a dense gradient does not pass for it."""
  if type(grad).__name__ == "IndexedSlices":
    return dict(elementwise_cases.outcome(lambda: tf.convert_to_tensor(grad)),
                type="IndexedSlices")
  return elementwise_cases.outcome(lambda: grad)
