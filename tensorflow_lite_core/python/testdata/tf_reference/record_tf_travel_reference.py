"""Records TensorFlow's answers to travel_cases.py (pickle, copy, DLPack) as
tf_travel_reference.json. Run with an interpreter that has tensorflow-cpu==2.21.0 (never a
dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_travel_reference.py
"""

import json
import os
import sys

import numpy as np
import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import travel_cases  # pylint: disable=g-import-not-at-top


class TensorFlowApi:
  constant = staticmethod(tf.constant)
  to_dlpack = staticmethod(tf.experimental.dlpack.to_dlpack)
  from_dlpack = staticmethod(tf.experimental.dlpack.from_dlpack)
  TensorShape = tf.TensorShape
  TensorSpec = tf.TensorSpec
  dtype = staticmethod(tf.as_dtype)


def main():
  reference = {"tensorflow": tf.__version__, "programs": {}}
  with tf.device("/CPU:0"):
    for name, program in travel_cases.PROGRAMS.items():
      reference["programs"][name] = travel_cases.outcome(
          lambda program=program: program(TensorFlowApi, np))
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_travel_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
