"""Records the signatures of TensorFlow's `tf.raw_ops` for raw_ops_signature_test.

Run with a Python that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests),
from the repository root:

  python tensorflow_lite_core/python/ops/testdata/record_tf_raw_op_signatures.py

It records every op that ops/testdata/tf_2_21_op_defs holds (the built-in ops) into
tf_2_21_raw_op_signatures.json beside this script. With --renames it prints instead every rename
TensorFlow's Python API makes of an OpDef's argument names, across all its ops (the table in
python/framework/api_def_renames.cc).
"""

import inspect
import json
import os
import sys

import tensorflow as tf
from tensorflow.python.framework import op_def_registry

HERE = os.path.dirname(os.path.abspath(__file__))
OP_DEFS = os.path.join(HERE, "..", "..", "..", "ops", "testdata", "tf_2_21_op_defs")


def describe_default(value):
  """A default as text both sides can write: dtypes by name, the rest by repr."""
  if value is inspect.Parameter.empty:
    return None
  if isinstance(value, tf.dtypes.DType):
    return "dtype:" + value.name
  return repr(value)


def signature(op):
  params = inspect.signature(getattr(tf.raw_ops, op)).parameters.values()
  return [[p.name, p.kind.name, describe_default(p.default)] for p in params]


def renames():
  for op in sorted(dir(tf.raw_ops)):
    op_def = op_def_registry.get(op)
    if op.startswith("_") or op_def is None:
      continue
    visible = list(inspect.signature(getattr(tf.raw_ops, op)).parameters)
    inputs = [arg.name for arg in op_def.input_arg]
    for name, shown in zip(inputs, visible):
      if name != shown:
        print(op, name, shown)
    attrs = [a.name for a in op_def.attr]
    for shown in visible[len(inputs):]:
      if shown != "name" and shown not in attrs:
        print(op, "(attr)", shown)


def main():
  if "--renames" in sys.argv:
    renames()
    return
  ops = sorted(f[:-len(".pbtxt")] for f in os.listdir(OP_DEFS) if f.endswith(".pbtxt"))
  out = os.path.join(HERE, "tf_2_21_raw_op_signatures.json")
  with open(out, "w") as f:  # One op a line, for readable diffs.
    lines = ["%s: %s" % (json.dumps(op), json.dumps(signature(op))) for op in ops]
    f.write("{\n" + ",\n".join(lines) + "\n}\n")


if __name__ == "__main__":
  main()
