"""`tflc.graph_util` (also `tflc.compat.v1.graph_util`): `import_graph_def`, as TensorFlow's
tf.graph_util has it; the names are listed in api/public_names.py and load on first use."""

from tensorflow_lite_core.python.api import public_names as _public_names

__getattr__, __dir__ = _public_names.lazy_namespace("tflc.graph_util", globals())
