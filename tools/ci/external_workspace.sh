#!/usr/bin/env bash
# CI stage: examples/external_workspace, a Bazel workspace of its own, builds its op library with
# @tensorflow_lite_core//:tensorflow.bzl from the wheel installed in a fresh virtual environment
# and runs the op's C++ kernel test, and the op is loaded and called from that environment.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
bazel build //tensorflow_lite_core/tools/pip_package:wheel
# The newest: a wheel of an earlier platform tag (linux_x86_64 before the manylinux one) may linger.
wheel=$(ls -t "$root"/bazel-bin/tensorflow_lite_core/tools/pip_package/tensorflow_lite_core-*.whl | head -n 1)
work=$(mktemp -d)
cleanup() {
  if [[ -d "$work/workspace" ]]; then (cd "$work/workspace" && bazel clean --expunge >/dev/null 2>&1) || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
python=$(sed -n 's/^build --python_path=//p' .tflc_configure.bazelrc)
# The machine's NumPy (requirements.txt) serves the environment: nothing is downloaded.
"$python" -m venv --system-site-packages "$work/venv"
"$work/venv/bin/pip" install --no-deps --no-index --quiet "$wheel"
cp -r examples/external_workspace "$work/workspace"
cd "$work/workspace"
"$work/venv/bin/python" -m tensorflow_lite_core.configure_bazel > tflc.bazelrc
# Offline, Bazel's own rules come from the stand-ins the main workspace uses.
grep -h override_repository "$root/.bazelrc" "$root/.tflc_configure.bazelrc" >> tflc.bazelrc
echo "build --nosandbox_debug" >> tflc.bazelrc
bazel build //:add_one.so
# The kernel test: the package's test helpers (@tensorflow_lite_core//:testutil) and the system's
# GoogleTest.
bazel test --test_output=errors //:add_one_test
"$work/venv/bin/python" - "$work/workspace/bazel-bin/add_one.so" <<'PY'
import os, sys
import numpy as np
import tensorflow_lite_core as tflc
assert os.path.realpath(tflc.__file__).startswith(os.path.realpath(sys.prefix)), tflc.__file__
module = tflc.load_op_library(sys.argv[1])
assert [op.name for op in module.OP_LIST.op] == ["AddOne"], module.OP_LIST
np.testing.assert_array_equal(module.add_one([1, 2, 3]).numpy(), [2, 3, 4])
result = module.add_one(tflc.constant([0.5, -1.0], dtype=tflc.float64))
assert result.dtype == tflc.float64
np.testing.assert_array_equal(result.numpy(), [1.5, 0.0])
try:
  module.add_one([True, False])
  raise AssertionError("AddOne took bool")
except (TypeError, tflc.errors.InvalidArgumentError) as error:
  assert "AddOne" in str(error) or "bool" in str(error), error
print("external workspace: AddOne built by Bazel against the installed wheel, loaded and called")
PY
