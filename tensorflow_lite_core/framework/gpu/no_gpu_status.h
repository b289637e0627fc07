// NoGpuStatus: what the GPU device factory reports when the CUDA runtime gives it no GPU. The GPU
// tests skip only where the machine has none to use, and fail where the runtime failed on a
// machine that has one, so the two are told apart here. Free of CUDA's headers, so that the rule
// is tested in every build.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_NO_GPU_STATUS_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_NO_GPU_STATUS_H_

#include <string>

#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// cudaError_t's values for these (CUDA's documented enum; gpu_device.cc checks them).
inline constexpr int kCudaSuccess = 0;
inline constexpr int kCudaErrorNoDevice = 100;

// After cudaGetDeviceCount returned `cuda_error` (named `error_name`, described `error_text`)
// with no device, and cudaDriverGetVersion gave `driver_version` (0 when no driver is
// installed): NotFound when the machine has no GPU to use (the call succeeded with a count of 0,
// cudaErrorNoDevice, or no driver); Internal for any other failure of the runtime (a driver too
// old for the runtime, a device in a bad state, ...). The message says which, with CUDA's words.
absl::Status NoGpuStatus(int cuda_error, const std::string& error_name,
                         const std::string& error_text, int driver_version);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_NO_GPU_STATUS_H_
