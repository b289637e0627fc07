#include "tensorflow_lite_core/c/tf_tensor.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/tf_tstring.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::NewStatus;
using c_api_testing::TensorPtr;

TEST(TfDataTypeTest, SizesOfFixedAndVariableTypes) {
  EXPECT_EQ(TF_DataTypeSize(TF_FLOAT), 4u);
  EXPECT_EQ(TF_DataTypeSize(TF_DOUBLE), 8u);
  EXPECT_EQ(TF_DataTypeSize(TF_INT8), 1u);
  EXPECT_EQ(TF_DataTypeSize(TF_INT64), 8u);
  EXPECT_EQ(TF_DataTypeSize(TF_COMPLEX128), 16u);
  EXPECT_EQ(TF_DataTypeSize(TF_HALF), 2u);
  EXPECT_EQ(TF_DataTypeSize(TF_BOOL), 1u);
  EXPECT_EQ(TF_DataTypeSize(TF_STRING), 0u);
  EXPECT_EQ(TF_DataTypeSize(TF_RESOURCE), 0u);
  EXPECT_EQ(TF_DataTypeSize(TF_INT4), 0u);
  EXPECT_EQ(TF_DataTypeSize(static_cast<TF_DataType>(0)), 0u);
  EXPECT_EQ(TF_DataTypeSize(static_cast<TF_DataType>(101)), 0u);  // float_ref
  EXPECT_EQ(TF_DataTypeSize(static_cast<TF_DataType>(-7)), 0u);
  EXPECT_EQ(TF_DataTypeSize(static_cast<TF_DataType>(999)), 0u);
}

TEST(TfDataTypeTest, ValuesMatchTheCoreDataType) {
  EXPECT_EQ(static_cast<int>(TF_FLOAT), DT_FLOAT);
  EXPECT_EQ(static_cast<int>(TF_STRING), DT_STRING);
  EXPECT_EQ(static_cast<int>(TF_UINT64), DT_UINT64);
  EXPECT_EQ(static_cast<int>(TF_UINT2), DT_UINT2);
}

TEST(TfTensorTest, AllocateDescribesItself) {
  const int64_t dims[] = {2, 3};
  TensorPtr tensor(TF_AllocateTensor(TF_FLOAT, dims, 2, 6 * sizeof(float)));
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(TF_TensorType(tensor.get()), TF_FLOAT);
  EXPECT_EQ(TF_NumDims(tensor.get()), 2);
  EXPECT_EQ(TF_Dim(tensor.get(), 0), 2);
  EXPECT_EQ(TF_Dim(tensor.get(), 1), 3);
  EXPECT_EQ(TF_TensorElementCount(tensor.get()), 6);
  EXPECT_EQ(TF_TensorByteSize(tensor.get()), 24u);
  EXPECT_TRUE(TF_TensorIsAligned(tensor.get()));
  ASSERT_NE(TF_TensorData(tensor.get()), nullptr);
  float* data = static_cast<float*>(TF_TensorData(tensor.get()));
  for (int i = 0; i < 6; ++i) data[i] = static_cast<float>(i);
  EXPECT_EQ(c_api_testing::Values(tensor->tensor), "[[0 1 2][3 4 5]]");
}

TEST(TfTensorTest, ScalarsAndEmptyTensors) {
  TensorPtr scalar(TF_AllocateTensor(TF_INT64, nullptr, 0, 8));
  ASSERT_NE(scalar, nullptr);
  EXPECT_EQ(TF_NumDims(scalar.get()), 0);
  EXPECT_EQ(TF_TensorElementCount(scalar.get()), 1);
  const int64_t zero[] = {0, 4};
  TensorPtr empty(TF_AllocateTensor(TF_FLOAT, zero, 2, 0));
  ASSERT_NE(empty, nullptr);
  EXPECT_EQ(TF_TensorElementCount(empty.get()), 0);
  EXPECT_EQ(TF_TensorByteSize(empty.get()), 0u);
}

TEST(TfTensorTest, AllocateRejectsWhatIsNotATensor) {
  const int64_t dims[] = {2, 3};
  const int64_t negative[] = {2, -3};
  EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, dims, 2, 23), nullptr);  // too short
  EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, negative, 2, 100), nullptr);
  EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, nullptr, 2, 24), nullptr);
  EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, dims, -1, 24), nullptr);
  EXPECT_EQ(TF_AllocateTensor(TF_STRING, dims, 2, 6 * sizeof(TF_TString) - 1), nullptr);
  EXPECT_EQ(TF_AllocateTensor(TF_RESOURCE, dims, 2, 1000), nullptr);
  EXPECT_EQ(TF_AllocateTensor(TF_VARIANT, dims, 2, 1000), nullptr);
  EXPECT_EQ(TF_AllocateTensor(static_cast<TF_DataType>(77), dims, 2, 1000), nullptr);
  const int64_t huge[] = {int64_t{1} << 40, int64_t{1} << 40};
  EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, huge, 2, 16), nullptr);  // element count overflows
  std::vector<int64_t> too_many(300, 1);
  EXPECT_EQ(TF_AllocateTensor(TF_FLOAT, too_many.data(), 300, 4), nullptr);
}

struct Deallocation {
  int calls = 0;
  void* data = nullptr;
  size_t len = 0;
};

void CountingDeallocator(void* data, size_t len, void* arg) {
  auto* record = static_cast<Deallocation*>(arg);
  ++record->calls;
  record->data = data;
  record->len = len;
}

TEST(TfTensorTest, NewTensorUsesAlignedCallerMemoryUntilTheLastUserGoes) {
  alignas(64) static int32_t values[4] = {1, 2, 3, 4};
  Deallocation record;
  const int64_t dims[] = {4};
  TF_Tensor* tensor =
      TF_NewTensor(TF_INT32, dims, 1, values, sizeof(values), &CountingDeallocator, &record);
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(TF_TensorData(tensor), values);
  // The caller's memory is never written in place by kernels.
  EXPECT_FALSE(tensor->tensor.RefCountIsOne());
  Tensor shared = tensor->tensor;
  TF_DeleteTensor(tensor);
  EXPECT_EQ(record.calls, 0) << "another tensor still uses the memory";
  shared = Tensor();
  EXPECT_EQ(record.calls, 1);
  EXPECT_EQ(record.data, values);
  EXPECT_EQ(record.len, sizeof(values));
}

TEST(TfTensorTest, NewTensorCopiesUnalignedMemoryAndReturnsItAtOnce) {
  alignas(64) static char storage[64 + 8];
  void* unaligned = storage + 4;
  const float value = 2.5f;
  std::memcpy(unaligned, &value, sizeof(value));
  Deallocation record;
  TensorPtr tensor(TF_NewTensor(TF_FLOAT, nullptr, 0, unaligned, sizeof(float),
                                &CountingDeallocator, &record));
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(record.calls, 1);
  EXPECT_NE(TF_TensorData(tensor.get()), unaligned);
  EXPECT_TRUE(TF_TensorIsAligned(tensor.get()));
  EXPECT_EQ(*static_cast<float*>(TF_TensorData(tensor.get())), 2.5f);
}

TEST(TfTensorTest, NewTensorRejectsInconsistentArgumentsAndReturnsTheMemory) {
  alignas(64) static int32_t values[4];
  const int64_t dims[] = {5};
  Deallocation record;
  EXPECT_EQ(TF_NewTensor(TF_INT32, dims, 1, values, sizeof(values), &CountingDeallocator, &record),
            nullptr);
  EXPECT_EQ(record.calls, 1);
  EXPECT_EQ(TF_NewTensor(TF_STRING, dims, 1, values, sizeof(values), &CountingDeallocator, &record),
            nullptr);  // 16 bytes, not 5 TF_TStrings
  EXPECT_EQ(
      TF_NewTensor(TF_VARIANT, dims, 1, values, sizeof(values), &CountingDeallocator, &record),
      nullptr);
  EXPECT_EQ(TF_NewTensor(TF_INT32, dims, 1, nullptr, 20, &CountingDeallocator, &record), nullptr);
  EXPECT_EQ(record.calls, 4);
  // No deallocator: the memory is simply not used.
  EXPECT_EQ(TF_NewTensor(TF_INT32, dims, 1, values, 4, nullptr, nullptr), nullptr);
}

TEST(TfTensorTest, BitcastSharesTheBuffer) {
  const int64_t dims[] = {2, 2};
  TensorPtr from(TF_AllocateTensor(TF_INT32, dims, 2, 16));
  ASSERT_NE(from, nullptr);
  const int64_t empty_dims[] = {0};
  TensorPtr to(TF_AllocateTensor(TF_UINT8, empty_dims, 1, 0));
  auto status = NewStatus();
  const int64_t new_dims[] = {2, 2, 4};
  TF_TensorBitcastFrom(from.get(), TF_UINT8, to.get(), new_dims, 3, status.get());
  ExpectOk(status.get());
  EXPECT_EQ(TF_TensorType(to.get()), TF_UINT8);
  EXPECT_EQ(TF_NumDims(to.get()), 3);
  EXPECT_EQ(TF_TensorData(to.get()), TF_TensorData(from.get()));
}

TEST(TfTensorTest, BitcastErrors) {
  const int64_t dims[] = {3};
  TensorPtr from(TF_AllocateTensor(TF_INT32, dims, 1, 12));
  TensorPtr to(TF_AllocateTensor(TF_INT32, dims, 1, 12));
  auto status = NewStatus();
  const int64_t wrong[] = {5};
  TF_TensorBitcastFrom(from.get(), TF_INT16, to.get(), wrong, 1, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"BitcastFrom", "int32", "int16", "[5]"});
  EXPECT_EQ(TF_TensorType(to.get()), TF_INT32) << "a failed bitcast changed the target";

  TF_TensorBitcastFrom(from.get(), TF_STRING, to.get(), dims, 1, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_TensorBitcastFrom", "string"});
  TensorPtr strings(TF_AllocateTensor(TF_STRING, dims, 1, 3 * sizeof(TF_TString)));
  const int64_t bytes[] = {72};
  TF_TensorBitcastFrom(strings.get(), TF_UINT8, to.get(), bytes, 1, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_TensorBitcastFrom", "string"});
  TF_TensorBitcastFrom(nullptr, TF_INT32, to.get(), dims, 1, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_TensorBitcastFrom: from is NULL"});
  TF_TensorBitcastFrom(from.get(), TF_INT32, nullptr, dims, 1, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_TensorBitcastFrom: to is NULL"});
  TF_TensorBitcastFrom(from.get(), TF_INT32, to.get(), nullptr, 1, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"dims is NULL"});
}

TEST(TfTensorTest, StringTensorElementsAreTheCoresTStrings) {
  Tensor core(DT_STRING, TensorShape({2}));
  core.flat<tstring>()(0) = "short";
  core.flat<tstring>()(1) = std::string(30, 'L');
  TensorPtr strings(c_api::NewTensorHandle(core));
  EXPECT_EQ(TF_TensorType(strings.get()), TF_STRING);
  EXPECT_EQ(TF_TensorElementCount(strings.get()), 2);
  EXPECT_EQ(TF_TensorByteSize(strings.get()), 2 * sizeof(TF_TString));
  auto* elements = static_cast<TF_TString*>(TF_TensorData(strings.get()));
  ASSERT_EQ(static_cast<void*>(elements), core.data());
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(&elements[0]), TF_TString_GetSize(&elements[0])),
            "short");
  EXPECT_EQ(TF_TString_GetSize(&elements[1]), 30u);
  TF_TString_Copy(&elements[0], "written through C", 17);
  EXPECT_EQ(core.flat<tstring>()(0), "written through C");
}

TEST(TfTensorTest, ElementsOfResourcesAndVariantsStayHidden) {
  // An empty variant tensor: the core allocates no variant elements.
  TensorPtr variants(c_api::NewTensorHandle(Tensor(DT_VARIANT)));
  EXPECT_EQ(TF_TensorType(variants.get()), TF_VARIANT);
  EXPECT_EQ(TF_TensorData(variants.get()), nullptr);
  EXPECT_EQ(TF_TensorByteSize(variants.get()), 0u);
}

TEST(TfTensorTest, MaybeMoveOnlyWhenTheBufferIsUnshared) {
  const int64_t dims[] = {2};
  TF_Tensor* alone = TF_AllocateTensor(TF_FLOAT, dims, 1, 8);
  TF_Tensor* moved = TF_TensorMaybeMove(alone);
  EXPECT_EQ(moved, alone);
  Tensor shared = moved->tensor;
  EXPECT_EQ(TF_TensorMaybeMove(moved), nullptr);
  TF_DeleteTensor(moved);
}

TEST(TfTensorTest, NullTensorsGiveFallbacks) {
  EXPECT_EQ(TF_TensorType(nullptr), static_cast<TF_DataType>(0));
  EXPECT_EQ(TF_NumDims(nullptr), -1);
  EXPECT_EQ(TF_Dim(nullptr, 0), -1);
  EXPECT_EQ(TF_TensorByteSize(nullptr), 0u);
  EXPECT_EQ(TF_TensorData(nullptr), nullptr);
  EXPECT_EQ(TF_TensorElementCount(nullptr), -1);
  EXPECT_FALSE(TF_TensorIsAligned(nullptr));
  EXPECT_EQ(TF_TensorMaybeMove(nullptr), nullptr);
  TF_DeleteTensor(nullptr);

  const int64_t dims[] = {2};
  TensorPtr tensor(TF_AllocateTensor(TF_FLOAT, dims, 1, 8));
  EXPECT_EQ(TF_Dim(tensor.get(), 1), -1);
  EXPECT_EQ(TF_Dim(tensor.get(), -1), -1);
}

TEST(TfTensorTest, SetShapeReshapesOnlyThisHandle) {
  const int64_t dims[] = {2, 3};
  TensorPtr tensor(TF_AllocateTensor(TF_INT32, dims, 2, 6 * sizeof(int32_t)));
  TensorPtr other(TF_AllocateTensor(TF_INT32, dims, 2, 6 * sizeof(int32_t)));
  TF_TensorBitcastFrom(tensor.get(), TF_INT32, other.get(), dims, 2, nullptr);  // shares the buffer
  const int64_t flat[] = {6};
  TF_SetShape(tensor.get(), flat, 1);
  EXPECT_EQ(TF_NumDims(tensor.get()), 1);
  EXPECT_EQ(TF_Dim(tensor.get(), 0), 6);
  EXPECT_EQ(TF_TensorData(tensor.get()), TF_TensorData(other.get()));
  EXPECT_EQ(TF_NumDims(other.get()), 2) << "the other handle keeps its shape";

  // Refused (logged; nothing to report in): another element count, a bad shape, NULLs.
  const int64_t seven[] = {7};
  TF_SetShape(tensor.get(), seven, 1);
  const int64_t negative[] = {-6};
  TF_SetShape(tensor.get(), negative, 1);
  TF_SetShape(tensor.get(), nullptr, 2);
  TF_SetShape(nullptr, flat, 1);
  EXPECT_EQ(TF_NumDims(tensor.get()), 1);
  EXPECT_EQ(TF_Dim(tensor.get(), 0), 6);

  const int64_t scalar_dims[] = {1};
  TensorPtr one(TF_AllocateTensor(TF_FLOAT, scalar_dims, 1, sizeof(float)));
  TF_SetShape(one.get(), nullptr, 0);
  EXPECT_EQ(TF_NumDims(one.get()), 0);
  EXPECT_EQ(TF_TensorElementCount(one.get()), 1);
}

TEST(TfTensorTest, DefaultAlignmentIsWhatAllocationsHave) {
  const size_t alignment = TF_TensorDefaultAlignment();
  EXPECT_EQ(alignment, 64u);
  const int64_t dims[] = {3};
  TensorPtr tensor(TF_AllocateTensor(TF_DOUBLE, dims, 1, 3 * sizeof(double)));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(TF_TensorData(tensor.get())) % alignment, 0u);
}

}  // namespace
}  // namespace tensorflow
