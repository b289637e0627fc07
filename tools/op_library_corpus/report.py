"""The markdown report of a measurement: the table, each failure's first error, the classes, the
headers a side lacks, the OpDef differences and what was left out."""

import collections
import datetime
import difflib


def compare_op_defs(first, second):
  """None when both sides registered the same OpDefs, else the first difference in words."""
  first_text = [line for op in first.ops for line in op["text"].splitlines()]
  second_text = [line for op in second.ops for line in op["text"].splitlines()]
  if [op["name"] for op in first.ops] != [op["name"] for op in second.ops]:
    only_first = sorted({op["name"] for op in first.ops} - {op["name"] for op in second.ops})
    only_second = sorted({op["name"] for op in second.ops} - {op["name"] for op in first.ops})
    return f"ops only in tflc: {only_first}; only in TF: {only_second}"
  if first_text == second_text:
    return None
  for line in difflib.unified_diff(second_text, first_text, "tf", "tflc", n=0, lineterm=""):
    if line[:1] in "+-" and not line.startswith(("+++", "---")):
      return f"first differing line: `{line}`"
  return "the text differs"



class Report:
  """Turns the outcomes into markdown."""

  def __init__(self, sides, manifest, libraries, outcomes, paths, census):
    self.census = census
    self.sides = sides
    self.manifest = manifest
    self.libraries = libraries
    self.outcomes = outcomes
    self.paths = paths  # Long prefixes to shorten, longest first.

  def short(self, text):
    for prefix, name in self.paths:
      text = text.replace(prefix, name)
    return text

  def render(self, build_line):
    lines = ["# Op library corpus: tflc and TensorFlow", ""]
    lines += [f"Measured {datetime.date.today().isoformat()} with {build_line}, each source "
              "compiled alone, then linked with `-shared`; GPU sources not built (no "
              "`GOOGLE_CUDA`).", ""]
    for side in self.sides:
      lines.append(f"- {side.label} {side.version} ({side.python}): compile flags "
                   f"`{' '.join(side.compile_flags)}`, link flags `{' '.join(side.link_flags)}`")
    lines += [""] + self.summary() + [""] + self.table() + [""] + self.failures()
    lines += [""] + self.classes() + [""] + self.headers() + [""] + self.op_differences()
    lines += [""] + self.not_built()
    return "\n".join(lines) + "\n"

  def summary(self):
    total = len(self.libraries)
    repos = len({library.repository for library in self.libraries})
    parts = [f"{total} libraries from {repos} repositories."]
    for side in self.sides:
      outcomes = [self.outcomes[(library.key, side.name)] for library in self.libraries]
      parts.append(f"{side.label}: built {sum(o.built for o in outcomes)}, "
                   f"loaded {sum(bool(o.loaded) for o in outcomes)}.")
    same = sum(1 for library in self.libraries if self.same(library) is True)
    parts.append(f"Same OpDefs on both sides: {same}.")
    return [" ".join(parts)]

  def same(self, library):
    tflc, tf = (self.outcomes[(library.key, side.name)] for side in self.sides)
    if not (tflc.loaded and tf.loaded):
      return None
    return compare_op_defs(tflc, tf) is None

  def table(self):
    names = [side.label for side in self.sides]
    header = (["repository", "library"] + [f"built {n}" for n in names]
              + [f"loaded {n}" for n in names] + ["ops " + "/".join(names), "same OpDefs"]
              + [f"{n} failure" for n in names])
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for library in self.libraries:
      outcomes = [self.outcomes[(library.key, side.name)] for side in self.sides]
      cells = [library.repository, f"`{library.name}`"]
      cells += ["yes" if o.built else "**no**" for o in outcomes]
      cells += ["–" if o.loaded is None else ("yes" if o.loaded else "**no**") for o in outcomes]
      cells.append("/".join(str(len(o.ops)) if o.loaded else "–" for o in outcomes))
      same = self.same(library)
      cells.append("–" if same is None else ("yes" if same else "**no**"))
      cells += [self.failure_cell(o.failure) for o in outcomes]
      lines.append("| " + " | ".join(cells) + " |")
    return lines

  @staticmethod
  def failure_cell(failure):
    if failure is None:
      return ""
    return f"{failure.stage}: {failure.family} ({failure.detail})".replace("|", "\\|")

  def failures(self):
    lines = ["## Failures: the first error of each", ""]
    for library in self.libraries:
      for side in self.sides:
        outcome = self.outcomes[(library.key, side.name)]
        failure = outcome.failure
        if failure is None:
          continue
        lines.append(f"- **{library.key}** on {side.label}, {failure.stage}: "
                     f"{failure.family} — `{self.short(self.where(failure))}`")
        if failure.source_line:
          lines.append(f"  - the line: `{failure.source_line}`")
        others = collections.OrderedDict()
        for other in outcome.source_failures[1:]:
          others.setdefault((other.family, other.detail), None)
        others.pop((failure.family, failure.detail), None)
        if others:
          lines.append("  - other sources: " + "; ".join(
              f"{family} ({detail})" for family, detail in others))
    return lines

  @staticmethod
  def where(failure):
    error = failure.error
    place = f"{error.file}:{error.line}: " if error.file else ""
    return (place + error.message).replace("`", "'")

  def classes(self):
    lines = ["## Failure classes", "", "| side | class | detail | libraries |", "|---|---|---|---|"]
    for side in self.sides:
      groups = collections.OrderedDict()
      for library in self.libraries:
        failure = self.outcomes[(library.key, side.name)].failure
        if failure is not None:
          groups.setdefault((failure.family, failure.detail), []).append(library.key)
      for (family, detail), keys in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
        lines.append(f"| {side.label} | {family} | {self.short(detail)} | {len(keys)}: "
                     + ", ".join(f"`{k}`" for k in keys) + " |")
    return lines

  def headers(self):
    names = [side.label for side in self.sides]
    lines = ["## Headers the sources include that a side lacks", "",
             "Read from the `#include` lines of each library's CPU code (its own headers followed), "
             "so every missing header shows, not only the first a compiler stops at.", "",
             "| header | " + " | ".join(f"in {n}" for n in names) + " | libraries |",
             "|---|" + "---|" * len(names) + "---|"]
    for header, (keys, present) in sorted(self.census.items(), key=lambda item: (-len(item[1][0]), item[0])):
      cells = ["yes" if present[side.name] else "**no**" for side in self.sides]
      shown = ", ".join(f"`{k}`" for k in keys[:4]) + (", ..." if len(keys) > 4 else "")
      lines.append(f"| `{header}` | " + " | ".join(cells) + f" | {len(keys)}: {shown} |")
    return lines

  def op_differences(self):
    lines = ["## OpDef differences (libraries that loaded on both sides)", ""]
    tflc_side, tf_side = self.sides
    for library in self.libraries:
      if self.same(library) is False:
        difference = compare_op_defs(self.outcomes[(library.key, tflc_side.name)],
                                     self.outcomes[(library.key, tf_side.name)])
        lines.append(f"- **{library.key}**: {difference}")
    if len(lines) == 2:
      lines.append("None.")
    return lines

  def not_built(self):
    lines = ["## Not measured, or measured in part", ""]
    measured = {library.repository for library in self.libraries}
    for repository in self.manifest["repositories"]:
      if repository["name"] not in measured:
        continue
      for entry in repository.get("not_measured", []):
        lines.append(f"- {repository['name']}/`{entry['name']}`: {entry['reason']}")
    gpu = [library.key for library in self.libraries if library.gpu_sources]
    if gpu:
      lines.append(f"- GPU sources of {len(gpu)} libraries not built (CPU kernels only): "
                   + ", ".join(f"`{k}`" for k in gpu))
    for library in self.libraries:
      if library.notes:
        lines.append(f"- `{library.key}`: {library.notes}")
    return lines
