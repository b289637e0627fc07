"""Records TensorFlow's answers to cases.py as tf_eager_reference.json. Run with an interpreter that
has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_reference.py
"""

import json
import os
import sys

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cases  # pylint: disable=g-import-not-at-top


def main():
  reference = {"tensorflow": tf.__version__, "conversion": {}, "programs": {}}
  for value_name, value in cases.CONVERSION_VALUES.items():
    for dtype in cases.CONVERSION_DTYPES:
      reference["conversion"][f"{value_name}/{dtype}"] = cases.outcome(
          lambda value=value, dtype=dtype: tf.convert_to_tensor(value, dtype=dtype))
  for name, program in cases.PROGRAMS.items():
    reference["programs"][name] = cases.outcome(lambda program=program: program(tf))
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_eager_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
