// What a kernel may ask of the runtime around its run (kernel_runtime.cc): deferred work, the
// function library, the configuration, resources and rendezvous; and status payloads reported
// from a kernel.
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/c/testing/kernels_test_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelsTest;
using c_api_testing::on_compute;
using c_api_testing::RegisterHookKernel;
using c_api_testing::RegisterOp;

using KernelRuntimeTest = KernelsTest;

TEST_F(KernelRuntimeTest, ARunWaitsForTheDeferredWorkItAnnounced) {
  std::atomic<bool> work_done{false};
  std::thread worker;
  on_compute = [&](TF_OpKernelContext* ctx) {
    TF_IncNumDeferredOps(ctx);
    TF_IncNumDeferredOps(ctx);
    TF_DecNumDeferredOps(ctx);  // one finished at once
    // The other "runs on a device" after compute_func returns, and ends through the context.
    worker = std::thread([&work_done, ctx] {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      EXPECT_EQ(TF_NumInputs(ctx), 2) << "the context is valid until the deferred work ends";
      work_done = true;
      TF_DecNumDeferredOps(ctx);
    });
  };
  std::vector<Tensor> outputs;
  const Status status = Hook().Run(&outputs);
  EXPECT_TRUE(work_done) << "the run ended before its deferred work";
  worker.join();
  EXPECT_TRUE(status.ok()) << status;
}

TEST_F(KernelRuntimeTest, UnmatchedOrUntrackedDeferredCallsAreHarmless) {
  on_compute = [](TF_OpKernelContext* ctx) {
    TF_DecNumDeferredOps(ctx);  // nothing announced: logged, ignored
    TF_IncNumDeferredOps(ctx);
    TF_DecNumDeferredOps(ctx);
  };
  std::vector<Tensor> outputs;
  EXPECT_TRUE(Hook().Run(&outputs).ok());
  TF_IncNumDeferredOps(nullptr);
  TF_DecNumDeferredOps(nullptr);
  // A context whose runner tracks nothing (no functions installed): the calls do nothing.
  OpKernelContext::Params params;
  OpKernelContext context(&params, /*num_outputs=*/0);
  TF_IncNumDeferredOps(reinterpret_cast<TF_OpKernelContext*>(&context));
  TF_DecNumDeferredOps(reinterpret_cast<TF_OpKernelContext*>(&context));
}

TEST_F(KernelRuntimeTest, SerializedFunctionLibraryAndConfigAreEmpty) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_Buffer* library = TF_NewBuffer();
    TF_GetSerializedFunctionDefLibrary(ctx, library, status_.get());
    ExpectOk(status_.get());
    FunctionDefLibrary parsed;
    EXPECT_TRUE(parsed.ParseFromArray(library->data, static_cast<int>(library->length)));
    EXPECT_EQ(parsed.function_size(), 0);
    TF_DeleteBuffer(library);

    TF_Buffer* config = TF_NewBuffer();
    TF_GetSerializedConfigProto(ctx, config, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(config->length, 0u);  // the default ConfigProto
    TF_DeleteBuffer(config);

    // The buffer must be empty, and there must be one.
    static const char kBytes[] = "taken";
    TF_Buffer* full = TF_NewBufferFromString(kBytes, sizeof(kBytes));
    TF_GetSerializedFunctionDefLibrary(ctx, full, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"TF_GetSerializedFunctionDefLibrary", "non-empty TF_Buffer"});
    EXPECT_EQ(full->length, sizeof(kBytes)) << "a refused buffer is left alone";
    TF_GetSerializedConfigProto(ctx, full, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetSerializedConfigProto", "non-empty"});
    TF_DeleteBuffer(full);
    TF_GetSerializedFunctionDefLibrary(ctx, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"buffer is NULL"});
    TF_GetSerializedConfigProto(ctx, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"buffer is NULL"});
  };
  std::vector<Tensor> outputs;
  Hook().Run(&outputs).IgnoreError();  // outputs are not set: only the checks above matter

  TF_Buffer* buffer = TF_NewBuffer();
  TF_GetSerializedFunctionDefLibrary(nullptr, buffer, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
               {"TF_GetSerializedFunctionDefLibrary: ctx is NULL"});
  TF_GetSerializedConfigProto(nullptr, buffer, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetSerializedConfigProto: ctx is NULL"});
  TF_DeleteBuffer(buffer);
}

TEST_F(KernelRuntimeTest, ResourceHandlesAreRefusedByIndexAndType) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_Buffer* buffer = TF_NewBuffer();
    TF_GetSerializedResourceHandleProto(ctx, 1, buffer, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"TF_GetSerializedResourceHandleProto: input 1 of op CApiKernelsTestHook is "
                  "int32, not resource"});
    TF_GetSerializedResourceHandleProto(ctx, 2, buffer, status_.get());
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"input index 2 out of range [0, 2)"});
    TF_GetSerializedResourceHandleProto(ctx, -1, buffer, status_.get());
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"input index -1"});
    TF_GetSerializedResourceHandleProto(ctx, 0, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"buffer is NULL"});
    EXPECT_EQ(buffer->data, nullptr);
    TF_DeleteBuffer(buffer);
  };
  std::vector<Tensor> outputs;
  Hook().Run(&outputs).IgnoreError();
  TF_Buffer* buffer = TF_NewBuffer();
  TF_GetSerializedResourceHandleProto(nullptr, 0, buffer, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"ctx is NULL"});
  TF_DeleteBuffer(buffer);
}

TEST_F(KernelRuntimeTest, TheDefaultContainerIsTheDevicesAndThereIsNoRendezvous) {
  int calls = 0;
  on_compute = [&calls](TF_OpKernelContext* ctx) {
    ++calls;
    const TF_StringView container = TF_GetResourceMgrDefaultContainerName(ctx);
    EXPECT_EQ(std::string(container.data, container.len), "localhost");
    const TF_RendezvousThunk thunk = TF_GetRendezvous(ctx);
    EXPECT_EQ(thunk.rendezvous, nullptr);
    EXPECT_EQ(thunk.send_func, nullptr);
    EXPECT_EQ(thunk.async_recv_func, nullptr);
    EXPECT_EQ(thunk.start_abort_func, nullptr);
  };
  std::vector<Tensor> outputs;
  Hook().Run(&outputs).IgnoreError();
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(TF_GetResourceMgrDefaultContainerName(nullptr).len, 0u);
  EXPECT_EQ(TF_GetRendezvous(nullptr).rendezvous, nullptr);
}

TEST_F(KernelRuntimeTest, ResourceHandleInputsAreSerialized) {
  RegisterOp("CApiResourceHook", {}, {"handle: resource"}, {});
  RegisterHookKernel("CApiResourceHook", "ResourceHookKernel");
  ResourceHandleProto seen;
  on_compute = [&](TF_OpKernelContext* ctx) {
    TF_Buffer* buffer = TF_NewBuffer();
    TF_GetSerializedResourceHandleProto(ctx, 0, buffer, status_.get());
    ExpectOk(status_.get());
    EXPECT_TRUE(seen.ParseFromArray(buffer->data, static_cast<int>(buffer->length)));
    TF_DeleteBuffer(buffer);
  };
  ResourceHandle handle;
  handle.set_device("/device:CPU:0");
  handle.set_container("box");
  handle.set_name("table");
  handle.set_hash_code(42);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(c_api_testing::KernelRunner("CApiResourceHook").Input(Tensor(handle)).Run(&outputs).ok());
  EXPECT_EQ(seen.container(), "box");
  EXPECT_EQ(seen.name(), "table");
  EXPECT_EQ(seen.hash_code(), 42u);

  on_compute = [&](TF_OpKernelContext* ctx) {
    TF_Buffer* buffer = TF_NewBuffer();
    TF_GetSerializedResourceHandleProto(ctx, 0, buffer, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"input 0 of op CApiResourceHook is an empty resource handle"});
    TF_DeleteBuffer(buffer);
  };
  ASSERT_TRUE(c_api_testing::KernelRunner("CApiResourceHook")
                  .Input(Tensor(DT_RESOURCE, TensorShape({0})))
                  .Run(&outputs)
                  .ok());
}

TEST_F(KernelRuntimeTest, PayloadsOfAKernelsFailureReachTheCaller) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_SetStatus(status_.get(), TF_RESOURCE_EXHAUSTED, "device memory");
    TF_SetPayload(status_.get(), "tflc.test/bytes_wanted", "4096");
    TF_OpKernelContext_Failure(ctx, status_.get());
  };
  std::vector<Tensor> outputs;
  const absl::Status status = Hook().Run(&outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kResourceExhausted);
  ASSERT_TRUE(status.GetPayload("tflc.test/bytes_wanted").has_value());
  EXPECT_EQ(std::string(*status.GetPayload("tflc.test/bytes_wanted")), "4096");
}

}  // namespace
}  // namespace tensorflow
