"""Prints the .bazelrc line that makes the installed package a Bazel repository,
@tensorflow_lite_core, for workspaces that build op libraries with its tf_custom_op_library:

  python3 -m tensorflow_lite_core.configure_bazel > tflc.bazelrc   # and `try-import` it

The folder is the package's own (its headers, libtensorflow_framework.so, WORKSPACE, BUILD.bazel
and tensorflow.bzl ship in the wheel).
"""

import os
import sys


def bazelrc_line(package_folder=None):
  folder = package_folder or os.path.dirname(os.path.abspath(__file__))
  if not os.path.exists(os.path.join(folder, "WORKSPACE")):
    raise FileNotFoundError(f"{folder} is not the installed package's Bazel repository (no "
                            "WORKSPACE): install the wheel, then run this from it")
  return f"common --override_repository=tensorflow_lite_core={folder}"


if __name__ == "__main__":
  try:
    print(bazelrc_line())
  except FileNotFoundError as error:
    print(f"configure_bazel: {error}", file=sys.stderr)
    sys.exit(1)
