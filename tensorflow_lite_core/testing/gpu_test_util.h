// What GPU tests do where no GPU is found: skip, unless TFLC_REQUIRE_GPU=1 says this machine has
// one (tools/ci/gpu_suite.sh sets it), in which case the test fails with the reason, so a GPU run
// cannot pass by skipping. Header-only, for tests linked in any way.
#ifndef TENSORFLOW_LITE_CORE_TESTING_GPU_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_TESTING_GPU_TEST_UTIL_H_

#include <cstdlib>
#include <cstring>

#include "gtest/gtest.h"

namespace tensorflow {
namespace testing {

inline bool GpuRequired() {
  const char* value = std::getenv("TFLC_REQUIRE_GPU");
  return value != nullptr && std::strcmp(value, "1") == 0;
}

}  // namespace testing
}  // namespace tensorflow

// In a test or its SetUp, after a failed GPU lookup with Status `status`: fails the test when a
// GPU is required, skips it otherwise; either way the rest of the test does not run.
#define TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status)                                             \
  do {                                                                                     \
    if (::tensorflow::testing::GpuRequired()) {                                            \
      FAIL() << "TFLC_REQUIRE_GPU=1, but no GPU: " << (status).message();                  \
    }                                                                                      \
    GTEST_SKIP() << "GPU tests not run: " << (status).message();                           \
  } while (false)

#endif  // TENSORFLOW_LITE_CORE_TESTING_GPU_TEST_UTIL_H_
