"""The package's public surface, declared once: every public name, the module that defines it and
the namespaces it appears in. `tflc` (`__init__.py`), `tflc.math`, `tflc.nn`, `tflc.linalg`,
`tflc.random` and `tflc.debugging` are built from this table, and package_test checks it against
the modules; adding a function to the surface is one entry here.

Pure data and two helpers: importing it imports nothing else, so the namespaces stay lazy (a
module is imported when one of its names is first used).
"""

import importlib

_MATH_OPS = "tensorflow_lite_core.python.ops.math_ops"
_ARRAY_OPS = "tensorflow_lite_core.python.ops.array_ops"
_NN_OPS = "tensorflow_lite_core.python.ops.nn_ops"
_LINALG_OPS = "tensorflow_lite_core.python.ops.linalg_ops"
_SPECIAL_MATH_OPS = "tensorflow_lite_core.python.ops.special_math_ops"
_CONTEXT = "tensorflow_lite_core.python.eager.context"
_RANDOM_OPS = "tensorflow_lite_core.python.ops.random_ops"
_STATELESS_RANDOM_OPS = "tensorflow_lite_core.python.ops.stateless_random_ops"
_RANDOM_OPS_UTIL = "tensorflow_lite_core.python.ops.random_ops_util"
_RANDOM_SEED = "tensorflow_lite_core.python.framework.random_seed"
_CLIP_OPS = "tensorflow_lite_core.python.ops.clip_ops"
_ARRAY_OPS_SLICING = "tensorflow_lite_core.python.ops.array_ops_slicing"
_MATH_OPS_RANGE = "tensorflow_lite_core.python.ops.math_ops_range"
_BACKPROP = "tensorflow_lite_core.python.eager.backprop"
_VARIABLES = "tensorflow_lite_core.python.ops.variables"
_GRAPH = "tensorflow_lite_core.python.framework.graph"
_GRAPH_OPS_V1 = "tensorflow_lite_core.python.framework.graph_ops_v1"
_SESSION = "tensorflow_lite_core.python.client.session"
_DEF_FUNCTION = "tensorflow_lite_core.python.eager.def_function"
_TENSOR_SPEC = "tensorflow_lite_core.python.framework.tensor_spec"
_GRAPH_GRADIENTS = "tensorflow_lite_core.python.ops.graph_gradients"
_V1 = ("tflc.compat.v1",)
_TOP_AND_V1 = ("tflc", "tflc.compat.v1")
_FRAMEWORK_OPS = "tensorflow_lite_core.python.framework.ops"
_CUSTOM_GRADIENT = "tensorflow_lite_core.python.ops.custom_gradient"
_CHECK_OPS = "tensorflow_lite_core.python.ops.check_ops"
_NUMERICS = "tensorflow_lite_core.python.ops.numerics"
_INDEXED_SLICES = "tensorflow_lite_core.python.framework.indexed_slices"
_IMPORTER = "tensorflow_lite_core.python.framework.importer"

_TOP = ("tflc",)
_TOP_AND_MATH = ("tflc", "tflc.math")
_MATH = ("tflc.math",)
_MATH_AND_NN = ("tflc.math", "tflc.nn")
_NN = ("tflc.nn",)
_RANDOM = ("tflc.random",)
_LINALG = ("tflc.linalg",)
_TOP_AND_LINALG = ("tflc", "tflc.linalg")
_DEBUGGING = ("tflc.debugging",)
_TOP_AND_DEBUGGING = ("tflc", "tflc.debugging")

# module -> {name: namespaces}
NAMES = {
    _CONTEXT: {"device": _TOP},
    _MATH_OPS: {
        "abs": _TOP_AND_MATH, "add": _TOP_AND_MATH, "add_n": _TOP_AND_MATH,
        "argmax": _TOP_AND_MATH, "cast": _TOP, "divide": _TOP_AND_MATH, "exp": _TOP_AND_MATH,
        "log": _MATH, "matmul": _TOP, "maximum": _TOP_AND_MATH, "minimum": _TOP_AND_MATH,
        "multiply": _TOP_AND_MATH, "negative": _TOP_AND_MATH, "pow": _TOP_AND_MATH,
        "reduce_max": _TOP_AND_MATH, "reduce_mean": _TOP_AND_MATH, "reduce_min": _TOP_AND_MATH,
        "reduce_prod": _TOP_AND_MATH, "reduce_sum": _TOP_AND_MATH, "rsqrt": _MATH,
        "sigmoid": _TOP_AND_MATH, "sqrt": _TOP_AND_MATH, "square": _TOP_AND_MATH,
        "subtract": _TOP_AND_MATH, "tanh": _TOP_AND_MATH,
        # Comparison and logic.
        "equal": _TOP_AND_MATH, "not_equal": _TOP_AND_MATH, "less": _TOP_AND_MATH,
        "less_equal": _TOP_AND_MATH, "greater": _TOP_AND_MATH, "greater_equal": _TOP_AND_MATH,
        "logical_and": _TOP_AND_MATH, "logical_or": _TOP_AND_MATH, "logical_not": _TOP_AND_MATH,
        "logical_xor": _MATH, "is_nan": _MATH, "is_inf": _MATH, "is_finite": _MATH,
        # Division, rounding and other element-wise math.
        "floordiv": _MATH, "floormod": _MATH, "mod": _MATH, "truncatediv": _TOP,
        "floor": _TOP_AND_MATH, "ceil": _MATH, "round": _TOP_AND_MATH, "rint": _MATH,
        "sign": _TOP_AND_MATH, "reciprocal": _MATH, "sin": _TOP_AND_MATH, "cos": _TOP_AND_MATH,
        "log1p": _MATH, "expm1": _MATH, "erf": _MATH, "squared_difference": _MATH,
        "argmin": _TOP_AND_MATH, "cumprod": _MATH, "cumsum": _TOP_AND_MATH,
        "reduce_all": _TOP_AND_MATH, "reduce_any": _TOP_AND_MATH, "unsorted_segment_sum": _MATH,
        "conj": _MATH,
    },
    _ARRAY_OPS: {
        name: _TOP for name in (
            "bitcast", "concat", "expand_dims", "fill", "identity", "ones", "ones_like", "pad",
            "rank", "reshape", "shape", "size", "squeeze", "transpose", "zeros", "zeros_like",
            "gather", "gather_nd", "one_hot", "scatter_nd", "tensor_scatter_nd_update", "where",
            "stop_gradient")
    },
    _RANDOM_OPS: {"uniform": _RANDOM, "normal": _RANDOM, "truncated_normal": _RANDOM},
    _STATELESS_RANDOM_OPS: {name: _RANDOM for name in (
        "stateless_uniform", "stateless_normal", "stateless_truncated_normal")},
    _RANDOM_OPS_UTIL: {"Algorithm": _RANDOM},
    _RANDOM_SEED: {"set_seed": _RANDOM},
    _NN_OPS: {"relu": _NN, "softmax": _MATH_AND_NN, "elu": _NN, "selu": _NN, "leaky_relu": _NN,
              "softplus": _MATH_AND_NN, "bias_add": _NN, "log_softmax": _MATH_AND_NN},
    _LINALG_OPS: {"diag": _LINALG, "tensor_diag": _LINALG},
    _SPECIAL_MATH_OPS: {"einsum": _TOP_AND_LINALG},
    _CLIP_OPS: {"clip_by_value": _TOP},
    _ARRAY_OPS_SLICING: {
        **{name: _TOP for name in (
            "broadcast_dynamic_shape", "broadcast_static_shape", "broadcast_to", "reverse",
            "shape_n", "slice", "split", "stack", "strided_slice", "tile", "unstack")},
        "invert_permutation": _MATH,
    },
    _MATH_OPS_RANGE: {"range": _TOP},
    _BACKPROP: {"GradientTape": _TOP, "UnconnectedGradients": _TOP},
    _VARIABLES: {"Variable": _TOP, "VariableSynchronization": _TOP, "VariableAggregation": _TOP},
    _GRAPH: {"Graph": _TOP_AND_V1, "get_default_graph": _V1, "reset_default_graph": _V1},
    _GRAPH_OPS_V1: {"placeholder": _V1, "placeholder_with_default": _V1},
    _SESSION: {"Session": _V1, "get_default_session": _V1},
    _GRAPH_GRADIENTS: {"gradients": _V1},
    _IMPORTER: {"import_graph_def": ("tflc.graph_util", "tflc.compat.v1")},
    _DEF_FUNCTION: {"function": _TOP},
    _TENSOR_SPEC: {"TensorSpec": _TOP},
    _FRAMEWORK_OPS: {"RegisterGradient": _TOP, "no_gradient": _TOP},
    _CUSTOM_GRADIENT: {"custom_gradient": _TOP, "recompute_grad": _TOP},
    # TensorFlow 2.21 has four of the assertions at top level too, and ensure_shape only there.
    _CHECK_OPS: {
        **{name: _TOP_AND_DEBUGGING for name in (
            "assert_equal", "assert_less", "assert_greater", "assert_rank")},
        **{name: _DEBUGGING for name in (
            "assert_none_equal", "assert_near", "assert_less_equal", "assert_greater_equal",
            "assert_rank_at_least", "assert_rank_in", "assert_type", "assert_shapes",
            "is_numeric_tensor")},
        "ensure_shape": _TOP,
    },
    _NUMERICS: {"check_numerics": _DEBUGGING, "assert_all_finite": _DEBUGGING},
    _INDEXED_SLICES: {"IndexedSlices": _TOP},
}

# Public names defined in their module under another name, as in TensorFlow (`tf.shape` is
# `array_ops.shape_v2`; `array_ops.shape` keeps TensorFlow 1's signature): module -> {public
# name: the module's attribute}.
DEFINED_AS = {
    _ARRAY_OPS: {"shape": "shape_v2", "zeros_like": "zeros_like_v2",
                 "ones_like": "ones_like_v2"},
}


def attribute_of(module, name):
  """The attribute of `module` that the public `name` is."""
  return DEFINED_AS.get(module, {}).get(name, name)


# Submodules of `tflc` that are namespaces of their own: name -> module.
SUBMODULES = {
    "math": "tensorflow_lite_core.python.api.math",
    "nn": "tensorflow_lite_core.python.api.nn",
    "random": "tensorflow_lite_core.python.api.random",
    "linalg": "tensorflow_lite_core.python.api.linalg",
    "debugging": "tensorflow_lite_core.python.api.debugging",
    "raw_ops": "tensorflow_lite_core.python.ops.raw_ops",
    "config": "tensorflow_lite_core.python.framework.config",
    "op_def_registry": "tensorflow_lite_core.python.framework.op_def_registry",
    "test": "tensorflow_lite_core.python.platform.test",
    "sysconfig": "tensorflow_lite_core.python.platform.sysconfig",
    "nest": "tensorflow_lite_core.python.util.nest",
    "compat": "tensorflow_lite_core.python.api.compat",
    "shape_inference": "tensorflow_lite_core.python.framework.shape_inference",
    "graph_util": "tensorflow_lite_core.python.api.graph_util",
    "experimental": "tensorflow_lite_core.python.api.experimental",
}


def names_in(namespace):
  """{name: defining module} of the functions in `namespace` ("tflc", "tflc.math", ...)."""
  return {name: module for module, names in NAMES.items()
          for name, namespaces in names.items() if namespace in namespaces}


def lazy_namespace(namespace, module_globals, submodules=None):
  """`__getattr__` and `__dir__` for a namespace module whose names load on first use.

  Args:
    namespace: the namespace's name in NAMES ("tflc.math").
    module_globals: the namespace module's globals(); a name, once loaded, is stored there so that
      later lookups skip `__getattr__`.
    submodules: {name: module} of submodules that load on first use too.

  Returns:
    (__getattr__, __dir__).
  """
  functions = names_in(namespace)
  submodules = submodules or {}

  def getattr_(name):
    if name in functions:
      module = functions[name]
      value = getattr(importlib.import_module(module), attribute_of(module, name))
    elif name in submodules:
      value = importlib.import_module(submodules[name])
    else:
      raise AttributeError(f"module {module_globals['__name__']!r} has no attribute {name!r}")
    module_globals[name] = value
    return value

  def dir_():
    return sorted(set(module_globals) | set(functions) | set(submodules))

  return getattr_, dir_
