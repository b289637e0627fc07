"""Records TensorFlow's static shapes for graph_shape_cases.py as tf_graph_shape_reference.json.
Run with an interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the
tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_graph_shape_reference.py
"""

import json
import os
import sys

import numpy as np
import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_shape_cases  # pylint: disable=g-import-not-at-top


def main():
  reference = {"tensorflow": tf.__version__, "programs": {}}
  for name, program in graph_shape_cases.PROGRAMS.items():
    reference["programs"][name] = graph_shape_cases.outcome(tf, np, program)
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "tf_graph_shape_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
