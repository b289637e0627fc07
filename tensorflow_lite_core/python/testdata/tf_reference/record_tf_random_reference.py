"""Records TensorFlow's answers to random_cases.py as tf_random_reference.json. Run with an
interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_random_reference.py
"""

import json
import os
import sys

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_cases  # pylint: disable=g-import-not-at-top


def main():
  tf.config.set_visible_devices([], "GPU")  # the CPU kernels' numbers
  reference = {"tensorflow": tf.__version__, "signatures": random_cases.signatures(tf)}
  for group, cases in random_cases.all_cases().items():
    reference[group] = {name: random_cases.outcome(lambda program=program: program(tf))
                        for name, program in cases.items()}
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_random_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
