"""Use time_two ops in python: the tensorflow/custom-op repository's module, for this
repository's time_two.so, at TensorFlow's private import paths with the package name changed."""

from tensorflow_lite_core.python.framework import load_library
from tensorflow_lite_core.python.platform import resource_loader

time_two_ops = load_library.load_op_library(
    resource_loader.get_path_to_datafile('time_two.so'))
time_two = time_two_ops.time_two
