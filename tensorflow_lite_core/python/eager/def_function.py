"""`tflc.function`: a Python function traced into a graph once per input signature and run in
C++ afterwards (python/eager/graph_building.h, framework/graph/graph_runner.h), as
`tf.function`:

    @tflc.function
    def step(x):
      return tflc.reduce_sum(x * 1.01 + 0.5)

    step(tflc.constant([1.0, 2.0]))   # traces, then runs the graph
    step(tflc.constant([3.0, 4.0]))   # runs the same graph

Tensors are keyed by dtype and shape (a new shape traces again, as in TensorFlow 2.21 without
reduce_retracing), other Python values by value; `input_signature` fixes one trace for every
tensor fitting its TensorSpecs. Variables read inside are read again at every call.
"""

import functools

import numpy as np

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import graph as graph_lib
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.framework import tensor_spec
from tensorflow_lite_core.python.util import nest


class FuncGraph(graph_lib.Graph):
  """The graph a function traces into: its inputs are placeholders, and the variables it reads
  are captured as placeholders fed with their values at each call."""

  def __init__(self, name):
    super().__init__()
    self.name = name
    self.inputs = []
    self.outputs = []
    self.structured_outputs = None

  @property
  def building_function(self):
    return True


def _placeholder(dtype, shape, name):
  from tensorflow_lite_core.python.ops import gen_graph_ops  # pylint: disable=g-import-not-at-top
  return gen_graph_ops.placeholder(dtype=dtype, shape=shape, name=name)


def _is_tensor_like(value):
  return isinstance(value, (tensor_lib.Tensor, tensor_spec.TensorSpec, np.ndarray)) or getattr(
      type(value), "_tflc_variable", False)


def _signature_key(value):
  """What decides whether a call may reuse a trace: a tensor's dtype and shape, a Python
  value's own value (its type too: 1 and 1.0 trace apart)."""
  if isinstance(value, tensor_lib.Tensor):
    return ("tensor", value.dtype, tuple(value._shape_tuple()))  # pylint: disable=protected-access
  if getattr(type(value), "_tflc_variable", False):
    return ("variable", id(value))
  if isinstance(value, np.ndarray):
    # An array is a tensor argument, as in TensorFlow: keyed by dtype and shape.
    return ("ndarray", value.dtype.str, value.shape)
  try:
    hash(value)
  except TypeError:
    return ("object", id(value))
  # By value, as TensorFlow's: 1 and 1.0 share a trace.
  return ("python", value)


class ConcreteFunction:
  """One trace of a function: its graph and the compiled runner calls go through."""

  def __init__(self, graph, structured_inputs, structured_outputs, flat_outputs):
    self.graph = graph
    self.structured_input_signature = structured_inputs
    self.structured_outputs = structured_outputs
    self._flat_outputs = flat_outputs  # per output leaf: ("tensor", i), ("value", v)
    fetches = [(t._node, t._index) for t in graph.outputs]  # pylint: disable=protected-access
    feeds = [(t._node, t._index) for t in graph.inputs]  # pylint: disable=protected-access
    feeds += graph._captured_feeds()[0]  # pylint: disable=protected-access
    from tensorflow_lite_core.python.framework import config  # pylint: disable=g-import-not-at-top
    self._compiled = graph.compile(feeds, fetches, [], config.inter_op_threads_in_use())
    self._backward_concrete = None
    # A single tensor output, the common case, is returned without packing.
    self._single_tensor = (not nest.is_nested(structured_outputs) and
                           flat_outputs == [("tensor", 0)])

  @property
  def inputs(self):
    return list(self.graph.inputs)

  @property
  def outputs(self):
    return list(self.graph.outputs)

  @property
  def output_shapes(self):
    return nest.map_structure(lambda t: t.shape if isinstance(t, tensor_lib.Tensor) else None,
                              self.structured_outputs)

  @property
  def output_dtypes(self):
    return nest.map_structure(lambda t: t.dtype if isinstance(t, tensor_lib.Tensor) else None,
                              self.structured_outputs)

  def _backward(self):
    """The traced gradient of this function (function_gradient.py), made on first use."""
    if self._backward_concrete is None:
      from tensorflow_lite_core.python.eager import function_gradient  # pylint: disable=g-import-not-at-top
      self._backward_concrete = function_gradient.backward_function(self)
    return self._backward_concrete

  def _call_flat(self, tensors):
    inputs = tensors
    if self.graph.captured_variables:
      tensors = list(tensors)
      tensors += [v._read_untracked() for v in self.graph.captured_variables]  # pylint: disable=protected-access
    results = self._compiled.run(tensors)
    if _pywrap_tflc._tapes_recording():  # pylint: disable=protected-access
      from tensorflow_lite_core.python.eager import function_gradient  # pylint: disable=g-import-not-at-top
      function_gradient.record_call(self, list(inputs), results)
    if self._single_tensor:
      return results[0]
    leaves = [results[spec] if kind == "tensor" else spec for kind, spec in self._flat_outputs]
    if self._single:
      return leaves[0]
    return nest.pack_sequence_as(self.structured_outputs, leaves)

  def __call__(self, *args):
    flat = [a for a in nest.flatten(list(args)) if _is_tensor_like(a)]
    return self._call_flat([_as_eager(a) for a in flat])

  @property
  def _single(self):
    return not nest.is_nested(self.structured_outputs)


_TENSOR_TYPE = tensor_lib.Tensor


def _tensor_key(args):
  """(dtype, shape) of each argument when all are eager tensors and no graph is being built,
  else None."""
  if _pywrap_tflc._default_graph() is not None:  # pylint: disable=protected-access
    return None
  key = []
  for arg in args:
    if type(arg) is not _TENSOR_TYPE:  # pylint: disable=unidiomatic-typecheck
      return None
    key.append((arg._datatype_enum(), arg._shape_tuple()))  # pylint: disable=protected-access
  return tuple(key)


def _flatten_up_to(structure, value):
  """The parts of `value` at the leaves of `structure` (a value at a TensorSpec stays whole)."""
  if isinstance(structure, tensor_spec.TensorSpec) or not nest.is_nested(structure):
    return [value]
  if isinstance(structure, dict):
    return [part for key in sorted(structure)
            for part in _flatten_up_to(structure[key], value[key])]
  if not isinstance(value, (list, tuple)) or len(value) != len(structure):
    return [value]
  return [part for s, v in zip(structure, value) for part in _flatten_up_to(s, v)]


def _as_eager(value):
  if getattr(type(value), "_tflc_variable", False):
    return value._read_for_op()  # pylint: disable=protected-access
  if isinstance(value, np.ndarray):
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    return constant_op.convert_to_tensor(value)
  return value


class Function:
  """A Python function made polymorphic over its input signatures (tf.function's object)."""

  def __init__(self, python_function, input_signature=None, name=None):
    self._python_function = python_function
    self._input_signature = (None if input_signature is None else
                             list(input_signature))
    self._name = name or getattr(python_function, "__name__", "function")
    self._traces = {}
    # Calls with only eager tensors, keyed by their dtypes and shapes: the common call skips
    # flattening and the general key.
    self._tensor_traces = {}
    functools.update_wrapper(self, python_function)

  @property
  def python_function(self):
    return self._python_function

  @property
  def input_signature(self):
    return None if self._input_signature is None else tuple(self._input_signature)

  def experimental_get_tracing_count(self):
    """How many times the function has been traced."""
    return len(self._traces)

  def __get__(self, instance, owner):
    if instance is None:
      return self
    bound = Function(self._python_function.__get__(instance, owner), self._input_signature,
                     self._name)
    return bound

  def _checked_signature_args(self, args, kwargs):
    if kwargs:
      raise TypeError(f"{self._name}: functions with an input_signature take positional "
                      "arguments only here")
    flat_specs = nest.flatten(self._input_signature)
    flat_args = _flatten_up_to(self._input_signature, list(args))
    if len(flat_args) != len(flat_specs):
      raise TypeError(f"{self._name}() takes {len(flat_specs)} positional tensor arguments "
                      f"from its input_signature but {len(flat_args)} were given")
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    converted = []
    for arg, spec in zip(flat_args, flat_specs):
      tensor = constant_op.convert_to_tensor(_as_eager(arg), dtype=spec.dtype)
      if not spec.shape.is_compatible_with(tensor.shape):
        raise TypeError(f"Binding inputs to tf.function failed due to `Can not cast "
                        f"{tensor_spec.TensorSpec.from_tensor(tensor)!r} to {spec!r}`. Received "
                        f"args: {args} and kwargs: {kwargs} for signature: "
                        f"{self._input_signature}.")
      converted.append(tensor)
    return converted

  def get_concrete_function(self, *args, **kwargs):
    """The trace for these arguments (tensors or TensorSpecs), made if needed."""
    if self._input_signature is not None and not args and not kwargs:
      return self._trace_for_signature()
    return self._trace(args, kwargs)[0]

  def _trace_for_signature(self):
    key = ("signature",)
    concrete = self._traces.get(key)
    if concrete is None:
      concrete = self._traces[key] = self._make_trace(list(self._input_signature), {})
    return concrete

  def _trace(self, args, kwargs):
    flat = nest.flatten([list(args), kwargs])
    key = tuple(_signature_key(v) if not isinstance(v, tensor_spec.TensorSpec) else
                ("tensor", v.dtype, None if v.shape.rank is None else tuple(v.shape.as_list()))
                for v in flat)
    key = (len(args), tuple(sorted(kwargs)), key)
    concrete = self._traces.get(key)
    if concrete is None:
      concrete = self._traces[key] = self._make_trace(args, kwargs)
    return concrete, flat

  def _make_trace(self, args, kwargs):
    graph = FuncGraph(self._name)
    with graph.as_default():
      def placeholder_for(value):
        if isinstance(value, tensor_spec.TensorSpec):
          tensor = _placeholder(value.dtype, value.shape, value.name or "input")
        elif isinstance(value, tensor_lib.Tensor):
          tensor = _placeholder(value.dtype, value.shape, "input")
        elif isinstance(value, np.ndarray):
          from tensorflow_lite_core.python.framework import dtypes  # pylint: disable=g-import-not-at-top
          tensor = _placeholder(dtypes.as_dtype(value.dtype), value.shape, "input")
        elif getattr(type(value), "_tflc_variable", False):
          return value
        else:
          return value
        graph.inputs.append(tensor)
        return tensor
      traced_args = nest.map_structure(placeholder_for, list(args))
      traced_kwargs = nest.map_structure(placeholder_for, dict(kwargs))
      outputs = self._python_function(*traced_args, **traced_kwargs)
      flat_outputs = []
      for leaf in nest.flatten(outputs):
        if isinstance(leaf, tensor_lib.Tensor):
          if not isinstance(leaf, graph_lib.SymbolicTensor):
            leaf = graph.symbolic(graph.add_const(leaf, "Const"), 0)
          flat_outputs.append(("tensor", len(graph.outputs)))
          graph.outputs.append(leaf)
        else:
          flat_outputs.append(("value", leaf))
    graph.structured_outputs = outputs
    return ConcreteFunction(graph, (tuple(args), dict(kwargs)), outputs, flat_outputs)

  def __call__(self, *args, **kwargs):
    if not kwargs and self._input_signature is None:
      key = _tensor_key(args)
      if key is not None:
        concrete = self._tensor_traces.get(key)
        if concrete is None:
          concrete = self._tensor_traces[key] = self._trace(args, kwargs)[0]
        return concrete._call_flat(args)  # pylint: disable=protected-access
    if graph_lib.building_graph() is not None:
      # Called while another function traces: inline it, as TensorFlow does for nested calls.
      return self._python_function(*args, **kwargs)
    if self._input_signature is not None:
      tensors = self._checked_signature_args(args, kwargs)
      return self._trace_for_signature()._call_flat(tensors)  # pylint: disable=protected-access
    concrete, flat = self._trace(args, kwargs)
    return concrete._call_flat([_as_eager(v) for v in flat if _is_tensor_like(v)])  # pylint: disable=protected-access

  def __repr__(self):
    return f"<tflc.function {self._name}>"


def function(func=None, input_signature=None, autograph=True, jit_compile=None,  # pylint: disable=unused-argument
             reduce_retracing=False, experimental_implements=None,  # pylint: disable=unused-argument
             experimental_autograph_options=None, experimental_attributes=None,  # pylint: disable=unused-argument
             experimental_relax_shapes=None, experimental_compile=None,  # pylint: disable=unused-argument
             experimental_follow_type_hints=None):  # pylint: disable=unused-argument
  """Makes `func` a Function (as a decorator, with or without arguments).

  `autograph`, `jit_compile` and the experimental options are accepted for TensorFlow's
  signature; Python control flow runs at trace time (on Python values and static shapes).
  """
  def decorate(f):
    return Function(f, input_signature)
  return decorate(func) if func is not None else decorate
