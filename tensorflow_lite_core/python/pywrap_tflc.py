"""Loads the extension `_pywrap_tflc` so that it and the libraries it links (the framework,
protobuf, Abseil) bind to each other before anything already loaded into the process.

TensorFlow loads its own framework and protobuf with RTLD_GLOBAL; without RTLD_DEEPBIND, importing
`tensorflow` first would make our libraries call into TensorFlow's copies (and crash).

In an ASan or TSan build the sanitizer runtime must be the first library of the process (TSan's
cannot be loaded later at all), and it refuses RTLD_DEEPBIND: a program that did not preload it
restarts itself with it preloaded (leaks are checked by the test runner, which stops before the
interpreter's own finalization leaks).
"""

import os
import sys

from tensorflow_lite_core.python import build_config

_EXTENSION = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_pywrap_tflc.so")
_RUNTIMES = ("libasan", "libubsan", "libtsan")


def _sanitizer_runtimes():
  import subprocess  # pylint: disable=g-import-not-at-top
  linked = subprocess.run(["ldd", _EXTENSION], capture_output=True, text=True, check=False).stdout
  return [parts[2] for parts in (line.split() for line in linked.splitlines())
          if len(parts) >= 3 and parts[0].startswith(_RUNTIMES) and parts[1] == "=>"]


def _restart_with_sanitizer_runtimes():
  if sys.argv and sys.argv[0] in ("", "-c", "-m"):
    raise ImportError(f"this is a {build_config.SANITIZER} build of tensorflow_lite_core: run "
                      "Python with LD_PRELOAD=" + ":".join(_sanitizer_runtimes()))
  env = dict(os.environ, PYTHONMALLOC="malloc",
             LD_PRELOAD=":".join(_sanitizer_runtimes() + [os.environ.get("LD_PRELOAD", "")]),
             ASAN_OPTIONS=os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0")
  sys.stdout.flush()
  os.execve(sys.executable, [sys.executable] + sys.argv, env)


def _load():
  if build_config.SANITIZER:
    if any(runtime in os.environ.get("LD_PRELOAD", "") for runtime in _RUNTIMES):
      from tensorflow_lite_core.python import _pywrap_tflc as extension  # pylint: disable=g-import-not-at-top
      return extension
    if _sanitizer_runtimes():
      _restart_with_sanitizer_runtimes()
    # A host tool of a sanitizer build links no sanitizer runtime (it is not instrumented): it
    # loads as usual, where restarting it to preload runtimes would never end.
  flags = sys.getdlopenflags()
  sys.setdlopenflags(os.RTLD_NOW | os.RTLD_LOCAL | os.RTLD_DEEPBIND)
  try:
    from tensorflow_lite_core.python import _pywrap_tflc as extension  # pylint: disable=g-import-not-at-top
  finally:
    sys.setdlopenflags(flags)
  return extension


_pywrap_tflc = _load()
