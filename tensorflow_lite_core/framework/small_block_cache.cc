#include "tensorflow_lite_core/framework/small_block_cache.h"

#include <cstdlib>
#include <new>

#include "tensorflow_lite_core/platform/sanitizer_build.h"

namespace tensorflow {
namespace small_block_cache {
namespace {

// Under a sanitizer a kept block would hide a use after free (ASan) or pass memory between
// threads unseen (TSan).
constexpr bool kKeepBlocks = !kSanitizerBuild;

constexpr int kClasses = 6;  // 128 ... 4096 bytes
static_assert((kMinBlockBytes << (kClasses - 1)) == kMaxBlockBytes, "classes cover the range");
// Each thread keeps at most this many bytes of each class.
constexpr size_t kKeptBytesPerClass = 64 * 1024;

int ClassIndex(size_t class_bytes) {
  int index = 0;
  while ((kMinBlockBytes << index) < class_bytes) ++index;
  return index;
}

// A kept block's first bytes link it to the next.
struct FreeBlock {
  FreeBlock* next;
};

// Trivially destructible, so it is usable (and zero) at any point of a thread's life, even
// after its lists were drained at exit.
struct ThreadLists {
  FreeBlock* heads[kClasses];
  size_t kept_bytes[kClasses];
  bool drain_registered;
  bool drained;  // the thread is exiting: keep nothing more
};
thread_local ThreadLists lists;

void DrainLists() {
  for (int c = 0; c < kClasses; ++c) {
    while (FreeBlock* block = lists.heads[c]) {
      lists.heads[c] = block->next;
      std::free(block);
    }
    lists.kept_bytes[c] = 0;
  }
  lists.drained = true;
}

// Its destructor returns the thread's kept blocks when the thread exits.
struct ListsDrainer {
  ~ListsDrainer() { DrainLists(); }
};
thread_local ListsDrainer drainer;

}  // namespace

size_t ClassBytes(size_t bytes) {
  size_t class_bytes = kMinBlockBytes;
  while (class_bytes < bytes) class_bytes <<= 1;
  return class_bytes;
}

void* Allocate(size_t class_bytes) {
  if (kKeepBlocks) {
    const int c = ClassIndex(class_bytes);
    if (FreeBlock* block = lists.heads[c]) {
      lists.heads[c] = block->next;
      lists.kept_bytes[c] -= class_bytes;
      return block;
    }
  }
  void* block = nullptr;
  if (posix_memalign(&block, kBlockAlignment, class_bytes) != 0) return nullptr;
  return block;
}

void Deallocate(void* block, size_t class_bytes) {
  if (kKeepBlocks && !lists.drained) {
    const int c = ClassIndex(class_bytes);
    if (lists.kept_bytes[c] + class_bytes <= kKeptBytesPerClass) {
      if (!lists.drain_registered) {
        lists.drain_registered = true;
        (void)&drainer;  // constructs it, so its destructor runs at thread exit
      }
      lists.heads[c] = new (block) FreeBlock{lists.heads[c]};
      lists.kept_bytes[c] += class_bytes;
      return;
    }
  }
  std::free(block);
}

bool KeepsBlocks() { return kKeepBlocks; }

size_t KeptBytesOfThisThread() {
  size_t bytes = 0;
  for (int c = 0; c < kClasses; ++c) bytes += lists.kept_bytes[c];
  return bytes;
}

}  // namespace small_block_cache
}  // namespace tensorflow
