#include "tensorflow_lite_core/platform/any_string_view.h"

#include <string>
#include <string_view>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

size_t Length(AnyStringView text) { return text.size(); }
std::string_view AsStd(AnyStringView text) { return text; }
absl::string_view AsAbsl(AnyStringView text) { return text; }

TEST(AnyStringViewTest, AcceptsEveryStringTypeAndConvertsToBothViews) {
  const std::string owned = "abc";
  EXPECT_EQ(Length("abcd"), 4u);
  EXPECT_EQ(Length(owned), 3u);
  EXPECT_EQ(Length(std::string_view("ab")), 2u);
  EXPECT_EQ(Length(absl::string_view("a")), 1u);
  EXPECT_EQ(Length(nullptr), 0u) << "a null C string is empty text";
  EXPECT_EQ(AsStd(owned), "abc");
  EXPECT_EQ(AsAbsl(owned), "abc");
  EXPECT_EQ(AsStd(owned).data(), owned.data()) << "a view, not a copy";
  EXPECT_TRUE(AnyStringView("").empty());
  EXPECT_EQ(AnyStringView("xy").view(), "xy");
}

// A text type of its own, as tensorflow::tstring: contiguous chars behind data() and size().
struct OwnText {
  std::string chars;
  const char* data() const { return chars.data(); }
  size_t size() const { return chars.size(); }
};

TEST(AnyStringViewTest, ViewsOtherContiguousTextTypes) {
  const OwnText text{"hello"};
  EXPECT_EQ(Length(text), 5u);
  EXPECT_EQ(AsStd(text), "hello");
  EXPECT_EQ(AsStd(text).data(), text.chars.data()) << "a view, not a copy";
}

}  // namespace
}  // namespace tensorflow
