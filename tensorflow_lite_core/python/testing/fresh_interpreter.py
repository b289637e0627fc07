"""Runs Python code in a new interpreter with this one's module path, for tests of what a fresh
process sees: lazy imports, registrations made once, environment variables read once."""

import os
import subprocess
import sys


def run(code, *args, stdin=None, **environment):
  """The CompletedProcess (text output captured, never raising) of `python -c code args...`.

  Args:
    code: the program.
    *args: its command-line arguments.
    stdin: text for its standard input.
    **environment: variables set for it beside this process's environment.
  """
  env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path), **environment)
  return subprocess.run([sys.executable, "-c", code, *args], input=stdin, env=env,
                        capture_output=True, text=True, check=False)
