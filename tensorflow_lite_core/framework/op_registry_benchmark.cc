// Registers 10,000 generated ops into fresh OpRegistries and reports the cost of registration
// (per op) and of lookups (per lookup). Run optimised:
//   bazel run --config=opt //tensorflow_lite_core/framework:op_registry_benchmark
// Targets: registration under 5 us per op (warm), lookups under 100 ns.
//
// Each op goes through what REGISTER_OP does: a builder temporary records the specs and moves
// into the factory the registry defers (static initialization); ProcessRegistrations() then
// finalizes, checks and indexes every op (first use).
//
// Times are this thread's CPU time (time lost to other processes on a busy machine is not
// counted). Every call of a registration case registers all the ops into a fresh registry. The
// first round of the process is reported on its own: it also pays for the fresh memory a
// process's start-up maps (about 2.4 KB per op, the OpDef protos), so it adds page faults/op
// times the cost of one fault on this machine, which is measured in the same run (a few
// microseconds on a virtual machine, far less on bare metal).
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/testing/benchmark.h"

namespace tensorflow {
namespace {

using benchmark::Case;
using benchmark::Suite;

constexpr int kNumOps = 10000;
constexpr size_t kPages = 4096;  // touched per call of the page fault case

// Op names shaped like real ones ("GeneratedOp00042"), held as the std::strings callers pass.
std::vector<std::string> OpNames() {
  std::vector<std::string> names;
  names.reserve(kNumOps);
  char buffer[32];
  for (int i = 0; i < kNumOps; ++i) {
    std::snprintf(buffer, sizeof(buffer), "GeneratedOp%05d", i);
    names.emplace_back(buffer);
  }
  return names;
}

// A typical op: a polymorphic list input, a plain input, an output, attrs with constraints and
// defaults, a shape function and a short doc.
OpDefBuilder TypicalOp(const std::string& name) {
  OpDefBuilder builder(name);
  builder.Input("values: N * T")
      .Input("axis: int32")
      .Output("output: T")
      .Attr("N: int >= 2")
      .Attr("T: {float, double, int32, int64} = DT_FLOAT")
      .Attr("keep_dims: bool = false")
      .SetShapeFn([](shape_inference::InferenceContext*) { return OkStatus(); })
      .Doc("Combines values along an axis.\n\nvalues: The tensors.\naxis: The axis.\n");
  return builder;
}

// Minor page faults of this process so far: fresh memory the kernel had to map.
long MinorPageFaults() {
  rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// What one registration round cost, in all.
struct RegistrationCost {
  double record_seconds;   // REGISTER_OP at static initialization: record specs, defer the factory
  double process_seconds;  // ProcessRegistrations() at first use: Finalize(), checks, indexing
  long page_faults;        // fresh pages mapped during the round
};

// What REGISTER_OP does for every op at static initialization; returns the seconds it took.
double RecordAll(const std::vector<std::string>& names, OpRegistry* registry,
                 const Suite& suite) {
  const double start = suite.Now();
  for (const std::string& name : names) {
    registry->Register(register_op::MakeRegistrationFactory(TypicalOp(name), __FILE__, __LINE__));
  }
  return suite.Now() - start;
}

// Registers every op into `registry` as REGISTER_OP and first use do.
RegistrationCost RegisterAll(const std::vector<std::string>& names, OpRegistry* registry,
                             const Suite& suite) {
  const long faults_before = MinorPageFaults();
  const double record_seconds = RecordAll(names, registry, suite);
  const double start = suite.Now();
  const Status status = registry->ProcessRegistrations();
  const double process_seconds = suite.Now() - start;
  const long faults = MinorPageFaults() - faults_before;
  if (!status.ok()) {
    std::fprintf(stderr, "registration failed: %s\n", status.ToString().c_str());
    std::exit(1);
  }
  return {record_seconds, process_seconds, faults};
}

// Page faults over every round of a case (its warm-up and calibration rounds included).
struct PageFaults {
  long faults = 0;
  int64_t rounds = 0;
  double PerOp() const {
    return rounds == 0 ? 0 : static_cast<double>(faults) / (static_cast<double>(rounds) * kNumOps);
  }
};

// Times `iterations` rounds, each into a fresh registry, counting the phases `part` picks out.
template <typename Part>
double TimeRounds(const std::vector<std::string>& names, const Suite& suite,
                  int64_t iterations, Part part, PageFaults* page_faults) {
  double seconds = 0;
  for (int64_t i = 0; i < iterations; ++i) {
    OpRegistry registry;
    const RegistrationCost cost = RegisterAll(names, &registry, suite);
    seconds += part(cost);
    page_faults->faults += cost.page_faults;
    ++page_faults->rounds;
  }
  return seconds;
}

// Touches `kPages` fresh pages of anonymous memory per call: the kernel maps each on first touch.
double TimePageFaults(const Suite& suite, int64_t iterations) {
  const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  double seconds = 0;
  for (int64_t i = 0; i < iterations; ++i) {
    void* memory = mmap(nullptr, kPages * page, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
      std::perror("mmap");
      std::exit(1);
    }
    volatile char* bytes = static_cast<volatile char*>(memory);
    const double start = suite.Now();
    for (size_t p = 0; p < kPages; ++p) bytes[p * page] = 1;
    seconds += suite.Now() - start;
    munmap(memory, kPages * page);
  }
  return seconds;
}

std::string Printf(const char* format, double a, double b = 0) {
  char buffer[256];
  std::snprintf(buffer, sizeof(buffer), format, a, b);
  return buffer;
}

void BenchmarkRegistration(const std::vector<std::string>& names, Suite* suite) {
  suite->Section(std::to_string(kNumOps) + " generated ops, each call into a fresh OpRegistry");
  const Case per_op = Case().PerItem(kNumOps, "op");
  // The process's first round comes first, before any other case warms the heap.
  PageFaults first_faults, warm_faults, ignored_faults;
  const auto total = [](const RegistrationCost& cost) {
    return cost.record_seconds + cost.process_seconds;
  };
  suite->RunTimed(
      "registration, first round",
      [&](int64_t iterations) {
        return TimeRounds(names, *suite, iterations, total, &first_faults);
      },
      Case(per_op).Iterations(1).Samples(1));
  suite->RunTimed(
      "registration, warm",
      [&](int64_t iterations) {
        return TimeRounds(names, *suite, iterations, total, &warm_faults);
      },
      Case(per_op).Versus("registration, first round"));
  // Recording alone, without the processing the registry would otherwise spend most of each
  // call on, untimed.
  suite->RunTimed(
      "registration, warm: record and defer",
      [&](int64_t iterations) {
        double seconds = 0;
        for (int64_t i = 0; i < iterations; ++i) {
          OpRegistry registry;
          seconds += RecordAll(names, &registry, *suite);
        }
        return seconds;
      },
      per_op);
  suite->RunTimed(
      "registration, warm: Finalize, check, index",
      [&](int64_t iterations) {
        return TimeRounds(
            names, *suite, iterations,
            [](const RegistrationCost& cost) { return cost.process_seconds; }, &ignored_faults);
      },
      per_op);
  const benchmark::Measurement fault = suite->RunTimed(
      "reference: page fault",
      [&](int64_t iterations) { return TimePageFaults(*suite, iterations); },
      Case().PerItem(kPages, "page"));
  suite->Note(Printf("page faults/op: %.2f in the first round, %.2f in warm ones",
                     first_faults.PerOp(), warm_faults.PerOp()));
  suite->Note(Printf("at the measured cost of a fault, the first round's faults cost %.2f us/op",
                     fault.median / kPages * first_faults.PerOp() * 1e6));
  suite->Note("target: a warm registration under 5 us/op");
}

void BenchmarkLookups(const std::vector<std::string>& names, Suite* suite) {
  suite->Section("LookUp in a registry of " + std::to_string(kNumOps) + " ops");
  OpRegistry registry;
  RegisterAll(names, &registry, *suite);
  // Lookups in a shuffled order, so the figures are not those of one hot cache line.
  std::vector<const std::string*> order;
  order.reserve(names.size());
  for (const std::string& name : names) order.push_back(&name);
  std::shuffle(order.begin(), order.end(), std::mt19937(42));
  const Case per_lookup = Case().PerItem(kNumOps, "lookup");
  suite->Run(
      "registered op",
      [&] {
        size_t found = 0;
        for (const std::string* name : order) found += registry.LookUp(*name) != nullptr;
        if (found != names.size()) {
          std::fprintf(stderr, "lookups of registered ops returned null\n");
          std::exit(1);
        }
      },
      per_lookup);
  const std::string missing = "NotAnOp";
  suite->Run(
      "unregistered op",
      [&] {
        size_t misses = 0;
        for (int i = 0; i < kNumOps; ++i) misses += registry.LookUp(missing) == nullptr;
        if (misses != static_cast<size_t>(kNumOps)) {
          std::fprintf(stderr, "lookups of an unregistered op found one\n");
          std::exit(1);
        }
      },
      per_lookup);
  suite->Note("target: under 100 ns/lookup");
}

}  // namespace
}  // namespace tensorflow

int main(int argc, char** argv) {
  using tensorflow::benchmark::Suite;
  Suite suite("op_registry_benchmark", tensorflow::benchmark::ParseFlagsOrExit(argc, argv),
              Suite::Clock::kThreadCpu);
  const std::vector<std::string> names = tensorflow::OpNames();
  tensorflow::BenchmarkRegistration(names, &suite);
  tensorflow::BenchmarkLookups(names, &suite);
  return 0;
}
