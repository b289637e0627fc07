#!/usr/bin/env bash
# Builds the Python API fuzz harness (//tensorflow_lite_core/python/fuzzing:fuzz_python, atheris
# over the default build) and runs it for SECONDS (default 60) from its committed corpus; new
# inputs go to a scratch folder (or OUT_DIR), never into the corpus. Prints the executions and
# coverage; exits non-zero on a finding, which atheris saves (crash-*, timeout-*, oom-*) there.
#
#   tools/run_python_fuzzer.sh 600      # ten minutes
set -euo pipefail
seconds="${1:-60}"
cd "$(dirname "$0")/.."
out="${OUT_DIR:-$(mktemp -d)}"
mkdir -p "$out/python"

bazel build //tensorflow_lite_core/python/fuzzing:fuzz_python
binary="$(bazel info bazel-bin)/tensorflow_lite_core/python/fuzzing/fuzz_python"

echo "fuzz_python: ${seconds} s"
# -timeout: no input takes a second; -rss_limit_mb: the harness caps its address space at 3 GiB
# above what it holds at the start, so more resident memory than this is a leak.
"$binary" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=6144 -print_final_stats=1 \
    -artifact_prefix="$out/python/" "$out/python" \
    "$PWD/tensorflow_lite_core/python/fuzzing/corpus" 2>"$out/python.log" || {
  tail -n 60 "$out/python.log"
  echo "fuzz_python: finding saved in $out/python/" >&2
  exit 1
}
grep -E "^Done [0-9]+ runs|stat::number_of_executed_units|stat::peak_rss_mb" "$out/python.log" \
    | sed "s/^/  /"
echo "fuzz_python: no findings (inputs in $out/python)"
