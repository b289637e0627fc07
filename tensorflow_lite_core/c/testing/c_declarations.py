"""The function declarations of a C header, each reduced to one comparable line.

A line is `header<TAB>return type<TAB>name<TAB>parameter types`: parameter names, comments,
whitespace, `TF_CAPI_EXPORT` and `extern` are dropped, so two headers that declare a function with
the same C type give the same line whatever their formatting. Both the recorded facts about
TensorFlow's headers (testdata/record_tf_c_api.py) and the test that holds tflc's headers to them
(c_api_completeness_test.py) reduce declarations here, so they cannot drift apart.

The reduction follows C's own rules for a function's type:
- top-level qualifiers of a parameter are not part of it (`const int index` is `int`);
- an array parameter is a pointer (`int64_t dims[]` is `int64_t*`);
- an empty parameter list is written `void` (`f()` and `f(void)` declare the same prototype in C++,
  which is how every caller of these headers that is not C sees them).

It reads declarations, not arbitrary C: every preprocessor line is ignored (so a declaration under
`#if` counts), and functions defined in the header (static inline helpers) are not declarations.
"""

import os
import re

# Words that are never a parameter's name.
_TYPE_KEYWORDS = frozenset([
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "bool",
    "_Bool",
])
_QUALIFIERS = frozenset(["const", "volatile", "restrict"])
_TAG_KEYWORDS = frozenset(["struct", "enum", "union"])
_DROPPED_SPECIFIERS = frozenset(["TF_CAPI_EXPORT", "extern"])

_TOKEN = re.compile(r"[A-Za-z_][A-Za-z_0-9]*|\.\.\.|[*()\[\],]|\S")
_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)


def _strip_comments_and_preprocessor(text):
  """The header's text without comments, preprocessor lines and `extern "C"` brackets."""
  out = []
  i = 0
  while i < len(text):
    if text.startswith("/*", i):
      end = text.find("*/", i + 2)
      i = len(text) if end < 0 else end + 2
      out.append(" ")
    elif text.startswith("//", i):
      end = text.find("\n", i)
      i = len(text) if end < 0 else end
    elif text[i] == '"':
      end = i + 1
      while end < len(text) and text[end] != '"':
        end += 2 if text[end] == "\\" else 1
      out.append(text[i:end + 1])
      i = end + 1
    else:
      out.append(text[i])
      i += 1
  lines = []
  continued = False
  for line in "".join(out).split("\n"):
    directive = continued or line.lstrip().startswith("#")
    continued = directive and line.rstrip().endswith("\\")
    if not directive:
      lines.append(line)
  return re.sub(r'extern\s*"C"\s*\{', " ", "\n".join(lines))


def _statements(code):
  """Top-level statements: declarations ending in `;` and function definitions ending in `}`."""
  statements = []
  current = []
  depth = 0
  brace_start = None
  for ch in code:
    if ch == "{":
      if depth == 0:
        brace_start = len(current)
      depth += 1
      current.append(ch)
    elif ch == "}":
      if depth == 0:  # the end of an `extern "C"` bracket
        continue
      depth -= 1
      current.append(ch)
      if depth == 0 and "".join(current[:brace_start]).rstrip().endswith(")"):
        statements.append(("definition", "".join(current)))
        current = []
    elif ch == ";" and depth == 0:
      statements.append(("declaration", "".join(current)))
      current = []
    else:
      current.append(ch)
  return statements


def _matching_paren(tokens, open_index):
  depth = 0
  for i in range(open_index, len(tokens)):
    if tokens[i] == "(":
      depth += 1
    elif tokens[i] == ")":
      depth -= 1
      if depth == 0:
        return i
  raise ValueError("unbalanced parentheses in " + " ".join(tokens))


def _split_top_level(tokens, separator=","):
  parts, current, depth = [], [], 0
  for token in tokens:
    if token in "([":
      depth += 1
    elif token in ")]":
      depth -= 1
    if token == separator and depth == 0:
      parts.append(current)
      current = []
    else:
      current.append(token)
  if current or parts:
    parts.append(current)
  return parts


def _is_identifier(token):
  return re.match(r"[A-Za-z_]", token) is not None


def _names_a_type(tokens):
  return any(
      (t in _TYPE_KEYWORDS) or (_is_identifier(t) and t not in _QUALIFIERS | _TAG_KEYWORDS)
      for t in tokens)


def _format(tokens):
  """Tokens as one string: words apart, `*` against what it follows."""
  text = ""
  for token in tokens:
    if token in ("*", ")", "]", ","):
      text += token
      if token == ",":
        text += " "
    elif token in ("(", "["):
      text += (" " if text and not text.endswith(("(", " ")) else "") + token
    else:
      if text and not text.endswith(("(", "[", " ")):
        text += " "
      text += token
  return text.strip()


def _parameter_type(tokens):
  """One parameter's type, its name and top-level qualifiers dropped."""
  if "(" in tokens:  # a function pointer: `ret (*name)(params)`
    open_index = tokens.index("(")
    close_index = _matching_paren(tokens, open_index)
    declarator = [t for t in tokens[open_index + 1:close_index] if t == "*"]
    rest = tokens[close_index + 1:]
    if not rest or rest[0] != "(":
      raise ValueError("unsupported parameter: " + " ".join(tokens))
    params = _parameter_list(rest[1:_matching_paren(rest, 0)])
    return "%s (%s)(%s)" % (_format(tokens[:open_index]), "".join(declarator), params)
  tokens = list(tokens)
  pointer_from_array = False
  if "[" in tokens:  # `T name[N]` is `T* name`
    tokens = tokens[:tokens.index("[")]
    pointer_from_array = True
  last = tokens[-1]
  if (_is_identifier(last) and last not in _TYPE_KEYWORDS | _QUALIFIERS and
      _names_a_type(tokens[:-1])):
    tokens = tokens[:-1]
  if pointer_from_array:
    tokens.append("*")
  # Top-level qualifiers: after the last `*`, or anywhere when there is none.
  last_star = max((i for i, t in enumerate(tokens) if t == "*"), default=-1)
  tokens = [t for i, t in enumerate(tokens) if not (i > last_star and t in _QUALIFIERS)]
  return _format(tokens)


def _parameter_list(tokens):
  params = _split_top_level(tokens)
  if not params or params == [["void"]]:
    return "void"
  return ", ".join(_parameter_type(p) for p in params)


def _reduce_declaration(text):
  """(return type, name, parameter types) of a function declaration, or None for anything else."""
  tokens = [t for t in _TOKEN.findall(text) if t not in _DROPPED_SPECIFIERS]
  if not tokens or tokens[0] == "typedef" or "(" not in tokens:
    return None
  open_index = tokens.index("(")
  if "=" in tokens[:open_index] or open_index == 0 or not _is_identifier(tokens[open_index - 1]):
    return None  # a variable, or a declarator this reduction does not handle
  close_index = _matching_paren(tokens, open_index)
  if close_index != len(tokens) - 1:
    return None
  name = tokens[open_index - 1]
  return_type = _format(tokens[:open_index - 1])
  if not return_type:
    return None
  return return_type, name, _parameter_list(tokens[open_index + 1:close_index])


def function_declarations(text):
  """[(return type, name, parameter types)] declared in a header's text, in order."""
  reduced = []
  for kind, statement in _statements(_strip_comments_and_preprocessor(text)):
    if kind != "declaration":
      continue
    declaration = _reduce_declaration(statement)
    if declaration is not None:
      reduced.append(declaration)
  return reduced


def quoted_includes(text):
  """The paths of the header's `#include "..."` lines."""
  return _INCLUDE.findall(text)


def header_lines(header_name, text):
  """The header's declarations as `header<TAB>return<TAB>name<TAB>params` lines."""
  return ["\t".join((header_name,) + d) for d in function_declarations(text)]


def read_header(path):
  with open(path, encoding="utf-8") as f:
    return f.read()


def parse_fact_lines(lines):
  """{name: (header, return type, parameter types)} from recorded lines."""
  facts = {}
  for line in lines:
    line = line.rstrip("\n")
    if not line or line.startswith("#"):
      continue
    header, return_type, name, params = line.split("\t")
    facts[name] = (header, return_type, params)
  return facts


def visible_declarations(roots, relative_path, prefixes):
  """{name: (return type, params)} that a file including `relative_path` sees: the functions
  declared there and in the headers it includes, following quoted includes that start with one
  of `prefixes`. Each path is looked up in the first of `roots` that has it."""
  seen, pending, found = set(), [relative_path], {}
  while pending:
    path = pending.pop()
    if path in seen:
      continue
    seen.add(path)
    located = [os.path.join(root, path) for root in roots]
    located = [candidate for candidate in located if os.path.exists(candidate)]
    if not located:
      continue  # a header of the system or of a third party
    text = read_header(located[0])
    for return_type, name, params in function_declarations(text):
      found.setdefault(name, (return_type, params))
    pending.extend(p for p in quoted_includes(text) if p.startswith(prefixes))
  return found
