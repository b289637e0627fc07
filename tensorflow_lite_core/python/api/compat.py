"""`tflc.compat`: `tflc.compat.v1`, TensorFlow 1.x's graph idioms (api/compat_v1.py)."""

from tensorflow_lite_core.python.api import compat_v1 as v1  # pylint: disable=unused-import
