#include "tensorflow_lite_core/lib/strings/str_util.h"

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace str_util {
namespace {

using tf_reference::Int;
using tf_reference::Unescape;

TEST(StrUtilTest, WhitespaceRemovalMatchesTensorFlowForBothViews) {
  for (const auto& row : tf_reference::Rows("strings", "whitespace")) {
    const std::string text = Unescape(row[0]);
    std::string_view leading(text), trailing(text), context(text);
    EXPECT_EQ(RemoveLeadingWhitespace(&leading), static_cast<size_t>(Int(row[1])));
    EXPECT_EQ(leading, Unescape(row[2])) << row[0];
    EXPECT_EQ(RemoveTrailingWhitespace(&trailing), static_cast<size_t>(Int(row[3])));
    EXPECT_EQ(trailing, Unescape(row[4])) << row[0];
    EXPECT_EQ(RemoveWhitespaceContext(&context), static_cast<size_t>(Int(row[5])));
    EXPECT_EQ(context, Unescape(row[6])) << row[0];
    absl::string_view absl_view(text.data(), text.size());
    EXPECT_EQ(RemoveWhitespaceContext(&absl_view), static_cast<size_t>(Int(row[5])));
    EXPECT_EQ(std::string(absl_view), Unescape(row[6]));
  }
  std::string padded = "value \t\n";
  StripTrailingWhitespace(&padded);
  EXPECT_EQ(padded, "value");
}

TEST(StrUtilTest, ConsumeLeadingDigitsMatchesTensorFlowIncludingOverflow) {
  for (const auto& row : tf_reference::Rows("strings", "consume_leading_digits")) {
    const std::string text = Unescape(row[0]);
    std::string_view rest(text);
    uint64 value = 12345;
    const bool ok = ConsumeLeadingDigits(&rest, &value);
    EXPECT_EQ(ok, row[1] == "1") << row[0];
    if (ok) {
      EXPECT_EQ(static_cast<int64>(value), Int(row[2])) << row[0];
    }
    if (!ok) {
      EXPECT_EQ(value, 12345u) << "a failed read leaves the value alone";
    }
    EXPECT_EQ(rest, Unescape(row[3])) << row[0];
  }
  absl::string_view absl_view("12ab");
  uint64 value = 0;
  EXPECT_TRUE(ConsumeLeadingDigits(&absl_view, &value));
  EXPECT_EQ(value, 12u);
  EXPECT_EQ(std::string(absl_view), "ab");
}

TEST(StrUtilTest, ConsumeNonWhitespaceMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "consume_non_whitespace")) {
    const std::string text = Unescape(row[0]);
    std::string_view rest(text), word;
    EXPECT_EQ(ConsumeNonWhitespace(&rest, &word), row[1] == "1") << row[0];
    EXPECT_EQ(word, Unescape(row[2])) << row[0];
    EXPECT_EQ(rest, Unescape(row[3])) << row[0];
  }
  absl::string_view rest("ab cd"), word;
  EXPECT_TRUE(ConsumeNonWhitespace(&rest, &word));
  EXPECT_EQ(std::string(word), "ab");
}

TEST(StrUtilTest, TitlecaseReplaceAndArgDefCaseMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "titlecase")) {
    std::string text = Unescape(row[0]);
    TitlecaseString(&text, Unescape(row[1]));
    EXPECT_EQ(text, Unescape(row[2])) << row[0];
  }
  for (const auto& row : tf_reference::Rows("strings", "string_replace")) {
    EXPECT_EQ(StringReplace(Unescape(row[0]), Unescape(row[1]), Unescape(row[2]), row[3] == "1"),
              Unescape(row[4]))
        << row[0] << " / " << row[1] << " / " << row[2] << " all=" << row[3];
  }
  for (const auto& row : tf_reference::Rows("strings", "arg_def_case")) {
    EXPECT_EQ(ArgDefCase(Unescape(row[0])), Unescape(row[1])) << row[0];
  }
}

std::vector<std::string> Fields(const tf_reference::Row& row) {
  std::vector<std::string> pieces;
  for (size_t i = 3; i < row.size(); ++i) pieces.push_back(Unescape(row[i]));
  return pieces;
}

TEST(StrUtilTest, SplitMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "split")) {
    const std::string text = Unescape(row[0]), delimiters = Unescape(row[1]);
    EXPECT_EQ(Split(text, delimiters), Fields(row)) << row[0] << " by " << row[1];
    EXPECT_EQ(Split(text, delimiters).size(), static_cast<size_t>(Int(row[2])));
  }
  for (const auto& row : tf_reference::Rows("strings", "split_skip_empty")) {
    EXPECT_EQ(Split(Unescape(row[0]), Unescape(row[1]), SkipEmpty()), Fields(row)) << row[0];
  }
  EXPECT_EQ(Split("a, ,b", ',', SkipWhitespace()), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(Split("a:b", ':'), (std::vector<std::string>{"a", "b"}));
  // Predicates written for TensorFlow take absl::string_view; ones taking StringPiece work too.
  EXPECT_EQ(Split("x,yy", ",", [](absl::string_view piece) { return piece.size() > 1; }),
            std::vector<std::string>{"yy"});
  EXPECT_EQ(Split("x,yy", ",", [](StringPiece piece) { return piece.size() == 1; }),
            std::vector<std::string>{"x"});
}

TEST(StrUtilTest, PrefixesSuffixesCaseAndContainment) {
  std::string_view text = "conv2d_grad";
  EXPECT_TRUE(ConsumePrefix(&text, "conv"));
  EXPECT_FALSE(ConsumePrefix(&text, "conv"));
  EXPECT_TRUE(ConsumeSuffix(&text, std::string("_grad")));
  EXPECT_EQ(text, "2d");
  absl::string_view absl_text("abc");
  EXPECT_TRUE(ConsumePrefix(&absl_text, absl::string_view("a")));
  EXPECT_EQ(std::string(absl_text), "bc");
  EXPECT_EQ(StripPrefix("prefix_name", "prefix_"), "name");
  EXPECT_EQ(StripPrefix("name", "prefix_"), "name");
  EXPECT_EQ(StripSuffix(absl::string_view("a.so"), ".so"), "a");
  EXPECT_TRUE(StartsWith("abc", ""));
  EXPECT_FALSE(StartsWith("ab", "abc"));
  EXPECT_TRUE(EndsWith(std::string("abc"), "bc"));
  EXPECT_FALSE(EndsWith("c", "bc"));
  EXPECT_TRUE(StrContains("haystack", "st"));
  EXPECT_FALSE(StrContains("haystack", "needle"));
  EXPECT_EQ(Lowercase("MiXeD 1\xC3\x89"), "mixed 1\xC3\x89");
  EXPECT_EQ(Uppercase("MiXeD"), "MIXED");
  // The C escapes and Join of platform/str_util.h come with this header.
  EXPECT_EQ(CEscape("a\tb"), "a\\tb");
  EXPECT_EQ(Join(std::vector<std::string>{"a", "b"}, ","), "a,b");
}

}  // namespace
}  // namespace str_util
}  // namespace tensorflow
