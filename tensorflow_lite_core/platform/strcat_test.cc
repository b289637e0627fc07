#include "tensorflow_lite_core/platform/strcat.h"

#include <cstdint>
#include <limits>

#include "gtest/gtest.h"

namespace tensorflow {
namespace strings {
namespace {

TEST(StrCatTest, MixesTextAndIntegers) {
  EXPECT_EQ(StrCat(), "");
  EXPECT_EQ(StrCat("a", std::string("b"), std::string_view("c"), 'd'), "abcd");
  EXPECT_EQ(StrCat(std::numeric_limits<int64_t>::min()), "-9223372036854775808");
  EXPECT_EQ(StrCat(std::numeric_limits<uint64_t>::max()), "18446744073709551615");
  EXPECT_EQ(StrCat(static_cast<int8_t>(-5), static_cast<uint8_t>(200)), "-5200");
  const char* null_text = nullptr;
  EXPECT_EQ(StrCat("x", null_text, "y"), "xy");
}

// As Abseil's StrCat, which TensorFlow 2.21's is: a bool is written as 1 or 0.
TEST(StrCatTest, BoolsAreOneOrZero) {
  EXPECT_EQ(strings::StrCat("ok=", true, ",bad=", false), "ok=1,bad=0");
  std::string text = "x";
  strings::StrAppend(&text, true);
  EXPECT_EQ(text, "x1");
}

TEST(StrCatTest, FloatsUseShortestRoundTripText) {
  EXPECT_EQ(StrCat(0.1f), "0.1");
  EXPECT_EQ(StrCat(0.1), "0.1");
  EXPECT_EQ(StrCat(1.0), "1");
  EXPECT_EQ(StrCat(1e20), "1e+20");
  EXPECT_EQ(StrCat(1.0 / 3.0), "0.3333333333333333");
  EXPECT_EQ(StrCat(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(StrCat(-std::numeric_limits<float>::infinity()), "-inf");
  EXPECT_EQ(StrCat(std::numeric_limits<double>::quiet_NaN()), "nan");
  EXPECT_EQ(std::stof(FloatToString(16777217.0f)), 16777217.0f);
}

TEST(StrCatTest, StrAppendExtends) {
  std::string text = "shape ";
  StrAppend(&text, "[", 2, ",", 3, "]");
  EXPECT_EQ(text, "shape [2,3]");
}

}  // namespace
}  // namespace strings
}  // namespace tensorflow
