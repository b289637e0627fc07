// mutex (exclusive and shared), scoped locks and a condition variable, with TensorFlow's names.
//
// Built on the standard library, not absl::Mutex: Debian's Abseil is compiled without
// ThreadSanitizer, and TSan cannot see the hand-offs inside an uninstrumented absl::Mutex (it
// reports every access the mutex guards as a race), while it models std::mutex fully.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_MUTEX_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_MUTEX_H_

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <shared_mutex>

#include "tensorflow_lite_core/platform/thread_annotations.h"

namespace tensorflow {

// A reader-writer mutex: lock() for writers, lock_shared() for readers.
class TF_LOCKABLE mutex {
 public:
  mutex() = default;
  mutex(const mutex&) = delete;
  mutex& operator=(const mutex&) = delete;

  void lock() TF_EXCLUSIVE_LOCK_FUNCTION() { impl_.lock(); }
  bool try_lock() TF_EXCLUSIVE_TRYLOCK_FUNCTION(true) { return impl_.try_lock(); }
  void unlock() TF_UNLOCK_FUNCTION() { impl_.unlock(); }
  void lock_shared() TF_SHARED_LOCK_FUNCTION() { impl_.lock_shared(); }
  bool try_lock_shared() TF_SHARED_TRYLOCK_FUNCTION(true) { return impl_.try_lock_shared(); }
  void unlock_shared() TF_UNLOCK_FUNCTION() { impl_.unlock_shared(); }

 private:
  std::shared_mutex impl_;
};

// Holds `mu` exclusively for its lifetime.
class TF_SCOPED_LOCKABLE mutex_lock {
 public:
  explicit mutex_lock(mutex& mu) TF_EXCLUSIVE_LOCK_FUNCTION(mu) : mu_(&mu) { mu_->lock(); }
  ~mutex_lock() TF_UNLOCK_FUNCTION() { mu_->unlock(); }
  mutex_lock(const mutex_lock&) = delete;
  mutex_lock& operator=(const mutex_lock&) = delete;

  mutex* mutex_ptr() const { return mu_; }

 private:
  mutex* mu_;
};

// Holds `mu` shared (as a reader) for its lifetime.
class TF_SCOPED_LOCKABLE tf_shared_lock {
 public:
  explicit tf_shared_lock(mutex& mu) TF_SHARED_LOCK_FUNCTION(mu) : mu_(&mu) { mu_->lock_shared(); }
  ~tf_shared_lock() TF_UNLOCK_FUNCTION() { mu_->unlock_shared(); }
  tf_shared_lock(const tf_shared_lock&) = delete;
  tf_shared_lock& operator=(const tf_shared_lock&) = delete;

 private:
  mutex* mu_;
};

// Waits on a mutex_lock; spurious wake-ups are possible, so wait in a loop on a predicate.
class condition_variable {
 public:
  void wait(mutex_lock& lock) { impl_.wait(*lock.mutex_ptr()); }
  template <typename Predicate>
  void wait(mutex_lock& lock, Predicate predicate) {
    impl_.wait(*lock.mutex_ptr(), predicate);
  }
  // Returns false on timeout.
  template <typename Rep, typename Period>
  bool wait_for(mutex_lock& lock, std::chrono::duration<Rep, Period> timeout) {
    return impl_.wait_for(*lock.mutex_ptr(), timeout) == std::cv_status::no_timeout;
  }
  void notify_one() { impl_.notify_one(); }
  void notify_all() { impl_.notify_all(); }

 private:
  std::condition_variable_any impl_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_MUTEX_H_
