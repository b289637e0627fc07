// TF_GetStream from a kernel written against the C API and registered for DEVICE_GPU: the kernel
// queues a device-to-device copy of its input on the stream it is given, which must be the GPU
// device's own stream (the one the framework's copy back to the host waits for). Where there is no
// GPU the GPU cases report themselves skipped; the CPU's answer is checked in kernel_context_test.
#include <cstdint>
#include <memory>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/testing/kernels_test_util.h"
#include "tensorflow_lite_core/c/tf_status.h"
#include "tensorflow_lite_core/c/tf_tensor.h"
#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/testing/gpu_test_util.h"
#if GOOGLE_CUDA
#include <cuda_runtime_api.h>
#endif

namespace tensorflow {
namespace {

// What the last compute saw, for the test to compare with the device.
SP_Stream last_stream = nullptr;

void* CreateNothing(TF_OpKernelConstruction*) { return nullptr; }
void DeleteNothing(void*) {}

// y = x, copied on the kernel's stream; a status names the failing call.
void CopyOnStream(void*, TF_OpKernelContext* ctx) {
  TF_Status* status = TF_NewStatus();
  TF_Tensor* x = nullptr;
  TF_Tensor* y = nullptr;
  TF_GetInput(ctx, 0, &x, status);
  SP_Stream stream = nullptr;
  if (TF_GetCode(status) == TF_OK) stream = TF_GetStream(ctx, status);
  last_stream = stream;
  if (TF_GetCode(status) == TF_OK) {
    std::vector<int64_t> dims(TF_NumDims(x));
    for (int i = 0; i < TF_NumDims(x); ++i) dims[i] = TF_Dim(x, i);
    y = TF_AllocateOutput(ctx, 0, TF_TensorType(x), dims.data(), static_cast<int>(dims.size()),
                          TF_TensorByteSize(x), status);
  }
  if (TF_GetCode(status) == TF_OK && TF_TensorByteSize(x) > 0) {
#if GOOGLE_CUDA
    const cudaError_t error =
        cudaMemcpyAsync(TF_TensorData(y), TF_TensorData(x), TF_TensorByteSize(x),
                        cudaMemcpyDeviceToDevice, reinterpret_cast<cudaStream_t>(stream));
    if (error != cudaSuccess) TF_SetStatus(status, TF_INTERNAL, cudaGetErrorString(error));
#else
    TF_SetStatus(status, TF_UNIMPLEMENTED, "built without CUDA");
#endif
  }
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(y);
  TF_DeleteTensor(x);
  TF_DeleteStatus(status);
}

// Registers the op and its GPU kernel through the C API, once.
void RegisterCopyOnStream() {
  static const bool registered = [] {
    c_api_testing::RegisterOp("CApiGpuStreamCopy", {"T: {float, double}"}, {"x: T"}, {"y: T"});
    TF_Status* status = TF_NewStatus();
    TF_KernelBuilder* kernel =
        TF_NewKernelBuilder("CApiGpuStreamCopy", "GPU", &CreateNothing, &CopyOnStream, &DeleteNothing);
    TF_RegisterKernelBuilder("CApiGpuStreamCopyGpu", kernel, status);
    EXPECT_EQ(TF_GetCode(status), TF_OK) << TF_Message(status);
    TF_DeleteStatus(status);
    return true;
  }();
  (void)registered;
}

class GpuStreamTest : public ::testing::Test {
 protected:
  void SetUp() override {
    RegisterCopyOnStream();
    const Status status = LookupDevice("/GPU:0", &gpu_);
    if (!status.ok()) TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status);
  }

  // Runs CApiGpuStreamCopy on the GPU over `input` (copied there) and returns the output, back on
  // the host.
  Status CopyThroughKernel(const Tensor& input, Tensor* output) {
    NodeDef node;
    TF_RETURN_IF_ERROR(
        NodeDefBuilder("copy", "CApiGpuStreamCopy").Input("x", 0, input.dtype()).Finalize(&node));
    KernelRunner::Options options;
    options.device = gpu_;
    std::unique_ptr<KernelRunner> runner;
    TF_RETURN_IF_ERROR(KernelRunner::Create(node, options, &runner));
    Tensor on_device;
    TF_RETURN_IF_ERROR(CopyTensorToDevice(input, gpu_, &on_device));
    std::vector<Tensor> outputs;
    TF_RETURN_IF_ERROR(runner->Run({on_device}, &outputs));
    return CopyTensorToHost(outputs[0], gpu_, output);
  }

  DeviceBase* gpu_ = nullptr;
};

TEST_F(GpuStreamTest, TheKernelGetsTheDevicesStream) {
  Tensor x(DT_FLOAT, TensorShape({3, 1000}));
  for (int64 i = 0; i < x.NumElements(); ++i) x.flat<float>()(i) = 0.25f * static_cast<float>(i) - 7.0f;
  last_stream = nullptr;
  Tensor y;
  const Status status = CopyThroughKernel(x, &y);
  ASSERT_TRUE(status.ok()) << status;
  ASSERT_NE(gpu_->stream(), nullptr);
  EXPECT_EQ(static_cast<void*>(last_stream), gpu_->stream());
  ASSERT_EQ(y.shape(), x.shape());
  for (int64 i = 0; i < x.NumElements(); ++i) ASSERT_EQ(y.flat<float>()(i), x.flat<float>()(i)) << i;
}

TEST_F(GpuStreamTest, ManyCopiesInARowStayInOrder) {
  // Each copy is queued behind the previous kernel's on the same stream, with no wait between.
  for (int round = 0; round < 20; ++round) {
    Tensor x(DT_DOUBLE, TensorShape({1 << 16}));
    for (int64 i = 0; i < x.NumElements(); ++i) x.flat<double>()(i) = round * 1e6 + static_cast<double>(i);
    Tensor y;
    const Status status = CopyThroughKernel(x, &y);
    ASSERT_TRUE(status.ok()) << status;
    EXPECT_EQ(y.flat<double>()(0), round * 1e6);
    EXPECT_EQ(y.flat<double>()((1 << 16) - 1), round * 1e6 + ((1 << 16) - 1));
  }
}

TEST_F(GpuStreamTest, EmptyInputs) {
  Tensor y;
  const Status status = CopyThroughKernel(Tensor(DT_FLOAT, TensorShape({0, 5})), &y);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(y.shape(), TensorShape({0, 5}));
}

TEST(GpuStreamKernelTest, OnlyTheGpuHasTheKernel) {
  // The kernel is registered for the GPU only: a CPU placement finds none, with or without a GPU.
  RegisterCopyOnStream();
  NodeDef node;
  ASSERT_TRUE(NodeDefBuilder("copy", "CApiGpuStreamCopy").Input("x", 0, DT_FLOAT).Finalize(&node).ok());
  std::unique_ptr<KernelRunner> runner;
  const Status status = KernelRunner::Create(node, &runner);
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound) << status;
}

}  // namespace
}  // namespace tensorflow
