"""`tflc.debugging`: TensorFlow's tf.debugging functions that the package has
(api/public_names.py lists them); each loads on first use."""

from tensorflow_lite_core.python.api import public_names as _public_names

__getattr__, __dir__ = _public_names.lazy_namespace("tflc.debugging", globals())
