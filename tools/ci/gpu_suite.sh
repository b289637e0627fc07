#!/usr/bin/env bash
# The GPU suite, for a machine with a GPU: every GPU test in a CUDA build with TFLC_REQUIRE_GPU=1,
# so a test that cannot reach the GPU (no device, a CUDA runtime error) fails instead of skipping.
# Extra arguments go to bazel test (e.g. --config=asan).
set -euo pipefail
cd "$(dirname "$0")/../.."
bazel test --config=cuda --test_env=TFLC_REQUIRE_GPU=1 "$@" -- \
  //tensorflow_lite_core/kernels:gpu_kernels_test \
  //tensorflow_lite_core/kernels:cwise_loop_ops_gpu_test \
  //tensorflow_lite_core/c:gpu_stream_test \
  //tensorflow_lite_core/examples/time_two:all \
  //tensorflow_lite_core/python/eager:device_test \
  //tensorflow_lite_core/python/platform:test_test
