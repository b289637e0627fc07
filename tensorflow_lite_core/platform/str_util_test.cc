#include "tensorflow_lite_core/platform/str_util.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace str_util {
namespace {

TEST(CEscapeTest, EscapesQuotesBackslashAndControlBytes) {
  EXPECT_EQ(CEscape(""), "");
  EXPECT_EQ(CEscape("plain text 123"), "plain text 123");
  EXPECT_EQ(CEscape("a\"b'c\\d"), "a\\\"b\\'c\\\\d");
  EXPECT_EQ(CEscape("\n\r\t"), "\\n\\r\\t");
  EXPECT_EQ(CEscape(std::string("\0\x01\x1f\x7f", 4)), "\\000\\001\\037\\177");
}

TEST(CEscapeTest, EscapesHighBytesUnlessUtf8Safe) {
  const std::string e_acute = "\xc3\xa9";
  EXPECT_EQ(CEscape(e_acute), "\\303\\251");
  EXPECT_EQ(Utf8SafeCEscape(e_acute), e_acute);
  // The safe variant escapes everything else as CEscape does.
  EXPECT_EQ(Utf8SafeCEscape(std::string("'\n\x7f\0", 4)), "\\'\\n\\177\\000");
}

TEST(CUnescapeTest, ReadsEveryEscapeBack) {
  std::string out;
  std::string error;
  ASSERT_TRUE(CUnescape("\\a\\b\\f\\n\\r\\t\\v\\\\\\'\\\"\\?", &out, &error)) << error;
  EXPECT_EQ(out, "\a\b\f\n\r\t\v\\'\"?");
  ASSERT_TRUE(CUnescape("\\101\\7\\0x\\x41\\x7e", &out, &error)) << error;
  EXPECT_EQ(out, std::string("A\7\0xA~", 6));
  // Octal escapes take at most three digits.
  ASSERT_TRUE(CUnescape("\\1011", &out, &error));
  EXPECT_EQ(out, "A1");
}

TEST(CUnescapeTest, RoundTripsCEscapeOfEveryByte) {
  std::string all_bytes;
  for (int b = 0; b < 256; ++b) all_bytes.push_back(static_cast<char>(b));
  std::string out;
  ASSERT_TRUE(CUnescape(CEscape(all_bytes), &out, nullptr));
  EXPECT_EQ(out, all_bytes);
  ASSERT_TRUE(CUnescape(Utf8SafeCEscape(all_bytes), &out, nullptr));
  EXPECT_EQ(out, all_bytes);
}

TEST(CUnescapeTest, RefusesBadEscapesWithAReason) {
  std::string out;
  std::string error;
  EXPECT_FALSE(CUnescape("abc\\", &out, &error));
  EXPECT_EQ(error, "String cannot end with \\");
  EXPECT_FALSE(CUnescape("\\q", &out, &error));
  EXPECT_EQ(error, "Unknown escape sequence: \\q");
  EXPECT_FALSE(CUnescape("\\400", &out, &error));
  EXPECT_EQ(error, "Value of \\400 exceeds 0xff");
  EXPECT_FALSE(CUnescape("\\x1ff", &out, &error));
  EXPECT_EQ(error, "Value of \\x1ff exceeds 0xff");
  EXPECT_FALSE(CUnescape("\\xg", &out, &error));
  EXPECT_EQ(error, "\\x cannot be followed by a non-hex digit");
  // A null error pointer is allowed.
  EXPECT_FALSE(CUnescape("\\q", &out, nullptr));
}

TEST(JoinTest, JoinsWithSeparatorAndFormatter) {
  EXPECT_EQ(Join(std::vector<std::string>{}, ", "), "");
  EXPECT_EQ(Join(std::vector<std::string>{"a"}, ", "), "a");
  EXPECT_EQ(Join(std::vector<std::string_view>{"a", "", "c"}, "/"), "a//c");
  EXPECT_EQ(Join(std::vector<int>{1, 22, 333}, " + ", [](int v) { return std::to_string(v * 2); }),
            "2 + 44 + 666");
}

}  // namespace
}  // namespace str_util
}  // namespace tensorflow
