"""Runs pytest on the files given as arguments; the main of every tf_py_test."""

import os
import sys

import pytest


def main():
  args = ["-q", "-p", "no:cacheprovider", "--import-mode=importlib"]
  xml_output = os.environ.get("XML_OUTPUT_FILE")
  if xml_output:
    args.append("--junitxml=" + xml_output)
  sys.exit(pytest.main(args + sys.argv[1:]))


if __name__ == "__main__":
  main()
