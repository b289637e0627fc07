// The layout of one TFRecord record, shared by the writer and the reader:
//   uint64 length, uint32 masked CRC-32C of those 8 bytes, length bytes of data,
//   uint32 masked CRC-32C of the data, all integers little-endian.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_RECORD_FORMAT_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_RECORD_FORMAT_H_

#include <cstddef>

#include "tensorflow_lite_core/lib/hash/crc32c.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace io {
namespace record_format {

inline constexpr size_t kHeaderSize = sizeof(uint64) + sizeof(uint32);
inline constexpr size_t kFooterSize = sizeof(uint32);

inline void EncodeLittleEndian(uint64 value, size_t bytes, char* out) {
  for (size_t i = 0; i < bytes; ++i) out[i] = static_cast<char>((value >> (8 * i)) & 0xff);
}

inline uint64 DecodeLittleEndian(const char* in, size_t bytes) {
  uint64 value = 0;
  for (size_t i = 0; i < bytes; ++i) value |= uint64{static_cast<uint8>(in[i])} << (8 * i);
  return value;
}

inline uint32 MaskedCrc(const char* data, size_t n) {
  return crc32c::Mask(crc32c::Value(data, n));
}

}  // namespace record_format
}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_RECORD_FORMAT_H_
