#include "tensorflow_lite_core/lib/strings/stringprintf.h"

#include <cstdint>
#include <string>
#include <string_view>

#include "gtest/gtest.h"

namespace tensorflow {
namespace strings {
namespace {

TEST(StringPrintfTest, FormatsLikePrintfAndTakesStringsForPercentS) {
  EXPECT_EQ(Printf("%d %s", 10, "hello"), "10 hello");
  EXPECT_EQ(Printf("%s|%s", std::string("owned"), std::string_view("view")), "owned|view");
  EXPECT_EQ(Printf("%5.2f|%-3d|%x|%lld", 3.14159, 7, 255u, int64_t{-1}), " 3.14|7  |ff|-1");
  EXPECT_EQ(Printf("100%%"), "100%");
  std::string text = "a";
  Appendf(&text, "%c%d", 'b', 2);
  Appendf(&text, "!");
  EXPECT_EQ(text, "ab2!");
  // Longer than any fixed buffer.
  EXPECT_EQ(Printf("%s", std::string(5000, 'x')).size(), 5000u);
}

TEST(StringPrintfTest, AFormatOnlyKnownAtRunTimeThatDoesNotFitItsArgumentsGivesNothing) {
  // Literal formats are checked where the compiler can; a format read at run time is checked
  // when used, and one that does not match its arguments produces no text.
  const char* runtime_format = "%d";
  volatile bool keep = true;
  if (keep) runtime_format = "%s and %s";
  EXPECT_EQ(Printf(absl::FormatSpec<int>(runtime_format), 5), "");
  std::string text = "kept";
  Appendf(&text, absl::FormatSpec<int>(runtime_format), 5);
  EXPECT_EQ(text, "kept");
}

}  // namespace
}  // namespace strings
}  // namespace tensorflow
