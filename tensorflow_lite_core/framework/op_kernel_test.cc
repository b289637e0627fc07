#include "tensorflow_lite_core/framework/op_kernel.h"

#include <chrono>
#include <condition_variable>
#include <iterator>
#include <memory>
#include <mutex>
#include <set>
#include <thread>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/work_sharder.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace {

// Test ops, registered once for the whole binary.
REGISTER_OP("KernelTestUnary").Input("x: T").Output("y: T").Attr("T: {float, int32, int64} = DT_FLOAT");
REGISTER_OP("KernelTestLabeled").Output("y: int32");
REGISTER_OP("KernelTestPriority").Output("y: int32");
REGISTER_OP("KernelTestAmbiguous").Output("y: int32");
REGISTER_OP("KernelTestNoKernel").Output("y: int32");
REGISTER_OP("KernelTestEnv").Output("y: int32");
REGISTER_OP("KernelTestBadConstruction").Output("y: int32").Attr("fail: bool = false");
REGISTER_OP("KernelTestLists")
    .Input("a: N * float")
    .Input("b: int32")
    .Output("sum: float")
    .Output("copies: M * int32")
    .Attr("N: int >= 1")
    .Attr("M: int >= 1 = 2");
REGISTER_OP("KernelTestAsync").Input("x: float").Output("y: float");
REGISTER_OP("KernelTestRef").Input("ref: Ref(float)").Input("x: float").Output("out: Ref(float)");
REGISTER_OP("KernelTestMemory")
    .Input("data: float")
    .Input("sizes: N * int64")
    .Input("count: int32")
    .Output("out: float")
    .Output("name: string")
    .Attr("N: int >= 1");

// Writes a fixed value chosen at registration, so tests can see which kernel ran.
template <int kValue>
class ConstantKernel : public OpKernel {
 public:
  explicit ConstantKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) override {
    Tensor* out = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &out));
    out->scalar<int32>()() = kValue;
  }
};

// Outputs 1 when both the construction and the compute context give the process's Env, through
// which kernels reach files and time (a kernel that only has op_kernel.h included must see Env).
class EnvKernel : public OpKernel {
 public:
  explicit EnvKernel(OpKernelConstruction* context)
      : OpKernel(context), env_at_construction_(context->env()) {}
  void Compute(OpKernelContext* context) override {
    Tensor* out = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &out));
    out->scalar<int32>()() = env_at_construction_ == Env::Default() && context->env() == Env::Default();
  }

 private:
  Env* const env_at_construction_;
};

template <typename T>
class NegateKernel : public OpKernel {
 public:
  explicit NegateKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, x.shape(), &y));
    auto in = x.flat<T>();
    auto out = y->flat<T>();
    for (int64 i = 0; i < in.size(); ++i) out(i) = -in(i);
  }
};

class BadConstructionKernel : public OpKernel {
 public:
  explicit BadConstructionKernel(OpKernelConstruction* context) : OpKernel(context) {
    bool fail = false;
    OP_REQUIRES_OK(context, context->GetAttr("fail", &fail));
    OP_REQUIRES(context, !fail, errors::InvalidArgument("asked to fail"));
    int64 missing;
    OP_REQUIRES_OK(context, context->GetAttr("no_such_attr", &missing));
  }
  void Compute(OpKernelContext*) override {}
};

class ListsKernel : public OpKernel {
 public:
  explicit ListsKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) override {
    OpInputList a;
    OP_REQUIRES_OK(context, context->input_list("a", &a));
    const Tensor* b = nullptr;
    OP_REQUIRES_OK(context, context->input("b", &b));
    float sum = 0;
    for (const Tensor& t : a) sum += t.scalar<float>()();  // OpInputList iterates in order
    OP_REQUIRES(context, std::distance(a.begin(), a.end()) == a.size(),
                errors::Internal("iteration skipped inputs"));
    Tensor* sum_out = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output("sum", TensorShape({}), &sum_out));
    sum_out->scalar<float>()() = sum;
    OpOutputList copies;
    OP_REQUIRES_OK(context, context->output_list("copies", &copies));
    for (int i = 0; i < copies.size(); ++i) copies.set(i, *b);
  }
};

// For tests that call the context themselves.
class NoComputeKernel : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext*) override {}
};

class AsyncDoubleKernel : public AsyncOpKernel {
 public:
  using AsyncOpKernel::AsyncOpKernel;
  void ComputeAsync(OpKernelContext* context, DoneCallback done) override {
    std::thread([context, done] {
      const Tensor& x = context->input(0);
      Tensor* y = nullptr;
      OP_REQUIRES_OK_ASYNC(context, context->allocate_output(0, x.shape(), &y), done);
      y->flat<float>()(0) = 2 * x.flat<float>()(0);
      done();
    }).detach();
  }
};

REGISTER_KERNEL_BUILDER(Name("KernelTestUnary").Device(DEVICE_CPU).TypeConstraint<float>("T"),
                        NegateKernel<float>);
REGISTER_KERNEL_BUILDER(Name("KernelTestUnary").Device(DEVICE_CPU).TypeConstraint<int32>("T"),
                        NegateKernel<int32>);
REGISTER_KERNEL_BUILDER(Name("KernelTestLabeled").Device(DEVICE_CPU), ConstantKernel<0>);
REGISTER_KERNEL_BUILDER(Name("KernelTestLabeled").Device(DEVICE_CPU).Label("special"), ConstantKernel<1>);
REGISTER_KERNEL_BUILDER(Name("KernelTestPriority").Device(DEVICE_CPU), ConstantKernel<10>);
REGISTER_KERNEL_BUILDER(Name("KernelTestPriority").Device(DEVICE_CPU).Priority(5), ConstantKernel<15>);
REGISTER_KERNEL_BUILDER(Name("KernelTestPriority").Device(DEVICE_GPU).Priority(9), ConstantKernel<99>);
REGISTER_KERNEL_BUILDER(Name("KernelTestAmbiguous").Device(DEVICE_CPU), ConstantKernel<1>);
REGISTER_KERNEL_BUILDER(Name("KernelTestAmbiguous").Device(DEVICE_CPU), ConstantKernel<2>);
REGISTER_KERNEL_BUILDER(Name("KernelTestBadConstruction").Device(DEVICE_CPU), BadConstructionKernel);
REGISTER_KERNEL_BUILDER(Name("KernelTestEnv").Device(DEVICE_CPU), EnvKernel);
REGISTER_KERNEL_BUILDER(Name("KernelTestLists").Device(DEVICE_CPU), ListsKernel);
REGISTER_KERNEL_BUILDER(Name("KernelTestAsync").Device(DEVICE_CPU), AsyncDoubleKernel);
REGISTER_KERNEL_BUILDER(Name("KernelTestRef").Device(DEVICE_CPU), NoComputeKernel);
REGISTER_KERNEL_BUILDER(Name("KernelTestMemory").Device(DEVICE_CPU), ConstantKernel<0>);
REGISTER_KERNEL_BUILDER(Name("KernelTestMemory").Device(DEVICE_GPU).HostMemory("sizes"),
                        ConstantKernel<0>);

NodeDef Node(const std::string& text) {
  NodeDef node;
  CHECK(google::protobuf::TextFormat::ParseFromString(text, &node)) << text;
  return node;
}

std::unique_ptr<OpKernel> Create(const NodeDef& node, Status* status) {
  std::unique_ptr<OpKernel> kernel;
  *status = CreateOpKernel(DEVICE_CPU, CpuDevice::Default(), cpu_allocator(), node,
                           TF_GRAPH_DEF_VERSION, &kernel);
  return kernel;
}

std::unique_ptr<OpKernel> CreateOrDie(const NodeDef& node) {
  Status status;
  auto kernel = Create(node, &status);
  TF_CHECK_OK(status);
  return kernel;
}

// Runs a kernel with no inputs and returns its int32 scalar output.
int32 RunConstant(const NodeDef& node) {
  auto kernel = CreateOrDie(node);
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  OpKernelContext context(&params);
  kernel->Compute(&context);
  TF_CHECK_OK(context.status());
  return context.mutable_output(0)->scalar<int32>()();
}

TEST(OpKernelTest, ContextsGiveTheProcessEnv) {
  EXPECT_EQ(RunConstant(Node("name: 'n' op: 'KernelTestEnv'")), 1);
}

TEST(FindKernelTest, TypeConstraintsPickTheMatchingKernel) {
  std::string class_name;
  const KernelDef* def = nullptr;
  ASSERT_TRUE(FindKernelDef(DEVICE_CPU, Node("name: 'n' op: 'KernelTestUnary' input: 'x' attr { key: 'T' value { type: DT_INT32 } }"),
                            &def, &class_name).ok());
  EXPECT_EQ(class_name, "NegateKernel<int32>");
  // The default (float) applies when the attr is left out.
  ASSERT_TRUE(FindKernelDef(DEVICE_CPU, Node("name: 'n' op: 'KernelTestUnary' input: 'x'"), &def, &class_name).ok());
  EXPECT_EQ(class_name, "NegateKernel<float>");
}

TEST(FindKernelTest, NoMatchingTypeListsRegisteredKernelsAndRequestedAttrs) {
  Status status = FindKernelDef(
      DEVICE_CPU, Node("name: 'n' op: 'KernelTestUnary' input: 'x' attr { key: 'T' value { type: DT_INT64 } }"),
      nullptr, nullptr);
  ASSERT_TRUE(errors::IsNotFound(status)) << status;
  const std::string message(status.message());
  EXPECT_NE(message.find("No registered 'KernelTestUnary' OpKernel for 'CPU' devices compatible with node"),
            std::string::npos) << message;
  EXPECT_NE(message.find("(OpKernel was found, but attributes didn't match) Requested Attributes: T=DT_INT64"),
            std::string::npos) << message;
  EXPECT_NE(message.find("device='CPU'; T in [DT_FLOAT]"), std::string::npos) << message;
  EXPECT_NE(message.find("device='CPU'; T in [DT_INT32]"), std::string::npos) << message;
}

TEST(FindKernelTest, NoKernelAtAllSaysSo) {
  Status status = FindKernelDef(DEVICE_CPU, Node("name: 'n' op: 'KernelTestNoKernel'"), nullptr, nullptr);
  ASSERT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("<no registered kernels>"), std::string::npos) << status;
  EXPECT_EQ(status.message().find("attributes didn't match"), std::string::npos) << status;
}

TEST(FindKernelTest, WrongDeviceIsNotFound) {
  Status status = FindKernelDef(DEVICE_GPU, Node("name: 'n' op: 'KernelTestUnary' input: 'x'"), nullptr, nullptr);
  ASSERT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("OpKernel for 'GPU' devices"), std::string::npos) << status;
}

TEST(FindKernelTest, LabelsSelectKernels) {
  EXPECT_EQ(RunConstant(Node("name: 'n' op: 'KernelTestLabeled'")), 0);
  EXPECT_EQ(RunConstant(Node("name: 'n' op: 'KernelTestLabeled' attr { key: '_kernel' value { s: 'special' } }")), 1);
  Status status = FindKernelDef(
      DEVICE_CPU, Node("name: 'n' op: 'KernelTestLabeled' attr { key: '_kernel' value { s: 'other' } }"),
      nullptr, nullptr);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("label='special'"), std::string::npos) << status;
}

TEST(FindKernelTest, HigherPriorityWins) {
  EXPECT_EQ(RunConstant(Node("name: 'n' op: 'KernelTestPriority'")), 15);
}

TEST(FindKernelTest, EqualPriorityMatchesAreAnErrorNamingBothClasses) {
  Status status = FindKernelDef(DEVICE_CPU, Node("name: 'n' op: 'KernelTestAmbiguous'"), nullptr, nullptr);
  ASSERT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("Multiple OpKernel registrations match NodeDef"), std::string::npos);
  EXPECT_NE(status.message().find("ConstantKernel<1> (tensorflow_lite_core/framework/op_kernel_test.cc:"),
            std::string::npos) << status;
  EXPECT_NE(status.message().find("ConstantKernel<2> (tensorflow_lite_core/framework/op_kernel_test.cc:"),
            std::string::npos) << status;
}

TEST(KernelsRegisteredForOpTest, ListsEveryKernel) {
  EXPECT_EQ(KernelsRegisteredForOp("KernelTestPriority"),
            "  device='CPU'\n  device='CPU'; priority=5\n  device='GPU'; priority=9\n");
  EXPECT_EQ(KernelsRegisteredForOp("NoSuchOpAnywhere"), "  <no registered kernels>\n");
  EXPECT_EQ(GetRegisteredKernelsForOp("KernelTestUnary").kernel_size(), 2);
}

TEST(CreateOpKernelTest, UnknownOpIsNotFound) {
  Status status;
  auto kernel = Create(Node("name: 'n' op: 'NoSuchOpAnywhere'"), &status);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("NoSuchOpAnywhere"), std::string::npos);
  EXPECT_EQ(kernel, nullptr);
}

TEST(CreateOpKernelTest, NodeIsValidatedAgainstItsOp) {
  Status status;
  auto kernel = Create(Node("name: 'n' op: 'KernelTestUnary' input: 'x' attr { key: 'T' value { type: DT_BOOL } }"), &status);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("bool"), std::string::npos) << status;
  kernel = Create(Node("name: 'n' op: 'KernelTestUnary' input: 'x' attr { key: 'extra' value { i: 1 } }"), &status);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("extra"), std::string::npos) << status;
  EXPECT_EQ(kernel, nullptr);
}

TEST(CreateOpKernelTest, ConstructionFailuresAreReturned) {
  Status status;
  auto kernel = Create(Node("name: 'n' op: 'KernelTestBadConstruction' attr { key: 'fail' value { b: true } }"), &status);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("asked to fail"), std::string::npos) << status;
  EXPECT_EQ(kernel, nullptr);
  kernel = Create(Node("name: 'n' op: 'KernelTestBadConstruction'"), &status);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("no_such_attr"), std::string::npos) << status;
}

TEST(OpKernelTest, PropertiesComeFromTheNode) {
  auto kernel = CreateOrDie(Node("name: 'neg' op: 'KernelTestUnary' input: 'x' attr { key: 'T' value { type: DT_INT32 } }"));
  EXPECT_EQ(kernel->name(), "neg");
  EXPECT_EQ(kernel->type_string(), "KernelTestUnary");
  EXPECT_EQ(kernel->num_inputs(), 1);
  EXPECT_EQ(kernel->input_type(0), DT_INT32);
  EXPECT_EQ(kernel->output_types(), DataTypeVector({DT_INT32}));
  EXPECT_EQ(kernel->AsAsync(), nullptr);
  int start = -1, stop = -1;
  ASSERT_TRUE(kernel->InputRange("x", &start, &stop).ok());
  EXPECT_EQ(start, 0);
  EXPECT_EQ(stop, 1);
  const Status unknown = kernel->InputRange("nope", &start, &stop);
  EXPECT_TRUE(errors::IsInvalidArgument(unknown));
  EXPECT_NE(unknown.message().find("Unknown input name: nope"), std::string::npos) << unknown;
}

TEST(OpKernelTest, MemoryTypesFollowTheDeviceAndHostMemoryArgs) {
  const NodeDef node = Node(
      "name: 'm' op: 'KernelTestMemory' input: ['d', 's0', 's1', 'c'] attr { key: 'N' value { i: 2 } }");
  auto cpu = CreateOrDie(node);
  EXPECT_EQ(cpu->input_memory_types(), MemoryTypeVector(4, HOST_MEMORY));
  EXPECT_EQ(cpu->output_memory_types(), MemoryTypeVector(2, HOST_MEMORY));

  // A GPU kernel: the list `sizes` is kept on the host by its registration, int32 and string
  // tensors always are, float data is not.
  std::unique_ptr<OpKernel> gpu;
  ASSERT_TRUE(CreateOpKernel(DEVICE_GPU, CpuDevice::Default(), cpu_allocator(), node,
                             TF_GRAPH_DEF_VERSION, &gpu).ok());
  EXPECT_EQ(gpu->input_memory_types(),
            MemoryTypeVector({DEVICE_MEMORY, HOST_MEMORY, HOST_MEMORY, HOST_MEMORY}));
  EXPECT_EQ(gpu->output_memory_types(), MemoryTypeVector({DEVICE_MEMORY, HOST_MEMORY}));

  OpKernelContext::Params params;
  params.op_kernel = gpu.get();
  params.device = CpuDevice::Default();
  OpKernelContext context(&params);
  EXPECT_EQ(context.input_memory_type(0), DEVICE_MEMORY);
  EXPECT_EQ(context.input_memory_type(2), HOST_MEMORY);
  EXPECT_EQ(context.output_memory_type(0), DEVICE_MEMORY);
  EXPECT_EQ(context.output_memory_type(1), HOST_MEMORY);
}

TEST(OpKernelContextTest, OutputsAreNullUntilSet) {
  auto kernel = CreateOrDie(Node("name: 'c' op: 'KernelTestLabeled'"));
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  OpKernelContext unset(&params);
  EXPECT_EQ(unset.mutable_output(0), nullptr);
  EXPECT_EQ(unset.release_output(0).dtype(), DT_INVALID);

  OpKernelContext context(&params);
  Tensor* empty = nullptr;
  ASSERT_TRUE(context.allocate_output(0, TensorShape({0}), &empty).ok());
  EXPECT_EQ(context.mutable_output(0), empty) << "an allocated empty output is set";
}

TEST(OpKernelContextTest, ForwardsAnInputNobodyElseHolds) {
  auto kernel = CreateOrDie(Node("name: 'neg' op: 'KernelTestUnary' input: 'x'"));
  Tensor x(DT_FLOAT, TensorShape({3}));
  x.flat<float>().setValues({1, 2, 3});
  const void* buffer = x.tensor_data().data();
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {&x};
  params.forwardable_inputs = {&x};
  {
    OpKernelContext context(&params);
    kernel->Compute(&context);
    ASSERT_TRUE(context.status().ok()) << context.status();
    Tensor y = context.release_output(0);
    EXPECT_EQ(y.tensor_data().data(), buffer);
    EXPECT_EQ(y.flat<float>()(2), -3);
  }
  // A second holder of the buffer prevents forwarding.
  Tensor other_holder = x;
  OpKernelContext context(&params);
  kernel->Compute(&context);
  ASSERT_TRUE(context.status().ok());
  EXPECT_NE(context.mutable_output(0)->tensor_data().data(), x.tensor_data().data());
  EXPECT_EQ(context.mutable_output(0)->flat<float>()(0), 1);  // x was negated in place before.
}

TEST(OpKernelContextDeathTest, ReadingAMissingInputAbortsNamingTheOp) {
  auto kernel = CreateOrDie(Node("name: 'neg' op: 'KernelTestUnary' input: 'x'"));
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {nullptr};
  OpKernelContext context(&params);
  EXPECT_FALSE(context.has_input(0));
  EXPECT_FALSE(context.has_input(1));
  EXPECT_FALSE(context.has_input(-1));
  EXPECT_DEATH(context.input(0), "input 0 of KernelTestUnary is not set");
  EXPECT_DEATH(context.input(1), "input index out of range in KernelTestUnary");
  EXPECT_DEATH(context.input(-1), "negative input index in KernelTestUnary");
}

TEST(OpKernelContextTest, RefInputsByIndexAreTheCallersTensors) {
  auto kernel = CreateOrDie(Node("name: 'r' op: 'KernelTestRef' input: ['v', 'x']"));
  Tensor variable(DT_FLOAT, TensorShape({2}));
  variable.flat<float>().setValues({1, 2});
  Tensor x(3.0f);
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {&variable, &x};
  OpKernelContext context(&params);

  mutex* by_name = nullptr;
  ASSERT_TRUE(context.input_ref_mutex("ref", &by_name).ok());
  EXPECT_EQ(context.input_ref_mutex(0), by_name);
  Tensor ref = context.mutable_input(0, /*lock_held=*/false);
  EXPECT_TRUE(ref.SharesBufferWith(variable));

  Tensor replacement(DT_FLOAT, TensorShape({3}));
  replacement.flat<float>().setValues({4, 5, 6});
  context.replace_ref_input(0, replacement, /*lock_held=*/false);
  EXPECT_TRUE(variable.SharesBufferWith(replacement)) << "the caller's tensor is replaced";
  EXPECT_EQ(variable.NumElements(), 3);
  EXPECT_EQ(ref.flat<float>()(1), 2) << "an earlier holder keeps the old buffer";
  context.forward_ref_input_to_ref_output(0, 0);
  EXPECT_TRUE(context.mutable_output(0)->SharesBufferWith(replacement));
}

TEST(OpKernelContextDeathTest, RefCallsByIndexAbortOnOtherInputs) {
  auto kernel = CreateOrDie(Node("name: 'r' op: 'KernelTestRef' input: ['v', 'x']"));
  Tensor variable(1.0f), x(3.0f), replacement(2.0f);
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {&variable, &x};
  OpKernelContext context(&params);
  EXPECT_DEATH(context.input_ref_mutex(1), "input_ref_mutex of the non-ref input 1 of KernelTestRef");
  EXPECT_DEATH(context.mutable_input(2, false), "mutable_input: input index 2 out of range");
  EXPECT_DEATH(context.replace_ref_input(1, replacement, false),
               "replace_ref_input of the non-ref input 1");
}

TEST(OpKernelContextTest, InputAndOutputListsByName) {
  auto kernel = CreateOrDie(Node(
      "name: 'l' op: 'KernelTestLists' input: ['a0', 'a1', 'a2', 'b'] "
      "attr { key: 'N' value { i: 3 } }"));
  EXPECT_EQ(kernel->num_inputs(), 4);
  EXPECT_EQ(kernel->num_outputs(), 3);  // sum + M (default 2) copies
  Tensor a0(1.0f), a1(2.0f), a2(4.5f), b(int32{7});
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {&a0, &a1, &a2, &b};
  OpKernelContext context(&params);
  kernel->Compute(&context);
  ASSERT_TRUE(context.status().ok()) << context.status();
  EXPECT_EQ(context.mutable_output(0)->scalar<float>()(), 7.5f);
  EXPECT_EQ(context.mutable_output(1)->scalar<int32>()(), 7);
  EXPECT_TRUE(context.mutable_output(2)->SharesBufferWith(b));
  const Tensor* single = nullptr;
  Status status = context.input("a", &single);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("list-valued input name 'a'"), std::string::npos);
  const auto expect_invalid = [](const Status& status, const std::string& text) {
    EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
    EXPECT_NE(status.message().find(text), std::string::npos) << status << " lacks " << text;
  };
  expect_invalid(context.input("zzz", &single), "Unknown input name: zzz");
  Tensor* out = nullptr;
  expect_invalid(context.allocate_output(7, TensorShape({}), &out),
                 "allocate_output: output index 7 out of range");
  expect_invalid(context.set_output("sum", Tensor(int32{1})),
                 "Output 'sum' expects float but got int32");
}

TEST(OpKernelContextTest, AsyncKernelRunsToCompletion) {
  auto kernel = CreateOrDie(Node("name: 'a' op: 'KernelTestAsync' input: 'x'"));
  ASSERT_NE(kernel->AsAsync(), nullptr);
  Tensor x(3.0f);
  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = CpuDevice::Default();
  params.inputs = {&x};
  OpKernelContext context(&params);
  kernel->Compute(&context);  // Waits for ComputeAsync's done callback.
  ASSERT_TRUE(context.status().ok());
  EXPECT_EQ(context.mutable_output(0)->scalar<float>()(), 6.0f);
}

TEST(OpKernelConstructionTest, MatchSignature) {
  NodeDef node = Node("name: 'n' op: 'KernelTestUnary' input: 'x'");
  OpDef op_def;
  Status status;
  OpKernelConstruction construction(DEVICE_CPU, CpuDevice::Default(), cpu_allocator(),
                                    std::make_shared<NodeDef>(node), &op_def, {DT_FLOAT},
                                    {DT_FLOAT}, TF_GRAPH_DEF_VERSION, &status);
  EXPECT_TRUE(construction.MatchSignature({DT_FLOAT}, {DT_FLOAT}).ok());
  Status mismatch = construction.MatchSignature({DT_INT32}, {DT_FLOAT});
  EXPECT_TRUE(errors::IsInvalidArgument(mismatch));
  EXPECT_NE(mismatch.message().find("Signature mismatch, have: float->float expected: int32->float"),
            std::string::npos) << mismatch;
  Tensor temp;
  ASSERT_TRUE(construction.allocate_temp(DT_INT64, TensorShape({2, 2}), &temp).ok());
  EXPECT_EQ(temp.NumElements(), 4);
  EXPECT_EQ(construction.device_type(), DeviceType(DEVICE_CPU));
}

TEST(CpuDeviceTest, HasThreadsAndAnEigenDevice) {
  CpuDevice device(3);
  EXPECT_EQ(device.intra_op_threads(), 3);
  ASSERT_NE(device.tensorflow_cpu_worker_threads(), nullptr);
  EXPECT_EQ(device.tensorflow_cpu_worker_threads()->num_threads, 3);
  // The caller computes one share, so the pool has one worker fewer than the threads.
  EXPECT_EQ(device.tensorflow_cpu_worker_threads()->workers->NumThreads(), 2);
  EXPECT_NE(device.eigen_cpu_device(), nullptr);
  EXPECT_EQ(device.GetAllocator(AllocatorAttributes()), cpu_allocator());
  EXPECT_GE(CpuDevice::Default()->intra_op_threads(), 1);
  EXPECT_EQ(CpuDevice(1).tensorflow_cpu_worker_threads()->workers->NumThreads(), 1);
}

// Three threads means three shards of a split loop at once: the caller's and two workers'.
TEST(CpuDeviceTest, ShardRunsOnAllItsThreadsAtOnce) {
  CpuDevice device(3);
  const DeviceBase::CpuWorkerThreads* workers = device.tensorflow_cpu_worker_threads();
  std::mutex mu;
  std::condition_variable all_arrived;
  std::set<std::thread::id> threads;
  bool everyone_met = true;
  // Three units of a huge cost: one shard each.
  Shard(workers->num_threads, workers->workers, 3, int64{1} << 30, [&](int64, int64) {
    std::unique_lock<std::mutex> lock(mu);
    threads.insert(std::this_thread::get_id());
    all_arrived.notify_all();
    // Each shard waits for the other two: with fewer threads than shards this times out.
    const auto three_arrived = [&] { return threads.size() == 3; };
    if (!all_arrived.wait_for(lock, std::chrono::seconds(20), three_arrived)) everyone_met = false;
  });
  EXPECT_TRUE(everyone_met);
  EXPECT_EQ(threads.size(), 3u);
  EXPECT_EQ(threads.count(std::this_thread::get_id()), 1u);
}

}  // namespace
}  // namespace tensorflow
