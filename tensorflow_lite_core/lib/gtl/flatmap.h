// gtl::FlatMap and gtl::FlatSet: TensorFlow's open-addressing hash containers, here over
// Abseil's flat_hash_map/flat_hash_set with TensorFlow's interface: construction with an
// expected size, tensorflow::hash as the default hasher, at() that CHECK-fails on a missing key,
// clear_no_resize() and resize(). As in TensorFlow, inserting may move elements: iterators and
// pointers to elements do not survive an insertion.
#ifndef TENSORFLOW_LITE_CORE_LIB_GTL_FLATMAP_H_
#define TENSORFLOW_LITE_CORE_LIB_GTL_FLATMAP_H_

#include <algorithm>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "tensorflow_lite_core/platform/hash.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace gtl {

template <typename Key, typename Val, class Hash = hash<Key>, class Eq = std::equal_to<Key>>
class FlatMap : public absl::flat_hash_map<Key, Val, Hash, Eq> {
  using Base = absl::flat_hash_map<Key, Val, Hash, Eq>;

 public:
  FlatMap() = default;
  // Room for `expected_size` elements before the first rehash.
  explicit FlatMap(size_t expected_size, const Hash& hasher = Hash(), const Eq& equal = Eq())
      : Base(expected_size, hasher, equal) {}
  template <typename InputIterator>
  FlatMap(InputIterator first, InputIterator last, size_t expected_size = 1,
          const Hash& hasher = Hash(), const Eq& equal = Eq())
      : Base(first, last, expected_size, hasher, equal) {}
  FlatMap(std::initializer_list<std::pair<const Key, Val>> elements, size_t expected_size = 1,
          const Hash& hasher = Hash(), const Eq& equal = Eq())
      : Base(elements, expected_size, hasher, equal) {}

  // The value of `key`, which must be present.
  Val& at(const Key& key) { return FindOrDie(this, key)->second; }
  const Val& at(const Key& key) const { return FindOrDie(this, key)->second; }

  // Empties the map but keeps its buckets, for a map refilled to about the same size.
  void clear_no_resize() { Base::erase(Base::begin(), Base::end()); }
  // Room for `size` elements (never fewer than are present).
  void resize(size_t size) { Base::reserve(std::max(size, Base::size())); }

 private:
  template <typename Map>
  static auto FindOrDie(Map* map, const Key& key) {
    auto found = map->find(key);
    CHECK(found != map->end()) << "FlatMap::at: key not present";
    return found;
  }
};

template <typename Key, class Hash = hash<Key>, class Eq = std::equal_to<Key>>
class FlatSet : public absl::flat_hash_set<Key, Hash, Eq> {
  using Base = absl::flat_hash_set<Key, Hash, Eq>;

 public:
  FlatSet() = default;
  explicit FlatSet(size_t expected_size, const Hash& hasher = Hash(), const Eq& equal = Eq())
      : Base(expected_size, hasher, equal) {}
  template <typename InputIterator>
  FlatSet(InputIterator first, InputIterator last, size_t expected_size = 1,
          const Hash& hasher = Hash(), const Eq& equal = Eq())
      : Base(first, last, expected_size, hasher, equal) {}
  FlatSet(std::initializer_list<Key> elements, size_t expected_size = 1,
          const Hash& hasher = Hash(), const Eq& equal = Eq())
      : Base(elements, expected_size, hasher, equal) {}

  void clear_no_resize() { Base::erase(Base::begin(), Base::end()); }
  void resize(size_t size) { Base::reserve(std::max(size, Base::size())); }
};

}  // namespace gtl
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_GTL_FLATMAP_H_
