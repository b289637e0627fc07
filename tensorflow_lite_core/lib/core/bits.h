// Integer logarithms and powers of two, as TensorFlow's lib/core/bits.h defines them.
#ifndef TENSORFLOW_LITE_CORE_LIB_CORE_BITS_H_
#define TENSORFLOW_LITE_CORE_LIB_CORE_BITS_H_

#include <cstdint>

#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {

// floor(log2(n)); -1 for n == 0.
inline int Log2Floor(uint32_t n) { return n == 0 ? -1 : 31 - __builtin_clz(n); }
inline int Log2Floor64(uint64_t n) { return n == 0 ? -1 : 63 - __builtin_clzll(n); }

// ceil(log2(n)); -1 for n == 0.
inline int Log2Ceiling(uint32_t n) { return n == 0 ? -1 : Log2Floor(n - 1) + 1; }
inline int Log2Ceiling64(uint64_t n) { return n == 0 ? -1 : Log2Floor64(n - 1) + 1; }

// The smallest power of two >= value (1 for 0). Values above the largest power of two of the
// type have none: the result is then 0.
inline uint32_t NextPowerOfTwo(uint32_t value) {
  return value <= 1 ? 1 : (Log2Ceiling(value) >= 32 ? 0 : uint32_t{1} << Log2Ceiling(value));
}
inline uint64_t NextPowerOfTwo64(uint64_t value) {
  return value <= 1 ? 1 : (Log2Ceiling64(value) >= 64 ? 0 : uint64_t{1} << Log2Ceiling64(value));
}

// For a signed value in [0, 2^62].
inline int64_t NextPowerOfTwoS64(int64_t value) {
  DCHECK_GE(value, 0);
  DCHECK_LE(value, int64_t{1} << 62);
  return static_cast<int64_t>(NextPowerOfTwo64(static_cast<uint64_t>(value)));
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_CORE_BITS_H_
