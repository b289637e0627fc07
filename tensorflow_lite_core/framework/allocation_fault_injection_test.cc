#include "tensorflow_lite_core/framework/allocation_fault_injection.h"

#include <atomic>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

// Allocates and frees one block of `bytes`; whether the allocation succeeded.
bool Allocates(size_t bytes = 16) {
  void* block = cpu_allocator()->AllocateRaw(Allocator::kAllocatorAlignment, bytes);
  cpu_allocator()->DeallocateRaw(block);
  return block != nullptr;
}

TEST(AllocationFaultInjectionTest, FailsTheAllocationAfterTheGivenCountOnce) {
  FailAllocationAfter(2);
  EXPECT_TRUE(Allocates());
  EXPECT_TRUE(Allocates(1 << 20));  // large blocks count too
  EXPECT_FALSE(AllocationFaultHappened());
  EXPECT_FALSE(Allocates());
  EXPECT_TRUE(AllocationFaultHappened());
  EXPECT_TRUE(Allocates());  // once only
  EXPECT_TRUE(AllocationFaultHappened());
  CancelAllocationFault();
}

TEST(AllocationFaultInjectionTest, ZeroFailsTheNextAllocationEvenOfZeroBytes) {
  FailAllocationAfter(0);
  EXPECT_FALSE(Allocates(0));
  EXPECT_TRUE(Allocates(0));
}

TEST(AllocationFaultInjectionTest, CancelDisarmsAndArmingAgainClearsHappened) {
  FailAllocationAfter(0);
  CancelAllocationFault();
  EXPECT_TRUE(Allocates());
  EXPECT_FALSE(AllocationFaultHappened());

  FailAllocationAfter(0);
  EXPECT_FALSE(Allocates());
  CancelAllocationFault();
  EXPECT_TRUE(AllocationFaultHappened());  // kept after cancelling
  FailAllocationAfter(5);
  EXPECT_FALSE(AllocationFaultHappened());
  CancelAllocationFault();
}

TEST(AllocationFaultInjectionTest, ScopedFaultEndsWithItsScope) {
  {
    ScopedAllocationFault fault(1);
    EXPECT_TRUE(Allocates());
    EXPECT_FALSE(fault.happened());
  }
  EXPECT_TRUE(Allocates());
  EXPECT_TRUE(Allocates());
  EXPECT_FALSE(AllocationFaultHappened());
}

TEST(AllocationFaultInjectionTest, TensorsLeftUnallocatedReportIt) {
  ScopedAllocationFault fault(0);
  Tensor t(DT_FLOAT, TensorShape({3}));
  EXPECT_FALSE(t.IsInitialized());
  EXPECT_TRUE(fault.happened());
  Tensor next(DT_FLOAT, TensorShape({3}));
  EXPECT_TRUE(next.IsInitialized());
}

TEST(AllocationFaultInjectionTest, ExactlyOneAllocationFailsAcrossThreads) {
  constexpr int kThreads = 4;
  constexpr int kAllocationsPerThread = 500;
  std::atomic<int> failures{0};
  FailAllocationAfter(kThreads * kAllocationsPerThread / 2);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&failures] {
      for (int i = 0; i < kAllocationsPerThread; ++i) {
        if (!Allocates()) failures.fetch_add(1);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  CancelAllocationFault();
  EXPECT_EQ(failures.load(), 1);
  EXPECT_TRUE(AllocationFaultHappened());
}

TEST(AllocationFaultInjectionTest, NegativeCountsAreRefused) {
  EXPECT_DEATH(FailAllocationAfter(-1), "at least 0");
}

}  // namespace
}  // namespace tensorflow
