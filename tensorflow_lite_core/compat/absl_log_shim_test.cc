// The absl/log shims of the include tree: without absl/log in the system Abseil (Debian 12's),
// they provide Abseil's macros over the framework's logging.
#include <string>

#include "absl/log/absl_check.h"
#include "absl/log/absl_log.h"
#include "absl/log/check.h"
#include "absl/log/log.h"
#include "absl/status/status.h"
#include "gtest/gtest.h"

namespace {

TEST(AbslLogShimTest, ChecksThatHoldDoNothing) {
  CHECK(true) << "never printed";
  CHECK_EQ(1, 1);
  QCHECK_LT(1, 2);
  DCHECK_GE(2, 2);
  CHECK_OK(absl::OkStatus());
  ABSL_CHECK(true);
  ABSL_CHECK_NE(1, 2);
  ABSL_DCHECK_EQ(3, 3);
  ABSL_CHECK_OK(absl::OkStatus());
}

TEST(AbslLogShimTest, LogsGoToStandardError) {
  testing::internal::CaptureStderr();
  LOG(WARNING) << "plain " << 1;
  ABSL_LOG(ERROR) << "prefixed " << 2;
  LOG_IF(WARNING, false) << "hidden";
  ABSL_LOG_IF(WARNING, true) << "shown";
  const std::string logged = testing::internal::GetCapturedStderr();
  EXPECT_NE(logged.find("plain 1"), std::string::npos) << logged;
  EXPECT_NE(logged.find("E absl_log_shim_test.cc:"), std::string::npos) << logged;
  EXPECT_NE(logged.find("prefixed 2"), std::string::npos) << logged;
  EXPECT_NE(logged.find("shown"), std::string::npos) << logged;
  EXPECT_EQ(logged.find("hidden"), std::string::npos) << logged;
}

TEST(AbslLogShimDeathTest, FailuresAbortOrExitAsAbseilsDo) {
  EXPECT_DEATH({ ABSL_CHECK_EQ(1 + 1, 3) << "sum"; },
               "Check failed: 1 \\+ 1 == 3 \\(2 vs. 3\\) sum");
  EXPECT_DEATH({ CHECK_OK(absl::InternalError("broken")); }, "INTERNAL: broken");
  EXPECT_EXIT({ ABSL_QCHECK(false); }, ::testing::ExitedWithCode(1), "Check failed: false");
  EXPECT_DEATH({ ABSL_LOG(FATAL) << "fatal"; }, "fatal");
}

}  // namespace
