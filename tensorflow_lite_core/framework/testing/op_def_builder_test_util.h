// Shared by the OpDefBuilder tests (op_def_builder_test, op_def_spec_parser_test,
// op_def_doc_parser_test): the expanded type sets, a builder of op "Test", and checks of what
// Finalize() makes of it.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_BUILDER_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_BUILDER_TEST_UTIL_H_

#include <string>
#include <vector>

#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace op_def_builder_testing {

// The type sets, expanded in types.h's order.
inline constexpr char kNumberTypes[] =
    "[DT_FLOAT, DT_DOUBLE, DT_INT32, DT_UINT8, DT_INT16, DT_INT8, DT_COMPLEX64, DT_INT64, "
    "DT_QINT8, DT_QUINT8, DT_QINT32, DT_BFLOAT16, DT_QINT16, DT_QUINT16, DT_UINT16, "
    "DT_COMPLEX128, DT_HALF, DT_UINT32, DT_UINT64]";
inline constexpr char kRealNumberTypes[] =
    "[DT_FLOAT, DT_DOUBLE, DT_INT32, DT_UINT8, DT_INT16, DT_INT8, DT_INT64, DT_BFLOAT16, "
    "DT_UINT16, DT_HALF, DT_UINT32, DT_UINT64]";
inline constexpr char kQuantizedTypes[] =
    "[DT_QINT8, DT_QUINT8, DT_QINT32, DT_QINT16, DT_QUINT16]";

// A builder of op "Test".
inline OpDefBuilder b() { return OpDefBuilder("Test"); }

// A builder and the OpDef it must produce, in text form without the name ("Test").
struct SuccessCase {
  OpDefBuilder builder;
  std::string expected;
};

// A builder and a piece of the InvalidArgument message Finalize() must return.
struct FailureCase {
  OpDefBuilder builder;
  std::string expected_error;
};

// Finalize() must succeed with the OpDef `expected_text` (without the name).
inline void ExpectSuccess(const OpDefBuilder& builder, const std::string& expected_text) {
  SCOPED_TRACE(expected_text);
  OpRegistrationData op_reg_data;
  const absl::Status status = builder.Finalize(&op_reg_data);
  ASSERT_TRUE(status.ok()) << status;
  OpDef expected;
  ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(
      strings::StrCat("name: 'Test' ", expected_text), &expected))
      << "bad golden text";
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(expected, op_reg_data.op_def))
      << "expected:\n"
      << expected.DebugString() << "actual:\n"
      << op_reg_data.op_def.DebugString();
}

inline void ExpectSuccesses(const std::vector<SuccessCase>& cases) {
  for (const SuccessCase& c : cases) ExpectSuccess(c.builder, c.expected);
}

// Finalize() must fail with an InvalidArgument error whose message contains `expected_error`.
inline void ExpectFailure(const OpDefBuilder& builder, const std::string& expected_error) {
  SCOPED_TRACE(expected_error);
  OpRegistrationData op_reg_data;
  const absl::Status status = builder.Finalize(&op_reg_data);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find(expected_error), std::string::npos)
      << "message: " << status.message();
}

inline void ExpectFailures(const std::vector<FailureCase>& cases) {
  for (const FailureCase& c : cases) ExpectFailure(c.builder, c.expected_error);
}

}  // namespace op_def_builder_testing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_BUILDER_TEST_UTIL_H_
