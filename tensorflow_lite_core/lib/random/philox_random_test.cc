#include "tensorflow_lite_core/lib/random/philox_random.h"

#include <string>
#include <type_traits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace random {
namespace {

using tf_reference::Hex;
using tf_reference::HexList;

PhiloxRandom::ResultType CounterFromWords(const std::vector<uint64>& words) {
  PhiloxRandom::ResultType counter;
  for (int i = 0; i < 4; ++i) counter[i] = static_cast<uint32_t>(words.at(i));
  return counter;
}

PhiloxRandom::Key KeyFromWords(const std::vector<uint64>& words) {
  PhiloxRandom::Key key;
  for (int i = 0; i < 2; ++i) key[i] = static_cast<uint32_t>(words.at(i));
  return key;
}

std::vector<uint64> Words(const PhiloxRandom::ResultType& block) {
  return {block[0], block[1], block[2], block[3]};
}

// The generator TensorFlow's stateless V2 ops build from a 64-bit key and two counter words.
PhiloxRandom FromKeyAndCounter(uint64 key, uint64 counter_low, uint64 counter_high) {
  PhiloxRandom::Key key_words;
  key_words[0] = static_cast<uint32_t>(key);
  key_words[1] = static_cast<uint32_t>(key >> 32);
  return PhiloxRandom(CounterFromWords({counter_low & 0xffffffff, counter_low >> 32,
                                        counter_high & 0xffffffff, counter_high >> 32}),
                      key_words);
}

TEST(PhiloxRandomTest, PublishedKnownAnswerVectors) {
  // Random123's Philox4x32-10 vectors, which TensorFlow's op reproduced when recorded.
  const auto rows = tf_reference::Rows("philox", "kat");
  ASSERT_EQ(rows.size(), 3u);
  for (const auto& row : rows) {
    PhiloxRandom generator(CounterFromWords(HexList(row[0])), KeyFromWords(HexList(row[1])));
    EXPECT_EQ(Words(generator()), HexList(row[2])) << "counter " << row[0] << " key " << row[1];
  }
}

TEST(PhiloxRandomTest, StreamMatchesTensorFlowAcrossCounterWords) {
  for (const auto& row : tf_reference::Rows("philox", "stream")) {
    PhiloxRandom generator = FromKeyAndCounter(Hex(row[0]), Hex(row[1]), Hex(row[2]));
    std::vector<uint64> stream;
    for (int call = 0; call < 4; ++call) {
      for (uint64 word : Words(generator())) stream.push_back(word);
    }
    EXPECT_EQ(stream, HexList(row[3])) << "key " << row[0] << " counter " << row[1] << " "
                                       << row[2];
  }
}

TEST(PhiloxRandomTest, SeedConstructorsSetKeyAndCounterAsTensorFlowDoes) {
  for (const auto& row : tf_reference::Rows("philox", "seed")) {
    PhiloxRandom generator(Hex(row[0]));
    EXPECT_EQ(Words(generator.counter()), HexList(row[1]));
    EXPECT_EQ(generator.key()[0], HexList(row[2])[0]);
    EXPECT_EQ(generator.key()[1], HexList(row[2])[1]);
    EXPECT_EQ(Words(generator()), HexList(row[3])) << "seed " << row[0];
  }
  for (const auto& row : tf_reference::Rows("philox", "seed_pair")) {
    PhiloxRandom generator(Hex(row[0]), Hex(row[1]));
    EXPECT_EQ(Words(generator.counter()), HexList(row[2]));
    EXPECT_EQ(Words(generator()), HexList(row[4])) << "seeds " << row[0] << " " << row[1];
  }
}

TEST(PhiloxRandomTest, SkipCarriesThroughAllCounterWordsAsTensorFlowDoes) {
  for (const auto& row : tf_reference::Rows("philox", "skip")) {
    PhiloxRandom generator(CounterFromWords(HexList(row[0])), KeyFromWords({1, 2}));
    generator.Skip(Hex(row[1]));
    EXPECT_EQ(Words(generator.counter()), HexList(row[2])) << row[0] << " + " << row[1];
  }
}

TEST(PhiloxRandomTest, SkipEqualsThatManyCallsAndCopiesShareTheStream) {
  PhiloxRandom generator(0x1234, 0x5678);
  PhiloxRandom copy = generator;
  std::vector<std::vector<uint64>> blocks;
  for (int i = 0; i < 10; ++i) blocks.push_back(Words(generator()));
  for (int skip = 0; skip < 10; ++skip) {
    PhiloxRandom skipped = copy;
    skipped.Skip(skip);
    EXPECT_EQ(Words(skipped()), blocks[skip]) << skip;
  }
  // Different keys give different streams from the same counter.
  PhiloxRandom other(0x1235, 0x5678);
  EXPECT_NE(Words(other()), blocks[0]);
}

TEST(PhiloxRandomTest, DefaultsAreZeroAndTheTypeIsTriviallyCopyable) {
  static_assert(std::is_trivially_copyable<PhiloxRandom>::value, "copied to devices");
  static_assert(PhiloxRandom::kResultElementCount == 4, "four words per call");
  PhiloxRandom generator;
  EXPECT_EQ(Words(generator.counter()), std::vector<uint64>({0, 0, 0, 0}));
  EXPECT_EQ(generator.key()[0], 0u);
  EXPECT_EQ(generator.key()[1], 0u);
  Array<float, 3> array;
  EXPECT_EQ(array.size(), 3u);
  EXPECT_EQ(array[2], 0.0f);
  array[1] = 2.5f;
  EXPECT_EQ(array[1], 2.5f);
}

}  // namespace
}  // namespace random
}  // namespace tensorflow
