// Every C API function that takes a TF_DataType or TF_Code by value, called from C with ints
// outside the enum: each refuses the value with its documented answer. Under --config=asan
// (UBSan's enum check) this also proves the core reads such values without undefined behaviour.
#include <climits>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/enum_arguments_test_calls.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelRunner;
using c_api_testing::NewStatus;
using c_api_testing::TensorPtr;

// Not a TF_DataType whose elements C can reach: below, between and far beyond the enum's values,
// reference types, and types without a C layout (TF_STRING has one: TF_TString).
const int kBadTypes[] = {INT_MIN, -1, 0, 33, 64, 101, 1000, INT_MAX, TF_RESOURCE, TF_VARIANT};
// Not a TF_Code.
const int kBadCodes[] = {INT_MIN, -1, 17, 64, 1000, INT_MAX};

TEST(EnumArgumentsTest, SetStatusReportsAnInvalidCodeAsUnknown) {
  auto status = NewStatus();
  for (const int code : kBadCodes) {
    CallSetStatus(status.get(), code, "from C");
    ExpectStatus(status.get(), TF_UNKNOWN,
                 {"(TF_SetStatus got the invalid code " + std::to_string(code) + ") from C"});
  }
  CallSetStatus(status.get(), TF_NOT_FOUND, "fine");
  ExpectStatus(status.get(), TF_NOT_FOUND, {"fine"});
}

TEST(EnumArgumentsTest, DataTypeSizeIsZero) {
  for (const int dtype : kBadTypes) EXPECT_EQ(CallDataTypeSize(dtype), 0u) << dtype;
  EXPECT_EQ(CallDataTypeSize(TF_STRING), 0u);  // no fixed size, as in TensorFlow
  EXPECT_EQ(CallDataTypeSize(TF_INT16), 2u);
}

TEST(EnumArgumentsTest, TensorsAreNotMade) {
  const int64_t dims[] = {2};
  alignas(64) float data[2] = {1, 2};
  for (const int dtype : kBadTypes) {
    EXPECT_EQ(CallAllocateTensor(dtype, dims, 1, 64), nullptr) << dtype;
    int deallocations = 0;
    EXPECT_EQ(CallNewTensor(dtype, data, sizeof(data), &deallocations), nullptr) << dtype;
    EXPECT_EQ(deallocations, 1) << "TF_NewTensor must give the buffer back, dtype " << dtype;
  }
  TensorPtr made(CallAllocateTensor(TF_FLOAT, dims, 1, 8));
  EXPECT_NE(made, nullptr);
}

TEST(EnumArgumentsTest, BitcastRefusesTheType) {
  const int64_t dims[] = {2};
  TensorPtr from(TF_AllocateTensor(TF_FLOAT, dims, 1, 8));
  TensorPtr to(TF_AllocateTensor(TF_FLOAT, dims, 1, 8));
  auto status = NewStatus();
  std::vector<int> no_fixed_size(std::begin(kBadTypes), std::end(kBadTypes));
  no_fixed_size.push_back(TF_STRING);
  for (const int dtype : no_fixed_size) {
    CallTensorBitcastFrom(from.get(), dtype, to.get(), dims, 1, status.get());
    ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
                 {"TF_TensorBitcastFrom: type", "has no fixed element size"});
    EXPECT_EQ(TF_TensorType(to.get()), TF_FLOAT);
  }
  CallTensorBitcastFrom(from.get(), TF_INT32, to.get(), dims, 1, status.get());
  ExpectOk(status.get());
}

void* NoState(TF_OpKernelConstruction*) { return nullptr; }
void NoCompute(void*, TF_OpKernelContext*) {}
void NoDelete(void*) {}

TEST(EnumArgumentsTest, TypeConstraintRefusesTheType) {
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("EnumArgumentsTestOp", "CPU", &NoState, &NoCompute, &NoDelete);
  ASSERT_NE(builder, nullptr);
  auto status = NewStatus();
  for (const int dtype : {INT_MIN, -1, 0, 33, 101, 1000, INT_MAX}) {
    CallKernelBuilderTypeConstraint(builder, "T", dtype, status.get());
    ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
                 {"TF_KernelBuilder_TypeConstraint: " + std::to_string(dtype) +
                  " is not a TF_DataType (attr 'T')"});
  }
  CallKernelBuilderTypeConstraint(builder, "T", TF_FLOAT, status.get());
  ExpectOk(status.get());
  TF_DeleteKernelBuilder(builder);
}

// A kernel whose compute_func runs the allocation checks below inside a real context.
std::vector<std::string> compute_failures;

void CheckAllocations(void*, TF_OpKernelContext* ctx) {
  const int64_t dims[] = {2};
  auto status = NewStatus();
  for (const int dtype : kBadTypes) {
    if (CallAllocateOutput(ctx, 0, dtype, dims, 1, 8, status.get()) != nullptr ||
        TF_GetCode(status.get()) != TF_INVALID_ARGUMENT) {
      compute_failures.push_back("TF_AllocateOutput took dtype " + std::to_string(dtype));
    }
    if (CallAllocateTemp(ctx, dtype, dims, 1, status.get()) != nullptr ||
        TF_GetCode(status.get()) != TF_INVALID_ARGUMENT ||
        std::string(TF_Message(status.get())).find("TF_AllocateTemp") == std::string::npos) {
      compute_failures.push_back("TF_AllocateTemp took dtype " + std::to_string(dtype) + ": " +
                                 TF_Message(status.get()));
    }
    // Unimplemented whatever the type, but the value must still be read safely.
    CallTemporaryVariable(ctx, dtype, status.get());
    if (TF_GetCode(status.get()) != TF_UNIMPLEMENTED) {
      compute_failures.push_back("TF_TemporaryVariable with dtype " + std::to_string(dtype) +
                                 ": " + TF_Message(status.get()));
    }
  }
  // The output is still free for the right type.
  TensorPtr output(CallAllocateOutput(ctx, 0, TF_FLOAT, dims, 1, 8, status.get()));
  if (output == nullptr) compute_failures.push_back(TF_Message(status.get()));
}

TEST(EnumArgumentsTest, AllocationsInsideAKernelRefuseTheType) {
  TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder("EnumArgumentsAllocate");
  TF_OpDefinitionBuilderAddOutput(op, "y: float");
  auto status = NewStatus();
  TF_RegisterOpDefinition(op, status.get());
  ExpectOk(status.get());
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("EnumArgumentsAllocate", "CPU", &NoState, &CheckAllocations, &NoDelete);
  TF_RegisterKernelBuilder("EnumArgumentsAllocateKernel", builder, status.get());
  ExpectOk(status.get());

  std::vector<Tensor> outputs;
  const Status run = KernelRunner("EnumArgumentsAllocate").Run(&outputs);
  ASSERT_TRUE(run.ok()) << run;
  EXPECT_TRUE(compute_failures.empty()) << compute_failures.front();
  ASSERT_EQ(outputs.size(), 1u);
  EXPECT_EQ(outputs[0].dtype(), DT_FLOAT);
}

}  // namespace
}  // namespace tensorflow
