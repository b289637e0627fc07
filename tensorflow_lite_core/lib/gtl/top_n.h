// gtl::TopN<T, Cmp>: keeps the `limit` best of the values pushed into it, where Cmp(a, b) says a
// is better than b (std::greater: the largest; std::less: the smallest). Storage is O(limit),
// each push O(log limit) once the limit is reached.
//
// Extract() and ExtractUnsorted() hand over the kept values (sorted best first, or in no order)
// in a new vector the caller owns, and empty the TopN: only Reset() may follow. The
// *Nondestructive forms copy instead, and pushing may go on.
#ifndef TENSORFLOW_LITE_CORE_LIB_GTL_TOP_N_H_
#define TENSORFLOW_LITE_CORE_LIB_GTL_TOP_N_H_

#include <algorithm>
#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace gtl {

template <class T, class Cmp = std::greater<T>>
class TopN {
 public:
  using UnsortedIterator = typename std::vector<T>::const_iterator;

  explicit TopN(size_t limit) : TopN(limit, Cmp()) {}
  TopN(size_t limit, const Cmp& cmp) : limit_(limit), cmp_(cmp) {}

  size_t limit() const { return limit_; }
  size_t size() const { return elements_.size(); }
  bool empty() const { return size() == 0; }

  // Room for `n` pushes without reallocating (never more than limit + 1 are held).
  void reserve(size_t n) { elements_.reserve(std::min(n, limit_ + 1)); }

  // Adds `value`. When that makes more than `limit` values, the worst one is dropped and, if
  // `dropped` is not null, stored there; otherwise `*dropped` is left alone.
  void push(const T& value) { Push(value, nullptr); }
  void push(const T& value, T* dropped) { Push(value, dropped); }
  void push(T&& value) { Push(std::move(value), nullptr); }
  void push(T&& value, T* dropped) { Push(std::move(value), dropped); }

  // The worst value kept. CHECK-fails when empty.
  const T& peek_bottom() {
    CHECK(!empty()) << "TopN::peek_bottom on an empty TopN";
    if (!is_heap_) {
      // The worst first, the rest in any order, until the heap takes over.
      std::iter_swap(elements_.begin(), std::max_element(elements_.begin(), elements_.end(), cmp_));
    }
    return elements_.front();
  }

  std::vector<T>* Extract() {
    auto* out = new std::vector<T>(std::move(elements_));
    std::sort(out->begin(), out->end(), cmp_);
    elements_.clear();
    return out;
  }
  std::vector<T>* ExtractUnsorted() {
    auto* out = new std::vector<T>(std::move(elements_));
    elements_.clear();
    return out;
  }
  std::vector<T>* ExtractNondestructive() const {
    auto* out = new std::vector<T>;
    ExtractNondestructive(out);
    return out;
  }
  // Replaces the contents of `*output`.
  void ExtractNondestructive(std::vector<T>* output) const {
    *output = elements_;
    std::sort(output->begin(), output->end(), cmp_);
  }
  std::vector<T>* ExtractUnsortedNondestructive() const { return new std::vector<T>(elements_); }
  void ExtractUnsortedNondestructive(std::vector<T>* output) const { *output = elements_; }

  // The kept values in no particular order; invalidated by any change.
  UnsortedIterator unsorted_begin() const { return elements_.begin(); }
  UnsortedIterator unsorted_end() const { return elements_.end(); }

  const Cmp& comparator() const { return cmp_; }

  // Empties the TopN, also after Extract().
  void Reset() {
    elements_.clear();
    is_heap_ = false;
  }

 private:
  template <typename U>
  void Push(U&& value, T* dropped) {
    if (limit_ == 0) {
      if (dropped != nullptr) *dropped = std::forward<U>(value);
      return;
    }
    if (!is_heap_) {
      elements_.push_back(std::forward<U>(value));
      if (elements_.size() <= limit_) return;
      // One over the limit: from now on a heap with the worst value on top.
      std::make_heap(elements_.begin(), elements_.end(), cmp_);
      is_heap_ = true;
    } else if (cmp_(value, elements_.front())) {
      elements_.push_back(std::forward<U>(value));
      std::push_heap(elements_.begin(), elements_.end(), cmp_);
    } else {
      // No better than the worst kept: dropped straight away.
      if (dropped != nullptr) *dropped = std::forward<U>(value);
      return;
    }
    std::pop_heap(elements_.begin(), elements_.end(), cmp_);
    if (dropped != nullptr) *dropped = std::move(elements_.back());
    elements_.pop_back();
  }

  // Up to limit_ values; a heap ordered by cmp_ (worst at the front) once is_heap_.
  std::vector<T> elements_;
  size_t limit_;
  Cmp cmp_;
  bool is_heap_ = false;
};

}  // namespace gtl
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_GTL_TOP_N_H_
