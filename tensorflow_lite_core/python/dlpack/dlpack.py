"""`tflc.experimental.dlpack`: tensors shared with other frameworks through DLPack capsules, as
`tf.experimental.dlpack`. The work is the extension's (eager/dlpack.h); tensors also have the
array API's `__dlpack__` and `__dlpack_device__`, so `np.from_dlpack(t)` and
`torch.from_dlpack(t)` share a tensor's memory without a copy.
"""

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


def to_dlpack(tf_tensor):
  """A "dltensor" PyCapsule over the tensor's memory; it can be consumed once.

  Raises:
    InvalidArgumentError: `tf_tensor` is not a tflc.Tensor, or its dtype has no DLPack type
      (strings, quantized types, float8).
  """
  return _pywrap_tflc._to_dlpack(tf_tensor)  # pylint: disable=protected-access


def from_dlpack(dlcapsule):
  """The tensor of a DLPack capsule, or of any object with `__dlpack__` (a NumPy array, a PyTorch
  tensor), sharing its memory; the tensor keeps the producer's memory alive.

  Memory is shared when it is dense row-major and aligned as the kernels need
  (EIGEN_MAX_ALIGN_BYTES: 16 bytes in default builds); it is copied when it is only misaligned. CUDA memory is copied into the GPU
  device's memory.

  Raises:
    InvalidArgumentError: the capsule was consumed already, its strides are not dense row-major,
      or its device or element type has no tflc equivalent (TensorFlow's texts).
    TypeError: `dlcapsule` is neither a capsule nor has `__dlpack__`.
  """
  return _pywrap_tflc._from_dlpack(dlcapsule)  # pylint: disable=protected-access
