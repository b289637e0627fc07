// The timing harness every C++ benchmark uses. A Suite runs each case with a warm-up, sizes its
// samples to the command line's --min_time, reports the median of --samples samples (and the
// best) as time per call or item, or as a throughput, and prints each section as one table:
//
//   int main(int argc, char** argv) {
//     benchmark::Suite suite("example", benchmark::ParseFlagsOrExit(argc, argv));
//     suite.Section("Copies of 1 MiB");
//     suite.Run("memcpy", [&] { std::memcpy(to, from, kBytes); benchmark::DoNotOptimize(to); },
//               benchmark::Case().Bytes(2.0 * kBytes));
//   }
//
// With --quick every case makes one call, so a test can run every benchmark in seconds.
#ifndef TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_H_
#define TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_H_

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "tensorflow_lite_core/testing/benchmark_case.h"
#include "tensorflow_lite_core/testing/benchmark_flags.h"
#include "tensorflow_lite_core/testing/benchmark_measure.h"
#include "tensorflow_lite_core/testing/benchmark_table.h"

namespace tensorflow {
namespace benchmark {

// Makes the compiler assume `value` is read, and any memory written, here: work whose result
// only reaches it cannot be optimised away or moved out of the timed loop.
template <typename T>
inline void DoNotOptimize(const T& value) {
  asm volatile("" : : "r"(&value) : "memory");
}

class Suite {
 public:
  enum class Clock {
    kWall,       // steady wall-clock time: what multi-threaded work costs a caller
    kThreadCpu,  // this thread's CPU time: ignores time lost to other processes
  };

  // Prints the suite's heading to `out`: its title, the build, the statistic and the clock.
  Suite(const std::string& title, const Flags& flags, Clock clock = Clock::kWall,
        std::FILE* out = stdout);
  // Prints the last section.
  ~Suite();
  Suite(const Suite&) = delete;
  Suite& operator=(const Suite&) = delete;

  bool quick() const { return flags_.quick; }
  const Flags& flags() const { return flags_; }
  // Seconds on the suite's clock, for bodies that time themselves (RunTimed).
  double Now() const;

  // Prints the section before, and starts a new one.
  void Section(const std::string& title);
  // Times calls of `call`.
  Measurement Run(const std::string& name, const std::function<void()>& call,
                  const Case& figure = Case());
  // For work with set-up that must not be timed: `body` makes the calls and times them with
  // Now().
  Measurement RunTimed(const std::string& name, const TimedBody& body,
                       const Case& figure = Case());
  // A line printed under the section's table.
  void Note(const std::string& line);

 private:
  void PrintSection();

  const Flags flags_;
  const Clock clock_;
  std::FILE* const out_;
  const bool show_progress_;  // on a terminal, the case being measured
  std::string title_;
  std::vector<Row> rows_;
  std::vector<std::string> notes_;
};

}  // namespace benchmark
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_H_
