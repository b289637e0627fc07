// A test hook that makes one allocation of cpu_allocator() fail, to prove that code turns a
// failed allocation into a ResourceExhausted status (OpKernelContext::allocate_output and
// allocate_temp do) and neither crashes nor leaks on that path. For tests only; no TensorFlow API.
//
//   FailAllocationAfter(2);        // the next two allocations succeed, the third fails
//   Status s = runner->Run(...);   // RESOURCE_EXHAUSTED if it allocated three times
//   bool hit = AllocationFaultHappened();
//   CancelAllocationFault();
//
// Allocations are counted over all threads (a kernel's work on the intra-op pool included), in
// the order they reach the allocator. Only cpu_allocator()'s AllocateRaw counts (every host
// tensor's memory), not the heap. While no fault is armed, an allocation pays one relaxed load
// and a branch that is never taken.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_ALLOCATION_FAULT_INJECTION_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_ALLOCATION_FAULT_INJECTION_H_

#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// Arms a fault: the next `successful_allocations` (>= 0) allocations succeed and the one after
// returns nullptr as if memory had run out. The fault fires once; later allocations succeed.
// Replaces a fault armed before and clears AllocationFaultHappened.
void FailAllocationAfter(int64 successful_allocations);

// Disarms a fault that has not fired yet. AllocationFaultHappened keeps its answer.
void CancelAllocationFault();

// Whether the fault armed last has fired.
bool AllocationFaultHappened();

// Arms a fault for a scope and disarms it at its end.
class ScopedAllocationFault {
 public:
  explicit ScopedAllocationFault(int64 successful_allocations) {
    FailAllocationAfter(successful_allocations);
  }
  ~ScopedAllocationFault() { CancelAllocationFault(); }
  ScopedAllocationFault(const ScopedAllocationFault&) = delete;
  ScopedAllocationFault& operator=(const ScopedAllocationFault&) = delete;

  bool happened() const { return AllocationFaultHappened(); }
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_ALLOCATION_FAULT_INJECTION_H_
