#include "tensorflow_lite_core/platform/hash.h"

#include <string>
#include <string_view>
#include <unordered_set>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

// The recorded inputs are hex bytes ("-" for none).
std::string Bytes(const std::string& hex) {
  std::string bytes;
  if (hex == "-") return bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes += static_cast<char>(tf_reference::Hex(hex.substr(i, 2)));
  }
  return bytes;
}

TEST(HashTest, Hash64GivesTensorFlowsNumbers) {
  const auto rows = tf_reference::Rows("hash", "hash64");
  EXPECT_GE(rows.size(), 100u);
  for (const auto& row : rows) {
    const std::string bytes = Bytes(row[0]);
    EXPECT_EQ(Hash64(bytes.data(), bytes.size(), tf_reference::Hex(row[1])),
              tf_reference::Hex(row[2]))
        << "bytes " << row[0] << " seed " << row[1];
  }
}

TEST(HashTest, Hash64DefaultSeedGivesTensorFlowsNumbersForEveryTextType) {
  for (const auto& row : tf_reference::Rows("hash", "hash64_default")) {
    const std::string bytes = Bytes(row[0]);
    const uint64 expected = tf_reference::Hex(row[1]);
    EXPECT_EQ(Hash64(bytes), expected) << row[0];
    EXPECT_EQ(Hash64(std::string_view(bytes)), expected) << row[0];
    EXPECT_EQ(Hash64(absl::string_view(bytes.data(), bytes.size())), expected) << row[0];
    EXPECT_EQ(Hash64(bytes.data(), bytes.size(), 0xDECAFCAFFE), expected) << row[0];
    if (bytes.find('\0') == std::string::npos) {
      EXPECT_EQ(Hash64(bytes.c_str()), expected) << row[0];
    }
  }
}

TEST(HashTest, Hash32GivesTensorFlowsNumbers) {
  for (const auto& row : tf_reference::Rows("hash", "hash32")) {
    const std::string bytes = Bytes(row[0]);
    EXPECT_EQ(Hash32(bytes.data(), bytes.size(), static_cast<uint32>(tf_reference::Hex(row[1]))),
              tf_reference::Hex(row[2]))
        << "bytes " << row[0] << " seed " << row[1];
  }
}

TEST(HashTest, CombineGivesTensorFlowsNumbersAndDependsOnOrder) {
  for (const auto& row : tf_reference::Rows("hash", "hash64_combine")) {
    EXPECT_EQ(Hash64Combine(tf_reference::Hex(row[0]), tf_reference::Hex(row[1])),
              tf_reference::Hex(row[2]));
  }
  EXPECT_NE(Hash64Combine(1, 2), Hash64Combine(2, 1));
  EXPECT_EQ(Hash64CombineUnordered(1, 2), Hash64CombineUnordered(2, 1));
  EXPECT_NE(Hash64CombineUnordered(7, 7), 0u);
}

TEST(HashTest, HashersSpreadPointersAndHashTextByContent) {
  int values[64];
  std::unordered_set<size_t> low_bits;
  for (int& value : values) low_bits.insert(hash<int*>()(&value) & 63);
  // Without the fold, 4-byte aligned pointers would use only a quarter of 64 buckets.
  EXPECT_GT(low_bits.size(), 16u);

  const std::string text = "kernel";
  EXPECT_EQ(hash<std::string>()(text), Hash64(text));
  EXPECT_EQ(StringPieceHasher()(text), Hash64(text));
  EXPECT_EQ(hash<absl::string_view>()(absl::string_view("kernel")), Hash64(text));
  EXPECT_EQ((hash<std::pair<std::string, int>>()({text, 3})),
            Hash64Combine(Hash64(text), std::hash<int>()(3)));
  enum class Color { kRed = 5 };
  EXPECT_EQ(hash<Color>()(Color::kRed), std::hash<uint64>()(5));
}

}  // namespace
}  // namespace tensorflow
