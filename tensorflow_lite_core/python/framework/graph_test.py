"""tflc.Graph: ops added inside as_default() become nodes with static shapes from their shape
functions, construction errors are ValueErrors with TensorFlow's text, names are unique as
TensorFlow makes them, and GraphDefs round-trip."""

import numpy as np
import pytest

import tensorflow_lite_core as tflc
from tensorflow_lite_core.python.framework import graph as graph_lib

v1 = tflc.compat.v1


def test_ops_in_a_graph_are_symbolic_with_static_shapes():
  graph = tflc.Graph()
  with graph.as_default():
    x = v1.placeholder(tflc.float32, shape=[None, 3], name="x")
    y = x * 2.0 + tflc.constant([1.0, 2.0, 3.0])
    s = tflc.reduce_sum(y, axis=1)
    r = tflc.reshape(x, [3, -1])
  assert isinstance(y, tflc.Tensor) and isinstance(y, graph_lib.SymbolicTensor)
  assert y.shape.as_list() == [None, 3] and y.dtype == tflc.float32
  assert s.shape.as_list() == [None]
  assert r.shape.as_list() == [3, None]
  assert x.name == "x:0" and y.op.type == "AddV2" and y.graph is graph
  assert [op.type for op in x.consumers()] == ["Mul", "Reshape"]
  assert y.op.inputs[0].op.type == "Mul"
  assert y.op.get_attr("T") == tflc.float32
  assert repr(x) == "<tflc.Tensor 'x:0' shape=(None, 3) dtype=float32>"
  with pytest.raises(NotImplementedError, match="numpy\(\) is only available for eager tensors"):
    x.numpy()


def test_shape_function_errors_at_construction():
  graph = tflc.Graph()
  with graph.as_default():
    a = v1.placeholder(tflc.float32, shape=[2, 3])
    b = v1.placeholder(tflc.float32, shape=[4, 5])
    with pytest.raises(ValueError, match=r"Dimensions must be equal, but are 3 and 4"):
      tflc.matmul(a, b)
    with pytest.raises(ValueError, match=r"Dimensions must be equal, but are 2 and 4 for "
                       r"'\{\{node AddV2\}\} = AddV2\[T=DT_FLOAT\]\(Placeholder, Placeholder_1\)' "
                       r"with input shapes: \[2,3\], \[4,5\]."):
      a + b
  assert [op.type for op in graph.get_operations()] == ["Placeholder", "Placeholder"]


def test_names_are_unique_and_scoped():
  graph = tflc.Graph()
  with graph.as_default():
    x = v1.placeholder(tflc.float32, shape=[2])
    names = [tflc.identity(x).op.name for _ in range(3)]
    with graph.name_scope("block"):
      inner = tflc.identity(x, name="out")
    with graph.name_scope("block"):
      again = tflc.identity(x, name="out")
  assert names == ["Identity", "Identity_1", "Identity_2"]
  assert inner.name == "block/out:0" and again.name == "block_1/out:0"
  assert graph.get_operation_by_name("block/out") is inner.op
  assert graph.get_tensor_by_name("Identity_1:0").op.name == "Identity_1"
  with pytest.raises(KeyError, match="refers to an Operation not in the graph"):
    graph.get_operation_by_name("nope")
  with pytest.raises(ValueError, match="appears to refer to a Tensor"):
    graph.get_operation_by_name("x:0")
  with pytest.raises(KeyError, match="only has 1 outputs"):
    graph.get_tensor_by_name("Identity:3")


def test_graph_def_round_trip():
  graph = tflc.Graph()
  with graph.as_default():
    x = v1.placeholder(tflc.float32, shape=[2], name="x")
    tflc.multiply(x, x, name="y")
  graph_def = graph.as_graph_def()
  assert [n.name for n in graph_def.node] == ["x", "y"]
  copy = tflc.Graph()
  copy.import_graph_def(graph_def.SerializeToString())
  assert copy.as_graph_def() == graph_def
  assert copy.get_tensor_by_name("y:0").shape.as_list() == [2]


def test_graph_tensors_are_refused_by_eager_calls_and_other_graphs():
  graph = tflc.Graph()
  with graph.as_default():
    x = v1.placeholder(tflc.float32, shape=[2])
  with pytest.raises(TypeError, match="An op outside of the function building code is being "
                     "passed"):
    tflc.add(x, x)
  other = tflc.Graph()
  with other.as_default():
    with pytest.raises(ValueError, match="must be from the same graph"):
      tflc.identity(x)


def test_placeholder_needs_a_graph():
  with pytest.raises(RuntimeError, match="tf.placeholder\\(\\) is not compatible with eager "
                     "execution"):
    v1.placeholder(tflc.float32)


def test_constants_fold_into_shape_functions():
  graph = tflc.Graph()
  with graph.as_default():
    x = v1.placeholder(tflc.float32, shape=[4, 6])
    shape = tflc.shape(x)
    y = tflc.reshape(x, tflc.stack([shape[0] * 3, -1]))
  assert y.shape.as_list() == [12, 2]
  np.testing.assert_array_equal(graph.constant(shape.op._node).numpy(), [4, 6])  # pylint: disable=protected-access
