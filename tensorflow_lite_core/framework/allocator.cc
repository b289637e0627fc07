#include "tensorflow_lite_core/framework/allocator.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>

#include "tensorflow_lite_core/framework/allocation_fault_injection.h"
#include "tensorflow_lite_core/framework/small_block_cache.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

std::string AllocatorStats::DebugString() const {
  std::string result;
  if (bytes_limit.has_value()) strings::StrAppend(&result, "Limit:        ", *bytes_limit, "\n");
  strings::StrAppend(&result, "InUse:        ", bytes_in_use, "\n");
  strings::StrAppend(&result, "MaxInUse:     ", peak_bytes_in_use, "\n");
  strings::StrAppend(&result, "NumAllocs:    ", num_allocs, "\n");
  strings::StrAppend(&result, "MaxAllocSize: ", largest_alloc_size, "\n");
  return result;
}

Allocator::~Allocator() = default;

size_t Allocator::RequestedSize(const void* ptr) const {
  (void)ptr;
  LOG(FATAL) << "Allocator " << const_cast<Allocator*>(this)->Name()
             << " does not track allocation sizes; check TracksAllocationSizes() first";
}

namespace {

std::atomic<bool> cpu_allocator_collect_stats{false};

// allocation_fault_injection.h: allocations left before the armed fault, negative while none is
// armed; and whether the fault armed last has fired.
std::atomic<int64> allocations_before_fault{-1};
std::atomic<bool> allocation_fault_happened{false};

// Counts one allocation against an armed fault; true for the one that fails. Disarms itself by
// going negative, so a race with CancelAllocationFault or another allocation fails at most one.
bool TakeAllocationAgainstFault() {
  int64 left = allocations_before_fault.load(std::memory_order_relaxed);
  while (left >= 0) {
    if (allocations_before_fault.compare_exchange_weak(left, left - 1,
                                                      std::memory_order_relaxed)) {
      if (left > 0) return false;
      allocation_fault_happened.store(true, std::memory_order_relaxed);
      return true;
    }
  }
  return false;
}

// The allocator's whole cost of the hook while no fault is armed: a load and an untaken branch.
inline bool InjectedAllocationFault() {
  if (__builtin_expect(allocations_before_fault.load(std::memory_order_relaxed) < 0, 1)) {
    return false;
  }
  return TakeAllocationAgainstFault();
}

// Keeps freed large blocks for reuse. Fresh memory from the system costs a page fault per 4 KB on
// first touch, which for tensors of tens of megabytes costs more than an elementwise kernel
// itself; reusing a block of the same size avoids it, as caching allocators do.
class LargeBlockCache {
 public:
  static constexpr size_t kMinBytes = size_t{1} << 20;
  static constexpr size_t kMaxCachedBytes = size_t{512} << 20;
  static constexpr int kMaxBlocks = 8;

  // Block sizes are rounded to whole pages so near-equal requests share blocks.
  static size_t RoundUp(size_t bytes) { return (bytes + kPage - 1) & ~(kPage - 1); }

  // A cached block of exactly `bytes` and `alignment`, or nullptr.
  void* Take(size_t bytes, size_t alignment) {
    mutex_lock lock(mu_);
    for (int i = 0; i < count_; ++i) {
      if (blocks_[i].bytes == bytes && blocks_[i].alignment == alignment) {
        void* block = blocks_[i].block;
        cached_bytes_ -= bytes;
        blocks_[i] = blocks_[--count_];
        return block;
      }
    }
    return nullptr;
  }

  // False when the cache is full; the caller then frees the block.
  bool Put(void* block, size_t bytes, size_t alignment) {
    mutex_lock lock(mu_);
    if (count_ == kMaxBlocks || cached_bytes_ + bytes > kMaxCachedBytes) return false;
    blocks_[count_++] = Block{block, bytes, alignment};
    cached_bytes_ += bytes;
    return true;
  }

 private:
  static constexpr size_t kPage = 4096;
  struct Block {
    void* block;
    size_t bytes;
    size_t alignment;
  };
  mutex mu_;
  Block blocks_[kMaxBlocks];
  int count_ = 0;
  size_t cached_bytes_ = 0;
};

// Host memory from posix_memalign, small blocks through per-thread lists (small_block_cache.h)
// and large ones through LargeBlockCache. Each block starts with `alignment` bytes of padding whose
// last 16 hold a Header, so deallocation and RequestedSize need no lookup table and the stats
// count exactly what callers asked for.
class CPUAllocator : public Allocator {
 public:
  std::string Name() override { return "cpu"; }

  void* AllocateRaw(size_t alignment, size_t num_bytes) override {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
      LOG(ERROR) << "cpu allocator: alignment " << alignment << " is not a power of two";
      return nullptr;
    }
    if (InjectedAllocationFault()) return nullptr;
    const size_t offset = std::max(alignment, kAllocatorAlignment);
    if (num_bytes > SIZE_MAX - offset - 4096) return nullptr;
    size_t block_bytes = offset + num_bytes;
    void* block = nullptr;
    if (IsSmall(offset, block_bytes)) {
      block_bytes = small_block_cache::ClassBytes(block_bytes);
      block = small_block_cache::Allocate(block_bytes);
      if (block == nullptr) return nullptr;
    } else if (block_bytes >= LargeBlockCache::kMinBytes) {
      block_bytes = LargeBlockCache::RoundUp(block_bytes);
      block = large_blocks_.Take(block_bytes, offset);
    }
    if (block == nullptr && posix_memalign(&block, offset, block_bytes) != 0) return nullptr;
    char* user = static_cast<char*>(block) + offset;
    Header* header = HeaderOf(user);
    header->requested_bytes = num_bytes;
    header->offset = offset;
    header->block_bytes = block_bytes;
    header->counted = CPUAllocatorStatsEnabled();
    if (header->counted) RecordAllocation(static_cast<int64>(num_bytes));
    return user;
  }

  void DeallocateRaw(void* ptr) override {
    if (ptr == nullptr) return;
    const Header* header = HeaderOf(ptr);
    if (header->counted) {
      bytes_in_use_.fetch_sub(static_cast<int64>(header->requested_bytes),
                              std::memory_order_relaxed);
    }
    void* block = static_cast<char*>(ptr) - header->offset;
    if (IsSmall(header->offset, header->block_bytes)) {
      small_block_cache::Deallocate(block, header->block_bytes);
      return;
    }
    if (header->block_bytes >= LargeBlockCache::kMinBytes &&
        large_blocks_.Put(block, header->block_bytes, header->offset)) {
      return;
    }
    std::free(block);
  }

  bool TracksAllocationSizes() const override { return true; }
  size_t RequestedSize(const void* ptr) const override {
    CHECK(ptr != nullptr) << "RequestedSize of a null pointer";
    return HeaderOf(ptr)->requested_bytes;
  }

  std::optional<AllocatorStats> GetStats() override {
    if (!CPUAllocatorStatsEnabled()) return std::nullopt;
    AllocatorStats stats;
    stats.num_allocs = num_allocs_.load(std::memory_order_relaxed);
    stats.bytes_in_use = bytes_in_use_.load(std::memory_order_relaxed);
    stats.peak_bytes_in_use = peak_bytes_in_use_.load(std::memory_order_relaxed);
    stats.largest_alloc_size = largest_alloc_size_.load(std::memory_order_relaxed);
    return stats;
  }

  bool ClearStats() override {
    if (!CPUAllocatorStatsEnabled()) return false;
    num_allocs_.store(0, std::memory_order_relaxed);
    peak_bytes_in_use_.store(bytes_in_use_.load(std::memory_order_relaxed),
                             std::memory_order_relaxed);
    largest_alloc_size_.store(0, std::memory_order_relaxed);
    return true;
  }

 private:
  struct Header {
    size_t requested_bytes;
    size_t offset;       // from the start of the block to the caller's pointer
    size_t block_bytes;  // the whole block, header and padding included
    bool counted;        // in the stats (they were enabled when it was allocated)
  };
  static_assert(sizeof(Header) <= kAllocatorAlignment, "header must fit in the padding");

  // Whether a block goes through the small-block lists, which hand out blocks of their own
  // alignment only.
  static bool IsSmall(size_t offset, size_t block_bytes) {
    return offset == small_block_cache::kBlockAlignment &&
           block_bytes <= small_block_cache::kMaxBlockBytes;
  }

  static Header* HeaderOf(void* user) {
    return reinterpret_cast<Header*>(static_cast<char*>(user) - sizeof(Header));
  }
  static const Header* HeaderOf(const void* user) {
    return reinterpret_cast<const Header*>(static_cast<const char*>(user) - sizeof(Header));
  }

  // Raises `target` to `value` if it is lower; lock-free, so stats stay cheap under contention.
  static void UpdateMax(std::atomic<int64>* target, int64 value) {
    int64 current = target->load(std::memory_order_relaxed);
    while (value > current &&
           !target->compare_exchange_weak(current, value, std::memory_order_relaxed)) {
    }
  }

  void RecordAllocation(int64 num_bytes) {
    num_allocs_.fetch_add(1, std::memory_order_relaxed);
    const int64 in_use = bytes_in_use_.fetch_add(num_bytes, std::memory_order_relaxed) + num_bytes;
    UpdateMax(&peak_bytes_in_use_, in_use);
    UpdateMax(&largest_alloc_size_, num_bytes);
  }

  std::atomic<int64> num_allocs_{0};
  std::atomic<int64> bytes_in_use_{0};
  std::atomic<int64> peak_bytes_in_use_{0};
  std::atomic<int64> largest_alloc_size_{0};
  LargeBlockCache large_blocks_;
};

}  // namespace

void EnableCPUAllocatorStats() {
  cpu_allocator_collect_stats.store(true, std::memory_order_relaxed);
}
void DisableCPUAllocatorStats() {
  cpu_allocator_collect_stats.store(false, std::memory_order_relaxed);
}
bool CPUAllocatorStatsEnabled() {
  return cpu_allocator_collect_stats.load(std::memory_order_relaxed);
}

void FailAllocationAfter(int64 successful_allocations) {
  CHECK_GE(successful_allocations, 0) << "FailAllocationAfter needs a count of at least 0";
  allocation_fault_happened.store(false, std::memory_order_relaxed);
  allocations_before_fault.store(successful_allocations, std::memory_order_relaxed);
}
void CancelAllocationFault() { allocations_before_fault.store(-1, std::memory_order_relaxed); }
bool AllocationFaultHappened() {
  return allocation_fault_happened.load(std::memory_order_relaxed);
}

Allocator* cpu_allocator(int numa_node) {
  (void)numa_node;
  // Never destroyed: tensors released during static destruction may still return memory to it.
  static Allocator* const allocator = new CPUAllocator;
  return allocator;
}

}  // namespace tensorflow
