"""Use zero_out ops in python: the tensorflow/custom-op repository's module, for this
repository's zero_out.so, at TensorFlow's private import paths with the package name changed."""

from tensorflow_lite_core.python.framework import load_library
from tensorflow_lite_core.python.platform import resource_loader

zero_out_ops = load_library.load_op_library(
    resource_loader.get_path_to_datafile('zero_out.so'))
zero_out = zero_out_ops.zero_out
