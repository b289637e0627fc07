// MurmurHash2 (Austin Appleby's public-domain algorithm): the 32-bit form for Hash32 and the
// 64-bit MurmurHash64A for Hash64, as TensorFlow uses them. Bytes are read as unsigned and
// blocks little-endian, whatever the signedness of char.
#include "tensorflow_lite_core/platform/hash.h"

namespace tensorflow {
namespace {

uint32 LoadLittleEndian32(const unsigned char* bytes) {
  return uint32{bytes[0]} | uint32{bytes[1]} << 8 | uint32{bytes[2]} << 16 |
         uint32{bytes[3]} << 24;
}

uint64 LoadLittleEndian64(const unsigned char* bytes) {
  return uint64{LoadLittleEndian32(bytes)} | uint64{LoadLittleEndian32(bytes + 4)} << 32;
}

}  // namespace

uint32 Hash32(const char* data, size_t n, uint32 seed) {
  constexpr uint32 kMultiplier = 0x5bd1e995;
  constexpr int kShift = 24;
  const auto* bytes = reinterpret_cast<const unsigned char*>(data);
  uint32 hash = seed ^ static_cast<uint32>(n);
  for (; n >= 4; n -= 4, bytes += 4) {
    uint32 block = LoadLittleEndian32(bytes);
    block *= kMultiplier;
    block ^= block >> kShift;
    block *= kMultiplier;
    hash = hash * kMultiplier ^ block;
  }
  if (n > 0) {
    // The last one to three bytes, the first of them lowest.
    for (size_t i = n; i-- > 0;) hash ^= uint32{bytes[i]} << (8 * i);
    hash *= kMultiplier;
  }
  hash ^= hash >> 13;
  hash *= kMultiplier;
  hash ^= hash >> 15;
  return hash;
}

uint64 Hash64(const char* data, size_t n, uint64 seed) {
  constexpr uint64 kMultiplier = 0xc6a4a7935bd1e995ULL;
  constexpr int kShift = 47;
  const auto* bytes = reinterpret_cast<const unsigned char*>(data);
  uint64 hash = seed ^ (n * kMultiplier);
  for (; n >= 8; n -= 8, bytes += 8) {
    uint64 block = LoadLittleEndian64(bytes);
    block *= kMultiplier;
    block ^= block >> kShift;
    block *= kMultiplier;
    hash = (hash ^ block) * kMultiplier;
  }
  if (n > 0) {
    for (size_t i = n; i-- > 0;) hash ^= uint64{bytes[i]} << (8 * i);
    hash *= kMultiplier;
  }
  hash ^= hash >> kShift;
  hash *= kMultiplier;
  hash ^= hash >> kShift;
  return hash;
}

}  // namespace tensorflow
