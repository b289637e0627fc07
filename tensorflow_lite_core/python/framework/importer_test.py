"""tflc.graph_util.import_graph_def against TensorFlow 2.21 (testdata/graph_def_interop): a
GraphDef TensorFlow wrote imports and runs here with TensorFlow's results; the GraphDef tflc
writes is the committed one TensorFlow ran with tflc's results; imports and Session runs of bad
input raise TensorFlow's errors, leave the graph and the op registry as they were, and damaged or
random bytes raise, never crash."""

import json
import os
import random
import re
import sys

import numpy as np
import pytest
from google.protobuf import message

import tensorflow_lite_core as tflc
from tensorflow_lite_core.framework import graph_pb2
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "graph_def_interop")
sys.path.insert(0, _FOLDER)
import import_cases  # pylint: disable=g-import-not-at-top,wrong-import-position
import model  # pylint: disable=g-import-not-at-top,wrong-import-position
import write_tflc_model  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_reference.json")) as _file:
  _REFERENCE = json.load(_file)


def _read(name):
  with open(os.path.join(_FOLDER, name), "rb") as f:
    return f.read()


def _run(graph, prefix=""):
  with tflc.compat.v1.Session(graph=graph) as session:
    feeds = {prefix + name: value for name, value in model.FEEDS.items()}
    return dict(zip(model.FETCHES, session.run([prefix + f for f in model.FETCHES], feeds)))


def _assert_matches(values, reference):
  for name, expected in reference.items():
    value = values[name]
    assert value.dtype.name == expected["dtype"], name
    assert list(value.shape) == expected["shape"], name
    np.testing.assert_allclose(value.ravel(), expected["values"], rtol=1e-6, atol=1e-6,
                               err_msg=name)


def test_the_reference_is_tensorflow_2_21():
  assert _REFERENCE["tensorflow"] == "2.21.0"


def test_field_numbers_are_tensorflows():
  from tensorflow_lite_core.framework import node_def_pb2, versions_pb2  # pylint: disable=g-import-not-at-top
  for message_class in (graph_pb2.GraphDef, node_def_pb2.NodeDef, versions_pb2.VersionDef):
    ours = {f.name: f.number for f in message_class.DESCRIPTOR.fields}
    theirs = _REFERENCE["fields"][message_class.DESCRIPTOR.name]
    assert {name: theirs.get(name) for name in ours} == ours, message_class.DESCRIPTOR.name
  # TensorFlow's fields tflc lacks (GraphDef.debug_info, NodeDef.experimental_type) are not read.


def test_a_graph_def_tensorflow_wrote_runs_with_tensorflows_results():
  graph_def = graph_pb2.GraphDef.FromString(_read("tf_model.pb"))
  assert {"MatMul", "BiasAdd", "Relu", "Softmax", "Reshape", "ConcatV2", "StridedSlice", "Mean",
          "Shape", "Placeholder"} <= {node.op for node in graph_def.node}
  graph = tflc.Graph()
  with graph.as_default():
    assert tflc.graph_util.import_graph_def(graph_def, name="") is None
  _assert_matches(_run(graph), _REFERENCE["tf_model"])
  # Under the default prefix, with returned elements and a placeholder replaced.
  graph = tflc.Graph()
  with graph.as_default():
    features = tflc.constant(model.FEEDS["features:0"])
    probabilities, joined = tflc.compat.v1.import_graph_def(
        graph_def, input_map={"features": features},
        return_elements=["probabilities:0", "joined"])
  # The static shape follows the mapped constant's.
  assert probabilities.name == "import/probabilities:0"
  assert probabilities.shape.as_list() == [3, 5]
  assert joined.type == "ConcatV2" and joined.name == "import/joined"
  with tflc.compat.v1.Session(graph=graph) as session:
    value = session.run(probabilities, {"import/extra:0": model.FEEDS["extra:0"]})
  np.testing.assert_allclose(value.ravel(), _REFERENCE["tf_model"]["probabilities:0"]["values"],
                             rtol=1e-6)


def test_tflc_writes_the_graph_def_tensorflow_ran_with_tflcs_results():
  written = write_tflc_model.tflc_model_bytes()
  assert written == _read("tflc_model.pb"), "regenerate with write_tflc_model.py and record again"
  graph = tflc.Graph()
  with graph.as_default():
    model.build(tflc)
  _assert_matches(_run(graph), _REFERENCE["tflc_model"])
  # The same graph read back: the same NodeDefs, the same answers.
  copy = tflc.Graph()
  with copy.as_default():
    tflc.graph_util.import_graph_def(graph_pb2.GraphDef.FromString(written), name="")
  assert copy.as_graph_def() == graph.as_graph_def()
  _assert_matches(_run(copy), _REFERENCE["tflc_model"])


def _structure(graph_def):
  """Each node's op, attr names and inputs (as positions), without the names: TensorFlow's
  wrappers name the constants they make after their op ("joined/axis"), tflc's "Const_1"."""
  position = {node.name: i for i, node in enumerate(graph_def.node)}
  return [(node.op, sorted(node.attr), [position[name.split(":")[0]] for name in node.input])
          for node in graph_def.node]


def test_both_writers_make_the_same_graph():
  ours = graph_pb2.GraphDef.FromString(_read("tflc_model.pb"))
  theirs = graph_pb2.GraphDef.FromString(_read("tf_model.pb"))
  assert _structure(ours) == _structure(theirs)


# Where tflc's text differs from TensorFlow's on purpose: the first line is compared up to the end
# of the marker.
_SAME_UP_TO = {
    # TensorFlow adds a note about tf.contrib, which tflc has no counterpart of.
    "unknown_op": "in this process.",
    # Each names its own version.
    "min_consumer_too_new": "above current version ",
    # TensorFlow's node summary spells a mapped input "z:0".
    "input_map_wrong_shape": "for '{{node import/mm}}",
}


@pytest.mark.parametrize("name", sorted(import_cases.CASES))
def test_imports_answer_as_tensorflow(name):
  expected = _REFERENCE["imports"][name]
  outcome = import_cases.outcome(tflc, name)
  if name in _SAME_UP_TO and "message" in expected:
    marker = _SAME_UP_TO[name]
    for answer in (expected, outcome):
      answer["message"] = answer["message"][:answer["message"].index(marker) + len(marker)]
  assert outcome == expected


def _same_tensor_text(text):
  # tf.Tensor and tflc.Tensor print differently.
  text = re.sub(r'Tensor\("([^"]+)", shape=\([^)]*\), dtype=\w+\)', r"<\1>", text)
  return re.sub(r"<tflc\.Tensor '([^']+)'[^>]*>", r"<\1>", text)


@pytest.mark.parametrize("name", sorted(import_cases.SESSION_CASES))
def test_session_runs_answer_as_tensorflow(name):
  expected = _REFERENCE["sessions"][name]
  outcome = import_cases.session_outcome(tflc, name)
  if "value" in expected:
    assert "value" in outcome, outcome
    np.testing.assert_allclose(outcome["value"], expected["value"], rtol=1e-6)
    return
  assert outcome["error"] == expected["error"], outcome
  if name == "unfed_placeholder":
    # TensorFlow's first line is "Graph execution error:"; tflc's message is TensorFlow's cause.
    assert outcome["message"] in expected["text"]
  else:
    assert _same_tensor_text(outcome["message"]) == _same_tensor_text(expected["message"])


def _operation_names(graph):
  return [op.name for op in graph.get_operations()]


def test_a_refused_import_leaves_the_graph_and_the_op_registry_as_they_were():
  registered = len(_pywrap_tflc._registered_ops())  # pylint: disable=protected-access
  graph_def = graph_pb2.GraphDef.FromString(_read("tf_model.pb"))
  next(node for node in graph_def.node if node.op == "Softmax").op = "NotAnOp"
  graph = tflc.Graph()
  with graph.as_default():
    tflc.compat.v1.placeholder(tflc.float32, shape=[2], name="p")
    before = graph.as_graph_def()
    with pytest.raises(tflc.errors.NotFoundError, match="Op type not registered 'NotAnOp'"):
      tflc.graph_util.import_graph_def(graph_def, name="")
    assert graph.as_graph_def() == before
    assert _operation_names(graph) == ["p"]
    # The names the refused import chose are free again.
    assert tflc.identity(graph.get_tensor_by_name("p:0"), name="features").name == "features:0"
    # A later import succeeds in the same graph.
    tflc.graph_util.import_graph_def(_read_graph_def("tf_model.pb"), name="")
  assert "features_1" in _operation_names(graph)
  assert tflc.op_def_registry.get("NotAnOp") is None
  assert len(_pywrap_tflc._registered_ops()) == registered  # pylint: disable=protected-access


def _read_graph_def(name):
  return graph_pb2.GraphDef.FromString(_read(name))


def test_imports_name_as_tensorflow():
  graph_def = _read_graph_def("tf_model.pb")
  graph = tflc.Graph()
  with graph.as_default():
    tflc.graph_util.import_graph_def(graph_def)
    tflc.graph_util.import_graph_def(graph_def)
    with graph.name_scope("outer"):
      tflc.graph_util.import_graph_def(graph_def, name="inner")
    tflc.graph_util.import_graph_def(graph_def, name="exact/")
    tflc.graph_util.import_graph_def(graph_def, name="")
    tflc.graph_util.import_graph_def(graph_def, name="")
  names = _operation_names(graph)
  for name in ["import/features", "import_1/features", "outer/inner/features",
               "exact/features", "features", "features_1", "joined_1"]:
    assert name in names, name
  # Imported inputs follow their nodes' new names.
  assert graph.get_operation_by_name("joined_1").inputs[0].op.name == "hidden_1"
  _assert_matches(_run(graph, "import_1/"), _REFERENCE["tf_model"])


def test_a_graph_def_of_another_protobuf_class_is_accepted():

  class GraphDef:  # a stand-in for TensorFlow's own GraphDef class in the same process

    def SerializeToString(self):  # pylint: disable=invalid-name
      return _read("tf_model.pb")

  graph = tflc.Graph()
  with graph.as_default():
    tflc.graph_util.import_graph_def(GraphDef(), name="")
  _assert_matches(_run(graph), _REFERENCE["tf_model"])


def test_importing_needs_no_graph_scope_and_uses_the_default_graph():
  tflc.compat.v1.reset_default_graph()
  tflc.graph_util.import_graph_def(_read_graph_def("tf_model.pb"))
  assert "import/probabilities" in _operation_names(tflc.compat.v1.get_default_graph())
  tflc.compat.v1.reset_default_graph()


def _damaged_inputs():
  """Truncations, flipped bytes and random bytes of a real GraphDef (seeded)."""
  good = _read("tf_model.pb")
  rng = random.Random(2021)
  inputs = [good[:size] for size in range(0, len(good), 7)]
  for _ in range(300):
    damaged = bytearray(good)
    for _ in range(rng.randint(1, 4)):
      damaged[rng.randrange(len(damaged))] = rng.randrange(256)
    inputs.append(bytes(damaged))
  inputs += [bytes(rng.randrange(256) for _ in range(rng.randint(1, 200))) for _ in range(200)]
  return inputs


def test_damaged_or_random_bytes_raise_and_never_crash():
  imported = refused = undecodable = 0
  for data in _damaged_inputs():
    # The extension's own parser.
    graph = tflc.Graph()
    try:
      graph.import_graph_def(data)
    except (ValueError, tflc.errors.OpError):
      pass
    # The public path: a GraphDef message, then the import.
    try:
      graph_def = graph_pb2.GraphDef.FromString(data)
    except message.DecodeError:
      undecodable += 1
      continue
    graph = tflc.Graph()
    with graph.as_default():
      try:
        tflc.graph_util.import_graph_def(graph_def)
        imported += 1
      except (ValueError, tflc.errors.OpError):
        refused += 1
        assert graph.get_operations() == []
  # The inputs reach each outcome.
  assert imported > 0 and refused > 0 and undecodable > 0
