#include "tensorflow_lite_core/c/kernels.h"

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelRunner;
using c_api_testing::MakeFloatTensor;
using c_api_testing::MakeTensor;
using c_api_testing::NewStatus;
using c_api_testing::TensorPtr;
using c_api_testing::Values;

void RegisterOp(const char* name, const std::vector<std::string>& attrs,
                const std::vector<std::string>& inputs, const std::vector<std::string>& outputs) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder(name);
  for (const std::string& spec : attrs) TF_OpDefinitionBuilderAddAttr(builder, spec.c_str());
  for (const std::string& spec : inputs) TF_OpDefinitionBuilderAddInput(builder, spec.c_str());
  for (const std::string& spec : outputs) TF_OpDefinitionBuilderAddOutput(builder, spec.c_str());
  auto status = NewStatus();
  TF_RegisterOpDefinition(builder, status.get());
  ExpectOk(status.get());
}

// Per-test behaviour of the kernels below: what create_func and compute_func do.
std::function<void(TF_OpKernelConstruction*)> on_create;
std::function<void(TF_OpKernelContext*)> on_compute;
int live_kernels = 0;

void* HookCreate(TF_OpKernelConstruction* ctx) {
  ++live_kernels;
  if (on_create) on_create(ctx);
  return &live_kernels;
}
void HookCompute(void* state, TF_OpKernelContext* ctx) {
  EXPECT_EQ(state, &live_kernels) << "compute_func must receive create_func's state";
  if (on_compute) on_compute(ctx);
}
void HookDelete(void* state) {
  EXPECT_EQ(state, &live_kernels);
  --live_kernels;
}

void RegisterHookKernel(const char* op, const char* kernel_name,
                        const std::vector<TF_DataType>& types = {}) {
  TF_KernelBuilder* builder = TF_NewKernelBuilder(op, "CPU", &HookCreate, &HookCompute, &HookDelete);
  ASSERT_NE(builder, nullptr);
  auto status = NewStatus();
  for (TF_DataType type : types) {
    TF_KernelBuilder_TypeConstraint(builder, "T", type, status.get());
    ExpectOk(status.get());
  }
  TF_RegisterKernelBuilder(kernel_name, builder, status.get());
  ExpectOk(status.get());
}

class KernelsTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    RegisterOp("CApiKernelsTestHook", {"T: {float, int32}"}, {"x: T", "more: int32"},
               {"y: T", "count: int32"});
    RegisterHookKernel("CApiKernelsTestHook", "HookKernel");
  }
  void TearDown() override {
    on_create = nullptr;
    on_compute = nullptr;
  }
  // A node of CApiKernelsTestHook with inputs x (float [2]) and more (int32 [3]).
  static KernelRunner Hook() {
    KernelRunner runner("CApiKernelsTestHook", "hook_node");
    runner.Input(MakeFloatTensor(TensorShape({2}), {1.5f, -2})).Input(MakeTensor(TensorShape({3}), {7, 8, 9}));
    return runner;
  }
  c_api_testing::StatusPtr status_ = NewStatus();
};

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
  ExpectRegistrationFails("CApiKernelsTestNobody", [](TF_KernelBuilder*) {},
                          {"RefusedKernel", "'CApiKernelsTestNobody', which is not registered"});
  ExpectRegistrationFails(
      "CApiKernelsTestStrict",
      [&](TF_KernelBuilder* b) { TF_KernelBuilder_TypeConstraint(b, "U", TF_FLOAT, ignore.get()); },
      {"constrains attr 'U', which the op does not have"});
  ExpectRegistrationFails(
      "CApiKernelsTestStrict",
      [&](TF_KernelBuilder* b) { TF_KernelBuilder_TypeConstraint(b, "n", TF_FLOAT, ignore.get()); },
      {"type constraint on attr 'n', which is of type 'int'"});
  ExpectRegistrationFails(
      "CApiKernelsTestStrict",
      [&](TF_KernelBuilder* b) { TF_KernelBuilder_TypeConstraint(b, "T", TF_DOUBLE, ignore.get()); },
      {"constrains attr 'T' to double, which the op does not allow"});
  ExpectRegistrationFails("CApiKernelsTestStrict",
                          [](TF_KernelBuilder* b) { TF_KernelBuilder_HostMemory(b, "w"); },
                          {"keeps argument 'w' in host memory, but the op has no such input"});
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
    EXPECT_EQ(TF_AllocateTemp(ctx, TF_STRING, dims, 2, nullptr, status_.get()), nullptr);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_AllocateTemp", "string"});

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

// ---- TF_OpKernelConstruction: attrs of every kind.

class AttrsTest : public KernelsTest {
 protected:
  static void SetUpTestSuite() {
    RegisterOp("CApiKernelsTestAttrs",
               {"s: string", "i: int", "f: float", "b: bool", "t: type", "shape: shape",
                "tensor: tensor", "ls: list(string)", "li: list(int)", "lf: list(float)",
                "lb: list(bool)", "lt: list(type)", "lshape: list(shape)",
                "ltensor: list(tensor)", "empty: list(int) = []", "big: int = 5000000000"},
               {}, {});
    RegisterHookKernel("CApiKernelsTestAttrs", "AttrsKernel");
  }

  // Creates the node's kernel, running `check` in create_func.
  void Construct(const std::function<void(TF_OpKernelConstruction*)>& check) {
    on_create = check;
    Tensor tensor = MakeTensor(TensorShape({2}), {4, 5});
    KernelRunner runner("CApiKernelsTestAttrs", "attrs_node");
    runner.Attr("s", "hello")
        .Attr("i", 42)
        .Attr("f", 0.5f)
        .Attr("b", true)
        .Attr("t", DT_HALF)
        .Attr("shape", TensorShape({3, 1}))
        .Attr("tensor", tensor)
        .Attr("ls", std::vector<std::string>{"a", "", "bcd"})
        .Attr("li", std::vector<int64>{1, -2, 3})
        .Attr("lf", std::vector<float>{0.25f, 4})
        .Attr("lb", std::vector<bool>{true, false})
        .Attr("lt", DataTypeVector{DT_FLOAT, DT_INT8})
        .Attr("lshape", std::vector<TensorShape>{TensorShape({2}), TensorShape({1, 2, 3})})
        .Attr("ltensor", std::vector<Tensor>{tensor, MakeTensor(TensorShape({}), {9})});
    Status created = runner.Create();
    ASSERT_TRUE(created.ok()) << created;
  }

  void Size(TF_OpKernelConstruction* ctx, const char* name, int32_t list, int32_t total) {
    int32_t list_size = -7, total_size = -7;
    TF_OpKernelConstruction_GetAttrSize(ctx, name, &list_size, &total_size, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(list_size, list) << name;
    EXPECT_EQ(total_size, total) << name;
  }
};

TEST_F(AttrsTest, Sizes) {
  Construct([this](TF_OpKernelConstruction* ctx) {
    Size(ctx, "s", -1, 5);
    Size(ctx, "i", -1, -1);
    Size(ctx, "shape", -1, 2);
    Size(ctx, "ls", 3, 4);
    Size(ctx, "li", 3, -1);
    Size(ctx, "lshape", 2, 4);
    Size(ctx, "ltensor", 2, -1);
    Size(ctx, "empty", 0, -1);
    int32_t list_size = 0, total_size = 0;
    TF_OpKernelConstruction_GetAttrSize(ctx, "nope", &list_size, &total_size, status_.get());
    ExpectStatus(status_.get(), TF_NOT_FOUND, {"nope"});
    TF_OpKernelConstruction_GetAttrSize(ctx, "s", nullptr, &total_size, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"list_size is NULL"});
    TF_OpKernelConstruction_GetAttrSize(ctx, "s", &list_size, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"total_size is NULL"});
  });
}

TEST_F(AttrsTest, SingleValues) {
  Construct([this](TF_OpKernelConstruction* ctx) {
    const TF_StringView name = TF_OpKernelConstruction_GetName(ctx);
    EXPECT_EQ(std::string(name.data, name.len), "attrs_node");
    TF_DataType type;
    TF_OpKernelConstruction_GetAttrType(ctx, "t", &type, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(type, TF_HALF);
    int32_t i32;
    TF_OpKernelConstruction_GetAttrInt32(ctx, "i", &i32, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(i32, 42);
    int64_t i64;
    TF_OpKernelConstruction_GetAttrInt64(ctx, "big", &i64, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(i64, 5000000000);
    TF_OpKernelConstruction_GetAttrInt32(ctx, "big", &i32, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"big"});
    EXPECT_EQ(i32, 42) << "a failed read changed the value";
    float f;
    TF_OpKernelConstruction_GetAttrFloat(ctx, "f", &f, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(f, 0.5f);
    TF_Bool b = 0;
    TF_OpKernelConstruction_GetAttrBool(ctx, "b", &b, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(b, 1);

    char text[5];
    TF_OpKernelConstruction_GetAttrString(ctx, "s", text, sizeof(text), status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(std::string(text, 5), "hello");
    TF_OpKernelConstruction_GetAttrString(ctx, "s", text, 4, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"attr 's' holds 5 bytes", "room for 4"});

    TF_Tensor* tensor = nullptr;
    TF_OpKernelConstruction_GetAttrTensor(ctx, "tensor", &tensor, status_.get());
    ExpectOk(status_.get());
    TensorPtr owned(tensor);
    EXPECT_EQ(TF_TensorType(tensor), TF_INT32);
    EXPECT_EQ(static_cast<int32_t*>(TF_TensorData(tensor))[1], 5);

    int64_t dims[2];
    TF_OpKernelConstruction_GetAttrTensorShape(ctx, "shape", dims, 2, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(dims[0], 3);
    EXPECT_EQ(dims[1], 1);
    TF_OpKernelConstruction_GetAttrTensorShape(ctx, "shape", dims, 1, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"rank 2", "num_dims is 1"});

    EXPECT_TRUE(TF_OpKernelConstruction_HasAttr(ctx, "empty", status_.get()));
    EXPECT_FALSE(TF_OpKernelConstruction_HasAttr(ctx, "nope", status_.get()));
    ExpectOk(status_.get());
    EXPECT_FALSE(TF_OpKernelConstruction_HasAttr(ctx, nullptr, status_.get()));
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"attr_name is NULL"});
  });
}

TEST_F(AttrsTest, WrongKindMissingAndNull) {
  Construct([this](TF_OpKernelConstruction* ctx) {
    float f;
    TF_OpKernelConstruction_GetAttrFloat(ctx, "s", &f, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"type 'string'", "'float' expected", "'s'"});
    TF_DataType type;
    TF_OpKernelConstruction_GetAttrType(ctx, "li", &type, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"'type' expected", "'li'"});
    int64_t values[3];
    TF_OpKernelConstruction_GetAttrInt64List(ctx, "i", values, 3, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"'list(int)' expected"});
    TF_OpKernelConstruction_GetAttrInt64(ctx, "nope", values, status_.get());
    ExpectStatus(status_.get(), TF_NOT_FOUND, {"nope"});
    TF_OpKernelConstruction_GetAttrInt64(ctx, "i", nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_OpKernelConstruction_GetAttrInt64: val is NULL"});
    TF_OpKernelConstruction_GetAttrInt64(nullptr, "i", values, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"ctx is NULL"});
    TF_OpKernelConstruction_GetAttrString(ctx, nullptr, nullptr, 0, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"attr_name is NULL"});
  });
}

TEST_F(AttrsTest, Lists) {
  Construct([this](TF_OpKernelConstruction* ctx) {
    int64_t i64[3];
    TF_OpKernelConstruction_GetAttrInt64List(ctx, "li", i64, 3, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(std::vector<int64_t>(i64, i64 + 3), (std::vector<int64_t>{1, -2, 3}));
    int32_t i32[4] = {0, 0, 0, 77};
    TF_OpKernelConstruction_GetAttrInt32List(ctx, "li", i32, 4, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(std::vector<int32_t>(i32, i32 + 4), (std::vector<int32_t>{1, -2, 3, 77}));
    TF_OpKernelConstruction_GetAttrInt32List(ctx, "li", i32, 2, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"attr 'li' holds 3 values", "room for 2"});
    TF_OpKernelConstruction_GetAttrInt32List(ctx, "li", nullptr, 3, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"vals is NULL"});
    TF_OpKernelConstruction_GetAttrInt32List(ctx, "empty", nullptr, 0, status_.get());
    ExpectOk(status_.get());

    float lf[2];
    TF_OpKernelConstruction_GetAttrFloatList(ctx, "lf", lf, 2, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(lf[0], 0.25f);
    EXPECT_EQ(lf[1], 4.0f);
    TF_Bool lb[2];
    TF_OpKernelConstruction_GetAttrBoolList(ctx, "lb", lb, 2, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(lb[0], 1);
    EXPECT_EQ(lb[1], 0);
    TF_DataType lt[2];
    TF_OpKernelConstruction_GetAttrTypeList(ctx, "lt", lt, 2, status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(lt[0], TF_FLOAT);
    EXPECT_EQ(lt[1], TF_INT8);

    TF_Tensor* tensors[2] = {nullptr, nullptr};
    TF_OpKernelConstruction_GetAttrTensorList(ctx, "ltensor", tensors, 2, status_.get());
    ExpectOk(status_.get());
    TensorPtr first(tensors[0]), second(tensors[1]);
    EXPECT_EQ(TF_TensorElementCount(first.get()), 2);
    EXPECT_EQ(*static_cast<int32_t*>(TF_TensorData(second.get())), 9);
  });
}

TEST_F(AttrsTest, StringLists) {
  Construct([this](TF_OpKernelConstruction* ctx) {
    char* vals[3];
    size_t lengths[3];
    char storage[4];
    TF_OpKernelConstruction_GetAttrStringList(ctx, "ls", vals, lengths, 3, storage, sizeof(storage),
                                              status_.get());
    ExpectOk(status_.get());
    EXPECT_EQ(std::string(vals[0], lengths[0]), "a");
    EXPECT_EQ(std::string(vals[1], lengths[1]), "");
    EXPECT_EQ(std::string(vals[2], lengths[2]), "bcd");
    EXPECT_EQ(vals[0], storage);
    TF_OpKernelConstruction_GetAttrStringList(ctx, "ls", vals, lengths, 3, storage, 3,
                                              status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"take 4 bytes", "storage_size is 3"});
    TF_OpKernelConstruction_GetAttrStringList(ctx, "ls", vals, lengths, 2, storage, 4,
                                              status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"holds 3 strings", "room for 2"});
    TF_OpKernelConstruction_GetAttrStringList(ctx, "ls", vals, nullptr, 3, storage, 4,
                                              status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"lengths is NULL"});
    TF_OpKernelConstruction_GetAttrStringList(ctx, "ls", vals, lengths, 3, nullptr, 4,
                                              status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"storage is NULL"});
  });
}

TEST_F(AttrsTest, ConstructionFailureIsReported) {
  on_create = [](TF_OpKernelConstruction* ctx) {
    TF_Status* status = TF_NewStatus();
    TF_SetStatus(status, TF_UNIMPLEMENTED, "not today");
    TF_OpKernelConstruction_Failure(ctx, status);
    TF_DeleteStatus(status);
  };
  KernelRunner runner("CApiKernelsTestAttrs", "attrs_node");
  // create_func only runs for a valid node: give it every attr.
  runner.Attr("s", "").Attr("i", 0).Attr("f", 0.0f).Attr("b", false).Attr("t", DT_FLOAT)
      .Attr("shape", TensorShape({})).Attr("tensor", Tensor(0))
      .Attr("ls", std::vector<std::string>{}).Attr("li", std::vector<int64>{})
      .Attr("lf", std::vector<float>{}).Attr("lb", std::vector<bool>{})
      .Attr("lt", DataTypeVector{}).Attr("lshape", std::vector<TensorShape>{})
      .Attr("ltensor", std::vector<Tensor>{});
  ExpectStatus(runner.Create(), error::UNIMPLEMENTED, {"not today"});
  EXPECT_EQ(live_kernels, 0) << "the failed kernel's state was not deleted";
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
  try_def(Serialized("op: 'CApiKernelsTestBadDef' device_type: 'CPU' "
                     "constraint { name: 'T' allowed_values { list { type: DT_INT8 } } }"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"constrains attr 'T' to int8, which the op does not allow"});
  try_def(Serialized("op: 'CApiKernelsTestBadDef' device_type: 'CPU' host_memory_arg: 'z'"));
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"keeps argument 'z' in host memory"});
  TF_RegisterKernelBuilderWithKernelDef("", nullptr, nullptr, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"builder is NULL"});
  EXPECT_EQ(c_api_testing::RegistrySnapshot(), before) << "a refused def registered something";
}

// ---- TF_OpKernelConstruction: the node and func attrs.

TEST(KernelsConstructionTest, NodeDefAndFunctionAttr) {
  RegisterOp("CApiKernelsTestFunc", {"f: func"}, {}, {});
  RegisterHookKernel("CApiKernelsTestFunc", "FuncKernel");
  AttrValue function;
  function.mutable_func()->set_name("Body");
  SetAttrValue(3, &(*function.mutable_func()->mutable_attr())["k"]);
  on_create = [](TF_OpKernelConstruction* ctx) {
    auto status = NewStatus();
    TF_Buffer* node_buffer = TF_OpKernelConstruction_GetNodeDef(ctx, status.get());
    ExpectOk(status.get());
    ASSERT_NE(node_buffer, nullptr);
    NodeDef node;
    EXPECT_TRUE(node.ParseFromArray(node_buffer->data, static_cast<int>(node_buffer->length)));
    TF_DeleteBuffer(node_buffer);
    EXPECT_EQ(node.name(), "func_node");
    EXPECT_EQ(node.op(), "CApiKernelsTestFunc");

    TF_Buffer* func_buffer = TF_OpKernelConstruction_GetAttrFunction(ctx, "f", status.get());
    ExpectOk(status.get());
    ASSERT_NE(func_buffer, nullptr);
    NameAttrList func;
    EXPECT_TRUE(func.ParseFromArray(func_buffer->data, static_cast<int>(func_buffer->length)));
    TF_DeleteBuffer(func_buffer);
    EXPECT_EQ(func.name(), "Body");
    EXPECT_EQ(func.attr().at("k").i(), 3);

    EXPECT_EQ(TF_OpKernelConstruction_GetAttrFunction(ctx, "g", status.get()), nullptr);
    ExpectStatus(status.get(), TF_NOT_FOUND, {"g"});
    EXPECT_EQ(TF_OpKernelConstruction_GetAttrFunction(ctx, nullptr, status.get()), nullptr);
    ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"attr_name is NULL"});
  };
  KernelRunner runner("CApiKernelsTestFunc", "func_node");
  runner.Attr("f", function);
  Status created = runner.Create();
  on_create = nullptr;
  ASSERT_TRUE(created.ok()) << created;
}

}  // namespace
}  // namespace tensorflow
