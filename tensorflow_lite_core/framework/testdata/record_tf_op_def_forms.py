"""Records TensorFlow's OpDefs of a set of ops that together show every form an OpDef takes, for
op_def_builder_tf_test (which rebuilds each one from spec strings and compares it with this).

Run with a Python that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python record_tf_op_def_forms.py tensorflow_lite_core/framework/testdata/tf_2_21_op_def_forms.pbtxt

An op is taken, in name order, when it shows a form none taken before it shows: an attr type with
or without a default (and the default's kind: empty, negative, infinite, escaped...), allowed
values or a minimum, a fixed, polymorphic, repeated, listed or Ref argument type, each op flag,
control outputs and deprecation. Documentation and the arguments' `experimental_full_type` (a
type-inference annotation this project does not model) are left out.
"""

import math
import sys

from google.protobuf import text_format
from tensorflow.core.framework import op_def_pb2
from tensorflow.python.client import pywrap_tf_session as c_api


def _default_forms(attr):
  """What is particular about the attr's default value."""
  if not attr.HasField("default_value"):
    return ("none",)
  value = attr.default_value
  kind = value.WhichOneof("value")
  forms = [kind]
  if kind == "list":
    items = [f for f in ("s", "i", "f", "b", "type", "shape", "tensor", "func")
             if getattr(value.list, f)]
    forms += items or ["empty"]
  elif kind == "i":
    forms.append("negative" if value.i < 0 else "zero" if value.i == 0 else "positive")
  elif kind == "f":
    forms.append("infinite" if math.isinf(value.f) else
                 "whole" if value.f == int(value.f) else "fraction")
    forms.append("negative" if value.f < 0 else "non-negative")
  elif kind == "s":
    forms.append("empty" if not value.s else
                 "escaped" if any(c < 32 or c > 126 or c in b"'\"\\" for c in value.s)
                 else "plain")
  elif kind == "shape":
    forms.append("unknown_rank" if value.shape.unknown_rank else "rank %d" % min(
        len(value.shape.dim), 2))
  return tuple(forms)


def _forms(op):
  forms = set()
  for attr in op.attr:
    allowed = attr.HasField("allowed_values")
    forms.add(("attr", attr.type, _default_forms(attr), allowed, attr.has_minimum,
               attr.minimum if attr.has_minimum and attr.minimum <= 1 else "min>1"))
  for side, args in (("in", op.input_arg), ("out", op.output_arg)):
    for arg in args:
      forms.add(("arg", side, bool(arg.type), bool(arg.type_attr), bool(arg.number_attr),
                 bool(arg.type_list_attr), arg.is_ref))
      if arg.type:
        forms.add(("fixed type", arg.type))
  for flag in ("is_stateful", "is_commutative", "is_aggregate", "allows_uninitialized_input",
               "is_distributed_communication"):
    if getattr(op, flag):
      forms.add(("flag", flag))
  if op.control_output:
    forms.add(("control_output",))
  if op.HasField("deprecation"):
    forms.add(("deprecation",))
  return forms


def main(out_path):
  all_ops = op_def_pb2.OpList()
  all_ops.ParseFromString(c_api.TF_GetBuffer(c_api.TF_GetAllOpList()))
  seen, chosen = set(), op_def_pb2.OpList()
  for op in sorted(all_ops.op, key=lambda op: op.name):
    forms = _forms(op)
    if forms <= seen:
      continue
    seen |= forms
    kept = chosen.op.add()
    kept.CopyFrom(op)
    kept.ClearField("summary")
    kept.ClearField("description")
    for arg in list(kept.input_arg) + list(kept.output_arg):
      arg.ClearField("description")
      arg.ClearField("experimental_full_type")
    for attr in kept.attr:
      attr.ClearField("description")
  with open(out_path, "w") as f:
    f.write("# Recorded from TensorFlow 2.21 by record_tf_op_def_forms.py; do not edit.\n")
    f.write(text_format.MessageToString(chosen))
  print("%d of %d ops, %d forms" % (len(chosen.op), len(all_ops.op), len(seen)))


if __name__ == "__main__":
  main(sys.argv[1])
