"""`tflc.GradientTape`: reverse-mode differentiation of eager code, as `tf.GradientTape`.

    x = tflc.constant(3.0)
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = x * x
    tape.gradient(y, x)  # 6.0

The records are kept in C++ (`_pywrap_tflc._Tape`, python/eager/tape.h): while a tape is active
on a thread, each op the executor runs on a watched tensor is recorded there; `gradient` walks
them back, calling the gradient functions of python/framework/ops.py's registry.
"""

import contextlib
import enum
import logging

from tensorflow_lite_core.python.eager import gradient_support
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.util import nest

_logger = logging.getLogger("tensorflow_lite_core")


class UnconnectedGradients(enum.Enum):
  """What `gradient` returns for a source the target does not depend on: None or zeros."""
  NONE = "none"
  ZERO = "zero"


def _is_variable(value):
  return getattr(value, "_tflc_variable", False)


def _is_trainable(value):
  return value.dtype.is_floating or value.dtype.is_complex


def _id_of(value):
  return value._id  # pylint: disable=protected-access


def _as_target(value):
  """A target as a tensor: a variable's value is read (unrecorded: it is where gradients stop)."""
  if _is_variable(value):
    return value._read_untracked()  # pylint: disable=protected-access
  return value


class GradientTape:
  """Records operations for automatic differentiation (TensorFlow's `tf.GradientTape`).

  Args:
    persistent: whether `gradient` may be called more than once (the records are kept until the
      tape is released).
    watch_accessed_variables: whether trainable variables read while the tape is active are
      watched automatically.
  """

  def __init__(self, persistent=False, watch_accessed_variables=True):
    gradient_support.load_builtin_gradients()
    self._tape = None
    self._persistent = persistent
    self._watch_accessed_variables = watch_accessed_variables
    self._watched_variables = []
    self._recording = False

  def __enter__(self):
    self._push_tape()
    return self

  def __exit__(self, typ, value, traceback):
    if self._recording:
      self._pop_tape()

  def _push_tape(self):
    if self._recording:
      raise ValueError("Tape is still recording, This can happen if you try to re-enter an "
                       "already-active tape.")
    if self._tape is None:
      self._tape = _pywrap_tflc._Tape(self._persistent)  # pylint: disable=protected-access
    self._tape.push()
    gradient_support.active_tapes().append(self)
    self._recording = True

  def _pop_tape(self):
    if not self._recording:
      raise ValueError("Tape is not recording.")
    self._tape.pop()
    active = gradient_support.active_tapes()
    for i in range(len(active) - 1, -1, -1):
      if active[i] is self:
        del active[i]
        break
    self._recording = False

  def _watch_variable(self, variable):
    if not any(v is variable for v in self._watched_variables):
      self._watched_variables.append(variable)
    self._tape.watch_id(_id_of(variable))

  def watch(self, tensor):
    """Follows `tensor` (a tensor, a variable, or a nested structure of them).

    Raises:
      ValueError: a leaf is neither a tensor nor a variable.
    """
    for t in nest.flatten(tensor):
      if not (isinstance(t, tensor_lib.Tensor) or _is_variable(t)):
        raise ValueError(f"Passed in object {t} of type {type(t).__name__!r}, not tf.Tensor or "
                         "tf.Variable or ExtensionType.")
      if not _is_trainable(t):
        _logger.warning("The dtype of the watched tensor must be floating (e.g. tf.float32), "
                        "got %r", t.dtype)
      if self._tape is None:
        raise RuntimeError("GradientTape.watch was called on a tape that is not recording.")
      if _is_variable(t):
        self._watch_variable(t)
      else:
        self._tape.watch_id(_id_of(t))

  @contextlib.contextmanager
  def stop_recording(self):
    """A block in which ops are not recorded on this tape.

    Raises:
      RuntimeError: the tape is not recording.
    """
    if self._tape is None:
      raise RuntimeError("Trying to stop recording a tape which is not recording.")
    self._pop_tape()
    try:
      yield
    finally:
      self._push_tape()

  def reset(self):
    """Forgets everything recorded, and goes on recording (inside the `with` block only).

    Raises:
      ValueError: the tape is not recording.
    """
    self._pop_tape()
    self._tape = None
    self._watched_variables = []
    self._push_tape()

  def watched_variables(self):
    """The variables the tape watches, in the order it first watched them."""
    return tuple(self._watched_variables)

  def gradient(self, target, sources, output_gradients=None,
               unconnected_gradients=UnconnectedGradients.NONE):
    """The gradient of `target` (summed over its elements and its structure) with respect to
    each of `sources`, in the structure of `sources`.

    Args:
      target: a tensor or variable, or a nested structure of them.
      sources: a tensor or variable, or a nested structure of them.
      output_gradients: None, or the gradient of each target (the default: ones).
      unconnected_gradients: for sources the target does not depend on: None
        (`UnconnectedGradients.NONE`, "none") or zeros (`ZERO`, "zero").

    Raises:
      RuntimeError: a non-persistent tape was already used (or never recorded).
      TypeError: `target` is None.
      ValueError: an unknown `unconnected_gradients`.
      LookupError: an op on the path has no registered gradient.
    """
    if self._tape is None:
      raise RuntimeError("A non-persistent GradientTape can only be used to compute one set of "
                         "gradients (or jacobians)")
    if self._recording:
      if not self._persistent:
        self._pop_tape()
      else:
        _logger.warning(
            "Calling GradientTape.gradient on a persistent tape inside its context is "
            "significantly less efficient than calling it outside the context (it causes the "
            "gradient ops to be recorded on the tape, leading to increased CPU and memory "
            "usage). Only call GradientTape.gradient inside the context if you actually want to "
            "trace the gradient in order to compute higher order derivatives.")
    if target is None:
      raise TypeError("Argument `target` should be a list or nested structure of Tensors, "
                      "Variables or CompositeTensors to be differentiated, but received None.")
    unconnected = _unconnected_mode(unconnected_gradients)
    flat_targets = [_as_target(t) for t in nest.flatten(target)]
    flat_sources = nest.flatten(sources)
    for source in flat_sources:
      if not _is_trainable(source):
        _logger.warning("The dtype of the source tensor must be floating (e.g. tf.float32) when "
                        "calling GradientTape.gradient, got %r", source.dtype)
    if output_gradients is not None:
      output_gradients = [None if g is None else constant_op.convert_to_tensor(g)
                          for g in nest.flatten(output_gradients)]
    source_ids = [_id_of(s) if _is_trainable(s) else 0 for s in flat_sources]
    flat_grads = self._tape.gradient(flat_targets, source_ids, output_gradients)
    if unconnected is UnconnectedGradients.ZERO:
      flat_grads = [gradient_support.zeros_for(s) if g is None else g
                    for g, s in zip(flat_grads, flat_sources)]
    if not self._persistent:
      self._tape = None
    return nest.pack_sequence_as(sources, flat_grads)

  def jacobian(self, target, sources, unconnected_gradients=UnconnectedGradients.NONE,
               parallel_iterations=None, experimental_use_pfor=True):
    """The Jacobian of `target` with respect to each of `sources`: for a source of shape S and
    a target of shape T, a tensor of shape T + S (TensorFlow's `GradientTape.jacobian`).

    `parallel_iterations` and `experimental_use_pfor` are accepted for TensorFlow's signature;
    the rows are computed one by one.
    """
    del parallel_iterations, experimental_use_pfor
    return gradient_support.jacobian(self, target, sources, unconnected_gradients)

  def batch_jacobian(self, target, source, unconnected_gradients=UnconnectedGradients.NONE,
                     parallel_iterations=None, experimental_use_pfor=True):
    """The Jacobian of each example of a batch: for `target` [B, y...] and `source` [B, x...],
    a tensor [B, y..., x...] (TensorFlow's `GradientTape.batch_jacobian`)."""
    del parallel_iterations, experimental_use_pfor
    return gradient_support.batch_jacobian(self, target, source, unconnected_gradients)


def _unconnected_mode(value):
  if isinstance(value, UnconnectedGradients):
    return value
  try:
    return UnconnectedGradients(value)
  except ValueError:
    raise ValueError(f"Unknown value for unconnected_gradients: {value!r}") from None
