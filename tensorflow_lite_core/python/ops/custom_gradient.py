"""`tflc.custom_gradient` and `tflc.recompute_grad`, as TensorFlow's (eager mode).

    @tflc.custom_gradient
    def log1pexp(x):
      e = tflc.exp(x)
      def grad(upstream):
        return upstream * (1 - 1 / (1 + e))
      return tflc.math.log(1 + e), grad

The decorated function runs as written, so tapes record its ops as they record any others (as
in TensorFlow: that is what makes `e` above differentiable for a second derivative). Its outputs
are then copied (Identity) and the copies recorded as the outputs of one op whose inputs are the
function's positional arguments and whose backward function is `grad`
(`_pywrap_tflc._record_operation`, python/eager/tape.h). The tape's walk knows a tensor by the
last op that produced it, so from the copies back it goes through `grad`, not the forward ops.
"""

import functools

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.util import nest


def _record(f, args, kwargs):
  """Runs `f(*args, **kwargs)` -> (result, grad_fn) and records `grad_fn` as its gradient."""
  result, grad_fn = f(*args, **kwargs)
  flat_args = nest.flatten(args)
  # New tensors for the outputs: the ids the recorded op produces.
  flat_result = [gen_array_ops.identity(value) for value in nest.flatten(result)]
  inputs = [constant_op.convert_to_tensor(value) for value in flat_args]
  input_count = len(flat_args)

  def backward(*output_gradients):
    input_gradients = nest.flatten(grad_fn(*output_gradients))
    if len(input_gradients) != input_count:
      raise ValueError(f"custom_gradient function expected to return {input_count} gradients, "
                       f"but returned {len(input_gradients)} instead.")
    return input_gradients

  _pywrap_tflc._record_operation(  # pylint: disable=protected-access
      getattr(f, "__name__", "custom_gradient"), flat_result, inputs, backward)
  return nest.pack_sequence_as(result, flat_result)


class _CustomGradientFunction:
  """The decorated function: calls record `f`'s gradient; as a class attribute it binds like a
  method (the instance is no input of the recorded op)."""

  def __init__(self, f):
    self._f = f
    functools.update_wrapper(self, f)

  def __get__(self, instance, owner):
    if instance is None:
      return self
    return _CustomGradientFunction(self._f.__get__(instance, owner))

  def __call__(self, *args, **kwargs):
    return _record(self._f, args, kwargs)


def custom_gradient(f=None):
  """Decorates `f(*x) -> (y, grad_fn)` so that the gradient of y with respect to x is
  `grad_fn(*upstream)`, TensorFlow's `tf.custom_gradient` in eager mode.

  Args:
    f: a function of tensors (positional arguments, in any nested structure; keyword arguments
      get no gradient) returning `(y, grad_fn)`: y a tensor or a nested structure of tensors, and
      grad_fn a function of one upstream gradient per tensor of y (flattened) returning one
      gradient (or None) per tensor of x (flattened; a single gradient for a single input).
      Variables read by `f` (`grad_fn`'s `variables` keyword in TensorFlow) are not supported
      yet: they get no gradient through `f`.

  Returns:
    The decorated function: it returns y, and tapes that watch x differentiate it with grad_fn.
    `custom_gradient()` without `f` returns the decorator.

  Raises:
    (when a gradient is computed) ValueError: grad_fn returns a number of gradients other than
    the number of tensors of x.
  """
  if f is None:
    return custom_gradient
  return _CustomGradientFunction(f)


def recompute_grad(f):
  """`f` whose intermediate values are not kept for its gradient but computed again when the
  gradient is needed (TensorFlow's `tf.recompute_grad`, eager mode): less memory, more time.

  Args:
    f: a function of tensors (positional arguments) returning a tensor or a structure of them.

  Returns:
    A function computing what `f` does, whose gradient runs `f` again on a tape of its own.
  """

  @custom_gradient
  def recompute(*args, **kwargs):
    _pywrap_tflc._stop_recording()  # pylint: disable=protected-access
    try:
      result = f(*args, **kwargs)
    finally:
      _pywrap_tflc._resume_recording()  # pylint: disable=protected-access

    def grad(*upstream):
      # Imported here: backprop imports this package's gradient modules on first use.
      from tensorflow_lite_core.python.eager import backprop  # pylint: disable=g-import-not-at-top
      with backprop.GradientTape() as tape:
        copies = nest.map_structure(gen_array_ops.identity, args)
        tape.watch(copies)
        recomputed = f(*copies, **kwargs)
      return tape.gradient(recomputed, nest.flatten(copies), output_gradients=list(upstream),
                           unconnected_gradients=backprop.UnconnectedGradients.ZERO)
    return result, grad

  return functools.wraps(f)(recompute)
