#!/usr/bin/env bash
# CI stage: the kernel and Python tests again with the CPU kernels forced to their baseline
# instruction set (no rebuild: TFLC_CPU_ISA is read at run time), and cpu_isa_test with it set.
set -euo pipefail
cd "$(dirname "$0")/../.."
bazel test --test_env=TFLC_CPU_ISA=baseline //tensorflow_lite_core/kernels/... \
  //tensorflow_lite_core/platform:cpu_isa_test \
  //tensorflow_lite_core/python/...
