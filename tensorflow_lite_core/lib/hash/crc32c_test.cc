#include "tensorflow_lite_core/lib/hash/crc32c.h"

#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace crc32c {
namespace {

using tf_reference::Hex;
using tf_reference::Unescape;

// RFC 3720 (iSCSI), appendix B.4: CRC-32C of 32 bytes of zeros, of ones, ascending, descending;
// and the customary check value of "123456789".
TEST(Crc32cTest, PublishedVectors) {
  std::string ascending, descending;
  for (int i = 0; i < 32; ++i) ascending += static_cast<char>(i);
  for (int i = 31; i >= 0; --i) descending += static_cast<char>(i);
  const std::pair<std::string, uint32> vectors[] = {
      {std::string(32, '\0'), 0x8a9136aa}, {std::string(32, '\xff'), 0x62a8ab43},
      {ascending, 0x46dd794e},            {descending, 0x113fdb5c},
      {"123456789", 0xe3069283},          {"", 0}};
  for (const auto& [data, crc] : vectors) {
    EXPECT_EQ(Value(data.data(), data.size()), crc) << data.size() << " bytes";
    EXPECT_EQ(internal::ExtendPortable(0, data.data(), data.size()), crc);
  }
}

TEST(Crc32cTest, ValuesMasksAndExtensionsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "crc32c")) {
    const std::string data = Unescape(row[0]);
    const uint32 value = Value(data.data(), data.size());
    const size_t half = data.size() / 2;
    EXPECT_EQ(value, Hex(row[1])) << row[0];
    EXPECT_EQ(Extend(Value(data.data(), half), data.data() + half, data.size() - half),
              Hex(row[2]));
    EXPECT_EQ(Mask(value), Hex(row[3]));
    EXPECT_EQ(Unmask(Mask(value)), Hex(row[4]));
  }
}

TEST(Crc32cTest, PortableAndHardwareAgreeAtEveryLengthAndAlignment) {
  std::string data;
  for (int i = 0; i < 300; ++i) data += static_cast<char>(i * 37 + 11);
  for (size_t start = 0; start < 9; ++start) {
    for (size_t length = 0; start + length <= data.size(); length += 7) {
      const char* piece = data.data() + start;
      const uint32 expected = internal::ExtendPortable(0x12345678, piece, length);
      ASSERT_EQ(Extend(0x12345678, piece, length), expected) << start << " " << length;
    }
  }
  // Byte at a time, the reference definition: shift right, xor the polynomial on a carry.
  uint32 crc = ~0u;
  for (char c : data) {
    crc ^= static_cast<uint8>(c);
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ ((crc & 1) ? 0x82F63B78u : 0);
  }
  EXPECT_EQ(~crc, Value(data.data(), data.size()));
  RecordProperty("uses_hardware", internal::UsesHardware() ? "yes" : "no");
}

TEST(Crc32cTest, MaskIsNotTheIdentityAndUnmaskUndoesIt) {
  for (uint32 crc : {0u, 1u, 0xffffffffu, 0x80000000u, 0xa282ead8u}) {
    EXPECT_NE(Mask(crc), crc);
    EXPECT_EQ(Unmask(Mask(crc)), crc);
  }
}

}  // namespace
}  // namespace crc32c
}  // namespace tensorflow
