// What the built-in GPU launchers (*_gpu.cu.cc) return after queueing a kernel: the launch's
// error, if any, as a Status naming the kernel. nvcc-only.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCH_STATUS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCH_STATUS_H_

#include <cuda_runtime.h>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace gpu_kernels {

inline absl::Status LaunchStatus(const char* kernel) {
  const cudaError_t error = cudaGetLastError();
  if (error == cudaSuccess) return OkStatus();
  return errors::Internal("Launching the GPU kernel ", kernel, " failed: ", cudaGetErrorName(error),
                          " (", cudaGetErrorString(error), ")");
}

// Blocks of 256 threads, at most enough to cover `n` elements with each thread doing a few,
// capped so a grid-stride loop walks the rest.
inline unsigned GridFor(int64 n) {
  const int64 blocks = (n + 1023) / 1024;
  return static_cast<unsigned>(blocks < 1 ? 1 : (blocks > 65535 * 8 ? 65535 * 8 : blocks));
}
constexpr unsigned kBlock = 256;

// Blocks of kBlock threads, one thread per item up to the same cap.
inline unsigned GridForThreads(int64 items) {
  const int64 blocks = (items + kBlock - 1) / kBlock;
  return static_cast<unsigned>(blocks < 1 ? 1 : (blocks > 65535 * 8 ? 65535 * 8 : blocks));
}

}  // namespace gpu_kernels
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCH_STATUS_H_
