#include "tensorflow_lite_core/platform/logging.h"

#include <atomic>
#include <string>

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

TEST(LoggingTest, AbseilStyleChecksThatHoldDoNothing) {
  QCHECK(true) << "never printed";
  QCHECK_EQ(1, 1);
  QCHECK_LT(1, 2);
  CHECK_OK(OkStatus()) << "never printed";
  QCHECK_OK(absl::OkStatus());
  CHECK_STREQ("abc", std::string("abc").c_str());
  CHECK_STRNE("abc", "abd");
  CHECK_STRCASEEQ("ABC", "abc");
  CHECK_STRCASENE("ABC", "abd");
  const char* missing = nullptr;
  CHECK_STREQ(missing, nullptr);
  CHECK_STRNE(missing, "");
}

TEST(LoggingDeathTest, QcheckExitsWithStatusOneInsteadOfAborting) {
  EXPECT_EXIT({ QCHECK(2 < 1) << "quietly"; }, ::testing::ExitedWithCode(1),
              "Check failed: 2 < 1 quietly");
  EXPECT_EXIT({ QCHECK_NE(4, 4); }, ::testing::ExitedWithCode(1), "4 != 4 \\(4 vs. 4\\)");
  EXPECT_EXIT({ QCHECK_OK(errors::Internal("broken")); }, ::testing::ExitedWithCode(1),
              "INTERNAL: broken");
  EXPECT_EXIT({ LOG(QFATAL) << "stop " << 7; }, ::testing::ExitedWithCode(1),
              "F logging_test.cc:[0-9]+\\] stop 7");
}

TEST(LoggingDeathTest, CheckOkPrintsTheExpressionTheStatusAndTheMessage) {
  EXPECT_DEATH({ CHECK_OK(errors::InvalidArgument("bad rank")) << "in MyOp"; },
               "Check failed: errors::InvalidArgument\\(\"bad rank\"\\) is OK "
               "\\(INVALID_ARGUMENT: bad rank\\) in MyOp");
}

TEST(LoggingDeathTest, StringChecksQuoteBothSides) {
  EXPECT_DEATH({ CHECK_STREQ("abc", "abd") << "names"; },
               "Check failed: \"abc\" == \"abd\" \\(\"abc\" vs. \"abd\"\\) names");
  const char* missing = nullptr;
  EXPECT_DEATH({ CHECK_STREQ(missing, "x"); }, "\\(\\(null\\) vs. \"x\"\\)");
  EXPECT_DEATH({ CHECK_STRCASENE("Abc", "aBC"); }, "strcasecmp\\(\"Abc\", \"aBC\"\\) != 0");
}

TEST(LoggingTest, LogIfLogsOnlyWhenTheConditionHolds) {
  testing::internal::CaptureStderr();
  LOG_IF(WARNING, 1 > 2) << "hidden";
  LOG_IF(WARNING, 2 > 1) << "shown";
  const std::string logged = testing::internal::GetCapturedStderr();
  EXPECT_EQ(logged.find("hidden"), std::string::npos) << logged;
  EXPECT_NE(logged.find("] shown"), std::string::npos) << logged;
}

TEST(LoggingTest, EveryNAndFirstNCountPerStatement) {
  testing::internal::CaptureStderr();
  for (int i = 0; i < 7; ++i) LOG_EVERY_N(WARNING, 3) << "every " << i;
  for (int i = 0; i < 7; ++i) LOG_FIRST_N(WARNING, 2) << "first " << i;
  const std::string logged = testing::internal::GetCapturedStderr();
  for (const char* shown : {"every 0\n", "every 3\n", "every 6\n", "first 0\n", "first 1\n"}) {
    EXPECT_NE(logged.find(shown), std::string::npos) << shown << " in " << logged;
  }
  for (const char* hidden : {"every 1", "every 5", "first 2", "first 6"}) {
    EXPECT_EQ(logged.find(hidden), std::string::npos) << hidden << " in " << logged;
  }
}

TEST(LoggingTest, EveryNAndFirstNCountersAreExact) {
  std::atomic<int64_t> occurrences{0};
  int logged = 0;
  for (int i = 0; i < 100; ++i) logged += internal::ShouldLogEveryN(&occurrences, 10);
  EXPECT_EQ(logged, 10);
  EXPECT_TRUE(internal::ShouldLogEveryN(&occurrences, 0));  // n <= 1 logs every time
  std::atomic<int64_t> first{0};
  int first_logged = 0;
  for (int i = 0; i < 100; ++i) first_logged += internal::ShouldLogFirstN(&first, 3);
  EXPECT_EQ(first_logged, 3);
  EXPECT_EQ(first.load(), 3);
}

#ifdef NDEBUG
TEST(LoggingTest, DebugOnlyMacrosAreNotEvaluatedInOptimizedBuilds) {
  int evaluations = 0;
  DCHECK_OK((++evaluations, errors::Internal("x")));
  DLOG(FATAL) << ++evaluations;
  DLOG_IF(FATAL, ++evaluations > 0);
  DVLOG(++evaluations) << "x";
  EXPECT_EQ(evaluations, 0);
  testing::internal::CaptureStderr();
  LOG(DFATAL) << "only an error";
  EXPECT_NE(testing::internal::GetCapturedStderr().find("E logging_test.cc"), std::string::npos);
}
#else
TEST(LoggingDeathTest, DebugOnlyMacrosWorkInDebugBuilds) {
  EXPECT_DEATH({ DCHECK_OK(errors::Internal("dcheck")); }, "INTERNAL: dcheck");
  EXPECT_DEATH({ DLOG(FATAL) << "dlog"; }, "dlog");
  EXPECT_DEATH({ LOG(DFATAL) << "dfatal"; }, "F logging_test.cc:[0-9]+\\] dfatal");
  EXPECT_DEATH({ DCHECK_STREQ("a", "b"); }, "\"a\" == \"b\"");
}
#endif

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
