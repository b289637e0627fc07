"""Static shapes of the built-in ops' outputs in a graph against TensorFlow 2.21's recorded
answers (testdata/tf_reference/graph_shape_cases.py, tf_graph_shape_reference.json): for each
case, the type of the last operation built and each output's shape (None for an unknown rank)
and dtype, or the construction error's class and first line.

Error texts are compared after two normalizations, both about how a node is named, not about
what its shape function says: TensorFlow names the constants that op wrappers make from Python
values `<op>/<input>` (`Reshape/shape`) where tflc names them `Const`, so the node's input list is
dropped; and the annotation TensorFlow appends about which inputs it evaluated ("and with
computed input tensors: ..." or "...computed as partial shapes: ...") is dropped, since tflc
evaluates inputs by other means (framework/graph/graph.cc folds constants; TensorFlow also
evaluates partial shapes).

Cases where tflc answers otherwise are pinned in _DIVERGENCES with the reason and tflc's answer,
so that a change to either side shows here.
"""

import json
import os
import re
import sys

import numpy as np
import pytest

import tensorflow_lite_core as tflc

_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "testdata",
                       "tf_reference")
sys.path.insert(0, _FOLDER)
import graph_shape_cases  # pylint: disable=g-import-not-at-top,wrong-import-position

with open(os.path.join(_FOLDER, "tf_graph_shape_reference.json")) as _file:
  _REFERENCE = json.load(_file)["programs"]


def _normalized(outcome):
  message = outcome.get("message")
  if message is None:
    return outcome
  message = re.sub(r"\(([^()']*)\)' with input shapes", "(...)' with input shapes", message)
  message = re.sub(r" and with (computed input tensors|input tensors computed as partial "
                   r"shapes): .*$", ".", message)
  return {**outcome, "message": message}


def _compact(outcome):
  """The pinned form of an answer: output shapes, or "Class: text before the node"."""
  if "error" in outcome:
    return f"{outcome['error']}: {outcome['message'].split(' for ' + chr(39))[0]}"
  return [shape for shape, _ in outcome["outputs"]]


_PARTIAL_SHAPES = ("TensorFlow evaluates a shape input it cannot fold as a partial shape (Shape "
                   "of a partially known shape, Pack of scalars, StridedSlice of Shape); tflc "
                   "folds only fully known values")
_EINSUM = "tflc's Einsum shape function gives the output rank only"
_REF_INPUTS = ("tflc builds no ref tensors in graphs: the wrapper refuses a ref input with its "
               "own text")
_TEXT = "the shape function refuses the same shapes with other words"
_UNCHECKED = "tflc's shape function does not check this (the kernel does when it runs)"
_NO_NODE_TEXT = ("the same refusal, but TensorFlow's first line has no node text here and "
                 "tflc's has (or adds a few words)")
_LARGE_CONSTANT = ("tflc folds a node only when its constant inputs hold at most 4096 elements "
                   "in all; TensorFlow evaluated Slice of a 5000-element constant")
_RANGE_DTYPE = ("tflc's raw_ops wrapper converts Python floats for Range to the Tidx default "
                "(int32) instead of inferring Tidx from the values")
_BROADCAST_TO = ("with an unknown shape value of known length, TensorFlow still broadcasts the "
                 "input's known dimensions into the result; tflc's BroadcastTo gives unknown dims")
_EINSUM_TRACE = "tflc's Einsum refuses a label repeated within one subscript (traces, diagonals)"

# Case -> (why tflc differs, tflc's answer in _compact's form).
_DIVERGENCES = {
    "AssignAdd_not_ref": (_REF_INPUTS,
        "TypeError: 'AssignAdd' Op's ref input 'ref' is not supported in a graph"),
    "AssignSub_not_ref": (_REF_INPUTS,
        "TypeError: 'AssignSub' Op's ref input 'ref' is not supported in a graph"),
    "Assign_not_ref": (_REF_INPUTS,
        "TypeError: 'Assign' Op's ref input 'ref' is not supported in a graph"),
    "Bitcast_bad_last_dim": (_TEXT, 'ValueError: Cannot bitcast due to shape. 3 does not match 4'),
    "BroadcastTo_incompatible": (_TEXT,
        'ValueError: Cannot broadcast a tensor with shape [2,3] shape [4,3,2]'),
    "BroadcastTo_unknown_shape": (_BROADCAST_TO, [[None, None]]),
    "ConcatV2_rank_mismatch": (_TEXT, 'ValueError: Shapes must be equal rank, but are 1 and 0'),
    "Einsum_matmul": (_EINSUM, [[None, None]]),
    "Einsum_mismatch": (_EINSUM,
        'ValueError: Expected dimension 3 at axis 0 of the input shaped [4,5] but got dimension 4'),
    "Einsum_trace": (_EINSUM_TRACE,
        "ValueError: Einsum equation 'ii->' repeats label 'i' in input 0: a label repeated within"
        " one subscript (a trace or a diagonal) is not supported"),
    "Einsum_transpose": (_EINSUM, [[None, None, None]]),
    "Einsum_unknown_rank": (_EINSUM, [[None, None]]),
    "Fill_dims_from_large_constant": (_LARGE_CONSTANT, [[None, None]]),
    "Fill_dims_from_shape": (_PARTIAL_SHAPES, [[None, None]]),
    "Fill_negative": (_TEXT, 'ValueError: Fill dimensions must be >= 0'),
    "GatherNd_too_deep": (_TEXT,
        'ValueError: index innermost dimension length must be <= params rank; saw: 3 vs. 2'),
    "Pack_mismatch": (_NO_NODE_TEXT,
        'ValueError: Dimension 0 in both shapes must be equal, but are 2 and 3. Shapes are [2] '
        'and [3]. From merging shape 0 with other shapes.'),
    "Range_float": (_RANGE_DTYPE, 'TypeError: Cannot convert 0.0 to EagerTensor of dtype int32'),
    "Range_not_scalar": (_NO_NODE_TEXT, 'ValueError: Shape must be rank 0 but is rank 1'),
    "Range_zero_delta": (_TEXT, 'ValueError: Requires delta != 0: 0'),
    "Reshape_pack_of_scalars": (_PARTIAL_SHAPES, [[None, None]]),
    "Reshape_shape_of_partial": (_PARTIAL_SHAPES, [[None, None]]),
    "Reshape_sliced_shape": (_PARTIAL_SHAPES, [[None, None]]),
    "ScatterNd_mismatch": (_UNCHECKED, [[8, 4]]),
    "ScatterUpdate_not_ref": (_REF_INPUTS,
        "TypeError: 'ScatterUpdate' Op's ref input 'ref' is not supported in a graph"),
    "SplitV_bad_sizes": (_TEXT,
        'ValueError: Determined shape must either match input shape along split_dim exactly if '
        'fully specified, or be less than the size of the input along split_dim if not fully '
        'specified.  Got: 3'),
    "Split_not_divisible": (_NO_NODE_TEXT,
        'ValueError: Dimension size must be evenly divisible by 3 but is 5'),
    "TensorScatterUpdate_mismatch": (_UNCHECKED, [[8, 4]]),
    "Tile_wrong_length": (_TEXT, 'ValueError: Dimensions must be equal, but are 1 and 2'),
    "Unpack_wrong_num": (_TEXT, 'ValueError: Dimensions must be equal, but are 3 and 4'),
    "UnsortedSegmentSum_mismatch": (_TEXT,
        'ValueError: data.shape = [6,3] does not start with segment_ids.shape = [5]'),
}


def _tflc_outcome(name):
  return _normalized(graph_shape_cases.outcome(tflc, np, graph_shape_cases.PROGRAMS[name]))


@pytest.mark.parametrize("name", sorted(set(_REFERENCE) - set(_DIVERGENCES)))
def test_static_shapes_are_tensorflows(name):
  assert _tflc_outcome(name) == _normalized(_REFERENCE[name])


@pytest.mark.parametrize("name", sorted(_DIVERGENCES))
def test_known_divergences_stay_as_pinned(name):
  _, answer = _DIVERGENCES[name]
  outcome = _tflc_outcome(name)
  assert outcome != _normalized(_REFERENCE[name])
  assert _compact(outcome) == answer


def test_every_registered_op_that_tensorflow_has_is_covered():
  import tensorflow_lite_core.python.ops.raw_ops as raw_ops  # pylint: disable=g-import-not-at-top
  ops = {name for name in dir(raw_ops) if name[:1].isupper()}
  # An op is covered by a case that builds it, or by a case named for it that TensorFlow refuses.
  covered = {outcome["op"] for outcome in _REFERENCE.values() if "op" in outcome}
  covered |= {name.split("_")[0] for name, outcome in _REFERENCE.items() if "error" in outcome}
  tested_only = {name for name in ops if name.endswith("TestOp")}
  assert _REFERENCE.keys() == graph_shape_cases.PROGRAMS.keys()
  assert ops - covered - tested_only == set()
