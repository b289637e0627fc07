"""The first error of a compiler, linker or loader output, and the class it falls in.

A class is a (family, detail) pair: the family groups failures that one change to the framework
fixes ("missing header", "Status::OK()"), the detail names what is missing ("absl/log/check.h").
The rules are plain regular expressions tried in order; the first that matches wins.
"""

import re
import shutil
import subprocess

# g++ with LC_ALL=C: "path:line:col: error: message" or "path:line:col: fatal error: message".
_COMPILER_ERROR = re.compile(
    r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:(?P<column>\d+):)? (?:fatal )?error: (?P<message>.*)$")
# GNU ld: "...: undefined reference to `symbol'", or any other line naming an error.
_UNDEFINED_REFERENCE = re.compile(r"undefined reference to [`'](?P<symbol>[^'`]+)'")
_LINKER_ERROR = re.compile(r"(?:/ld|collect2|ld\.\w+): (?:error: )?(?P<message>.*)$")


class FirstError:
  """The first error line of an output: its message, where it points (for a compiler error), and
  the notes g++ printed after it (the macro expansions that led there)."""

  def __init__(self, message, file=None, line=None, notes=""):
    self.message = message
    self.file = file
    self.line = line
    self.notes = notes

  def __repr__(self):
    return f"FirstError({self.message!r}, {self.file!r}, {self.line!r})"


def first_compiler_error(output):
  """The first `error:` line of g++'s output, or None when it has none."""
  lines = output.splitlines()
  for index, text in enumerate(lines):
    match = _COMPILER_ERROR.match(text)
    if match:
      notes = []
      for following in lines[index + 1:]:
        if _COMPILER_ERROR.match(following):
          break
        notes.append(following)
      return FirstError(match.group("message"), match.group("file"), int(match.group("line")),
                        "\n".join(notes))
  return None


def first_linker_error(output):
  """The first undefined reference (or other linker error) in g++'s link output, or None."""
  for text in output.splitlines():
    match = _UNDEFINED_REFERENCE.search(text)
    if match:
      return FirstError(f"undefined reference to '{demangle(match.group('symbol'))}'")
  for text in output.splitlines():
    match = _LINKER_ERROR.search(text)
    if match:
      return FirstError(match.group("message"))
  return None


def demangle(symbol):
  """The C++ name of a mangled symbol (through c++filt), or the symbol as it is."""
  if not symbol.startswith("_Z") or shutil.which("c++filt") is None:
    return symbol
  result = subprocess.run(["c++filt", symbol], capture_output=True, text=True, check=False)
  return result.stdout.strip() or symbol


def demangle_in(message):
  """The message with every mangled symbol in it (`_Z...`) written as its C++ name."""
  return re.sub(r"\b_Z\w+", lambda match: demangle(match.group(0)), message)


# (family, pattern, detail): detail is a format string over the pattern's named groups.
_RULES = [
    ("missing library", re.compile(r"cannot find -l(?P<library>[^\s:]+)"), "{library}"),
    ("absl/log", re.compile(r"(?P<header>absl/log/[\w/.]+): No such file or directory"),
     "{header}"),
    ("missing header", re.compile(r"(?P<header>[\w/.+-]+): No such file or directory"),
     "{header}"),
    ("Status::OK()", re.compile(r"'OK' is not a member of '(?:tensorflow|tsl|absl)::Status"), "Status::OK()"),
    ("Status lambda type",
     re.compile(r"cannot convert '<lambda\((?P<argument>[^)]*)\)>' to '(?P<target>[^']+)'"),
     "lambda({argument}) -> {target}"),
    ("Status lambda type",
     re.compile(r"inconsistent types '(?P<first>[^']+)' and '(?P<second>[^']+)' deduced for lambda "
                r"return type"),
     "{first} vs {second}"),
    ("Status lambda type",
     re.compile(r"inconsistent deduction for auto return type: '(?P<first>[^']+)' and then '(?P<second>[^']+)'"),
     "{first} vs {second}"),
    ("macro list", re.compile(r"'(?P<macro>TF_CALL_\w+)' was not declared"), "{macro}"),
    ("macro list", re.compile(r"(?P<macro>TF_CALL_\w+)"), "{macro}"),
    ("missing symbol", re.compile(r"undefined symbol: (?P<symbol>.+?)(?:\s*$|\s*\()"),
     "{symbol}"),
    ("missing symbol (link)", re.compile(r"undefined reference to '(?P<symbol>.+)'"), "{symbol}"),
    ("missing declaration",
     re.compile(r"'(?P<name>[^']+)' is not a member of '(?P<scope>[^']+)'"), "{scope}::{name}"),
    ("missing declaration",
     re.compile(r"'(?P<name>[^']+)' in namespace '(?P<scope>[^']+)' does not name a (?:template )?type"),
     "{scope}::{name}"),
    ("missing declaration",
     re.compile(r"'(?P<name>[^']+)' (?:was not declared in this scope|has not been declared|"
                r"does not name a (?:template )?type)"),
     "{name}"),
    ("missing member", re.compile(r"'(?P<type>[^']+)' has no member named '(?P<name>[^']+)'"),
     "{type}::{name}"),
    ("missing member", re.compile(r"no member named '(?P<name>[^']+)' in '(?P<type>[^']+)'"),
     "{type}::{name}"),
    ("no matching function", re.compile(r"no matching function for call to '(?P<call>[^'(]+)"),
     "{call}"),
    ("type mismatch", re.compile(r"could not convert '.*' from '(?P<source>[^']+)' to '(?P<target>[^']+)'"),
     "{source} -> {target}"),
    ("type mismatch", re.compile(r"cannot convert '(?P<source>[^']+)' to '(?P<target>[^']+)'"),
     "{source} -> {target}"),
    ("already registered", re.compile(r"(?P<what>Op|op|kernel)\b.*already (?:registered|exists)"),
     "{what}"),
    ("op spec", re.compile(r"(?P<problem>Reference to unknown attr '[^']+')"), "{problem}"),
    ("crash", re.compile(r"^crashed with (?P<signal>\w+)"), "{signal}"),
    ("timeout", re.compile(r"^timed out"), "timeout"),
]


# A registration macro expanded inside a TF_CALL_* list: the syntax error points into the
# framework's macro, the notes name the list.
_MACRO_LIST_NOTE = re.compile(r"in expansion of macro '(?P<macro>TF_CALL_\w+)'")
# tflc's loader names the library before the registration error; the error is what counts.
_LOADER_PREFIX = re.compile(r"^.*?failed; nothing it registered was kept: ")


def classify(message, notes=""):
  """The (family, detail) of one error message (and the notes after it); ("other", the message)
  when no rule matches."""
  # The last list named is the outermost: the one in the library's own source.
  lists = _MACRO_LIST_NOTE.findall(notes)
  if lists and message.startswith("expected "):
    return "macro list", f"{lists[-1]}: {message}"
  message = _LOADER_PREFIX.sub("", message)
  for family, pattern, detail in _RULES:
    match = pattern.search(message)
    if match:
      groups = {key: value or "" for key, value in match.groupdict().items()}
      if family in ("missing symbol", "missing symbol (link)"):
        return family, demangle(groups["symbol"].strip())
      # g++ writes "'class tensorflow::OpKernelContext' has no member ...": the class is the name.
      return family, re.sub(r"^(?:class|struct) ", "", detail.format(**groups))
  return "other", message.strip()[:160]
