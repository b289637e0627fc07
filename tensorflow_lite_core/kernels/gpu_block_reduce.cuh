// Reductions across a thread block for the built-in GPU kernels: warp shuffles, then one value
// per warp through shared memory. nvcc-only.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GPU_BLOCK_REDUCE_CUH_
#define TENSORFLOW_LITE_CORE_KERNELS_GPU_BLOCK_REDUCE_CUH_

#include <cuda_runtime.h>

namespace tensorflow {
namespace gpu_kernels {

// Combines every thread's `value` with `combine`, whose identity is `identity`; thread 0 gets
// the result (others get partial values). Every thread of the block must call it; blockDim.x a
// multiple of 32, <= 1024.
template <typename T, typename Combine>
__device__ T BlockReduce(T value, Combine combine, T identity) {
  __shared__ T per_warp[32];
  const unsigned lane = threadIdx.x % 32;
  const unsigned warp = threadIdx.x / 32;
  for (int offset = 16; offset > 0; offset /= 2) value = combine(value, __shfl_down_sync(0xffffffffu, value, offset));
  __syncthreads();  // per_warp may still be read by a previous call
  if (lane == 0) per_warp[warp] = value;
  __syncthreads();
  const unsigned warps = blockDim.x / 32;
  if (warp == 0) {
    value = lane < warps ? per_warp[lane] : identity;
    for (int offset = 16; offset > 0; offset /= 2) value = combine(value, __shfl_down_sync(0xffffffffu, value, offset));
  }
  return value;
}

// BlockReduce, with the result given to every thread.
template <typename T, typename Combine>
__device__ T BlockAllReduce(T value, Combine combine, T identity) {
  __shared__ T result;
  value = BlockReduce(value, combine, identity);
  if (threadIdx.x == 0) result = value;
  __syncthreads();
  return result;
}

}  // namespace gpu_kernels
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_GPU_BLOCK_REDUCE_CUH_
