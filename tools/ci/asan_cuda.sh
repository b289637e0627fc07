#!/usr/bin/env bash
# CI stage: the suite under AddressSanitizer + UBSan, compiled as a CUDA build where a CUDA toolkit
# exists (GPU kernels, the GPU device, gpu_srcs; without a GPU, GPU tests report themselves
# skipped). One sanitizer build serves both checks. The selective builds run in the CPU build
# only: two checks compare the tool's output with the CPU build's checked-in selection (a CUDA
# build's tool adds the GPU kernels), and the others use the built-in library compiled once more
# with that selection, whose code the sanitizers already see through the full library.
set -euo pipefail
cd "$(dirname "$0")/../.."
not_here=(
  //tensorflow_lite_core/tools:print_selective_registration_header_test
  //tensorflow_lite_core/tools:add_and_matmul_selection_test
  //tensorflow_lite_core/tools:selective_build_test
  //tensorflow_lite_core/testing:selective_registration_size_benchmark_smoke_test
  //tensorflow_lite_core/tools:selective_registration_size_benchmark
  //tensorflow_lite_core/kernels:libtflc_builtin_ops_add_and_matmul.so
)
if [[ -x "${CUDA_TOOLKIT_PATH:-${CUDA_PATH:-/usr/local/cuda}}/bin/nvcc" ]]; then
  bazel test --config=asan --config=cuda -- //... //tensorflow_lite_core/kernels:gpu_benchmark \
    "${not_here[@]/#/-}"
else
  echo "ci: WARNING: no CUDA toolkit on this machine; the suite runs under ASan without CUDA" >&2
  bazel test --config=asan -- //... "${not_here[@]/#/-}"
fi
