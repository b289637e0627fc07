// Tests of the C API's calls on a TF_OpKernelContext (kernel_context.cc), made from the hook
// kernel's compute function.
#include "tensorflow_lite_core/c/kernels.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/c/testing/kernels_test_util.h"
#include "tensorflow_lite_core/c/tf_tstring.h"
#include "tensorflow_lite_core/framework/allocation_fault_injection.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::HookCompute;
using c_api_testing::HookCreate;
using c_api_testing::HookDelete;
using c_api_testing::KernelRunner;
using c_api_testing::KernelsTest;
using c_api_testing::MakeFloatTensor;
using c_api_testing::MakeTensor;
using c_api_testing::TensorPtr;
using c_api_testing::Values;
using c_api_testing::on_compute;

// ---- TF_OpKernelContext.

TEST_F(KernelsTest, ContextDescribesTheNodeAndRun) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    EXPECT_EQ(TF_NumInputs(ctx), 2);
    EXPECT_EQ(TF_NumOutputs(ctx), 2);
    EXPECT_EQ(TF_ExpectedOutputDataType(ctx, 0), TF_FLOAT);
    EXPECT_EQ(TF_ExpectedOutputDataType(ctx, 1), TF_INT32);
    EXPECT_EQ(TF_ExpectedOutputDataType(ctx, 2), static_cast<TF_DataType>(0));
    EXPECT_EQ(TF_StepId(ctx), 0);
    const TF_StringView name = TF_GetOpKernelName(ctx);
    EXPECT_EQ(std::string(name.data, name.len), "hook_node");
    const TF_StringView input = TF_GetOpKernelRequestedInput(ctx, 1);
    EXPECT_EQ(std::string(input.data, input.len), "input1");
    EXPECT_EQ(TF_GetOpKernelRequestedInput(ctx, 2).len, 0u);

    TF_InputRange_Args args{TF_InputRange_Args_STRUCT_SIZE, nullptr, -1, -1, status_.get()};
    TF_InputRange(ctx, "more", &args);
    ExpectOk(status_.get());
    EXPECT_EQ(args.start, 1);
    EXPECT_EQ(args.stop, 2);
    TF_InputRange(ctx, "less", &args);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"Unknown input name: less"});
    TF_InputRange_Args too_small{1, nullptr, -1, -1, status_.get()};
    TF_InputRange(ctx, "more", &too_small);  // left untouched
    EXPECT_EQ(too_small.start, -1);

    EXPECT_EQ(TF_GetStream(ctx, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_FAILED_PRECONDITION, {"without a stream"});
  };
  std::vector<Tensor> outputs;
  EXPECT_TRUE(Hook().Run(&outputs).ok());
}

TEST_F(KernelsTest, InputsAndOutputs) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_Tensor* x = nullptr;
    TF_GetInput(ctx, 0, &x, status_.get());
    ExpectOk(status_.get());
    TensorPtr owned_x(x);
    EXPECT_EQ(TF_TensorType(x), TF_FLOAT);
    EXPECT_EQ(static_cast<float*>(TF_TensorData(x))[1], -2.0f);

    TF_Tensor* untouched = nullptr;
    TF_GetInput(ctx, 2, &untouched, status_.get());
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"TF_GetInput: input index 2 out of range [0, 2)"});
    EXPECT_EQ(untouched, nullptr);

    TF_SetOutput(ctx, 0, x, status_.get());  // output y shares input x
    ExpectOk(status_.get());
    TF_SetOutput(ctx, 1, x, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"output 1", "is int32, but the tensor is float"});
    TF_SetOutput(ctx, 5, x, status_.get());
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"output index 5 out of range [0, 2)"});

    const int64_t dims[] = {2};
    TensorPtr count(TF_AllocateOutput(ctx, 1, TF_INT32, dims, 1, 8, status_.get()));
    ExpectOk(status_.get());
    static_cast<int32_t*>(TF_TensorData(count.get()))[0] = 5;
    static_cast<int32_t*>(TF_TensorData(count.get()))[1] = 6;

    EXPECT_EQ(TF_AllocateOutput(ctx, 1, TF_FLOAT, dims, 1, 8, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"output 1", "is int32, not float"});
    EXPECT_EQ(TF_AllocateOutput(ctx, 1, TF_INT32, dims, 1, 4, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"len is 4 bytes", "needs 8"});
    const int64_t negative[] = {-2};
    EXPECT_EQ(TF_AllocateOutput(ctx, 1, TF_INT32, negative, 1, 8, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_AllocateOutput"});
    EXPECT_EQ(TF_AllocateOutput(ctx, 2, TF_INT32, dims, 1, 8, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"output index 2"});
    // 2**62 int32 elements: a valid shape whose byte count does not fit in a size_t.
    const int64_t huge[] = {int64_t{1} << 62};
    EXPECT_EQ(TF_AllocateOutput(ctx, 1, TF_INT32, huge, 1, 0, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"output 1 of shape [4611686018427387904] has too many bytes"});
  };
  std::vector<Tensor> outputs;
  Status run = Hook().Run(&outputs);
  ASSERT_TRUE(run.ok()) << run;
  EXPECT_EQ(Values(outputs[0]), "[1.5 -2]");
  EXPECT_EQ(Values(outputs[1]), "[5 6]");
}

TEST_F(KernelsTest, ForwardingReusesAnUnsharedInput) {
  int forwarded = -2;
  on_compute = [&](TF_OpKernelContext* ctx) {
    const int64_t dims[] = {2};
    const int candidates[] = {1, 0};
    TensorPtr y(TF_ForwardInputOrAllocateOutput(ctx, candidates, 2, 0, dims, 1, &forwarded,
                                                status_.get()));
    ExpectOk(status_.get());
    TensorPtr count(TF_ForwardInputOrAllocateOutput(ctx, nullptr, 0, 1, dims, 1, nullptr,
                                                    status_.get()));
    ExpectOk(status_.get());
    EXPECT_EQ(TF_ForwardInputOrAllocateOutput(ctx, nullptr, 1, 1, dims, 1, nullptr, status_.get()),
              nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"candidate_input_indices is NULL"});
  };
  std::vector<Tensor> outputs;
  KernelRunner runner = Hook();
  ASSERT_TRUE(runner.AllowForwarding().Run(&outputs).ok());
  EXPECT_EQ(forwarded, 0) << "input 1 is int32 and cannot become float output 0";
  EXPECT_EQ(Values(outputs[0]), "[1.5 -2]");

  ASSERT_TRUE(Hook().Run(&outputs).ok());
  EXPECT_EQ(forwarded, -1) << "inputs the caller still holds must not be forwarded";
}

// Memory that cannot be had is RESOURCE_EXHAUSTED in TensorFlow's words, from every C call that
// allocates; the kernel reports it and the next allocation works.
TEST_F(KernelsTest, FailedAllocationsAreResourceExhausted) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    const int64_t dims[] = {3, 2};
    FailAllocationAfter(0);
    EXPECT_EQ(TF_AllocateTemp(ctx, TF_DOUBLE, dims, 2, nullptr, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_RESOURCE_EXHAUSTED,
                 {"OOM when allocating tensor with shape[3,2] and type double on /device:CPU:0 "
                  "by allocator cpu"});
    FailAllocationAfter(0);
    EXPECT_EQ(TF_AllocateOutput(ctx, 1, TF_INT32, dims, 2, 24, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_RESOURCE_EXHAUSTED, {"shape[3,2] and type int32"});
    FailAllocationAfter(0);
    EXPECT_EQ(TF_ForwardInputOrAllocateOutput(ctx, nullptr, 0, 1, dims, 2, nullptr, status_.get()),
              nullptr);
    ExpectStatus(status_.get(), TF_RESOURCE_EXHAUSTED, {"shape[3,2] and type int32"});
    FailAllocationAfter(0);
    EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, dims, 2, 24), nullptr);
    CancelAllocationFault();
    TF_OpKernelContext_Failure(ctx, status_.get());
  };
  std::vector<Tensor> outputs;
  Status run = Hook().Run(&outputs);
  EXPECT_EQ(run.code(), absl::StatusCode::kResourceExhausted) << run;
  on_compute = nullptr;
  TensorPtr after(TF_AllocateTensor(TF_FLOAT, nullptr, 0, 4));
  EXPECT_NE(after, nullptr);
}

TEST_F(KernelsTest, TemporariesAndFailures) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    const int64_t dims[] = {3, 2};
    TF_AllocatorAttributes attributes{TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE, 1};
    TensorPtr temp(TF_AllocateTemp(ctx, TF_DOUBLE, dims, 2, &attributes, status_.get()));
    ExpectOk(status_.get());
    EXPECT_EQ(TF_TensorByteSize(temp.get()), 48u);
    TensorPtr plain(TF_AllocateTemp(ctx, TF_INT8, dims, 2, nullptr, status_.get()));
    ExpectOk(status_.get());
    TF_AllocatorAttributes old{1, 0};
    EXPECT_EQ(TF_AllocateTemp(ctx, TF_INT8, dims, 2, &old, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"struct_size is 1"});
    EXPECT_EQ(TF_AllocateTemp(ctx, TF_VARIANT, dims, 2, nullptr, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_AllocateTemp", "variant"});
    TensorPtr strings(TF_AllocateTemp(ctx, TF_STRING, dims, 2, nullptr, status_.get()));
    ExpectOk(status_.get());
    EXPECT_EQ(TF_TensorByteSize(strings.get()), 6 * sizeof(TF_TString));
    EXPECT_EQ(TF_StringGetSize(static_cast<TF_TString*>(TF_TensorData(strings.get())) + 5), 0u);

    TF_SetStatus(status_.get(), TF_OK, "");
    TF_OpKernelContext_Failure(ctx, status_.get());  // OK: ignored
    TF_OpKernelContext_Failure(ctx, nullptr);
    TF_SetStatus(status_.get(), TF_DATA_LOSS, "first problem");
    TF_OpKernelContext_Failure(ctx, status_.get());
    TF_SetStatus(status_.get(), TF_INTERNAL, "second problem");
    TF_OpKernelContext_Failure(ctx, status_.get());
  };
  std::vector<Tensor> outputs;
  ExpectStatus(Hook().Run(&outputs), error::DATA_LOSS, {"first problem"});
}

TEST_F(KernelsTest, NullContextsGiveFallbacks) {
  auto* status = status_.get();
  EXPECT_EQ(TF_NumInputs(nullptr), -1);
  EXPECT_EQ(TF_NumOutputs(nullptr), -1);
  EXPECT_EQ(TF_StepId(nullptr), -1);
  EXPECT_EQ(TF_ExpectedOutputDataType(nullptr, 0), static_cast<TF_DataType>(0));
  EXPECT_EQ(TF_GetOpKernelName(nullptr).len, 0u);
  EXPECT_EQ(TF_GetOpKernelRequestedInput(nullptr, 0).len, 0u);
  EXPECT_EQ(TF_OpKernelConstruction_GetName(nullptr).len, 0u);
  TF_Tensor* tensor = nullptr;
  TF_GetInput(nullptr, 0, &tensor, status);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_GetInput: ctx is NULL"});
  TF_SetOutput(nullptr, 0, nullptr, status);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_SetOutput: ctx is NULL"});
  EXPECT_EQ(TF_AllocateOutput(nullptr, 0, TF_FLOAT, nullptr, 0, 4, status), nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_AllocateOutput: context is NULL"});
  EXPECT_EQ(TF_ForwardInputOrAllocateOutput(nullptr, nullptr, 0, 0, nullptr, 0, nullptr, status),
            nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"context is NULL"});
  EXPECT_EQ(TF_AllocateTemp(nullptr, TF_FLOAT, nullptr, 0, nullptr, status), nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_AllocateTemp: context is NULL"});
  EXPECT_EQ(TF_GetStream(nullptr, status), nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_GetStream: ctx is NULL"});
  TF_InputRange(nullptr, "x", nullptr);
  TF_OpKernelContext_Failure(nullptr, status);
  TF_OpKernelConstruction_Failure(nullptr, status);

  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_GetInput(ctx, 0, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetInput: tensor is NULL"});
    TF_SetOutput(ctx, 0, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_SetOutput: tensor is NULL"});
    const int64_t dims[] = {2};
    TF_Tensor* output = TF_AllocateOutput(ctx, 0, TF_FLOAT, dims, 1, 8, nullptr);  // no status
    EXPECT_NE(output, nullptr);
    TF_DeleteTensor(output);
  };
  std::vector<Tensor> outputs;
  EXPECT_TRUE(Hook().Run(&outputs).ok());
}

// ---- Version 3: the rest of TensorFlow's kernels.h.

TEST_F(KernelsTest, ContextDescribesInputsDeviceAndVersion) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    auto* status = status_.get();
    EXPECT_EQ(TF_InputDatatype(ctx, 0), TF_FLOAT);
    EXPECT_EQ(TF_InputDatatype(ctx, 1), TF_INT32);
    EXPECT_EQ(TF_InputDatatype(ctx, 2), static_cast<TF_DataType>(0));
    EXPECT_EQ(TF_InputDatatype(ctx, -1), static_cast<TF_DataType>(0));
    EXPECT_EQ(TF_GetStepId(ctx), TF_StepId(ctx));
    EXPECT_EQ(TF_GetFrameId(ctx), 0u);
    EXPECT_EQ(TF_GetIterId(ctx), 0);
    EXPECT_EQ(TF_GetGraphDefVersion(ctx), TF_GRAPH_DEF_VERSION);
    const TF_StringView device = TF_GetDeviceName(ctx);
    EXPECT_EQ(std::string(device.data, device.len), "/device:CPU:0");
    EXPECT_EQ(TF_GetDeviceId(ctx), 0);

    // On the CPU every argument is in host memory.
    EXPECT_TRUE(TF_IsHostMemoryInput(ctx, 0, status));
    ExpectOk(status);
    EXPECT_TRUE(TF_IsHostMemoryOutput(ctx, 1, status));
    ExpectOk(status);
    EXPECT_FALSE(TF_IsHostMemoryInput(ctx, 2, status));
    ExpectStatus(status, TF_OUT_OF_RANGE,
                 {"TF_IsHostMemoryInput: input index 2 out of range [0, 2) in op "
                  "CApiKernelsTestHook"});
    EXPECT_FALSE(TF_IsHostMemoryOutput(ctx, -1, status));
    ExpectStatus(status, TF_OUT_OF_RANGE, {"TF_IsHostMemoryOutput: output index -1 out of range"});
  };
  std::vector<Tensor> outputs;
  EXPECT_TRUE(Hook().Run(&outputs).ok());
}

TEST_F(KernelsTest, MutableOutputSeesWhatWasAllocated) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    auto* status = status_.get();
    EXPECT_EQ(TF_GetMutableOutput(ctx, 1, status), nullptr);
    ExpectStatus(status, TF_FAILED_PRECONDITION,
                 {"TF_GetMutableOutput: output 1 of op CApiKernelsTestHook has not been set or "
                  "allocated yet"});
    EXPECT_EQ(TF_GetMutableOutput(ctx, 2, status), nullptr);
    ExpectStatus(status, TF_OUT_OF_RANGE, {"TF_GetMutableOutput: output index 2 out of range"});

    const int64_t dims[] = {2};
    TensorPtr allocated(TF_AllocateOutput(ctx, 1, TF_INT32, dims, 1, 8, status));
    ExpectOk(status);
    TensorPtr output(TF_GetMutableOutput(ctx, 1, status));
    ExpectOk(status);
    ASSERT_NE(output, nullptr);
    EXPECT_EQ(TF_TensorData(output.get()), TF_TensorData(allocated.get()));
    EXPECT_EQ(TF_Dim(output.get(), 0), 2);
    auto* values = static_cast<int32_t*>(TF_TensorData(output.get()));
    values[0] = 5;
    values[1] = 6;
  };
  std::vector<Tensor> outputs;
  ASSERT_TRUE(Hook().Run(&outputs).ok());
  EXPECT_EQ(Values(outputs[1]), "[5 6]");
}

TEST_F(KernelsTest, Version3NullContextsGiveFallbacks) {
  auto* status = status_.get();
  EXPECT_EQ(TF_InputDatatype(nullptr, 0), static_cast<TF_DataType>(0));
  EXPECT_EQ(TF_GetMutableOutput(nullptr, 0, status), nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_GetMutableOutput: ctx is NULL"});
  EXPECT_FALSE(TF_IsHostMemoryInput(nullptr, 0, status));
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_IsHostMemoryInput: ctx is NULL"});
  EXPECT_FALSE(TF_IsHostMemoryOutput(nullptr, 0, status));
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_IsHostMemoryOutput: ctx is NULL"});
  EXPECT_EQ(TF_GetStepId(nullptr), -1);
  EXPECT_EQ(TF_GetFrameId(nullptr), 0u);
  EXPECT_EQ(TF_GetIterId(nullptr), 0);
  EXPECT_EQ(TF_GetGraphDefVersion(nullptr), -1);
  EXPECT_EQ(TF_GetDeviceName(nullptr).len, 0u);
  EXPECT_EQ(TF_GetDeviceId(nullptr), -1);
  EXPECT_EQ(TF_OpKernelConstruction_GetNodeDef(nullptr, status), nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"TF_OpKernelConstruction_GetNodeDef: ctx is NULL"});
  EXPECT_EQ(TF_OpKernelConstruction_GetAttrFunction(nullptr, "f", status), nullptr);
  ExpectStatus(status, TF_INVALID_ARGUMENT, {"ctx is NULL"});
  EXPECT_EQ(TF_NewAsyncKernelBuilder("Op", "CPU", nullptr, nullptr, nullptr), nullptr);
  TF_RunAsyncOpKernelDoneCallback(nullptr);
}

// A kernel registered for GPU with a host-memory input, created for the GPU device type (run on
// the CPU device object: only the memory types are looked at).
TEST_F(KernelsTest, HostMemoryFollowsTheRegistrationOffTheCpu) {
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("CApiKernelsTestHook", "GPU", &HookCreate, &HookCompute, &HookDelete);
  TF_KernelBuilder_HostMemory(builder, "x");
  TF_RegisterKernelBuilder("HookKernelGpu", builder, status_.get());
  ExpectOk(status_.get());

  bool ran = false;
  on_compute = [this, &ran](TF_OpKernelContext* ctx) {
    ran = true;
    auto* status = status_.get();
    EXPECT_TRUE(TF_IsHostMemoryInput(ctx, 0, status)) << "x is kept on the host";
    EXPECT_TRUE(TF_IsHostMemoryInput(ctx, 1, status)) << "int32 tensors are on the host";
    EXPECT_FALSE(TF_IsHostMemoryOutput(ctx, 0, status)) << "y (float) is on the device";
    EXPECT_TRUE(TF_IsHostMemoryOutput(ctx, 1, status));
    ExpectOk(status);
  };
  KernelRunner runner = Hook();
  ASSERT_TRUE(runner.Create().ok());  // builds the node
  std::unique_ptr<OpKernel> kernel;
  ASSERT_TRUE(CreateOpKernel(DEVICE_GPU, CpuDevice::Default(), cpu_allocator(), runner.node(),
                             TF_GRAPH_DEF_VERSION, &kernel)
                  .ok());
  const Tensor x = MakeFloatTensor(TensorShape({2}), {1, 2});
  const Tensor more = MakeTensor(TensorShape({}), {1});
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {&x, &more};
  OpKernelContext context(&params);
  kernel->Compute(&context);
  EXPECT_TRUE(ran);
}

}  // namespace
}  // namespace tensorflow
