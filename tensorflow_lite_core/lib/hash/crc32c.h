// TensorFlow's lib/hash/crc32c.h: CRC-32C (Castagnoli, reflected polynomial 0x82F63B78, as in
// iSCSI and TFRecord files), and the masking TFRecord files store it with.
#ifndef TENSORFLOW_LITE_CORE_LIB_HASH_CRC32C_H_
#define TENSORFLOW_LITE_CORE_LIB_HASH_CRC32C_H_

#include <cstddef>

#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace crc32c {

// The CRC-32C of A followed by buf[0, size), where `init_crc` is the CRC-32C of A: extends a
// running checksum over a stream.
uint32 Extend(uint32 init_crc, const char* buf, size_t size);

// The CRC-32C of data[0, n).
inline uint32 Value(const char* data, size_t n) { return Extend(0, data, n); }

inline constexpr uint32 kMaskDelta = 0xa282ead8u;

// A checksum as stored beside data that may itself hold checksums (computing the CRC of a string
// that embeds CRCs is problematic): rotated right by 15 bits, plus kMaskDelta.
inline uint32 Mask(uint32 crc) { return ((crc >> 15) | (crc << 17)) + kMaskDelta; }

// The checksum whose Mask is `masked_crc`.
inline uint32 Unmask(uint32 masked_crc) {
  const uint32 rotated = masked_crc - kMaskDelta;
  return (rotated >> 17) | (rotated << 15);
}

namespace internal {
// Extend computed in software (8 bytes per step over lookup tables), whatever the processor has;
// Extend uses the SSE4.2 crc32 instruction where there is one.
uint32 ExtendPortable(uint32 init_crc, const char* buf, size_t size);
// Whether Extend uses the crc32 instruction on this processor.
bool UsesHardware();
}  // namespace internal

}  // namespace crc32c
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_HASH_CRC32C_H_
