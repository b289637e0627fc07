#include "tensorflow_lite_core/util/env_var.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Unescape;

constexpr char kVariable[] = "TFLC_PROBE_VARIABLE";  // the name the answers were recorded with

void SetVariable(const std::string& recorded_value) {
  if (recorded_value == "<unset>") {
    unsetenv(kVariable);
  } else {
    setenv(kVariable, Unescape(recorded_value).c_str(), 1);
  }
}

std::string Text(const absl::Status& status) { return std::string(status.ToString()); }

// On a parse error TensorFlow 2.21 leaves a partly parsed number in *value (its message says
// the default is used); here *value is the default, as the message says.
TEST(EnvVarTest, BoolsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "env_bool")) {
    SetVariable(row[0]);
    const bool default_value = row[1] == "1";
    bool value = !default_value;
    absl::Status status = ReadBoolFromEnvVar(kVariable, default_value, &value);
    EXPECT_EQ(Text(status), Unescape(row[2])) << row[0];
    EXPECT_EQ(value, row[3] == "1") << row[0];
  }
}

TEST(EnvVarTest, Int64sMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "env_int64")) {
    SetVariable(row[0]);
    int64 value = 12345;
    absl::Status status = ReadInt64FromEnvVar(kVariable, tf_reference::Int(row[1]), &value);
    EXPECT_EQ(Text(status), Unescape(row[2])) << row[0];
    EXPECT_EQ(value, status.ok() ? tf_reference::Int(row[3]) : -99) << row[0];
  }
}

TEST(EnvVarTest, FloatsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "env_float")) {
    SetVariable(row[0]);
    float value = 7.0f;
    absl::Status status = ReadFloatFromEnvVar(kVariable, 0.25f, &value);
    EXPECT_EQ(Text(status), Unescape(row[2])) << row[0];
    const float expected = status.ok() ? tf_reference::FloatFromBits(row[3]) : 0.25f;
    EXPECT_EQ(std::memcmp(&value, &expected, sizeof(value)), 0) << row[0] << ": " << value;
  }
}

TEST(EnvVarTest, StringsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "env_string")) {
    SetVariable(row[0]);
    std::string value = "before";
    EXPECT_EQ(Text(ReadStringFromEnvVar(kVariable, Unescape(row[1]), &value)), row[2]);
    EXPECT_EQ(value, Unescape(row[3])) << row[0];
  }
  for (const auto& row : tf_reference::Rows("io", "env_strings")) {
    SetVariable(row[0]);
    std::vector<std::string> value = {"before"};
    EXPECT_EQ(Text(ReadStringsFromEnvVar(kVariable, Unescape(row[1]), &value)), row[2]);
    std::vector<std::string> expected;
    for (size_t i = 3; i < row.size(); ++i) {
      expected.push_back(Unescape(row[i].substr(1, row[i].size() - 2)));  // "[piece]"
    }
    EXPECT_EQ(value, expected) << row[0];
  }
  unsetenv(kVariable);
}

}  // namespace
}  // namespace tensorflow
