// What GPU tests do where their GPU lookup fails: skip only where this process has no GPU to
// have (a build without CUDA, a machine with no GPU or no driver), and fail where it does (a CUDA
// runtime error on a machine with a GPU, a device that could not be set up) or where
// TFLC_REQUIRE_GPU=1 says this machine has one (tools/ci/gpu_suite.sh sets it), so a GPU run
// cannot pass by skipping. Header-only, for tests linked in any way; they link the framework.
#ifndef TENSORFLOW_LITE_CORE_TESTING_GPU_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_TESTING_GPU_TEST_UTIL_H_

#include <cstdlib>
#include <cstring>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace testing {

inline bool GpuRequired() {
  const char* value = std::getenv("TFLC_REQUIRE_GPU");
  return value != nullptr && std::strcmp(value, "1") == 0;
}

// Success when a GPU test whose GPU lookup failed with `lookup` may skip: `availability`
// (DeviceTypeAvailability("GPU")) is NotFound and no GPU is `required`. Otherwise the failure
// to report, saying why.
inline ::testing::AssertionResult MaySkipWithoutGpu(const absl::Status& lookup,
                                                    const absl::Status& availability,
                                                    bool required) {
  if (!absl::IsNotFound(availability)) {
    return ::testing::AssertionFailure()
           << "the GPU lookup failed on a machine that has a GPU: " << lookup.message()
           << (availability.ok() ? "" : " (") << availability.message()
           << (availability.ok() ? "" : ")");
  }
  if (required) {
    return ::testing::AssertionFailure()
           << "TFLC_REQUIRE_GPU=1, but no GPU: " << availability.message();
  }
  return ::testing::AssertionSuccess();
}

}  // namespace testing
}  // namespace tensorflow

// In a test or its SetUp, after a GPU lookup failed with Status `status`: skips the test, or fails
// it (MaySkipWithoutGpu); either way the rest of the test does not run.
#define TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status)                                                  \
  do {                                                                                          \
    const ::testing::AssertionResult tflc_may_skip = ::tensorflow::testing::MaySkipWithoutGpu( \
        (status), ::tensorflow::DeviceTypeAvailability("GPU"),                                  \
        ::tensorflow::testing::GpuRequired());                                                  \
    if (!tflc_may_skip) FAIL() << tflc_may_skip.message();                                      \
    GTEST_SKIP() << "GPU tests not run: " << (status).message();                                \
  } while (false)

#endif  // TENSORFLOW_LITE_CORE_TESTING_GPU_TEST_UTIL_H_
