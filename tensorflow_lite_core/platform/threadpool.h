// ThreadPool: a fixed set of worker threads for closures and parallel loops.
//
// The workers are Eigen's non-blocking pool, so the same pool can back an Eigen::ThreadPoolDevice
// (AsEigenThreadPool) and the project's own sharding.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_THREADPOOL_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_THREADPOOL_H_

#include <functional>
#include <memory>
#include <string>

#include "tensorflow_lite_core/platform/types.h"

namespace Eigen {
class ThreadPoolInterface;
}  // namespace Eigen

namespace tensorflow {
namespace thread {

class ThreadPool {
 public:
  // `num_threads` must be at least 1; `name` labels the pool in diagnostics.
  ThreadPool(const std::string& name, int num_threads);
  // Waits for scheduled closures to finish, then joins the workers.
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  // Runs `fn` on some worker, eventually.
  void Schedule(std::function<void()> fn);

  // Calls fn(first, last) over disjoint ranges covering [0, total), in parallel, and returns when
  // all are done. `cost_per_unit` (roughly cycles per element) decides how finely to split: cheap
  // small loops run inline on the caller.
  void ParallelFor(int64 total, int64 cost_per_unit, const std::function<void(int64, int64)>& fn);
  // As ParallelFor, in at most `max_shards` ranges (values below 1 mean 1: run inline).
  void ParallelForWithMaxShards(int64 total, int64 cost_per_unit, int64 max_shards,
                                const std::function<void(int64, int64)>& fn);

  // TensorFlow's fixed-block form: fn(first, last) over consecutive ranges of `block_size`
  // elements (the last may be shorter) covering [0, total), in parallel; returns when all are done.
  // A `block_size` below 1 means 1.
  void TransformRangeConcurrently(int64 block_size, int64 total,
                                  const std::function<void(int64, int64)>& fn);
  // How many ranges TransformRangeConcurrently makes for these arguments.
  int NumShardsUsedByTransformRangeConcurrently(int64 block_size, int64 total);

  int NumThreads() const;
  // Index of the calling worker in [0, NumThreads()), or -1 when called from another thread.
  int CurrentThreadId() const;
  const std::string& name() const { return name_; }

  // The underlying pool, for Eigen::ThreadPoolDevice.
  Eigen::ThreadPoolInterface* AsEigenThreadPool() const;

 private:
  class Impl;
  // Runs fn over [0, total) in ranges of `block`, the caller taking the first; waits for all.
  void RunInBlocks(int64 total, int64 block, const std::function<void(int64, int64)>& fn);
  std::string name_;
  std::unique_ptr<Impl> impl_;
};

// The number of cores this process may run on (sched affinity), at least 1.
int NumSchedulableCPUs();

}  // namespace thread
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_THREADPOOL_H_
