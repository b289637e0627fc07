// Every built-in op's CPU kernel, run on random attrs, input shapes and input values drawn from a
// fixed seed per op and case, against the contract of kernel_contract.h: a kernel refuses the
// inputs with a Status of an expected code, or produces every output with the op's dtype and a
// shape its shape function accepts; and nothing crashes (the asan config runs this under ASan and
// UBSan, where overflow, out-of-bounds reads and leaks fail the test too). The outputs of the
// element-wise ops elementwise_reference.h models are compared with its reference values too;
// the other ops' values are their kernel tests' to check.
#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/kernels/elementwise_reference.h"
#include "tensorflow_lite_core/kernels/kernel_contract.h"

namespace tensorflow {
namespace {

using kernel_contract::Outcome;

constexpr int kCasesPerOp = 1000;

// Ops that random attrs, shapes and values seldom give valid inputs (fewer than 2% of cases run
// to a checked output): a bias as long as one dimension of the value, an equation that matches
// its operands' ranks and sizes, index rows whose depth, count and values fit an output shape,
// diagonal counts that fit k and the matrix sizes, scalar depth, on and off values after indices
// (OneHot). They still run every case here, so nothing they refuse may crash; their results are
// checked by their own tests and against TensorFlow's (python/ops/index_ops_tf_reference_test.py).
const std::set<std::string> kRarelyValid = {
    "BiasAdd", "Einsum", "MatrixDiagV3", "OneHot", "ScatterNd", "SparseToDense",
    "TensorScatterUpdate",
    // Running a Placeholder is always its error: a graph feeds it instead.
    "Placeholder",
};

// Ops whose inputs are valid together only in ways the generic choices seldom hit, with the
// checked runs each reaches at least: Range wants three scalars in order, Slice every begin and
// size within its dimension, StridedSlice five masks that fit in an int32 and begin, end and
// strides of one length, StridedSliceGrad that and a dy of exactly the slice's shape, SplitV
// sizes that add up to the split dimension.
const std::map<std::string, int> kRarelyValidInputs = {
    {"Range", 10}, {"Slice", 10}, {"StridedSlice", 10}, {"StridedSliceGrad", 1}, {"SplitV", 1},
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

// FNV-1a: the same seeds with every standard library.
uint64 StableHash(const std::string& text) {
  uint64 hash = 14695981039346656037ull;
  for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
  return hash;
}

TEST(RandomKernelRunsTest, KernelsRefuseOrAgreeWithTheirOps) {
  const std::vector<OpDef> ops = kernel_contract::OpsWithCpuKernels();
  ASSERT_GE(ops.size(), 40u) << "the built-in kernels are not linked in";
  kernel_contract::CappedCpuDevice device;
  std::printf("%-24s %8s %8s %8s %8s %8s %8s\n", "op", "refused", "no input", "failed",
              "no shape", "checked", "values");
  const std::vector<std::string>& with_reference = elementwise_reference::CoveredOps();
  std::set<std::string> unseen(with_reference.begin(), with_reference.end());
  for (const OpDef& op : ops) {
    std::map<Outcome, int> counts;
    int failures = 0, compared = 0;
    unseen.erase(op.name());
    for (int c = 0; c < kCasesPerOp; ++c) {
      // A seed per op and case, so a failure is replayed by its numbers alone.
      SeededChoices choices(StableHash(op.name()) + c);
      std::string failure;
      kernel_contract::ComputedCase computed;
      const Outcome outcome = kernel_contract::RunCase(op, choices, &device, &failure, &computed);
      ++counts[outcome];
      if (failure.empty() && outcome == Outcome::kChecked &&
          elementwise_reference::Compare(computed.node, computed.inputs, computed.outputs,
                                         &failure)) {
        ++compared;
        if (!failure.empty()) failure += " (node " + computed.node.ShortDebugString() + ")";
      }
      if (!failure.empty() && ++failures <= 3) {
        ADD_FAILURE() << op.name() << " case " << c << ": " << failure;
      }
    }
    EXPECT_EQ(failures, 0) << op.name() << " disagreed with its op in " << failures << " cases";
    std::printf("%-24s %8d %8d %8d %8d %8d %8d\n", op.name().c_str(),
                counts[Outcome::kKernelRefusedNode], counts[Outcome::kInputTypeHasNoHostTensor],
                counts[Outcome::kComputeFailed], counts[Outcome::kShapeFunctionFailed],
                counts[Outcome::kChecked], compared);
    // Each op with a reference had its values compared in a good share of its cases.
    if (std::count(with_reference.begin(), with_reference.end(), op.name())) {
      EXPECT_GE(compared, kCasesPerOp / 50)
          << op.name() << "'s values were compared with the reference in only " << compared
          << " of " << kCasesPerOp << " cases";
    }
    // The property was tested, not just the refusals: at least 2% of the cases of every op run
    // to a checked output (ConcatV2 reaches 22 of 1,000), except for the ops whose valid inputs
    // the generic choices rarely build; their kernel tests cover them case by case, and the
    // rarely valid ones run every case here without a floor.
    if (kRarelyValid.count(op.name())) continue;
    const auto rare = kRarelyValidInputs.find(op.name());
    const int floor = rare == kRarelyValidInputs.end() ? kCasesPerOp / 50 : rare->second;
    EXPECT_GE(counts[Outcome::kChecked], floor)
        << op.name() << " ran to a checked output in only " << counts[Outcome::kChecked] << " of "
        << kCasesPerOp << " cases";
  }
  for (const std::string& name : unseen) {
    ADD_FAILURE() << "elementwise_reference models " << name << ", which has no CPU kernel";
  }
}

}  // namespace
}  // namespace tensorflow
