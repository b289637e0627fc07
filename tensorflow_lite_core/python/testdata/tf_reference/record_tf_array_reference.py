"""Records TensorFlow's answers to array_cases.py as tf_array_reference.json. Run with an
interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_array_reference.py
"""

import json
import os
import sys

import numpy as np
import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import array_cases  # pylint: disable=g-import-not-at-top


def main():
  reference = {"tensorflow": tf.__version__, "programs": {}, "indexing": {}}
  with tf.device("/CPU:0"):
    for name, program in array_cases.PROGRAMS.items():
      reference["programs"][name] = array_cases.outcome(lambda program=program: program(tf, np))
    for tensor_name, expression in array_cases.INDEXING:
      reference["indexing"][f"{tensor_name}[{expression}]"] = array_cases.outcome(
          array_cases.index_case(tf, np, tensor_name, expression))
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_array_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
