#include "tensorflow_lite_core/platform/threadpool.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <set>
#include <thread>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/mutex.h"

namespace tensorflow {
namespace thread {
namespace {

TEST(ThreadPoolTest, ScheduleRunsEveryClosureBeforeDestruction) {
  std::atomic<int> runs{0};
  {
    ThreadPool pool("test", 3);
    EXPECT_EQ(pool.NumThreads(), 3);
    EXPECT_EQ(pool.name(), "test");
    for (int i = 0; i < 100; ++i) pool.Schedule([&runs] { ++runs; });
  }
  EXPECT_EQ(runs.load(), 100);
}

TEST(ThreadPoolTest, ParallelForCoversEveryIndexExactlyOnce) {
  ThreadPool pool("test", 4);
  for (int64 total : {0, 1, 7, 1000, 100003}) {
    std::vector<std::atomic<int>> hits(total);
    pool.ParallelFor(total, 100000, [&hits](int64 first, int64 last) {
      ASSERT_LE(first, last);
      for (int64 i = first; i < last; ++i) ++hits[i];
    });
    for (int64 i = 0; i < total; ++i) ASSERT_EQ(hits[i].load(), 1) << "index " << i << " of " << total;
  }
}

TEST(ThreadPoolTest, ExpensiveWorkIsSplitAcrossThreads) {
  ThreadPool pool("test", 4);
  mutex mu;
  int calls = 0;
  std::set<std::thread::id> threads;
  pool.ParallelFor(64, 1000000, [&](int64, int64) {
    {
      mutex_lock lock(mu);
      ++calls;
      threads.insert(std::this_thread::get_id());
    }
    // Long enough that the workers take ranges before the caller has done them all.
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  });
  EXPECT_GT(calls, 1);
  EXPECT_GT(threads.size(), 1u) << "every range ran on one thread";
}

TEST(ThreadPoolTest, CheapWorkRunsInlineAsOneRange) {
  ThreadPool pool("test", 4);
  int calls = 0;
  pool.ParallelFor(10, 1, [&](int64 first, int64 last) {
    ++calls;
    EXPECT_EQ(first, 0);
    EXPECT_EQ(last, 10);
  });
  EXPECT_EQ(calls, 1);
}

TEST(ThreadPoolTest, CurrentThreadIdIsMinusOneOutsideAndInRangeInside) {
  ThreadPool pool("test", 2);
  EXPECT_EQ(pool.CurrentThreadId(), -1);
  std::atomic<int> id{-2};
  std::atomic<bool> done{false};
  pool.Schedule([&] {
    id = pool.CurrentThreadId();
    done = true;
  });
  while (!done) std::this_thread::yield();
  EXPECT_GE(id.load(), 0);
  EXPECT_LT(id.load(), 2);
}

TEST(ThreadPoolTest, NestedParallelForDoesNotDeadlock) {
  ThreadPool pool("test", 2);
  std::atomic<int64> sum{0};
  pool.ParallelFor(8, 1000000, [&](int64 first, int64 last) {
    for (int64 i = first; i < last; ++i) {
      pool.ParallelFor(8, 1000000, [&](int64 a, int64 b) { sum += b - a; });
    }
  });
  EXPECT_EQ(sum.load(), 64);
}

TEST(ThreadPoolTest, MaxShardsLimitsTheNumberOfRanges) {
  ThreadPool pool("test", 4);
  for (int64 max_shards : {-1, 0, 1, 2, 3}) {
    mutex mu;
    int calls = 0;
    int64 covered = 0;
    pool.ParallelForWithMaxShards(1000, 1000000, max_shards, [&](int64 first, int64 last) {
      mutex_lock lock(mu);
      ++calls;
      covered += last - first;
    });
    EXPECT_LE(calls, std::max<int64>(max_shards, 1)) << "max_shards " << max_shards;
    EXPECT_EQ(covered, 1000);
  }
}

TEST(ThreadPoolTest, TransformRangeConcurrentlyUsesFixedBlocks) {
  ThreadPool pool("test", 3);
  for (int64 block_size : {-2, 0, 1, 3, 10, 64}) {
    const int64 total = 25;
    mutex mu;
    std::vector<std::pair<int64, int64>> ranges;
    std::vector<std::atomic<int>> hits(total);
    pool.TransformRangeConcurrently(block_size, total, [&](int64 first, int64 last) {
      for (int64 i = first; i < last; ++i) ++hits[i];
      mutex_lock lock(mu);
      ranges.emplace_back(first, last);
    });
    const int64 block = std::clamp<int64>(block_size, 1, total);
    std::sort(ranges.begin(), ranges.end());
    ASSERT_EQ(static_cast<int>(ranges.size()),
              pool.NumShardsUsedByTransformRangeConcurrently(block_size, total))
        << "block_size " << block_size;
    for (size_t r = 0; r < ranges.size(); ++r) {
      EXPECT_EQ(ranges[r].first, static_cast<int64>(r) * block);
      EXPECT_EQ(ranges[r].second, std::min<int64>(total, (r + 1) * block));
    }
    for (int64 i = 0; i < total; ++i) ASSERT_EQ(hits[i].load(), 1) << "index " << i;
  }
  int calls = 0;
  pool.TransformRangeConcurrently(4, 0, [&calls](int64, int64) { ++calls; });
  EXPECT_EQ(calls, 0);
  EXPECT_EQ(pool.NumShardsUsedByTransformRangeConcurrently(4, 0), 0);
}

TEST(ThreadPoolTest, HugeCostsDoNotOverflow) {
  ThreadPool pool("test", 2);
  std::atomic<int64> covered{0};
  pool.ParallelFor(int64{1} << 40, int64{1} << 40, [&](int64 first, int64 last) {
    covered += last - first;
  });
  EXPECT_EQ(covered.load(), int64{1} << 40);
}

TEST(ThreadPoolTest, SchedulableCpusIsPositive) { EXPECT_GE(NumSchedulableCPUs(), 1); }

TEST(ThreadPoolDeathTest, ZeroThreadsIsRejected) {
  EXPECT_DEATH({ ThreadPool pool("empty", 0); }, "ThreadPool 'empty' needs at least one thread");
}

}  // namespace
}  // namespace thread
}  // namespace tensorflow
