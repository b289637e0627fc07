// Fuzzes every built-in op with a CPU kernel: the bytes choose the op, its attrs, input shapes and
// values; kernel_contract::RunCase builds the node, infers its shapes, creates the kernel and runs
// it. Besides crashes, sanitizer reports and leaks, any broken contract aborts (a refusal with an
// unexpected code, an output not set, of the wrong dtype, or of a shape the shape function does
// not allow).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "tensorflow_lite_core/fuzzing/fuzzed_choices.h"
#include "tensorflow_lite_core/kernels/kernel_contract.h"

namespace tensorflow {
namespace {

class BytesChoices : public kernel_contract::Choices {
 public:
  BytesChoices(const uint8_t* data, size_t size) : bytes_(data, size) {}
  int64 Int(int64 low, int64 high) override { return bytes_.Int(low, high); }
  uint64 Bits() override { return bytes_.Bits(); }

 private:
  fuzzing::FuzzedBytes bytes_;
};

}  // namespace
}  // namespace tensorflow

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tensorflow;  // NOLINT: the entry point must stay at global scope
  static const std::vector<OpDef>* const ops =
      new std::vector<OpDef>(kernel_contract::OpsWithCpuKernels());
  static kernel_contract::CappedCpuDevice* const device = new kernel_contract::CappedCpuDevice;
  if (ops->empty()) std::abort();  // the kernels are not linked in
  BytesChoices choices(data, size);
  const OpDef& op = (*ops)[choices.Int(0, static_cast<int64>(ops->size()) - 1)];
  std::string failure;
  kernel_contract::RunCase(op, choices, device, &failure);
  if (!failure.empty()) {
    std::fprintf(stderr, "%s broke its contract: %s\n", op.name().c_str(), failure.c_str());
    std::abort();
  }
  return 0;
}
