"""measure.py: building a library from a manifest entry, reusing objects, comparing OpDefs."""

import os
import shutil

import pytest

from tools.op_library_corpus import measure

pytestmark = pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")


def make_library(root, sources, **entry):
  repository = {"name": "repo", "defines": ["FROM_REPOSITORY=1"]}
  return measure.Library(repository, dict(entry, name="lib.so", sources=sources), str(root))


def plain_side():
  """A side with no framework flags: the build steps alone are under test."""
  return measure.Side("plain", "plain", "python3", "unused")


def write(path, text):
  os.makedirs(os.path.dirname(path), exist_ok=True)
  with open(path, "w", encoding="utf-8") as out:
    out.write(text)


def test_builds_with_repository_and_library_settings(tmp_path):
  write(tmp_path / "repo/inc/value.h", "inline int Value() { return FROM_REPOSITORY + FROM_LIBRARY; }\n")
  write(tmp_path / "repo/src/a.cc", '#include "inc/value.h"\nint A() { return Value(); }\n')
  library = make_library(tmp_path, ["src/a.cc"], defines=["FROM_LIBRARY=2"])
  outcome = measure.build(library, plain_side(), str(tmp_path / "build"), "g++", "-O0")
  assert outcome.built, outcome.failure and outcome.failure.error
  assert outcome.failure is None
  assert os.path.exists(outcome.library_path)


def test_a_compile_failure_names_the_first_error_its_line_and_class(tmp_path):
  write(tmp_path / "repo/a.cc", "int A() {\n  return Missing::OK();\n}\n")
  write(tmp_path / "repo/b.cc", '#include "absl/log/not_there.h"\n')
  library = make_library(tmp_path, ["a.cc", "b.cc"])
  outcome = measure.build(library, plain_side(), str(tmp_path / "build"), "g++", "-O0")
  assert not outcome.built
  assert outcome.failure.stage == "compile"
  assert outcome.failure.error.line == 2
  assert outcome.failure.source_line == "return Missing::OK();"
  assert outcome.failure.family == "missing declaration"
  # Every source is compiled, so the second one's class is known too.
  assert [f.family for f in outcome.source_failures] == ["missing declaration", "absl/log"]


def test_a_link_failure_names_the_library_it_could_not_find(tmp_path):
  write(tmp_path / "repo/a.cc", "int A() { return 1; }\n")
  library = make_library(tmp_path, ["a.cc"], link_libs=["no_such_library_anywhere"])
  outcome = measure.build(library, plain_side(), str(tmp_path / "build"), "g++", "-O0")
  assert not outcome.built
  assert outcome.failure.stage == "link"
  assert "no_such_library_anywhere" in outcome.failure.error.message


def test_objects_are_reused_until_an_input_changes(tmp_path):
  write(tmp_path / "repo/a.h", "inline int Value() { return 1; }\n")
  write(tmp_path / "repo/a.cc", '#include "a.h"\nint A() { return Value(); }\n')
  library = make_library(tmp_path, ["a.cc"])
  build_dir = str(tmp_path / "build")
  measure.build(library, plain_side(), build_dir, "g++", "-O0")
  obj = os.path.join(build_dir, "plain", library.slug, "a.cc.o")
  first = os.stat(obj).st_mtime_ns
  measure.build(library, plain_side(), build_dir, "g++", "-O0")
  assert os.stat(obj).st_mtime_ns == first
  # A header the source includes changes: the object is compiled again.
  write(tmp_path / "repo/a.h", "inline int Value() { return 2; }  // changed\n")
  os.utime(tmp_path / "repo/a.h", ns=(first + 10**9, first + 10**9))
  measure.build(library, plain_side(), build_dir, "g++", "-O0")
  assert os.stat(obj).st_mtime_ns != first
  # So is one built with other flags.
  second = os.stat(obj).st_mtime_ns
  measure.build(library, plain_side(), build_dir, "g++", "-O1")
  assert os.stat(obj).st_mtime_ns != second


def test_include_links_map_a_prefix_onto_a_folder(tmp_path):
  write(tmp_path / "system/unicode/uchar.h", "inline int Char() { return 7; }\n")
  write(tmp_path / "repo/a.cc", '#include "icu4c/source/common/unicode/uchar.h"\nint A() { return Char(); }\n')
  library = make_library(tmp_path, ["a.cc"],
                         include_links={"icu4c/source/common": str(tmp_path / "system")})
  outcome = measure.build(library, plain_side(), str(tmp_path / "build"), "g++", "-O0")
  assert outcome.built, outcome.failure and outcome.failure.error
