// NoGpuStatus: NotFound (GPU tests skip) only where the machine has no GPU to use; any other CUDA
// runtime failure is Internal (GPU tests fail).
#include "tensorflow_lite_core/framework/gpu/no_gpu_status.h"

#include <string>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

// cudaError_t values not named in the header (CUDA's documented enum).
constexpr int kCudaErrorInsufficientDriver = 35;
constexpr int kCudaErrorInitializationError = 3;
constexpr int kCudaErrorSystemDriverMismatch = 803;

std::string Message(const Status& status) { return std::string(status.message()); }

TEST(NoGpuStatusTest, NoDeviceIsNotFound) {
  const Status none = NoGpuStatus(kCudaSuccess, "", "", 12040);
  EXPECT_EQ(none.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(Message(none), "the CUDA runtime found no GPU");

  const Status no_device = NoGpuStatus(kCudaErrorNoDevice, "cudaErrorNoDevice",
                                       "no CUDA-capable device is detected", 12040);
  EXPECT_EQ(no_device.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(Message(no_device),
            "the CUDA runtime found no GPU (cudaErrorNoDevice: no CUDA-capable device is detected)");
}

TEST(NoGpuStatusTest, NoDriverIsNotFound) {
  const Status status = NoGpuStatus(kCudaErrorInsufficientDriver, "cudaErrorInsufficientDriver",
                                    "CUDA driver version is insufficient for CUDA runtime version", 0);
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(Message(status),
            "the CUDA runtime found no GPU driver (cudaErrorInsufficientDriver: CUDA driver version "
            "is insufficient for CUDA runtime version)");
}

TEST(NoGpuStatusTest, RuntimeFailuresWithADriverAreInternal) {
  // The same error with a driver installed: one too old for the runtime, on a machine with a GPU.
  const Status old_driver = NoGpuStatus(kCudaErrorInsufficientDriver, "cudaErrorInsufficientDriver",
                                        "CUDA driver version is insufficient", 11040);
  EXPECT_EQ(old_driver.code(), absl::StatusCode::kInternal);
  EXPECT_EQ(Message(old_driver),
            "the CUDA runtime found no usable GPU with driver version 11040 "
            "(cudaErrorInsufficientDriver: CUDA driver version is insufficient)");
  for (int error : {kCudaErrorInitializationError, kCudaErrorSystemDriverMismatch}) {
    const Status status = NoGpuStatus(error, "name", "text", 12040);
    EXPECT_EQ(status.code(), absl::StatusCode::kInternal) << error;
    EXPECT_NE(Message(status).find("(name: text)"), std::string::npos) << Message(status);
  }
}

}  // namespace
}  // namespace tensorflow
