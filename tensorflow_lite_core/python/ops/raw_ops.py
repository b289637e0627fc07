"""`tflc.raw_ops`: every built-in op by its registered name, called with keyword arguments only
(`tflc.raw_ops.AddV2(x=a, y=b)`). The generated modules are imported on first use."""

import importlib

_GENERATED_MODULES = (
    "tensorflow_lite_core.python.ops.gen_array_ops",
    "tensorflow_lite_core.python.ops.gen_math_ops",
    "tensorflow_lite_core.python.ops.gen_nn_ops",
    "tensorflow_lite_core.python.ops.gen_random_ops",
    "tensorflow_lite_core.python.ops.gen_stateless_random_ops_v2",
    "tensorflow_lite_core.python.ops.gen_sparse_ops",
    "tensorflow_lite_core.python.ops.gen_linalg_ops",
    "tensorflow_lite_core.python.ops.gen_state_ops",
    "tensorflow_lite_core.python.ops.gen_graph_ops",
)


def _ops():
  found = {}
  for module_name in _GENERATED_MODULES:
    module = importlib.import_module(module_name)
    for name, value in vars(module).items():
      if name[:1].isupper() and callable(value):
        found[name] = value
  return found


_by_name = None


def __getattr__(name):
  global _by_name
  if _by_name is None:
    _by_name = _ops()
  try:
    return _by_name[name]
  except KeyError:
    raise AttributeError(f"module 'tflc.raw_ops' has no attribute {name!r}") from None


def __dir__():
  global _by_name
  if _by_name is None:
    _by_name = _ops()
  return sorted(_by_name)
