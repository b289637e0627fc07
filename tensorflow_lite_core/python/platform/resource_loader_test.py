"""Tests of resource_loader: paths are relative to the calling module's folder."""

import os

from tensorflow_lite_core.python.platform import resource_loader

_HERE = os.path.dirname(os.path.abspath(__file__))


def test_path_beside_the_caller():
  assert resource_loader.get_path_to_datafile("lib.so") == os.path.join(_HERE, "lib.so")
  assert resource_loader.get_path_to_datafile("sub/x.txt") == os.path.join(_HERE, "sub", "x.txt")


def test_data_files_path_is_the_callers_folder():
  assert resource_loader.get_data_files_path() == _HERE


def test_the_existing_file_is_found():
  assert os.path.exists(resource_loader.get_path_to_datafile("resource_loader_test.py"))
