"""Builds and loads real-world op libraries with tflc and with TensorFlow, and reports the differences.

For each op library a manifest describes (its sources in checked-out repositories), on each side:
compiles it with the guide's g++ line and the side's `sysconfig` flags, loads it in a fresh process
of the side's interpreter, lists its OpDefs, and compares them. The report is a markdown table with
the first error of every failure and its class (see classify.py). Nothing is fetched: the
repositories are wherever --repos points.

    python3 tools/op_library_corpus/measure.py --repos /tmp/corpus \
        --tflc-python /tmp/tflcvenv/bin/python --tf-python /tmp/benchvenv/bin/python --out report.md
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import classify  # pylint: disable=wrong-import-position
import includes  # pylint: disable=wrong-import-position
import report as report_lib  # pylint: disable=wrong-import-position

PROBE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "probe_load.py")
# The guide's line is `g++ -std=c++14 -shared zero_out.cc -o zero_out.so -fPIC ${TF_CFLAGS[@]}
# ${TF_LFLAGS[@]} -O2`; TensorFlow 2.21's headers need C++17. Each source is compiled on its own
# (`-c`, same flags) so that two compilations can run at once and every source's errors are seen.
STANDARD = "-std=c++17"
COMPILER_ENV = dict(os.environ, LC_ALL="C")  # ASCII quotes in diagnostics, for the rules.
PROBE_ENV_REMOVED = ("PYTHONPATH", "PYTHONHOME")


class Side:
  """One framework: its interpreter, the module whose sysconfig gives the flags, what it reported."""

  def __init__(self, name, label, python, module):
    self.name = name
    self.label = label
    self.python = python
    self.module = module
    self.compile_flags = []
    self.link_flags = []
    self.version = "?"
    self.include = ""
    self.lib = ""

  def query(self, work_dir):
    """Asks the side's interpreter for its version and sysconfig flags."""
    code = ("import importlib, json; m = importlib.import_module(%r); s = m.sysconfig; "
            "print(json.dumps({'version': getattr(m, '__version__', '?'), "
            "'compile': s.get_compile_flags(), 'link': s.get_link_flags(), "
            "'include': s.get_include(), 'lib': s.get_lib()}))" % self.module)
    result = subprocess.run([self.python, "-c", code], cwd=work_dir, env=_probe_env(),
                            capture_output=True, text=True, check=False, timeout=600)
    if result.returncode != 0:
      raise SystemExit(f"{self.python} cannot import {self.module}:\n{result.stderr[-2000:]}")
    answer = json.loads(result.stdout.strip().splitlines()[-1])
    self.version = answer["version"]
    self.compile_flags = answer["compile"]
    self.link_flags = answer["link"]
    self.include = answer["include"]
    self.lib = answer["lib"]


def _probe_env():
  env = {key: value for key, value in os.environ.items() if key not in PROBE_ENV_REMOVED}
  env["TF_CPP_MIN_LOG_LEVEL"] = "2"
  return env


class Library:
  """One op library of the manifest, with the repository-wide settings folded in."""

  def __init__(self, repository, entry, repos_dir):
    self.repository = repository["name"]
    self.name = entry["name"]
    self.root = os.path.join(repos_dir, repository["name"])
    self.sources = entry["sources"]
    self.gpu_sources = entry.get("gpu_sources", [])
    self.include_dirs = [os.path.normpath(os.path.join(self.root, d)) for d in
                         repository.get("include_dirs", ["."]) + entry.get("include_dirs", [])]
    self.system_include_dirs = entry.get("system_include_dirs", [])
    self.include_links = dict(repository.get("include_links", {}), **entry.get("include_links", {}))
    self.defines = repository.get("defines", []) + entry.get("defines", [])
    self.compile_flags = entry.get("compile_flags", [])
    self.link_flags = entry.get("link_flags", [])
    self.link_libs = entry.get("link_libs", [])
    self.notes = entry.get("notes", "")

  @property
  def key(self):
    return f"{self.repository}/{self.name}"

  @property
  def slug(self):
    return re.sub(r"[^\w.-]+", "_", self.key)


class Failure:
  """Why one side could not build or load a library: the stage, the first error and its class."""

  def __init__(self, stage, error, source_line=None, log=None):
    self.stage = stage
    self.error = error
    self.source_line = source_line
    self.log = log
    self.family, self.detail = classify.classify(error.message, error.notes)


class Outcome:
  """What happened to one library on one side."""

  def __init__(self):
    self.built = False
    self.library_path = None
    self.loaded = None  # None: not attempted.
    self.ops = []
    self.failure = None
    self.source_failures = []  # The first error of every source that did not compile.


def build(library, side, build_dir, compiler, opt_level):
  """Compiles each source (reusing objects whose inputs did not change) and links the library."""
  outcome = Outcome()
  out_dir = os.path.join(build_dir, side.name, library.slug)
  os.makedirs(out_dir, exist_ok=True)
  link_dir = _make_include_links(library, out_dir)
  include_flags = [f"-I{d}" for d in library.include_dirs]
  include_flags += [f"-I{link_dir}"] if link_dir else []
  include_flags += [f"-I{d}" for d in library.system_include_dirs]
  defines = [f"-D{d}" for d in library.defines]
  objects = []
  for source in library.sources:
    stem = re.sub(r"[^\w.-]+", "_", source)
    obj = os.path.join(out_dir, stem + ".o")
    log = os.path.join(out_dir, stem + ".log")
    command = ([compiler, STANDARD, "-c", os.path.join(library.root, source), "-o", obj, "-fPIC"]
               + side.compile_flags + include_flags + defines + library.compile_flags + [opt_level])
    if not _object_is_fresh(obj, command):
      ok = _run_logged(command + ["-MD", "-MF", obj + ".d"], log, library.root)
      if not ok:
        _forget(obj)
        with open(log, encoding="utf-8", errors="replace") as text:
          output = text.read()
        error = classify.first_compiler_error(output) or classify.FirstError(
            _last_line(output) or "the compiler failed without an error line")
        outcome.source_failures.append(Failure("compile", error, _source_line(error), log))
        continue
      _remember(obj, command)
    objects.append(obj)
  if outcome.source_failures:
    outcome.failure = outcome.source_failures[0]
    return outcome
  library_path = os.path.join(out_dir, re.sub(r"\.so$", "", library.slug) + ".so")
  log = os.path.join(out_dir, "link.log")
  command = ([compiler, STANDARD, "-shared"] + objects + ["-o", library_path, "-fPIC"]
             + side.link_flags + library.link_flags + [f"-l{lib}" for lib in library.link_libs]
             + [opt_level])
  if not _run_logged(command, log, library.root):
    with open(log, encoding="utf-8", errors="replace") as text:
      output = text.read()
    error = classify.first_linker_error(output) or classify.FirstError(_last_line(output))
    outcome.failure = Failure("link", error, log=log)
    return outcome
  outcome.built = True
  outcome.library_path = library_path
  return outcome


def _make_include_links(library, out_dir):
  """A folder of symbolic links that maps include prefixes a library uses onto system folders."""
  if not library.include_links:
    return None
  link_dir = os.path.join(out_dir, "include_links")
  for prefix, target in library.include_links.items():
    link = os.path.join(link_dir, prefix)
    os.makedirs(os.path.dirname(link), exist_ok=True)
    if os.path.islink(link) and os.readlink(link) != target:
      os.remove(link)
    if not os.path.islink(link):
      os.symlink(target, link)
  return link_dir


def _run_logged(command, log, cwd):
  with open(log, "w", encoding="utf-8") as out:
    out.write(" ".join(command) + "\n")
    out.flush()
    result = subprocess.run(command, cwd=cwd, env=COMPILER_ENV, stdout=out,
                            stderr=subprocess.STDOUT, check=False)
  return result.returncode == 0


def _object_is_fresh(obj, command):
  """Whether the object was built by this command from inputs that have not changed since."""
  try:
    with open(obj + ".inputs", encoding="utf-8") as record:
      recorded = json.load(record)
  except (OSError, ValueError):
    return False
  if recorded["command"] != command or not os.path.exists(obj):
    return False
  return all(_stamp(path) == stamp for path, stamp in recorded["inputs"].items())


def _remember(obj, command):
  """Records the command and every input the compiler read (its -MD list) with their stamps."""
  with open(obj + ".d", encoding="utf-8") as deps:
    text = deps.read().replace("\\\n", " ")
  inputs = text.split(":", 1)[1].split() if ":" in text else []
  with open(obj + ".inputs", "w", encoding="utf-8") as record:
    json.dump({"command": command, "inputs": {path: _stamp(path) for path in inputs}}, record)


def _forget(obj):
  for path in (obj, obj + ".inputs"):
    if os.path.exists(path):
      os.remove(path)


def _stamp(path):
  try:
    status = os.stat(path)
  except OSError:
    return None
  return [status.st_mtime_ns, status.st_size]


def _last_line(output):
  lines = [line for line in output.splitlines() if line.strip()]
  return lines[-1] if lines else ""


def _source_line(error):
  """The text of the line a compiler error points at, when the file can be read."""
  if not error.file or not error.line:
    return None
  try:
    with open(error.file, encoding="utf-8", errors="replace") as source:
      for number, text in enumerate(source, 1):
        if number == error.line:
          return text.strip()
  except OSError:
    pass
  return None


def load(library, side, outcome, build_dir, timeout):
  """Loads the built library in a fresh interpreter of the side and records its OpDefs."""
  out_dir = os.path.join(build_dir, side.name, library.slug)
  result_path = os.path.join(out_dir, "load.json")
  log = os.path.join(out_dir, "load.log")
  if os.path.exists(result_path):
    os.remove(result_path)
  command = [side.python, PROBE, "--framework", side.name, "--library", outcome.library_path,
             "--out", result_path]
  with tempfile.TemporaryDirectory() as work_dir, open(log, "w", encoding="utf-8") as out:
    try:
      process = subprocess.run(command, cwd=work_dir, env=_probe_env(), stdout=out,
                               stderr=subprocess.STDOUT, check=False, timeout=timeout)
      code = process.returncode
    except subprocess.TimeoutExpired:
      code = None
  outcome.loaded = False
  if code is None:
    outcome.failure = Failure("load", classify.FirstError(f"timed out after {timeout} s"), log=log)
    return
  if code < 0 or not os.path.exists(result_path):
    with open(log, encoding="utf-8", errors="replace") as text:
      last = _last_line(text.read())
    message = f"crashed with {_signal_name(code)}: {last}" if code < 0 else (
        f"the probe exited with {code}: {last}")
    outcome.failure = Failure("load", classify.FirstError(message), log=log)
    return
  with open(result_path, encoding="utf-8") as result_file:
    result = json.load(result_file)
  if not result["loaded"]:
    message = classify.demangle_in(result["error"].strip().splitlines()[0])
    outcome.failure = Failure("load", classify.FirstError(message), log=log)
    return
  outcome.loaded = True
  outcome.ops = sorted(result["ops"], key=lambda op: op["name"])


def _signal_name(code):
  import signal  # pylint: disable=import-outside-toplevel
  try:
    return signal.Signals(-code).name
  except ValueError:
    return f"signal {-code}"


def include_census(libraries, sides):
  """{header: (libraries including it, {side name: whether the side has it})} for every framework
  header a library's CPU sources include that one side or both lack."""
  census = {}
  for library in libraries:
    sources = [os.path.join(library.root, source) for source in library.sources]
    for header in includes.framework_includes(sources, library.include_dirs):
      if _links_to_existing(header, library.include_links):
        continue
      present = {side.name: includes.is_available(
          header, [side.include, "/usr/include"] + library.system_include_dirs) for side in sides}
      if not all(present.values()):
        census.setdefault(header, ([], present))[0].append(library.key)
  return census


def _links_to_existing(header, include_links):
  for prefix, target in include_links.items():
    if header.startswith(prefix + "/"):
      return os.path.exists(os.path.join(target, header[len(prefix) + 1:]))
  return False


def select(manifest, repos_dir, only):
  libraries = []
  for repository in manifest["repositories"]:
    for entry in repository["libraries"]:
      library = Library(repository, entry, repos_dir)
      if not only or any(library.key == o or library.repository == o for o in only):
        libraries.append(library)
  return libraries


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--repos", required=True,
                      help="the folder holding the checked-out repositories, one folder each")
  parser.add_argument("--manifest", help="the libraries to measure (default: REPOS/libraries.json)")
  parser.add_argument("--tflc-python", required=True,
                      help="an interpreter with the tensorflow_lite_core wheel installed")
  parser.add_argument("--tf-python", required=True, help="an interpreter with TensorFlow installed")
  parser.add_argument("--out", required=True, help="the markdown report to write")
  parser.add_argument("--json", help="also write every outcome as JSON here")
  parser.add_argument("--build-dir", help="objects, libraries and logs (default: REPOS/_build)")
  parser.add_argument("--jobs", type=int, default=2, help="compilations at once (default 2)")
  parser.add_argument("--compiler", default="g++")
  parser.add_argument("--opt-level", default="-O2", help="as in the guide's line (default -O2)")
  parser.add_argument("--load-timeout", type=int, default=300, help="seconds per load")
  parser.add_argument("--only", action="append",
                      help="a repository or repository/library to measure (repeatable)")
  args = parser.parse_args(argv)

  repos_dir = os.path.abspath(args.repos)
  build_dir = os.path.abspath(args.build_dir or os.path.join(repos_dir, "_build"))
  os.makedirs(build_dir, exist_ok=True)
  with open(args.manifest or os.path.join(repos_dir, "libraries.json"), encoding="utf-8") as f:
    manifest = json.load(f)
  sides = [Side("tflc", "tflc", args.tflc_python, "tensorflow_lite_core"),
           Side("tf", "TF", args.tf_python, "tensorflow")]
  with tempfile.TemporaryDirectory() as work_dir:
    for side in sides:
      side.query(work_dir)
  libraries = select(manifest, repos_dir, args.only)
  if not libraries:
    raise SystemExit("no library of the manifest matches --only")
  compiler_version = subprocess.run([args.compiler, "--version"], capture_output=True, text=True,
                                    check=True).stdout.splitlines()[0]

  outcomes = {}

  def build_and_load(library, side):
    outcome = build(library, side, build_dir, args.compiler, args.opt_level)
    if outcome.built:
      load(library, side, outcome, build_dir, args.load_timeout)
    state = "loaded" if outcome.loaded else (outcome.failure.stage + " failed")
    print(f"{side.label:5} {library.key}: {state}", flush=True)
    return outcome

  with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
    futures = {pool.submit(build_and_load, library, side): (library.key, side.name)
               for library in libraries for side in sides}
    for future in concurrent.futures.as_completed(futures):
      outcomes[futures[future]] = future.result()

  paths = [(os.path.join(library.root, ""), "") for library in libraries]
  paths += [(os.path.join(side.include, ""), f"<{side.label} include>/") for side in sides]
  paths += [(os.path.join(build_dir, ""), "<build>/")]
  paths.sort(key=lambda pair: -len(pair[0]))
  report = report_lib.Report(sides, manifest, libraries, outcomes, paths,
                             include_census(libraries, sides))
  with open(args.out, "w", encoding="utf-8") as out:
    out.write(report.render(f"`{compiler_version}`, `{STANDARD} -fPIC <sysconfig flags> "
                            f"{args.opt_level}`"))
  if args.json:
    with open(args.json, "w", encoding="utf-8") as out:
      json.dump({f"{key} [{side}]": _outcome_json(outcome)
                 for (key, side), outcome in sorted(outcomes.items())}, out, indent=1)
  print(f"wrote {args.out}")
  return 0


def _outcome_json(outcome):
  def failure_json(failure):
    return {"stage": failure.stage, "class": failure.family, "detail": failure.detail,
            "message": failure.error.message, "file": failure.error.file,
            "line": failure.error.line, "source_line": failure.source_line, "log": failure.log}
  return {"built": outcome.built, "loaded": outcome.loaded,
          "ops": [op["name"] for op in outcome.ops],
          "failure": failure_json(outcome.failure) if outcome.failure else None,
          "source_failures": [failure_json(f) for f in outcome.source_failures]}


if __name__ == "__main__":
  sys.exit(main())
