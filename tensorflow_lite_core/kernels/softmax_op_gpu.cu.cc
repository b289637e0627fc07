// Device code of the GPU Softmax: one block per row (the last dimension), which finds the row's
// maximum, sums exp(x - max) and writes each exp(x - max) / sum.
#include <cuda_runtime.h>

#include "tensorflow_lite_core/kernels/gpu_block_reduce.cuh"
#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

template <typename T>
__global__ void SoftmaxKernel(int64 rows, int64 cols, const T* __restrict__ in, T* __restrict__ out) {
  for (int64 row = blockIdx.x; row < rows; row += gridDim.x) {
    const T* x = in + row * cols;
    T* y = out + row * cols;
    T max_value = -INFINITY;
    for (int64 c = threadIdx.x; c < cols; c += blockDim.x) max_value = fmax(max_value, __ldg(x + c));
    max_value = BlockAllReduce(max_value, [](T a, T b) { return fmax(a, b); }, T(-INFINITY));
    T sum = 0;
    for (int64 c = threadIdx.x; c < cols; c += blockDim.x) sum += exp(__ldg(x + c) - max_value);
    sum = BlockAllReduce(sum, [](T a, T b) { return a + b; }, T(0));
    const T inverse = T(1) / sum;
    for (int64 c = threadIdx.x; c < cols; c += blockDim.x) y[c] = exp(__ldg(x + c) - max_value) * inverse;
  }
}

// Rows of at most kItems * blockDim.x values: each thread keeps its values in registers, so the
// row is read from memory once instead of three times.
template <typename T, int kItems>
__global__ void SoftmaxInRegistersKernel(int64 rows, int64 cols, const T* __restrict__ in,
                                         T* __restrict__ out) {
  for (int64 row = blockIdx.x; row < rows; row += gridDim.x) {
    const T* x = in + row * cols;
    T* y = out + row * cols;
    T v[kItems];
    T max_value = -INFINITY;
#pragma unroll
    for (int k = 0; k < kItems; ++k) {
      const int64 c = threadIdx.x + k * int64{blockDim.x};
      v[k] = c < cols ? __ldg(x + c) : T(-INFINITY);
      max_value = fmax(max_value, v[k]);
    }
    max_value = BlockAllReduce(max_value, [](T a, T b) { return fmax(a, b); }, T(-INFINITY));
    T sum = 0;
#pragma unroll
    for (int k = 0; k < kItems; ++k) {
      const int64 c = threadIdx.x + k * int64{blockDim.x};
      v[k] = c < cols ? exp(v[k] - max_value) : T(0);
      sum += v[k];
    }
    sum = BlockAllReduce(sum, [](T a, T b) { return a + b; }, T(0));
    const T inverse = T(1) / sum;
#pragma unroll
    for (int k = 0; k < kItems; ++k) {
      const int64 c = threadIdx.x + k * int64{blockDim.x};
      if (c < cols) y[c] = v[k] * inverse;
    }
  }
}

}  // namespace

template <typename T>
Status LaunchSoftmax(int64 rows, int64 cols, const T* in, T* out, void* stream) {
  if (rows * cols == 0) return OkStatus();
  const unsigned blocks = static_cast<unsigned>(rows < 65535 * 8 ? rows : 65535 * 8);
  cudaStream_t s = static_cast<cudaStream_t>(stream);
  if (cols <= kBlock) {
    SoftmaxInRegistersKernel<T, 1><<<blocks, kBlock, 0, s>>>(rows, cols, in, out);
  } else if (cols <= 2 * kBlock) {
    SoftmaxInRegistersKernel<T, 2><<<blocks, kBlock, 0, s>>>(rows, cols, in, out);
  } else if (cols <= 4 * kBlock) {
    SoftmaxInRegistersKernel<T, 4><<<blocks, kBlock, 0, s>>>(rows, cols, in, out);
  } else if (cols <= 8 * kBlock) {
    SoftmaxInRegistersKernel<T, 8><<<blocks, kBlock, 0, s>>>(rows, cols, in, out);
  } else if (cols <= 8 * 1024) {
    // Long rows: blocks of 1024 threads, still eight values each.
    SoftmaxInRegistersKernel<T, 8><<<blocks, 1024, 0, s>>>(rows, cols, in, out);
  } else {
    SoftmaxKernel<T><<<blocks, kBlock, 0, s>>>(rows, cols, in, out);
  }
  return LaunchStatus("SoftmaxKernel");
}

template Status LaunchSoftmax<float>(int64, int64, const float*, float*, void*);
template Status LaunchSoftmax<double>(int64, int64, const double*, double*, void*);

}  // namespace gpu_kernels
}  // namespace tensorflow
