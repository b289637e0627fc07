#include "tensorflow_lite_core/testing/benchmark_measure.h"

#include <algorithm>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace benchmark {
namespace {

// A body whose calls "take" scripted seconds: each batch costs its calls times the next cost in
// `costs` (the last one repeating), and every batch size is recorded. No real time is measured.
struct ScriptedBody {
  std::vector<double> costs;
  std::vector<int64_t> batches;

  TimedBody AsBody() {
    return [this](int64_t iterations) {
      const size_t index = std::min(batches.size(), costs.size() - 1);
      batches.push_back(iterations);
      return static_cast<double>(iterations) * costs[index];
    };
  }
};

TEST(MedianTest, MiddleValueOrMeanOfTheTwoMiddleOnes) {
  EXPECT_EQ(Median({}), 0);
  EXPECT_EQ(Median({3}), 3);
  EXPECT_EQ(Median({5, 1, 3}), 3);
  EXPECT_EQ(Median({4, 1, 3, 2}), 2.5);
  EXPECT_EQ(Median({9, 9, 1, 1, 1}), 1);
}

TEST(MeasureTest, ReportsTheMedianAndBestOfTheSamplesPerCall) {
  // Fixed batches of 10 calls: the samples cost 5, 1, 3, 4 and 2 seconds per call.
  ScriptedBody scripted{{5, 1, 3, 4, 2}, {}};
  SamplingPlan plan;
  plan.samples = 5;
  plan.fixed_iterations = 10;
  const Measurement measurement = Measure(scripted.AsBody(), plan);
  EXPECT_EQ(measurement.samples, (std::vector<double>{5, 1, 3, 4, 2}));
  EXPECT_EQ(measurement.median, 3);
  EXPECT_EQ(measurement.best, 1);
  EXPECT_EQ(measurement.iterations, 10);
  EXPECT_EQ(scripted.batches, (std::vector<int64_t>(5, 10)));  // no warm-up with fixed batches
}

TEST(MeasureTest, WarmsUpOnceThenGrowsBatchesUntilOneLastsTheMinimumTime) {
  // The cold first call costs 1 s; then every call costs 1 ms.
  ScriptedBody scripted{{1.0, 1e-3}, {}};
  SamplingPlan plan;
  plan.min_sample_seconds = 0.5;
  plan.samples = 3;
  const Measurement measurement = Measure(scripted.AsBody(), plan);
  const std::vector<int64_t>& batches = scripted.batches;
  ASSERT_GE(batches.size(), 6u);
  EXPECT_EQ(batches[0], 1);  // the warm-up, whose cost says nothing of the others
  EXPECT_EQ(batches[1], 1);
  for (size_t i = 2; i + 3 < batches.size(); ++i) EXPECT_GT(batches[i], batches[i - 1]);
  // Three samples of a batch that lasts at least the minimum time.
  EXPECT_EQ(std::vector<int64_t>(batches.end() - 3, batches.end()),
            std::vector<int64_t>(3, measurement.iterations));
  EXPECT_GE(static_cast<double>(measurement.iterations) * 1e-3, plan.min_sample_seconds);
  EXPECT_EQ(measurement.samples, std::vector<double>(3, 1e-3));
  EXPECT_EQ(measurement.median, 1e-3);
}

TEST(MeasureTest, CallsLongerThanTheMinimumTimeMakeOneCallSamples) {
  ScriptedBody scripted{{2.0}, {}};
  SamplingPlan plan;
  plan.samples = 3;
  const Measurement measurement = Measure(scripted.AsBody(), plan);
  EXPECT_EQ(scripted.batches, (std::vector<int64_t>{1, 1, 1, 1, 1}));  // warm-up, sizing, samples
  EXPECT_EQ(measurement.iterations, 1);
  EXPECT_EQ(measurement.median, 2.0);
}

TEST(MeasureTest, CallsShorterThanTheClockResolutionStillEndCalibration) {
  // Every batch measures 0 s until it reaches 1000 calls.
  int64_t largest = 0;
  SamplingPlan plan;
  plan.min_sample_seconds = 0.1;
  plan.samples = 1;
  const Measurement measurement = Measure(
      [&](int64_t iterations) {
        largest = std::max(largest, iterations);
        return iterations < 1000 ? 0.0 : static_cast<double>(iterations) * 1e-6;
      },
      plan);
  EXPECT_GE(static_cast<double>(measurement.iterations) * 1e-6, plan.min_sample_seconds);
  EXPECT_EQ(largest, measurement.iterations);
}

}  // namespace
}  // namespace benchmark
}  // namespace tensorflow
