"""Records the types of TensorFlow's CPU kernels of the built-in ops, for registered_kernels_test.

Run with a Python that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests),
from the repository root:

  python tensorflow_lite_core/kernels/testdata/record_tf_cpu_kernel_types.py

For every op that ops/testdata/tf_2_21_op_defs holds, one line per attr that some CPU kernel
constrains to types: `Op attr type type ...` (sorted DataType names), or `Op attr all` when some
CPU kernel leaves that attr free; `Op - all` when no CPU kernel constrains a type, `Op - none`
when TensorFlow has no CPU kernel.
"""

import os

from tensorflow.python.framework import dtypes
from tensorflow.python.framework import kernels

HERE = os.path.dirname(os.path.abspath(__file__))
OP_DEFS = os.path.join(HERE, "..", "..", "ops", "testdata", "tf_2_21_op_defs")


def lines_of(op):
  cpu = [k for k in kernels.get_registered_kernels_for_op(op).kernel if k.device_type == "CPU"]
  if not cpu:
    return [f"{op} - none"]
  attrs = sorted({c.name for k in cpu for c in k.constraint if c.allowed_values.list.type})
  if not attrs:
    return [f"{op} - all"]
  lines = []
  for attr in attrs:
    types, free = set(), False
    for kernel in cpu:
      constraints = [c for c in kernel.constraint if c.name == attr]
      free |= not constraints
      for constraint in constraints:
        types.update(dtypes.as_dtype(t).as_datatype_enum for t in constraint.allowed_values.list.type)
    names = sorted(_type_name(t) for t in types)
    lines.append(f"{op} {attr} " + ("all" if free else " ".join(names)))
  return lines


def _type_name(enum):
  # The framework's DataTypeString names (float, not float32).
  from tensorflow.core.framework import types_pb2  # pylint: disable=g-import-not-at-top
  return types_pb2.DataType.Name(enum)[len("DT_"):].lower()


def main():
  ops = sorted(f[:-len(".pbtxt")] for f in os.listdir(OP_DEFS) if f.endswith(".pbtxt"))
  with open(os.path.join(HERE, "tf_2_21_cpu_kernel_types.txt"), "w") as out:
    for op in ops:
      out.write("\n".join(lines_of(op)) + "\n")


if __name__ == "__main__":
  main()
