"""Records TensorFlow's answers to allocation_failure_cases.py as
tf_allocation_failure_reference.json. Run with an interpreter that has tensorflow-cpu==2.21.0
(never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_allocation_failure_reference.py
"""

import json
import os
import sys

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import allocation_failure_cases  # pylint: disable=g-import-not-at-top


def main():
  tf.config.set_visible_devices([], "GPU")  # the CPU allocator's answers
  reference = {"tensorflow": tf.__version__}
  for name, case in allocation_failure_cases.CASES.items():
    reference[name] = allocation_failure_cases.outcome(lambda case=case: case(tf))
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "tf_allocation_failure_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
