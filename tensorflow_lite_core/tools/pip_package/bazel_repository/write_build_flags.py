"""Writes build_flags.bzl for the package's Bazel repository: tflc.sysconfig's compile flags,
less the include folder (the repository's cc_library provides it)."""

import sys

import tensorflow_lite_core as tflc


def main(out):
  flags = [flag for flag in tflc.sysconfig.get_compile_flags() if not flag.startswith("-I")]
  with open(out, "w", encoding="utf-8") as f:
    f.write('"""The flags the package was built with (tflc.sysconfig.get_compile_flags())."""\n\n')
    f.write("COMPILE_FLAGS = [%s]\n" % ", ".join('"%s"' % flag for flag in flags))


if __name__ == "__main__":
  main(sys.argv[1])
