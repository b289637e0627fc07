#include "tensorflow_lite_core/framework/gpu/gpu_caching_allocator.h"

#include <cuda_runtime.h>

#include <algorithm>

#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {

GpuCachingAllocator::GpuCachingAllocator(int ordinal) : ordinal_(ordinal) {}

GpuCachingAllocator::~GpuCachingAllocator() {
  mutex_lock lock(mu_);
  ReleaseCacheLocked();
}

std::string GpuCachingAllocator::Name() { return "GPU_" + std::to_string(ordinal_) + "_caching"; }

size_t GpuCachingAllocator::RoundedSize(size_t num_bytes) {
  // 256-byte steps below 1 MiB (cudaMalloc's own alignment), then 1/8 of the next power of two,
  // which wastes at most 12.5%.
  constexpr size_t kSmallStep = 256;
  if (num_bytes < (size_t{1} << 20)) return std::max(kSmallStep, (num_bytes + kSmallStep - 1) / kSmallStep * kSmallStep);
  size_t power = size_t{1} << 20;
  while (power < num_bytes) power <<= 1;
  const size_t step = power / 8;
  return (num_bytes + step - 1) / step * step;
}

void* GpuCachingAllocator::AllocateRaw(size_t alignment, size_t num_bytes) {
  // cudaMalloc aligns to 256 bytes, and every block starts where cudaMalloc put it.
  if (alignment > 256 || num_bytes > (size_t{1} << 62)) return nullptr;
  const size_t size = RoundedSize(num_bytes);
  mutex_lock lock(mu_);
  void* block = nullptr;
  // The smallest cached block that fits, if it is not more than twice the request.
  auto it = free_blocks_.lower_bound(size);
  if (it != free_blocks_.end() && it->first <= 2 * size) {
    block = it->second;
    live_blocks_[static_cast<const char*>(block)] = it->first;
    free_blocks_.erase(it);
  } else {
    int previous = 0;
    cudaGetDevice(&previous);
    if (previous != ordinal_) cudaSetDevice(ordinal_);
    cudaError_t error = cudaMalloc(&block, size);
    if (error == cudaErrorMemoryAllocation) {
      cudaGetLastError();  // clears the sticky-free error so later calls do not see it
      ReleaseCacheLocked();
      error = cudaMalloc(&block, size);
    }
    if (previous != ordinal_) cudaSetDevice(previous);
    if (error != cudaSuccess) {
      cudaGetLastError();
      return nullptr;
    }
    ++device_allocations_;
    live_blocks_[static_cast<const char*>(block)] = size;
  }
  ++stats_.num_allocs;
  stats_.bytes_in_use += static_cast<int64>(size);
  stats_.peak_bytes_in_use = std::max(stats_.peak_bytes_in_use, stats_.bytes_in_use);
  stats_.largest_alloc_size = std::max(stats_.largest_alloc_size, static_cast<int64>(num_bytes));
  return block;
}

void GpuCachingAllocator::DeallocateRaw(void* ptr) {
  if (ptr == nullptr) return;
  mutex_lock lock(mu_);
  auto it = live_blocks_.find(static_cast<const char*>(ptr));
  CHECK(it != live_blocks_.end()) << Name() << ": freeing memory it did not allocate";
  stats_.bytes_in_use -= static_cast<int64>(it->second);
  free_blocks_.emplace(it->second, ptr);
  live_blocks_.erase(it);
}

std::optional<AllocatorStats> GpuCachingAllocator::GetStats() {
  mutex_lock lock(mu_);
  return stats_;
}

bool GpuCachingAllocator::Owns(const void* ptr) const {
  const char* p = static_cast<const char*>(ptr);
  mutex_lock lock(mu_);
  auto it = live_blocks_.upper_bound(p);
  if (it == live_blocks_.begin()) return false;
  --it;
  return p < it->first + it->second;
}

int64 GpuCachingAllocator::device_allocations() const {
  mutex_lock lock(mu_);
  return device_allocations_;
}

void GpuCachingAllocator::ReleaseCache() {
  mutex_lock lock(mu_);
  ReleaseCacheLocked();
}

void GpuCachingAllocator::ReleaseCacheLocked() {
  if (free_blocks_.empty()) return;
  // Work queued on the device may still read a cached block.
  cudaDeviceSynchronize();
  for (const auto& [size, block] : free_blocks_) cudaFree(block);
  free_blocks_.clear();
}

}  // namespace tensorflow
