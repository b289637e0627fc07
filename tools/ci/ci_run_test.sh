#!/usr/bin/env bash
# .ci/run with stand-ins for ./configure, the stage scripts and bazel: it runs the README's test
# line first, reports each stage's exit and Bazel's summary lines as Bazel printed them, adds up
# no totals, and stops at a failing stage with that stage's exit status.
set -euo pipefail

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

ci_run="$TEST_SRCDIR/$TEST_WORKSPACE/.ci/run"
readme="$TEST_SRCDIR/$TEST_WORKSPACE/README.md"
[[ -f "$ci_run" && -f "$readme" ]] || fail "no .ci/run or README.md in the runfiles"

# The README's test line (the quick start's second command) is .ci/run's first stage, verbatim.
test_line="$(grep -m1 -E '^\./configure && bazel test ' "$readme")"
[[ -n "$test_line" ]] || fail "README.md has no './configure && bazel test' line"
first_stage="$(grep -m1 -E '^stage ' "$ci_run")"
[[ "$first_stage" == "stage test bash -c '${test_line}'" ]] ||
  fail "the first stage is \"$first_stage\", not the README's line \"$test_line\""

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
make_checkout() {  # $1: the tsan stand-in's exit status
  local root="$work/checkout$1"
  mkdir -p "$root/.ci" "$root/tools/ci" "$root/bin"
  cp "$ci_run" "$root/.ci/run"
  printf '#!/usr/bin/env bash\necho "configure: done"\n' >"$root/configure"
  # bazel prints the summary line its arguments name (FAKE_SUMMARY_<stage>), and logs its calls.
  cat >"$root/bin/bazel" <<'BAZEL'
#!/usr/bin/env bash
echo "$*" >>"$CALLS"
case "$*" in
  "test //...") echo "INFO: Executed 12 out of 160 tests: 160 tests pass." ;;
  *asan*) echo "INFO: Executed 150 out of 150 tests: 149 tests pass and 1 was skipped." ;;
  *tsan*) echo "INFO: Build completed successfully, 40 total actions"
          echo "Executed 2 out of 3 tests: 2 tests pass and 1 fails locally." ;;
  *fuzz*) echo "INFO: Executed 0 out of 1 test: 1 test passes." ;;
  *) echo "INFO: Elapsed time: 1.0s" ;;
esac
BAZEL
  local stage
  for stage in external_workspace baseline_isa asan_cuda fuzz; do
    printf '#!/usr/bin/env bash\nbazel test --config=%s //x:y\n' "${stage%%_*}" >"$root/tools/ci/$stage.sh"
  done
  printf '#!/usr/bin/env bash\nbazel build //:wheel\n' >"$root/tools/ci/external_workspace.sh"
  printf '#!/usr/bin/env bash\nbazel test --config=tsan //x:y\nexit %s\n' "$1" >"$root/tools/ci/tsan.sh"
  chmod +x "$root/configure" "$root/bin/bazel" "$root"/tools/ci/*.sh "$root/.ci/run"
  echo "$root"
}

# Every stage exits 0.
root="$(make_checkout 0)"
output="$(cd "$root" && CALLS="$root/calls" PATH="$root/bin:$PATH" .ci/run)" ||
  fail ".ci/run exited $? with every stage passing"
echo "$output"
[[ "$(head -n 1 "$root/calls")" == "test //..." ]] || fail "bazel's first call was not 'test //...'"
expect() {
  grep -qxF -- "$1" <<<"$2" || fail "no line '$1' in the output"
}
expect "ci:   bazel: Executed 12 out of 160 tests: 160 tests pass." "$output"
expect "ci:   bazel: no test summary printed" "$output"
expect "ci:   bazel: Executed 150 out of 150 tests: 149 tests pass and 1 was skipped." "$output"
expect "ci:   bazel: Executed 2 out of 3 tests: 2 tests pass and 1 fails locally." "$output"
expect "ci:   bazel: Executed 0 out of 1 test: 1 test passes." "$output"
for stage in test external_workspace baseline_isa asan_cuda tsan fuzz; do
  grep -qE "^ci: stage $stage exited 0 in [0-9]+ s$" <<<"$output" || fail "no exit line for $stage"
done
grep -qE '^ci: every stage exited 0 in [0-9]+ s$' <<<"$(tail -n 1 <<<"$output")" ||
  fail "the last line does not say that every stage exited 0"
# Bazel's lines are all the numbers there are: no count of CI's own.
if grep -E '^ci: ' <<<"$output" | grep -v '^ci:   bazel: ' | grep -qE '[0-9]+ (passed|failed|tests?)'; then
  fail "CI added up its own totals"
fi

# A stage that fails ends the run with its status, after its summary.
root="$(make_checkout 3)"
status=0
output="$(cd "$root" && CALLS="$root/calls" PATH="$root/bin:$PATH" .ci/run)" || status=$?
echo "$output"
[[ $status -eq 3 ]] || fail ".ci/run exited $status, not the failing stage's 3"
grep -qE '^ci: stage tsan FAILED \(exit 3\) after [0-9]+ s$' <<<"$output" || fail "no failure line"
expect "ci:   bazel: Executed 2 out of 3 tests: 2 tests pass and 1 fails locally." "$output"
if grep -q -- "--config=fuzz" "$root/calls"; then fail "a stage ran after the failing one"; fi
if grep -q "every stage exited 0" <<<"$output"; then fail "a failed run said every stage passed"; fi
echo "PASS"
