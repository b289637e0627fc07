"""`tflc.shape_inference`: an op's shape function run on its own, for op authors checking the
shapes their `SetShapeFn` accepts and refuses without building a graph.

    tflc.shape_inference.infer_shapes("MatMul", [[None, 3], [3, 5]])   # [TensorShape([None, 5])]

The shape function is the registered one (built-in ops, and ops of loaded libraries), run by the
C++ framework as graph construction and `tflc.function` traces run it.
"""

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
from tensorflow_lite_core.python.framework import tensor_shape


def _dims(shape):
  shape = tensor_shape.TensorShape(shape)
  if shape.rank is None:
    return None
  return [-1 if dim is None else dim for dim in shape.as_list()]


def infer_shapes(op_name, input_shapes, attrs=None, input_values=None):
  """The static shapes of the outputs of op `op_name` for inputs of `input_shapes`.

  Args:
    op_name: a registered op ("MatMul", or an op of a loaded library).
    input_shapes: one shape per input (a TensorShape, a list with None for unknown dimensions,
      or None for an unknown rank), list inputs flattened.
    attrs: {name: value} of the node's attrs, as an op call takes them (dtypes, ints, floats,
      bools, strings, shapes and lists of them); attrs left out take their defaults, a list
      input's length attr is counted from the shapes and a type attr is the dtype of a value
      given for its input.
    input_values: constant values of inputs, for shape functions that read them (Reshape's
      shape, Fill's dims): a list, aligned with `input_shapes`, of values (anything
      `tflc.constant` takes) or None for inputs whose value is unknown.

  Returns:
    A list of TensorShapes, one per output.

  Raises:
    ValueError: the op is not registered, the number of shapes does not match its inputs, an
      attr is not the op's, or the shape function refuses the shapes (its text, as graph
      construction raises it).
    TypeError: an attr's value does not fit its type.
  """
  shapes = [_dims(shape) for shape in input_shapes]
  values = []
  if input_values is not None:
    from tensorflow_lite_core.python.framework import constant_op  # pylint: disable=g-import-not-at-top
    values = [None if value is None else constant_op.convert_to_tensor(value)
              for value in input_values]
  outputs = _pywrap_tflc._infer_shapes(op_name, shapes, dict(attrs or {}), values)  # pylint: disable=protected-access
  return [tensor_shape.TensorShape(None if dims is None else
                                   [None if dim < 0 else dim for dim in dims])
          for dims in outputs]
