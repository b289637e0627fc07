"""Neural-network functions with TensorFlow 2.x's names (`tflc.nn.relu`, `tflc.nn.softmax`,
`tflc.nn.elu`, ...)."""

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import array_ops
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.ops import gen_nn_ops

relu = gen_nn_ops.relu


def softmax(logits, axis=None, name=None):
  """exp(logits) / sum(exp(logits)) along `axis` (the last dimension when None)."""
  if not isinstance(logits, tensor_lib.Tensor):
    logits = constant_op.convert_to_tensor(logits)
  rank = logits.ndim
  if axis is None or axis in (-1, rank - 1):
    return gen_nn_ops.softmax(logits, name)
  if not -rank <= axis < rank:
    raise ValueError(f"`axis` must be in the range [{-rank}, {rank}) where {rank} is the number "
                     f"of dimensions in the input. Received: axis={axis}")
  # The op works on the last dimension: swap `axis` there and back.
  axis %= rank
  perm = list(range(rank))
  perm[axis], perm[-1] = perm[-1], perm[axis]
  swapped = array_ops.transpose(logits, perm)
  return array_ops.transpose(gen_nn_ops.softmax(swapped, name), perm)


elu = gen_nn_ops.elu
selu = gen_nn_ops.selu
softplus = gen_nn_ops.softplus


def leaky_relu(features, alpha=0.2, name=None):
  """`features` where positive, else `alpha * features`. Integer features are converted to
  float32 first, as in TensorFlow."""
  if not isinstance(features, tensor_lib.Tensor):
    features = constant_op.convert_to_tensor(features)
  if features.dtype.is_integer:
    features = gen_math_ops.cast(features, dtypes.float32, False)
  if isinstance(alpha, np.ndarray):
    alpha = alpha.item()
  return gen_nn_ops.leaky_relu(features, alpha, name)


def log_softmax(logits, axis=None, name=None):
  """logits - log(sum(exp(logits))) along `axis` (the last dimension when None)."""
  if not isinstance(logits, tensor_lib.Tensor):
    logits = constant_op.convert_to_tensor(logits)
  rank = logits.ndim
  if axis is None or axis in (-1, rank - 1):
    return gen_nn_ops.log_softmax(logits, name)
  if not -rank <= axis < rank:
    raise errors.InvalidArgumentError(
        None, None, f"`dim` must be in the range [{-rank}, {rank}) where {rank} is the number of "
        f"dimensions in the input. Received: dim={axis}")
  # The op works on the last dimension: swap `axis` there and back.
  axis %= rank
  perm = list(range(rank))
  perm[axis], perm[-1] = perm[-1], perm[axis]
  swapped = array_ops.transpose(logits, perm)
  return array_ops.transpose(gen_nn_ops.log_softmax(swapped, name), perm)


def bias_add(value, bias, data_format=None, name=None):
  """`value` plus `bias` along the channel dimension: the last one for `data_format` None or
  "N...C", the second for a format that starts with "NC"."""
  if data_format is not None:
    if data_format.startswith("NC"):
      data_format = "NCHW"
    elif data_format.startswith("N") and data_format.endswith("C"):
      data_format = "NHWC"
    else:
      raise ValueError("`data_format` must be of the form `N...C` or `NC...`. Received: "
                       f"data_format={data_format}")
  else:
    data_format = "NHWC"
  if not isinstance(value, tensor_lib.Tensor):
    value = constant_op.convert_to_tensor(value)
  if not isinstance(bias, tensor_lib.Tensor):
    bias = constant_op.convert_to_tensor(bias, dtype=value.dtype)
  return gen_nn_ops.bias_add(value, bias, data_format, name)
