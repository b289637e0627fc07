#include "tensorflow_lite_core/c/kernels_experimental.h"

#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/c/testing/kernels_test_util.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/platform/mutex.h"

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
using c_api_testing::Values;
using c_api_testing::MakeFloatTensor;

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
    // A float variable, its value, and inputs of the wrong kinds for the error paths.
    RegisterOp("CApiExperimentalTestAssign", {},
               {"ref: Ref(float)", "value: float", "count: int32", "handle: resource"},
               {"ref_out: Ref(float)", "plain_out: float"});
    RegisterHookKernel("CApiExperimentalTestAssign", "AssignHookKernel");
  }

  // Runs a node of CApiExperimentalTestAssign on `*inputs` (ref, value, count, handle), which
  // the kernel may update: they are the variables.
  static Status RunAssign(std::vector<Tensor>* inputs, std::vector<Tensor>* outputs) {
    NodeDef node;
    TF_RETURN_IF_ERROR(NodeDefBuilder("assign_node", "CApiExperimentalTestAssign")
                           .Input("variable", 0, DT_FLOAT_REF)
                           .Input("value", 0, DT_FLOAT)
                           .Input("count", 0, DT_INT32)
                           .Input("handle", 0, DT_RESOURCE)
                           .Finalize(&node));
    std::unique_ptr<tensorflow::KernelRunner> runner;
    TF_RETURN_IF_ERROR(tensorflow::KernelRunner::Create(node, &runner));
    return runner->RunForwarding(inputs, outputs);
  }

  static std::vector<Tensor> AssignInputs(const std::vector<float>& variable,
                                          const std::vector<float>& value) {
    return {MakeFloatTensor(TensorShape({static_cast<int64_t>(variable.size())}), variable),
            MakeFloatTensor(TensorShape({static_cast<int64_t>(value.size())}), value),
            MakeTensor(TensorShape({}), {1}), Tensor(DT_RESOURCE, TensorShape({}))};
  }
};

// The ref inputs' mutex, as the core hands it out (the C API does not expose it).
mutex* RefInputsMutex(TF_OpKernelContext* ctx) {
  return reinterpret_cast<OpKernelContext*>(ctx)->input_ref_mutex(0);
}

// Whether `mu` is free now, as another thread finds it (it is left as found).
bool IsFree(mutex* mu) {
  bool free = false;
  std::thread([mu, &free] {
    free = mu->try_lock();
    if (free) mu->unlock();
  }).join();
  return free;
}

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

TEST_F(KernelsExperimentalTest, ReferenceInputsAreKnownAndForwarded) {
  int calls = 0;
  const void* ref_data = nullptr;
  on_compute = [this, &calls, &ref_data](TF_OpKernelContext* ctx) {
    ++calls;
    EXPECT_TRUE(TF_IsRefInput(ctx, 0, status_.get()));
    ExpectOk(status_.get());
    EXPECT_FALSE(TF_IsRefInput(ctx, 1, status_.get()));
    ExpectOk(status_.get());
    EXPECT_FALSE(TF_IsRefInput(ctx, 2, status_.get()));
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"TF_IsRefInput: input index 2 out of range"});
    EXPECT_FALSE(TF_IsRefInput(ctx, -1, status_.get()));
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"input index -1"});

    // Logged, changing nothing: arguments that are no references and indices out of range.
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 1, 1);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, 1);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 1, 0);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 5, 0);
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, -3);
    for (int output = 0; output < 2; ++output) {
      EXPECT_EQ(TF_GetMutableOutput(ctx, output, status_.get()), nullptr);
      ExpectStatus(status_.get(), TF_FAILED_PRECONDITION, {"has not been set"});
    }

    // Updated in place through TF_GetInput, then forwarded: the output is the referenced tensor.
    TF_Tensor* ref = nullptr;
    TF_GetInput(ctx, 0, &ref, status_.get());
    ExpectOk(status_.get());
    TensorPtr ref_handle(ref);
    ref_data = TF_TensorData(ref);
    static_cast<int32_t*>(TF_TensorData(ref))[1] = 50;
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, 0);
    TensorPtr output(TF_GetMutableOutput(ctx, 0, status_.get()));
    ExpectOk(status_.get());
    ASSERT_NE(output, nullptr);
    EXPECT_EQ(TF_TensorData(output.get()), ref_data);
    EXPECT_EQ(TF_TensorType(output.get()), TF_INT32);
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
  std::vector<Tensor> inputs = {MakeTensor(TensorShape({2}), {4, 5}),
                                MakeTensor(TensorShape({}), {6})};
  const Tensor earlier = inputs[0];
  std::vector<Tensor> outputs;
  const Status status = runner->RunForwarding(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(Values(inputs[0]), "[4 50]");
  EXPECT_EQ(inputs[0].data(), ref_data);
  EXPECT_TRUE(inputs[0].SharesBufferWith(earlier)) << "updated in place";
  ASSERT_EQ(outputs.size(), 2u);
  EXPECT_TRUE(outputs[0].SharesBufferWith(inputs[0]));
  EXPECT_EQ(outputs[1].dtype(), DT_INVALID) << "never set";

  EXPECT_FALSE(TF_IsRefInput(nullptr, 0, status_.get()));
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_IsRefInput: ctx is NULL"});
  TF_OpKernelContext_ForwardRefInputToRefOutput(nullptr, 0, 0);
}

// What the plugin's copyFunc saw, call by call.
struct CopyCall {
  const void* dest_data;
  bool mutex_free;  // whether the ref inputs' mutex was free during the copy
};
std::vector<CopyCall> copy_calls;

// A plugin's copyFunc: copies floats and frees both handles, which it owns.
void CopyFloats(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest) {
  EXPECT_EQ(TF_TensorByteSize(source), TF_TensorByteSize(dest));
  std::memcpy(TF_TensorData(dest), TF_TensorData(source), TF_TensorByteSize(source));
  copy_calls.push_back({TF_TensorData(dest), IsFree(RefInputsMutex(ctx))});
  TF_DeleteTensor(source);
  TF_DeleteTensor(dest);
}

TEST_F(KernelsExperimentalTest, AssignRefVariableCopiesIntoTheReferencedBuffer) {
  for (const bool use_locking : {true, false}) {
    SCOPED_TRACE(use_locking ? "use_locking" : "without use_locking");
    copy_calls.clear();
    on_compute = [this, use_locking](TF_OpKernelContext* ctx) {
      TF_AssignRefVariable(ctx, 0, 0, 1, use_locking, /*validate_shape=*/true, &CopyFloats,
                           status_.get());
      ExpectOk(status_.get());
      EXPECT_TRUE(IsFree(RefInputsMutex(ctx)));
    };
    std::vector<Tensor> inputs = AssignInputs({1, 2, 3}, {7, 8, 9});
    const Tensor earlier = inputs[0];
    std::vector<Tensor> outputs;
    const Status status = RunAssign(&inputs, &outputs);
    ASSERT_TRUE(status.ok()) << status;
    EXPECT_EQ(Values(inputs[0]), "[7 8 9]");
    EXPECT_TRUE(inputs[0].SharesBufferWith(earlier)) << "the same buffer, updated";
    EXPECT_TRUE(outputs[0].SharesBufferWith(inputs[0]));
    ASSERT_EQ(copy_calls.size(), 1u);
    EXPECT_EQ(copy_calls[0].dest_data, inputs[0].data());
    EXPECT_EQ(copy_calls[0].mutex_free, !use_locking);
  }
}

TEST_F(KernelsExperimentalTest, AssignRefVariableShapeRules) {
  copy_calls.clear();
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_AssignRefVariable(ctx, 0, 0, 1, true, /*validate_shape=*/true, &CopyFloats,
                         status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"Assign requires shapes of both tensors to match. lhs shape= [2] rhs shape= [3]"});
    EXPECT_EQ(TF_GetMutableOutput(ctx, 0, status_.get()), nullptr) << "nothing forwarded";
    EXPECT_TRUE(IsFree(RefInputsMutex(ctx)));
  };
  std::vector<Tensor> inputs = AssignInputs({1, 2}, {4, 5, 6});
  std::vector<Tensor> outputs;
  Status status = RunAssign(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(inputs[0]), "[1 2]");
  EXPECT_TRUE(copy_calls.empty());

  // Without validate_shape a new tensor of the value's shape replaces the referenced one.
  on_compute = [this](TF_OpKernelContext* ctx) {
    TF_AssignRefVariable(ctx, 0, 0, 1, true, /*validate_shape=*/false, &CopyFloats,
                         status_.get());
    ExpectOk(status_.get());
  };
  inputs = AssignInputs({1, 2}, {4, 5, 6});
  const Tensor earlier = inputs[0];
  status = RunAssign(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(inputs[0]), "[4 5 6]");
  EXPECT_EQ(Values(earlier), "[1 2]") << "an earlier holder keeps the old buffer";
  EXPECT_TRUE(outputs[0].SharesBufferWith(inputs[0]));
  EXPECT_FALSE(inputs[0].SharesBufferWith(inputs[1])) << "a copy of the value, not the value";
  ASSERT_EQ(copy_calls.size(), 1u);
  EXPECT_EQ(copy_calls[0].dest_data, inputs[0].data());
  EXPECT_FALSE(copy_calls[0].mutex_free);

  // The same shape without validate_shape: copied into the referenced buffer.
  inputs = AssignInputs({1, 2}, {3, 4});
  const Tensor same_shape = inputs[0];
  status = RunAssign(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(same_shape), "[3 4]");
  EXPECT_TRUE(inputs[0].SharesBufferWith(same_shape));
}

TEST_F(KernelsExperimentalTest, AssignRefVariableRefusesBadArguments) {
  copy_calls.clear();
  int calls = 0;
  on_compute = [this, &calls](TF_OpKernelContext* ctx) {
    ++calls;
    const auto assign = [&](int input, int output, int value) {
      TF_AssignRefVariable(ctx, input, output, value, true, true, &CopyFloats, status_.get());
    };
    assign(1, 0, 1);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"TF_AssignRefVariable: input 1 (float) of op CApiExperimentalTestAssign is not "
                  "a reference"});
    assign(3, 0, 1);
    ExpectStatus(status_.get(), TF_UNIMPLEMENTED,
                 {"TF_AssignRefVariable: this core has no resource variables (input 3 of op "
                  "CApiExperimentalTestAssign is a resource)"});
    assign(4, 0, 1);
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE,
                 {"TF_AssignRefVariable: input index 4 out of range [0, 4)"});
    assign(0, 1, 1);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"output 1 (float) of op CApiExperimentalTestAssign is not a reference of input "
                  "0's type (float_ref)"});
    assign(0, 2, 1);
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"output index 2 out of range [0, 2)"});
    assign(0, 0, 2);
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"value input 2 of op CApiExperimentalTestAssign is int32, the variable float"});
    assign(0, 0, -1);
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"input index -1 out of range"});
    TF_AssignRefVariable(ctx, 0, 0, 1, true, true, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_AssignRefVariable: copyFunc is NULL"});
    TF_AssignRefVariable(ctx, 1, 0, 1, true, true, &CopyFloats, nullptr);  // logged
    EXPECT_EQ(TF_GetMutableOutput(ctx, 0, status_.get()), nullptr);
  };
  std::vector<Tensor> inputs = AssignInputs({1, 2}, {3, 4});
  std::vector<Tensor> outputs;
  const Status status = RunAssign(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(Values(inputs[0]), "[1 2]");
  EXPECT_TRUE(copy_calls.empty());

  TF_AssignRefVariable(nullptr, 0, 0, 1, true, true, &CopyFloats, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_AssignRefVariable: ctx is NULL"});
}

TEST_F(KernelsExperimentalTest, LockHoldersLockTheRefInputsMutex) {
  int calls = 0;
  on_compute = [this, &calls](TF_OpKernelContext* ctx) {
    ++calls;
    mutex* mu = RefInputsMutex(ctx);
    const int ref_twice[] = {0, 0};
    TF_VariableInputLockHolder* holder = nullptr;
    TF_MaybeLockVariableInputMutexesInOrder(ctx, /*do_lock=*/true, /*sparse=*/false, ref_twice, 2,
                                            nullptr, &holder, status_.get());
    ExpectOk(status_.get());
    ASSERT_NE(holder, nullptr);
    EXPECT_FALSE(IsFree(mu));
    TF_ReleaseVariableInputLockHolder(holder);  // locked once, so free again
    EXPECT_TRUE(IsFree(mu));

    // Without do_lock nothing is locked, nor are the inputs looked at beyond their range.
    const int ref_and_plain[] = {0, 1};
    for (const bool sparse : {false, true}) {
      holder = nullptr;
      TF_MaybeLockVariableInputMutexesInOrder(ctx, false, sparse, ref_and_plain, 2, nullptr,
                                              &holder, status_.get());
      ExpectOk(status_.get());
      ASSERT_NE(holder, nullptr);
      EXPECT_TRUE(IsFree(mu));
      TF_ReleaseVariableInputLockHolder(holder);
    }
    holder = nullptr;
    TF_MaybeLockVariableInputMutexesInOrder(ctx, true, false, nullptr, 0, nullptr, &holder,
                                            status_.get());
    ExpectOk(status_.get());
    EXPECT_TRUE(IsFree(mu)) << "no inputs, no lock";
    TF_ReleaseVariableInputLockHolder(holder);

    // Refusals leave the holder unset and the mutex free.
    const auto refused = [&](bool do_lock, std::vector<int> inputs, TF_Code code,
                             const std::string& message) {
      TF_VariableInputLockHolder* untouched = nullptr;
      TF_MaybeLockVariableInputMutexesInOrder(ctx, do_lock, false, inputs.data(), inputs.size(),
                                              nullptr, &untouched, status_.get());
      ExpectStatus(status_.get(), code, {message});
      EXPECT_EQ(untouched, nullptr);
      EXPECT_TRUE(IsFree(mu));
    };
    refused(true, {0, 1}, TF_INVALID_ARGUMENT,
            "TF_MaybeLockVariableInputMutexesInOrder: input 1 (float) of op "
            "CApiExperimentalTestAssign is not a reference");
    refused(true, {0, 3}, TF_UNIMPLEMENTED, "this core has no resource variables (input 3");
    refused(false, {3}, TF_UNIMPLEMENTED, "this core has no resource variables (input 3");
    refused(false, {0, 7}, TF_OUT_OF_RANGE, "input index 7 out of range [0, 4)");
    TF_MaybeLockVariableInputMutexesInOrder(ctx, true, false, nullptr, 1, nullptr, &holder,
                                            status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"inputs is NULL"});
    TF_MaybeLockVariableInputMutexesInOrder(ctx, true, false, ref_twice, 1, nullptr, nullptr,
                                            status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"lockHolder is NULL"});
    EXPECT_TRUE(IsFree(mu));
  };
  std::vector<Tensor> inputs = AssignInputs({1, 2}, {3, 4});
  std::vector<Tensor> outputs;
  const Status status = RunAssign(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(calls, 1);

  TF_ReleaseVariableInputLockHolder(nullptr);
  TF_VariableInputLockHolder* holder = nullptr;
  const int input = 0;
  TF_MaybeLockVariableInputMutexesInOrder(nullptr, true, false, &input, 1, nullptr, &holder,
                                          status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
               {"TF_MaybeLockVariableInputMutexesInOrder: ctx is NULL"});
  EXPECT_EQ(holder, nullptr);
}

TEST_F(KernelsExperimentalTest, GetInputTensorFromVariableIsTheReferencedTensor) {
  int calls = 0;
  on_compute = [this, &calls](TF_OpKernelContext* ctx) {
    ++calls;
    // Under the lock a training op takes first (lock_held), and without it.
    TF_VariableInputLockHolder* holder = nullptr;
    const int ref = 0;
    TF_MaybeLockVariableInputMutexesInOrder(ctx, true, false, &ref, 1, nullptr, &holder,
                                            status_.get());
    ExpectOk(status_.get());
    TF_Tensor* variable = nullptr;
    TF_GetInputTensorFromVariable(ctx, 0, /*lock_held=*/true, false, false, nullptr, &variable,
                                  status_.get());
    ExpectOk(status_.get());
    ASSERT_NE(variable, nullptr);
    static_cast<float*>(TF_TensorData(variable))[0] += 10;
    TF_DeleteTensor(variable);
    TF_ReleaseVariableInputLockHolder(holder);

    variable = nullptr;
    TF_GetInputTensorFromVariable(ctx, 0, /*lock_held=*/false, false, false, nullptr, &variable,
                                  status_.get());
    ExpectOk(status_.get());
    ASSERT_NE(variable, nullptr);
    EXPECT_EQ(TF_NumDims(variable), 1);
    static_cast<float*>(TF_TensorData(variable))[1] *= 3;
    TF_DeleteTensor(variable);

    TF_Tensor* untouched = nullptr;
    TF_GetInputTensorFromVariable(ctx, 1, false, false, false, nullptr, &untouched,
                                  status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"TF_GetInputTensorFromVariable: input 1 (float) of op "
                  "CApiExperimentalTestAssign is not a reference"});
    TF_GetInputTensorFromVariable(ctx, 3, false, false, false, nullptr, &untouched,
                                  status_.get());
    ExpectStatus(status_.get(), TF_UNIMPLEMENTED, {"this core has no resource variables"});
    TF_GetInputTensorFromVariable(ctx, 9, false, false, false, nullptr, &untouched,
                                  status_.get());
    ExpectStatus(status_.get(), TF_OUT_OF_RANGE, {"input index 9 out of range"});
    EXPECT_EQ(untouched, nullptr);
    TF_GetInputTensorFromVariable(ctx, 0, false, false, false, nullptr, nullptr, status_.get());
    ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
                 {"TF_GetInputTensorFromVariable: out is NULL"});
  };
  std::vector<Tensor> inputs = AssignInputs({1, 2}, {0, 0});
  const Tensor earlier = inputs[0];
  std::vector<Tensor> outputs;
  const Status status = RunAssign(&inputs, &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(Values(inputs[0]), "[11 6]");
  EXPECT_TRUE(inputs[0].SharesBufferWith(earlier));

  TF_Tensor* out = nullptr;
  TF_GetInputTensorFromVariable(nullptr, 0, false, false, false, nullptr, &out, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_GetInputTensorFromVariable: ctx is NULL"});
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
  EXPECT_EQ(calls, 6);
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
