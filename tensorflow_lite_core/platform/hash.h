// Hash64: a stable 64-bit hash of bytes (the same value in every process and build), for
// fingerprints that outlive a process, such as the attr hashes in function instance names.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_HASH_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_HASH_H_

#include <string_view>

#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// FNV-1a over the bytes, then a 64-bit finalizer so that nearby inputs spread over all bits.
inline uint64 Hash64(std::string_view bytes) {
  uint64 hash = 0xcbf29ce484222325ULL;
  for (char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  hash ^= hash >> 33;
  hash *= 0xff51afd7ed558ccdULL;
  hash ^= hash >> 33;
  hash *= 0xc4ceb9fe1a85ec53ULL;
  hash ^= hash >> 33;
  return hash;
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_HASH_H_
