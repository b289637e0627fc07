#!/usr/bin/env bash
# Size of the built-in op and kernel library, whole and with two ops selected (the float AddV2
# and MatMul kernels of testdata/add_and_matmul_graph.pbtxt, through
# print_selective_registration_header and -DSELECTIVE_REGISTRATION).
# Run with: bazel run --config=opt //tensorflow_lite_core/tools:selective_registration_size_benchmark
set -euo pipefail
dir=tensorflow_lite_core/kernels
full=$dir/libtflc_builtin_ops.so
selected=$dir/libtflc_builtin_ops_add_and_matmul.so
if [[ -n "${RUNFILES_DIR:-}" && -d "$RUNFILES_DIR/tensorflow_lite_core" ]]; then
  cd "$RUNFILES_DIR/tensorflow_lite_core"
fi
size_of() { stat -L -c %s "$1"; }
stripped_size() { local copy; copy=$(mktemp); strip -o "$copy" "$1"; stat -c %s "$copy"; rm -f "$copy"; }
full_size=$(size_of $full); selected_size=$(size_of $selected)
full_stripped=$(stripped_size $full); selected_stripped=$(stripped_size $selected)
printf '%-40s %12s %12s\n' "library" "bytes" "stripped"
printf '%-40s %12d %12d\n' "all built-in ops and kernels" "$full_size" "$full_stripped"
printf '%-40s %12d %12d\n' "float AddV2 + MatMul selected" "$selected_size" "$selected_stripped"
python3 -c "import sys; f, s = int(sys.argv[1]), int(sys.argv[2]); print(f'selected / full (stripped): {100.0 * s / f:.1f}% (target: under 15%)')" "$full_stripped" "$selected_stripped"
