// Every built-in op's CPU kernel, with each of its allocations failing in turn: a kernel either
// still succeeds, or reports RESOURCE_EXHAUSTED describing the allocation; it never crashes,
// never reports another code, and never leaks (the asan config checks leaks). The cases are
// kernel_contract's, replayed from their seeds; the fault (allocation_fault_injection.h) is
// armed for the kernel's creation and run only, not for making its inputs.
#include <cstdio>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/allocation_fault_injection.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/kernel_contract.h"

namespace tensorflow {
namespace {

using kernel_contract::Outcome;

// Cases per op: the first whose kernel allocates and runs to outputs among the first kSeedsPerOp
// seeds; when fewer do, those whose kernel allocates and then refuses the inputs at Compute, and
// then those whose kernel allocates nothing (still run with a fault armed: nothing may change).
constexpr int kCasesPerOp = 4;
constexpr int kSeedsPerOp = 300;
// Every allocation index below this fails once; above it, only powers of two.
constexpr int64 kEveryIndexBelow = 8;

// Ops that meet no fault in their cases: kernels that allocate nothing (a view or a forward of an
// input, an update in place, no output, Placeholder's error), and ops whose allocating cases the
// generic choices seldom build (Slice, ScatterNd, StridedSliceGrad: their own tests cover them).
// Every other op must meet at least one.
const std::set<std::string> kMeetsNoFault = {
    "AssignAdd", "AssignSub", "Bitcast", "CheckNumerics", "EnsureShape", "ExpandDims",
    "Identity", "IdentityN", "NoOp", "Placeholder", "PlaceholderWithDefault", "PreventGradient",
    "Reshape", "ScatterNd", "ScatterUpdate", "Slice", "Squeeze", "StopGradient",
    "StridedSliceGrad",
};

class SeededChoices : public kernel_contract::Choices {
 public:
  explicit SeededChoices(uint64 seed) : engine_(seed) {}
  int64 Int(int64 low, int64 high) override {
    return std::uniform_int_distribution<int64>(low, high)(engine_);
  }
  uint64 Bits() override { return engine_(); }

 private:
  std::mt19937_64 engine_;
};

uint64 SeedOf(const OpDef& op, int c) {
  uint64 hash = 14695981039346656037ull;  // FNV-1a of the op's name, then the case
  for (unsigned char ch : op.name()) hash = (hash ^ ch) * 1099511628211ull;
  return hash + c;
}

// Arms the fault for the kernel's part of a case only, and keeps what the kernel returned.
class FaultForKernel : public kernel_contract::KernelObserver {
 public:
  explicit FaultForKernel(int64 successful_allocations)
      : successful_allocations_(successful_allocations) {}
  void BeforeKernel() override {
    if (successful_allocations_ >= 0) FailAllocationAfter(successful_allocations_);
  }
  void AfterKernel(const Status& status) override {
    CancelAllocationFault();
    status_ = status;
    happened_ = successful_allocations_ >= 0 && AllocationFaultHappened();
  }
  const Status& status() const { return status_; }
  bool happened() const { return happened_; }

 private:
  const int64 successful_allocations_;  // -1: no fault
  Status status_;
  bool happened_ = false;
};

struct CaseRun {
  Outcome outcome;
  Status status;
  bool fault_happened;
  std::string failure;  // a broken contract
};

CaseRun Run(const OpDef& op, int c, int64 successful_allocations, DeviceBase* device) {
  SeededChoices choices(SeedOf(op, c));
  FaultForKernel observer(successful_allocations);
  CaseRun run;
  run.outcome = kernel_contract::RunCase(op, choices, device, &run.failure, &observer);
  run.status = observer.status();
  run.fault_happened = observer.happened();
  return run;
}

// The cases of `op` worth failing allocations in.
std::vector<int> CasesOf(const OpDef& op, DeviceBase* device) {
  std::vector<int> ran, refused, quiet;
  for (int c = 0; c < kSeedsPerOp && static_cast<int>(ran.size()) < kCasesPerOp; ++c) {
    const Outcome outcome = Run(op, c, -1, device).outcome;
    const bool runs = outcome == Outcome::kChecked || outcome == Outcome::kShapeFunctionFailed;
    if (!runs && outcome != Outcome::kComputeFailed) continue;
    std::vector<int>& kind = !Run(op, c, 0, device).fault_happened ? quiet : runs ? ran : refused;
    if (static_cast<int>(kind.size()) < kCasesPerOp) kind.push_back(c);
  }
  for (const std::vector<int>* more : {&refused, &quiet}) {
    for (int c : *more) {
      if (static_cast<int>(ran.size()) < kCasesPerOp) ran.push_back(c);
    }
  }
  return ran;
}

// Fails each allocation of case `c` in turn (sampled above kEveryIndexBelow) until the case runs
// without reaching the fault; returns the number of faults the kernel met, and adds a failure for
// each run that broke the rule.
int FailEachAllocation(const OpDef& op, int c, DeviceBase* device) {
  const CaseRun baseline = Run(op, c, -1, device);
  int faults = 0;
  for (int64 index = 0;; index = index < kEveryIndexBelow ? index + 1 : index * 2) {
    const CaseRun run = Run(op, c, index, device);
    const std::string where = op.name() + " case " + std::to_string(c) + " with allocation " +
                              std::to_string(index) + " failing";
    EXPECT_EQ(run.failure, "") << where;
    if (!run.fault_happened) {
      // No allocation failed: the kernel did what it did without the fault.
      EXPECT_EQ(run.status.code(), baseline.status.code()) << where << ": " << run.status;
      break;
    }
    ++faults;
    if (run.status.ok() || run.status.code() == baseline.status.code()) continue;
    EXPECT_EQ(run.status.code(), error::RESOURCE_EXHAUSTED) << where << ": " << run.status;
    EXPECT_NE(run.status.message().find("allocat"), absl::string_view::npos)
        << where << " does not describe the allocation: " << run.status;
  }
  return faults;
}

TEST(AllocationFailureTest, EveryKernelReportsResourceExhaustedAndGoesOn) {
  const std::vector<OpDef> ops = kernel_contract::OpsWithCpuKernels();
  ASSERT_GE(ops.size(), 40u) << "the built-in kernels are not linked in";
  kernel_contract::CappedCpuDevice device;
  for (const OpDef& op : ops) {
    int faults = 0;
    const std::vector<int> cases = CasesOf(op, &device);
    for (int c : cases) faults += FailEachAllocation(op, c, &device);
    std::printf("%-24s cases %zu, faults met %d\n", op.name().c_str(), cases.size(), faults);
    if (kMeetsNoFault.count(op.name()) == 0) {
      EXPECT_GT(faults, 0) << op.name() << " met no fault: its cases allocated nothing";
    }
  }
}

// An output that cannot be had is reported in TensorFlow's words (allocate_output), and the next
// run of the same kernel works.
TEST(AllocationFailureTest, OutputAllocationFailureSaysWhatAndWhere) {
  NodeDef node;
  node.set_name("sum");
  node.set_op("AddV2");
  node.add_input("x");
  node.add_input("y");
  AddNodeAttr("T", DT_FLOAT, &node);
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(node, &runner).ok());
  Tensor x(DT_FLOAT, TensorShape({2, 3}));
  x.flat<float>().setConstant(1.0f);
  std::vector<Tensor> outputs;
  {
    ScopedAllocationFault fault(0);
    const Status status = runner->Run({x, x}, &outputs);
    EXPECT_TRUE(fault.happened());
    EXPECT_EQ(status.code(), error::RESOURCE_EXHAUSTED);
    EXPECT_EQ(status.message(),
              "OOM when allocating tensor with shape[2,3] and type float on /device:CPU:0 by "
              "allocator cpu");
  }
  ASSERT_TRUE(runner->Run({x, x}, &outputs).ok());
  EXPECT_EQ(outputs[0].flat<float>()(5), 2.0f);
}

}  // namespace
}  // namespace tensorflow
