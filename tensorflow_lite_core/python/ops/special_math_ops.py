"""`einsum` with TensorFlow's signature and equation checks. One or two operands are one Einsum
op; more are contracted pairwise from the left, each step keeping the labels still needed."""

import collections
import re

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_linalg_ops

# The equation is checked with "..." written as this one character, as TensorFlow checks it.
_ELLIPSIS = "0"


def einsum(equation, *inputs, **kwargs):
  """The sum of products of `inputs` that `equation` describes ("ij,jk->ik": a matrix product).

  Args:
    equation: the subscripts of each input, comma-separated, then "->" and the output's (without
      them, the labels that appear once, in alphabetical order). Labels are letters; "..." stands
      for broadcast dimensions.
    *inputs: the operands.
    **kwargs: `name`; `optimize` is accepted and ignored.
  """
  name = kwargs.pop("name", None)
  kwargs.pop("optimize", None)
  if kwargs:
    raise TypeError(f"Invalid keyword arguments for einsum: {', '.join(kwargs)}. Valid "
                    "arguments: name, optimize, greedy.")
  input_labels, output_labels = _parse(equation, len(inputs))
  operands = [value if isinstance(value, tensor_lib.Tensor)
              else constant_op.convert_to_tensor(value) for value in inputs]
  if len(operands) <= 2:
    return gen_linalg_ops.einsum(operands, _spelled(input_labels, output_labels), name=name)
  # Left to right, each step keeping the labels that a later operand or the output still has.
  result, result_labels = operands[0], input_labels[0]
  for i in range(1, len(operands)):
    later = "".join(input_labels[i + 1:]) + output_labels
    step_labels = input_labels[i]
    if i == len(operands) - 1:
      kept = output_labels
    else:
      kept = "".join(label for label in dict.fromkeys(result_labels + step_labels)
                     if label in later)
    result = gen_linalg_ops.einsum([result, operands[i]],
                                   _spelled([result_labels, step_labels], kept), name=name)
    result_labels = kept
  return result


def _spelled(input_labels, output_labels):
  return (",".join(input_labels) + "->" + output_labels).replace(_ELLIPSIS, "...")


def _parse(equation, num_inputs):
  """(labels of each input, output labels), "..." as _ELLIPSIS, with TensorFlow's ValueErrors."""
  resolved = equation.replace(" ", "")
  if "..." in equation:
    if _ELLIPSIS in resolved:
      raise ValueError(f'Invalid character "{_ELLIPSIS}" in equation: {equation}.')
    resolved = resolved.replace("...", _ELLIPSIS)
  allowed = "a-zA-Z" + (_ELLIPSIS if "..." in equation else "")
  match = re.match(f"^([{allowed},]*)(->[{allowed}]*)?$", resolved)
  if not match:
    raise ValueError(f"Subscripts have incorrect format: {resolved}")
  input_labels = match.group(1).split(",")
  if num_inputs != len(input_labels):
    raise ValueError(f'Got {num_inputs} inputs for equation "{equation}", expecting '
                     f"{len(input_labels)}")
  if match.group(2) is None:
    # Without "->" the output is the labels that appear once, in order.
    counts = collections.Counter(match.group(1))
    output_labels = "".join(label for label in sorted(counts)
                            if label != "," and counts[label] == 1)
  else:
    output_labels = match.group(2)[2:]
  if len(set(output_labels)) != len(output_labels):
    raise ValueError(f"Output subscripts contain a label appearing more than once: {equation}")
  present = set(match.group(1))
  for label in output_labels:
    if label != _ELLIPSIS and label not in present:
      raise ValueError(f"Output subscripts contain the label {label} not present in the input "
                       "subscripts.")
  return input_labels, output_labels
