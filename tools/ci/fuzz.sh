#!/usr/bin/env bash
# CI stage: clang's ASan + UBSan build with libFuzzer's instrumentation (--config=fuzz): the fuzz
# corpora and the C enum test, then every fuzz harness for SECONDS (default 30) each, and the
# Python API harness (atheris over the default build, which the test stage has built) as long.
set -euo pipefail
cd "$(dirname "$0")/../.."
bazel test --config=fuzz //tensorflow_lite_core/fuzzing/... //tensorflow_lite_core/c:enum_arguments_test
tools/run_fuzzers.sh "${1:-30}"
tools/run_python_fuzzer.sh "${1:-30}"
