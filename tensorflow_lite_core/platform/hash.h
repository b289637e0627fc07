// TensorFlow's hash functions (lib/hash/hash.h): Hash32 and Hash64 give TensorFlow's numbers for
// the same bytes and seed (they are MurmurHash2's 32-bit and 64-bit forms), so fingerprints such
// as the attr hashes in function instance names match TensorFlow's and outlive a process.
// tensorflow::hash<T> is the hasher TensorFlow's FlatMap/FlatSet default to: not the identity for
// pointers and integers' enums, Hash64 for text.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_HASH_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_HASH_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "absl/strings/string_view.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

uint32 Hash32(const char* data, size_t n, uint32 seed);
uint64 Hash64(const char* data, size_t n, uint64 seed);

// TensorFlow's default seed.
inline uint64 Hash64(const char* data, size_t n) { return Hash64(data, n, 0xDECAFCAFFE); }
inline uint64 Hash64(const char* data) { return Hash64(data, std::strlen(data)); }
inline uint64 Hash64(const std::string& text) { return Hash64(text.data(), text.size()); }
inline uint64 Hash64(std::string_view text) { return Hash64(text.data(), text.size()); }
inline uint64 Hash64(absl::string_view text) { return Hash64(text.data(), text.size()); }

// Order matters: Hash64Combine(a, b) != Hash64Combine(b, a) in general.
inline uint64 Hash64Combine(uint64 a, uint64 b) {
  return a ^ (b + 0x9e3779b97f4a7800ULL + (a << 10) + (a >> 4));
}

// Order does not matter, and x combined with x is not 0 (as it would be with XOR).
inline uint64 Hash64CombineUnordered(uint64 a, uint64 b) { return a + b; }

template <typename T, typename = void>
struct hash {
  size_t operator()(const T& value) const { return std::hash<T>()(value); }
};

template <typename T>
struct hash<T, std::enable_if_t<std::is_enum_v<T>>> {
  size_t operator()(T value) const { return std::hash<uint64>()(static_cast<uint64>(value)); }
};

// Pointers are aligned, so their low bits carry little: fold higher bits in for power-of-two
// tables.
template <typename T>
struct hash<T*> {
  size_t operator()(const T* pointer) const {
    const size_t bits = reinterpret_cast<uintptr_t>(pointer);
    return bits + (bits >> 6);
  }
};

template <>
struct hash<std::string> {
  size_t operator()(const std::string& text) const { return Hash64(text); }
};

template <>
struct hash<std::string_view> {
  size_t operator()(std::string_view text) const { return Hash64(text); }
};

template <>
struct hash<absl::string_view> {
  size_t operator()(absl::string_view text) const { return Hash64(text); }
};

using StringPieceHasher = hash<StringPiece>;

template <typename T, typename U>
struct hash<std::pair<T, U>> {
  size_t operator()(const std::pair<T, U>& pair) const {
    return Hash64Combine(hash<T>()(pair.first), hash<U>()(pair.second));
  }
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_HASH_H_
