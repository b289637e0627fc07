// Allocator: the interface tensors get their memory from, and cpu_allocator(), the process-wide
// allocator of host memory.
//
// Memory from AllocateRaw belongs to the caller until it hands it back with DeallocateRaw on the
// same allocator. Allocators are shared and outlive every buffer they hand out; cpu_allocator()
// lives for the whole process.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_ALLOCATOR_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_ALLOCATOR_H_

#include <cstddef>
#include <limits>
#include <optional>
#include <string>

#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// Counters an allocator may keep; see Allocator::GetStats.
struct AllocatorStats {
  int64 num_allocs = 0;          // allocations since creation or the last ClearStats
  int64 bytes_in_use = 0;        // requested bytes not yet deallocated
  int64 peak_bytes_in_use = 0;   // highest bytes_in_use since creation or the last ClearStats
  int64 largest_alloc_size = 0;  // largest single request since creation or the last ClearStats
  std::optional<int64> bytes_limit;  // the most this allocator can hand out, when known

  std::string DebugString() const;
};

// Options for one allocation.
struct AllocationAttributes {
  // Whether the allocator may wait and retry when memory is short (device allocators).
  bool retry_on_failure = true;
  // Whether the caller logs the allocation itself.
  bool allocation_will_be_logged = false;
};

// Where a kernel wants a tensor's memory: on the host, usable by devices... A bit set, as in
// TensorFlow; the CPU allocator ignores it.
struct AllocatorAttributes {
  void set_on_host(bool v) { SetBit(kOnHost, v); }
  bool on_host() const { return (value & kOnHost) != 0; }
  void set_nic_compatible(bool v) { SetBit(kNicCompatible, v); }
  bool nic_compatible() const { return (value & kNicCompatible) != 0; }
  void set_gpu_compatible(bool v) { SetBit(kGpuCompatible, v); }
  bool gpu_compatible() const { return (value & kGpuCompatible) != 0; }

  void Merge(AllocatorAttributes other) { value |= other.value; }
  bool IsEqualOrLessRestrictiveThan(const AllocatorAttributes& other) const {
    return (value | other.value) == other.value;
  }
  bool operator==(const AllocatorAttributes& other) const { return value == other.value; }

  uint32 value = 0;

 private:
  static constexpr uint32 kOnHost = 1u << 0;
  static constexpr uint32 kNicCompatible = 1u << 1;
  static constexpr uint32 kGpuCompatible = 1u << 2;
  void SetBit(uint32 bit, bool on) { value = on ? (value | bit) : (value & ~bit); }
};

class Allocator {
 public:
  // Alignment of every tensor buffer: enough for any SIMD load Eigen issues.
  static constexpr size_t kAllocatorAlignment = 64;

  virtual ~Allocator();

  // A name for messages and stats, e.g. "cpu".
  virtual std::string Name() = 0;

  // `num_bytes` of memory aligned to at least `alignment` (a power of two), or nullptr when
  // the memory cannot be had or the request is invalid. Never aborts.
  virtual void* AllocateRaw(size_t alignment, size_t num_bytes) = 0;
  virtual void* AllocateRaw(size_t alignment, size_t num_bytes,
                            const AllocationAttributes& allocation_attr) {
    (void)allocation_attr;
    return AllocateRaw(alignment, num_bytes);
  }
  // Returns memory from AllocateRaw on this allocator. nullptr is ignored.
  virtual void DeallocateRaw(void* ptr) = 0;

  // Room for `num_elements` of T (not constructed), kAllocatorAlignment-aligned; nullptr on
  // overflow or failure.
  template <typename T>
  T* Allocate(size_t num_elements) {
    return Allocate<T>(num_elements, AllocationAttributes());
  }
  template <typename T>
  T* Allocate(size_t num_elements, const AllocationAttributes& allocation_attr) {
    if (num_elements > std::numeric_limits<size_t>::max() / sizeof(T)) return nullptr;
    return static_cast<T*>(
        AllocateRaw(kAllocatorAlignment, sizeof(T) * num_elements, allocation_attr));
  }
  template <typename T>
  void Deallocate(T* ptr, size_t num_elements) {
    (void)num_elements;
    DeallocateRaw(ptr);
  }

  // Whether RequestedSize and AllocatedSize are available for live pointers.
  virtual bool TracksAllocationSizes() const { return false; }
  // Whether allocations are opaque handles rather than addressable memory (never on the host).
  virtual bool AllocatesOpaqueHandle() const { return false; }
  // The size asked for when `ptr` was allocated. Only when TracksAllocationSizes().
  virtual size_t RequestedSize(const void* ptr) const;
  // The size actually reserved for `ptr` (>= RequestedSize). Only when TracksAllocationSizes().
  virtual size_t AllocatedSize(const void* ptr) const { return RequestedSize(ptr); }
  // An id unique to the allocation among live ones; 0 when not tracked.
  virtual int64 AllocationId(const void* ptr) const {
    (void)ptr;
    return 0;
  }

  // Current counters, or nullopt when this allocator keeps none.
  virtual std::optional<AllocatorStats> GetStats() { return std::nullopt; }
  // Resets num_allocs and largest_alloc_size and sets the peak to the current use. False when
  // this allocator keeps no stats.
  virtual bool ClearStats() { return false; }
};

// The process-wide allocator of host memory: kAllocatorAlignment-aligned, thread-safe, tracks
// requested sizes, and keeps stats while they are enabled (below). A zero-byte request returns a
// unique non-null pointer that must be deallocated like any other. `numa_node` is accepted for
// TensorFlow compatibility and ignored.
Allocator* cpu_allocator(int numa_node = -1);

// Whether cpu_allocator() keeps AllocatorStats: off by default, as in TensorFlow, because its
// shared counters cost a small tensor's allocation more than the rest of it does. While off,
// GetStats returns nullopt and ClearStats false; blocks allocated while off are never counted,
// not even when freed after EnableCPUAllocatorStats.
void EnableCPUAllocatorStats();
void DisableCPUAllocatorStats();
bool CPUAllocatorStatsEnabled();

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_ALLOCATOR_H_
