"""Records how TensorFlow's tf.load_op_library answers load_refusal_cases.py, as
tf_load_refusal_reference.json: the exception class and the loader's text after the file name,
"loaded", or the signal that killed the process. Each case runs in a fresh interpreter, as a cut
library can kill it. Run with an interpreter that has tensorflow-cpu==2.21.0 (never a dependency
of the build or the tests), giving any complete shared library to cut:

  python tensorflow_lite_core/python/testdata/tf_reference/record_tf_load_refusal_reference.py \\
      /lib/x86_64-linux-gnu/libz.so.1
"""

import json
import os
import subprocess
import sys
import tempfile

import tensorflow as tf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import load_refusal_cases  # pylint: disable=g-import-not-at-top

_LOAD = """
import sys
import tensorflow as tf
try:
  tf.load_op_library(sys.argv[1])
  print("loaded")
except Exception as error:
  print(type(error).__name__, str(error).replace(sys.argv[1], "FILE"))
"""


def outcome(path):
  run = subprocess.run([sys.executable, "-c", _LOAD, path], capture_output=True, text=True,
                       check=False)
  if run.returncode < 0:
    return f"killed by signal {-run.returncode}"
  return run.stdout.strip().splitlines()[-1]


def main():
  with open(os.path.realpath(sys.argv[1]), "rb") as library:
    contents = library.read()
  reference = {"tensorflow": tf.__version__, "cases": {}}
  with tempfile.TemporaryDirectory() as folder:
    for name, data in load_refusal_cases.cases(contents).items():
      path = os.path.join(folder, name + ".so")
      with open(path, "wb") as out:
        out.write(data)
      reference["cases"][name] = outcome(path)
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tf_load_refusal_reference.json")
  with open(path, "w") as out:
    json.dump(reference, out, indent=0, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
