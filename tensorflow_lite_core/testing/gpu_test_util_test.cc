// gpu_test_util.h: when a GPU test may skip (no GPU to have, none required) and when it must fail
// (a GPU there but unusable, or TFLC_REQUIRE_GPU=1).
#include "tensorflow_lite_core/testing/gpu_test_util.h"

#include <cstdlib>
#include <string>

#include "gtest/gtest.h"
#include "gtest/gtest-spi.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace testing {
namespace {

const Status kLookup = errors::InvalidArgument("Could not satisfy device specification '/GPU:0'");

TEST(GpuTestUtilTest, MaySkipOnlyWithoutAGpuToHave) {
  EXPECT_TRUE(MaySkipWithoutGpu(kLookup, errors::NotFound("the CUDA runtime found no GPU"), false));
  EXPECT_TRUE(MaySkipWithoutGpu(kLookup, errors::NotFound("no GPU driver"), false));
}

TEST(GpuTestUtilTest, ARequiredGpuMustBeThere) {
  const ::testing::AssertionResult result =
      MaySkipWithoutGpu(kLookup, errors::NotFound("the CUDA runtime found no GPU"), true);
  EXPECT_FALSE(result);
  EXPECT_EQ(std::string(result.message()),
            "TFLC_REQUIRE_GPU=1, but no GPU: the CUDA runtime found no GPU");
}

TEST(GpuTestUtilTest, ARuntimeErrorOnAMachineWithAGpuFails) {
  const ::testing::AssertionResult runtime_error = MaySkipWithoutGpu(
      kLookup, errors::Internal("the CUDA runtime found no usable GPU with driver version 12040"),
      false);
  EXPECT_FALSE(runtime_error);
  EXPECT_EQ(std::string(runtime_error.message()),
            "the GPU lookup failed on a machine that has a GPU: Could not satisfy device "
            "specification '/GPU:0' (the CUDA runtime found no usable GPU with driver version "
            "12040)");
  // A GPU listed, but its device could not be set up (cudaSetDevice, the stream).
  const ::testing::AssertionResult setup_error =
      MaySkipWithoutGpu(errors::Internal("cudaStreamCreate failed on GPU 0"), OkStatus(), false);
  EXPECT_FALSE(setup_error);
  EXPECT_EQ(std::string(setup_error.message()),
            "the GPU lookup failed on a machine that has a GPU: cudaStreamCreate failed on GPU 0");
}

TEST(GpuTestUtilTest, OnlyOneRequiresAGpu) {
  for (const char* value : {"0", "", "true", "11"}) {
    setenv("TFLC_REQUIRE_GPU", value, 1);
    EXPECT_FALSE(GpuRequired()) << value;
  }
  unsetenv("TFLC_REQUIRE_GPU");
  EXPECT_FALSE(GpuRequired());
  setenv("TFLC_REQUIRE_GPU", "1", 1);
  EXPECT_TRUE(GpuRequired());
  unsetenv("TFLC_REQUIRE_GPU");
}

// The macro in a process of this build: where this process has no GPU to have, it fails the
// test when one is required.
void LookUpAGpuThatIsNotThere() {
  DeviceBase* gpu = nullptr;
  const Status status = LookupDevice("/GPU:0", &gpu);
  if (!status.ok()) TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status);
}

TEST(GpuTestUtilTest, TheMacroFailsWhenAGpuIsRequiredAndAbsent) {
  if (!absl::IsNotFound(DeviceTypeAvailability("GPU"))) {
    GTEST_SKIP() << "this process has a GPU, or one it failed to use";
  }
  setenv("TFLC_REQUIRE_GPU", "1", 1);
  EXPECT_FATAL_FAILURE(LookUpAGpuThatIsNotThere(), "TFLC_REQUIRE_GPU=1, but no GPU: ");
  unsetenv("TFLC_REQUIRE_GPU");
}

}  // namespace
}  // namespace testing
}  // namespace tensorflow
