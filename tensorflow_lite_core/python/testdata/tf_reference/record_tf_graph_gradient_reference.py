"""Records TensorFlow's answers to graph_gradient_cases.py as tf_graph_gradient_reference.json.
Run with an interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the
tests) and g++:

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_graph_gradient_reference.py

It builds the guide's ZeroOut (examples/zero_out/zero_out.cc) against TensorFlow's headers into a
temporary folder and registers the guide's gradient module with `tensorflow` as its package.
"""

import json
import os
import subprocess
import sys
import tempfile

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_gradient_cases  # pylint: disable=g-import-not-at-top
import zero_out_gradient_cases  # pylint: disable=g-import-not-at-top

_ZERO_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                         "examples", "zero_out", "zero_out.cc")


def main():
  with tempfile.TemporaryDirectory() as folder:
    library = os.path.join(folder, "zero_out.so")
    subprocess.run(["g++", "-std=c++17", "-shared", "-fPIC", "-O1", _ZERO_OUT, "-o", library] +
                   tf.sysconfig.get_compile_flags() + tf.sysconfig.get_link_flags(), check=True)
    zero_out_module = tf.load_op_library(library)
    guide_module = {}
    exec(zero_out_gradient_cases.guide_gradient_source("tensorflow"), guide_module)  # pylint: disable=exec-used
    reference = {"tensorflow": tf.__version__, "cases": {}}
    for name, program in graph_gradient_cases.CASES.items():
      reference["cases"][name] = graph_gradient_cases.observed(
          tf, zero_out_module, guide_module["_zero_out_grad"], program)
  with open(graph_gradient_cases.REFERENCE_FILE, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
