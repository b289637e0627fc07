"""Runs pytest on the files given as arguments; the main of every tf_py_test."""

import ctypes
import gc
import os
import subprocess
import sys

import pytest

# The extension, where a test has it in its runfiles (relative to this file's runfiles root).
_EXTENSION = os.path.join("tensorflow_lite_core", "python", "_pywrap_tflc.so")
_RUNTIMES = ("libasan", "libubsan", "libtsan")


def _sanitizer_runtimes():
  """The ASan and UBSan (or TSan) runtimes the extension links in a sanitizer build, else []."""
  root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
      os.path.abspath(__file__)))))
  extension = os.path.join(root, _EXTENSION)
  if not os.path.exists(extension):
    return []
  linked = subprocess.run(["ldd", extension], capture_output=True, text=True, check=False).stdout
  runtimes = []
  for line in linked.splitlines():
    parts = line.split()
    if len(parts) >= 3 and parts[0].startswith(_RUNTIMES) and parts[1] == "=>":
      runtimes.append(parts[2])
  return runtimes


def _rerun_with_sanitizer_runtimes():
  """Restarts Python with the sanitizer runtimes preloaded: ASan and TSan must come before every
  other library, and the interpreter was started without them. Python then allocates with
  malloc, so that ASan checks its objects and LeakSanitizer sees the pointers they hold (and
  TSan sees each object's memory freed and reused)."""
  runtimes = _sanitizer_runtimes()
  if not runtimes or os.environ.get("TFLC_SANITIZER_PRELOADED"):
    return
  env = dict(os.environ, TFLC_SANITIZER_PRELOADED="1", PYTHONMALLOC="malloc",
             LD_PRELOAD=":".join(runtimes + [os.environ.get("LD_PRELOAD", "")]).rstrip(":"))
  os.execve(sys.executable, [sys.executable] + sys.argv, env)


def _exit_after_leak_check(status):
  """Checks for leaks while the interpreter still holds everything it uses, then exits without
  finalizing it. CPython's finalization leaves objects unreachable on purpose, which would drown
  a check at exit; here, anything unreachable was lost by the code under test. (Frames keep their
  locals in memory LeakSanitizer does not scan, so the caller holds no objects in locals.)"""
  gc.collect()
  sys.stdout.flush()
  sys.stderr.flush()
  leak_check = getattr(ctypes.CDLL(None), "__lsan_do_recoverable_leak_check", None)
  if leak_check is not None and leak_check() != 0:
    print("FAIL: LeakSanitizer found leaks (above)", file=sys.stderr, flush=True)
    status = status or 1
  os._exit(status)  # pylint: disable=protected-access


def _run_pytest():
  args = ["-q", "-p", "no:cacheprovider", "--import-mode=importlib"]
  if os.environ.get("TFLC_SANITIZER_PRELOADED"):
    # A sanitizer writes its report to file descriptor 2 and ends the process: capturing at that
    # level would swallow the report.
    args.append("--capture=sys")
  xml_output = os.environ.get("XML_OUTPUT_FILE")
  if xml_output:
    args.append("--junitxml=" + xml_output)
  return int(pytest.main(args + sys.argv[1:]))


def main():
  _rerun_with_sanitizer_runtimes()
  # TSan reports races as they happen and ends the process with an error (TSAN_OPTIONS): the
  # interpreter exits as usual, so that its finalization runs under TSan too.
  if not os.environ.get("TFLC_SANITIZER_PRELOADED") or "libtsan" in os.environ["LD_PRELOAD"]:
    sys.exit(_run_pytest())
  # Python processes the tests start finalize normally: check them for memory errors only.
  os.environ["ASAN_OPTIONS"] = os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0"
  _exit_after_leak_check(_run_pytest())


if __name__ == "__main__":
  main()
