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
function's positional arguments (and reads of the trainable variables it read, collected by a
variable watcher while it ran) and whose backward function is `grad`
(`_pywrap_tflc._record_operation`, python/eager/tape.h). The tape's walk knows a tensor by the
last op that produced it, so from the copies back it goes through `grad`, not the forward ops.
"""

import functools
import inspect

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.ops import gen_array_ops
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.util import nest


def _accepts_variables(grad_fn):
  """Whether grad_fn takes a `variables` keyword (by name or through **kwargs)."""
  try:
    parameters = inspect.signature(grad_fn).parameters.values()
  except (TypeError, ValueError):  # no signature to read: call it and see
    return True
  return any(p.kind == p.VAR_KEYWORD or
             (p.name == "variables" and p.kind != p.POSITIONAL_ONLY) for p in parameters)


def _run_watching_variables(f, args, kwargs):
  """(result, grad_fn, the trainable variables `f` read, in the order it first read them)."""
  read = []
  _pywrap_tflc._push_variable_watcher(read)  # pylint: disable=protected-access
  try:
    result, grad_fn = f(*args, **kwargs)
  finally:
    _pywrap_tflc._pop_variable_watcher(read)  # pylint: disable=protected-access
  return result, grad_fn, read


def _record(f, args, kwargs):
  """Runs `f(*args, **kwargs)` -> (result, grad_fn) and records `grad_fn` as its gradient."""
  result, grad_fn, read = _run_watching_variables(f, args, kwargs)
  flat_args = nest.flatten(args)
  # The variables grad_fn gives gradients for: those read that are no argument.
  arguments = flat_args + nest.flatten(kwargs)
  variables = [v for v in read if all(v is not a for a in arguments)]
  if variables and not _accepts_variables(grad_fn):
    raise TypeError("@tf.custom_gradient grad_fn must accept keyword argument 'variables', "
                    f"since function uses variables: {variables}")
  # New tensors for the outputs: the ids the recorded op produces.
  flat_result = [gen_array_ops.identity(value) for value in nest.flatten(result)]
  # A variable's input is a read of it: tapes follow the read back to the variable.
  inputs = [constant_op.convert_to_tensor(value) for value in flat_args + variables]
  input_count = len(flat_args)

  def backward(*output_gradients):
    if variables:
      input_gradients, variable_gradients = grad_fn(*output_gradients, variables=variables)
      if len(variable_gradients) != len(variables):
        raise ValueError("Must return gradient for each variable from @custom_gradient grad_fn.")
    else:
      input_gradients, variable_gradients = grad_fn(*output_gradients), ()
    input_gradients = nest.flatten(input_gradients)
    if len(input_gradients) != input_count:
      raise ValueError(f"custom_gradient function expected to return {input_count} gradients, "
                       f"but returned {len(input_gradients)} instead.")
    return input_gradients + list(variable_gradients)

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
      If `f` reads trainable variables that are not among its arguments, grad_fn is called
      with them as its `variables` keyword (a list, in the order `f` first read them) and
      returns (input gradients, one gradient or None per variable).

  Returns:
    The decorated function: it returns y, and tapes that watch x differentiate it with grad_fn.
    `custom_gradient()` without `f` returns the decorator.

  Raises:
    TypeError: (when called) `f` read trainable variables and grad_fn takes no `variables`
      keyword.
    (when a gradient is computed) ValueError: grad_fn returns a number of gradients other than
    the number of tensors of x, or of variables.
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
    A function computing what `f` does, whose gradient runs `f` again on a tape of its own
    (the trainable variables `f` reads get their gradients too).
  """

  @custom_gradient
  def recompute(*args, **kwargs):
    _pywrap_tflc._stop_recording()  # pylint: disable=protected-access
    try:
      result = f(*args, **kwargs)
    finally:
      _pywrap_tflc._resume_recording()  # pylint: disable=protected-access

    def grad(*upstream, variables=None):
      # Imported here: backprop imports this package's gradient modules on first use.
      from tensorflow_lite_core.python.eager import backprop  # pylint: disable=g-import-not-at-top
      variables = list(variables or ())
      with backprop.GradientTape() as tape:
        copies = nest.map_structure(gen_array_ops.identity, args)
        tape.watch(copies)
        tape.watch(variables)
        recomputed = f(*copies, **kwargs)
      gradients = tape.gradient(recomputed, nest.flatten(copies) + variables,
                                output_gradients=list(upstream),
                                unconnected_gradients=backprop.UnconnectedGradients.ZERO)
      split = len(gradients) - len(variables)
      if variables:
        return gradients[:split], gradients[split:]
      return gradients
    return result, grad

  return functools.wraps(f)(recompute)
