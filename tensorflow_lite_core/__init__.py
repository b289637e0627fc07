"""tensorflow_lite_core: TensorFlow's op and kernel framework, small and fast.

    import tensorflow_lite_core as tflc
    x = tflc.constant([[1.0, 2.0], [3.0, 4.0]])
    tflc.matmul(x, x)

Tensors, dtypes, errors and conversion load with the package; the op functions (and the
generated wrappers behind them) load on first use, so that importing stays cheap.
"""

import importlib as _importlib

# pylint: disable=g-bad-import-order,unused-import,redefined-builtin
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework.constant_op import constant
from tensorflow_lite_core.python.framework.constant_op import convert_to_tensor
from tensorflow_lite_core.python.framework.dtypes import DType
from tensorflow_lite_core.python.framework.dtypes import as_dtype
from tensorflow_lite_core.python.framework.load_library import load_library
from tensorflow_lite_core.python.framework.load_library import load_op_library
from tensorflow_lite_core.python.framework.tensor import Tensor
from tensorflow_lite_core.python.framework.tensor_shape import TensorShape
# Connects the package to the executor (conversions, error classes) before anything runs.
from tensorflow_lite_core.python.eager import op_support as _op_support

__version__ = "0.1.0"

# tflc.float32, tflc.int32, ...: every DType constant except the reference types.
globals().update({name: value for name, value in vars(dtypes).items()
                  if isinstance(value, DType) and not name.startswith("_") and
                  not name.endswith("_ref")})

# Top-level names as TensorFlow has them, with the module that defines each.
_LAZY = {
    "tensorflow_lite_core.python.eager.context": ("device",),
    "tensorflow_lite_core.python.ops.math_ops": (
        "abs", "add", "add_n", "argmax", "cast", "divide", "exp", "matmul", "maximum", "minimum",
        "multiply", "negative", "pow", "reduce_max", "reduce_mean", "reduce_min", "reduce_prod",
        "reduce_sum", "sigmoid", "sqrt", "square", "subtract", "tanh"),
    "tensorflow_lite_core.python.ops.array_ops": (
        "bitcast", "concat", "expand_dims", "fill", "identity", "ones", "ones_like", "pad",
        "rank", "reshape", "shape", "size", "squeeze", "transpose", "zeros", "zeros_like"),
}
_LAZY_NAMES = {name: module for module, names in _LAZY.items() for name in names}
_LAZY_MODULES = {
    "math": "tensorflow_lite_core.python.api.math",
    "nn": "tensorflow_lite_core.python.api.nn",
    "raw_ops": "tensorflow_lite_core.python.ops.raw_ops",
    "config": "tensorflow_lite_core.python.framework.config",
    "op_def_registry": "tensorflow_lite_core.python.framework.op_def_registry",
    "test": "tensorflow_lite_core.python.platform.test",
    "sysconfig": "tensorflow_lite_core.python.platform.sysconfig",
}


def __getattr__(name):
  if name in _LAZY_NAMES:
    value = getattr(_importlib.import_module(_LAZY_NAMES[name]), name)
  elif name in _LAZY_MODULES:
    value = _importlib.import_module(_LAZY_MODULES[name])
  else:
    raise AttributeError(f"module 'tensorflow_lite_core' has no attribute {name!r}")
  globals()[name] = value  # later lookups skip this function
  return value


def __dir__():
  return sorted(set(globals()) | set(_LAZY_NAMES) | set(_LAZY_MODULES))
