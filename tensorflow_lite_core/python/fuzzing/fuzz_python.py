"""Fuzzes the Python API with atheris (libFuzzer's engine, guided by the coverage of the
package's Python code) for as long as libFuzzer's flags say:

    bazel run //tensorflow_lite_core/python/fuzzing:fuzz_python -- -max_total_time=60 \\
        /tmp/python_corpus tensorflow_lite_core/python/fuzzing/corpus

Relative paths on the command line are taken from the workspace. -merge=1 keeps the inputs that
add coverage (how the committed corpus was made). An input that lets an exception
of a class outside python_api_fuzz.ALLOWED escape, crashes or hangs (-timeout) is saved as
crash-* or timeout-* (in the current folder, or -artifact_prefix).
"""

import os
import sys

import atheris


def main():
  with atheris.instrument_imports(include=["tensorflow_lite_core"]):
    from tensorflow_lite_core.python.fuzzing import python_api_fuzz  # pylint: disable=import-outside-toplevel
    python_api_fuzz.catalog()  # the op modules load here, instrumented
  if os.environ.get("BUILD_WORKSPACE_DIRECTORY"):
    os.chdir(os.environ["BUILD_WORKSPACE_DIRECTORY"])
  python_api_fuzz.limit_address_space()
  # libFuzzer starts argv[0] again for -merge=1 and -fork: the interpreter with this file, as the
  # file itself is no executable (the environment, PYTHONPATH included, is inherited).
  argv = [f"{sys.executable} {os.path.abspath(__file__)}"] + sys.argv[1:]
  atheris.Setup(argv, python_api_fuzz.run_one)
  atheris.Fuzz()


if __name__ == "__main__":
  main()
