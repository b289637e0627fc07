#!/bin/sh
# Runs a command where neither the loader sees the system's Abseil, protobuf and OpenBLAS libraries
# nor the compiler their headers (what a machine with only pip's packages lacks): in a private user
# and mount namespace, the library folder is replaced by a copy of its entries, as symbolic links,
# less those, and empty folders cover /usr/include/absl and /usr/include/google. Everything else
# (libc, libstdc++, the compiler's files) stays where it was. Needs user namespaces (unshare -r).
#   run_without_system_libraries.sh COMMAND [ARGUMENT...]
set -eu
if [ -z "${TFLC_SYSTEM_LIBRARIES_HIDDEN:-}" ]; then
  exec unshare --map-root-user --mount env TFLC_SYSTEM_LIBRARIES_HIDDEN=1 sh "$0" "$@"
fi
libraries=/usr/lib/x86_64-linux-gnu
work=$(mktemp -d)
mkdir "$work/all" "$work/visible"
# The real folder stays reachable here, for the links to point at.
mount --bind "$libraries" "$work/all"
for entry in "$work/all"/*; do
  name=${entry##*/}
  case "$name" in
    libabsl_* | libprotobuf* | libprotoc* | libopenblas* | openblas* | libblas* | liblapack*) ;;
    *) ln -s "$entry" "$work/visible/$name" ;;
  esac
done
mount --bind "$work/visible" "$libraries"
mkdir "$work/empty"
for headers in /usr/include/absl /usr/include/google; do
  if [ -d "$headers" ]; then mount --bind "$work/empty" "$headers"; fi
done
exec "$@"
