#include "tensorflow_lite_core/platform/tstring.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/ctstring.h"
#include "tensorflow_lite_core/platform/ctstring_test_calls.h"

namespace tensorflow {
namespace {

// The 24 bytes of a TF_TString, in hex.
std::string Hex(const TF_TString& str) {
  static const char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (uint8_t byte : str.u.raw.raw) {
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 15];
  }
  return hex;
}

// A TF_TString initialized and deallocated with its scope.
class CString {
 public:
  CString() { TF_TString_Init(&str_); }
  ~CString() { TF_TString_Dealloc(&str_); }
  TF_TString* get() { return &str_; }

 private:
  TF_TString str_;
};

TEST(CTStringTest, LayoutIsTensorFlows) {
  EXPECT_EQ(sizeof(TF_TString), 24u);
  EXPECT_EQ(offsetof(TF_TString_Small, size), 0u);
  EXPECT_EQ(offsetof(TF_TString_Small, str), 1u);
  EXPECT_EQ(offsetof(TF_TString_Large, size), 0u);
  EXPECT_EQ(offsetof(TF_TString_Large, cap), 8u);
  EXPECT_EQ(offsetof(TF_TString_Large, ptr), 16u);
  EXPECT_EQ(offsetof(TF_TString_Offset, size), 0u);
  EXPECT_EQ(offsetof(TF_TString_Offset, offset), 4u);
  EXPECT_EQ(offsetof(TF_TString_Offset, count), 8u);
  EXPECT_EQ(offsetof(TF_TString_View, size), 0u);
  EXPECT_EQ(offsetof(TF_TString_View, ptr), 8u);
  EXPECT_EQ(offsetof(TF_TString_View, owner_ref), 16u);
  EXPECT_EQ(TF_TString_SmallCapacity, 22);
  EXPECT_EQ(sizeof(tstring), 24u);
}

// The bytes, type and capacity TensorFlow 2.21's TF_StringInit + TF_StringCopy produced for
// strings of n 'y's (recorded with its libtensorflow_cc.so.2; the pointer bytes of LARGE strings
// are left out).
TEST(CTStringTest, CopiedStringsAreEncodedAsTensorFlowEncodesThem) {
  struct Case {
    size_t n;
    TF_TString_Type type;
    size_t capacity;
    std::string first_16_bytes_hex;
  };
  const std::vector<Case> cases = {
      {0, TF_TSTR_SMALL, 22, "00000000000000000000000000000000"},
      {5, TF_TSTR_SMALL, 22, "14797979797900000000000000000000"},
      {22, TF_TSTR_SMALL, 22, "58797979797979797979797979797979"},
      {23, TF_TSTR_LARGE, 31, "5d000000000000001f00000000000000"},
      {40, TF_TSTR_LARGE, 47, "a1000000000000002f00000000000000"},
      {100, TF_TSTR_LARGE, 111, "91010000000000006f00000000000000"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.n);
    CString str;
    const std::string text(c.n, 'y');
    TF_TString_Copy(str.get(), text.data(), text.size());
    EXPECT_EQ(TF_TString_GetType(str.get()), c.type);
    EXPECT_EQ(TF_TString_GetCapacity(str.get()), c.capacity);
    EXPECT_EQ(TF_TString_GetSize(str.get()), c.n);
    EXPECT_EQ(Hex(*str.get()).substr(0, 32), c.first_16_bytes_hex);
    EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get()), c.n), text);
    EXPECT_EQ(TF_TString_GetDataPointer(str.get())[c.n], '\0');
  }
  CString small;
  TF_TString_Copy(small.get(), "yyyyy", 5);
  EXPECT_EQ(Hex(*small.get()), "147979797979000000000000000000000000000000000000");
}

TEST(CTStringTest, ResizeMovesBetweenSmallAndLarge) {
  CString str;
  TF_TString_Copy(str.get(), "abc", 3);
  char* data = TF_TString_Resize(str.get(), 30, 'x');
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_LARGE);
  EXPECT_EQ(std::string(data, 30), "abc" + std::string(27, 'x'));
  data = TF_TString_Resize(str.get(), 2, 'z');
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_SMALL);
  EXPECT_EQ(std::string(data), "ab");
  // A LARGE string that shrinks but stays large keeps its buffer.
  TF_TString_Resize(str.get(), 100, 'q');
  const char* buffer = TF_TString_GetDataPointer(str.get());
  TF_TString_ResizeUninitialized(str.get(), 50);
  EXPECT_EQ(TF_TString_GetDataPointer(str.get()), buffer);
  EXPECT_EQ(TF_TString_GetSize(str.get()), 50u);
  EXPECT_EQ(buffer[50], '\0');
}

TEST(CTStringTest, ViewsAreReadOnlyUntilChanged) {
  char bytes[] = "a view of thirty-one bytes here";
  CString str;
  TF_TString_AssignView(str.get(), bytes, 31);
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_VIEW);
  EXPECT_EQ(TF_TString_GetDataPointer(str.get()), bytes);
  EXPECT_EQ(TF_TString_GetSize(str.get()), 31u);
  EXPECT_EQ(TF_TString_GetCapacity(str.get()), 0u);
  char* mutable_data = TF_TString_GetMutableDataPointer(str.get());
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_LARGE);
  EXPECT_NE(mutable_data, bytes);
  mutable_data[0] = 'A';
  EXPECT_STREQ(bytes, "a view of thirty-one bytes here");
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get())), "A view of thirty-one bytes here");

  TF_TString_AssignView(str.get(), bytes, 6);  // frees the LARGE buffer (ASan checks)
  TF_TString_AppendN(str.get(), "!", 1);
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_SMALL);
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get())), "a view!");
  EXPECT_STREQ(bytes, "a view of thirty-one bytes here");

  // Copying over a view leaves the viewed bytes alone.
  TF_TString_AssignView(str.get(), bytes, 6);
  TF_TString_Copy(str.get(), "other", 5);
  EXPECT_STREQ(bytes, "a view of thirty-one bytes here");
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get())), "other");
}

struct CountingOwner {
  TStringOwnerCApi c_api;
  int references = 1;

  CountingOwner() : c_api{&Ref, &Unref, this} {}
  static void Ref(TStringOwnerCApi* self) { static_cast<CountingOwner*>(self->obj)->references++; }
  static bool Unref(TStringOwnerCApi* self) {
    return --static_cast<CountingOwner*>(self->obj)->references == 0;
  }
};

TEST(CTStringTest, ViewsWithAnOwnerHoldAReference) {
  CountingOwner owner;
  const char bytes[] = "owned bytes";
  CString a, b;
  TF_TString_AssignViewWithOwner(a.get(), bytes, 5, &owner.c_api);
  EXPECT_EQ(owner.references, 2);
  TF_TString_Assign(b.get(), a.get());
  EXPECT_EQ(owner.references, 3);
  EXPECT_EQ(TF_TString_GetType(b.get()), TF_TSTR_VIEW);
  TF_TString_Dealloc(b.get());
  EXPECT_EQ(owner.references, 2);
  EXPECT_EQ(TF_TString_GetSize(b.get()), 0u);
  TF_TString_GetMutableDataPointer(a.get());  // an owned copy now: the view's reference goes
  EXPECT_EQ(owner.references, 1);
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(a.get())), "owned");
  // Re-pointing a view at its own owner's bytes keeps the owner alive throughout.
  TF_TString_AssignViewWithOwner(a.get(), bytes, 5, &owner.c_api);
  TF_TString_AssignViewWithOwner(a.get(), bytes + 6, 5, &owner.c_api);
  EXPECT_EQ(owner.references, 2);
  TF_TString_Move(b.get(), a.get());
  EXPECT_EQ(owner.references, 2);
  EXPECT_EQ(TF_TString_GetSize(a.get()), 0u);
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(b.get()), 5), "bytes");
  TF_TString_Dealloc(b.get());
  EXPECT_EQ(owner.references, 1);
}

TEST(CTStringTest, OffsetStringsReadBytesAfterTheStructAndAssignAsViews) {
  // An OFFSET string as serialized tensors hold them: its bytes follow the string array.
  struct {
    TF_TString str;
    char bytes[8];
  } serialized;
  serialized.str.u.offset.size = (5u << 2) | TF_TSTR_OFFSET;
  serialized.str.u.offset.offset = offsetof(decltype(serialized), bytes);
  serialized.str.u.offset.count = 1;
  std::memcpy(serialized.bytes, "hello", 5);
  EXPECT_EQ(TF_TString_GetType(&serialized.str), TF_TSTR_OFFSET);
  EXPECT_EQ(TF_TString_GetSize(&serialized.str), 5u);
  EXPECT_EQ(TF_TString_GetCapacity(&serialized.str), 0u);
  EXPECT_EQ(TF_TString_GetDataPointer(&serialized.str), serialized.bytes);
  CString copy;
  TF_TString_Assign(copy.get(), &serialized.str);
  EXPECT_EQ(TF_TString_GetType(copy.get()), TF_TSTR_VIEW);
  EXPECT_EQ(TF_TString_GetDataPointer(copy.get()), serialized.bytes);
  TF_TString_GetMutableDataPointer(&serialized.str);
  EXPECT_EQ(TF_TString_GetType(&serialized.str), TF_TSTR_SMALL);
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(&serialized.str)), "hello");
}

TEST(CTStringTest, AssignCopiesLargeStringsAndMoveTakesThem) {
  CString a, b, c;
  const std::string text(40, 'L');
  TF_TString_Copy(a.get(), text.data(), text.size());
  TF_TString_Assign(b.get(), a.get());
  EXPECT_NE(TF_TString_GetDataPointer(b.get()), TF_TString_GetDataPointer(a.get()));
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(b.get())), text);
  const char* buffer = TF_TString_GetDataPointer(a.get());
  TF_TString_Move(c.get(), a.get());
  EXPECT_EQ(TF_TString_GetDataPointer(c.get()), buffer);
  EXPECT_EQ(TF_TString_GetSize(a.get()), 0u);
  EXPECT_EQ(TF_TString_GetType(a.get()), TF_TSTR_SMALL);
  TF_TString_Assign(c.get(), c.get());
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(c.get())), text);
}

TEST(CTStringTest, AppendGrowsGeometrically) {
  CString str;
  size_t reallocations = 0;
  const char* buffer = nullptr;
  for (int i = 0; i < 10000; ++i) {
    TF_TString_AppendN(str.get(), "z", 1);
    if (TF_TString_GetDataPointer(str.get()) != buffer) {
      ++reallocations;
      buffer = TF_TString_GetDataPointer(str.get());
    }
  }
  EXPECT_EQ(TF_TString_GetSize(str.get()), 10000u);
  EXPECT_LT(reallocations, 20u);
  CString other;
  TF_TString_Copy(other.get(), "-tail", 5);
  TF_TString_Append(str.get(), other.get());
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get()) + 10000), "-tail");
}

TEST(CTStringTest, ReserveKeepsContentAndSize) {
  CString str;
  TF_TString_Copy(str.get(), "abc", 3);
  TF_TString_Reserve(str.get(), 10);
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_SMALL);
  TF_TString_Reserve(str.get(), 100);
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_LARGE);
  EXPECT_GE(TF_TString_GetCapacity(str.get()), 100u);
  EXPECT_EQ(TF_TString_GetSize(str.get()), 3u);
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get())), "abc");
  const size_t capacity = TF_TString_GetCapacity(str.get());
  TF_TString_ReserveAmortized(str.get(), capacity + 1);
  EXPECT_GE(TF_TString_GetCapacity(str.get()), 2 * capacity);
}

TEST(CTStringTest, SizesTooLargeToEncodeAreRefused) {
  CString str;
  TF_TString_Copy(str.get(), "kept", 4);
  EXPECT_EQ(TF_TString_ResizeUninitialized(str.get(), SIZE_MAX), nullptr);
  EXPECT_EQ(TF_TString_Resize(str.get(), SIZE_MAX / 2, 'x'), nullptr);
  TF_TString_Reserve(str.get(), SIZE_MAX);
  EXPECT_EQ(std::string(TF_TString_GetDataPointer(str.get())), "kept");
  EXPECT_EQ(TF_TString_GetType(str.get()), TF_TSTR_SMALL);
}

TEST(CTStringTest, TheHeaderIsCFromAC) {
  // ctstring_test_calls.c, compiled as C with the project's warnings.
  char out[64] = {0};
  EXPECT_EQ(CTStringRoundTripFromC("from C, long enough to be LARGE", out, sizeof(out)),
            TF_TSTR_LARGE);
  EXPECT_STREQ(out, "from C, long enough to be LARGE!");
  EXPECT_EQ(CTStringSizeofFromC(), 24u);
}

TEST(TStringTest, BehavesAsAStringValue) {
  tstring a = "abc";
  const std::string long_text(50, 'w');
  tstring b = long_text;
  EXPECT_EQ(a.size(), 3u);
  EXPECT_EQ(a.type(), tstring::SMALL);
  EXPECT_EQ(b.type(), tstring::LARGE);
  EXPECT_EQ(a, "abc");
  EXPECT_EQ("abc", a);
  EXPECT_EQ(b, long_text);
  EXPECT_EQ(long_text, b);
  EXPECT_NE(a, b);
  EXPECT_EQ(std::string(a), "abc");
  EXPECT_EQ(std::string_view(a), "abc");
  EXPECT_EQ(absl::string_view(a), "abc");
  EXPECT_EQ(tstring(std::string_view("view")), "view");
  EXPECT_EQ(tstring(3, 'x'), "xxx");
  EXPECT_EQ(tstring("a\0b", 3).size(), 3u);
  EXPECT_STREQ(a.c_str(), "abc");

  tstring copy = b;
  EXPECT_NE(copy.data(), b.data());
  EXPECT_EQ(copy, b);
  tstring moved = std::move(copy);
  EXPECT_EQ(moved, long_text);
  EXPECT_TRUE(copy.empty());  // NOLINT(bugprone-use-after-move): a moved-from LARGE is empty

  a += "def";
  a.push_back('!');
  a.append(2, '?');
  EXPECT_EQ(a, "abcdef!??");
  a[0] = 'A';
  EXPECT_EQ(a.front(), 'A');
  EXPECT_EQ(a.back(), '?');
  a.resize(2);
  EXPECT_EQ(a, "Ab");
  a.clear();
  EXPECT_TRUE(a.empty());
  a = 'c';
  EXPECT_EQ(a, "c");
  a.swap(b);
  EXPECT_EQ(a, long_text);
  EXPECT_EQ(b, "c");
}

TEST(TStringTest, OrdersAndPrintsByteWise) {
  EXPECT_LT(tstring("a"), tstring("b"));
  EXPECT_LT(tstring("a"), tstring("ab"));
  EXPECT_LT(tstring(""), tstring("a"));
  EXPECT_GT(tstring("\xff"), tstring("a"));  // bytes compare unsigned
  EXPECT_LE(tstring("a"), tstring("a"));
  EXPECT_GE(tstring("b"), tstring("a"));
  EXPECT_EQ(tstring("a\0b", 3).compare("a\0c", 3), -1);
  std::ostringstream out;
  out << tstring("x\0y", 3);
  EXPECT_EQ(out.str(), std::string("x\0y", 3));
}

TEST(TStringTest, AViewSharesUntilWrittenTo) {
  const std::string text(30, 'v');
  tstring view;
  view.assign_as_view(text);
  EXPECT_EQ(view.type(), tstring::VIEW);
  EXPECT_EQ(view.data(), text.data());
  tstring copy = view;  // a copy of a view is a view
  EXPECT_EQ(copy.data(), text.data());
  view.mdata()[0] = 'W';
  EXPECT_EQ(view.type(), tstring::LARGE);
  EXPECT_EQ(text[0], 'v');
  EXPECT_EQ(view[0], 'W');
}

TEST(TStringTest, AStringTensorBufferIsATStringArray) {
  // What the C API hands a plugin for a TF_STRING tensor: tstrings seen as TF_TStrings.
  tstring strings[2] = {"short", std::string(40, 'L')};
  TF_TString* c_strings = reinterpret_cast<TF_TString*>(strings);
  EXPECT_EQ(TF_TString_GetSize(&c_strings[0]), 5u);
  EXPECT_EQ(TF_TString_GetSize(&c_strings[1]), 40u);
  TF_TString_Copy(&c_strings[0], "written from C", 14);
  EXPECT_EQ(strings[0], "written from C");
}

}  // namespace
}  // namespace tensorflow
