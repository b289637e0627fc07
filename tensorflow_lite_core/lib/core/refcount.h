// core::RefCounted: a base class for objects shared by reference count, as TensorFlow's
// resources are. An object starts with one reference; Unref() of the last one deletes it.
// core::RefCountPtr<T> holds one reference (released when it goes), core::ScopedUnref releases
// one at the end of a scope, and core::GetNewRef adds one for a new owner.
// core::WeakRefCounted objects can also be referred to by core::WeakPtr<T>, which does not keep
// them alive: WeakPtr::GetNewRef() gives a strong reference while the object lives, null after.
#ifndef TENSORFLOW_LITE_CORE_LIB_CORE_REFCOUNT_H_
#define TENSORFLOW_LITE_CORE_LIB_CORE_REFCOUNT_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <type_traits>
#include <utility>

#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"

namespace tensorflow {
namespace core {

class RefCounted {
 public:
  RefCounted() : references_(1) {}

  // Adds a reference.
  void Ref() const {
    DCHECK_GE(references_.load(std::memory_order_relaxed), 1) << "Ref() of a deleted object";
    references_.fetch_add(1, std::memory_order_relaxed);
  }

  // Drops a reference. Returns true when it was the last: the object has been deleted and must
  // not be touched again.
  bool Unref() const {
    DCHECK_GT(references_.load(std::memory_order_relaxed), 0) << "Unref() with no reference";
    // acq_rel: the deleting thread sees every write other owners made before their Unref.
    if (references_.fetch_sub(1, std::memory_order_acq_rel) != 1) return false;
    NotifyDeleted();
    delete this;
    return true;
  }

  int_fast32_t RefCount() const { return references_.load(std::memory_order_acquire); }

  // True when the caller holds the only reference (and may then use the object exclusively).
  bool RefCountIsOne() const { return RefCount() == 1; }

  RefCounted(const RefCounted&) = delete;
  RefCounted& operator=(const RefCounted&) = delete;

 protected:
  // Only Unref() deletes: subclasses are never destroyed directly.
  virtual ~RefCounted() {
    DCHECK_EQ(references_.load(std::memory_order_relaxed), 0) << "deleted while referenced";
  }

  // Adds a reference unless the object is already being deleted; true if it did.
  bool TryRef() const {
    int_fast32_t current = references_.load(std::memory_order_relaxed);
    while (current > 0) {
      if (references_.compare_exchange_weak(current, current + 1, std::memory_order_relaxed)) {
        return true;
      }
    }
    return false;
  }

  // Called once, just before the last Unref() deletes the object.
  virtual void NotifyDeleted() const {}

 private:
  mutable std::atomic<int_fast32_t> references_;
};

// Unrefs instead of deleting, for std::unique_ptr.
struct RefCountDeleter {
  void operator()(const RefCounted* object) const { object->Unref(); }
};

// Owns one reference to a T (a RefCounted subclass).
template <typename T>
class RefCountPtr : public std::unique_ptr<T, RefCountDeleter> {
 public:
  using std::unique_ptr<T, RefCountDeleter>::unique_ptr;

  // Another reference to the same object (empty if this is).
  RefCountPtr GetNewRef() const {
    if (this->get() == nullptr) return RefCountPtr();
    this->get()->Ref();
    return RefCountPtr(this->get());
  }
};

// A new reference to `object` (which may be null) for a new owner.
template <typename T>
RefCountPtr<T> GetNewRef(T* object) {
  static_assert(std::is_base_of<RefCounted, T>::value, "T must be RefCounted");
  if (object == nullptr) return RefCountPtr<T>();
  object->Ref();
  return RefCountPtr<T>(object);
}

// Drops one reference to `object` (if not null) at the end of the scope.
class ScopedUnref {
 public:
  explicit ScopedUnref(const RefCounted* object) : object_(object) {}
  ~ScopedUnref() {
    if (object_ != nullptr) object_->Unref();
  }

  ScopedUnref(const ScopedUnref&) = delete;
  ScopedUnref& operator=(const ScopedUnref&) = delete;

 private:
  const RefCounted* object_;
};


// Called (once, on the thread that drops the last reference) when an object a WeakPtr refers to
// is being deleted; the object may already be gone when it runs.
using WeakNotifyFn = std::function<void()>;

template <typename T>
class WeakPtr;

class WeakRefCounted : public RefCounted {
 public:
  // How many WeakPtrs refer to this object.
  int WeakRefCount() const { return static_cast<int>(link_->RefCount()) - 1; }

 protected:
  void NotifyDeleted() const override { link_->Sever(); }

 private:
  // What the object and its WeakPtrs share: it outlives the object as long as a WeakPtr holds it,
  // and knows whether the object is still there.
  class Link : public RefCounted {
   public:
    explicit Link(WeakRefCounted* object) : object_(object) {}

    // A new strong reference, or null once the object's last reference is gone.
    WeakRefCounted* NewRef() {
      mutex_lock lock(mu_);
      return object_ != nullptr && object_->TryRef() ? object_ : nullptr;
    }

    // A nonzero id for `notify`, or 0 (and `notify` dropped) when the object is already gone.
    int AddNotifier(WeakNotifyFn notify) {
      mutex_lock lock(mu_);
      if (object_ == nullptr) return 0;
      const int id = next_id_++;
      notifiers_.emplace(id, std::move(notify));
      return id;
    }

    // Registers the notifier of `id` once more (for a copied WeakPtr); 0 when there is none.
    int CopyNotifier(int id) {
      mutex_lock lock(mu_);
      auto found = notifiers_.find(id);
      if (found == notifiers_.end()) return 0;
      const int copy = next_id_++;
      notifiers_.emplace(copy, found->second);
      return copy;
    }

    void RemoveNotifier(int id) {
      mutex_lock lock(mu_);
      notifiers_.erase(id);
    }

    // The object is being deleted: later NewRef() calls give null, and each notifier runs once,
    // outside the lock so that it may use WeakPtrs itself.
    void Sever() {
      std::map<int, WeakNotifyFn> notifiers;
      {
        mutex_lock lock(mu_);
        object_ = nullptr;
        notifiers.swap(notifiers_);
      }
      for (auto& id_and_notify : notifiers) id_and_notify.second();
    }

   private:
    mutex mu_;
    WeakRefCounted* object_ TF_GUARDED_BY(mu_);
    std::map<int, WeakNotifyFn> notifiers_ TF_GUARDED_BY(mu_);
    int next_id_ TF_GUARDED_BY(mu_) = 1;
  };

  template <typename T>
  friend class WeakPtr;

  const RefCountPtr<Link> link_{new Link(this)};
};

// Refers to a T (a WeakRefCounted subclass) without keeping it alive. Copies refer to the same
// object, each with its own copy of the notifier.
template <typename T>
class WeakPtr {
 public:
  // `notify`, when given, runs when the object is being deleted (unless this WeakPtr went first).
  explicit WeakPtr(WeakRefCounted* object = nullptr, WeakNotifyFn notify = nullptr) {
    if (object == nullptr) return;
    link_ = object->link_.GetNewRef();
    if (notify) notifier_id_ = link_->AddNotifier(std::move(notify));
  }
  ~WeakPtr() { DropNotifier(); }

  WeakPtr(const WeakPtr& other) { CopyFrom(other); }
  WeakPtr& operator=(const WeakPtr& other) {
    if (this != &other) {
      DropNotifier();
      CopyFrom(other);
    }
    return *this;
  }
  WeakPtr(WeakPtr&& other) noexcept
      : link_(std::move(other.link_)), notifier_id_(std::exchange(other.notifier_id_, 0)) {}
  WeakPtr& operator=(WeakPtr&& other) noexcept {
    if (this != &other) {
      DropNotifier();
      link_ = std::move(other.link_);
      notifier_id_ = std::exchange(other.notifier_id_, 0);
    }
    return *this;
  }

  // A new strong reference to the object, or null when there is none or it is being deleted.
  RefCountPtr<T> GetNewRef() const {
    if (link_ == nullptr) return RefCountPtr<T>();
    return RefCountPtr<T>(static_cast<T*>(link_->NewRef()));
  }

 private:
  void CopyFrom(const WeakPtr& other) {
    link_ = other.link_.GetNewRef();
    notifier_id_ = link_ != nullptr && other.notifier_id_ != 0
                       ? link_->CopyNotifier(other.notifier_id_)
                       : 0;
  }
  void DropNotifier() {
    if (link_ != nullptr && notifier_id_ != 0) link_->RemoveNotifier(notifier_id_);
    notifier_id_ = 0;
  }

  RefCountPtr<WeakRefCounted::Link> link_;
  int notifier_id_ = 0;
};

}  // namespace core
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_CORE_REFCOUNT_H_
