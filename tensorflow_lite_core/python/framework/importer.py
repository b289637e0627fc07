"""`tflc.graph_util.import_graph_def` (also `tflc.compat.v1.import_graph_def`): a GraphDef's nodes
added to the default graph as TensorFlow adds them, under a unique name scope ("import" by
default), with some of their inputs replaced by tensors of the graph, all or nothing. The
checking, renaming and ordering are C++ (framework/graph/graph_import.cc); this module checks the
arguments as TensorFlow does and turns names into operations and tensors."""

from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import graph as graph_lib
from tensorflow_lite_core.python.framework import op_def_registry


def _as_graph_def(graph_def):
  from tensorflow_lite_core.framework import graph_pb2  # pylint: disable=g-import-not-at-top
  if isinstance(graph_def, graph_pb2.GraphDef):
    return graph_def
  # Another GraphDef class of the same wire format (TensorFlow's own, in the same process).
  serialize = getattr(graph_def, "SerializeToString", None)
  if not callable(serialize) or type(graph_def).__name__ != "GraphDef":
    raise TypeError("Argument `graph_def` must be a GraphDef proto.")
  return graph_pb2.GraphDef.FromString(serialize())


def _parse_tensor_name(name):
  """(operation name, output index) of "op:index" or "op", with TensorFlow's errors."""
  components = name.split(":")
  if len(components) == 2:
    try:
      return components[0], int(components[1])
    except ValueError:
      raise ValueError(f"Cannot convert {name!r} to a tensor name. Second component of the name "
                       f"following the `:` should be an int. Got {components[1]}.") from None
  if len(components) == 1:
    return components[0], 0
  raise ValueError(f"Cannot convert '{name}' to a tensor name. Tensor names should not contain "
                   f"more than 1 `:`. Obtained {len(components) - 1}")


def _as_str(value):
  return value.decode("utf-8") if isinstance(value, bytes) else value


def _checked_input_map(input_map):
  if input_map is None:
    return {}
  if not isinstance(input_map, dict):
    raise TypeError(f"Argument `input_map` must be a dictionary. Obtained "
                    f"{type(input_map).__name__}")
  if not all(isinstance(key, (str, bytes)) for key in input_map):
    raise TypeError(f"All keys for argument `input_map` must be strings. Obtained keys: "
                    f"{list(input_map.keys())}")
  return {_as_str(key): value for key, value in input_map.items()}


def _checked_return_elements(return_elements):
  if return_elements is None:
    return None
  if not all(isinstance(element, (str, bytes)) for element in return_elements):
    raise TypeError(f"Argument `return_elements` must be a list of strings. Obtained "
                    f"{return_elements}.")
  return tuple(_as_str(element) for element in return_elements)


def _without_producer_defaults(graph_def, producer_op_list):
  """A copy of `graph_def` without attrs that this process's OpDefs lack and whose values are
  the producer's defaults (a newer producer's additions, which older consumers can drop)."""
  producer_ops = {op.name: op for op in producer_op_list.op}
  stripped = type(graph_def)()
  stripped.CopyFrom(graph_def)
  for node in stripped.node:
    producer_op = producer_ops.get(node.op)
    op_def = op_def_registry.get(node.op)
    if producer_op is None or op_def is None:
      continue
    known = {attr.name for attr in op_def.attr}
    defaults = {attr.name: attr.default_value for attr in producer_op.attr
                if attr.HasField("default_value")}
    for name in list(node.attr):
      if name not in known and name in defaults and node.attr[name] == defaults[name]:
        del node.attr[name]
  return stripped


def _input_map_entries(graph, input_map):
  """[(key, node, index)]: each value as an output of `graph` (a constant for a non-tensor)."""
  entries = []
  for key, value in input_map.items():
    if isinstance(value, graph_lib.SymbolicTensor):
      if value.graph is not graph:
        raise ValueError(f"node '{value.op.name}' in input_map does not exist in graph "
                         f"(input_map entry: {key}->{value.name})")
    elif isinstance(value, graph_lib.Operation):
      raise TypeError(f"input_map values must be tensors, not operations (entry {key!r})")
    else:
      with graph.name_scope("_inputs"):
        value = constant_op.constant(value)
    entries.append((key, value._node, value._index))  # pylint: disable=protected-access
  return entries


def import_graph_def(graph_def, input_map=None, return_elements=None, name=None, op_dict=None,
                     producer_op_list=None):
  """Imports the graph from `graph_def` into the default graph (`tf.graph_util.import_graph_def`).

  Args:
    graph_def: a `GraphDef` proto (tflc's, or another GraphDef class's message).
    input_map: {name in `graph_def` ("x:0", "x" for "x:0", "^x" for control inputs): tensor of
      the default graph (or a value, made a constant)} replacing those inputs.
    return_elements: names in `graph_def` of tensors ("x:0") and operations ("x") to return.
    name: the prefix of the imported names, made unique as a name scope ("import" if None; ""
      keeps the names, made unique where they clash).
    op_dict: deprecated and unused, as in TensorFlow.
    producer_op_list: the producer's `OpList`; attrs this process's ops lack are dropped where
      they hold the producer's default.

  Returns:
    The operations and tensors of `return_elements`, in order, or None.

  Raises:
    TypeError: an argument of the wrong type.
    ValueError: a GraphDef TensorFlow refuses (cycles, unknown inputs, wrong input dtypes, bad
      shapes, names not found); the graph is left as it was.
    tflc.errors.NotFoundError: an op that is not registered.
  """
  del op_dict
  graph_def = _as_graph_def(graph_def)
  input_map = _checked_input_map(input_map)
  return_elements = _checked_return_elements(return_elements)
  if producer_op_list is not None:
    graph_def = _without_producer_defaults(graph_def, producer_op_list)
  graph = graph_lib.get_default_graph()
  tensor_names, node_names, kinds = [], [], []
  for element in return_elements or ():
    if ":" in element:
      op_name, index = _parse_tensor_name(element)
      tensor_names.append(f"{op_name}:{index}")
      kinds.append("tensor")
    else:
      node_names.append(element)
      kinds.append("op")
  with graph.name_scope("import" if name is None else name) as scope:
    entries = _input_map_entries(graph, input_map)
    tensors, nodes = graph.import_graph_def_with_options(
        graph_def.SerializeToString(), scope[:-1] if scope else "", True, entries, tensor_names,
        node_names)
  if return_elements is None:
    return None
  tensors, nodes = iter(tensors), iter(nodes)
  results = []
  for kind in kinds:
    if kind == "tensor":
      node, index = next(tensors)
      results.append(graph._operation(node).outputs[index])  # pylint: disable=protected-access
    else:
      results.append(graph._operation(next(nodes)))  # pylint: disable=protected-access
  return results
