// How one benchmark case is reported and sampled. A case that wants its time per call needs
// none of it; the setters chain: Case().Bytes(bytes).Versus("reference: memcpy").
#ifndef TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_CASE_H_
#define TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_CASE_H_

#include <cstdint>
#include <string>
#include <utility>

namespace tensorflow {
namespace benchmark {

struct Case {
  // Time per item instead of per call: a call handles `items` of them ("us/op").
  double items = 1;
  std::string item;
  // Throughput instead of time, per call: bytes moved (GB/s) or floating-point operations
  // (GFLOP/s).
  double bytes = 0;
  double flops = 0;
  // The case of the same section whose figure this one's is divided by.
  std::string reference;
  // Overrides the command line's number of samples (0: keep it).
  int samples = 0;
  // > 0: exactly this many calls per sample and no warm-up, e.g. for a cold first run.
  int64_t iterations = 0;

  Case& PerItem(double count, std::string name) {
    items = count;
    item = std::move(name);
    return *this;
  }
  Case& Bytes(double count) {
    bytes = count;
    return *this;
  }
  Case& Flops(double count) {
    flops = count;
    return *this;
  }
  Case& Versus(std::string name) {
    reference = std::move(name);
    return *this;
  }
  Case& Samples(int count) {
    samples = count;
    return *this;
  }
  Case& Iterations(int64_t count) {
    iterations = count;
    return *this;
  }
};

}  // namespace benchmark
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_CASE_H_
