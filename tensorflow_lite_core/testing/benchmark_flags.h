// The command line every benchmark accepts, and each benchmark's own flags beside it:
//   --quick             one call per case: checks that every case runs, in seconds
//   --min_time=SECONDS  the least time one sample lasts (default 0.2)
//   --samples=N         samples per case (default 7)
//   --help
#ifndef TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_FLAGS_H_
#define TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_FLAGS_H_

#include <map>
#include <string>
#include <vector>

namespace tensorflow {
namespace benchmark {

// A benchmark's own --name=value flag; `help` says what the value is.
struct OwnFlag {
  std::string name;
  std::string help;
};

struct Flags {
  bool quick = false;
  double min_sample_seconds = 0.2;
  int samples = 7;
  bool help = false;
  std::map<std::string, std::string> own;  // the benchmark's own flags that were given
  std::string usage;                       // for errors in the values of its own flags

  // The value of an own flag, or `otherwise` when it was not given.
  std::string Own(const std::string& name, const std::string& otherwise = "") const;
};

std::string Usage(const std::string& program, const std::vector<OwnFlag>& own_flags);

// Parses argv[1..]. False, with *error naming the argument and what was expected, on an unknown
// flag, a malformed or missing value, or a positional argument.
bool ParseFlags(int argc, const char* const* argv, const std::vector<OwnFlag>& own_flags,
                Flags* flags, std::string* error);

// ParseFlags for main(): on --help prints the usage and exits 0; on an error prints it with the
// usage to stderr and exits 2.
Flags ParseFlagsOrExit(int argc, const char* const* argv,
                       const std::vector<OwnFlag>& own_flags = {});

// For a benchmark that finds one of its own flags' values wrong: prints `message` and the usage
// to stderr and exits 2.
[[noreturn]] void ExitWithFlagError(const Flags& flags, const std::string& message);

}  // namespace benchmark
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_FLAGS_H_
