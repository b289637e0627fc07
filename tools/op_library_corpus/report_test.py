"""report.py: OpDef comparison and the markdown it writes for built, failed and loaded libraries."""

from tools.op_library_corpus import classify
from tools.op_library_corpus import measure
from tools.op_library_corpus import report


def loaded(*ops):
  outcome = measure.Outcome()
  outcome.built = True
  outcome.loaded = True
  outcome.ops = [{"name": name, "text": text} for name, text in ops]
  return outcome


def failed(stage, message, file=None, line=None, source_line=None):
  outcome = measure.Outcome()
  outcome.failure = measure.Failure(stage, classify.FirstError(message, file, line), source_line)
  return outcome


def test_compare_op_defs():
  same = loaded(("A", 'name: "A"\ninput_arg {\n  name: "x"\n}'))
  assert report.compare_op_defs(same, loaded(("A", 'name: "A"\ninput_arg {\n  name: "x"\n}'))) is None
  assert report.compare_op_defs(same, loaded(("A", 'name: "A"\ninput_arg {\n  name: "y"\n}'))) == (
      "first differing line: `-  name: \"y\"`")
  assert report.compare_op_defs(same, loaded(("B", 'name: "B"'))) == (
      "ops only in tflc: ['A']; only in TF: ['B']")


def make_report():
  sides = [measure.Side("tflc", "tflc", "/venv/tflc/bin/python", "tensorflow_lite_core"),
           measure.Side("tf", "TF", "/venv/tf/bin/python", "tensorflow")]
  sides[0].include = "/venv/tflc/include"
  sides[1].include = "/venv/tf/include"
  manifest = {"repositories": [
      {"name": "repo", "libraries": [],
       "not_measured": [{"name": "gpu.so", "reason": "CUDA only"}]},
      {"name": "other", "libraries": [], "not_measured": [{"name": "x.so", "reason": "unseen"}]}]}
  good = measure.Library({"name": "repo"}, {"name": "good.so", "sources": ["g.cc"]}, "/repos")
  bad = measure.Library({"name": "repo"}, {"name": "bad.so", "sources": ["b.cc"],
                                          "gpu_sources": ["b.cu.cc"]}, "/repos")
  outcomes = {
      ("repo/good.so", "tflc"): loaded(("A", 'name: "A"')),
      ("repo/good.so", "tf"): loaded(("A", 'name: "A"')),
      ("repo/bad.so", "tflc"): failed("compile", "absl/log/check.h: No such file or directory",
                                      "/repos/repo/b.cc", 3, '#include "absl/log/check.h"'),
      ("repo/bad.so", "tf"): loaded(("B", 'name: "B"')),
  }
  census = {"absl/log/check.h": (["repo/bad.so"], {"tflc": False, "tf": True})}
  paths = [("/repos/repo/", ""), ("/venv/tflc/include/", "<tflc include>/")]
  return report.Report(sides, manifest, [good, bad], outcomes, paths, census)


def test_render_writes_a_row_per_library_and_each_failure_with_its_line():
  text = make_report().render("`g++`")
  assert "2 libraries from 1 repositories. tflc: built 1, loaded 1. TF: built 2, loaded 2. " \
         "Same OpDefs on both sides: 1." in text
  assert "| repo | `good.so` | yes | yes | yes | yes | 1/1 | yes |  |  |" in text
  assert ("| repo | `bad.so` | **no** | yes | – | yes | –/1 | – | "
          "compile: absl/log (absl/log/check.h) |  |") in text
  assert "- **repo/bad.so** on tflc, compile: absl/log — `b.cc:3: absl/log/check.h: No such file" in text
  assert '  - the line: `#include "absl/log/check.h"`' in text
  assert "| tflc | absl/log | absl/log/check.h | 1: `repo/bad.so` |" in text
  assert "| `absl/log/check.h` | **no** | yes | 1: `repo/bad.so` |" in text
  assert "- repo/`gpu.so`: CUDA only" in text
  assert "unseen" not in text  # A repository not measured lists nothing.
  assert "GPU sources of 1 libraries not built (CPU kernels only): `repo/bad.so`" in text
