"""Tests of tflc.sysconfig's flags (the wheel test builds an op library with them)."""

import os
import re

import tensorflow_lite_core as tflc


def test_folders_are_in_the_package():
  package = os.path.dirname(os.path.abspath(tflc.__file__))
  assert tflc.sysconfig.get_lib() == package
  assert tflc.sysconfig.get_include() == os.path.join(package, "include")


def test_compile_flags_say_how_the_core_was_built():
  flags = tflc.sysconfig.get_compile_flags()
  assert flags[0] == "-I" + tflc.sysconfig.get_include()
  assert "--std=c++17" in flags
  assert "-D_GLIBCXX_USE_CXX11_ABI=1" in flags  # Debian's libstdc++ default
  align = [flag for flag in flags if flag.startswith("-DEIGEN_MAX_ALIGN_BYTES=")]
  assert len(align) == 1 and int(align[0].split("=")[1]) in (16, 32, 64)


def test_link_flags_name_the_framework_library():
  assert tflc.sysconfig.get_link_flags() == [
      "-L" + tflc.sysconfig.get_lib(), "-l:libtensorflow_framework.so"]


def test_build_info():
  info = tflc.sysconfig.get_build_info()
  # A --config=cuda build says so, with the toolkit's version ("13.0"); GPUs exist only there.
  if info["is_cuda_build"]:
    assert re.fullmatch(r"\d+\.\d+", info["cuda_version"]), info["cuda_version"]
  else:
    assert info["cuda_version"] is None
    assert tflc.config.list_physical_devices("GPU") == []
  assert info["cpu_compiler"].startswith("gcc ")
