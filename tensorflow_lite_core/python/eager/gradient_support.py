"""What gradient tapes need besides the C++ walk: the hooks it calls (zeros, ones, the sum of
several gradients of one tensor), the built-in gradient functions (loaded with the first tape),
the tapes active on each thread (for variables read under them), and Jacobians."""

import threading

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import ops

_loaded = False
_loading = False  # on the thread holding _load_lock, while the modules load
_load_lock = threading.RLock()
_thread = threading.local()


def active_tapes():
  """The GradientTapes recording on this thread, innermost last."""
  tapes = getattr(_thread, "tapes", None)
  if tapes is None:
    tapes = _thread.tapes = []
  return tapes


def _zeros_like(tensor):
  from tensorflow_lite_core.python.ops import gen_array_ops  # pylint: disable=g-import-not-at-top
  return gen_array_ops.zeros_like(tensor)


def _ones_like(tensor):
  from tensorflow_lite_core.python.ops import gen_array_ops  # pylint: disable=g-import-not-at-top
  return gen_array_ops.ones_like(tensor)


def _aggregate(gradients):
  from tensorflow_lite_core.python.ops import gradient_aggregation  # pylint: disable=g-import-not-at-top
  return gradient_aggregation.aggregate(gradients)


def zeros_for(source):
  """Zeros shaped as `source` (a tensor or a variable), for an unconnected gradient."""
  if getattr(source, "_tflc_variable", False):
    source = source._read_untracked()  # pylint: disable=protected-access
  return _zeros_like(source)


def load_builtin_gradients():
  """Registers the gradients of the built-in ops (once, before the first tape records or the
  first registration of a user's gradient, which must see them to refuse a duplicate). Tapes
  made on other threads meanwhile wait: they must not see the registry half filled. The
  registrations the loading makes come back here on the loading thread and return at once."""
  global _loaded, _loading
  if _loaded:
    return
  with _load_lock:
    if _loaded or _loading:
      return
    _loading = True
    try:
      _pywrap_tflc._set_gradient_hooks(  # pylint: disable=protected-access
          ops._gradient_registry, _zeros_like, _ones_like, _aggregate)  # pylint: disable=protected-access
      # pylint: disable=g-import-not-at-top,unused-import
      from tensorflow_lite_core.python.ops import array_grad
      from tensorflow_lite_core.python.ops import array_grad_indexing
      from tensorflow_lite_core.python.ops import array_grad_slicing
      from tensorflow_lite_core.python.ops import linalg_grad
      from tensorflow_lite_core.python.ops import math_grad
      from tensorflow_lite_core.python.ops import math_grad_reductions
      from tensorflow_lite_core.python.ops import math_grad_unary
      from tensorflow_lite_core.python.ops import nn_grad
      from tensorflow_lite_core.python.ops import random_grad
      # pylint: enable=g-import-not-at-top,unused-import
      _loaded = True
    finally:
      _loading = False


def _rows_of_jacobian(gradient_tape, flat_target, flat_sources):
  """Per element of the target, the gradient of that element with respect to each source."""
  from tensorflow_lite_core.python.ops import array_ops  # pylint: disable=g-import-not-at-top
  tape = gradient_tape._tape  # pylint: disable=protected-access
  size = int(flat_target.shape.num_elements())
  ids = [s._id for s in flat_sources]  # pylint: disable=protected-access
  rows = []
  for i in range(size):
    one_hot = array_ops.reshape(array_ops.one_hot(i, size, dtype=flat_target.dtype),
                                array_ops.shape(flat_target))
    rows.append(tape.gradient([flat_target], ids, [one_hot]))
  return rows, size


def jacobian(gradient_tape, target, sources, unconnected_gradients):
  """GradientTape.jacobian: one gradient per target element, stacked."""
  from tensorflow_lite_core.python.eager import backprop  # pylint: disable=g-import-not-at-top
  from tensorflow_lite_core.python.ops import array_ops  # pylint: disable=g-import-not-at-top
  from tensorflow_lite_core.python.ops import array_ops_slicing  # pylint: disable=g-import-not-at-top
  from tensorflow_lite_core.python.util import nest  # pylint: disable=g-import-not-at-top
  if gradient_tape._tape is None:  # pylint: disable=protected-access
    raise RuntimeError("A non-persistent GradientTape can only be used to compute one set of "
                       "gradients (or jacobians)")
  if gradient_tape._recording and not gradient_tape._persistent:  # pylint: disable=protected-access
    gradient_tape._pop_tape()  # pylint: disable=protected-access
  mode = backprop._unconnected_mode(unconnected_gradients)  # pylint: disable=protected-access
  flat_sources = [s._read_untracked() if getattr(s, "_tflc_variable", False) else s  # pylint: disable=protected-access
                  for s in nest.flatten(sources)]
  target = backprop._as_target(target)  # pylint: disable=protected-access
  rows, size = _rows_of_jacobian(gradient_tape, target, nest.flatten(sources))
  results = []
  for k, source in enumerate(flat_sources):
    column = [row[k] for row in rows]
    shape = array_ops.concat([array_ops.shape(target), array_ops.shape(source)], 0)
    if size == 0 or all(g is None for g in column):
      if mode is backprop.UnconnectedGradients.NONE and size != 0:
        results.append(None)
        continue
      results.append(array_ops.zeros(shape, dtype=source.dtype))
      continue
    column = [_zeros_like(source) if g is None else g for g in column]
    results.append(array_ops.reshape(array_ops_slicing.stack(column), shape))
  if not gradient_tape._persistent:  # pylint: disable=protected-access
    gradient_tape._tape = None  # pylint: disable=protected-access
  return nest.pack_sequence_as(sources, results)


def batch_jacobian(gradient_tape, target, source, unconnected_gradients):
  """GradientTape.batch_jacobian: the Jacobian of each example, from the full one."""
  from tensorflow_lite_core.python.ops import array_ops  # pylint: disable=g-import-not-at-top
  from tensorflow_lite_core.python.ops import array_ops_slicing  # pylint: disable=g-import-not-at-top
  target_shape, source_shape = target.shape, source.shape
  if target_shape.rank is None or target_shape.rank < 1 or source_shape.rank < 1:
    raise ValueError("Need first dimension of `target` shape and `source` shape to match.")
  if target_shape[0] != source_shape[0]:
    raise ValueError(f"Need first dimension of `target` shape ({target_shape}) and `source` "
                     f"shape ({source_shape}) to match.")
  full = jacobian(gradient_tape, target, source, unconnected_gradients)
  if full is None:
    return None
  batch = int(target_shape[0])
  target_rest = list(target_shape[1:])
  source_rest = list(source_shape[1:])
  target_size = 1
  for d in target_rest:
    target_size *= d
  source_size = 1
  for d in source_rest:
    source_size *= d
  # full: [B, t..., B, s...] -> the diagonal blocks [B, t..., s...].
  flat = array_ops.reshape(full, [batch, target_size, batch, source_size])
  blocks = [flat[b, :, b, :] for b in range(batch)]
  return array_ops.reshape(array_ops_slicing.stack(blocks), [batch] + target_rest + source_rest)
