#include "tensorflow_lite_core/platform/scanner.h"

#include <string_view>

#include "gtest/gtest.h"

namespace tensorflow {
namespace strings {
namespace {

TEST(ScannerTest, CharClassesAreAscii) {
  EXPECT_TRUE(InCharClass('a', CharClass::kLetter));
  EXPECT_TRUE(InCharClass('Z', CharClass::kUpperLetter));
  EXPECT_FALSE(InCharClass('z', CharClass::kUpperLetter));
  EXPECT_FALSE(InCharClass('A', CharClass::kLowerLetterDigit));
  EXPECT_TRUE(InCharClass('_', CharClass::kLetterDigitUnderscore));
  EXPECT_FALSE(InCharClass('_', CharClass::kLowerLetterDigit));
  EXPECT_FALSE(InCharClass('\xe9', CharClass::kLetter));
  EXPECT_TRUE(IsAsciiSpace('\v'));
  EXPECT_FALSE(IsAsciiSpace('\0'));
}

TEST(ScannerTest, ChainCapturesAndLeavesTheRest) {
  std::string_view rest, name;
  ASSERT_TRUE(Scanner("  num_split : int")
                  .Spaces()
                  .StartCapture()
                  .One(CharClass::kLetter)
                  .Any(CharClass::kLetterDigitUnderscore)
                  .EndCapture()
                  .Spaces()
                  .Literal(":")
                  .Done(&rest, &name));
  EXPECT_EQ(name, "num_split");
  EXPECT_EQ(rest, " int");
}

TEST(ScannerTest, AnyFailedStepFailsTheScan) {
  std::string_view rest = "unchanged";
  EXPECT_FALSE(Scanner("9abc").One(CharClass::kLetter).Spaces().Done(&rest));
  EXPECT_EQ(rest, "unchanged");
  EXPECT_FALSE(Scanner("").Many(CharClass::kDigit).Done(&rest));
  EXPECT_FALSE(Scanner("ab").Literal("abc").Done(&rest));
  EXPECT_TRUE(Scanner("ab").OptionalLiteral("x").Literal("ab").AtEnd());
  EXPECT_FALSE(Scanner("ab ").Literal("ab").AtEnd());
}

TEST(ScannerTest, UntilUnescapedSkipsEscapedQuotes) {
  std::string_view rest, body;
  ASSERT_TRUE(Scanner("'it\\'s' tail")
                  .Literal("'")
                  .StartCapture()
                  .UntilUnescaped('\'')
                  .EndCapture()
                  .Literal("'")
                  .Done(&rest, &body));
  EXPECT_EQ(body, "it\\'s");
  EXPECT_EQ(rest, " tail");
  EXPECT_FALSE(Scanner("'open").Literal("'").UntilUnescaped('\'').Done(&rest));
  // A trailing backslash escapes past the end rather than reading beyond it.
  EXPECT_FALSE(Scanner("abc\\").UntilUnescaped('\'').Done(&rest));
}

TEST(ScannerTest, PrefixAndWhitespaceHelpers) {
  std::string_view text = "list(int)";
  EXPECT_TRUE(ConsumePrefix(&text, "list("));
  EXPECT_EQ(text, "int)");
  EXPECT_FALSE(ConsumePrefix(&text, "float"));
  EXPECT_EQ(text, "int)");
  text = " \t x \n";
  RemoveLeadingWhitespace(&text);
  RemoveTrailingWhitespace(&text);
  EXPECT_EQ(text, "x");
}

}  // namespace
}  // namespace strings
}  // namespace tensorflow
