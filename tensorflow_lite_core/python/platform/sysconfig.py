"""`tflc.sysconfig`: where the installed package keeps its headers and libraries, and the flags
an op library needs to build against them (the guide's g++ command line)."""

import os

from tensorflow_lite_core.python import build_config
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

# The package folder: tensorflow_lite_core/ (this file is python/platform/sysconfig.py in it).
_PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_FRAMEWORK_LIBRARY = "libtensorflow_framework.so"


def get_include():
  """The folder of the headers custom ops include (installed package only)."""
  return os.path.join(_PACKAGE, "include")


def get_lib():
  """The folder holding libtensorflow_framework.so (the package folder)."""
  return _PACKAGE


def get_compile_flags():
  """Compiler flags for an op library: include path, the C++ ABI and Eigen's alignment as the
  core was built, the C++ standard."""
  return [
      "-I" + get_include(),
      f"-D_GLIBCXX_USE_CXX11_ABI={_pywrap_tflc._CXX11_ABI}",  # pylint: disable=protected-access
      "--std=c++17",
      f"-DEIGEN_MAX_ALIGN_BYTES={_pywrap_tflc._EIGEN_MAX_ALIGN_BYTES}",  # pylint: disable=protected-access
  ]


def get_link_flags():
  """Linker flags for an op library: the framework library, linked dynamically."""
  return ["-L" + get_lib(), "-l:" + _FRAMEWORK_LIBRARY]


def get_build_info():
  """How the package was built, as a dict (TensorFlow's keys where they apply)."""
  return {
      "is_cuda_build": build_config.CUDA_VERSION is not None,
      "is_rocm_build": False,
      "is_tensorrt_build": False,
      "cuda_version": build_config.CUDA_VERSION,
      "cudnn_version": None,
      "cpu_compiler": "gcc " + _pywrap_tflc._COMPILER,  # pylint: disable=protected-access
      "cxx11_abi_flag": _pywrap_tflc._CXX11_ABI,  # pylint: disable=protected-access
      "eigen_max_align_bytes": _pywrap_tflc._EIGEN_MAX_ALIGN_BYTES,  # pylint: disable=protected-access
      "sanitizer": build_config.SANITIZER,
  }
