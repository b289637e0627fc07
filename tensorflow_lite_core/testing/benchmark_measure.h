// Sampling: how many calls make a sample, how many samples, and the statistic over them.
#ifndef TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_MEASURE_H_
#define TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_MEASURE_H_

#include <cstdint>
#include <functional>
#include <vector>

namespace tensorflow {
namespace benchmark {

// Makes `iterations` calls of the work under test and returns the seconds they took (leaving out
// any set-up the body chooses not to time).
using TimedBody = std::function<double(int64_t iterations)>;

struct SamplingPlan {
  double min_sample_seconds = 0.2;
  int samples = 7;
  // > 0: each sample makes exactly this many calls, with no warm-up or calibration.
  int64_t fixed_iterations = 0;
};

struct Measurement {
  std::vector<double> samples;  // seconds per call, in the order taken
  int64_t iterations = 0;       // calls per sample
  double median = 0;            // of `samples`: the figure every benchmark reports
  double best = 0;              // the fastest sample
};

// Warms up, finds how many calls last `min_sample_seconds` (unless the plan fixes it), then takes
// the samples.
Measurement Measure(const TimedBody& body, const SamplingPlan& plan);

// The middle value; the mean of the two middle ones for an even count. 0 for none.
double Median(std::vector<double> values);

}  // namespace benchmark
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_MEASURE_H_
