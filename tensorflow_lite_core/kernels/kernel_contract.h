// The contract every CPU kernel keeps with its op, checked on nodes built from arbitrary choices:
// whatever the attrs, input shapes and values, the kernel either refuses them with a Status of an
// expected code, or sets every output with the dtype the op promises and a shape compatible with
// the one its shape function infers. Shape inference itself never crashes on the same node.
//
// The choices come from a `Choices` source: a seeded engine in random_kernel_runs_test, the
// fuzzer's bytes in //tensorflow_lite_core/fuzzing:fuzz_kernels.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_KERNEL_CONTRACT_H_
#define TENSORFLOW_LITE_CORE_KERNELS_KERNEL_CONTRACT_H_

#include <cstddef>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace kernel_contract {

// Where a case's choices come from. Int is the only primitive; the rest shape it.
class Choices {
 public:
  virtual ~Choices() = default;
  // A value in [low, high].
  virtual int64 Int(int64 low, int64 high) = 0;
  // Any 64 bits.
  virtual uint64 Bits() = 0;

  bool Bool() { return Int(0, 1) == 1; }
  bool OneIn(int64 n) { return Int(0, n - 1) == 0; }
  // Small integers mostly, and the extremes that overflow arithmetic.
  int64 Integer();
  // Small floats mostly, and infinity, NaN and the largest float.
  float Float();
  std::string String(int max_length);
};

// Inputs and attrs stay small; values that size outputs (Fill's dims, Pad's paddings) may still
// ask for any size, which CappedCpuDevice's allocator refuses above this.
constexpr size_t kMaxAllocationBytes = size_t{64} << 20;

// The default CPU device's threads, with an allocator that refuses requests above
// kMaxAllocationBytes as if memory had run out.
class CappedCpuDevice : public DeviceBase {
 public:
  CappedCpuDevice();
  Allocator* GetAllocator(AllocatorAttributes) override;

 private:
  class CappedAllocator : public Allocator {
   public:
    std::string Name() override { return "capped_cpu"; }
    void* AllocateRaw(size_t alignment, size_t num_bytes) override;
    void DeallocateRaw(void* ptr) override;
  };
  CpuWorkerThreads threads_;
  CappedAllocator allocator_;
};

enum class Outcome {
  kKernelRefusedNode,
  kInputTypeHasNoHostTensor,  // resource or variant inputs: nothing to pass here
  kComputeFailed,
  kShapeFunctionFailed,  // the kernel ran; its output shapes went unchecked
  kChecked,
};

// What a case that computed its outputs ran: for checks of the values themselves.
struct ComputedCase {
  NodeDef node;
  std::vector<Tensor> inputs;
  std::vector<Tensor> outputs;
};

// Builds one node of `op` from `choices`, infers its shapes, creates its kernel and runs it on
// `device`. A broken contract is written to *failure (with the node), which is otherwise left
// empty. When the kernel computed and `computed` is not null, *computed receives the node, its
// inputs and its outputs (outcomes kShapeFunctionFailed and kChecked).
Outcome RunCase(const OpDef& op, Choices& choices, DeviceBase* device, std::string* failure,
                ComputedCase* computed = nullptr);

// Sees the kernel's part of a case, for tests that check more than the contract (an allocation
// fault armed for the kernel alone, in allocation_failure_test).
class KernelObserver {
 public:
  virtual ~KernelObserver() = default;
  // Right before the kernel is created and run; the case's inputs and shapes are made by then.
  virtual void BeforeKernel() {}
  // Right after: `status` is the kernel creation's refusal, or Compute's status (OK also for a
  // kernel created for inputs that have no host tensors, and not run).
  virtual void AfterKernel(const Status& status) { (void)status; }
};

// RunCase, telling `observer` (if not null) when the kernel's part starts and ends.
Outcome RunCase(const OpDef& op, Choices& choices, DeviceBase* device, std::string* failure,
                KernelObserver* observer);

// The registered ops with a CPU kernel, by name.
std::vector<OpDef> OpsWithCpuKernels();

}  // namespace kernel_contract
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_KERNEL_CONTRACT_H_
