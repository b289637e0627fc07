"""The comparison, logic, division, rounding, special-function, clipping, selection and activation
ops, their gradients' raw ops and the tensor operators against TensorFlow 2.21's recorded answers
(testdata/tf_reference/elementwise_cases.py and tf_elementwise_reference.json).

Results must have TensorFlow's dtype and shape; integers, bools and strings its exact values, and
floating values agree to a few units in the last place of their dtype (libm and Eigen round their
transcendental functions differently). Errors must be of TensorFlow's class with the first line of
its message, except that a dtype without a kernel (NotFoundError) is worded as this framework
words it. Where tflc answers otherwise on purpose, the case is listed in _DIVERGENCES with tflc's
own answer, which the test pins too.
"""

import json
import os
import sys

import tensorflow_lite_core as tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import elementwise_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
from outcome_comparison import agrees as _agrees  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_elementwise_reference.json")) as _file:
  _REFERENCE = json.load(_file)

# Case -> tflc's own outcome where it differs from TensorFlow's on purpose.
_DIVERGENCES = {
    # log(1 + z) at z = -1 is -inf + 0i (NumPy's answer too); TensorFlow's formula gives NaN for
    # the imaginary part.
    "math.log1p/complex_minus_one": {"dtype": "complex128", "shape": [1],
                                     "values": ["(-inf+0j)"]},
    # erf(+-inf) is +-1; TensorFlow's float64 kernel answers NaN (its float32 kernel answers +-1).
    "math.erf/float64/special_values": {
        "dtype": "float64", "shape": [8],
        "values": ["nan", "1.0", "-1.0", "nan", "0.0", "-0.0", "1.0", "-0.9661051464753108"]},
    # A complex division by zero gives inf + nan*i, as C++ (and NumPy) divide; TensorFlow answers
    # that for an element its vectorised loop leaves to the scalar tail and nan + nan*i for one in
    # a SIMD packet, so its answer depends on the element's position.
    "math.reciprocal/complex64": {"dtype": "complex64", "shape": [2, 3], "values": [
        "(0.20000000298023224-0.4000000059604645j)", "(-0+1j)", "(inf+nanj)",
        "(0.3333333432674408+0j)", "(0.14000000059604645+0.019999999552965164j)",
        "(0.25-0.25j)"]},
    "math.reciprocal/complex128": {"dtype": "complex128", "shape": [2, 3], "values": [
        "(0.2-0.4j)", "(-0+1j)", "(inf+nanj)", "(0.3333333333333333+0j)",
        "(0.13999999999999999+0.019999999999999997j)", "(0.25-0.25j)"]},
    "raw.SqrtGrad/complex64": {"dtype": "complex64", "shape": [2, 3], "values": [
        "(-0.30000001192092896+0.4000000059604645j)", "(0.5-0j)", "(inf+nanj)", "(0.5+0j)",
        "(-0.17499999701976776+0.02500000037252903j)", "(-0.875+0.875j)"]},
    "raw.SqrtGrad/complex128": {"dtype": "complex128", "shape": [2, 3], "values": [
        "(-0.3+0.4j)", "(0.5-0j)", "(inf+nanj)", "(0.5+0j)",
        "(-0.175+0.024999999999999994j)", "(-0.875+0.875j)"]},
}


def test_the_reference_is_tensorflow_2_21_and_covers_every_case():
  assert _REFERENCE["tensorflow"] == "2.21.0"
  assert set(_REFERENCE["cases"]) == set(elementwise_cases.CASES)
  assert set(_DIVERGENCES) <= set(_REFERENCE["cases"])


def test_tflc_gives_tensorflows_answers():
  disagreements = []
  for name, program in elementwise_cases.CASES.items():
    expected = _REFERENCE["cases"][name]
    actual = elementwise_cases.outcome(lambda program=program: program(tflc))
    if name in _DIVERGENCES:
      assert not _agrees(expected, actual), f"{name} now agrees with TensorFlow: unlist it"
      expected = _DIVERGENCES[name]
    if not _agrees(expected, actual):
      disagreements.append(f"{name}:\n  TensorFlow {expected}\n  tflc       {actual}")
  assert not disagreements, (f"{len(disagreements)} cases differ:\n" +
                             "\n".join(disagreements[:40]))
