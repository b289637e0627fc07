"""Which framework headers a library's sources include, read from the sources themselves.

A compiler stops a source at its first missing header, so the build alone shows one missing
header per source. Reading the `#include "..."` lines (following the repository's own headers)
lists all of them at once. Blocks under `#if GOOGLE_CUDA` (or another GPU condition) are skipped:
only CPU kernels are built. Every branch of any other condition is read, so a header named
only for another TensorFlow version counts too.
"""

import os
import re

_INCLUDE = re.compile(r'^\s*#\s*include\s+"(?P<path>[^"]+)"')
_CONDITION = re.compile(r"^\s*#\s*(?P<directive>if|ifdef|ifndef|elif|else|endif)\b(?P<rest>.*)")
_GPU_CONDITION = re.compile(r"GOOGLE_CUDA|TENSORFLOW_USE_ROCM|__CUDACC__")


def cpu_includes(path):
  """The quoted includes of one file, leaving out those inside GPU-only conditional blocks."""
  includes = []
  # Per open #if: [GPU_FIRST, GPU_SECOND or None for an unrelated condition, in the second branch].
  stack = []
  with open(path, encoding="utf-8", errors="replace") as source:
    for text in source:
      condition = _CONDITION.match(text)
      if condition:
        directive, rest = condition.group("directive"), condition.group("rest")
        if directive in ("if", "ifdef", "ifndef"):
          if not _GPU_CONDITION.search(rest):
            stack.append([None, False])
          else:
            negated = directive == "ifndef" or "!" in rest
            stack.append([_GPU_SECOND if negated else _GPU_FIRST, False])
        elif directive == "elif" and stack and _GPU_CONDITION.search(rest) and "!" not in rest:
          stack[-1] = [_GPU_FIRST, False]  # `#elif TENSORFLOW_USE_ROCM`: another GPU branch.
        elif directive in ("elif", "else") and stack:
          stack[-1][1] = True
        elif directive == "endif" and stack:
          stack.pop()
        continue
      if any(_in_gpu_branch(kind, second) for kind, second in stack):
        continue
      match = _INCLUDE.match(text)
      if match:
        includes.append(match.group("path"))
  return includes


_GPU_FIRST = "the first branch is GPU-only"
_GPU_SECOND = "the second branch is GPU-only"


def _in_gpu_branch(kind, second):
  return (kind == _GPU_FIRST and not second) or (kind == _GPU_SECOND and second)


def framework_includes(sources, local_dirs):
  """The includes of the sources that are not found in `local_dirs` (the repository's include
  folders) nor next to the including file, following the local headers transitively (sources and
  local_dirs are absolute paths)."""
  found = set()
  seen_files = set()
  pending = list(sources)
  while pending:
    path = pending.pop()
    if path in seen_files or not os.path.exists(path):
      continue
    seen_files.add(path)
    for include in cpu_includes(path):
      local = _resolve(include, [os.path.dirname(path)] + list(local_dirs))
      if local:
        pending.append(local)
      else:
        found.add(include)
  return found


def _resolve(include, directories):
  for directory in directories:
    candidate = os.path.normpath(os.path.join(directory, include))
    if os.path.isfile(candidate):
      return candidate
  return None


def is_available(include, directories):
  """Whether an include resolves in one of the directories."""
  return _resolve(include, directories) is not None
