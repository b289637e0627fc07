// Shared by the OpDef tests (op_def_util_test, op_def_equality_test, op_def_compatibility_test):
// OpDefs and AttrDefs from text protos, and a check of an expected error.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_TEST_UTIL_H_

#include <string>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace op_def_testing {

inline OpDef FromText(const std::string& text) {
  OpDef op_def;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &op_def)) << text;
  return op_def;
}

inline OpDef::AttrDef AttrFromText(const std::string& text) {
  OpDef::AttrDef attr;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &attr)) << text;
  return attr;
}

// Fails the test unless `status` is an error with `code` whose message contains `message`.
inline void ExpectFailure(const absl::Status& status, error::Code code, const std::string& message) {
  ASSERT_FALSE(status.ok()) << "expected an error containing: " << message;
  EXPECT_EQ(status.code(), code) << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "Actual: " << status << "\nExpected to contain: " << message;
}

}  // namespace op_def_testing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_TEST_UTIL_H_
