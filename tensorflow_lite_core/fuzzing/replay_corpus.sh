#!/usr/bin/env bash
# Runs a fuzz harness once on every seed of its corpus: HARNESS CORPUS_DIR. Under --config=fuzz
# the harness is libFuzzer, which runs each input of the folder and stops (-runs=0); elsewhere it
# is replay_main, which ignores the flag.
set -euo pipefail
harness="$1"
corpus="$2"
seeds=$(find -L "$corpus" -type f | wc -l)
if [[ "$seeds" -eq 0 ]]; then
  echo "no seeds in $corpus" >&2
  exit 1
fi
echo "replaying $seeds seeds from $corpus"
# A failing input is kept with the test outputs.
exec "$harness" -runs=0 -artifact_prefix="${TEST_UNDECLARED_OUTPUTS_DIR:-/tmp}/" "$corpus"
