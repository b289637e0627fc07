#include "tensorflow_lite_core/testing/benchmark_measure.h"

#include <algorithm>
#include <cmath>

namespace tensorflow {
namespace benchmark {
namespace {

constexpr int64_t kMaxIterations = int64_t{1} << 32;

// Calls per sample. A first call warms up (faults memory in, fills caches) and is dropped;
// batches then grow from one call until one lasts long enough.
int64_t CalibrateIterations(const TimedBody& body, double min_sample_seconds) {
  body(1);
  int64_t iterations = 1;
  double seconds = body(iterations);
  while (seconds < min_sample_seconds && iterations < kMaxIterations) {
    // Aim a little past the target so the samples clear it, but grow at most a hundredfold per
    // batch: a batch shorter than the clock's resolution, or one interrupted, misleads.
    int64_t next = iterations * 100;
    if (seconds > 0) {
      const double wanted = std::ceil(1.2 * min_sample_seconds * iterations / seconds);
      next = std::min(next, static_cast<int64_t>(std::min(wanted, 1e18)));
    }
    iterations = std::min(kMaxIterations, std::max(next, iterations + 1));
    seconds = body(iterations);
  }
  return iterations;
}

}  // namespace

double Median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const size_t middle = values.size() / 2;
  if (values.size() % 2 == 1) return values[middle];
  return (values[middle - 1] + values[middle]) / 2;
}

Measurement Measure(const TimedBody& body, const SamplingPlan& plan) {
  Measurement measurement;
  measurement.iterations = plan.fixed_iterations > 0
                               ? plan.fixed_iterations
                               : CalibrateIterations(body, plan.min_sample_seconds);
  const double iterations = static_cast<double>(measurement.iterations);
  for (int sample = 0; sample < std::max(1, plan.samples); ++sample) {
    measurement.samples.push_back(body(measurement.iterations) / iterations);
  }
  measurement.median = Median(measurement.samples);
  measurement.best = *std::min_element(measurement.samples.begin(), measurement.samples.end());
  return measurement;
}

}  // namespace benchmark
}  // namespace tensorflow
