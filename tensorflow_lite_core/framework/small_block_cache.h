// SmallBlockCache: the CPU allocator's per-thread free lists of small blocks, by size class.
// A tiny tensor's allocation and release through posix_memalign and free cost more than a tiny
// kernel's arithmetic; taking a block back from the calling thread's list costs a few loads.
// Blocks freed on another thread join that thread's lists; each thread keeps a bounded number
// and returns them to the system when it exits. Sanitizer builds keep nothing, so that reuse
// never hides a use after free.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_SMALL_BLOCK_CACHE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_SMALL_BLOCK_CACHE_H_

#include <cstddef>

namespace tensorflow {
namespace small_block_cache {

// Classes are the powers of two from kMinBlockBytes to kMaxBlockBytes.
constexpr size_t kMinBlockBytes = 128;
constexpr size_t kMaxBlockBytes = 4096;
// Blocks are aligned to this many bytes.
constexpr size_t kBlockAlignment = 64;

// The class size a block of `bytes` (<= kMaxBlockBytes) is rounded up to.
size_t ClassBytes(size_t bytes);

// A block of `class_bytes` (a value ClassBytes returned): from this thread's list, or new from
// the system; nullptr when the system has no memory.
void* Allocate(size_t class_bytes);

// Gives a block from Allocate(class_bytes) back: kept on this thread's list, or freed.
void Deallocate(void* block, size_t class_bytes);

// Whether blocks are kept at all (false in sanitizer builds).
bool KeepsBlocks();

// The bytes of blocks the calling thread keeps now, over all classes.
size_t KeptBytesOfThisThread();

}  // namespace small_block_cache
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_SMALL_BLOCK_CACHE_H_
