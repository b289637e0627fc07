// TimeTwo's functor, shared by its CPU and GPU kernels: out[i] = 2 * in[i] on the device the
// kernel runs on. The CPU specialization lives in time_two_kernels.cc, the GPU one (compiled by
// nvcc) in time_two_kernels.cu.cc.
#ifndef TENSORFLOW_LITE_CORE_EXAMPLES_TIME_TWO_TIME_TWO_H_
#define TENSORFLOW_LITE_CORE_EXAMPLES_TIME_TWO_TIME_TWO_H_

#include "unsupported/Eigen/CXX11/Tensor"

namespace tensorflow {
namespace functor {

template <typename Device, typename T>
struct TimeTwoFunctor {
  void operator()(const Device& d, int size, const T* in, T* out);
};

#if GOOGLE_CUDA
}  // namespace functor
}  // namespace tensorflow

namespace Eigen {
struct GpuDevice;  // defined where EIGEN_USE_GPU is; a declaration is all the CPU compiler needs
}  // namespace Eigen

namespace tensorflow {
namespace functor {

// Declared here, defined by nvcc: the CPU compiler sees only this declaration.
template <typename T>
struct TimeTwoFunctor<Eigen::GpuDevice, T> {
  void operator()(const Eigen::GpuDevice& d, int size, const T* in, T* out);
};
#endif  // GOOGLE_CUDA

}  // namespace functor
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_EXAMPLES_TIME_TWO_TIME_TWO_H_
