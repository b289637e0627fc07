// Lookups and insertions on map-like containers (std::map, std::unordered_map, FlatMap, Abseil's
// maps; the insertions also on sets) that say what they do in one call.
#ifndef TENSORFLOW_LITE_CORE_LIB_GTL_MAP_UTIL_H_
#define TENSORFLOW_LITE_CORE_LIB_GTL_MAP_UTIL_H_

#include <type_traits>
#include <utility>

namespace tensorflow {
namespace gtl {

// A pointer to the value of `key`, or null when absent.
template <class Collection>
const typename Collection::mapped_type* FindOrNull(const Collection& collection,
                                                   const typename Collection::key_type& key) {
  const auto found = collection.find(key);
  return found == collection.end() ? nullptr : &found->second;
}

template <class Collection>
typename Collection::mapped_type* FindOrNull(Collection& collection,  // NOLINT
                                             const typename Collection::key_type& key) {
  const auto found = collection.find(key);
  return found == collection.end() ? nullptr : &found->second;
}

// For maps whose values are pointers: the value of `key`, or null when absent.
template <class Collection>
typename Collection::mapped_type FindPtrOrNull(const Collection& collection,
                                               const typename Collection::key_type& key) {
  const auto found = collection.find(key);
  return found == collection.end() ? typename Collection::mapped_type() : found->second;
}

// The value of `key`, or `value` when absent (returned by reference: keep `value` alive).
template <class Collection>
const typename Collection::mapped_type& FindWithDefault(
    const Collection& collection, const typename Collection::key_type& key,
    const typename Collection::mapped_type& value) {
  const auto found = collection.find(key);
  return found == collection.end() ? value : found->second;
}

// Sets `key` to `value`; true if the key was new.
template <class Collection>
bool InsertOrUpdate(Collection* const collection, const typename Collection::value_type& entry) {
  auto inserted = collection->insert(entry);
  if (!inserted.second) inserted.first->second = entry.second;
  return inserted.second;
}

template <class Collection>
bool InsertOrUpdate(Collection* const collection, const typename Collection::key_type& key,
                    const typename Collection::mapped_type& value) {
  return InsertOrUpdate(collection, typename Collection::value_type(key, value));
}

// Adds the entry (or set element) unless its key is present; true if it was added.
template <class Collection>
bool InsertIfNotPresent(Collection* const collection,
                        const typename Collection::value_type& entry) {
  return collection->insert(entry).second;
}

template <class Collection>
bool InsertIfNotPresent(Collection* const collection, const typename Collection::key_type& key,
                        const typename Collection::mapped_type& value) {
  return InsertIfNotPresent(collection, typename Collection::value_type(key, value));
}

// The value of the entry's key, inserting the entry first when the key is absent.
template <class Collection>
typename Collection::mapped_type& LookupOrInsert(Collection* const collection,
                                                 const typename Collection::value_type& entry) {
  return collection->insert(entry).first->second;
}

template <class Collection>
typename Collection::mapped_type& LookupOrInsert(Collection* const collection,
                                                 const typename Collection::key_type& key,
                                                 const typename Collection::mapped_type& value) {
  return LookupOrInsert(collection, typename Collection::value_type(key, value));
}

// Fills `*reverse` with value -> key for every entry of `map`; false if two keys share a value
// (the later one in iteration order is kept).
template <typename Map, typename Reversed>
bool ReverseMap(const Map& map, Reversed* reverse) {
  bool all_unique = true;
  for (const auto& entry : map) {
    if (!InsertOrUpdate(reverse, entry.second, entry.first)) all_unique = false;
  }
  return all_unique;
}

template <typename Reversed, typename Map>
Reversed ReverseMap(const Map& map) {
  std::remove_const_t<Reversed> reverse;
  ReverseMap(map, &reverse);
  return reverse;
}

// For maps of owned pointers: removes `key` and returns its pointer (null when absent), which the
// caller now owns.
template <typename Collection>
typename Collection::mapped_type EraseKeyReturnValuePtr(
    Collection* collection, const typename Collection::key_type& key) {
  auto found = collection->find(key);
  if (found == collection->end()) return nullptr;
  auto value = std::move(found->second);
  collection->erase(found);
  return value;
}

}  // namespace gtl
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_GTL_MAP_UTIL_H_
