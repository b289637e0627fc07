#include "tensorflow_lite_core/platform/logging.h"

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

TEST(LoggingTest, PassingChecksDoNothing) {
  int evaluations = 0;
  CHECK(++evaluations == 1) << "never printed";
  CHECK_EQ(2, 2);
  CHECK_NE(1, 2);
  CHECK_LT(1, 2);
  CHECK_LE(2, 2);
  CHECK_GT(3, 2);
  CHECK_GE(3, 3);
  TF_CHECK_OK(OkStatus());
  int value = 5;
  EXPECT_EQ(CHECK_NOTNULL(&value), &value);
  EXPECT_EQ(evaluations, 1);
}

TEST(LoggingDeathTest, FailedCheckPrintsConditionAndMessage) {
  EXPECT_DEATH({ CHECK(1 + 1 == 3) << "arithmetic"; }, "Check failed: 1 \\+ 1 == 3 arithmetic");
}

TEST(LoggingDeathTest, FailedComparisonPrintsBothValues) {
  const int rank = 2;
  EXPECT_DEATH({ CHECK_EQ(rank, 3) << "for tensor x"; }, "Check failed: rank == 3 \\(2 vs. 3\\) for tensor x");
  EXPECT_DEATH({ CHECK_LT(rank, 1); }, "rank < 1 \\(2 vs. 1\\)");
}

TEST(LoggingDeathTest, CheckOkPrintsTheStatus) {
  EXPECT_DEATH({ TF_CHECK_OK(errors::NotFound("no kernel")); }, "NOT_FOUND: no kernel");
}

TEST(LoggingDeathTest, FatalAborts) {
  EXPECT_DEATH({ LOG(FATAL) << "giving up on " << 42; }, "F logging_test.cc:[0-9]+\\] giving up on 42");
}

TEST(LoggingDeathTest, CheckNotNullFailsOnNull) {
  int* missing = nullptr;
  EXPECT_DEATH({ CHECK_NOTNULL(missing); }, "'missing' Must be non NULL");
}

TEST(LoggingTest, NonFatalLogsReturn) {
  testing::internal::CaptureStderr();
  LOG(WARNING) << "careful " << 1;
  LOG(ERROR) << "bad " << 2;
  std::string logged = testing::internal::GetCapturedStderr();
  EXPECT_NE(logged.find("W logging_test.cc:"), std::string::npos) << logged;
  EXPECT_NE(logged.find("] careful 1"), std::string::npos) << logged;
  EXPECT_NE(logged.find("] bad 2"), std::string::npos) << logged;
}

TEST(LoggingTest, VlogIsOffByDefault) {
  bool evaluated = false;
  auto side_effect = [&evaluated] {
    evaluated = true;
    return 1;
  };
  VLOG(1) << side_effect();
  EXPECT_FALSE(evaluated);
}

#ifdef NDEBUG
TEST(LoggingTest, DcheckIsNotEvaluatedInOptimizedBuilds) {
  int evaluations = 0;
  DCHECK(++evaluations == 100);
  DCHECK_EQ(++evaluations, 100);
  EXPECT_EQ(evaluations, 0);
}
#else
TEST(LoggingDeathTest, DcheckFailsInDebugBuilds) {
  EXPECT_DEATH({ DCHECK_EQ(1, 2); }, "Check failed: 1 == 2");
}
#endif

}  // namespace
}  // namespace tensorflow
