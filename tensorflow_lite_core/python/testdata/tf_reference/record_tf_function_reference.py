"""Records TensorFlow's answers to function_cases.py as tf_function_reference.json. Run with an
interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_function_reference.py
"""

import json
import os
import sys

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import function_cases  # pylint: disable=g-import-not-at-top
import tape_cases  # pylint: disable=g-import-not-at-top


def main():
  reference = {"tensorflow": tf.__version__, "cases": {}}
  for name, program in function_cases.CASES.items():
    reference["cases"][name] = tape_cases.tape_outcome(tf, program)
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_function_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=0, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
