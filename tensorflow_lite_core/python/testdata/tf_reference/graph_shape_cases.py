"""The cases behind tf_graph_shape_reference.json: static shapes of the built-in ops' outputs in a
graph, shared by the script that records TensorFlow's answers and the test that holds tflc to
them. Each case is a small program over a module `tf` (TensorFlow or tflc) and NumPy that builds
ops in a fresh graph from placeholders of known, partially known ([None, 3]) and unknown-rank
shapes, and from constants where the shape function reads input values. The last operation the
program adds is the one recorded: its type and each output's shape and dtype, or the error that
refused it (class and first line)."""


def ph(tf, dtype, shape):
  """A placeholder of `dtype` and `shape` (None: unknown rank)."""
  return tf.compat.v1.placeholder(dtype, shape=shape)


def f(tf, shape):
  return ph(tf, tf.float32, shape)


def i(tf, shape):
  return ph(tf, tf.int32, shape)


def b(tf, shape):
  return ph(tf, tf.bool, shape)


def _shape(shape):
  return None if shape.rank is None else shape.as_list()


def outcome(tf, np, program):
  """{"op", "outputs": [[shape, dtype], ...]} of the program's last operation, or {"error",
  "message"} of what it raised."""
  graph = tf.Graph()
  with graph.as_default():
    try:
      program(tf, np)
    except Exception as error:  # pylint: disable=broad-except
      return {"error": type(error).__name__, "message": str(error).split("\n")[0]}
    op = graph.get_operations()[-1]
    return {"op": op.type,
            "outputs": [[_shape(t.shape), t.dtype.name] for t in op.outputs]}


KNOWN, PARTIAL, UNKNOWN = [2, 3], [None, 3], None
_SHAPES = {"known": KNOWN, "partial": PARTIAL, "unknown": UNKNOWN}

PROGRAMS = {}


def _add(name, program):
  assert name not in PROGRAMS, name
  PROGRAMS[name] = program


# ---- Element-wise unary ops (and ops with one shape in, that shape out) on each kind of shape.
_UNARY_FLOAT = ["Abs", "Ceil", "Cos", "Erf", "Exp", "Expm1", "Floor", "Log", "Log1p", "Neg",
                "OnesLike", "ZerosLike", "Reciprocal", "Relu", "Rint", "Round", "Rsqrt", "Selu",
                "Elu", "Sigmoid", "Sign", "Sin", "Softplus", "Sqrt", "Square", "Tanh", "Identity",
                "StopGradient", "PreventGradient", "IsFinite", "IsInf", "IsNan"]
_ARGUMENT = {"Relu": "features", "Selu": "features", "Elu": "features", "Softplus": "features",
             "Identity": "input", "StopGradient": "input", "PreventGradient": "input"}
for _op in _UNARY_FLOAT:
  for _kind, _s in _SHAPES.items():
    _add(f"{_op}_{_kind}", lambda tf, np, op=_op, s=_s: getattr(tf.raw_ops, op)(
        **{_ARGUMENT.get(op, "x"): f(tf, s)}))
for _kind, _s in _SHAPES.items():
  _add(f"LogicalNot_{_kind}", lambda tf, np, s=_s: tf.raw_ops.LogicalNot(x=b(tf, s)))
  _add(f"LeakyRelu_{_kind}", lambda tf, np, s=_s: tf.raw_ops.LeakyRelu(features=f(tf, s),
                                                                        alpha=0.3))
  _add(f"CheckNumerics_{_kind}", lambda tf, np, s=_s: tf.raw_ops.CheckNumerics(
      tensor=f(tf, s), message="bad"))
  _add(f"Conj_{_kind}", lambda tf, np, s=_s: tf.raw_ops.Conj(input=ph(tf, tf.complex64, s)))
  _add(f"Cumsum_{_kind}", lambda tf, np, s=_s: tf.raw_ops.Cumsum(x=f(tf, s), axis=0))
  _add(f"Cumprod_{_kind}", lambda tf, np, s=_s: tf.raw_ops.Cumprod(x=f(tf, s), axis=0,
                                                                   exclusive=True))
  _add(f"Softmax_{_kind}", lambda tf, np, s=_s: tf.raw_ops.Softmax(logits=f(tf, s)))
  _add(f"LogSoftmax_{_kind}", lambda tf, np, s=_s: tf.raw_ops.LogSoftmax(logits=f(tf, s)))
_add("Softmax_scalar", lambda tf, np: tf.raw_ops.Softmax(logits=f(tf, [])))
_add("LogSoftmax_scalar", lambda tf, np: tf.raw_ops.LogSoftmax(logits=f(tf, [])))
_add("Cumsum_axis_not_scalar", lambda tf, np: tf.raw_ops.Cumsum(x=f(tf, KNOWN), axis=[0]))
_add("Cast_partial", lambda tf, np: tf.raw_ops.Cast(x=f(tf, PARTIAL), DstT=tf.int64))
_add("Cast_unknown", lambda tf, np: tf.raw_ops.Cast(x=f(tf, UNKNOWN), DstT=tf.bool))
_add("ClipByValue_scalars", lambda tf, np: tf.raw_ops.ClipByValue(
    t=f(tf, PARTIAL), clip_value_min=0.0, clip_value_max=1.0))
_add("ClipByValue_bad_min", lambda tf, np: tf.raw_ops.ClipByValue(
    t=f(tf, KNOWN), clip_value_min=f(tf, [4]), clip_value_max=1.0))

# ---- Broadcasting binary ops.
_BINARY = ["AddV2", "Sub", "Mul", "RealDiv", "Maximum", "Minimum", "Pow", "FloorDiv", "FloorMod",
           "TruncateDiv", "SquaredDifference", "Equal", "NotEqual", "Less", "LessEqual", "Greater",
           "GreaterEqual"]
_BROADCASTS = {
    "same": ([2, 3], [2, 3]), "vector": ([2, 3], [3]), "partial": ([None, 3], [4, 1]),
    "unknown_dims": ([None, 1], [None, 3]), "unknown_rank": (None, [3]),
    "mismatch": ([2, 3], [4]),
}
for _op in _BINARY:
  _float = _op not in ("FloorDiv", "FloorMod", "TruncateDiv")
  for _kind, (_sx, _sy) in _BROADCASTS.items():
    if _kind not in ("vector", "mismatch") and _op not in ("AddV2", "Mul", "Equal"):
      continue
    _add(f"{_op}_{_kind}", lambda tf, np, op=_op, sx=_sx, sy=_sy, fl=_float: getattr(
        tf.raw_ops, op)(x=(f if fl else i)(tf, sx), y=(f if fl else i)(tf, sy)))
for _op in ("LogicalAnd", "LogicalOr"):
  _add(f"{_op}_vector", lambda tf, np, op=_op: getattr(tf.raw_ops, op)(x=b(tf, [2, 3]),
                                                                         y=b(tf, [3])))
  _add(f"{_op}_mismatch", lambda tf, np, op=_op: getattr(tf.raw_ops, op)(x=b(tf, [2, 3]),
                                                                           y=b(tf, [2])))
_add("ApproximateEqual_same", lambda tf, np: tf.raw_ops.ApproximateEqual(
    x=f(tf, [None, 3]), y=f(tf, [2, None])))
_add("ApproximateEqual_mismatch", lambda tf, np: tf.raw_ops.ApproximateEqual(
    x=f(tf, [2, 3]), y=f(tf, [3])))
_add("Select_same", lambda tf, np: tf.raw_ops.Select(
    condition=b(tf, [None, 3]), x=f(tf, [2, None]), y=f(tf, UNKNOWN)))
_add("Select_vector_condition", lambda tf, np: tf.raw_ops.Select(
    condition=b(tf, [2]), x=f(tf, [2, 3]), y=f(tf, [2, 3])))
_add("Select_mismatch", lambda tf, np: tf.raw_ops.Select(
    condition=b(tf, [3]), x=f(tf, [2, 3]), y=f(tf, [2, 3])))
_add("SelectV2_broadcast", lambda tf, np: tf.raw_ops.SelectV2(
    condition=b(tf, [4, 1, 1]), t=f(tf, [None, 3]), e=f(tf, [1])))
_add("SelectV2_mismatch", lambda tf, np: tf.raw_ops.SelectV2(
    condition=b(tf, [2]), t=f(tf, [3]), e=f(tf, [3])))

# ---- Gradient helpers: two inputs of one shape.
for _op, _args in (("TanhGrad", ("y", "dy")), ("SigmoidGrad", ("y", "dy")),
                   ("SqrtGrad", ("y", "dy")), ("RsqrtGrad", ("y", "dy")),
                   ("ReciprocalGrad", ("y", "dy")), ("ReluGrad", ("gradients", "features")),
                   ("EluGrad", ("gradients", "outputs")), ("SeluGrad", ("gradients", "outputs")),
                   ("SoftplusGrad", ("gradients", "features")),
                   ("LeakyReluGrad", ("gradients", "features"))):
  _add(f"{_op}_merge", lambda tf, np, op=_op, a=_args: getattr(tf.raw_ops, op)(
      **{a[0]: f(tf, [None, 3]), a[1]: f(tf, [2, None])}))
  _add(f"{_op}_mismatch", lambda tf, np, op=_op, a=_args: getattr(tf.raw_ops, op)(
      **{a[0]: f(tf, [2, 3]), a[1]: f(tf, [3, 3])}))

# ---- AddN, IdentityN.
_add("AddN_merge", lambda tf, np: tf.raw_ops.AddN(inputs=[f(tf, [None, 3]), f(tf, [2, None]),
                                                          f(tf, UNKNOWN)]))
_add("AddN_mismatch", lambda tf, np: tf.raw_ops.AddN(inputs=[f(tf, [2, 3]), f(tf, [3, 3])]))
_add("IdentityN", lambda tf, np: tf.raw_ops.IdentityN(input=[f(tf, PARTIAL), i(tf, UNKNOWN)]))

# ---- Reductions: constant axes, negative, out of range, keep_dims, unknown axes.
for _op in ("Sum", "Prod", "Max", "Min", "Mean"):
  _add(f"{_op}_axis", lambda tf, np, op=_op: getattr(tf.raw_ops, op)(
      input=f(tf, [2, None, 4]), axis=[0, -1]))
  _add(f"{_op}_keep_dims", lambda tf, np, op=_op: getattr(tf.raw_ops, op)(
      input=f(tf, [2, None, 4]), axis=1, keep_dims=True))
for _op in ("All", "Any"):
  _add(f"{_op}_axis", lambda tf, np, op=_op: getattr(tf.raw_ops, op)(
      input=b(tf, [2, None, 4]), axis=[-2]))
_add("Sum_out_of_range", lambda tf, np: tf.raw_ops.Sum(input=f(tf, KNOWN), axis=[2]))
_add("Sum_unknown_axes", lambda tf, np: tf.raw_ops.Sum(input=f(tf, KNOWN), axis=i(tf, [1])))
_add("Sum_unknown_axes_keep_dims", lambda tf, np: tf.raw_ops.Sum(
    input=f(tf, KNOWN), axis=i(tf, [1]), keep_dims=True))
_add("Sum_unknown_rank", lambda tf, np: tf.raw_ops.Sum(input=f(tf, UNKNOWN), axis=[0]))
_add("Sum_empty_axes", lambda tf, np: tf.raw_ops.Sum(input=f(tf, PARTIAL),
                                                     axis=np.zeros([0], np.int32)))
_add("Mean_axis_matrix", lambda tf, np: tf.raw_ops.Mean(input=f(tf, KNOWN), axis=[[0]]))
_add("ArgMax", lambda tf, np: tf.raw_ops.ArgMax(input=f(tf, [2, None, 4]), dimension=1))
_add("ArgMax_negative", lambda tf, np: tf.raw_ops.ArgMax(input=f(tf, [2, None, 4]),
                                                         dimension=-1, output_type=tf.int32))
_add("ArgMax_out_of_range", lambda tf, np: tf.raw_ops.ArgMax(input=f(tf, KNOWN), dimension=2))
_add("ArgMax_unknown_dimension", lambda tf, np: tf.raw_ops.ArgMax(input=f(tf, KNOWN),
                                                                  dimension=i(tf, [])))
_add("ArgMin", lambda tf, np: tf.raw_ops.ArgMin(input=f(tf, PARTIAL), dimension=0))
_add("ArgMin_unknown_rank", lambda tf, np: tf.raw_ops.ArgMin(input=f(tf, UNKNOWN), dimension=0))

# ---- MatMul, BiasAdd, Einsum.
_add("MatMul", lambda tf, np: tf.raw_ops.MatMul(a=f(tf, [None, 3]), b=f(tf, [3, 5])))
_add("MatMul_transpose_a", lambda tf, np: tf.raw_ops.MatMul(
    a=f(tf, [3, None]), b=f(tf, [3, 5]), transpose_a=True))
_add("MatMul_transpose_b", lambda tf, np: tf.raw_ops.MatMul(
    a=f(tf, [2, 3]), b=f(tf, [5, 3]), transpose_b=True))
_add("MatMul_mismatch", lambda tf, np: tf.raw_ops.MatMul(a=f(tf, [2, 3]), b=f(tf, [4, 5])))
_add("MatMul_rank", lambda tf, np: tf.raw_ops.MatMul(a=f(tf, [2, 3, 4]), b=f(tf, [4, 5])))
_add("MatMul_unknown", lambda tf, np: tf.raw_ops.MatMul(a=f(tf, UNKNOWN), b=f(tf, [3, 5])))
_add("BiasAdd_nhwc", lambda tf, np: tf.raw_ops.BiasAdd(value=f(tf, [2, None, None, 3]),
                                                       bias=f(tf, [3])))
_add("BiasAdd_nchw", lambda tf, np: tf.raw_ops.BiasAdd(value=f(tf, [2, None, 4, 5]),
                                                       bias=f(tf, [3]), data_format="NCHW"))
_add("BiasAdd_mismatch", lambda tf, np: tf.raw_ops.BiasAdd(value=f(tf, [2, 3]),
                                                           bias=f(tf, [4])))
_add("BiasAdd_rank1", lambda tf, np: tf.raw_ops.BiasAdd(value=f(tf, [3]), bias=f(tf, [3])))
_add("BiasAdd_unknown", lambda tf, np: tf.raw_ops.BiasAdd(value=f(tf, UNKNOWN), bias=f(tf, [3])))
_add("BiasAddGrad_nhwc", lambda tf, np: tf.raw_ops.BiasAddGrad(out_backprop=f(tf, [2, 5, 7])))
_add("BiasAddGrad_nchw", lambda tf, np: tf.raw_ops.BiasAddGrad(
    out_backprop=f(tf, [2, 5, 7, 9]), data_format="NCHW"))
_add("BiasAddGrad_unknown", lambda tf, np: tf.raw_ops.BiasAddGrad(out_backprop=f(tf, UNKNOWN)))
_add("Einsum_matmul", lambda tf, np: tf.raw_ops.Einsum(
    inputs=[f(tf, [None, 3]), f(tf, [3, 5])], equation="ij,jk->ik"))
_add("Einsum_ellipsis", lambda tf, np: tf.raw_ops.Einsum(
    inputs=[f(tf, [7, 1, 2, 3]), f(tf, [4, 3, 5])], equation="...ij,...jk->...ik"))
_add("Einsum_trace", lambda tf, np: tf.raw_ops.Einsum(inputs=[f(tf, [3, 3])], equation="ii->"))
_add("Einsum_transpose", lambda tf, np: tf.raw_ops.Einsum(inputs=[f(tf, [2, None, 4])],
                                                          equation="abc->cab"))
_add("Einsum_mismatch", lambda tf, np: tf.raw_ops.Einsum(
    inputs=[f(tf, [2, 3]), f(tf, [4, 5])], equation="ij,jk->ik"))
_add("Einsum_unknown_rank", lambda tf, np: tf.raw_ops.Einsum(
    inputs=[f(tf, UNKNOWN), f(tf, [3, 5])], equation="ij,jk->ik"))

# ---- Shape, Size, Rank, ShapeN, BroadcastArgs, BroadcastGradientArgs.
_add("Shape_partial", lambda tf, np: tf.raw_ops.Shape(input=f(tf, PARTIAL)))
_add("Shape_unknown", lambda tf, np: tf.raw_ops.Shape(input=f(tf, UNKNOWN), out_type=tf.int64))
_add("Size", lambda tf, np: tf.raw_ops.Size(input=f(tf, PARTIAL)))
_add("Rank", lambda tf, np: tf.raw_ops.Rank(input=f(tf, UNKNOWN)))
_add("ShapeN", lambda tf, np: tf.raw_ops.ShapeN(input=[f(tf, PARTIAL), f(tf, UNKNOWN)]))
_add("BroadcastArgs_const", lambda tf, np: tf.raw_ops.BroadcastArgs(s0=[2, 1, 3], s1=[4, 1]))
_add("BroadcastArgs_unknown", lambda tf, np: tf.raw_ops.BroadcastArgs(s0=i(tf, [3]),
                                                                      s1=i(tf, [None])))
_add("BroadcastGradientArgs", lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
    s0=i(tf, [3]), s1=i(tf, [2])))
_add("BroadcastGradientArgs_matrix", lambda tf, np: tf.raw_ops.BroadcastGradientArgs(
    s0=i(tf, [3, 1]), s1=i(tf, [2])))

# ---- Reshape: constant shapes, -1, partially known inputs, values computed from constants.
_add("Reshape_const", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN), shape=[3, 2]))
_add("Reshape_minus_one", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN), shape=[-1]))
_add("Reshape_partial_minus_one", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, PARTIAL),
                                                                    shape=[-1, 6]))
_add("Reshape_partial_known", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, PARTIAL),
                                                                shape=[3, -1]))
_add("Reshape_bad_count", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN), shape=[4, 2]))
_add("Reshape_two_minus_ones", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN),
                                                                 shape=[-1, -1]))
_add("Reshape_not_divisible", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN),
                                                                shape=[4, -1]))
_add("Reshape_unknown_shape", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN),
                                                                shape=i(tf, [3])))
_add("Reshape_unknown_shape_rank", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, KNOWN),
                                                                     shape=i(tf, None)))
_add("Reshape_unknown_input", lambda tf, np: tf.raw_ops.Reshape(tensor=f(tf, UNKNOWN),
                                                                shape=[3, -1]))
_add("Reshape_shape_from_add", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, KNOWN), shape=tf.raw_ops.AddV2(x=[1, 2], y=[2, 0])))
_add("Reshape_shape_of_known", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, [6]), shape=tf.raw_ops.Shape(input=f(tf, KNOWN))))
_add("Reshape_shape_of_partial", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, [None]), shape=tf.raw_ops.Shape(input=f(tf, PARTIAL))))
_add("Reshape_pack_of_scalars", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, [None]), shape=tf.raw_ops.Pack(values=[i(tf, []), 3])))
_add("Reshape_sliced_shape", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, [None]), shape=tf.raw_ops.StridedSlice(
        input=tf.raw_ops.Shape(input=f(tf, [None, 3, 4])), begin=[1], end=[3], strides=[1])))
_add("Reshape_placeholder_with_default", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, KNOWN), shape=tf.raw_ops.PlaceholderWithDefault(
        input=np.array([3, 2], np.int32), shape=[2])))
_add("Reshape_random_shape_input", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, KNOWN), shape=tf.raw_ops.Cast(x=tf.raw_ops.RandomUniform(
        shape=[2], dtype=tf.float32), DstT=tf.int32)))

# ---- Fill, Tile, Range, BroadcastTo, ExpandDims, Squeeze, Transpose, Pad.
_add("Fill_const", lambda tf, np: tf.raw_ops.Fill(dims=[2, 3], value=1.0))
_add("Fill_unknown_dims", lambda tf, np: tf.raw_ops.Fill(dims=i(tf, [3]), value=1.0))
_add("Fill_negative", lambda tf, np: tf.raw_ops.Fill(dims=[2, -3], value=1.0))
_add("Fill_value_not_scalar", lambda tf, np: tf.raw_ops.Fill(dims=[2], value=[1.0]))
_add("Fill_dims_from_shape", lambda tf, np: tf.raw_ops.Fill(
    dims=tf.raw_ops.Shape(input=f(tf, PARTIAL)), value=0.0))
_add("Tile_const", lambda tf, np: tf.raw_ops.Tile(input=f(tf, PARTIAL), multiples=[2, 3]))
_add("Tile_unknown_multiples", lambda tf, np: tf.raw_ops.Tile(input=f(tf, PARTIAL),
                                                              multiples=i(tf, [2])))
_add("Tile_wrong_length", lambda tf, np: tf.raw_ops.Tile(input=f(tf, KNOWN), multiples=[2]))
_add("Tile_unknown_input", lambda tf, np: tf.raw_ops.Tile(input=f(tf, UNKNOWN),
                                                          multiples=[2, 2, 1]))
_add("Range_const", lambda tf, np: tf.raw_ops.Range(start=1, limit=10, delta=3))
_add("Range_float", lambda tf, np: tf.raw_ops.Range(start=0.0, limit=1.0, delta=0.3))
_add("Range_unknown", lambda tf, np: tf.raw_ops.Range(start=0, limit=i(tf, []), delta=1))
_add("Range_zero_delta", lambda tf, np: tf.raw_ops.Range(start=0, limit=5, delta=0))
_add("Range_wrong_direction", lambda tf, np: tf.raw_ops.Range(start=5, limit=0, delta=1))
_add("Range_not_scalar", lambda tf, np: tf.raw_ops.Range(start=[0], limit=5, delta=1))
_add("BroadcastTo_const", lambda tf, np: tf.raw_ops.BroadcastTo(input=f(tf, [None, 1]),
                                                                shape=[4, 2, 3]))
_add("BroadcastTo_incompatible", lambda tf, np: tf.raw_ops.BroadcastTo(input=f(tf, [2, 3]),
                                                                       shape=[4, 3, 2]))
_add("BroadcastTo_unknown_shape", lambda tf, np: tf.raw_ops.BroadcastTo(input=f(tf, [3]),
                                                                        shape=i(tf, [2])))
_add("BroadcastTo_unknown_input", lambda tf, np: tf.raw_ops.BroadcastTo(input=f(tf, UNKNOWN),
                                                                        shape=[2, 3]))
_add("ExpandDims_front", lambda tf, np: tf.raw_ops.ExpandDims(input=f(tf, PARTIAL), axis=0))
_add("ExpandDims_negative", lambda tf, np: tf.raw_ops.ExpandDims(input=f(tf, PARTIAL), axis=-1))
_add("ExpandDims_out_of_range", lambda tf, np: tf.raw_ops.ExpandDims(input=f(tf, KNOWN),
                                                                     axis=4))
_add("ExpandDims_unknown_axis", lambda tf, np: tf.raw_ops.ExpandDims(input=f(tf, KNOWN),
                                                                     axis=i(tf, [])))
_add("ExpandDims_unknown_rank", lambda tf, np: tf.raw_ops.ExpandDims(input=f(tf, UNKNOWN),
                                                                     axis=0))
_add("Squeeze_all", lambda tf, np: tf.raw_ops.Squeeze(input=f(tf, [1, 2, 1, None])))
_add("Squeeze_axis", lambda tf, np: tf.raw_ops.Squeeze(input=f(tf, [1, 2, 1, None]),
                                                       axis=[-2]))
_add("Squeeze_not_one", lambda tf, np: tf.raw_ops.Squeeze(input=f(tf, [1, 2]), axis=[1]))
_add("Squeeze_out_of_range", lambda tf, np: tf.raw_ops.Squeeze(input=f(tf, [1, 2]), axis=[2]))
_add("Squeeze_unknown_rank", lambda tf, np: tf.raw_ops.Squeeze(input=f(tf, UNKNOWN), axis=[0]))
_add("Transpose_const", lambda tf, np: tf.raw_ops.Transpose(x=f(tf, [2, None, 4]),
                                                            perm=[2, 0, 1]))
_add("Transpose_unknown_perm", lambda tf, np: tf.raw_ops.Transpose(x=f(tf, [2, None, 4]),
                                                                   perm=i(tf, [3])))
_add("Transpose_bad_perm", lambda tf, np: tf.raw_ops.Transpose(x=f(tf, KNOWN), perm=[0, 2]))
_add("Transpose_wrong_length", lambda tf, np: tf.raw_ops.Transpose(x=f(tf, KNOWN),
                                                                   perm=[0, 1, 2]))
_add("Transpose_unknown_rank", lambda tf, np: tf.raw_ops.Transpose(x=f(tf, UNKNOWN),
                                                                   perm=[1, 0]))
_add("InvertPermutation", lambda tf, np: tf.raw_ops.InvertPermutation(x=i(tf, [None])))
_add("InvertPermutation_matrix", lambda tf, np: tf.raw_ops.InvertPermutation(x=i(tf, [2, 2])))
_add("Pad_const", lambda tf, np: tf.raw_ops.Pad(input=f(tf, PARTIAL), paddings=[[1, 2], [0, 3]]))
_add("Pad_unknown_paddings", lambda tf, np: tf.raw_ops.Pad(input=f(tf, PARTIAL),
                                                           paddings=i(tf, [2, 2])))
_add("Pad_wrong_rank", lambda tf, np: tf.raw_ops.Pad(input=f(tf, KNOWN), paddings=[[1, 1]]))
_add("Pad_unknown_rank", lambda tf, np: tf.raw_ops.Pad(input=f(tf, UNKNOWN),
                                                       paddings=[[1, 1], [2, 2]]))
_add("Pad_negative", lambda tf, np: tf.raw_ops.Pad(input=f(tf, KNOWN),
                                                   paddings=[[-1, 0], [0, 0]]))
_add("ReverseV2", lambda tf, np: tf.raw_ops.ReverseV2(tensor=f(tf, PARTIAL), axis=[1]))
_add("ReverseV2_unknown", lambda tf, np: tf.raw_ops.ReverseV2(tensor=f(tf, UNKNOWN), axis=[0]))

# ---- Slice, StridedSlice, StridedSliceGrad.
_add("Slice_const", lambda tf, np: tf.raw_ops.Slice(input=f(tf, [None, 5]), begin=[0, 1],
                                                    size=[-1, 2]))
_add("Slice_unknown_begin", lambda tf, np: tf.raw_ops.Slice(input=f(tf, [4, 5]),
                                                            begin=i(tf, [2]), size=[2, -1]))
_add("Slice_too_big", lambda tf, np: tf.raw_ops.Slice(input=f(tf, [4, 5]), begin=[3, 0],
                                                      size=[2, 5]))
_add("Slice_wrong_length", lambda tf, np: tf.raw_ops.Slice(input=f(tf, [4, 5]), begin=[0],
                                                           size=[1]))
_add("StridedSlice_basic", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [None, 6]), begin=[0, 1], end=[0, 5], strides=[1, 2], begin_mask=1, end_mask=1))
_add("StridedSlice_shrink", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [5, 6]), begin=[1, 0], end=[2, 0], strides=[1, 1], end_mask=2,
    shrink_axis_mask=1))
_add("StridedSlice_new_axis_ellipsis", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [5, 6, 7]), begin=[0, 0, 0], end=[0, 0, 2], strides=[1, 1, 1],
    new_axis_mask=1, ellipsis_mask=2))
_add("StridedSlice_negative_stride", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [5]), begin=[-1], end=[0], strides=[-2], end_mask=1))
_add("StridedSlice_unknown_begin", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [5, 6]), begin=i(tf, [2]), end=[3, 4], strides=[1, 1]))
_add("StridedSlice_zero_stride", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [5]), begin=[0], end=[3], strides=[0]))
_add("StridedSlice_shrink_out_of_range", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, [5]), begin=[7], end=[8], strides=[1], shrink_axis_mask=1))
_add("StridedSlice_unknown_rank", lambda tf, np: tf.raw_ops.StridedSlice(
    input=f(tf, UNKNOWN), begin=[1], end=[3], strides=[1]))
_add("StridedSliceGrad", lambda tf, np: tf.raw_ops.StridedSliceGrad(
    shape=[5, 6], begin=[1, 0], end=[3, 6], strides=[1, 1], dy=f(tf, [2, 6])))
_add("StridedSliceGrad_unknown_shape", lambda tf, np: tf.raw_ops.StridedSliceGrad(
    shape=i(tf, [2]), begin=[1, 0], end=[3, 6], strides=[1, 1], dy=f(tf, [2, 6])))

# ---- ConcatV2, Pack, Unpack, Split, SplitV.
_add("ConcatV2_axis0", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, [2, 3]), f(tf, [None, 3])], axis=0))
_add("ConcatV2_negative_axis", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, [2, 3]), f(tf, [2, 4])], axis=-1))
_add("ConcatV2_unknown_axis", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, [2, 3]), f(tf, [2, 4])], axis=i(tf, [])))
_add("ConcatV2_mismatch", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, [2, 3]), f(tf, [3, 4])], axis=1))
_add("ConcatV2_rank_mismatch", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, [2, 3]), f(tf, [3])], axis=0))
_add("ConcatV2_axis_out_of_range", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, [2, 3]), f(tf, [2, 3])], axis=2))
_add("ConcatV2_unknown_rank", lambda tf, np: tf.raw_ops.ConcatV2(
    values=[f(tf, UNKNOWN), f(tf, [2, 3])], axis=0))
_add("Pack_axis0", lambda tf, np: tf.raw_ops.Pack(values=[f(tf, PARTIAL), f(tf, [2, None])]))
_add("Pack_axis_last", lambda tf, np: tf.raw_ops.Pack(values=[f(tf, KNOWN), f(tf, KNOWN)],
                                                      axis=-1))
_add("Pack_mismatch", lambda tf, np: tf.raw_ops.Pack(values=[f(tf, [2]), f(tf, [3])]))
_add("Pack_axis_out_of_range", lambda tf, np: tf.raw_ops.Pack(values=[f(tf, [2])], axis=3))
_add("Unpack", lambda tf, np: tf.raw_ops.Unpack(value=f(tf, [3, None, 4]), num=3, axis=0))
_add("Unpack_axis", lambda tf, np: tf.raw_ops.Unpack(value=f(tf, [2, 3]), num=3, axis=-1))
_add("Unpack_wrong_num", lambda tf, np: tf.raw_ops.Unpack(value=f(tf, [2, 3]), num=4, axis=1))
_add("Split_const", lambda tf, np: tf.raw_ops.Split(axis=1, value=f(tf, [None, 6]), num_split=3))
_add("Split_not_divisible", lambda tf, np: tf.raw_ops.Split(axis=1, value=f(tf, [2, 5]),
                                                            num_split=3))
_add("Split_unknown_axis", lambda tf, np: tf.raw_ops.Split(axis=i(tf, []), value=f(tf, [4, 6]),
                                                           num_split=2))
_add("Split_unknown_rank", lambda tf, np: tf.raw_ops.Split(axis=0, value=f(tf, UNKNOWN),
                                                           num_split=2))
_add("SplitV_const", lambda tf, np: tf.raw_ops.SplitV(value=f(tf, [None, 6]),
                                                      size_splits=[1, -1, 2], axis=1, num_split=3))
_add("SplitV_bad_sizes", lambda tf, np: tf.raw_ops.SplitV(value=f(tf, [2, 6]),
                                                          size_splits=[1, 2], axis=1, num_split=2))
_add("SplitV_unknown_sizes", lambda tf, np: tf.raw_ops.SplitV(
    value=f(tf, [2, 6]), size_splits=i(tf, [2]), axis=1, num_split=2))

# ---- Gathers, scatters, one-hot, where, segments.
_add("GatherV2_axis0", lambda tf, np: tf.raw_ops.GatherV2(params=f(tf, [5, 3]),
                                                          indices=i(tf, [None, 2]), axis=0))
_add("GatherV2_axis1", lambda tf, np: tf.raw_ops.GatherV2(params=f(tf, [5, None, 4]),
                                                          indices=i(tf, [7]), axis=-2))
_add("GatherV2_batch_dims", lambda tf, np: tf.raw_ops.GatherV2(
    params=f(tf, [2, 5, 4]), indices=i(tf, [2, 3]), axis=1, batch_dims=1))
_add("GatherV2_unknown_axis", lambda tf, np: tf.raw_ops.GatherV2(
    params=f(tf, [5, 3]), indices=i(tf, [2]), axis=i(tf, [])))
_add("GatherV2_axis_out_of_range", lambda tf, np: tf.raw_ops.GatherV2(
    params=f(tf, [5, 3]), indices=i(tf, [2]), axis=2))
_add("GatherNd", lambda tf, np: tf.raw_ops.GatherNd(params=f(tf, [5, None, 4]),
                                                    indices=i(tf, [7, 2])))
_add("GatherNd_too_deep", lambda tf, np: tf.raw_ops.GatherNd(params=f(tf, [5, 4]),
                                                             indices=i(tf, [7, 3])))
_add("GatherNd_unknown_depth", lambda tf, np: tf.raw_ops.GatherNd(params=f(tf, [5, 4]),
                                                                  indices=i(tf, [7, None])))
_add("ScatterNd_const", lambda tf, np: tf.raw_ops.ScatterNd(
    indices=i(tf, [None, 1]), updates=f(tf, [None, 4]), shape=[8, 4]))
_add("ScatterNd_unknown_shape", lambda tf, np: tf.raw_ops.ScatterNd(
    indices=i(tf, [3, 1]), updates=f(tf, [3, 4]), shape=i(tf, [2])))
_add("ScatterNd_mismatch", lambda tf, np: tf.raw_ops.ScatterNd(
    indices=i(tf, [3, 1]), updates=f(tf, [3, 5]), shape=[8, 4]))
_add("TensorScatterUpdate", lambda tf, np: tf.raw_ops.TensorScatterUpdate(
    tensor=f(tf, [None, 4]), indices=i(tf, [3, 1]), updates=f(tf, [3, 4])))
_add("TensorScatterUpdate_mismatch", lambda tf, np: tf.raw_ops.TensorScatterUpdate(
    tensor=f(tf, [8, 4]), indices=i(tf, [3, 1]), updates=f(tf, [2, 4])))
_add("OneHot_const_depth", lambda tf, np: tf.raw_ops.OneHot(
    indices=i(tf, [None, 2]), depth=5, on_value=1.0, off_value=0.0))
_add("OneHot_axis0", lambda tf, np: tf.raw_ops.OneHot(
    indices=i(tf, [3]), depth=4, on_value=1.0, off_value=0.0, axis=0))
_add("OneHot_unknown_depth", lambda tf, np: tf.raw_ops.OneHot(
    indices=i(tf, [3]), depth=i(tf, []), on_value=1.0, off_value=0.0))
_add("OneHot_negative_depth", lambda tf, np: tf.raw_ops.OneHot(
    indices=i(tf, [3]), depth=-1, on_value=1.0, off_value=0.0))
_add("OneHot_bad_axis", lambda tf, np: tf.raw_ops.OneHot(
    indices=i(tf, [3]), depth=4, on_value=1.0, off_value=0.0, axis=-2))
_add("Where", lambda tf, np: tf.raw_ops.Where(condition=b(tf, [None, 3, 4])))
_add("Where_unknown", lambda tf, np: tf.raw_ops.Where(condition=b(tf, UNKNOWN)))
_add("UnsortedSegmentSum_const", lambda tf, np: tf.raw_ops.UnsortedSegmentSum(
    data=f(tf, [6, 3]), segment_ids=i(tf, [6]), num_segments=4))
_add("UnsortedSegmentSum_unknown", lambda tf, np: tf.raw_ops.UnsortedSegmentSum(
    data=f(tf, [6, 3]), segment_ids=i(tf, [6]), num_segments=i(tf, [])))
_add("UnsortedSegmentSum_mismatch", lambda tf, np: tf.raw_ops.UnsortedSegmentSum(
    data=f(tf, [6, 3]), segment_ids=i(tf, [5]), num_segments=4))
_add("SparseToDense", lambda tf, np: tf.raw_ops.SparseToDense(
    sparse_indices=i(tf, [None, 2]), output_shape=[4, 5], sparse_values=f(tf, [None]),
    default_value=0.0))
_add("SparseToDense_unknown_shape", lambda tf, np: tf.raw_ops.SparseToDense(
    sparse_indices=i(tf, [None, 2]), output_shape=i(tf, [2]), sparse_values=f(tf, [None]),
    default_value=0.0))

# ---- Diagonals.
_add("Diag", lambda tf, np: tf.raw_ops.Diag(diagonal=f(tf, [2, None])))
_add("Diag_unknown", lambda tf, np: tf.raw_ops.Diag(diagonal=f(tf, UNKNOWN)))
_add("MatrixDiag", lambda tf, np: tf.raw_ops.MatrixDiag(diagonal=f(tf, [2, 3])))
_add("MatrixDiag_scalar", lambda tf, np: tf.raw_ops.MatrixDiag(diagonal=f(tf, [])))
_add("MatrixDiagV3", lambda tf, np: tf.raw_ops.MatrixDiagV3(
    diagonal=f(tf, [2, 3]), k=0, num_rows=-1, num_cols=-1, padding_value=0.0))
_add("MatrixDiagV3_band", lambda tf, np: tf.raw_ops.MatrixDiagV3(
    diagonal=f(tf, [2, 2, 3]), k=[-1, 0], num_rows=-1, num_cols=-1, padding_value=0.0))
_add("MatrixDiagV3_rows", lambda tf, np: tf.raw_ops.MatrixDiagV3(
    diagonal=f(tf, [3]), k=1, num_rows=3, num_cols=-1, padding_value=0.0))
_add("MatrixDiagV3_unknown_k", lambda tf, np: tf.raw_ops.MatrixDiagV3(
    diagonal=f(tf, [2, 3]), k=i(tf, []), num_rows=-1, num_cols=-1, padding_value=0.0))

# ---- Placeholders, constants, EnsureShape, NoOp, Bitcast.
_add("Const", lambda tf, np: tf.constant(np.zeros([2, 3], np.float32)))
_add("Placeholder_partial", lambda tf, np: tf.raw_ops.Placeholder(dtype=tf.int64,
                                                                  shape=[None, 3]))
_add("Placeholder_unknown", lambda tf, np: tf.raw_ops.Placeholder(dtype=tf.float32))
_add("PlaceholderWithDefault", lambda tf, np: tf.raw_ops.PlaceholderWithDefault(
    input=np.zeros([2, 3], np.float32), shape=[None, 3]))
_add("PlaceholderWithDefault_mismatch", lambda tf, np: tf.raw_ops.PlaceholderWithDefault(
    input=np.zeros([2, 3], np.float32), shape=[None, 4]))
_add("EnsureShape_merge", lambda tf, np: tf.raw_ops.EnsureShape(input=f(tf, PARTIAL),
                                                                shape=[2, None]))
_add("EnsureShape_mismatch", lambda tf, np: tf.raw_ops.EnsureShape(input=f(tf, KNOWN),
                                                                   shape=[3, 3]))
_add("EnsureShape_unknown", lambda tf, np: tf.raw_ops.EnsureShape(input=f(tf, UNKNOWN),
                                                                  shape=[None, 3]))
_add("NoOp", lambda tf, np: tf.raw_ops.NoOp())
_add("Bitcast_wider_to_narrower", lambda tf, np: tf.raw_ops.Bitcast(input=f(tf, PARTIAL),
                                                                    type=tf.uint8))
_add("Bitcast_narrower_to_wider", lambda tf, np: tf.raw_ops.Bitcast(
    input=ph(tf, tf.uint8, [None, 4]), type=tf.float32))
_add("Bitcast_same_size", lambda tf, np: tf.raw_ops.Bitcast(input=f(tf, UNKNOWN), type=tf.int32))
_add("Bitcast_bad_last_dim", lambda tf, np: tf.raw_ops.Bitcast(
    input=ph(tf, tf.uint8, [2, 3]), type=tf.float32))

# ---- Random ops: the shape input's value.
_add("RandomUniform", lambda tf, np: tf.raw_ops.RandomUniform(shape=[2, 3], dtype=tf.float32))
_add("RandomUniform_unknown", lambda tf, np: tf.raw_ops.RandomUniform(shape=i(tf, [2]),
                                                                      dtype=tf.float32))
_add("RandomStandardNormal", lambda tf, np: tf.raw_ops.RandomStandardNormal(
    shape=[4], dtype=tf.float64))
_add("TruncatedNormal", lambda tf, np: tf.raw_ops.TruncatedNormal(shape=[2, 2],
                                                                  dtype=tf.float32))
_add("RandomUniformInt", lambda tf, np: tf.raw_ops.RandomUniformInt(shape=[3], minval=0,
                                                                    maxval=10))
_add("RandomUniformInt_bad_minval", lambda tf, np: tf.raw_ops.RandomUniformInt(
    shape=[3], minval=[0], maxval=10))
_add("StatelessRandomGetKeyCounterAlg", lambda tf, np: tf.raw_ops.StatelessRandomGetKeyCounterAlg(
    seed=np.array([1, 2], np.int64)))
_add("StatelessRandomGetKeyCounter", lambda tf, np: tf.raw_ops.StatelessRandomGetKeyCounter(
    seed=np.array([1, 2], np.int64)))
_add("StatelessRandomGetAlg", lambda tf, np: tf.raw_ops.StatelessRandomGetAlg())


def _stateless(tf, np, op, shape, **kwargs):
  return getattr(tf.raw_ops, op)(shape=shape, key=ph(tf, tf.uint64, [1]),
                                 counter=ph(tf, tf.uint64, [2]), alg=1, **kwargs)


_add("StatelessRandomUniformV2", lambda tf, np: _stateless(tf, np, "StatelessRandomUniformV2",
                                                           [2, 3]))
_add("StatelessRandomUniformV2_unknown", lambda tf, np: _stateless(
    tf, np, "StatelessRandomUniformV2", i(tf, [2])))
_add("StatelessRandomNormalV2", lambda tf, np: _stateless(tf, np, "StatelessRandomNormalV2",
                                                          [4]))
_add("StatelessTruncatedNormalV2", lambda tf, np: _stateless(
    tf, np, "StatelessTruncatedNormalV2", [1, 2]))
_add("StatelessRandomUniformIntV2", lambda tf, np: _stateless(
    tf, np, "StatelessRandomUniformIntV2", [3], minval=0, maxval=5))
_add("StatelessRandomUniformFullIntV2", lambda tf, np: _stateless(
    tf, np, "StatelessRandomUniformFullIntV2", [3], dtype=tf.int64))
_add("StatelessRandomUniformV2_bad_key", lambda tf, np: tf.raw_ops.StatelessRandomUniformV2(
    shape=[2], key=ph(tf, tf.uint64, [2]), counter=ph(tf, tf.uint64, [2]), alg=1))

# ---- Ref-input ops: a placeholder is no mutable tensor.
_add("Assign_not_ref", lambda tf, np: tf.raw_ops.Assign(ref=f(tf, KNOWN), value=f(tf, KNOWN)))
_add("AssignAdd_not_ref", lambda tf, np: tf.raw_ops.AssignAdd(ref=f(tf, KNOWN),
                                                              value=f(tf, KNOWN)))
_add("AssignSub_not_ref", lambda tf, np: tf.raw_ops.AssignSub(ref=f(tf, KNOWN),
                                                              value=f(tf, KNOWN)))
_add("ScatterUpdate_not_ref", lambda tf, np: tf.raw_ops.ScatterUpdate(
    ref=f(tf, KNOWN), indices=[0], updates=f(tf, [1, 3])))

# ---- Constant folding limits: a large constant input, and a folded chain.
_add("Reshape_shape_from_chain", lambda tf, np: tf.raw_ops.Reshape(
    tensor=f(tf, [24]), shape=tf.raw_ops.Mul(x=tf.raw_ops.ConcatV2(values=[[1, 2], [3]], axis=0),
                                            y=[2, 1, 2])))
_add("Fill_dims_from_large_constant", lambda tf, np: tf.raw_ops.Fill(
    dims=tf.raw_ops.Slice(input=np.arange(1, 5001, dtype=np.int32), begin=[0], size=[2]),
    value=1.0))
