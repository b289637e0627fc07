#!/usr/bin/env bash
# Builds every fuzz harness with --config=fuzz and runs each for SECONDS (default 60), starting
# from its committed seeds; new inputs go to a scratch folder (or OUT_DIR), never into the seeds.
# Prints each harness's executions and coverage; exits non-zero at the first finding, which
# libFuzzer saves (crash-*, leak-*, timeout-*, oom-*) in that folder.
#
#   tools/run_fuzzers.sh 600            # ten minutes per harness
#   tools/run_fuzzers.sh 60 kernels      # one harness
set -euo pipefail
seconds="${1:-60}"
shift || true
harnesses=("$@")
if ((${#harnesses[@]} == 0)); then harnesses=(op_def_builder attr_value kernels c_api graph_def); fi
cd "$(dirname "$0")/.."
out="${OUT_DIR:-$(mktemp -d)}"
# Requests for more memory than exists are answered with null, as malloc does, so the framework's
# ResourceExhausted path is what gets tested; single huge (untouched) allocations are not
# findings, but the resident memory limit still is.
export ASAN_OPTIONS="${ASAN_OPTIONS:-allocator_may_return_null=1:detect_leaks=1}"

targets=()
for harness in "${harnesses[@]}"; do targets+=("//tensorflow_lite_core/fuzzing:fuzz_${harness}"); done
bazel build --config=fuzz "${targets[@]}"
bin="$(bazel info --config=fuzz bazel-bin)/tensorflow_lite_core/fuzzing"

for harness in "${harnesses[@]}"; do
  mkdir -p "$out/$harness"
  echo "fuzz_${harness}: ${seconds} s"
  # -rss_limit_mb: the kernels' allocator refuses more than 64 MB, so growth past this is a leak.
  "$bin/fuzz_${harness}" -max_total_time="$seconds" -rss_limit_mb=4096 -malloc_limit_mb=1048576 \
      -print_final_stats=1 \
      -artifact_prefix="$out/$harness/" "$out/$harness" \
      "tensorflow_lite_core/fuzzing/corpus/${harness}" 2>"$out/${harness}.log" || {
    tail -n 60 "$out/${harness}.log"
    echo "fuzz_${harness}: finding saved in $out/$harness/" >&2
    exit 1
  }
  grep -E "^#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb" "$out/${harness}.log" \
      | sed "s/^/  /"
done
echo "fuzzing: no findings (inputs in $out)"
