"""Writes tflc_model.pb: model.py's model as tflc writes it (attr maps in sorted order). Run with
the package importable (importer_test checks that tflc still writes these bytes):

  python tensorflow_lite_core/python/testdata/graph_def_interop/write_tflc_model.py
"""

import os
import sys

import tensorflow_lite_core as tflc

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model  # pylint: disable=g-import-not-at-top


def tflc_model_bytes():
  graph = tflc.Graph()
  with graph.as_default():
    model.build(tflc)
  return graph.as_graph_def().SerializeToString(deterministic=True)


if __name__ == "__main__":
  with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "tflc_model.pb"), "wb") as f:
    f.write(tflc_model_bytes())
