// time_two.so loaded into a C++ process: its CPU kernels for both types and, on a GPU, its GPU
// kernel for float against the CPU's result.
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/testing/gpu_test_util.h"

namespace tensorflow {
namespace {

constexpr char kLibrary[] = "tensorflow_lite_core/examples/time_two/time_two.so";

class TimeTwoTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    static OpLibrary* library = new OpLibrary;
    const Status status = LoadOpLibrary(kLibrary, library);
    ASSERT_TRUE(status.ok()) << status;
  }

  static NodeDef Node(DataType dtype) {
    NodeDef node;
    TF_CHECK_OK(NodeDefBuilder("time_two", "TimeTwo").Input("in", 0, dtype).Finalize(&node));
    return node;
  }

  static Tensor Iota(DataType dtype, int64 n) {
    Tensor t(dtype, TensorShape({n}));
    for (int64 i = 0; i < n; ++i) {
      if (dtype == DT_FLOAT) t.flat<float>()(i) = 0.5f * static_cast<float>(i) - 100.0f;
      if (dtype == DT_INT32) t.flat<int32>()(i) = static_cast<int32>(i) - 100;
    }
    return t;
  }
};

TEST_F(TimeTwoTest, CpuKernelsDoubleBothTypes) {
  for (DataType dtype : {DT_FLOAT, DT_INT32}) {
    std::unique_ptr<KernelRunner> runner;
    ASSERT_TRUE(KernelRunner::Create(Node(dtype), &runner).ok());
    const Tensor input = Iota(dtype, 1000);
    std::vector<Tensor> outputs;
    ASSERT_TRUE(runner->Run({input}, &outputs).ok());
    for (int64 i = 0; i < 1000; ++i) {
      if (dtype == DT_FLOAT) {
        EXPECT_EQ(outputs[0].flat<float>()(i), 2 * input.flat<float>()(i));
      } else {
        EXPECT_EQ(outputs[0].flat<int32>()(i), 2 * input.flat<int32>()(i));
      }
    }
  }
}

TEST_F(TimeTwoTest, GpuKernelRegisteredOnlyInCudaBuildsAndOnlyForFloat) {
  const Status float_kernel = FindKernelDef(DeviceType(DEVICE_GPU), Node(DT_FLOAT), nullptr, nullptr);
  const Status int_kernel = FindKernelDef(DeviceType(DEVICE_GPU), Node(DT_INT32), nullptr, nullptr);
  EXPECT_EQ(int_kernel.code(), absl::StatusCode::kNotFound);
#if GOOGLE_CUDA
  EXPECT_TRUE(float_kernel.ok()) << float_kernel;
#else
  EXPECT_EQ(float_kernel.code(), absl::StatusCode::kNotFound);
#endif
}

TEST_F(TimeTwoTest, GpuKernelMatchesCpu) {
  DeviceBase* gpu = nullptr;
  const Status found = LookupDevice("/GPU:0", &gpu);
  if (!found.ok()) TFLC_SKIP_OR_FAIL_WITHOUT_GPU(found);
  KernelRunner::Options options;
  options.device = gpu;
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node(DT_FLOAT), options, &runner).ok());
  // Sizes with and without a tail after the kernel's 16-byte packs.
  for (int64 n : {0, 1, 3, 4, 5, 1000, (1 << 22) + 7}) {
    const Tensor input = Iota(DT_FLOAT, n);
    Tensor on_device;
    ASSERT_TRUE(CopyTensorToDevice(input, gpu, &on_device).ok());
    std::vector<Tensor> outputs;
    const Status ran = runner->Run({on_device}, &outputs);
    ASSERT_TRUE(ran.ok()) << ran;
    Tensor result;
    ASSERT_TRUE(CopyTensorToHost(outputs[0], gpu, &result).ok());
    for (int64 i = 0; i < n; ++i) ASSERT_EQ(result.flat<float>()(i), 2 * input.flat<float>()(i)) << i;
  }
}

}  // namespace
}  // namespace tensorflow
