// SmallBlockCache: class rounding, alignment, reuse on the freeing thread, the per-class bound,
// blocks crossing threads, and the cache being off under ASan and TSan.
#include "tensorflow_lite_core/framework/small_block_cache.h"

#include <dlfcn.h>

#include <cstdint>
#include <cstring>
#include <set>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace small_block_cache {
namespace {

// Whether this process runs with ASan's or TSan's runtime, found by the runtime's entry point:
// independent of the macros and defines the cache reads.
bool SanitizerRuntimeLoaded() {
  return dlsym(RTLD_DEFAULT, "__asan_init") != nullptr ||
         dlsym(RTLD_DEFAULT, "__tsan_init") != nullptr;
}

TEST(SmallBlockCacheTest, KeepsBlocksExactlyWhenNoSanitizerRuns) {
  EXPECT_EQ(KeepsBlocks(), !SanitizerRuntimeLoaded())
      << "a sanitizer runtime is " << (SanitizerRuntimeLoaded() ? "" : "not ") << "loaded";
}

TEST(SmallBlockCacheTest, ClassBytesRoundUpToPowersOfTwo) {
  EXPECT_EQ(ClassBytes(0), 128u);
  EXPECT_EQ(ClassBytes(1), 128u);
  EXPECT_EQ(ClassBytes(128), 128u);
  EXPECT_EQ(ClassBytes(129), 256u);
  EXPECT_EQ(ClassBytes(1000), 1024u);
  EXPECT_EQ(ClassBytes(4096), 4096u);
}

TEST(SmallBlockCacheTest, BlocksAreAlignedAndWholeClassWritable) {
  for (size_t bytes = kMinBlockBytes; bytes <= kMaxBlockBytes; bytes <<= 1) {
    void* block = Allocate(bytes);
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(block) % kBlockAlignment, 0u) << bytes;
    std::memset(block, 0xab, bytes);
    Deallocate(block, bytes);
  }
}

TEST(SmallBlockCacheTest, FreedBlockIsReusedByItsClassOnly) {
  if (!KeepsBlocks()) GTEST_SKIP() << "sanitizer builds keep no blocks";
  void* block = Allocate(256);
  void* other_class = Allocate(512);
  const size_t kept_before = KeptBytesOfThisThread();
  Deallocate(block, 256);
  EXPECT_EQ(KeptBytesOfThisThread(), kept_before + 256);
  void* next_of_other_class = Allocate(512);
  EXPECT_NE(next_of_other_class, block);
  Deallocate(next_of_other_class, 512);
  EXPECT_EQ(Allocate(256), block);
  EXPECT_EQ(KeptBytesOfThisThread(), kept_before + 512);
  Deallocate(other_class, 512);
  Deallocate(block, 256);
}

TEST(SmallBlockCacheTest, EachThreadKeepsABoundedAmountPerClass) {
  if (!KeepsBlocks()) GTEST_SKIP() << "sanitizer builds keep no blocks";
  std::thread([] {
    std::vector<void*> blocks(2000);
    for (void*& block : blocks) block = Allocate(128);
    for (void* block : blocks) Deallocate(block, 128);
    EXPECT_EQ(KeptBytesOfThisThread(), 64u * 1024);  // 512 of the 2000 blocks
    const std::set<void*> first(blocks.begin(), blocks.end());
    int reused = 0;
    for (void*& block : blocks) {
      block = Allocate(128);
      reused += first.count(block) ? 1 : 0;
    }
    EXPECT_GE(reused, 512);
    EXPECT_EQ(KeptBytesOfThisThread(), 0u);
    for (void* block : blocks) Deallocate(block, 128);
  }).join();
}

TEST(SmallBlockCacheTest, BlocksFreedOnAnotherThreadStayUsable) {
  std::vector<void*> blocks(100);
  for (void*& block : blocks) {
    block = Allocate(1024);
    std::memset(block, 1, 1024);
  }
  std::thread([&blocks] {
    for (void* block : blocks) Deallocate(block, 1024);
    // Handed out again on this thread, whole and writable; the thread's exit returns the rest.
    for (int i = 0; i < 50; ++i) {
      void* block = Allocate(1024);
      std::memset(block, 2, 1024);
      Deallocate(block, 1024);
    }
  }).join();
  void* block = Allocate(1024);
  ASSERT_NE(block, nullptr);
  Deallocate(block, 1024);
}

}  // namespace
}  // namespace small_block_cache
}  // namespace tensorflow
