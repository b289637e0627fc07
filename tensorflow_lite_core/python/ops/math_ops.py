"""Math functions with TensorFlow 2.x's names and signatures (`tflc.add`, `tflc.math.*`), the
comparisons and logic (`tflc.equal`, `tflc.math.is_nan`, ...), and the tensor operators. Where
TensorFlow's function is its op's generated wrapper, this is that wrapper; thin Python is added
only where the function differs from the op.
"""

from tensorflow_lite_core.python.eager import op_support
from tensorflow_lite_core.python.framework import constant_op
from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.framework import errors
from tensorflow_lite_core.python.framework import tensor as tensor_lib
from tensorflow_lite_core.python.ops import gen_math_ops
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

add = gen_math_ops.add_v2
subtract = gen_math_ops.sub
multiply = gen_math_ops.mul
maximum = gen_math_ops.maximum
minimum = gen_math_ops.minimum
negative = gen_math_ops.neg
square = gen_math_ops.square
sqrt = gen_math_ops.sqrt
rsqrt = gen_math_ops.rsqrt
exp = gen_math_ops.exp
log = gen_math_ops.log
tanh = gen_math_ops.tanh
sigmoid = gen_math_ops.sigmoid


def abs(x, name=None):  # pylint: disable=redefined-builtin
  """The absolute value of each element of `x`."""
  return gen_math_ops._abs(x, name)  # pylint: disable=protected-access


def pow(x, y, name=None):  # pylint: disable=redefined-builtin
  """`x` to the power `y`, element-wise."""
  return gen_math_ops._pow(x, y, name)  # pylint: disable=protected-access


# Integer true division divides in floating point, as Python's `/` does.
_TRUEDIV_FLOAT = {
    dtypes.int8: dtypes.float32, dtypes.uint8: dtypes.float32,
    dtypes.int16: dtypes.float32, dtypes.uint16: dtypes.float32,
    dtypes.int32: dtypes.float64, dtypes.uint32: dtypes.float64,
    dtypes.int64: dtypes.float64, dtypes.uint64: dtypes.float64,
}


def divide(x, y, name=None):
  """`x / y` element-wise with Python's true-division semantics (integers give floats)."""
  if not isinstance(x, tensor_lib.Tensor):
    x = constant_op.convert_to_tensor(
        x, dtype_hint=y.dtype if isinstance(y, tensor_lib.Tensor) else None)
  if not isinstance(y, tensor_lib.Tensor):
    y = constant_op.convert_to_tensor(y, dtype=x.dtype)
  if x.dtype != y.dtype:
    raise TypeError(f"x and y must have the same dtype, got {x.dtype.name!r} != "
                    f"{y.dtype.name!r}.")
  float_type = _TRUEDIV_FLOAT.get(x.dtype)
  if float_type is not None:
    x, y = cast(x, float_type), cast(y, float_type)
  return gen_math_ops.real_div(x, y, name)


def cast(x, dtype, name=None):
  """`x` converted to `dtype` (floats to integers truncate toward zero)."""
  dtype = dtypes.as_dtype(dtype)
  if not isinstance(x, tensor_lib.Tensor):
    x = constant_op.convert_to_tensor(x)
  if x.dtype == dtype:
    return x
  return gen_math_ops.cast(x, dtype, False, name)


def matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False,
           a_is_sparse=False, b_is_sparse=False, output_type=None, grad_a=False, grad_b=False,
           name=None):  # pylint: disable=unused-argument
  """The matrix product of `a` and `b` (rank-2 tensors), optionally transposing either."""
  if transpose_a and adjoint_a:
    raise ValueError("Only one of transpose_a and adjoint_a can be True.")
  if transpose_b and adjoint_b:
    raise ValueError("Only one of transpose_b and adjoint_b can be True.")
  a = constant_op.convert_to_tensor(a) if not isinstance(a, tensor_lib.Tensor) else a
  b = constant_op.convert_to_tensor(b, dtype=a.dtype) if not isinstance(
      b, tensor_lib.Tensor) else b
  if adjoint_a:
    a = conj(a)
  if adjoint_b:
    b = conj(b)
  if output_type is not None and dtypes.as_dtype(output_type) != a.dtype:
    raise TypeError(f"output_type {dtypes.as_dtype(output_type).name} differs from the inputs' "
                    f"dtype {a.dtype.name}")
  return gen_math_ops.mat_mul(a, b, transpose_a or adjoint_a, transpose_b or adjoint_b, name=name)


def _reduction_axes(input_tensor, axis):
  if axis is not None:
    return axis
  if not isinstance(input_tensor, tensor_lib.Tensor):
    input_tensor = constant_op.convert_to_tensor(input_tensor)
  return list(range(input_tensor.ndim))


_REDUCTION_ARGS = """

  Args:
    input_tensor: the tensor to reduce.
    axis: the dimensions to reduce (an int or a list); None reduces all of them.
    keepdims: whether reduced dimensions stay, with length 1.
    name: a name for the operation (optional).
  """


def _reducer(op_name, function_name, doc):
  """TensorFlow's reduce function over op `op_name`: a callable in C++ (eager/reduction.h) that
  hands a tensor and its axes to the op; this Python function serves the calls it cannot."""
  op = op_support.Op(op_name)

  def reduce(input_tensor, axis=None, keepdims=False, name=None):
    return op(input_tensor, _reduction_axes(input_tensor, axis), bool(keepdims), name)

  reduce.__name__ = reduce.__qualname__ = function_name
  reduce.__doc__ = doc + _REDUCTION_ARGS
  return _pywrap_tflc.Reduction(op, reduce, function_name, reduce.__doc__)


reduce_sum = _reducer("Sum", "reduce_sum", "The sum of elements across dimensions.")
reduce_mean = _reducer("Mean", "reduce_mean", "The mean of elements across dimensions.")
reduce_prod = _reducer("Prod", "reduce_prod", "The product of elements across dimensions.")
reduce_max = _reducer("Max", "reduce_max", "The maximum of elements across dimensions.")
reduce_min = _reducer("Min", "reduce_min", "The minimum of elements across dimensions.")
reduce_any = _reducer("Any", "reduce_any", "The logical or of elements across dimensions.")
reduce_all = _reducer("All", "reduce_all", "The logical and of elements across dimensions.")


def argmax(input, axis=None, output_type=dtypes.int64, name=None):  # pylint: disable=redefined-builtin
  """The index of the largest value along `axis` (0 when None)."""
  return gen_math_ops.arg_max(input, 0 if axis is None else axis, output_type, name)


def argmin(input, axis=None, output_type=dtypes.int64, name=None):  # pylint: disable=redefined-builtin
  """The index of the smallest value along `axis` (0 when None)."""
  return gen_math_ops.arg_min(input, 0 if axis is None else axis, output_type, name)


def cumsum(x, axis=0, exclusive=False, reverse=False, name=None):
  """Running sums along `axis`: each includes its own element unless `exclusive`; from the end
  when `reverse`."""
  return gen_math_ops.cumsum(x, axis, exclusive, reverse, name)


def cumprod(x, axis=0, exclusive=False, reverse=False, name=None):
  """Running products along `axis`: each includes its own element unless `exclusive`; from the
  end when `reverse`."""
  return gen_math_ops.cumprod(x, axis, exclusive, reverse, name)


unsorted_segment_sum = gen_math_ops.unsorted_segment_sum


def add_n(inputs, name=None):
  """The element-wise sum of a list of tensors of one shape and dtype."""
  if not isinstance(inputs, (list, tuple)) or not inputs:
    raise ValueError("inputs must be a non-empty list of tensors with one shape and dtype")
  if len(inputs) == 1:
    value = inputs[0]
    return value if isinstance(value, tensor_lib.Tensor) else constant_op.convert_to_tensor(value)
  return gen_math_ops.add_n(list(inputs), name)


# ---- Comparison and logic.

less = gen_math_ops.less
less_equal = gen_math_ops.less_equal
greater = gen_math_ops.greater
greater_equal = gen_math_ops.greater_equal
logical_and = gen_math_ops.logical_and
logical_or = gen_math_ops.logical_or
logical_not = gen_math_ops.logical_not
is_nan = gen_math_ops.is_nan
is_inf = gen_math_ops.is_inf
is_finite = gen_math_ops.is_finite


def equal(x, y, name=None):
  """Whether `x == y`, element-wise with broadcasting (incompatible shapes are an error)."""
  return gen_math_ops.equal(x, y, True, name)


def not_equal(x, y, name=None):
  """Whether `x != y`, element-wise with broadcasting (incompatible shapes are an error)."""
  return gen_math_ops.not_equal(x, y, True, name)


def logical_xor(x, y, name="LogicalXor"):
  """`x ^ y` for bool tensors: `(x | y) & ~(x & y)`, with broadcasting."""
  return gen_math_ops.logical_and(
      gen_math_ops.logical_or(x, y),
      gen_math_ops.logical_not(gen_math_ops.logical_and(x, y)), name)


# ---- Division, rounding and other element-wise math.

floordiv = gen_math_ops.floor_div
floormod = gen_math_ops.floor_mod
mod = gen_math_ops.floor_mod
truncatediv = gen_math_ops.truncate_div
floor = gen_math_ops.floor
ceil = gen_math_ops.ceil
rint = gen_math_ops.rint
sign = gen_math_ops.sign
reciprocal = gen_math_ops.reciprocal
sin = gen_math_ops.sin
cos = gen_math_ops.cos
log1p = gen_math_ops.log1p
expm1 = gen_math_ops.expm1
erf = gen_math_ops.erf
squared_difference = gen_math_ops.squared_difference


def round(x, name=None):  # pylint: disable=redefined-builtin
  """`x` rounded to the nearest integer, halves to even; integer tensors are returned as they
  are."""
  if not isinstance(x, tensor_lib.Tensor):
    x = constant_op.convert_to_tensor(x)
  if x.dtype.is_integer:
    return x
  return gen_math_ops._round(x, name)  # pylint: disable=protected-access


def conj(x, name=None):
  """The complex conjugate of each element of `x`; real (floating or integer) tensors are
  returned as they are, other types are a TypeError."""
  if not isinstance(x, tensor_lib.Tensor):
    x = constant_op.convert_to_tensor(x)
  if x.dtype.is_complex or x.dtype == dtypes.variant:
    return gen_math_ops.conj(x, name)
  if x.dtype.is_floating or x.dtype.is_integer:
    return x
  raise TypeError(f"Expected numeric or variant tensor, got dtype {x.dtype!r}.")


# ---- The tensor operators.

# The Equal and NotEqual ops' callables, called directly by `==` and `!=` (one frame fewer).
_equal_op = gen_math_ops._op_Equal  # pylint: disable=protected-access
_not_equal_op = gen_math_ops._op_NotEqual  # pylint: disable=protected-access


def tensor_equals(self, other):
  """`self == other`: element-wise where the shapes broadcast, else a scalar False; False for
  None (TensorFlow 2.x's `Tensor.__eq__`)."""
  if other is None:
    return False
  return _equal_op(self, other, False, None)


def tensor_not_equals(self, other):
  """`self != other`: element-wise where the shapes broadcast, else a scalar True; True for
  None (TensorFlow 2.x's `Tensor.__ne__`)."""
  if other is None:
    return True
  return _not_equal_op(self, other, False, None)


def _bool_operator(logical, bitwise_op):
  """An operator that is `logical` on bool tensors (`&`, `|`, `^`) and the bitwise op
  `bitwise_op` on integers, which the package does not have yet."""

  def operator(x, y, name=None):
    first = x if isinstance(x, tensor_lib.Tensor) else y
    if isinstance(first, tensor_lib.Tensor) and first.dtype != dtypes.bool:
      raise errors.UnimplementedError(
          None, bitwise_op, f"{bitwise_op} of {first.dtype.name} tensors (no {bitwise_op} op yet)")
    return logical(x, y, name=name)

  return operator


and_ = _bool_operator(gen_math_ops.logical_and, "BitwiseAnd")
or_ = _bool_operator(gen_math_ops.logical_or, "BitwiseOr")
xor_ = _bool_operator(logical_xor, "BitwiseXor")


def invert_(x, name=None):
  """`~x`: logical not of a bool tensor (the bitwise Invert of integers is not there yet)."""
  if x.dtype != dtypes.bool:
    raise errors.UnimplementedError(None, "Invert",
                                    f"Invert of {x.dtype.name} tensors (no Invert op yet)")
  return gen_math_ops.logical_not(x, name)


def _reflected(function):
  """`x <op> y` for a tensor `y`: as TensorFlow's, `x` is first converted to `y`'s dtype."""
  def reflected(y, x):
    if not isinstance(x, tensor_lib.Tensor):
      x = constant_op.convert_to_tensor(x, dtype=y.dtype)
    return function(x, y)
  return reflected


def _install_operators():
  """Gives tflc.Tensor its operators, as TensorFlow's Tensor has them."""
  cls = tensor_lib.Tensor
  functions = {"add": add, "sub": subtract, "mul": multiply, "truediv": divide, "pow": pow,
               "matmul": matmul, "neg": negative, "abs": abs, "floordiv": floordiv,
               "mod": floormod, "and": and_, "or": or_, "xor": xor_, "invert": invert_,
               "lt": less, "le": less_equal, "gt": greater, "ge": greater_equal,
               "eq": tensor_equals, "ne": tensor_not_equals}
  for name in tensor_lib.BINARY_OPERATORS:
    setattr(cls, f"__{name}__", functions[name])
    setattr(cls, f"__r{name}__", _reflected(functions[name]))
  for name in tensor_lib.UNARY_OPERATORS + tensor_lib.COMPARISON_OPERATORS:
    setattr(cls, f"__{name}__", functions[name])


_install_operators()
