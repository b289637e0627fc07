// GpuCachingAllocator: device memory for tensors on one GPU. Freed blocks are kept and handed out
// again, so a loop of kernel calls reaches cudaMalloc only while its working set grows.
//
// Every kernel of a device runs on its one stream, in order, so a block freed on the host may be
// handed out again at once: work that uses it next is queued after work that used it before.
// When cudaMalloc fails, the cache is given back to the driver and the allocation tried again.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_GPU_CACHING_ALLOCATOR_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_GPU_CACHING_ALLOCATOR_H_

#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>

#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/platform/mutex.h"

namespace tensorflow {

class GpuCachingAllocator : public Allocator {
 public:
  // Allocates on CUDA device `ordinal`.
  explicit GpuCachingAllocator(int ordinal);
  ~GpuCachingAllocator() override;

  std::string Name() override;
  void* AllocateRaw(size_t alignment, size_t num_bytes) override;
  void DeallocateRaw(void* ptr) override;
  std::optional<AllocatorStats> GetStats() override;

  // Whether `ptr` lies inside a block this allocator handed out and has not taken back.
  bool Owns(const void* ptr) const;
  // Calls that reached cudaMalloc, for tests and benchmarks.
  int64 device_allocations() const;
  // Gives every cached block back to the driver.
  void ReleaseCache();

 private:
  // Requests round up to these steps: fewer distinct sizes, more reuse.
  static size_t RoundedSize(size_t num_bytes);
  void ReleaseCacheLocked() TF_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  const int ordinal_;
  mutable mutex mu_;
  std::multimap<size_t, void*> free_blocks_ TF_GUARDED_BY(mu_);         // size -> block
  std::map<const char*, size_t> live_blocks_ TF_GUARDED_BY(mu_);       // start -> size
  AllocatorStats stats_ TF_GUARDED_BY(mu_);
  int64 device_allocations_ TF_GUARDED_BY(mu_) = 0;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_GPU_CACHING_ALLOCATOR_H_
