#include "tensorflow_lite_core/lib/hash/crc32c.h"

#include <array>
#include <cstring>

#if defined(__x86_64__)
#include <nmmintrin.h>
#endif

namespace tensorflow {
namespace crc32c {
namespace {

constexpr uint32 kPolynomial = 0x82F63B78u;  // Castagnoli's, bit-reflected

// tables[0][b] is the CRC of byte b; tables[k][b] the CRC of b followed by k zero bytes, so eight
// bytes are folded in with eight lookups ("slicing by 8").
using Tables = std::array<std::array<uint32, 256>, 8>;

constexpr Tables MakeTables() {
  Tables tables{};
  for (uint32 byte = 0; byte < 256; ++byte) {
    uint32 crc = byte;
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ ((crc & 1) ? kPolynomial : 0);
    tables[0][byte] = crc;
  }
  for (int k = 1; k < 8; ++k) {
    for (uint32 byte = 0; byte < 256; ++byte) {
      const uint32 previous = tables[k - 1][byte];
      tables[k][byte] = (previous >> 8) ^ tables[0][previous & 0xff];
    }
  }
  return tables;
}

constexpr Tables kTables = MakeTables();

uint64 LoadLittleEndian64(const char* p) {
  uint64 word;
  std::memcpy(&word, p, sizeof(word));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  word = __builtin_bswap64(word);
#endif
  return word;
}

#if defined(__x86_64__)
__attribute__((target("sse4.2"))) uint32 ExtendHardware(uint32 init_crc, const char* buf,
                                                         size_t size) {
  uint64 crc = ~init_crc;
  for (; size >= 8; buf += 8, size -= 8) crc = _mm_crc32_u64(crc, LoadLittleEndian64(buf));
  uint32 crc32 = static_cast<uint32>(crc);
  for (; size > 0; ++buf, --size) crc32 = _mm_crc32_u8(crc32, static_cast<uint8>(*buf));
  return ~crc32;
}

bool HasHardware() {
  static const bool has = __builtin_cpu_supports("sse4.2");
  return has;
}
#endif

}  // namespace

namespace internal {

uint32 ExtendPortable(uint32 init_crc, const char* buf, size_t size) {
  uint32 crc = ~init_crc;
  for (; size >= 8; buf += 8, size -= 8) {
    const uint64 word = LoadLittleEndian64(buf) ^ crc;
    crc = kTables[7][word & 0xff] ^ kTables[6][(word >> 8) & 0xff] ^
          kTables[5][(word >> 16) & 0xff] ^ kTables[4][(word >> 24) & 0xff] ^
          kTables[3][(word >> 32) & 0xff] ^ kTables[2][(word >> 40) & 0xff] ^
          kTables[1][(word >> 48) & 0xff] ^ kTables[0][word >> 56];
  }
  for (; size > 0; ++buf, --size) {
    crc = (crc >> 8) ^ kTables[0][(crc ^ static_cast<uint8>(*buf)) & 0xff];
  }
  return ~crc;
}

bool UsesHardware() {
#if defined(__x86_64__)
  return HasHardware();
#else
  return false;
#endif
}

}  // namespace internal

uint32 Extend(uint32 init_crc, const char* buf, size_t size) {
#if defined(__x86_64__)
  if (HasHardware()) return ExtendHardware(init_crc, buf, size);
#endif
  return internal::ExtendPortable(init_crc, buf, size);
}

}  // namespace crc32c
}  // namespace tensorflow
