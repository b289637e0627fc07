"""Records TensorFlow's OpDefs of the named ops, one text proto per op, for op_defs_test.

Run with a Python that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python record_tf_op_defs.py tensorflow_lite_core/ops/testdata/tf_2_21_op_defs AddV2 MatMul ...

Each file is the op's registered OpDef as TensorFlow's registry holds it (no documentation), less
`experimental_full_type` on arguments, a type-inference annotation this project does not model.
"""

import os
import sys

from google.protobuf import text_format
from tensorflow.python.framework import op_def_registry


def main(out_dir, names):
  for name in names:
    op_def = op_def_registry.get(name)
    if op_def is None:
      sys.exit("TensorFlow has no op named %r" % name)
    for arg in list(op_def.input_arg) + list(op_def.output_arg):
      arg.ClearField("experimental_full_type")
    with open(os.path.join(out_dir, name + ".pbtxt"), "w") as f:
      f.write(text_format.MessageToString(op_def))


if __name__ == "__main__":
  main(sys.argv[1], sys.argv[2:])
