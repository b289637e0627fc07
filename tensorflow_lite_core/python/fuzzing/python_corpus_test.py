"""Replays the committed corpus of the Python API fuzz harness (fuzz_python): each input must keep
python_api_fuzz's property (only TensorFlow's refusals escape) and finish in time. Under the
sanitizer builds the same inputs run with ASan and LeakSanitizer watching (pytest_main.py)."""

import faulthandler
import os
import sys

import pytest

from tensorflow_lite_core.python.fuzzing import python_api_fuzz

_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
# Far above what any input takes (well under a second each): past it the input hangs.
_SECONDS_PER_INPUT = 60


def _inputs():
  return sorted(os.listdir(_CORPUS))


def test_the_corpus_is_there():
  assert len(_inputs()) >= 50
  assert any(name.startswith("regression-") for name in _inputs())


@pytest.fixture(scope="module", autouse=True)
def _limited_memory():
  if not os.environ.get("TFLC_SANITIZER_PRELOADED"):
    python_api_fuzz.limit_address_space()


@pytest.mark.parametrize("name", _inputs())
def test_input_keeps_the_property(name):
  with open(os.path.join(_CORPUS, name), "rb") as input_file:
    data = input_file.read()
  # A hang in C++ holds the GIL, so the watchdog is a thread that dumps every stack and exits. It
  # writes to the process's own stderr: under the sanitizer builds pytest captures sys.stderr
  # (pytest_main.py), which has no file descriptor.
  faulthandler.dump_traceback_later(_SECONDS_PER_INPUT, exit=True, file=sys.__stderr__)
  try:
    python_api_fuzz.run_one(data)
  finally:
    faulthandler.cancel_dump_traceback_later()
