// TF_ASSERT_OK / TF_EXPECT_OK: gtest assertions that a Status (or a StatusOr's status) is OK,
// as in TensorFlow's tensorflow/core/lib/core/status_test_util.h. A failure shows the expression
// and the status it gave:
//
//   TF_ASSERT_OK(InitOp());   // "InitOp() is not OK: NOT_FOUND: No registered 'Foo' OpKernel..."
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_STATUS_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_STATUS_TEST_UTIL_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"

// Not in tensorflow::testing: code inside namespace tensorflow that writes testing::Test would
// find that namespace instead of gtest's.
namespace tensorflow {
namespace status_test_util_internal {

// gtest predicate-formatters for TF_EXPECT_OK and TF_ASSERT_OK.
inline ::testing::AssertionResult IsOkStatus(const char* expression, const absl::Status& status) {
  if (status.ok()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << expression << " is not OK: " << status;
}

template <typename T>
::testing::AssertionResult IsOkStatus(const char* expression, const absl::StatusOr<T>& value) {
  return IsOkStatus(expression, value.status());
}

}  // namespace status_test_util_internal
}  // namespace tensorflow

#define TF_EXPECT_OK(statement) \
  EXPECT_PRED_FORMAT1(::tensorflow::status_test_util_internal::IsOkStatus, statement)
#define TF_ASSERT_OK(statement) \
  ASSERT_PRED_FORMAT1(::tensorflow::status_test_util_internal::IsOkStatus, statement)

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STATUS_TEST_UTIL_H_
