#!/usr/bin/env bash
# A checked-in ops_to_register.h is what print_selective_registration_header writes for its graph.
# usage: selection_header_test.sh TOOL GRAPH HEADER
set -euo pipefail
tool=$1 graph=$2 header=$3
if ! "$tool" --graphs="$graph" | diff -u "$header" -; then
  echo "FAIL: $header is stale; from the workspace root, regenerate it with" >&2
  echo "  bazel run //tensorflow_lite_core/tools:print_selective_registration_header -- \\" >&2
  echo "      --graphs=\$PWD/$graph --output=\$PWD/$header" >&2
  exit 1
fi
echo PASS
