"""Records TensorFlow's answers to debugging_cases.py as tf_debugging_reference.json. Run with an
interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_debugging_reference.py
"""

import json
import os
import sys

import numpy as np
import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import debugging_cases  # pylint: disable=g-import-not-at-top


def main():
  reference = {"tensorflow": tf.__version__, "programs": {}}
  with tf.device("/CPU:0"):
    for name, program in debugging_cases.PROGRAMS.items():
      reference["programs"][name] = debugging_cases.outcome(
          lambda program=program: program(tf, np))
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_debugging_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
