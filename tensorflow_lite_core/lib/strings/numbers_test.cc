#include "tensorflow_lite_core/lib/strings/numbers.h"

#include <cstring>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace strings {
namespace {

using tf_reference::Hex;
using tf_reference::Int;
using tf_reference::Unescape;

TEST(NumbersTest, HumanReadableTextsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "human_num")) {
    EXPECT_EQ(HumanReadableNum(Int(row[0])), row[1]) << row[0];
  }
  for (const auto& row : tf_reference::Rows("strings", "human_bytes")) {
    EXPECT_EQ(HumanReadableNumBytes(Int(row[0])), row[1]) << row[0];
  }
  for (const auto& row : tf_reference::Rows("strings", "human_time")) {
    const double seconds = tf_reference::DoubleFromBits(row[0]);
    EXPECT_EQ(HumanReadableElapsedTime(seconds), row[1]) << seconds;
  }
}

TEST(NumbersTest, FingerprintHexMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "fp_to_string")) {
    EXPECT_EQ(FpToString(Hex(row[0])), row[1]);
  }
  for (const auto& row : tf_reference::Rows("strings", "hex_to_uint64")) {
    uint64 value = 7;
    const bool ok = HexStringToUint64(Unescape(row[0]), &value);
    EXPECT_EQ(ok, row[1] == "1") << "'" << row[0] << "'";
    EXPECT_EQ(value, ok ? Hex(row[2]) : 7u) << "'" << row[0] << "'";
  }
}

TEST(NumbersTest, IntegerParsingMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "safe_strto_int")) {
    const std::string text = Unescape(row[0]);
    int32 i32;
    uint32 u32;
    int64 i64;
    uint64 u64;
    EXPECT_EQ(safe_strto32(text, &i32), row[1] == "1") << "'" << row[0] << "'";
    if (row[1] == "1") {
      EXPECT_EQ(i32, Int(row[2]));
    }
    EXPECT_EQ(safe_strtou32(text, &u32), row[3] == "1") << "'" << row[0] << "'";
    if (row[3] == "1") {
      EXPECT_EQ(u32, static_cast<uint64>(Int(row[4])));
    }
    EXPECT_EQ(safe_strto64(text, &i64), row[5] == "1") << "'" << row[0] << "'";
    if (row[5] == "1") {
      EXPECT_EQ(i64, Int(row[6]));
    }
    EXPECT_EQ(safe_strtou64(absl::string_view(text.data(), text.size()), &u64), row[7] == "1")
        << "'" << row[0] << "'";
    if (row[7] == "1") {
      EXPECT_EQ(u64, Hex(row[8]));
    }
  }
}

uint64 Bits(float value) {
  uint32 bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}
uint64 Bits(double value) {
  uint64 bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

TEST(NumbersTest, FloatingPointParsingMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("strings", "safe_strto_float")) {
    const std::string text = Unescape(row[0]);
    float f = -99;
    double d = -99;
    EXPECT_EQ(safe_strtof(text, &f), row[1] == "1") << "'" << row[0] << "'";
    if (row[1] == "1") {
      EXPECT_EQ(Bits(f), Hex(row[2])) << row[0];
    }
    EXPECT_EQ(safe_strtod(std::string_view(text), &d), row[3] == "1") << "'" << row[0] << "'";
    if (row[3] == "1") {
      EXPECT_EQ(Bits(d), Hex(row[4])) << row[0];
    }
  }
}

TEST(NumbersTest, SafeStringToNumericPicksTheParserAndChecksTheRange) {
  int32 i32;
  EXPECT_TRUE(SafeStringToNumeric<int32>(" -12 ", &i32));
  EXPECT_EQ(i32, -12);
  EXPECT_FALSE(SafeStringToNumeric<int32>("3000000000", &i32));
  int16 i16;
  EXPECT_FALSE(SafeStringToNumeric<int16>("40000", &i16));
  EXPECT_TRUE(SafeStringToNumeric<int16>("-300", &i16));
  EXPECT_EQ(i16, -300);
  uint8 u8;
  EXPECT_FALSE(SafeStringToNumeric<uint8>("256", &u8));
  double d;
  EXPECT_TRUE(SafeStringToNumeric<double>("2.5", &d));
  EXPECT_EQ(d, 2.5);
  float f;
  EXPECT_FALSE(SafeStringToNumeric<float>("2.5.1", &f));
}

}  // namespace
}  // namespace strings
}  // namespace tensorflow
