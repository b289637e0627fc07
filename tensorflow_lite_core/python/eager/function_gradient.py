"""Gradients through a tflc.function call: a call made while a tape records is recorded as one
entry whose backward function is another traced function, built once per concrete function
from a copy of the forward graph and the gradient functions run symbolically on it
(`tflc.compat.v1.gradients`). The backward function is a concrete function too, so a tape
recording its call gets its gradient the same way (higher orders)."""

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


def backward_function(concrete):
  """The concrete function computing, from the forward inputs and one gradient per forward
  output, the gradients of the forward inputs and then of the captured variables (None where
  unconnected)."""
  from tensorflow_lite_core.python.eager import def_function  # pylint: disable=g-import-not-at-top
  from tensorflow_lite_core.python.ops import gen_graph_ops  # pylint: disable=g-import-not-at-top
  from tensorflow_lite_core.python.ops import graph_gradients  # pylint: disable=g-import-not-at-top
  forward = concrete.graph
  graph = def_function.FuncGraph(forward.name + "_backward")
  graph.import_graph_def(forward.graph_def())
  with graph.as_default():
    xs = [graph.get_tensor_by_name(t.name) for t in forward.inputs]
    captured = [graph.get_tensor_by_name(forward._variable_placeholders[id(v)].name)  # pylint: disable=protected-access
                for v in forward.captured_variables]
    ys = [graph.get_tensor_by_name(t.name) for t in forward.outputs]
    grad_ys = [gen_graph_ops.placeholder(dtype=y.dtype, shape=y.shape, name="output_gradient")
               for y in ys]
    grads = graph_gradients.gradients(ys, xs + captured, grad_ys=grad_ys) if xs + captured else []
  graph.inputs = xs + grad_ys
  for variable, placeholder in zip(forward.captured_variables, captured):
    graph.captured_variables.append(variable)
    graph._variable_placeholders[id(variable)] = placeholder  # pylint: disable=protected-access
  flat_outputs = []
  for grad in grads:
    if grad is None:
      flat_outputs.append(("value", None))
    else:
      if not hasattr(grad, "_node"):  # an IndexedSlices: dense for the fetch
        with graph.as_default():
          from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
          grad = constant_op.convert_to_tensor(grad)
      flat_outputs.append(("tensor", len(graph.outputs)))
      graph.outputs.append(grad)
  graph.structured_outputs = list(grads)
  return def_function.ConcreteFunction(graph, None, list(grads), flat_outputs)


def record_call(concrete, inputs, results):
  """Records a call of `concrete` with eager `inputs` (its results `results`) on the tapes
  recording on this thread."""
  variables = concrete.graph.captured_variables
  sources = list(inputs) + [v._read_untracked() for v in variables]  # pylint: disable=protected-access
  ids = [t._id for t in inputs] + [v._id for v in variables]  # pylint: disable=protected-access
  if not variables:
    ids = None
  else:
    for v in variables:
      v._accessed()  # pylint: disable=protected-access

  def backward(*output_gradients):
    grads = concrete._backward()._call_flat(list(inputs) + list(output_gradients))  # pylint: disable=protected-access
    return list(grads)

  _pywrap_tflc._record_operation(  # pylint: disable=protected-access
      "PartitionedCall", list(results), sources, backward, ids)
