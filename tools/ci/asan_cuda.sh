#!/usr/bin/env bash
# CI stage: the suite under AddressSanitizer + UBSan, compiled as a CUDA build (GPU kernels, the
# GPU device, gpu_srcs; without a GPU, GPU tests report themselves skipped: tools/ci/gpu_suite.sh
# is the run that cannot skip). One sanitizer build serves both checks. Without a CUDA toolkit the
# stage fails, unless TFLC_CI_WITHOUT_CUDA=1 says to run the suite under ASan alone. The selective builds run in the CPU build
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
elif [[ "${TFLC_CI_WITHOUT_CUDA:-}" == 1 ]]; then
  echo "ci: TFLC_CI_WITHOUT_CUDA=1: the suite runs under ASan without the CUDA build" >&2
  bazel test --config=asan -- //... "${not_here[@]/#/-}"
else
  echo "ci: no CUDA toolkit at ${CUDA_TOOLKIT_PATH:-${CUDA_PATH:-/usr/local/cuda}} (see ./configure);" \
    "set CUDA_TOOLKIT_PATH, or TFLC_CI_WITHOUT_CUDA=1 to run this stage without the CUDA build" >&2
  exit 1
fi
