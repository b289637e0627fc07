#include "tensorflow_lite_core/framework/gpu/no_gpu_status.h"

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

Status NoGpuStatus(int cuda_error, const std::string& error_name, const std::string& error_text,
                   int driver_version) {
  if (cuda_error == kCudaSuccess) return errors::NotFound("the CUDA runtime found no GPU");
  const std::string cuda_says = " (" + error_name + ": " + error_text + ")";
  if (cuda_error == kCudaErrorNoDevice) {
    return errors::NotFound("the CUDA runtime found no GPU", cuda_says);
  }
  if (driver_version == 0) {
    return errors::NotFound("the CUDA runtime found no GPU driver", cuda_says);
  }
  // A driver is installed, so this machine has a GPU that the runtime could not use.
  return errors::Internal("the CUDA runtime found no usable GPU with driver version ",
                          driver_version, cuda_says);
}

}  // namespace tensorflow
