"""`tflc.compat.v1`: the TensorFlow 1.x graph idioms older tests and the guide use
(`placeholder`, `Session`, graphs, `import_graph_def` and `graph_util`); the names are listed in
api/public_names.py and load on first use."""

from tensorflow_lite_core.python.api import public_names as _public_names

__getattr__, __dir__ = _public_names.lazy_namespace(
    "tflc.compat.v1", globals(), {"graph_util": "tensorflow_lite_core.python.api.graph_util"})
