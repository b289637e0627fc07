#include "tensorflow_lite_core/util/guarded_philox_random.h"

#include <cstring>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/random/random_distributions.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::HexList;
using tf_reference::Int;

std::vector<uint64> CounterWords(const random::PhiloxRandom& generator) {
  return {generator.counter()[0], generator.counter()[1], generator.counter()[2],
          generator.counter()[3]};
}

TEST(GuardedPhiloxRandomTest, ReservationsMoveTheSharedStreamOnAsInTensorFlow) {
  for (const auto& row : tf_reference::Rows("guarded_philox", "reserve")) {
    GuardedPhiloxRandom guarded;
    guarded.Init(Int(row[0]), Int(row[1]));
    std::vector<uint64> counters;
    for (int64 samples : {3, 0, 5}) {
      for (uint64 word : CounterWords(guarded.ReserveSamples128(samples))) counters.push_back(word);
    }
    for (uint64 word : CounterWords(guarded.ReserveSamples32(9))) counters.push_back(word);
    for (uint64 word : CounterWords(guarded.ReserveRandomOutputs(10, 256))) {
      counters.push_back(word);
    }
    EXPECT_EQ(counters, HexList(row[2])) << "seeds " << row[0] << " " << row[1];
    const random::PhiloxRandom last = guarded.ReserveSamples128(1);
    EXPECT_EQ(CounterWords(last), HexList(row[3]));
    EXPECT_EQ(last.key()[0], HexList(row[4])[0]);
    EXPECT_EQ(last.key()[1], HexList(row[4])[1]);
  }
}

uint64 Bits(float value) {
  uint32 bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

TEST(GuardedPhiloxRandomTest, ASeededRandomUniformKernelGivesTensorFlowsTwoCalls) {
  // TensorFlow's RandomUniform kernel: Init from its seeds, ReserveRandomOutputs(n, 256) per
  // call, four floats per generator call.
  for (const auto& row : tf_reference::Rows("guarded_philox", "random_uniform_op")) {
    GuardedPhiloxRandom guarded;
    guarded.Init(Int(row[0]), Int(row[1]));
    const int64 n = Int(row[2]);
    for (int call = 0; call < 2; ++call) {
      random::PhiloxRandom local = guarded.ReserveRandomOutputs(n, 256);
      random::UniformDistribution<random::PhiloxRandom, float> uniform;
      std::vector<uint64> bits;
      while (static_cast<int64>(bits.size()) < n) {
        const auto values = uniform(&local);
        for (int i = 0; i < 4 && static_cast<int64>(bits.size()) < n; ++i) {
          bits.push_back(Bits(values[i]));
        }
      }
      EXPECT_EQ(bits, HexList(row[3 + call])) << "seeds " << row[0] << " " << row[1]
                                              << " call " << call;
    }
  }
}

TEST(GuardedPhiloxRandomTest, ZeroSeedsAreReplacedByRandomOnes) {
  GuardedPhiloxRandom first, second;
  first.Init(0, 0);
  second.Init(0, 0);
  const random::PhiloxRandom a = first.ReserveSamples128(1), b = second.ReserveSamples128(1);
  EXPECT_TRUE(a.key()[0] != b.key()[0] || a.key()[1] != b.key()[1] ||
              CounterWords(a) != CounterWords(b));
}

TEST(GuardedPhiloxRandomTest, ConcurrentReservationsNeverOverlap) {
  GuardedPhiloxRandom guarded;
  guarded.Init(7, 8);
  std::vector<std::vector<uint64>> starts(8);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&guarded, &starts, t] {
      for (int i = 0; i < 100; ++i) {
        starts[t].push_back(guarded.ReserveSamples128(1).counter()[0]);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  std::set<uint64> distinct;
  for (const auto& thread_starts : starts) {
    distinct.insert(thread_starts.begin(), thread_starts.end());
  }
  EXPECT_EQ(distinct.size(), 800u);
  EXPECT_EQ(*distinct.rbegin(), 799u);
}

TEST(GuardedPhiloxRandomDeathTest, UseBeforeInitAndInitTwiceFail) {
  GuardedPhiloxRandom uninitialized;
  EXPECT_DEATH(uninitialized.ReserveSamples128(1), "used before Init");
  GuardedPhiloxRandom twice;
  twice.Init(1, 2);
  EXPECT_DEATH(twice.Init(3, 4), "initialized twice");
}

}  // namespace
}  // namespace tensorflow
