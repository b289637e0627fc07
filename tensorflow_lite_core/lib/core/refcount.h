// core::RefCounted: a base class for objects shared by reference count, as TensorFlow's
// resources are. An object starts with one reference; Unref() of the last one deletes it.
// core::RefCountPtr<T> holds one reference (released when it goes), core::ScopedUnref releases
// one at the end of a scope, and core::GetNewRef adds one for a new owner.
#ifndef TENSORFLOW_LITE_CORE_LIB_CORE_REFCOUNT_H_
#define TENSORFLOW_LITE_CORE_LIB_CORE_REFCOUNT_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <type_traits>

#include "tensorflow_lite_core/platform/logging.h"

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

}  // namespace core
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_CORE_REFCOUNT_H_
