#!/usr/bin/env bash
# A Bazel remote cache served from a folder over HTTP, on this machine's loopback by default:
# WsgiDAV (a WebDAV server from PyPI, pinned in requirements.txt beside this script, installed
# into a virtual environment of its own), whose GET and PUT of files are Bazel's HTTP cache
# protocol (/ac/<hash>, /cas/<hash>). `bazel build --config=remote_cache` expects it at
# http://127.0.0.1:9092 (.bazelrc). Runs in the foreground until stopped.
#   tools/remote_cache/serve.sh [FOLDER]    (default ~/.cache/tensorflow_lite_core/remote_cache/store)
# Environment: TFLC_REMOTE_CACHE_PORT (9092); TFLC_REMOTE_CACHE_HOST (127.0.0.1: a server shared
# by a team listens on an address the others reach); PYTHON_BIN_PATH (the interpreter for the
# virtual environment; default python3).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
home="${HOME}/.cache/tensorflow_lite_core/remote_cache"
folder="${1:-$home/store}"
port="${TFLC_REMOTE_CACHE_PORT:-9092}"
host="${TFLC_REMOTE_CACHE_HOST:-127.0.0.1}"
venv="$home/venv"
# The environment is (re)made when requirements.txt changes.
wanted="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [[ "$(cat "$venv/requirements.sha256" 2>/dev/null || true)" != "$wanted" ]]; then
  rm -rf "$venv"
  "${PYTHON_BIN_PATH:-python3}" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"
  echo "$wanted" > "$venv/requirements.sha256"
fi
# WebDAV refuses a PUT into a folder that does not exist.
mkdir -p "$folder/ac" "$folder/cas"
echo "remote cache: serving $folder at http://$host:$port" >&2
exec "$venv/bin/wsgidav" --host "$host" --port "$port" --root "$folder" --auth anonymous \
  --no-config --quiet
