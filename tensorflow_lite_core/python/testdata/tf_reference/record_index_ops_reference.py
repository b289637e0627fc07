"""Records TensorFlow's answers to index_ops_cases.py as tf_index_ops_reference.json. Run with an
interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_index_ops_reference.py
"""

import json
import os
import sys
import types

import tensorflow as tf
from tensorflow.python.ops import sparse_ops

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import index_ops_cases  # pylint: disable=g-import-not-at-top


def main():
  ops = types.SimpleNamespace(sparse_to_dense=sparse_ops.sparse_to_dense)
  reference = {"tensorflow": tf.__version__, "programs": {}, "signatures": {}}
  for path in index_ops_cases.FUNCTIONS:
    reference["signatures"][path] = index_ops_cases.signature(
        index_ops_cases.function_at(tf, ops, path))
  for name, program in index_ops_cases.PROGRAMS.items():
    reference["programs"][name] = index_ops_cases.outcome(
        lambda program=program: program(tf, ops))
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_index_ops_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
