"""Records TensorFlow's gradients of the cases of one area (gradient_cases.py) as
tf_gradient_reference_<area>.json. Run with an interpreter that has tensorflow-cpu==2.21.0 (never
a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_gradient_reference.py math
"""

import json
import os
import sys

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gradient_cases  # pylint: disable=g-import-not-at-top


def main(areas):
  for area in areas:
    reference = {"tensorflow": tf.__version__, "cases": {}}
    for name, program in gradient_cases.cases(area).items():
      reference["cases"][name] = gradient_cases.gradient_outcome(tf, program)
    with open(gradient_cases.reference_file(area), "w") as out:
      json.dump(reference, out, indent=0, sort_keys=True)
      out.write("\n")


if __name__ == "__main__":
  main(sys.argv[1:] or list(gradient_cases.AREAS))
