"""Records TensorFlow 2.21's side of the GraphDef interop as tf_reference.json, and writes
tf_model.pb: model.py's model as TensorFlow writes it. Run (after write_tflc_model.py) with an
interpreter that has tensorflow-cpu==2.21.0 (never a dependency of the build or the tests):

  python tensorflow_lite_core/python/testdata/graph_def_interop/record_tf_graph_defs.py

tf_reference.json holds TensorFlow's values of model.FETCHES for model.FEEDS from its own model
("tf_model") and from tflc_model.pb imported into TensorFlow ("tflc_model"), and the outcome of
each import_cases.py case (imports and Session runs), and the field numbers of GraphDef, NodeDef
and VersionDef.
"""

import json
import os
import sys

import tensorflow as tf

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import import_cases  # pylint: disable=g-import-not-at-top
import model  # pylint: disable=g-import-not-at-top


def run(graph):
  with tf.compat.v1.Session(graph=graph) as session:
    values = session.run(model.FETCHES, feed_dict=model.FEEDS)
  return {name: {"dtype": value.dtype.name, "shape": list(value.shape),
                 "values": value.ravel().tolist()}
          for name, value in zip(model.FETCHES, values)}


def main():
  reference = {"tensorflow": tf.__version__}
  graph = tf.Graph()
  with graph.as_default():
    model.build(tf)
  with open(os.path.join(HERE, "tf_model.pb"), "wb") as out:
    out.write(graph.as_graph_def().SerializeToString(deterministic=True))
  reference["tf_model"] = run(graph)
  with open(os.path.join(HERE, "tflc_model.pb"), "rb") as f:
    tflc_model = tf.compat.v1.GraphDef.FromString(f.read())
  imported = tf.Graph()
  with imported.as_default():
    tf.graph_util.import_graph_def(tflc_model, name="")
  reference["tflc_model"] = run(imported)
  from tensorflow.core.framework import graph_pb2, node_def_pb2, versions_pb2  # pylint: disable=g-import-not-at-top
  reference["fields"] = {
      message.DESCRIPTOR.name: {f.name: f.number for f in message.DESCRIPTOR.fields}
      for message in (graph_pb2.GraphDef, node_def_pb2.NodeDef, versions_pb2.VersionDef)}
  reference["imports"] = {name: import_cases.outcome(tf, name) for name in import_cases.CASES}
  reference["sessions"] = {name: import_cases.session_outcome(tf, name)
                           for name in import_cases.SESSION_CASES}
  with open(os.path.join(HERE, "tf_reference.json"), "w") as out:
    json.dump(reference, out, indent=1, sort_keys=True)
    out.write("\n")


if __name__ == "__main__":
  main()
