"""Whether tflc's outcome of a case (elementwise_cases.outcome's form) is TensorFlow's, to the
precision of its dtype."""

import math

# Relative (and, near zero, absolute) tolerance by dtype: a few units in the last place.
_TOLERANCE = {"float16": 2e-3, "bfloat16": 1.6e-2, "float32": 4e-6, "float64": 1e-13,
              "complex64": 4e-6, "complex128": 1e-13}


def _numbers_agree(dtype, expected, actual, scale):
  tolerance = _TOLERANCE[dtype] * scale
  for want, have in ((expected.real, actual.real), (expected.imag, actual.imag)):
    if math.isnan(want) or math.isnan(have):
      if not (math.isnan(want) and math.isnan(have)):
        return False
    elif math.isinf(want) or math.isinf(have):
      if want != have:
        return False
    elif abs(want - have) > tolerance * max(1.0, abs(want)):
      return False
  return True


def agrees(expected, actual, scale=1):
  """Whether tflc's outcome `actual` is TensorFlow's `expected`, to the dtype's precision (times
  `scale`, for results of several roundings, such as gradients)."""
  if "error" in expected or "error" in actual:
    if expected.get("error") != actual.get("error"):
      return False
    return expected["error"] == "NotFoundError" or expected["message"] == actual["message"]
  if "python" in expected or "python" in actual:
    return expected == actual
  if expected["dtype"] != actual["dtype"] or expected["shape"] != actual["shape"]:
    return False
  if expected["dtype"] not in _TOLERANCE:
    return expected["values"] == actual["values"]
  return all(_numbers_agree(expected["dtype"], complex(want), complex(have), scale)
             for want, have in zip(expected["values"], actual["values"]))
