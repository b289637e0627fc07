#include "tensorflow_lite_core/framework/kernel_runner.h"

#include <chrono>
#include <memory>
#include <thread>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// y = x + 1, reusing x's buffer when it may; fails on a negative first element; leaves its
// second output unset unless `set_second`.
REGISTER_OP("KernelRunnerTestAddOne")
    .Input("x: int32")
    .Output("y: int32")
    .Output("unset: int32")
    .Attr("set_second: bool = false");

class AddOneKernel : public OpKernel {
 public:
  explicit AddOneKernel(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("set_second", &set_second_));
  }
  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    OP_REQUIRES(context, x.NumElements() == 0 || x.flat<int32>()(0) >= 0,
                errors::InvalidArgument("negative input"));
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, x.shape(), &y));
    for (int64 i = 0; i < x.NumElements(); ++i) y->flat<int32>()(i) = x.flat<int32>()(i) + 1;
    if (set_second_) {
      Tensor* second = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(1, TensorShape({}), &second));
      second->scalar<int32>()() = 7;
    }
  }

 private:
  bool set_second_ = false;
};
REGISTER_KERNEL_BUILDER(Name("KernelRunnerTestAddOne").Device(DEVICE_CPU), AddOneKernel);

// The same sum, finished on another thread.
REGISTER_OP("KernelRunnerTestAsyncAddOne").Input("x: int32").Output("y: int32");

class AsyncAddOneKernel : public AsyncOpKernel {
 public:
  using AsyncOpKernel::AsyncOpKernel;
  void ComputeAsync(OpKernelContext* context, DoneCallback done) override {
    std::thread([context, done]() {
      const Tensor& x = context->input(0);
      Tensor* y = nullptr;
      OP_REQUIRES_OK_ASYNC(context, context->allocate_output(0, x.shape(), &y), done);
      for (int64 i = 0; i < x.NumElements(); ++i) y->flat<int32>()(i) = x.flat<int32>()(i) + 1;
      done();
    }).detach();
  }
};
REGISTER_KERNEL_BUILDER(Name("KernelRunnerTestAsyncAddOne").Device(DEVICE_CPU),
                        AsyncAddOneKernel);

// y = x + 1, written by "device work" that outlives Compute: announced to the runner through the
// context's deferred-ops functions, ended from another thread.
REGISTER_OP("KernelRunnerTestDeferredAddOne").Input("x: int32").Output("y: int32");

class DeferredAddOneKernel : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &y));
    context->inc_num_deferred_ops_function()();
    std::thread([context, x, y]() {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      for (int64 i = 0; i < x.NumElements(); ++i) y->flat<int32>()(i) = x.flat<int32>()(i) + 1;
      context->dec_num_deferred_ops_function()();
    }).detach();
  }
};
REGISTER_KERNEL_BUILDER(Name("KernelRunnerTestDeferredAddOne").Device(DEVICE_CPU),
                        DeferredAddOneKernel);

Tensor Ints(std::vector<int32> values) {
  Tensor tensor(DT_INT32, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<int32>()(i) = values[i];
  return tensor;
}

std::vector<int32> Values(const Tensor& tensor) {
  std::vector<int32> values;
  for (int64 i = 0; i < tensor.NumElements(); ++i) values.push_back(tensor.flat<int32>()(i));
  return values;
}

NodeDef Node(const char* op, bool set_second = false) {
  NodeDef node;
  NodeDefBuilder builder("node", op);
  builder.Input("x", 0, DT_INT32);
  if (std::string(op) == "KernelRunnerTestAddOne") builder.Attr("set_second", set_second);
  EXPECT_TRUE(builder.Finalize(&node).ok());
  return node;
}

TEST(KernelRunnerTest, RunsTheKernelAgainAndAgain) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestAddOne", true), &runner).ok());
  const Tensor x = Ints({1, 2, 3});
  std::vector<Tensor> outputs;
  for (int run = 0; run < 3; ++run) {
    ASSERT_TRUE(runner->Run({x}, &outputs).ok());
    ASSERT_EQ(outputs.size(), 2u);
    EXPECT_EQ(Values(outputs[0]), (std::vector<int32>{2, 3, 4}));
    EXPECT_EQ(outputs[1].scalar<int32>()(), 7);
  }
  // Run never reuses an input's buffer, even when the caller's copy is the only other one.
  EXPECT_NE(outputs[0].data(), x.data());
  EXPECT_EQ(Values(x), (std::vector<int32>{1, 2, 3}));
  EXPECT_EQ(runner->kernel()->type_string(), "KernelRunnerTestAddOne");
  EXPECT_EQ(runner->node_def().name(), "node");
}

TEST(KernelRunnerTest, ARunEndsWhenItsDeferredWorkEnds) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestDeferredAddOne"), &runner).ok());
  std::vector<Tensor> outputs;
  for (int run = 0; run < 2; ++run) {
    ASSERT_TRUE(runner->Run({Ints({1, 2})}, &outputs).ok());
    EXPECT_EQ(Values(outputs[0]), (std::vector<int32>{2, 3}));
  }
}

TEST(KernelRunnerTest, UnsetOutputsAreInvalidTensors) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestAddOne"), &runner).ok());
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->Run({Ints({5})}, &outputs).ok());
  ASSERT_EQ(outputs.size(), 2u);
  EXPECT_EQ(Values(outputs[0]), std::vector<int32>{6});
  EXPECT_EQ(outputs[1].dtype(), DT_INVALID);
}

TEST(KernelRunnerTest, ForwardsOnlyBuffersNobodyElseHolds) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestAddOne"), &runner).ok());
  std::vector<Tensor> outputs;
  std::vector<Tensor> sole = {Ints({1, 2})};
  const void* sole_buffer = sole[0].data();
  ASSERT_TRUE(runner->RunForwarding(&sole, &outputs).ok());
  EXPECT_EQ(outputs[0].data(), sole_buffer);
  EXPECT_EQ(Values(outputs[0]), (std::vector<int32>{2, 3}));

  EXPECT_EQ(sole[0].data(), sole_buffer);  // the input now shares the output's buffer
  const Tensor kept = Ints({1, 2});
  std::vector<Tensor> shared = {kept};
  ASSERT_TRUE(runner->RunForwarding(&shared, &outputs).ok());
  EXPECT_NE(outputs[0].data(), kept.data());
  EXPECT_EQ(Values(kept), (std::vector<int32>{1, 2}));
}

TEST(KernelRunnerTest, WaitsForAsynchronousKernels) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestAsyncAddOne"), &runner).ok());
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->Run({Ints({41})}, &outputs).ok());
  EXPECT_EQ(Values(outputs[0]), std::vector<int32>{42});
}

TEST(KernelRunnerTest, ReportsKernelErrorsAndClearsOutputs) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestAddOne"), &runner).ok());
  std::vector<Tensor> outputs = {Ints({9})};
  const Status status = runner->Run({Ints({-1})}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(), "negative input");
  EXPECT_TRUE(outputs.empty());
  // The runner stays usable.
  ASSERT_TRUE(runner->Run({Ints({0})}, &outputs).ok());
  EXPECT_EQ(Values(outputs[0]), std::vector<int32>{1});
}

TEST(KernelRunnerTest, RefusesWrongInputsNamingTheNode) {
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(Node("KernelRunnerTestAddOne"), &runner).ok());
  std::vector<Tensor> outputs;
  Status status = runner->Run({}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(), "Node 'node' (op KernelRunnerTestAddOne) takes 1 inputs, got 0");
  status = runner->Run({Ints({1}), Ints({2})}, &outputs);
  EXPECT_EQ(status.message(), "Node 'node' (op KernelRunnerTestAddOne) takes 1 inputs, got 2");
  Tensor floats(DT_FLOAT, TensorShape({1}));
  std::vector<Tensor> float_inputs = {floats};
  status = runner->RunForwarding(&float_inputs, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(),
            "Input 0 of node 'node' (op KernelRunnerTestAddOne) must be int32, got float");
}

TEST(KernelRunnerTest, CreationErrorsAreTheFrameworks) {
  std::unique_ptr<KernelRunner> runner;
  NodeDef unknown;
  unknown.set_name("n");
  unknown.set_op("KernelRunnerTestNoSuchOp");
  Status status = KernelRunner::Create(unknown, &runner);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("KernelRunnerTestNoSuchOp"), std::string::npos);
  EXPECT_EQ(runner, nullptr);

  NodeDef bad_attr = Node("KernelRunnerTestAddOne");
  (*bad_attr.mutable_attr())["set_second"].set_i(3);
  status = KernelRunner::Create(bad_attr, &runner);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("set_second"), std::string::npos);
  EXPECT_EQ(runner, nullptr);
}

}  // namespace
}  // namespace tensorflow
