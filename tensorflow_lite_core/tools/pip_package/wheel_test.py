"""The wheel in a fresh virtual environment, with no Bazel: it installs offline from the file,
imports, runs ops, and builds the guide's ZeroOut and its other examples with g++ and
tflc.sysconfig's flags, and TimeTwo with the guide's nvcc + g++ pair where a CUDA toolkit exists,
then loads and calls them; and it builds and runs an author's C++ kernel test of ZeroOut
(testdata/zero_out_kernel_test.cc) against the wheel's test helpers and the system's GoogleTest.
auditwheel finds it manylinux, Abseil and protobuf inside it; and where the loader cannot see the
system's Abseil, protobuf and OpenBLAS (run_without_system_libraries.sh), it still imports, runs
MatMul on NumPy's OpenBLAS, and builds, loads and calls op libraries, one calling both itself."""

import ast
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import zipfile

import pytest

_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(_HERE)))

SCRIPT = textwrap.dedent("""
    import os, subprocess, sys
    import tensorflow_lite_core as tflc
    # The installed package, not the source tree: under the virtual environment's prefix.
    assert os.path.realpath(tflc.__file__).startswith(os.path.realpath(sys.prefix)), tflc.__file__
    print("add", tflc.add([1, 2], [3, 4]).numpy().tolist())
    include = tflc.sysconfig.get_include()
    assert os.path.exists(os.path.join(include, "tensorflow/core/framework/op.h"))
    library = os.path.join(sys.argv[2], "zero_out.so")
    command = (["g++", "-std=c++17", "-shared", sys.argv[1], "-o", library, "-fPIC"] +
               tflc.sysconfig.get_compile_flags() + tflc.sysconfig.get_link_flags() + ["-O2"])
    subprocess.run(command, check=True)
    zero_out_module = tflc.load_op_library(library)
    print("zero_out", zero_out_module.zero_out([[1, 2], [3, 4]]).numpy().tolist())

    # The package folder is a Bazel repository, which configure_bazel names.
    from tensorflow_lite_core import configure_bazel
    folder = os.path.dirname(os.path.abspath(tflc.__file__))
    assert configure_bazel.bazelrc_line() == (
        "common --override_repository=tensorflow_lite_core=" + folder)
    print("bazel repository", sorted(set(os.listdir(folder)) & {
        "WORKSPACE", "BUILD.bazel", "tensorflow.bzl", "build_flags.bzl",
        "libtensorflow_framework.so", "libtensorflow_framework.so.2",
        "libtensorflow_testutil.a"}))
    try:
      configure_bazel.bazelrc_line(sys.argv[2])
      print("configure_bazel took a folder with no WORKSPACE")
    except FileNotFoundError as error:
      print("not a repository:", "no WORKSPACE" in str(error))

    # The guide's other examples, built the same way.
    def build(name):
      source = os.path.join(sys.argv[3], name + ".cc")
      target = os.path.join(sys.argv[2], name + ".so")
      subprocess.run(["g++", "-std=c++17", "-shared", source, "-o", target, "-fPIC"] +
                     tflc.sysconfig.get_compile_flags() + tflc.sysconfig.get_link_flags() +
                     ["-O2"], check=True)
      return tflc.load_op_library(target)
    print("preserve_index", build("zero_out_preserve_index").zero_out_preserve_index(
        [5, 4, 3], preserve_index=1).numpy().tolist())
    print("polymorphic", build("zero_out_polymorphic").zero_out_polymorphic(
        [1.5, 2.5]).numpy().tolist())
    print("split", [t.numpy().tolist() for t in build("list_inputs_outputs").guide_split_n(
        [1.0, 2.0, 3.0, 4.0], N=2)])
    print("sharded", build("sharded_square").guide_sharded_square(
        [1.0, 2.0, 3.0]).numpy().tolist())

    # An author's C++ kernel test (TensorFlow's include paths: OpsTestBase, FakeInput, INFER_OK),
    # built with g++ against the test helpers' archive beside the framework and the system's
    # GoogleTest, with ZeroOut and the guide's shape functions compiled in.
    lib = tflc.sysconfig.get_lib()
    archive = os.path.join(lib, "libtensorflow_testutil.a")
    members = subprocess.run(["ar", "t", archive], check=True, capture_output=True, text=True)
    print("testutil archive", sorted(members.stdout.split()))
    symbols = subprocess.run(["nm", "-C", "--defined-only", archive], check=True,
                             capture_output=True, text=True).stdout.splitlines()
    print("gtest defined in the archive", [line for line in symbols if " T testing::" in line])
    # A program (unlike an op library) must name the system libraries its code calls: the helpers
    # and the framework's headers call into protobuf and Abseil.
    system_libraries = ["-lprotobuf", "-labsl_status", "-labsl_strings"]
    # A sanitizer build's libraries need the sanitizer runtimes linked into the program.
    sanitizer = (["-fsanitize=address,undefined"]
                 if tflc.sysconfig.get_build_info()["sanitizer"] else [])
    kernel_test = os.path.join(sys.argv[2], "zero_out_kernel_test")
    subprocess.run(["g++", "-std=c++17", "-o", kernel_test, sys.argv[5], sys.argv[1],
                    os.path.join(sys.argv[3], "shape_functions.cc")] +
                   tflc.sysconfig.get_compile_flags() + sanitizer +
                   ["-L" + lib, "-ltensorflow_testutil"] + tflc.sysconfig.get_link_flags() +
                   ["-Wl,-rpath," + lib] + system_libraries +
                   ["-lgtest_main", "-lgtest", "-lpthread"], check=True)
    def run_kernel_test(gtest_filter):
      result = subprocess.run([kernel_test, "--gtest_filter=" + gtest_filter],
                              capture_output=True, text=True, check=False)
      print(result.stdout + result.stderr)
      return result
    passing = run_kernel_test("-*DeliberatelyWrong*")
    print("kernel test passes:", passing.returncode, "[  PASSED  ] 5 tests." in passing.stdout)
    failing = run_kernel_test("*DeliberatelyWrong*")
    print("wrong expectation fails:", failing.returncode,
          "2 of 3 elements differ:\\n  element 1: 0 vs. 8\\n  element 2: 0 vs. 9" in failing.stdout,
          "[  FAILED  ] ZeroOutOpTest.DeliberatelyWrongExpectation" in failing.stdout)

    # The guide's nvcc + g++ pair for an op with a CUDA kernel (TimeTwo), where there is a
    # toolkit: the GPU kernel registers; without a GPU the CPU kernels run.
    cuda = os.environ.get("CUDA_TOOLKIT_PATH") or os.environ.get("CUDA_PATH") or "/usr/local/cuda"
    if os.path.exists(os.path.join(cuda, "bin", "nvcc")):
      time_two = os.path.join(sys.argv[4], "time_two")
      flags = tflc.sysconfig.get_compile_flags()
      # An ASan build of the package preloads the sanitizer runtimes, which nvcc's tools do not
      # survive.
      nvcc_env = {key: value for key, value in os.environ.items() if key != "LD_PRELOAD"}
      subprocess.run([os.path.join(cuda, "bin", "nvcc"), "-std=c++17", "-c", "-o",
                      os.path.join(sys.argv[2], "time_two.cu.o"), time_two + "_kernels.cu.cc"] +
                     flags + ["-D", "GOOGLE_CUDA=1", "-x", "cu", "-Xcompiler", "-fPIC"], check=True,
                     env=nvcc_env)
      library = os.path.join(sys.argv[2], "time_two.so")
      subprocess.run(["g++", "-std=c++17", "-shared", "-o", library, time_two + "_kernels.cc",
                      os.path.join(sys.argv[2], "time_two.cu.o")] + flags +
                     ["-D", "GOOGLE_CUDA=1", "-fPIC", "-L" + os.path.join(cuda, "lib64"),
                      "-Wl,-rpath," + os.path.join(cuda, "lib64"), "-lcudart"] +
                     tflc.sysconfig.get_link_flags(), check=True)
      print("time_two", tflc.load_op_library(library).time_two([1.5, -2.0]).numpy().tolist())
    else:
      print("time_two not built: no CUDA toolkit at", cuda)
    """)


def _wheel():
  wheels = glob.glob(os.path.join(_HERE, "tensorflow_lite_core-*.whl"))
  assert len(wheels) == 1, wheels
  return wheels[0]


def _is_sanitizer_build(wheel):
  """A sanitizer build's wheel keeps the machine's libraries (its sanitizer runtimes among them)."""
  return wheel.endswith("-linux_x86_64.whl")


def _install(wheel, work):
  """A fresh virtual environment with the wheel installed: its python and environment."""
  venv = os.path.join(work, "venv")
  # The system's site-packages give NumPy and protobuf without a network.
  subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", venv], check=True)
  python = os.path.join(venv, "bin", "python")
  env = {key: value for key, value in os.environ.items()
         if key not in ("PYTHONPATH", "PYTHONSAFEPATH", "RUNFILES_DIR", "RUNFILES_MANIFEST_FILE")}
  subprocess.run([python, "-m", "pip", "install", "--no-index", "--no-deps", "--quiet", wheel],
                 check=True, env=env)
  return python, env


def test_wheel_installs_and_builds_an_op_library_with_sysconfig_flags():
  work = tempfile.mkdtemp()
  try:
    python, env = _install(_wheel(), work)
    script = os.path.join(work, "use_wheel.py")
    with open(script, "w") as out:
      out.write(SCRIPT)
    source = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "zero_out", "zero_out.cc")
    guide = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "guide")
    time_two = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "time_two")
    kernel_test = os.path.join(_HERE, "testdata", "zero_out_kernel_test.cc")
    result = subprocess.run([python, script, source, work, guide, time_two, kernel_test], cwd=work,
                            env=env, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "add [4, 6]" in result.stdout
    assert "zero_out [[1, 0], [0, 0]]" in result.stdout
    assert ("bazel repository ['BUILD.bazel', 'WORKSPACE', 'build_flags.bzl', "
            "'libtensorflow_framework.so', 'libtensorflow_framework.so.2', "
            "'libtensorflow_testutil.a', 'tensorflow.bzl']" in result.stdout), result.stdout
    # Only the test helpers' own objects; GoogleTest's code comes from the author's -lgtest.
    assert ("testutil archive ['ops_testutil.pic.o', 'shape_inference_testutil.pic.o', "
            "'tensor_testutil.pic.o']" in result.stdout), result.stdout
    assert "gtest defined in the archive []" in result.stdout, result.stdout
    assert "kernel test passes: 0 True" in result.stdout, result.stdout
    assert "wrong expectation fails: 1 True True" in result.stdout, result.stdout
    assert "not a repository: True" in result.stdout
    assert "preserve_index [0, 4, 0]" in result.stdout
    assert "polymorphic [1.5, 0.0]" in result.stdout
    assert "split [[1.0, 2.0], [3.0, 4.0]]" in result.stdout
    assert "sharded [1.0, 4.0, 9.0]" in result.stdout
    assert ("time_two [3.0, -4.0]" in result.stdout or
            "time_two not built: no CUDA toolkit" in result.stdout), result.stdout
  finally:
    shutil.rmtree(work)


def test_auditwheel_finds_the_wheel_manylinux_with_abseil_and_protobuf_inside():
  wheel = _wheel()
  if _is_sanitizer_build(wheel):
    pytest.skip("a sanitizer build's wheel needs the compiler's sanitizer runtimes: linux_x86_64")
  tag = wheel[:-len(".whl")].rsplit("-", 1)[1]
  assert tag.startswith("manylinux_2_"), wheel
  shown = subprocess.run([sys.executable, "-m", "auditwheel", "show", wheel], capture_output=True,
                         text=True, check=True).stdout
  # auditwheel wraps its lines.
  assert f'is consistent with the following platform tag: "{tag}"' in " ".join(shown.split()), (
      shown)
  with zipfile.ZipFile(wheel) as archive:
    bundled = [name for name in archive.namelist()
               if name.startswith("tensorflow_lite_core/system_libs/")]
  # Renamed, as auditwheel repair names them: libprotobuf-<hash>.so.32.0.12.
  protobuf = r"tensorflow_lite_core/system_libs/libprotobuf-[0-9a-f]{8}\.so\.32[.0-9]*"
  assert any(re.fullmatch(protobuf, name) for name in bundled), bundled
  for library in ("absl_status", "absl_strings", "absl_synchronization"):
    assert any(name.startswith(f"tensorflow_lite_core/system_libs/lib{library}-")
               for name in bundled), (library, bundled)
  # No BLAS: the framework opens the system's OpenBLAS or NumPy's at run time.
  assert not any("blas" in name for name in bundled), bundled


# Run where the loader cannot see the system's Abseil, protobuf and OpenBLAS: the installed wheel
# imports, runs ops (MatMul on NumPy's OpenBLAS), and builds op libraries with g++ and
# tflc.sysconfig's flags, one of them calling Abseil and protobuf itself, then loads and calls them.
ISOLATED_SCRIPT = textwrap.dedent("""
    import ctypes, os, subprocess, sys
    import numpy as np
    import tensorflow_lite_core as tflc
    for name in ("libabsl_base.so.20220623", "libprotobuf.so.32", "libopenblas.so.0"):
      try:
        ctypes.CDLL(name)
        print("the system's library is visible:", name)
      except OSError:
        pass
    print("add", tflc.add([1, 2], [3, 4]).numpy().tolist())
    a = np.arange(96 * 80, dtype=np.float32).reshape(96, 80) / 1000
    b = np.arange(80 * 70, dtype=np.float32).reshape(80, 70) / 1000
    print("matmul matches NumPy", np.allclose(tflc.raw_ops.MatMul(a=a, b=b).numpy(), a @ b,
                                              rtol=1e-5))
    def build(source, name):
      target = os.path.join(sys.argv[2], name + ".so")
      subprocess.run(["g++", "-std=c++17", "-shared", source, "-o", target, "-fPIC"] +
                     tflc.sysconfig.get_compile_flags() + tflc.sysconfig.get_link_flags() +
                     ["-O2"], check=True)
      return tflc.load_op_library(target)
    print("zero_out", build(sys.argv[1], "zero_out").zero_out([[1, 2], [3, 4]]).numpy().tolist())
    describe = build(sys.argv[3], "describe_shape").describe_shape
    print("describe_shape", describe(np.zeros((2, 3), np.float32)).numpy().decode())
    with open("/proc/self/maps") as maps:
      mapped = sorted({line.split()[-1] for line in maps if line.rstrip().endswith(".so") or
                       ".so." in line})
    print("from the system", [path for path in mapped if any(
        name in os.path.basename(path) for name in ("absl", "protobuf", "openblas"))
        and "site-packages" not in path])
    print("from the wheel", sorted({os.path.basename(path).split("-")[0] for path in mapped
                                    if "/tensorflow_lite_core/system_libs/" in path}))
    print("NumPy's OpenBLAS", any("numpy.libs/" in path and "openblas" in path for path in mapped))
    """)


def test_wheel_runs_without_the_systems_abseil_protobuf_and_openblas():
  wheel = _wheel()
  if _is_sanitizer_build(wheel):
    pytest.skip("a sanitizer build's wheel uses the system's libraries")
  hide = os.path.join(_HERE, "run_without_system_libraries.sh")
  work = tempfile.mkdtemp()
  try:
    # The script's own folder goes in the test's (a sandbox may allow no other).
    probe = subprocess.run([hide, "true"], env=dict(os.environ, TMPDIR=work),
                           capture_output=True, text=True, check=False)
    if probe.returncode != 0:
      pytest.skip("no private user and mount namespace here (unshare -r -m: "
                  f"{probe.stderr.strip()}); test_auditwheel_finds_the_wheel_manylinux_with_"
                  "abseil_and_protobuf_inside still checks that the wheel carries them")
    python, env = _install(wheel, work)
    env["TMPDIR"] = work
    script = os.path.join(work, "isolated.py")
    with open(script, "w") as out:
      out.write(ISOLATED_SCRIPT)
    zero_out = os.path.join(_ROOT, "tensorflow_lite_core", "examples", "zero_out", "zero_out.cc")
    describe = os.path.join(_HERE, "testdata", "describe_shape_op.cc")
    result = subprocess.run([hide, python, script, zero_out, work, describe], cwd=work, env=env,
                            capture_output=True, text=True, check=False)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "the system's library is visible" not in output, output
    assert "add [4, 6]" in result.stdout, output
    assert "matmul matches NumPy True" in result.stdout, output
    assert "could not be loaded" not in output, output  # MatMul found an OpenBLAS
    assert "NumPy's OpenBLAS True" in result.stdout, output
    assert "zero_out [[1, 0], [0, 0]]" in result.stdout, output
    assert ("describe_shape 2 dims [2,3], 8 bytes: dim { size: 2 } dim { size: 3 }"
            in result.stdout), output
    assert "from the system []" in result.stdout, output
    from_wheel = ast.literal_eval(re.search(r"^from the wheel (.*)$", result.stdout,
                                            re.MULTILINE).group(1))
    assert {"libprotobuf", "libabsl_status", "libabsl_strings"} <= set(from_wheel), from_wheel
  finally:
    shutil.rmtree(work)
