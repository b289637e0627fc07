#include "tensorflow_lite_core/lib/random/random.h"

#include <random>
#include <set>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace random {
namespace {

TEST(RandomTest, DefaultSeedGivesMersenneTwistersDefaultSequence) {
  // Nothing else in this test binary draws from it.
  std::mt19937_64 expected;
  for (int i = 0; i < 5; ++i) EXPECT_EQ(New64DefaultSeed(), expected());
}

TEST(RandomTest, New64ValuesDifferFromCallToCallAndThreadToThread) {
  std::set<uint64> seen;
  for (int i = 0; i < 100; ++i) seen.insert(New64());
  for (int i = 0; i < 100; ++i) seen.insert(ThreadLocalNew64());
  std::vector<std::thread> threads;
  std::vector<uint64> from_threads(8);
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&from_threads, i] { from_threads[i] = New64() ^ ThreadLocalNew64(); });
  }
  for (std::thread& thread : threads) thread.join();
  seen.insert(from_threads.begin(), from_threads.end());
  // 208 random 64-bit values: a repeat would mean a broken generator, not bad luck.
  EXPECT_EQ(seen.size(), 208u);
}

}  // namespace
}  // namespace random
}  // namespace tensorflow
