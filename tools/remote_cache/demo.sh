#!/usr/bin/env bash
# The remote cache at work: serve.sh on a free loopback port with an empty folder, then two fresh
# clones of this repository's HEAD build the same targets with --config=remote_cache and the disk
# cache turned off (it would give hits of its own): the first builds them and fills the cache,
# the second takes its actions from it. Prints each build's process summary and the second's
# remote cache hits. The first build is a cold one: keep the target set small.
#   tools/remote_cache/demo.sh [TARGET...]    (default //tensorflow_lite_core/platform:all)
# Environment: BAZEL, the command that runs Bazel (default bazel).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bazel="${BAZEL:-bazel}"
targets=("$@")
((${#targets[@]})) || targets=(//tensorflow_lite_core/platform:all)
python="$(sed -n 's/^build --python_path=//p' "$root/.tflc_configure.bazelrc" 2>/dev/null || true)"
python="${python:-python3}"

work="$(mktemp -d)"
server=""
cleanup() {
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; fi
  for clone in "$work"/first "$work"/second; do
    if [[ -d "$clone" ]]; then (cd "$clone" && $bazel clean --expunge >/dev/null 2>&1) || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT

port="$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
url="http://127.0.0.1:$port"
TFLC_REMOTE_CACHE_PORT="$port" PYTHON_BIN_PATH="$python" "$here/serve.sh" "$work/store" \
  >"$work/server.log" 2>&1 &
server=$!
# Up when it answers a lookup of an action it has never seen with 404.
for _ in $(seq 120); do
  status="$("$python" - "$url/ac/0" <<'PY' || true
import sys, urllib.error, urllib.request
try:
    urllib.request.urlopen(sys.argv[1], timeout=1)
    print(200)
except urllib.error.HTTPError as error:
    print(error.code)
except OSError:
    print(0)
PY
)"
  [[ "$status" == 404 ]] && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 1
done
[[ "$status" == 404 ]] || { echo "demo: the cache server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
echo "demo: cache server at $url, storing in $work/store"

build() {  # build CLONE: clones HEAD afresh and builds the targets with the remote cache only
  local clone="$work/$1"
  git clone --quiet --no-hardlinks "$root" "$clone"
  (cd "$clone" && ./configure --no-install --python="$python" >/dev/null &&
    $bazel build --config=remote_cache --remote_cache="$url" --disk_cache= "${targets[@]}") \
    2>&1 | tee "$work/$1.log" | grep -E '^(INFO: [0-9]+ processes|INFO: Elapsed|ERROR)' || true
  grep -q "Build completed successfully" "$work/$1.log" || {
    echo "demo: the $1 clone's build failed (log above)" >&2; exit 1; }
}
echo "demo: first clone (cold; fills the cache): ${targets[*]}"
build first
echo "demo: second clone (empty output base, no disk cache): ${targets[*]}"
build second
summary="$(grep -E 'INFO: [0-9]+ processes' "$work/second.log" | tail -n 1)"
hits="$(sed -nE 's/.* ([0-9]+) remote cache hit.*/\1/p' <<<"$summary")"
echo "demo: remote cache hits in the second clone: ${hits:-0} (${summary#INFO: })"
echo "demo: the cache holds $(find "$work/store/cas" -type f | wc -l) outputs," \
  "$(find "$work/store/ac" -type f | wc -l) action results, $(du -sh "$work/store" | cut -f1)"
((${hits:-0} > 0))
