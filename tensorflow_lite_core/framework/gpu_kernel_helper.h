// What GPU kernels of custom ops use (TensorFlow's tensorflow/core/util/gpu_kernel_helper.h and
// gpu_launch_config.h): launch configurations sized for the device, the grid-stride loop
// GPU_1D_KERNEL_LOOP, GpuLaunchKernel, ldg and atomic adds.
//
//   __global__ void TimesTwo(int n, const float* in, float* out) {
//     GPU_1D_KERNEL_LOOP(i, n) { out[i] = 2 * ldg(in + i); }
//   }
//   GpuLaunchConfig config = GetGpuLaunchConfig(n, ctx->eigen_device<Eigen::GpuDevice>());
//   TF_CHECK_OK(GpuLaunchKernel(TimesTwo, config.block_count, config.thread_per_block, 0,
//                               device.stream(), n, in, out));
//
// Only for code compiled with CUDA (GOOGLE_CUDA); the kernels and launches only under nvcc.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_KERNEL_HELPER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_KERNEL_HELPER_H_

#if GOOGLE_CUDA

#ifndef EIGEN_USE_GPU
#define EIGEN_USE_GPU
#endif

#include <cuda_runtime.h>

#include <algorithm>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/status.h"
#include "unsupported/Eigen/CXX11/Tensor"

namespace tensorflow {

using gpuStream_t = cudaStream_t;

// How a kernel over `virtual_thread_count` elements is launched.
struct GpuLaunchConfig {
  int virtual_thread_count = -1;
  int thread_per_block = -1;
  int block_count = -1;
};
using CudaLaunchConfig = GpuLaunchConfig;

// Blocks of up to 1024 threads, no more of them than the device runs at once nor than the work
// needs: a grid-stride loop (GPU_1D_KERNEL_LOOP) walks whatever is left.
inline GpuLaunchConfig GetGpuLaunchConfig(int work_element_count, const Eigen::GpuDevice& d) {
  GpuLaunchConfig config;
  if (work_element_count <= 0) return config;
  const int thread_per_block = std::min(1024, d.maxGpuThreadsPerBlock());
  const int resident_threads = d.getNumGpuMultiProcessors() * d.maxGpuThreadsPerMultiProcessor();
  const int needed_blocks = (work_element_count + thread_per_block - 1) / thread_per_block;
  const int resident_blocks = std::max(1, resident_threads / thread_per_block);
  config.virtual_thread_count = work_element_count;
  config.thread_per_block = thread_per_block;
  config.block_count = std::min(needed_blocks, resident_blocks);
  return config;
}
inline CudaLaunchConfig GetCudaLaunchConfig(int work_element_count, const Eigen::GpuDevice& d) {
  return GetGpuLaunchConfig(work_element_count, d);
}

// The same, with the block size that gives `kernel` the best occupancy (CUDA's estimate), at most
// `block_size_limit` threads (0: no limit).
template <typename DeviceFunc>
GpuLaunchConfig GetGpuLaunchConfig(int work_element_count, const Eigen::GpuDevice& d, DeviceFunc kernel,
                                   size_t dynamic_shared_memory_size, int block_size_limit) {
  GpuLaunchConfig config;
  if (work_element_count <= 0) return config;
  int min_grid_size = 0;
  int block_size = 0;
  if (cudaOccupancyMaxPotentialBlockSize(&min_grid_size, &block_size, kernel, dynamic_shared_memory_size,
                                         block_size_limit) != cudaSuccess) {
    cudaGetLastError();
    return GetGpuLaunchConfig(work_element_count, d);
  }
  config.virtual_thread_count = work_element_count;
  config.thread_per_block = block_size;
  config.block_count = std::min(min_grid_size, (work_element_count + block_size - 1) / block_size);
  return config;
}
template <typename DeviceFunc>
CudaLaunchConfig GetCudaLaunchConfig(int work_element_count, const Eigen::GpuDevice& d, DeviceFunc kernel,
                                     size_t dynamic_shared_memory_size, int block_size_limit) {
  return GetGpuLaunchConfig(work_element_count, d, kernel, dynamic_shared_memory_size, block_size_limit);
}

#ifdef __CUDACC__

// The indices this thread visits in a grid-stride loop over [0, count).
template <typename T>
class GpuGridRange {
 public:
  class Iterator {
   public:
    __device__ Iterator(T index, T step) : index_(index), step_(step) {}
    __device__ T operator*() const { return index_; }
    __device__ Iterator& operator++() {
      index_ += step_;
      return *this;
    }
    // Ends once past the end, whatever the last step overshot by.
    __device__ bool operator!=(const Iterator& end) const { return index_ < end.index_; }

   private:
    T index_;
    T step_;
  };
  __device__ GpuGridRange(T begin, T step, T end) : begin_(begin), step_(step), end_(end) {}
  __device__ Iterator begin() const { return Iterator(begin_, step_); }
  __device__ Iterator end() const { return Iterator(end_, step_); }

 private:
  T begin_;
  T step_;
  T end_;
};

template <typename T>
__device__ GpuGridRange<T> GpuGridRangeX(T count) {
  return GpuGridRange<T>(static_cast<T>(blockIdx.x * blockDim.x + threadIdx.x),
                         static_cast<T>(gridDim.x * blockDim.x), count);
}
template <typename T>
__device__ GpuGridRange<T> CudaGridRangeX(T count) {
  return GpuGridRangeX(count);
}

// for (int i : GpuGridRangeX<int>(n)): each thread's share of [0, n).
#define GPU_1D_KERNEL_LOOP(i, n) for (int i : ::tensorflow::GpuGridRangeX<int>(n))
#define CUDA_1D_KERNEL_LOOP(i, n) GPU_1D_KERNEL_LOOP(i, n)

// A read through the read-only data cache.
template <typename T>
__device__ __forceinline__ T ldg(const T* address) {
  return __ldg(address);
}

template <typename T, typename U>
__device__ __forceinline__ T GpuAtomicAdd(T* address, U value) {
  return atomicAdd(address, static_cast<T>(value));
}

// Launches `kernel` on `stream` with `arguments` converted to its parameter types; the status of
// the launch (not of the kernel's run, which comes later).
template <typename... Parameters, typename... Arguments>
absl::Status GpuLaunchKernel(void (*kernel)(Parameters...), dim3 grid_dim, dim3 block_dim,
                       size_t shared_memory_size_bytes, gpuStream_t stream, Arguments... arguments) {
  static_assert(sizeof...(Parameters) == sizeof...(Arguments), "GpuLaunchKernel: wrong number of arguments");
  if (grid_dim.x * grid_dim.y * grid_dim.z == 0) return OkStatus();  // no work
  kernel<<<grid_dim, block_dim, shared_memory_size_bytes, stream>>>(static_cast<Parameters>(arguments)...);
  const cudaError_t error = cudaGetLastError();
  if (error != cudaSuccess) {
    return errors::Internal("Launching a GPU kernel failed: ", cudaGetErrorName(error), " (",
                            cudaGetErrorString(error), ")");
  }
  return OkStatus();
}
template <typename... Parameters, typename... Arguments>
absl::Status CudaLaunchKernel(void (*kernel)(Parameters...), dim3 grid_dim, dim3 block_dim,
                        size_t shared_memory_size_bytes, gpuStream_t stream, Arguments... arguments) {
  return GpuLaunchKernel(kernel, grid_dim, block_dim, shared_memory_size_bytes, stream, arguments...);
}

#endif  // __CUDACC__

}  // namespace tensorflow

#endif  // GOOGLE_CUDA

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_KERNEL_HELPER_H_
