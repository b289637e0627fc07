#include "tensorflow_lite_core/c/tf_tstring.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"

namespace tensorflow {
namespace {

using c_api_testing::TensorPtr;

std::string Text(const TF_TString* str) {
  return std::string(TF_StringGetDataPointer(str), TF_StringGetSize(str));
}

// ---- The exported functions, one by one.

TEST(TfStringTest, InitMakesAnEmptySmallString) {
  TF_TString str;
  std::memset(&str, 0xab, sizeof(str));
  TF_StringInit(&str);
  EXPECT_EQ(TF_StringGetType(&str), TF_TSTR_SMALL);
  EXPECT_EQ(TF_StringGetSize(&str), 0u);
  EXPECT_EQ(TF_StringGetCapacity(&str), 22u);
  EXPECT_STREQ(TF_StringGetDataPointer(&str), "");
}

TEST(TfStringTest, CopyOwnsItsBytesSmallOrLarge) {
  TF_TString str;
  TF_StringInit(&str);
  char source[] = "small";
  TF_StringCopy(&str, source, 5);
  source[0] = 'X';
  EXPECT_EQ(Text(&str), "small");
  EXPECT_EQ(TF_StringGetType(&str), TF_TSTR_SMALL);
  const std::string large(100, 'L');
  TF_StringCopy(&str, large.data(), large.size());
  EXPECT_EQ(TF_StringGetType(&str), TF_TSTR_LARGE);
  EXPECT_EQ(TF_StringGetCapacity(&str), 111u);  // TensorFlow's capacity for 100 bytes
  EXPECT_EQ(Text(&str), large);
  EXPECT_EQ(TF_StringGetDataPointer(&str)[100], '\0');
  TF_StringCopy(&str, "a\0b", 3);  // bytes, not C strings
  EXPECT_EQ(Text(&str), std::string("a\0b", 3));
  TF_StringCopy(&str, nullptr, 0);
  EXPECT_EQ(TF_StringGetSize(&str), 0u);
  TF_StringDealloc(&str);
}

TEST(TfStringTest, AssignViewSharesTheCallersBytes) {
  const std::string bytes(40, 'v');
  TF_TString str;
  TF_StringInit(&str);
  TF_StringCopy(&str, bytes.data(), bytes.size());  // LARGE: freed by the assignment (ASan checks)
  TF_StringAssignView(&str, bytes.data(), 30);
  EXPECT_EQ(TF_StringGetType(&str), TF_TSTR_VIEW);
  EXPECT_EQ(TF_StringGetDataPointer(&str), bytes.data());
  EXPECT_EQ(TF_StringGetSize(&str), 30u);
  EXPECT_EQ(TF_StringGetCapacity(&str), 0u);
  TF_StringDealloc(&str);  // a plain view: nothing to free, left as it is
  EXPECT_EQ(TF_StringGetDataPointer(&str), bytes.data());
}

TEST(TfStringTest, DeallocFreesLargeStringsAndEmptiesThem) {
  TF_TString str;
  TF_StringInit(&str);
  const std::string large(64, 'x');
  TF_StringCopy(&str, large.data(), large.size());
  TF_StringDealloc(&str);
  EXPECT_EQ(TF_StringGetType(&str), TF_TSTR_SMALL);
  EXPECT_EQ(TF_StringGetSize(&str), 0u);
  TF_StringDealloc(&str);  // twice is harmless
  TF_StringCopy(&str, "kept", 4);
  TF_StringDealloc(&str);  // small: left as it is
  EXPECT_EQ(Text(&str), "kept");
}

TEST(TfStringTest, ExportedAndInlineFunctionsAgree) {
  const std::vector<std::string> texts = {"", "x", std::string(22, 's'), std::string(23, 'l'),
                                          std::string(1000, 'h')};
  for (const std::string& text : texts) {
    SCOPED_TRACE(text.size());
    TF_TString str;
    TF_TString_Init(&str);
    TF_TString_Copy(&str, text.data(), text.size());
    EXPECT_EQ(TF_StringGetType(&str), TF_TString_GetType(&str));
    EXPECT_EQ(TF_StringGetSize(&str), TF_TString_GetSize(&str));
    EXPECT_EQ(TF_StringGetCapacity(&str), TF_TString_GetCapacity(&str));
    EXPECT_EQ(TF_StringGetDataPointer(&str), TF_TString_GetDataPointer(&str));
    TF_StringDealloc(&str);
  }
}

TEST(TfStringTest, BadInputIsRefusedWithoutACrash) {
  TF_StringInit(nullptr);
  TF_StringCopy(nullptr, "x", 1);
  TF_StringAssignView(nullptr, "x", 1);
  TF_StringDealloc(nullptr);
  EXPECT_EQ(TF_StringGetDataPointer(nullptr), nullptr);
  EXPECT_EQ(TF_StringGetType(nullptr), TF_TSTR_SMALL);
  EXPECT_EQ(TF_StringGetSize(nullptr), 0u);
  EXPECT_EQ(TF_StringGetCapacity(nullptr), 0u);

  // A NULL source of a non-empty string leaves the destination alone (and is logged).
  TF_TString str;
  TF_StringInit(&str);
  TF_StringCopy(&str, "kept", 4);
  TF_StringCopy(&str, nullptr, 5);
  EXPECT_EQ(Text(&str), "kept");
  TF_StringAssignView(&str, nullptr, 5);
  EXPECT_EQ(Text(&str), "kept");
  EXPECT_EQ(TF_StringGetType(&str), TF_TSTR_SMALL);
  TF_StringAssignView(&str, nullptr, 0);
  EXPECT_EQ(TF_StringGetSize(&str), 0u);
}

// ---- String tensors through tf_tensor.h.

TEST(TfStringTensorTest, AllocatedElementsStartEmptyAndAreFreedWithTheTensor) {
  const int64_t dims[] = {2, 3};
  EXPECT_EQ(TF_AllocateTensor(TF_STRING, dims, 2, 6 * sizeof(TF_TString) - 1), nullptr);
  TensorPtr tensor(TF_AllocateTensor(TF_STRING, dims, 2, 6 * sizeof(TF_TString)));
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(TF_TensorByteSize(tensor.get()), 6 * sizeof(TF_TString));
  auto* strings = static_cast<TF_TString*>(TF_TensorData(tensor.get()));
  for (int i = 0; i < 6; ++i) EXPECT_EQ(TF_StringGetSize(&strings[i]), 0u);
  // Large strings written here belong to the tensor: LeakSanitizer checks they are freed.
  const std::string large(200, 'q');
  for (int i = 0; i < 6; ++i) TF_StringCopy(&strings[i], large.data(), large.size() - i);
  const Tensor& core = tensor->tensor;
  EXPECT_EQ(core.flat<tstring>()(5), std::string(195, 'q'));
}

// What TF_NewTensor's caller must do for strings: free what they hold in the deallocator.
struct StringRecord {
  int calls = 0;
  std::vector<std::string> seen;
};

void DeallocateStrings(void* data, size_t len, void* arg) {
  auto* record = static_cast<StringRecord*>(arg);
  ++record->calls;
  auto* strings = static_cast<TF_TString*>(data);
  for (size_t i = 0; i < len / sizeof(TF_TString); ++i) {
    record->seen.push_back(Text(&strings[i]));
    TF_StringDealloc(&strings[i]);
  }
  std::free(data);
}

TEST(TfStringTensorTest, NewTensorReadsTheCallersStringsInPlace) {
  auto* strings = static_cast<TF_TString*>(std::aligned_alloc(64, 64 * 2));
  TF_StringInit(&strings[0]);
  TF_StringInit(&strings[1]);
  TF_StringCopy(&strings[0], "zero", 4);
  const std::string large(50, '1');
  TF_StringCopy(&strings[1], large.data(), large.size());
  const int64_t dims[] = {2};
  StringRecord record;
  TensorPtr tensor(TF_NewTensor(TF_STRING, dims, 1, strings, 2 * sizeof(TF_TString),
                                &DeallocateStrings, &record));
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(TF_TensorData(tensor.get()), strings);
  EXPECT_EQ(tensor->tensor.flat<tstring>()(1), large);
  tensor.reset();
  // The core left the strings to the deallocator, intact.
  EXPECT_EQ(record.calls, 1);
  EXPECT_EQ(record.seen, (std::vector<std::string>{"zero", large}));
}

TEST(TfStringTensorTest, UnalignedStringsAreCopied) {
  std::vector<char> memory(3 * sizeof(TF_TString) + 64);
  char* unaligned = memory.data() + 1;
  while (reinterpret_cast<uintptr_t>(unaligned) % 64 == 0) ++unaligned;
  // Strings written at an unaligned address, as a caller's serialization might leave them.
  const std::string large(40, 'u');
  TF_TString str;
  TF_StringInit(&str);
  TF_StringCopy(&str, "abc", 3);
  std::memcpy(unaligned, &str, sizeof(str));
  TF_StringInit(&str);
  TF_StringCopy(&str, large.data(), large.size());
  std::memcpy(unaligned + sizeof(TF_TString), &str, sizeof(str));  // the bytes now hold it
  TF_StringInit(&str);
  TF_StringAssignView(&str, large.data(), 5);
  std::memcpy(unaligned + 2 * sizeof(TF_TString), &str, sizeof(str));

  const int64_t dims[] = {3};
  int calls = 0;
  TensorPtr tensor(TF_NewTensor(
      TF_STRING, dims, 1, unaligned, 3 * sizeof(TF_TString),
      [](void* data, size_t, void* arg) {
        ++*static_cast<int*>(arg);
        // The caller's large string is still the caller's to free.
        TF_TString owned;
        std::memcpy(&owned, static_cast<char*>(data) + sizeof(TF_TString), sizeof(owned));
        TF_StringDealloc(&owned);
      },
      &calls));
  ASSERT_NE(tensor, nullptr);
  EXPECT_EQ(calls, 1) << "copied, so the memory goes back at once";
  EXPECT_NE(TF_TensorData(tensor.get()), unaligned);
  EXPECT_TRUE(TF_TensorIsAligned(tensor.get()));
  const auto flat = tensor->tensor.flat<tstring>();
  EXPECT_EQ(flat(0), "abc");
  EXPECT_EQ(flat(1), large);
  EXPECT_EQ(flat(2), "uuuuu");
  EXPECT_EQ(flat(2).type(), tstring::VIEW);  // a view stays a view of the same bytes
}

}  // namespace
}  // namespace tensorflow
