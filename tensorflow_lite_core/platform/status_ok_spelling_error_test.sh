#!/bin/bash
# `Status::OK()` without -DTFLC_GUIDE_ERA_STATUS is a compile error whose text names the opt-in;
# with the flag the same source compiles.
set -euo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/tensorflow_lite_core/platform"
cp tensorflow_lite_core/platform/{guide_era_status.h,macros.h,status.h} "$dir/tensorflow_lite_core/platform/"
cat > "$dir/guide.cc" <<'SRC'
#include "tensorflow_lite_core/platform/status.h"
tensorflow::Status Guide() { return tensorflow::Status::OK(); }
SRC
compile() { g++ -std=c++17 -fsyntax-only -I"$dir" "$@" "$dir/guide.cc"; }
if compile 2> "$dir/errors.txt"; then
  echo "FAIL: Status::OK() compiled without the opt-in"; exit 1
fi
grep -q "TFLC_GUIDE_ERA_STATUS" "$dir/errors.txt" || {
  echo "FAIL: the error does not name TFLC_GUIDE_ERA_STATUS:"; cat "$dir/errors.txt"; exit 1; }
compile -DTFLC_GUIDE_ERA_STATUS || { echo "FAIL: the opt-in does not compile Status::OK()"; exit 1; }
echo "PASS"
