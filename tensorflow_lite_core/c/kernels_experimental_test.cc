#include "tensorflow_lite_core/c/kernels_experimental.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/c/testing/kernels_test_util.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelsTest;
using c_api_testing::MakeTensor;
using c_api_testing::on_compute;
using c_api_testing::RegisterHookKernel;
using c_api_testing::RegisterOp;
using c_api_testing::TensorPtr;

class KernelsExperimentalTest : public KernelsTest {
 protected:
  static void SetUpTestSuite() {
    KernelsTest::SetUpTestSuite();
    // Reference input and output; and a list input.
    RegisterOp("CApiExperimentalTestRef", {}, {"ref: Ref(int32)", "plain: int32"},
               {"ref_out: Ref(int32)", "plain_out: int32"});
    RegisterHookKernel("CApiExperimentalTestRef", "RefHookKernel");
    RegisterOp("CApiExperimentalTestList", {"N: int"}, {"values: N * int32"}, {});
    RegisterHookKernel("CApiExperimentalTestList", "ListHookKernel");
  }
};

TEST_F(KernelsExperimentalTest, GetInputByName) {
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_Tensor* tensor = nullptr;
    TF_GetInputByName(ctx, "more", &tensor, status_.get());
    ExpectOk(status_.get());
    TensorPtr more(tensor);
    ASSERT_NE(more, nullptr);
    EXPECT_EQ(TF_TensorType(more.get()), TF_INT32);
    EXPECT_EQ(TF_TensorElementCount(more.get()), 3);
    EXPECT_EQ(static_cast<int32_t*>(TF_TensorData(more.get()))[2], 9);

    tensor = nullptr;
    TF_GetInputByName(ctx, "nope", &tensor, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetInputByName", "nope"});
    EXPECT_EQ(tensor, nullptr);
    TF_GetInputByName(ctx, nullptr, &tensor, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetInputByName: inputName is NULL"});
    TF_GetInputByName(ctx, "x", nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetInputByName: tensor is NULL"});
  };
  std::vector<Tensor> outputs;
  Hook().Run(&outputs).IgnoreError();

  TF_Tensor* tensor = nullptr;
  TF_GetInputByName(nullptr, "x", &tensor, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetInputByName: ctx is NULL"});
}

TEST_F(KernelsExperimentalTest, GetInputByNameRefusesListInputs) {
  int calls = 0;
  on_compute = [this, &calls](TF_OpKernelContext* ctx) {
    ++calls;
    TF_Tensor* tensor = nullptr;
    TF_GetInputByName(ctx, "values", &tensor, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"input 'values' of op CApiExperimentalTestList is a list of 2 tensors"});
    EXPECT_EQ(tensor, nullptr);
  };
  NodeDef node;
  const std::vector<NodeDefBuilder::NodeOut> values = {{"a", 0, DT_INT32}, {"b", 0, DT_INT32}};
  ASSERT_TRUE(
      NodeDefBuilder("list_node", "CApiExperimentalTestList").Input(values).Finalize(&node).ok());
  std::unique_ptr<tensorflow::KernelRunner> runner;
  ASSERT_TRUE(tensorflow::KernelRunner::Create(node, &runner).ok());
  std::vector<Tensor> outputs;
  const Status status =
      runner->Run({MakeTensor(TensorShape({1}), {1}), MakeTensor(TensorShape({1}), {2})}, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(calls, 1);
}

TEST_F(KernelsExperimentalTest, ReferenceInputsAreKnownButNotForwarded) {
  int calls = 0;
  on_compute = [this, &calls](TF_OpKernelContext* ctx) {
    ++calls;
    EXPECT_TRUE(TF_IsRefInput(ctx, 0, status_.get()));
    ExpectOk(status_.get());
    EXPECT_FALSE(TF_IsRefInput(ctx, 1, status_.get()));
    ExpectOk(status_.get());
    EXPECT_FALSE(TF_IsRefInput(ctx, 2, status_.get()));
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"TF_IsRefInput: input index 2 out of range"});
    EXPECT_FALSE(TF_IsRefInput(ctx, -1, status_.get()));
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"input index -1"});

    // Logged, changing nothing: arguments that are no references, indices out of range, and (no
    // reference outputs here) the one call TensorFlow would carry out.
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 1, 1);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, 1);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 1, 0);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 5, 0);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, -3);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, 0);
    for (int output = 0; output < 2; ++output) {
      EXPECT_EQ(TF_GetMutableOutput(ctx, output, status_.get()), nullptr);
      ExpectStatus(status_.get(), TF_FAILED_PRECONDITION, {"has not been set"});
    }
  };
  // A node feeding a reference into the reference input.
  NodeDef node;
  ASSERT_TRUE(NodeDefBuilder("ref_node", "CApiExperimentalTestRef")
                  .Input("variable", 0, DT_INT32_REF)
                  .Input("value", 0, DT_INT32)
                  .Finalize(&node)
                  .ok());
  std::unique_ptr<tensorflow::KernelRunner> runner;
  ASSERT_TRUE(tensorflow::KernelRunner::Create(node, &runner).ok());
  std::vector<Tensor> outputs;
  const Status status =
      runner->Run({MakeTensor(TensorShape({2}), {4, 5}), MakeTensor(TensorShape({}), {6})},
                  &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(calls, 1);

  EXPECT_FALSE(TF_IsRefInput(nullptr, 0, status_.get()));
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_IsRefInput: ctx is NULL"});
  TF_OpKernelContext_ForwardRefInputToRefOutput(nullptr, 0, 0);
}

TEST_F(KernelsExperimentalTest, ReleasingNoLockHolderIsHarmless) {
  TF_ReleaseVariableInputLockHolder(nullptr);
}

// Counts calls of the callbacks a plugin passes: none may happen.
int callback_calls = 0;
void Copy(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*) { ++callback_calls; }
void Update(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*, int) { ++callback_calls; }
void Allocate(TF_OpKernelContext*, TF_Tensor*, TF_DataType, const int64_t*, int, TF_Status*) {
  ++callback_calls;
}
void Add(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*, TF_Tensor*) { ++callback_calls; }

// Each function needing variables or variants, called with `ctx` (which may be NULL).
std::vector<std::pair<std::string, std::function<void(TF_OpKernelContext*, TF_Status*)>>>
UnimplementedCalls() {
  return {
      {"TF_AssignVariable",
       [](TF_OpKernelContext* ctx, TF_Status* s) { TF_AssignVariable(ctx, 0, 1, true, &Copy, s); }},
      {"TF_AssignRefVariable",
       [](TF_OpKernelContext* ctx, TF_Status* s) {
         TF_AssignRefVariable(ctx, 0, 0, 1, true, true, &Copy, s);
       }},
      {"TF_AssignUpdateVariable",
       [](TF_OpKernelContext* ctx, TF_Status* s) {
         TF_AssignUpdateVariable(ctx, 0, 1, 0, 0, &Copy, &Update, s);
       }},
      {"TF_TemporaryVariable",
       [](TF_OpKernelContext* ctx, TF_Status* s) {
         const int64_t dims[] = {2};
         TF_StringView name{"temp", 4};
         TF_TemporaryVariable(ctx, TF_FLOAT, dims, 1, &name, &Allocate, s);
       }},
      {"TF_DestroyTemporaryVariable",
       [](TF_OpKernelContext* ctx, TF_Status* s) {
         TF_StringView name{"temp", 4};
         TF_DestroyTemporaryVariable(ctx, 0, &name, s);
       }},
      {"TF_MaybeLockVariableInputMutexesInOrder",
       [](TF_OpKernelContext* ctx, TF_Status* s) {
         const int inputs[] = {0};
         TF_VariableInputLockHolder* holder = nullptr;
         TF_MaybeLockVariableInputMutexesInOrder(ctx, true, false, inputs, 1, &Copy, &holder, s);
         EXPECT_EQ(holder, nullptr) << "the out-argument is left untouched";
       }},
      {"TF_GetInputTensorFromVariable",
       [](TF_OpKernelContext* ctx, TF_Status* s) {
         TF_Tensor* out = nullptr;
         TF_GetInputTensorFromVariable(ctx, 0, false, false, false, &Copy, &out, s);
         EXPECT_EQ(out, nullptr) << "the out-argument is left untouched";
       }},
      {"TF_AddNVariant",
       [](TF_OpKernelContext* ctx, TF_Status* s) { TF_AddNVariant(ctx, &Add, s); }},
      {"TF_ZerosLikeVariant",
       [](TF_OpKernelContext* ctx, TF_Status* s) { TF_ZerosLikeVariant(ctx, &Copy, s); }},
  };
}

TEST_F(KernelsExperimentalTest, VariableAndVariantFunctionsReportUnimplementedByName) {
  callback_calls = 0;
  int calls = 0;
  on_compute = [this, &calls](TF_OpKernelContext* ctx) {
    for (const auto& [name, call] : UnimplementedCalls()) {
      SCOPED_TRACE(name);
      ++calls;
      call(ctx, status_.get());
      const bool variant = name.find("Variant") != std::string::npos;
      ExpectStatus(status_.get(), TF_UNIMPLEMENTED,
                   {name + ": this core has no " +
                    (variant ? "variant tensors" : "resource variables")});
      call(ctx, nullptr);  // no status: logged
    }
  };
  std::vector<Tensor> outputs;
  Hook().Run(&outputs).IgnoreError();
  EXPECT_EQ(calls, 9);
  EXPECT_EQ(callback_calls, 0);

  for (const auto& [name, call] : UnimplementedCalls()) {
    SCOPED_TRACE(name);
    call(nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {name + ": ctx is NULL"});
  }
  EXPECT_EQ(callback_calls, 0);
}

}  // namespace
}  // namespace tensorflow
