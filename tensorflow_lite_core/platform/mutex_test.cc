#include "tensorflow_lite_core/platform/mutex.h"

#include <chrono>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(MutexTest, ExclusiveLockSerializesIncrements) {
  mutex mu;
  int64_t counter = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 10000; ++i) {
        mutex_lock lock(mu);
        ++counter;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(counter, 40000);
}

TEST(MutexTest, SharedLocksCoexistAndExcludeWriters) {
  mutex mu;
  tf_shared_lock reader1(mu);
  EXPECT_TRUE(mu.try_lock_shared());  // A second reader gets in.
  mu.unlock_shared();
  EXPECT_FALSE(mu.try_lock());  // A writer does not.
}

TEST(MutexTest, ConditionVariableWakesWaiter) {
  mutex mu;
  condition_variable ready_cv;
  bool ready = false;
  bool woken = true;
  std::thread producer;
  {
    mutex_lock lock(mu);
    // The producer takes `mu` only once the wait below has released it, so `ready` is still
    // false when the waiter starts waiting and only the notify can wake it.
    producer = std::thread([&] {
      mutex_lock producer_lock(mu);
      ready = true;
      ready_cv.notify_all();
    });
    // Spurious wake-ups loop; a notify that did nothing ends in the (long) timeout instead.
    while (!ready && woken) woken = ready_cv.wait_for(lock, std::chrono::seconds(30));
  }
  producer.join();
  EXPECT_TRUE(woken) << "the wait timed out: notify_all did not wake the waiter";
  EXPECT_TRUE(ready);
}

TEST(MutexTest, WaitForTimesOut) {
  mutex mu;
  condition_variable never_signalled;
  mutex_lock lock(mu);
  // A spurious wake-up may end a wait early (true); the waits must end in a timeout (false)
  // that lasted at least the time asked for.
  bool woken = true;
  std::chrono::steady_clock::duration waited{};
  for (int attempt = 0; attempt < 100 && woken; ++attempt) {
    const auto start = std::chrono::steady_clock::now();
    woken = never_signalled.wait_for(lock, std::chrono::milliseconds(5));
    waited = std::chrono::steady_clock::now() - start;
  }
  EXPECT_FALSE(woken);
  EXPECT_GE(waited, std::chrono::milliseconds(5));
}

}  // namespace
}  // namespace tensorflow
