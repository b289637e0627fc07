#include "tensorflow_lite_core/framework/allocator.h"

#include <cstdint>
#include <set>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

#if defined(__SANITIZE_ADDRESS__)
// Impossible requests must come back as nullptr, as they do without ASan, instead of ASan
// reporting them.
extern "C" const char* __asan_default_options() { return "allocator_may_return_null=1"; }
#endif

namespace tensorflow {
namespace {

bool IsAligned(const void* ptr, size_t alignment) {
  return reinterpret_cast<std::uintptr_t>(ptr) % alignment == 0;
}

AllocatorStats Stats() {
  std::optional<AllocatorStats> stats = cpu_allocator()->GetStats();
  EXPECT_TRUE(stats.has_value());
  return stats.value_or(AllocatorStats());
}

// The CPU allocator's stats are off by default; the tests here read them.
class StatsEnabled : public ::testing::Environment {
 public:
  void SetUp() override { EnableCPUAllocatorStats(); }
};
::testing::Environment* const stats_enabled =
    ::testing::AddGlobalTestEnvironment(new StatsEnabled);

TEST(CpuAllocatorTest, StatsOnlyWhileEnabledAndOnlyForWhatTheyCounted) {
  Allocator* allocator = cpu_allocator();
  DisableCPUAllocatorStats();
  EXPECT_FALSE(CPUAllocatorStatsEnabled());
  EXPECT_FALSE(allocator->GetStats().has_value());
  EXPECT_FALSE(allocator->ClearStats());
  void* uncounted = allocator->AllocateRaw(64, 700);
  ASSERT_NE(uncounted, nullptr);

  EnableCPUAllocatorStats();
  EXPECT_TRUE(CPUAllocatorStatsEnabled());
  ASSERT_TRUE(allocator->ClearStats());
  const AllocatorStats before = Stats();
  EXPECT_EQ(before.num_allocs, 0);
  void* counted = allocator->AllocateRaw(64, 300);
  ASSERT_NE(counted, nullptr);
  EXPECT_EQ(Stats().bytes_in_use, before.bytes_in_use + 300);
  // Freeing what was allocated while off takes nothing off the count.
  allocator->DeallocateRaw(uncounted);
  EXPECT_EQ(Stats().bytes_in_use, before.bytes_in_use + 300);
  // What was counted is taken off even when freed while off.
  DisableCPUAllocatorStats();
  allocator->DeallocateRaw(counted);
  EnableCPUAllocatorStats();
  const AllocatorStats after = Stats();
  EXPECT_EQ(after.bytes_in_use, before.bytes_in_use);
  EXPECT_EQ(after.num_allocs, 1);
}

TEST(CpuAllocatorTest, IsOneProcessWideInstance) {
  EXPECT_EQ(cpu_allocator(), cpu_allocator());
  EXPECT_EQ(cpu_allocator(0), cpu_allocator());
  EXPECT_EQ(cpu_allocator()->Name(), "cpu");
  EXPECT_EQ(Allocator::kAllocatorAlignment, 64u);
}

TEST(CpuAllocatorTest, AlignsToAtLeast64Bytes) {
  Allocator* allocator = cpu_allocator();
  std::vector<void*> pointers;
  for (size_t alignment : {1, 8, 16, 64}) {
    for (size_t bytes : {1, 3, 64, 100, 4097}) {
      void* ptr = allocator->AllocateRaw(alignment, bytes);
      ASSERT_NE(ptr, nullptr);
      EXPECT_TRUE(IsAligned(ptr, 64)) << ptr << " for alignment " << alignment;
      pointers.push_back(ptr);
    }
  }
  for (size_t alignment : {128, 4096}) {
    void* ptr = allocator->AllocateRaw(alignment, 10);
    ASSERT_NE(ptr, nullptr);
    EXPECT_TRUE(IsAligned(ptr, alignment)) << ptr << " for alignment " << alignment;
    pointers.push_back(ptr);
  }
  // The memory is usable: write all of it.
  for (void* ptr : pointers) static_cast<char*>(ptr)[0] = 1;
  for (void* ptr : pointers) allocator->DeallocateRaw(ptr);
}

TEST(CpuAllocatorTest, TracksRequestedSizes) {
  Allocator* allocator = cpu_allocator();
  ASSERT_TRUE(allocator->TracksAllocationSizes());
  void* ptr = allocator->AllocateRaw(64, 1234);
  ASSERT_NE(ptr, nullptr);
  EXPECT_EQ(allocator->RequestedSize(ptr), 1234u);
  EXPECT_GE(allocator->AllocatedSize(ptr), 1234u);
  allocator->DeallocateRaw(ptr);
}

TEST(CpuAllocatorTest, StatsCountUsePeakAndLargest) {
  Allocator* allocator = cpu_allocator();
  ASSERT_TRUE(allocator->ClearStats());
  const AllocatorStats before = Stats();
  EXPECT_EQ(before.num_allocs, 0);
  EXPECT_EQ(before.largest_alloc_size, 0);
  EXPECT_EQ(before.peak_bytes_in_use, before.bytes_in_use);

  void* a = allocator->AllocateRaw(64, 1000);
  void* b = allocator->AllocateRaw(64, 300);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  AllocatorStats during = Stats();
  EXPECT_EQ(during.num_allocs, 2);
  EXPECT_EQ(during.bytes_in_use - before.bytes_in_use, 1300);
  EXPECT_EQ(during.peak_bytes_in_use - before.bytes_in_use, 1300);
  EXPECT_EQ(during.largest_alloc_size, 1000);

  allocator->DeallocateRaw(a);
  void* c = allocator->AllocateRaw(64, 200);
  ASSERT_NE(c, nullptr);
  during = Stats();
  EXPECT_EQ(during.num_allocs, 3);
  EXPECT_EQ(during.bytes_in_use - before.bytes_in_use, 500);
  EXPECT_EQ(during.peak_bytes_in_use - before.bytes_in_use, 1300);  // the peak stays

  allocator->DeallocateRaw(b);
  allocator->DeallocateRaw(c);
  const AllocatorStats after = Stats();
  EXPECT_EQ(after.bytes_in_use, before.bytes_in_use);

  ASSERT_TRUE(allocator->ClearStats());
  const AllocatorStats cleared = Stats();
  EXPECT_EQ(cleared.num_allocs, 0);
  EXPECT_EQ(cleared.largest_alloc_size, 0);
  EXPECT_EQ(cleared.peak_bytes_in_use, cleared.bytes_in_use);
}

TEST(CpuAllocatorTest, ZeroBytesGivesDistinctValidPointers) {
  Allocator* allocator = cpu_allocator();
  const AllocatorStats before = Stats();
  void* first = allocator->AllocateRaw(64, 0);
  void* second = allocator->AllocateRaw(64, 0);
  ASSERT_NE(first, nullptr);
  ASSERT_NE(second, nullptr);
  EXPECT_NE(first, second);
  EXPECT_TRUE(IsAligned(first, 64));
  EXPECT_EQ(allocator->RequestedSize(first), 0u);
  EXPECT_EQ(Stats().bytes_in_use, before.bytes_in_use);
  allocator->DeallocateRaw(first);
  allocator->DeallocateRaw(second);
}

TEST(CpuAllocatorTest, ImpossibleRequestsReturnNull) {
  Allocator* allocator = cpu_allocator();
  const AllocatorStats before = Stats();
  EXPECT_EQ(allocator->AllocateRaw(64, SIZE_MAX), nullptr);          // overflows with padding
  EXPECT_EQ(allocator->AllocateRaw(64, size_t{1} << 62), nullptr);   // no such memory
  EXPECT_EQ(allocator->AllocateRaw(3, 16), nullptr);                 // not a power of two
  EXPECT_EQ(allocator->AllocateRaw(0, 16), nullptr);
  EXPECT_EQ(allocator->Allocate<double>(SIZE_MAX / 4), nullptr);    // element count overflows
  const AllocatorStats after = Stats();
  EXPECT_EQ(after.num_allocs, before.num_allocs);
  EXPECT_EQ(after.bytes_in_use, before.bytes_in_use);
}

TEST(CpuAllocatorTest, DeallocatingNullIsANoOp) {
  const AllocatorStats before = Stats();
  cpu_allocator()->DeallocateRaw(nullptr);
  EXPECT_EQ(Stats().bytes_in_use, before.bytes_in_use);
}

TEST(CpuAllocatorTest, TypedAllocate) {
  Allocator* allocator = cpu_allocator();
  double* values = allocator->Allocate<double>(10);
  ASSERT_NE(values, nullptr);
  EXPECT_TRUE(IsAligned(values, Allocator::kAllocatorAlignment));
  EXPECT_EQ(allocator->RequestedSize(values), 10 * sizeof(double));
  for (int i = 0; i < 10; ++i) values[i] = i;
  EXPECT_EQ(values[9], 9.0);
  allocator->Deallocate(values, 10);
}

TEST(CpuAllocatorTest, StatsStayConsistentAcrossThreads) {
  Allocator* allocator = cpu_allocator();
  ASSERT_TRUE(allocator->ClearStats());
  const AllocatorStats before = Stats();
  constexpr int kThreads = 8;
  constexpr int kRounds = 500;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([allocator, t] {
      for (int i = 0; i < kRounds; ++i) {
        void* ptr = allocator->AllocateRaw(64, static_cast<size_t>(t * 10 + i % 7 + 1));
        if (ptr != nullptr) static_cast<char*>(ptr)[0] = 0;
        allocator->DeallocateRaw(ptr);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  const AllocatorStats after = Stats();
  EXPECT_EQ(after.num_allocs, kThreads * kRounds);
  EXPECT_EQ(after.bytes_in_use, before.bytes_in_use);
  EXPECT_EQ(after.largest_alloc_size, (kThreads - 1) * 10 + 7);
  EXPECT_GE(after.peak_bytes_in_use, before.bytes_in_use + after.largest_alloc_size);
}

TEST(AllocatorStatsTest, DebugString) {
  AllocatorStats stats;
  stats.num_allocs = 3;
  stats.bytes_in_use = 100;
  stats.peak_bytes_in_use = 250;
  stats.largest_alloc_size = 200;
  EXPECT_EQ(stats.DebugString(),
            "InUse:        100\n"
            "MaxInUse:     250\n"
            "NumAllocs:    3\n"
            "MaxAllocSize: 200\n");
  stats.bytes_limit = 1000;
  EXPECT_EQ(stats.DebugString().substr(0, 19), "Limit:        1000\n");
}

// The defaults an Allocator without stats or size tracking gets.
class PlainAllocator : public Allocator {
 public:
  std::string Name() override { return "plain"; }
  void* AllocateRaw(size_t alignment, size_t num_bytes) override {
    return cpu_allocator()->AllocateRaw(alignment, num_bytes);
  }
  void DeallocateRaw(void* ptr) override { cpu_allocator()->DeallocateRaw(ptr); }
};

TEST(AllocatorTest, DefaultsKeepNoStats) {
  PlainAllocator allocator;
  EXPECT_FALSE(allocator.GetStats().has_value());
  EXPECT_FALSE(allocator.ClearStats());
  EXPECT_FALSE(allocator.TracksAllocationSizes());
  EXPECT_FALSE(allocator.AllocatesOpaqueHandle());
  // Callers hold an Allocator*; the attributes overload forwards to the two-argument one.
  Allocator* base = &allocator;
  void* ptr = base->AllocateRaw(64, 8, AllocationAttributes());
  ASSERT_NE(ptr, nullptr);
  EXPECT_EQ(base->AllocationId(ptr), 0);
  base->DeallocateRaw(ptr);
}

TEST(AllocatorDeathTest, RequestedSizeWithoutTrackingAborts) {
  PlainAllocator allocator;
  int value = 0;
  EXPECT_DEATH(allocator.RequestedSize(&value), "Allocator plain does not track allocation sizes");
}

TEST(AllocatorAttributesTest, Bits) {
  AllocatorAttributes attributes;
  EXPECT_FALSE(attributes.on_host());
  attributes.set_on_host(true);
  attributes.set_gpu_compatible(true);
  EXPECT_TRUE(attributes.on_host());
  EXPECT_TRUE(attributes.gpu_compatible());
  EXPECT_FALSE(attributes.nic_compatible());
  attributes.set_on_host(false);
  EXPECT_FALSE(attributes.on_host());

  AllocatorAttributes host;
  host.set_on_host(true);
  AllocatorAttributes both = host;
  both.Merge(attributes);
  EXPECT_TRUE(both.on_host());
  EXPECT_TRUE(both.gpu_compatible());
  EXPECT_TRUE(host.IsEqualOrLessRestrictiveThan(both));
  EXPECT_FALSE(both.IsEqualOrLessRestrictiveThan(host));
  EXPECT_FALSE(host == both);
}

}  // namespace
}  // namespace tensorflow

namespace tensorflow {
namespace {

TEST(CpuAllocatorLargeBlockTest, FreedLargeBlocksAreReusedAndNotCountedInUse) {
  Allocator* allocator = cpu_allocator();
  constexpr size_t kBytes = size_t{8} << 20;
  const int64 in_use_before = allocator->GetStats()->bytes_in_use;
  void* first = allocator->AllocateRaw(Allocator::kAllocatorAlignment, kBytes);
  ASSERT_NE(first, nullptr);
  static_cast<char*>(first)[kBytes - 1] = 1;  // The whole block is usable.
  EXPECT_EQ(allocator->GetStats()->bytes_in_use, in_use_before + static_cast<int64>(kBytes));
  allocator->DeallocateRaw(first);
  EXPECT_EQ(allocator->GetStats()->bytes_in_use, in_use_before);
  void* second = allocator->AllocateRaw(Allocator::kAllocatorAlignment, kBytes);
  EXPECT_EQ(second, first);  // Handed out again rather than fetched from the system.
  EXPECT_EQ(allocator->RequestedSize(second), kBytes);
  // A different size or alignment gets a different block.
  void* other_size = allocator->AllocateRaw(Allocator::kAllocatorAlignment, kBytes + (1 << 20));
  void* other_alignment = allocator->AllocateRaw(4096, kBytes);
  EXPECT_NE(other_size, second);
  EXPECT_NE(other_alignment, second);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(other_alignment) % 4096, 0u);
  allocator->DeallocateRaw(second);
  allocator->DeallocateRaw(other_size);
  allocator->DeallocateRaw(other_alignment);
  EXPECT_EQ(allocator->GetStats()->bytes_in_use, in_use_before);
}

}  // namespace
}  // namespace tensorflow
