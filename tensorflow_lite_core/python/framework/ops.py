"""The gradient registry, at TensorFlow's private path (`tensorflow.python.framework.ops`) so
that gradient code written for TensorFlow runs with only the package name changed:

    from tensorflow_lite_core.python.framework import ops

    @ops.RegisterGradient("ZeroOut")
    def _zero_out_grad(op, grad):
      ...

    ops.NotDifferentiable("MyIndexOp")

A gradient function receives the op as a tape recorded it (`op.type`, `op.inputs`,
`op.outputs`, `op.get_attr(name)`, `op.node_def`, `op.skip_input_indices`) and one gradient per
output, and returns one gradient (or None) per input.
"""

import traceback

# op type -> gradient function, or None for an op registered as not differentiable. The tape's
# C++ walk reads this dict directly (python/eager/tape_gradient.h).
_gradient_registry = {}
# op type -> (function name, file, line) of its registration, for the duplicate error.
_registered_at = {}


def _load_builtin_gradients():
  # The built-in gradients register on first need; a user's registration is such a need, so
  # that registering a built-in op's type is refused now rather than when a tape loads them.
  from tensorflow_lite_core.python.eager import gradient_support  # pylint: disable=g-import-not-at-top
  gradient_support.load_builtin_gradients()


def _register(op_type, function):
  if not isinstance(op_type, str):
    raise TypeError("op_type must be a string")
  _load_builtin_gradients()
  if op_type in _gradient_registry:
    name, filename, line = _registered_at[op_type]
    raise KeyError(f"Registering two gradient with name '{op_type}'! (Previous registration was "
                   f"in {name} {filename}:{line})")
  caller = traceback.extract_stack(limit=3)[0]
  _registered_at[op_type] = (caller.name, caller.filename, caller.lineno)
  _gradient_registry[op_type] = function


class RegisterGradient:
  """A decorator registering the gradient function of an op type.

  Raises:
    TypeError: `op_type` is not a string.
    KeyError: the op type already has a gradient (or is registered as not differentiable).
  """

  __slots__ = ("_op_type",)

  def __init__(self, op_type):
    if not isinstance(op_type, str):
      raise TypeError("op_type must be a string")
    self._op_type = op_type

  def __call__(self, f):
    _register(self._op_type, f)
    return f


def no_gradient(op_type):
  """Declares that ops of `op_type` have no gradient: no input of theirs gets one.

  Raises:
    TypeError: `op_type` is not a string.
    KeyError: the op type already has a gradient registered.
  """
  _register(op_type, None)


NotDifferentiable = no_gradient


def get_gradient_function(op):
  """The gradient function registered for `op.type` (None for a non-differentiable op).

  Raises:
    LookupError: no gradient is registered for the op's type.
  """
  op_type = op.type if not isinstance(op, str) else op
  _load_builtin_gradients()
  try:
    return _gradient_registry[op_type]
  except KeyError:
    raise LookupError(f"gradient registry has no entry for: {op_type}") from None


def device(device_name):
  """A context running the ops called in it on `device_name` (`tf.device`; see tflc.device)."""
  from tensorflow_lite_core.python.eager import context  # pylint: disable=g-import-not-at-top
  return context.device(device_name)
