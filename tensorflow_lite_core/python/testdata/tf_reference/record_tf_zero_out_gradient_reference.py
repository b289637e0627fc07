"""Records TensorFlow's answers to zero_out_gradient_cases.py as
tf_zero_out_gradient_reference.json. Run with an interpreter that has tensorflow-cpu==2.21.0
(never a dependency of the build or the tests) and g++:

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_zero_out_gradient_reference.py

It builds the op libraries' sources against TensorFlow's headers (tf.sysconfig's flags, as the
guide does) into a temporary folder, loads them into TensorFlow and runs the guide's gradient
module with `tensorflow` as its package.
"""

import json
import os
import subprocess
import sys
import tempfile

import tensorflow as tf
from tensorflow.python.framework import ops

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import zero_out_gradient_cases  # pylint: disable=g-import-not-at-top

_EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                         "examples")
_SOURCES = {
    "zero_out": os.path.join(_EXAMPLES, "zero_out", "zero_out.cc"),
    "zero_out_real_number_types": os.path.join(_EXAMPLES, "guide",
                                               "zero_out_real_number_types.cc"),
    "zero_out_polymorphic": os.path.join(_EXAMPLES, "guide", "zero_out_polymorphic.cc"),
}


def _build(folder, name):
  library = os.path.join(folder, name + ".so")
  subprocess.run(["g++", "-std=c++17", "-shared", "-fPIC", "-O1", _SOURCES[name], "-o", library] +
                 tf.sysconfig.get_compile_flags() + tf.sysconfig.get_link_flags(), check=True)
  return tf.load_op_library(library)


def main():
  with tempfile.TemporaryDirectory() as folder:
    libraries = {name: _build(folder, name) for name in zero_out_gradient_cases.LIBRARIES}
    guide_module = {}
    exec(zero_out_gradient_cases.guide_gradient_source("tensorflow"), guide_module)  # pylint: disable=exec-used
    zero_out_gradient_cases.register_beside_the_guide(ops, guide_module["_zero_out_grad"])
    reference = {"tensorflow": tf.__version__, "cases": {}}
    with tf.device("/CPU:0"):
      for name, program in zero_out_gradient_cases.CASES.items():
        reference["cases"][name] = zero_out_gradient_cases.observed(tf, libraries, program)
  with open(zero_out_gradient_cases.REFERENCE_FILE, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
