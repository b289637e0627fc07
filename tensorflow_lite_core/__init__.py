"""tensorflow_lite_core: TensorFlow's op and kernel framework, small and fast.

    import tensorflow_lite_core as tflc
    x = tflc.constant([[1.0, 2.0], [3.0, 4.0]])
    tflc.matmul(x, x)

Tensors, dtypes, errors and conversion load with the package; the op functions (and the
generated wrappers behind them) load on first use, so that importing stays cheap.
"""

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
from tensorflow_lite_core.python.api import public_names as _public_names
# Connects the package to the executor (conversions, error classes) before anything runs.
from tensorflow_lite_core.python.eager import op_support as _op_support

__version__ = "0.1.0"

# tflc.newaxis: a new dimension of size 1 in an index (`t[tflc.newaxis, :]`), as tf.newaxis.
newaxis = None

# tflc.float32, tflc.int32, ...: every DType constant except the reference types.
globals().update({name: value for name, value in vars(dtypes).items()
                  if isinstance(value, DType) and not name.startswith("_") and
                  not name.endswith("_ref")})

# Top-level functions and namespaces as TensorFlow has them (python/api/public_names.py), loaded
# on first use.
__getattr__, __dir__ = _public_names.lazy_namespace("tflc", globals(), _public_names.SUBMODULES)
