"""Records TensorFlow's answers to custom_gradient_cases.py as tf_custom_gradient_reference.json.
Run with an interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the
tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_custom_gradient_reference.py
"""

import json
import os
import sys

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import custom_gradient_cases  # pylint: disable=g-import-not-at-top


def main():
  reference = {"tensorflow": tf.__version__, "cases": {}}
  with tf.device("/CPU:0"):
    for name, program in custom_gradient_cases.CASES.items():
      reference["cases"][name] = custom_gradient_cases.observed(tf, program)
  with open(custom_gradient_cases.REFERENCE_FILE, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
