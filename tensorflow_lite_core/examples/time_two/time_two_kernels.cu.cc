// TimeTwo's GPU functor: a grid-stride loop over the elements, launched on the kernel's stream.
#if GOOGLE_CUDA
#ifndef EIGEN_USE_GPU
#define EIGEN_USE_GPU
#endif
#include "time_two.h"

#include "tensorflow/core/util/gpu_kernel_helper.h"

namespace tensorflow {
namespace functor {

using GPUDevice = Eigen::GpuDevice;

template <typename T>
__global__ void TimeTwoCudaKernel(int size, const T* in, T* out) {
  GPU_1D_KERNEL_LOOP(i, size) { out[i] = 2 * ldg(in + i); }
}

template <typename T>
void TimeTwoFunctor<GPUDevice, T>::operator()(const GPUDevice& d, int size, const T* in, T* out) {
  if (size == 0) return;
  const GpuLaunchConfig config = GetGpuLaunchConfig(size, d);
  TF_CHECK_OK(GpuLaunchKernel(TimeTwoCudaKernel<T>, config.block_count, config.thread_per_block, 0,
                              d.stream(), size, in, out));
}

// The instance time_two_kernels.cc declares extern.
template struct TimeTwoFunctor<GPUDevice, float>;

}  // namespace functor
}  // namespace tensorflow
#endif  // GOOGLE_CUDA
