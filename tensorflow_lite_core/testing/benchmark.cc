#include "tensorflow_lite_core/testing/benchmark.h"

#include <time.h>
#include <unistd.h>

#include <cstdlib>

namespace tensorflow {
namespace benchmark {
namespace {

double Seconds(clockid_t clock) {
  timespec now;
  clock_gettime(clock, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

}  // namespace

Suite::Suite(const std::string& title, const Flags& flags, Clock clock, std::FILE* out)
    : flags_(flags), clock_(clock), out_(out), show_progress_(isatty(STDERR_FILENO) == 1) {
#ifdef NDEBUG
  const char* build = "optimised build";
#else
  const char* build = "NOT optimised (use --config=opt)";
#endif
  std::fprintf(out_, "%s\n%s; %s clock; ", title.c_str(), build,
               clock_ == Clock::kWall ? "wall" : "thread CPU");
  if (flags_.quick) {
    std::fprintf(out_, "QUICK: one call per case, the figures mean nothing\n");
  } else {
    std::fprintf(out_, "median (and best) of %d samples of at least %.2f s each\n",
                 flags_.samples, flags_.min_sample_seconds);
  }
  std::fflush(out_);
}

Suite::~Suite() { PrintSection(); }

double Suite::Now() const {
  return Seconds(clock_ == Clock::kWall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID);
}

void Suite::Section(const std::string& title) {
  PrintSection();
  title_ = title;
}

Measurement Suite::Run(const std::string& name, const std::function<void()>& call,
                       const Case& figure) {
  return RunTimed(
      name,
      [&](int64_t iterations) {
        const double start = Now();
        for (int64_t i = 0; i < iterations; ++i) call();
        return Now() - start;
      },
      figure);
}

Measurement Suite::RunTimed(const std::string& name, const TimedBody& body,
                            const Case& figure) {
  SamplingPlan plan;
  plan.min_sample_seconds = flags_.min_sample_seconds;
  plan.samples = figure.samples > 0 ? figure.samples : flags_.samples;
  plan.fixed_iterations = figure.iterations;
  if (flags_.quick) {
    plan.samples = 1;
    plan.fixed_iterations = 1;
  }
  if (show_progress_) std::fprintf(stderr, "  measuring %s ...", name.c_str());
  Row row{name, figure, Measure(body, plan)};
  if (show_progress_) std::fprintf(stderr, "\r\033[K");
  rows_.push_back(row);
  return row.measurement;
}

void Suite::Note(const std::string& line) { notes_.push_back(line); }

void Suite::PrintSection() {
  if (rows_.empty() && notes_.empty()) return;
  std::string text, error;
  if (!FormatSection(title_, rows_, notes_, &text, &error)) {
    // A mistake in the benchmark itself: fail loudly, so its smoke test does.
    std::fprintf(stderr, "benchmark error: %s\n", error.c_str());
    std::abort();
  }
  std::fputs(text.c_str(), out_);
  std::fflush(out_);
  rows_.clear();
  notes_.clear();
}

}  // namespace benchmark
}  // namespace tensorflow
