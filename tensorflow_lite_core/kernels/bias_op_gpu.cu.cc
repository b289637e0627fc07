// Device code of the GPU BiasAdd: one thread per element in a grid-stride loop, the channel of
// element i being (i / inner) % channels.
#include <cuda_runtime.h>

#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

template <typename T>
__global__ void BiasAddKernel(int64 n, int64 channels, int64 inner, const T* __restrict__ value,
                              const T* __restrict__ bias, T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{gridDim.x} * blockDim.x) {
    out[i] = __ldg(value + i) + __ldg(bias + (i / inner) % channels);
  }
}

}  // namespace

template <typename T>
absl::Status LaunchBiasAdd(int64 outer, int64 channels, int64 inner, const T* value,
                           const T* bias, T* out, void* stream) {
  const int64 n = outer * channels * inner;
  if (n == 0) return OkStatus();
  BiasAddKernel<T><<<GridFor(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, channels, inner, value, bias, out);
  return LaunchStatus("BiasAddKernel");
}

template absl::Status LaunchBiasAdd<float>(int64, int64, int64, const float*, const float*,
                                           float*, void*);
template absl::Status LaunchBiasAdd<double>(int64, int64, int64, const double*, const double*,
                                            double*, void*);

}  // namespace gpu_kernels
}  // namespace tensorflow
