#include "tensorflow_lite_core/platform/status_test_util.h"

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace {

absl::Status NotFound() { return errors::NotFound("no such op 'Foo'"); }
absl::StatusOr<int> Seven() { return 7; }
absl::StatusOr<int> NoValue() { return errors::OutOfRange("past the end"); }

void AssertNotFoundIsOk() {
  TF_ASSERT_OK(NotFound());
  ADD_FAILURE() << "not reached: TF_ASSERT_OK returns";
}

TEST(StatusTestUtilTest, OkPasses) {
  TF_EXPECT_OK(OkStatus());
  TF_ASSERT_OK(absl::OkStatus());
  TF_EXPECT_OK(Seven());
  TF_ASSERT_OK(Seven());
}

TEST(StatusTestUtilTest, ErrorFailsNamingExpressionAndStatus) {
  EXPECT_NONFATAL_FAILURE(TF_EXPECT_OK(NotFound()),
                          "NotFound() is not OK: NOT_FOUND: no such op 'Foo'");
  EXPECT_NONFATAL_FAILURE(TF_EXPECT_OK(NoValue()),
                          "NoValue() is not OK: OUT_OF_RANGE: past the end");
  EXPECT_FATAL_FAILURE(AssertNotFoundIsOk(), "NotFound() is not OK: NOT_FOUND");
}

}  // namespace
}  // namespace tensorflow
