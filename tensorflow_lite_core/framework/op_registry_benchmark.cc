// Registers 10,000 generated ops into a fresh OpRegistry and prints the cost of registration
// (per op) and of lookups (per lookup). Run optimised:
//   bazel run -c opt //tensorflow_lite_core/framework:op_registry_benchmark
// Targets: registration under 5 us per op, lookups under 100 ns. Prints figures only.
//
// Each op goes through what REGISTER_OP does: a builder temporary records the specs and moves
// into the factory the registry defers (static initialization); ProcessRegistrations() then
// finalizes, checks and indexes every op (first use).
//
// Times are this thread's CPU time (time lost to other processes on a busy machine is not
// counted). Registration runs several rounds, each into a fresh registry. The target applies to
// the median of the rounds after the first. The first round is printed too: it also pays for
// the fresh memory a process's start-up maps (about 2.4 KB per op, the OpDef protos), so it
// adds page faults/op times the cost of one fault on this machine, which is measured and
// printed in the same run (a few microseconds on a virtual machine, far less on bare metal).
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op.h"

namespace tensorflow {
namespace {

constexpr int kNumOps = 10000;
constexpr int kRegistrationRounds = 8;  // the first, then the warm ones
constexpr int kLookupRounds = 100;

// This thread's CPU time in seconds.
double CpuSeconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

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

// Per-op cost of each phase of one registration round.
struct RegistrationCost {
  double record_us;    // REGISTER_OP at static initialization: record specs, defer the factory
  double process_us;   // ProcessRegistrations() at first use: Finalize(), checks, indexing
  double page_faults;  // fresh pages mapped during the round
  double total_us() const { return record_us + process_us; }
};

// Registers every op into `registry` as REGISTER_OP and first use do.
RegistrationCost RegisterAll(const std::vector<std::string>& names, OpRegistry* registry) {
  const long faults_before = MinorPageFaults();
  const double start = CpuSeconds();
  for (const std::string& name : names) {
    registry->Register(register_op::MakeRegistrationFactory(TypicalOp(name), __FILE__, __LINE__));
  }
  const double recorded = CpuSeconds();
  const Status status = registry->ProcessRegistrations();
  const double processed = CpuSeconds();
  const long faults = MinorPageFaults() - faults_before;
  if (!status.ok()) {
    std::fprintf(stderr, "registration failed: %s\n", status.ToString().c_str());
    std::exit(1);
  }
  const double ops = static_cast<double>(names.size());
  return {(recorded - start) * 1e6 / ops, (processed - recorded) * 1e6 / ops,
          static_cast<double>(faults) / ops};
}

void PrintRegistration(const char* label, const RegistrationCost& cost, const char* target) {
  std::printf("  registration, %s: %.2f us/op%s\n", label, cost.total_us(), target);
  std::printf("      record and defer %.2f + Finalize, check, index %.2f; %.2f page faults/op\n",
              cost.record_us, cost.process_us, cost.page_faults);
}

// CPU microseconds the kernel takes to map one fresh page of anonymous memory, on first touch.
double PageFaultMicroseconds() {
  constexpr size_t kPages = 4096;
  const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  void* memory = mmap(nullptr, kPages * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                      -1, 0);
  if (memory == MAP_FAILED) return 0;
  volatile char* bytes = static_cast<volatile char*>(memory);
  const double start = CpuSeconds();
  for (size_t i = 0; i < kPages; ++i) bytes[i * page] = 1;
  const double end = CpuSeconds();
  munmap(memory, kPages * page);
  return (end - start) * 1e6 / kPages;
}

int Run() {
  const std::vector<std::string> names = OpNames();
  std::printf("op_registry_benchmark: %d generated ops, each round into a fresh OpRegistry\n",
              kNumOps);

  std::vector<RegistrationCost> rounds;
  for (int round = 0; round < kRegistrationRounds; ++round) {
    OpRegistry registry;
    rounds.push_back(RegisterAll(names, &registry));
  }
  const RegistrationCost first = rounds.front();
  std::vector<RegistrationCost> warm(rounds.begin() + 1, rounds.end());
  std::sort(warm.begin(), warm.end(), [](const RegistrationCost& a, const RegistrationCost& b) {
    return a.total_us() < b.total_us();
  });
  const std::string warm_label = "median of " + std::to_string(warm.size()) + " warm rounds";
  PrintRegistration(warm_label.c_str(), warm[warm.size() / 2], "  [target < 5 us]");
  PrintRegistration("first round", first, "");
  const double fault_us = PageFaultMicroseconds();
  std::printf("      one page fault costs %.2f us here: %.2f us/op of the first round\n", fault_us,
              fault_us * first.page_faults);

  OpRegistry registry;
  RegisterAll(names, &registry);
  // Lookups in a shuffled order, so the figures are not those of one hot cache line.
  std::vector<const std::string*> order;
  order.reserve(names.size());
  for (const std::string& name : names) order.push_back(&name);
  std::shuffle(order.begin(), order.end(), std::mt19937(42));
  size_t found = 0;
  const double lookup_start = CpuSeconds();
  for (int round = 0; round < kLookupRounds; ++round) {
    for (const std::string* name : order) found += registry.LookUp(*name) != nullptr;
  }
  const double lookup_end = CpuSeconds();
  const std::string missing = "NotAnOp";
  size_t misses = 0;
  const double miss_start = CpuSeconds();
  for (int i = 0; i < kNumOps; ++i) misses += registry.LookUp(missing) == nullptr;
  const double miss_end = CpuSeconds();
  if (found != static_cast<size_t>(kNumOps) * kLookupRounds || misses != kNumOps) {
    std::fprintf(stderr, "lookups returned wrong results\n");
    return 1;
  }
  const double lookups = static_cast<double>(kNumOps) * kLookupRounds;
  std::printf("  lookup, registered op:   %.1f ns/lookup over %.0f lookups  [target < 100 ns]\n",
              (lookup_end - lookup_start) * 1e9 / lookups, lookups);
  std::printf("  lookup, unregistered op: %.1f ns/lookup\n",
              (miss_end - miss_start) * 1e9 / kNumOps);
  return 0;
}

}  // namespace
}  // namespace tensorflow

int main() { return tensorflow::Run(); }
