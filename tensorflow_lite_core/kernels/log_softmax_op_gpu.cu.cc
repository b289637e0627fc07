// Device code of the GPU LogSoftmax: one block per row (the last dimension), which finds the
// row's maximum, sums exp(x - max) and writes x - max - log(sum).
#include <cuda_runtime.h>

#include "tensorflow_lite_core/kernels/gpu_block_reduce.cuh"
#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

template <typename T>
__global__ void LogSoftmaxKernel(int64 rows, int64 cols, const T* __restrict__ in,
                                 T* __restrict__ out) {
  for (int64 row = blockIdx.x; row < rows; row += gridDim.x) {
    const T* x = in + row * cols;
    T* y = out + row * cols;
    T max_value = -INFINITY;
    for (int64 c = threadIdx.x; c < cols; c += blockDim.x) max_value = fmax(max_value, __ldg(x + c));
    max_value = BlockAllReduce(max_value, [](T a, T b) { return fmax(a, b); }, T(-INFINITY));
    T sum = 0;
    for (int64 c = threadIdx.x; c < cols; c += blockDim.x) sum += exp(__ldg(x + c) - max_value);
    sum = BlockAllReduce(sum, [](T a, T b) { return a + b; }, T(0));
    const T log_sum = log(sum);
    for (int64 c = threadIdx.x; c < cols; c += blockDim.x) y[c] = __ldg(x + c) - max_value - log_sum;
  }
}

}  // namespace

template <typename T>
absl::Status LaunchLogSoftmax(int64 rows, int64 cols, const T* in, T* out, void* stream) {
  if (rows * cols == 0) return OkStatus();
  const unsigned blocks = static_cast<unsigned>(rows < 65535 * 8 ? rows : 65535 * 8);
  LogSoftmaxKernel<T><<<blocks, kBlock, 0, static_cast<cudaStream_t>(stream)>>>(rows, cols, in, out);
  return LaunchStatus("LogSoftmaxKernel");
}

template absl::Status LaunchLogSoftmax<float>(int64, int64, const float*, float*, void*);
template absl::Status LaunchLogSoftmax<double>(int64, int64, const double*, double*, void*);

}  // namespace gpu_kernels
}  // namespace tensorflow
