"""`tflc.experimental`: the `dlpack` namespace, as tf.experimental.dlpack; loads on first use."""

import importlib

_SUBMODULES = {"dlpack": "tensorflow_lite_core.python.dlpack.dlpack"}


def __getattr__(name):
  if name not in _SUBMODULES:
    raise AttributeError(f"module 'tflc.experimental' has no attribute {name!r}")
  module = importlib.import_module(_SUBMODULES[name])
  globals()[name] = module
  return module


def __dir__():
  return sorted(set(globals()) | set(_SUBMODULES))
