#include "tensorflow_lite_core/lib/gtl/cleanup.h"

#include <functional>
#include <utility>

#include "gtest/gtest.h"

namespace tensorflow {
namespace gtl {
namespace {

TEST(CleanupTest, RunsOnceAtScopeExit) {
  int runs = 0;
  {
    auto cleanup = MakeCleanup([&runs] { ++runs; });
    EXPECT_FALSE(cleanup.is_released());
    EXPECT_EQ(runs, 0);
  }
  EXPECT_EQ(runs, 1);
}

TEST(CleanupTest, ReleaseCancelsAndHandsTheFunctionBack) {
  int runs = 0;
  {
    auto cleanup = MakeCleanup([&runs] { ++runs; });
    auto function = cleanup.release();
    EXPECT_TRUE(cleanup.is_released());
    function();
  }
  EXPECT_EQ(runs, 1);
}

TEST(CleanupTest, MovingTransfersThePendingCall) {
  int runs = 0;
  {
    auto first = MakeCleanup([&runs] { ++runs; });
    auto second = std::move(first);
    EXPECT_TRUE(first.is_released());  // NOLINT(bugprone-use-after-move): the point of the test
    EXPECT_FALSE(second.is_released());
  }
  EXPECT_EQ(runs, 1);
}

TEST(CleanupTest, AssignmentRunsThePendingCallFirstAndConvertsToStdFunction) {
  int first_runs = 0, second_runs = 0;
  {
    Cleanup<std::function<void()>> cleanup = MakeCleanup([&first_runs] { ++first_runs; });
    cleanup = MakeCleanup([&second_runs] { ++second_runs; });
    EXPECT_EQ(first_runs, 1);
    EXPECT_EQ(second_runs, 0);
  }
  EXPECT_EQ(second_runs, 1);
  Cleanup<std::function<void()>> empty;
  EXPECT_TRUE(empty.is_released());
}

}  // namespace
}  // namespace gtl
}  // namespace tensorflow
