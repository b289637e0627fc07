"""`tflc.compat.v1.Session`: runs graphs as TensorFlow 1.x did (`run(fetches, feed_dict)`),
for the guide's tests and older code. Each (feeds, fetches) combination is compiled once
(framework/graph/graph_runner.h) and reused."""

import threading

import numpy as np

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import graph as graph_lib
from tensorflow_lite_core.python.util import nest

_thread = threading.local()


def _session_stack():
  stack = getattr(_thread, "sessions", None)
  if stack is None:
    stack = _thread.sessions = []
  return stack


def get_default_session():
  """The innermost session entered with `with session:` or `as_default()`, or None."""
  stack = _session_stack()
  return stack[-1] if stack else None


def session_for(session, graph):
  """`session`, else the default session (which must run `graph`).

  Raises:
    ValueError: no session, or the default one runs another graph.
  """
  if session is None:
    session = get_default_session()
    if session is None:
      raise ValueError("Cannot evaluate tensor using `eval()`: No default session is registered. "
                       "Use `with sess.as_default()` or pass an explicit session to "
                       "`eval(session=sess)`")
  if session.graph is not graph:
    raise ValueError("Cannot use the given session to evaluate tensor: the tensor's graph is "
                     "different from the session's graph.")
  return session


class Session:
  """Runs the operations of a graph (TensorFlow 1.x's `tf.compat.v1.Session`).

  Args:
    target, config: accepted for TensorFlow's signature (one process, the CPU).
    graph: the graph to run; the default graph if None.
  """

  def __init__(self, target="", graph=None, config=None):
    del target, config
    self._graph = graph if graph is not None else graph_lib.get_default_graph()
    self._compiled = {}
    self._closed = False
    self._default_contexts = []

  @property
  def graph(self):
    return self._graph

  @property
  def graph_def(self):
    return self._graph.as_graph_def()

  def close(self):
    self._closed = True
    self._compiled.clear()

  def __enter__(self):
    self._default_contexts.append(self._graph.as_default())
    self._default_contexts[-1].__enter__()
    _session_stack().append(self)
    return self

  def __exit__(self, typ, value, traceback):
    _session_stack().pop()
    self._default_contexts.pop().__exit__(typ, value, traceback)
    self.close()

  def as_default(self):
    """A context in which this is the default session (it stays open afterwards)."""
    session = self

    class _Default:
      def __enter__(self):
        _session_stack().append(session)
        return session

      def __exit__(self, typ, value, traceback):
        _session_stack().pop()

    return _Default()

  # ---- run ----
  def _element(self, fetch):
    """A fetch as ("tensor", tensor) or ("op", operation)."""
    try:
      return self._graph_element(fetch)
    except (KeyError, ValueError) as error:
      # TensorFlow's text: the KeyError's message keeps its quotes.
      raise ValueError(f"Argument `fetch` = {str(fetch)} cannot be interpreted as a Tensor. "
                       f"({error})") from None

  def _graph_element(self, fetch):
    if isinstance(fetch, str):
      if ":" in fetch:
        fetch = self._graph.get_tensor_by_name(fetch)
      else:
        fetch = self._graph.get_operation_by_name(fetch)
    if isinstance(fetch, graph_lib.Operation):
      if fetch.graph is not self._graph:
        raise ValueError(f"Operation {fetch!r} is not an element of this graph.")
      return ("op", fetch)
    if isinstance(fetch, graph_lib.SymbolicTensor):
      if fetch.graph is not self._graph:
        raise ValueError(f"Tensor {fetch!r} is not an element of this graph.")
      return ("tensor", fetch)
    raise TypeError(f"Fetch argument {fetch!r} has invalid type {type(fetch)}, must be a string "
                    "or Tensor. (Can not convert a "
                    f"{type(fetch).__name__} into a Tensor or Operation.)")

  def _feeds(self, feed_dict):
    endpoints, values = [], []
    for key, value in (feed_dict or {}).items():
      try:
        tensor = self._graph.get_tensor_by_name(key) if isinstance(key, str) else key
        if isinstance(tensor, graph_lib.SymbolicTensor) and tensor.graph is not self._graph:
          raise ValueError(f"Tensor {tensor!r} is not an element of this graph.")
      except (KeyError, ValueError) as error:
        message = error.args[0] if isinstance(error, KeyError) else str(error)
        raise TypeError(f"Cannot interpret feed_dict key as Tensor: {message}") from None
      if not isinstance(tensor, graph_lib.SymbolicTensor):
        raise TypeError(f"The value of a feed cannot be a tf.Tensor object. Acceptable feed "
                        f"values include Python scalars, strings, lists, numpy ndarrays, or "
                        f"TensorHandles. For reference, the tensor object was {key!r} which was "
                        f"passed to the argument `feed_dict` with key {key!r}.")
      if isinstance(value, graph_lib.SymbolicTensor):
        raise TypeError("The value of a feed cannot be a tf.Tensor object.")
      converted = constant_op.convert_to_tensor(np.asarray(value) if not hasattr(value, "numpy")
                                                else value, dtype=tensor.dtype)
      if not tensor.shape.is_compatible_with(converted.shape):
        raise ValueError(f"Cannot feed value of shape {tuple(converted.shape.as_list())} for "
                         f"Tensor {tensor.name}, which has shape {tensor.shape}")
      endpoints.append((tensor._node, tensor._index))  # pylint: disable=protected-access
      values.append(converted)
    return endpoints, values

  def run(self, fetches, feed_dict=None, options=None, run_metadata=None):
    """The values of `fetches` (tensors, operations, their names, or nested lists, tuples and
    dicts of them) with `feed_dict`'s values in place of the tensors it maps.

    Returns:
      NumPy values in the structure of `fetches` (None for operations).

    Raises:
      RuntimeError: the session is closed.
      TypeError / ValueError: bad fetches or feeds, as TensorFlow's.
      tflc.errors.OpError: a kernel's error (InvalidArgumentError for an unfed placeholder).
    """
    del options, run_metadata
    if self._closed:
      raise RuntimeError("Attempted to use a closed Session.")
    if fetches is None:
      raise TypeError("Fetch argument None has invalid type <class 'NoneType'>")
    elements = [self._element(f) for f in nest.flatten(fetches)]
    feed_endpoints, feed_values = self._feeds(feed_dict)
    captured_endpoints, captured_values = self._graph._captured_feeds()  # pylint: disable=protected-access
    feed_endpoints += captured_endpoints
    feed_values += captured_values
    tensor_fetches = [(t._node, t._index) for kind, t in elements if kind == "tensor"]  # pylint: disable=protected-access
    targets = [op._node for kind, op in elements if kind == "op"]  # pylint: disable=protected-access
    key = (tuple(feed_endpoints), tuple(tensor_fetches), tuple(targets))
    compiled = self._compiled.get(key)
    if compiled is None:
      from tensorflow_lite_core.python.framework import config  # pylint: disable=g-import-not-at-top
      compiled = self._graph.compile(feed_endpoints, tensor_fetches, targets,
                                     config.inter_op_threads_in_use())
      self._compiled[key] = compiled
    values = iter(compiled.run(feed_values))
    results = [np.asarray(next(values).numpy()) if kind == "tensor" else None
               for kind, _ in elements]
    results = [r[()] if r is not None and r.ndim == 0 else r for r in results]
    return nest.pack_sequence_as(fetches, results)
