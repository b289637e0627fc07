// Tests of the C API's kernel registration (kernels.cc): builders, their checks against the op,
// KernelDefs, and synchronous and asynchronous kernels run end to end.
#include "tensorflow_lite_core/c/kernels.h"

#include <cstdint>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/c/testing/kernels_test_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"

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
using c_api_testing::NewStatus;
using c_api_testing::RegisterOp;
using c_api_testing::Values;
using c_api_testing::live_kernels;

// ---- A whole kernel, as a plugin writes one.

struct AddOne {
  int32_t delta = 1;
};

void* AddOneCreate(TF_OpKernelConstruction* ctx) {
  auto* kernel = new AddOne;
  TF_Status* status = TF_NewStatus();
  TF_OpKernelConstruction_GetAttrInt32(ctx, "delta", &kernel->delta, status);
  if (TF_GetCode(status) != TF_OK) TF_OpKernelConstruction_Failure(ctx, status);
  TF_DeleteStatus(status);
  return kernel;
}

void AddOneCompute(void* state, TF_OpKernelContext* ctx) {
  const int32_t delta = static_cast<AddOne*>(state)->delta;
  TF_Status* status = TF_NewStatus();
  TF_Tensor* input = nullptr;
  TF_GetInput(ctx, 0, &input, status);
  if (TF_GetCode(status) == TF_OK) {
    int64_t dims[8];
    const int rank = TF_NumDims(input);
    for (int d = 0; d < rank; ++d) dims[d] = TF_Dim(input, d);
    TF_Tensor* output = TF_AllocateOutput(ctx, 0, TF_INT32, dims, rank,
                                          TF_TensorByteSize(input), status);
    if (TF_GetCode(status) == TF_OK) {
      const int32_t* in = static_cast<const int32_t*>(TF_TensorData(input));
      int32_t* out = static_cast<int32_t*>(TF_TensorData(output));
      for (int64_t i = 0; i < TF_TensorElementCount(input); ++i) out[i] = in[i] + delta;
    }
    TF_DeleteTensor(output);
  }
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(input);
  TF_DeleteStatus(status);
}

void AddOneDelete(void* state) { delete static_cast<AddOne*>(state); }

TEST(KernelsEndToEndTest, RegisteredKernelRuns) {
  RegisterOp("CApiKernelsTestAddOne", {"T: {int32, float}", "delta: int = 1"}, {"x: T"}, {"y: T"});
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("CApiKernelsTestAddOne", "CPU", &AddOneCreate, &AddOneCompute, &AddOneDelete);
  auto status = NewStatus();
  TF_KernelBuilder_TypeConstraint(builder, "T", TF_INT32, status.get());
  ExpectOk(status.get());
  TF_RegisterKernelBuilder("AddOneOp", builder, status.get());
  ExpectOk(status.get());
  EXPECT_EQ(KernelsRegisteredForOp("CApiKernelsTestAddOne"), "  device='CPU'; T in [DT_INT32]\n");

  std::vector<Tensor> outputs;
  Status run = KernelRunner("CApiKernelsTestAddOne")
                   .Attr("delta", 10)
                   .Input(MakeTensor(TensorShape({2, 2}), {1, 2, 3, 4}))
                   .Run(&outputs);
  ASSERT_TRUE(run.ok()) << run;
  EXPECT_EQ(Values(outputs[0]), "[[11 12][13 14]]");

  // The type constraint leaves float nodes without a kernel.
  run = KernelRunner("CApiKernelsTestAddOne").Input(MakeFloatTensor(TensorShape({1}), {1})).Run(&outputs);
  ExpectStatus(run, error::NOT_FOUND, {"No registered 'CApiKernelsTestAddOne' OpKernel", "T in [DT_INT32]"});
}

TEST(KernelsEndToEndTest, CreateFailureDropsTheKernel) {
  RegisterOp("CApiKernelsTestBadAttr", {"delta: string"}, {"x: int32"}, {"y: int32"});
  TF_KernelBuilder* builder = TF_NewKernelBuilder("CApiKernelsTestBadAttr", "CPU", &AddOneCreate,
                                                  &AddOneCompute, &AddOneDelete);
  auto status = NewStatus();
  TF_RegisterKernelBuilder("AddOneOp", builder, status.get());
  ExpectOk(status.get());
  KernelRunner runner("CApiKernelsTestBadAttr");
  Status created = runner.Attr("delta", "ten").Input(MakeTensor(TensorShape({1}), {1})).Create();
  ExpectStatus(created, error::INVALID_ARGUMENT, {"type 'string'", "'int' expected", "delta"});
  EXPECT_EQ(runner.kernel(), nullptr);
}

TEST_F(KernelsTest, KernelLifetime) {
  {
    KernelRunner runner = Hook();
    ASSERT_TRUE(runner.Create().ok());
    EXPECT_EQ(live_kernels, 1);
  }
  EXPECT_EQ(live_kernels, 0) << "delete_func was not called";
}

// ---- Registration errors.

TEST(KernelsRegistrationTest, BuilderArgumentsAreChecked) {
  EXPECT_EQ(TF_NewKernelBuilder(nullptr, "CPU", nullptr, &HookCompute, nullptr), nullptr);
  EXPECT_EQ(TF_NewKernelBuilder("Op", nullptr, nullptr, &HookCompute, nullptr), nullptr);
  EXPECT_EQ(TF_NewKernelBuilder("Op", "CPU", &HookCreate, nullptr, &HookDelete), nullptr);

  auto status = NewStatus();
  TF_KernelBuilder_TypeConstraint(nullptr, "T", TF_FLOAT, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_KernelBuilder_TypeConstraint: kernel_builder is NULL"});
  TF_KernelBuilder* builder = TF_NewKernelBuilder("Op", "CPU", nullptr, &HookCompute, nullptr);
  TF_KernelBuilder_TypeConstraint(builder, nullptr, TF_FLOAT, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"attr_name is NULL"});
  TF_KernelBuilder_TypeConstraint(builder, "T", static_cast<TF_DataType>(55), status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"55 is not a TF_DataType", "'T'"});
  TF_KernelBuilder_TypeConstraint(builder, "T", static_cast<TF_DataType>(101), status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"101 is not a TF_DataType"});
  TF_KernelBuilder_HostMemory(nullptr, "x");
  TF_KernelBuilder_HostMemory(builder, nullptr);
  TF_KernelBuilder_Priority(nullptr, 3);
  TF_KernelBuilder_Label(nullptr, "l");
  TF_KernelBuilder_Label(builder, nullptr);
  TF_DeleteKernelBuilder(builder);
  TF_DeleteKernelBuilder(nullptr);

  TF_RegisterKernelBuilder("Nothing", nullptr, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_RegisterKernelBuilder: builder is NULL"});
  builder = TF_NewKernelBuilder("Op", "CPU", nullptr, &HookCompute, nullptr);
  TF_RegisterKernelBuilder(nullptr, builder, status.get());  // takes the builder anyway
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"kernel_name is NULL"});
}

// Registers a kernel of `op` set up by `configure`, expecting it to be refused with `pieces`.
void ExpectRegistrationFails(const char* op, const std::function<void(TF_KernelBuilder*)>& configure,
                             const std::vector<std::string>& pieces) {
  const std::string before = c_api_testing::RegistrySnapshot();
  TF_KernelBuilder* builder = TF_NewKernelBuilder(op, "CPU", nullptr, &HookCompute, nullptr);
  configure(builder);
  auto status = NewStatus();
  TF_RegisterKernelBuilder("RefusedKernel", builder, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, pieces);
  EXPECT_EQ(c_api_testing::RegistrySnapshot(), before);
}

TEST(KernelsRegistrationTest, KernelsMustFitTheirOp) {
  RegisterOp("CApiKernelsTestStrict", {"T: {float, int32}", "n: int"}, {"x: T"}, {"y: T"});
  auto ignore = NewStatus();
  ExpectRegistrationFails(
      "CApiKernelsTestStrict",
      [&](TF_KernelBuilder* b) { TF_KernelBuilder_TypeConstraint(b, "U", TF_FLOAT, ignore.get()); },
      {"constrains attr 'U', which the op does not have"});
  ExpectRegistrationFails(
      "CApiKernelsTestStrict",
      [&](TF_KernelBuilder* b) { TF_KernelBuilder_TypeConstraint(b, "n", TF_FLOAT, ignore.get()); },
      {"type constraint on attr 'n', which is of type 'int'"});
  ExpectRegistrationFails("CApiKernelsTestStrict",
                          [](TF_KernelBuilder* b) { TF_KernelBuilder_HostMemory(b, "w"); },
                          {"keeps argument 'w' in host memory, but the op has no such input"});
}

// As in TensorFlow, a kernel for a type its op does not allow registers (it is never selected), and
// so does one for an unknown op.
TEST(KernelsRegistrationTest, KernelsNoNodeCanSelectRegister) {
  RegisterOp("CApiKernelsTestNarrow", {"T: {int32}"}, {"x: T"}, {"y: T"});
  const std::string before = c_api_testing::RegistrySnapshot();
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("CApiKernelsTestNarrow", "CPU", nullptr, &HookCompute, nullptr);
  auto status = NewStatus();
  TF_KernelBuilder_TypeConstraint(builder, "T", TF_DOUBLE, status.get());
  ASSERT_EQ(TF_GetCode(status.get()), TF_OK) << TF_Message(status.get());
  TF_RegisterKernelBuilder("WiderKernel", builder, status.get());
  ASSERT_EQ(TF_GetCode(status.get()), TF_OK) << TF_Message(status.get());
  EXPECT_NE(c_api_testing::RegistrySnapshot(), before);
  const std::string kernels = tensorflow::KernelsRegisteredForOp("CApiKernelsTestNarrow");
  EXPECT_NE(kernels.find("DT_DOUBLE"), std::string::npos) << kernels;
  // So does a kernel for an op nobody has registered (yet).
  builder = TF_NewKernelBuilder("CApiKernelsTestNobody", "CPU", nullptr, &HookCompute, nullptr);
  TF_RegisterKernelBuilder("OrphanKernel", builder, status.get());
  ASSERT_EQ(TF_GetCode(status.get()), TF_OK) << TF_Message(status.get());
  EXPECT_NE(tensorflow::KernelsRegisteredForOp("CApiKernelsTestNobody").find("device='CPU'"),
            std::string::npos);
}

TEST(KernelsRegistrationTest, LabelPriorityAndHostMemoryReachTheKernelDef) {
  RegisterOp("CApiKernelsTestDetails", {"T: type"}, {"x: T"}, {"y: T"});
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("CApiKernelsTestDetails", "CPU", nullptr, &HookCompute, nullptr);
  auto status = NewStatus();
  TF_KernelBuilder_TypeConstraint(builder, "T", TF_FLOAT, status.get());
  TF_KernelBuilder_TypeConstraint(builder, "T", TF_INT8, status.get());
  TF_KernelBuilder_HostMemory(builder, "y");
  TF_KernelBuilder_Label(builder, "special");
  TF_KernelBuilder_Priority(builder, 4);
  TF_RegisterKernelBuilder("DetailedKernel", builder, status.get());
  ExpectOk(status.get());
  const KernelList kernels = GetRegisteredKernelsForOp("CApiKernelsTestDetails");
  ASSERT_EQ(kernels.kernel_size(), 1);
  const KernelDef& def = kernels.kernel(0);
  EXPECT_EQ(def.device_type(), "CPU");
  EXPECT_EQ(def.label(), "special");
  EXPECT_EQ(def.priority(), 4);
  ASSERT_EQ(def.host_memory_arg_size(), 1);
  EXPECT_EQ(def.host_memory_arg(0), "y");
  ASSERT_EQ(def.constraint_size(), 1);
  EXPECT_EQ(def.constraint(0).allowed_values().list().type_size(), 2);
}

// ---- Asynchronous kernels.

// y = 2 * x, finished on another thread.
void DoubleLater(void* /*state*/, TF_OpKernelContext* ctx, TF_AsyncOpKernelDoneCallback* done) {
  std::thread([ctx, done] {
    TF_Status* status = TF_NewStatus();
    TF_Tensor* input = nullptr;
    TF_GetInput(ctx, 0, &input, status);
    TF_Tensor* output = nullptr;
    if (TF_GetCode(status) == TF_OK) {
      const int64_t dims[] = {TF_Dim(input, 0)};
      output = TF_AllocateOutput(ctx, 0, TF_FLOAT, dims, 1, TF_TensorByteSize(input), status);
    }
    if (TF_GetCode(status) == TF_OK) {
      const float* in = static_cast<const float*>(TF_TensorData(input));
      float* out = static_cast<float*>(TF_TensorData(output));
      for (int64_t i = 0; i < TF_TensorElementCount(input); ++i) out[i] = 2 * in[i];
    } else {
      TF_OpKernelContext_Failure(ctx, status);
    }
    TF_DeleteTensor(output);
    TF_DeleteTensor(input);
    TF_DeleteStatus(status);
    TF_RunAsyncOpKernelDoneCallback(done);
  }).detach();
}

TEST(KernelsAsyncTest, AsyncKernelFinishesOnAnotherThread) {
  RegisterOp("CApiKernelsTestAsync", {}, {"x: float"}, {"y: float"});
  TF_KernelBuilder* builder =
      TF_NewAsyncKernelBuilder("CApiKernelsTestAsync", "CPU", nullptr, &DoubleLater, nullptr);
  ASSERT_NE(builder, nullptr);
  auto status = NewStatus();
  TF_RegisterKernelBuilder("DoubleLater", builder, status.get());
  ExpectOk(status.get());

  KernelRunner runner("CApiKernelsTestAsync");
  runner.Input(MakeFloatTensor(TensorShape({3}), {1, -2, 0.5f}));
  ASSERT_TRUE(runner.Create().ok());
  EXPECT_NE(runner.kernel()->AsAsync(), nullptr);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner.Run(&outputs).ok());  // Compute waits for the done callback
  EXPECT_EQ(Values(outputs[0]), "[2 -4 1]");
}

// ---- Registration with a KernelDef.

std::string Serialized(const std::string& kernel_def_text) {
  KernelDef def;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(kernel_def_text, &def))
      << kernel_def_text;
  return def.SerializeAsString();
}

TEST(KernelsRegistrationTest, KernelDefReplacesTheBuilderDescription) {
  RegisterOp("CApiKernelsTestWithDef", {"T: {float, int32}", "n: int = 1", "delta: int = 1"},
             {"x: T"}, {"y: T"});
  auto status = NewStatus();
  const std::string def = Serialized(
      "op: 'CApiKernelsTestWithDef' device_type: 'CPU' label: 'from_def' priority: 4 "
      "constraint { name: 'T' allowed_values { list { type: DT_INT32 } } } "
      "constraint { name: 'n' allowed_values { list { i: [1, 2] } } }");
  TF_RegisterKernelBuilderWithKernelDef(
      def.c_str(), "WithDef",
      TF_NewKernelBuilder("CApiKernelsTestWithDef", "CPU", &AddOneCreate, &AddOneCompute,
                          &AddOneDelete),
      status.get());
  ExpectOk(status.get());
  const std::string kernels = KernelsRegisteredForOp("CApiKernelsTestWithDef");
  EXPECT_NE(kernels.find("label='from_def'"), std::string::npos) << kernels;
  EXPECT_NE(kernels.find("T in [DT_INT32]"), std::string::npos) << kernels;

  // A NULL def is TF_RegisterKernelBuilder.
  TF_RegisterKernelBuilderWithKernelDef(
      nullptr, "WithoutDef",
      TF_NewKernelBuilder("CApiKernelsTestWithDef", "CPU", &AddOneCreate, &AddOneCompute,
                          &AddOneDelete),
      status.get());
  ExpectOk(status.get());
  KernelRunner runner("CApiKernelsTestWithDef");
  runner.Attr("T", DT_INT32).Input(MakeTensor(TensorShape({2}), {1, 2}));
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner.Run(&outputs).ok());
  EXPECT_EQ(Values(outputs[0]), "[2 3]");
}

TEST(KernelsRegistrationTest, KernelDefsAreCheckedAgainstTheirOp) {
  RegisterOp("CApiKernelsTestBadDef", {"T: {float, int32}"}, {"x: T"}, {"y: T"});
  const std::string before = c_api_testing::RegistrySnapshot();
  auto status = NewStatus();
  auto try_def = [&](const std::string& def) {
    TF_RegisterKernelBuilderWithKernelDef(
        def.c_str(), "BadDef",
        TF_NewKernelBuilder("CApiKernelsTestBadDef", "CPU", &AddOneCreate, &AddOneCompute,
                            &AddOneDelete),
        status.get());
  };
  try_def("\xff\xff\xff");
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"TF_RegisterKernelBuilderWithKernelDef: serialized_kernel_def of kernel 'BadDef' "
                "is not a serialized KernelDef"});
  try_def(Serialized("op: 'CApiKernelsTestHook' device_type: 'CPU'"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"is for op 'CApiKernelsTestHook', but its builder for op 'CApiKernelsTestBadDef'"});
  try_def(Serialized("op: 'CApiKernelsTestBadDef'"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"names no device_type"});
  try_def(Serialized("op: 'CApiKernelsTestBadDef' device_type: 'CPU' "
                     "constraint { name: 'U' allowed_values { list { type: DT_FLOAT } } }"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"constrains attr 'U', which the op does not have"});
  try_def(Serialized("op: 'CApiKernelsTestBadDef' device_type: 'CPU' "
                     "constraint { name: 'T' allowed_values { list { i: 3 } } }"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"has an int constraint on attr 'T', which is of type 'type', not an int"});
  try_def(Serialized("op: 'CApiKernelsTestBadDef' device_type: 'CPU' host_memory_arg: 'z'"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"keeps argument 'z' in host memory"});
  TF_RegisterKernelBuilderWithKernelDef("", nullptr, nullptr, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"builder is NULL"});
  EXPECT_EQ(c_api_testing::RegistrySnapshot(), before) << "a refused def registered something";
}

}  // namespace
}  // namespace tensorflow
