#define EIGEN_USE_THREADS
#include "tensorflow_lite_core/platform/threadpool.h"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <utility>

#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "unsupported/Eigen/CXX11/ThreadPool"

namespace tensorflow {
namespace thread {
namespace {

// Below this much work (in cost units) a range is not worth handing to another thread.
constexpr int64 kMinCostPerShard = 10000;

// Counts outstanding shards; Wait returns once all have called DecrementCount. Shards are often
// shorter than a sleeping thread takes to wake, so Wait spins briefly before it sleeps.
class BlockingCounter {
 public:
  explicit BlockingCounter(int count) : remaining_(count), done_flag_(count == 0) {}
  void DecrementCount() {
    mutex_lock lock(mu_);
    if (--remaining_ == 0) {
      done_flag_.store(true, std::memory_order_release);
      done_.notify_all();
    }
  }
  void Wait() {
    for (int i = 0; i < kSpins && !done_flag_.load(std::memory_order_acquire); ++i) {
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
    }
    // Taken even when the spin saw the end: the last shard may still hold the lock, and this
    // counter must outlive its use.
    mutex_lock lock(mu_);
    done_.wait(lock, [this] { return remaining_ == 0; });
  }

 private:
  static constexpr int kSpins = 2000;
  mutex mu_;
  condition_variable done_;
  int remaining_;
  std::atomic<bool> done_flag_;
};

}  // namespace

class ThreadPool::Impl {
 public:
  explicit Impl(int num_threads) : pool_(num_threads) {}
  Eigen::ThreadPool pool_;
};

ThreadPool::ThreadPool(const std::string& name, int num_threads) : name_(name) {
  CHECK_GE(num_threads, 1) << "ThreadPool '" << name << "' needs at least one thread";
  impl_ = std::make_unique<Impl>(num_threads);
}

ThreadPool::~ThreadPool() = default;

void ThreadPool::Schedule(std::function<void()> fn) { impl_->pool_.Schedule(std::move(fn)); }

void ThreadPool::ParallelFor(int64 total, int64 cost_per_unit,
                             const std::function<void(int64, int64)>& fn) {
  ParallelForWithMaxShards(total, cost_per_unit, NumThreads() + 1, fn);
}

void ThreadPool::ParallelForWithMaxShards(int64 total, int64 cost_per_unit, int64 max_shards,
                                          const std::function<void(int64, int64)>& fn) {
  if (total <= 0) return;
  // Saturate rather than overflow for huge totals or costs.
  const int64 cost = std::max<int64>(cost_per_unit, 1);
  const int64 total_cost = total > INT64_MAX / cost ? INT64_MAX : total * cost;
  const int64 shard_limit = std::max<int64>(1, std::min<int64>(total, max_shards));
  const int64 shards = std::clamp<int64>(total_cost / kMinCostPerShard, 1, shard_limit);
  if (shards == 1 || CurrentThreadId() != -1) {
    // A worker that waits on other workers could deadlock a full pool: run inline instead.
    fn(0, total);
    return;
  }
  RunInBlocks(total, (total + shards - 1) / shards, fn);
}

void ThreadPool::TransformRangeConcurrently(int64 block_size, int64 total,
                                            const std::function<void(int64, int64)>& fn) {
  if (total <= 0) return;
  const int64 block = std::clamp<int64>(block_size, 1, total);
  if (block == total || CurrentThreadId() != -1) {
    fn(0, total);  // One block, or a worker that must not wait on the pool: run inline.
    return;
  }
  RunInBlocks(total, block, fn);
}

int ThreadPool::NumShardsUsedByTransformRangeConcurrently(int64 block_size, int64 total) {
  if (total <= 0) return 0;
  const int64 block = std::clamp<int64>(block_size, 1, total);
  return static_cast<int>((total + block - 1) / block);
}

void ThreadPool::RunInBlocks(int64 total, int64 block, const std::function<void(int64, int64)>& fn) {
  const int64 num_blocks = (total + block - 1) / block;
  BlockingCounter counter(static_cast<int>(num_blocks - 1));
  for (int64 i = 1; i < num_blocks; ++i) {
    const int64 first = i * block;
    const int64 last = std::min(total, first + block);
    impl_->pool_.Schedule([&fn, &counter, first, last] {
      fn(first, last);
      counter.DecrementCount();
    });
  }
  fn(0, std::min(total, block));  // The caller does the first block itself.
  counter.Wait();
}

int ThreadPool::NumThreads() const { return impl_->pool_.NumThreads(); }

int ThreadPool::CurrentThreadId() const { return impl_->pool_.CurrentThreadId(); }

Eigen::ThreadPoolInterface* ThreadPool::AsEigenThreadPool() const { return &impl_->pool_; }

int NumSchedulableCPUs() {
  cpu_set_t cpus;
  if (sched_getaffinity(0, sizeof(cpus), &cpus) == 0) {
    return std::max(1, CPU_COUNT(&cpus));
  }
  return 1;
}

}  // namespace thread
}  // namespace tensorflow
