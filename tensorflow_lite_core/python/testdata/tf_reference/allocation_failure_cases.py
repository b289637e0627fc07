"""Calls whose output no memory can hold, for TensorFlow (record_tf_allocation_failure_reference.py)
and tflc (python/testing/allocation_faults_test.py): the error class, code and text of an output
allocation that failed. Each case is a function of the module (tf or tflc)."""

CASES = {
    "zeros_float": lambda m: m.zeros([2**40, 2**20]),
    "zeros_three_dims": lambda m: m.zeros([2**20, 2**20, 2**5]),
    "fill": lambda m: m.fill([2**22, 2**22], 1.0),
    "raw_fill_int32": lambda m: m.raw_ops.Fill(dims=[2**22, 2**22], value=7),
    "ones_int64": lambda m: m.ones([2**31, 2**31], dtype=m.int64),
}


def outcome(call):
  """The error class's name, its code and its text; or "ran" if the call succeeded."""
  try:
    call()
  except Exception as error:  # pylint: disable=broad-except
    return {"class": type(error).__name__, "code": getattr(error, "error_code", None),
            "message": str(error)}
  return "ran"
