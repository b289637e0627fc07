"""Writes the Python module of wrappers for the ops of an `OpList`, as TensorFlow's `gen_*_ops.py`.

The generator is C++ (python_op_gen.h), shared with tf_gen_op_wrapper_py's build-time tool; this
module hands it the serialized message.
"""

from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


def snake_case(op_name):
  """The wrapper name of an op: `MatMulV2` -> `mat_mul_v2`, `Ns>ZeroOut` -> `ns_zero_out`."""
  return _pywrap_tflc._python_op_name(op_name)  # pylint: disable=protected-access


def _docstring_literal(text):
  """`text` as a Python string literal: raw triple-quoted where that reads back the same."""
  return _pywrap_tflc._docstring_literal(text)  # pylint: disable=protected-access


def generate_wrappers(op_list, hidden=(), op_allowlist=None, module_doc=None):
  """The text of a Python module with wrappers for the ops of `op_list` (an `OpList`).

  Args:
    op_list: the ops, generated in their order in the list.
    hidden: names of ops whose snake_case wrapper is private (`_`-prefixed).
    op_allowlist: if not None, only the ops named here are generated.
    module_doc: the module's docstring; a default one says the file is generated.

  Returns:
    The module's source text.

  Raises:
    ValueError: an attr holds a value the generator cannot write (an unknown type).
  """
  allowlist = None if op_allowlist is None else list(op_allowlist)
  try:
    return _pywrap_tflc._generate_wrappers(  # pylint: disable=protected-access
        op_list.SerializeToString(), list(hidden), allowlist, module_doc)
  except errors.InvalidArgumentError as e:
    # The extension raises a failed status as its tflc.errors class; the generator's callers
    # expect what the Python generator raised.
    raise ValueError(e.message) from None
