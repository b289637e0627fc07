#include "tensorflow_lite_core/lib/random/random_distributions.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace random {
namespace {

using tf_reference::Hex;
using tf_reference::HexList;
using tf_reference::Int;
using tf_reference::IntList;

uint64 Bits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}
uint64 Bits(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}
uint64 Bits(Eigen::half value) { return Eigen::numext::bit_cast<uint16_t>(value); }
uint64 Bits(bfloat16 value) { return Eigen::numext::bit_cast<uint16_t>(value); }

// The generator TensorFlow's stateless V2 ops build from the recorded key and counter words.
PhiloxRandom FromRow(const tf_reference::Row& row) {
  const uint64 key = Hex(row[0]), low = Hex(row[1]), high = Hex(row[2]);
  PhiloxRandom::ResultType counter;
  counter[0] = static_cast<uint32_t>(low);
  counter[1] = static_cast<uint32_t>(low >> 32);
  counter[2] = static_cast<uint32_t>(high);
  counter[3] = static_cast<uint32_t>(high >> 32);
  PhiloxRandom::Key key_words;
  key_words[0] = static_cast<uint32_t>(key);
  key_words[1] = static_cast<uint32_t>(key >> 32);
  return PhiloxRandom(counter, key_words);
}

std::string Where(const tf_reference::Row& row) {
  return "key " + row[0] + " counter " + row[1] + " " + row[2];
}

// `count` values of a fixed-size distribution, as a TensorFlow op fills its output: one result
// after another from one generator.
template <class Distribution>
std::vector<uint64> Draw(Distribution distribution, PhiloxRandom generator, size_t count) {
  std::vector<uint64> bits;
  while (bits.size() < count) {
    const auto result = distribution(&generator);
    for (int i = 0; i < Distribution::kResultElementCount; ++i) bits.push_back(Bits(result[i]));
  }
  return bits;
}

template <typename T>
void ExpectUniformMatchesTensorFlow(const std::string& kind) {
  for (const auto& row : tf_reference::Rows("distributions", kind)) {
    const std::vector<uint64> expected = HexList(row[3]);
    EXPECT_EQ(Draw(UniformDistribution<PhiloxRandom, T>(), FromRow(row), expected.size()),
              expected)
        << kind << " " << Where(row);
  }
}

template <typename T>
void ExpectNormalMatchesTensorFlow(const std::string& kind) {
  for (const auto& row : tf_reference::Rows("distributions", kind)) {
    const std::vector<uint64> expected = HexList(row[3]);
    EXPECT_EQ(Draw(NormalDistribution<PhiloxRandom, T>(), FromRow(row), expected.size()),
              expected)
        << kind << " " << Where(row);
  }
}

// TensorFlow's truncated normal kernels give each output group its own stretch of the stream:
// group g starts 256 words per value further on, so groups do not depend on how many words the
// groups before them rejected.
template <typename T>
void ExpectTruncatedNormalMatchesTensorFlow(const std::string& kind) {
  using Distribution = TruncatedNormalDistribution<SingleSampleAdapter<PhiloxRandom>, T>;
  constexpr int kGroupSize = Distribution::kResultElementCount;
  constexpr uint64 kBlocksPerGroup = kGroupSize * 256 / PhiloxRandom::kResultElementCount;
  for (const auto& row : tf_reference::Rows("distributions", kind)) {
    const std::vector<uint64> expected = HexList(row[3]);
    std::vector<uint64> bits;
    for (uint64 group = 0; bits.size() < expected.size(); ++group) {
      PhiloxRandom generator = FromRow(row);
      generator.Skip(group * kBlocksPerGroup);
      SingleSampleAdapter<PhiloxRandom> words(&generator);
      const auto result = Distribution()(&words);
      for (int i = 0; i < kGroupSize; ++i) bits.push_back(Bits(result[i]));
    }
    EXPECT_EQ(bits, expected) << kind << " " << Where(row);
  }
}

TEST(RandomDistributionsTest, WordConversionsGiveTensorFlowsValues) {
  for (const auto& row : tf_reference::Rows("distributions", "uint32_to_float")) {
    EXPECT_EQ(Bits(Uint32ToFloat(static_cast<uint32_t>(Hex(row[0])))), Hex(row[1])) << row[0];
  }
  for (const auto& row : tf_reference::Rows("distributions", "uint16_to_half")) {
    EXPECT_EQ(Bits(Uint16ToHalf(static_cast<uint16_t>(Hex(row[0])))), Hex(row[1])) << row[0];
  }
  for (const auto& row : tf_reference::Rows("distributions", "uint16_to_gfloat16")) {
    EXPECT_EQ(Bits(Uint16ToGfloat16(static_cast<uint16_t>(Hex(row[0])))), Hex(row[1])) << row[0];
  }
  for (const auto& row : tf_reference::Rows("distributions", "uint64_to_double")) {
    EXPECT_EQ(Bits(Uint64ToDouble(static_cast<uint32_t>(Hex(row[0])),
                                  static_cast<uint32_t>(Hex(row[1])))),
              Hex(row[2]))
        << row[0] << " " << row[1];
  }
}

TEST(RandomDistributionsTest, UniformValuesStayBelowOne) {
  EXPECT_EQ(Uint32ToFloat(0), 0.0f);
  EXPECT_LT(Uint32ToFloat(0xffffffff), 1.0f);
  EXPECT_EQ(Uint64ToDouble(0, 0), 0.0);
  EXPECT_LT(Uint64ToDouble(0xffffffff, 0xffffffff), 1.0);
  EXPECT_LT(static_cast<float>(Uint16ToHalf(0xffff)), 1.0f);
  EXPECT_LT(static_cast<float>(Uint16ToGfloat16(0xffff)), 1.0f);
}

TEST(RandomDistributionsTest, BoxMullerGivesTensorFlowsValuesIncludingTheClampedLogArgument) {
  for (const auto& row : tf_reference::Rows("distributions", "box_muller_float")) {
    float first, second;
    BoxMullerFloat(static_cast<uint32_t>(Hex(row[0])), static_cast<uint32_t>(Hex(row[1])), &first,
                   &second);
    EXPECT_EQ(Bits(first), Hex(row[2])) << row[0] << " " << row[1];
    EXPECT_EQ(Bits(second), Hex(row[3])) << row[0] << " " << row[1];
    EXPECT_TRUE(std::isfinite(first) && std::isfinite(second));
  }
  for (const auto& row : tf_reference::Rows("distributions", "box_muller_double")) {
    double first, second;
    BoxMullerDouble(static_cast<uint32_t>(Hex(row[0])), static_cast<uint32_t>(Hex(row[1])),
                    static_cast<uint32_t>(Hex(row[2])), static_cast<uint32_t>(Hex(row[3])),
                    &first, &second);
    EXPECT_EQ(Bits(first), Hex(row[4])) << row[0] << " " << row[1];
    EXPECT_EQ(Bits(second), Hex(row[5])) << row[0] << " " << row[1];
  }
}

TEST(RandomDistributionsTest, UniformRealsMatchTensorFlowsStatelessOps) {
  ExpectUniformMatchesTensorFlow<float>("uniform_float");
  ExpectUniformMatchesTensorFlow<double>("uniform_double");
  ExpectUniformMatchesTensorFlow<Eigen::half>("uniform_half");
  ExpectUniformMatchesTensorFlow<bfloat16>("uniform_bfloat16");
}

TEST(RandomDistributionsTest, NormalsMatchTensorFlowsStatelessOps) {
  ExpectNormalMatchesTensorFlow<float>("normal_float");
  ExpectNormalMatchesTensorFlow<double>("normal_double");
  ExpectNormalMatchesTensorFlow<Eigen::half>("normal_half");
  ExpectNormalMatchesTensorFlow<bfloat16>("normal_bfloat16");
}

TEST(RandomDistributionsTest, TruncatedNormalsMatchTensorFlowsStatelessOps) {
  ExpectTruncatedNormalMatchesTensorFlow<float>("truncated_normal_float");
  ExpectTruncatedNormalMatchesTensorFlow<double>("truncated_normal_double");
  ExpectTruncatedNormalMatchesTensorFlow<Eigen::half>("truncated_normal_half");
  ExpectTruncatedNormalMatchesTensorFlow<bfloat16>("truncated_normal_bfloat16");
}

template <typename IntType>
void ExpectRangeMatchesTensorFlow(const std::string& kind) {
  for (const auto& row : tf_reference::Rows("distributions", kind)) {
    const IntType lo = static_cast<IntType>(Int(row[3])), hi = static_cast<IntType>(Int(row[4]));
    const std::vector<int64> expected = IntList(row[5]);
    UniformDistribution<PhiloxRandom, IntType> distribution(lo, hi);
    PhiloxRandom generator = FromRow(row);
    std::vector<int64> values;
    while (values.size() < expected.size()) {
      const auto result = distribution(&generator);
      for (int i = 0; i < decltype(distribution)::kResultElementCount; ++i) {
        EXPECT_GE(result[i], lo);
        EXPECT_LT(result[i], hi);
        values.push_back(result[i]);
      }
    }
    EXPECT_EQ(values, expected) << kind << " [" << lo << ", " << hi << ") " << Where(row);
  }
}

TEST(RandomDistributionsTest, IntegerRangesMatchTensorFlowsStatelessOps) {
  ExpectRangeMatchesTensorFlow<int32_t>("uniform_range_int32");
  ExpectRangeMatchesTensorFlow<int64_t>("uniform_range_int64");
}

TEST(RandomDistributionsTest, IntegerRangesCrossingZeroAndSpanningTheTypeMatchTensorFlow) {
  // Ranges wider than the type's positive half: the unsigned range and SignedAdd keep them
  // exact.
  PhiloxRandom::ResultType counter;
  counter[0] = 9, counter[1] = 8, counter[2] = 7, counter[3] = 6;
  PhiloxRandom::Key key;
  key[0] = 3, key[1] = 4;
  for (const auto& row : tf_reference::Rows("distributions", "uniform_int32")) {
    PhiloxRandom generator(counter, key);
    UniformDistribution<PhiloxRandom, int32_t> distribution(static_cast<int32_t>(Int(row[0])),
                                                            static_cast<int32_t>(Int(row[1])));
    std::vector<int64> values;
    for (int call = 0; call < 3; ++call) {
      const auto result = distribution(&generator);
      for (int i = 0; i < 4; ++i) values.push_back(result[i]);
    }
    EXPECT_EQ(values, IntList(row[2])) << "[" << row[0] << ", " << row[1] << ")";
  }
  for (const auto& row : tf_reference::Rows("distributions", "uniform_int64")) {
    PhiloxRandom generator(counter, key);
    UniformDistribution<PhiloxRandom, int64_t> distribution(Int(row[0]), Int(row[1]));
    std::vector<int64> values;
    for (int call = 0; call < 3; ++call) {
      const auto result = distribution(&generator);
      for (int i = 0; i < 2; ++i) values.push_back(result[i]);
    }
    EXPECT_EQ(values, IntList(row[2])) << "[" << row[0] << ", " << row[1] << ")";
  }
  EXPECT_EQ(SignedAdd<int32_t>(-2147483647 - 1, 4294967294u), 2147483646);
  EXPECT_EQ(SignedAdd<int64_t>(-5, 7u), 2);
}

template <typename IntType>
void ExpectFullRangeMatchesTensorFlow(const std::string& kind) {
  for (const auto& row : tf_reference::Rows("distributions", kind)) {
    std::vector<std::string> expected;
    std::string field = row[3] + " ";
    for (size_t start = 0, end; (end = field.find(' ', start)) != std::string::npos;
         start = end + 1) {
      expected.push_back(field.substr(start, end - start));
    }
    UniformFullIntDistribution<PhiloxRandom, IntType> distribution;
    PhiloxRandom generator = FromRow(row);
    std::vector<std::string> values;
    while (values.size() < expected.size()) {
      const auto result = distribution(&generator);
      for (int i = 0; i < decltype(distribution)::kResultElementCount; ++i) {
        values.push_back(std::to_string(result[i]));
      }
    }
    EXPECT_EQ(values, expected) << kind << " " << Where(row);
  }
}

TEST(RandomDistributionsTest, FullRangeIntegersMatchTensorFlowsStatelessOps) {
  ExpectFullRangeMatchesTensorFlow<int32_t>("full_int_int32");
  ExpectFullRangeMatchesTensorFlow<uint32_t>("full_int_uint32");
  ExpectFullRangeMatchesTensorFlow<int64_t>("full_int_int64");
  ExpectFullRangeMatchesTensorFlow<uint64_t>("full_int_uint64");
}

TEST(RandomDistributionsTest, SingleSampleAdapterSkipsLikeTensorFlowFromAnyPosition) {
  PhiloxRandom::ResultType counter;
  counter[0] = 1, counter[1] = 2, counter[2] = 3, counter[3] = 4;
  PhiloxRandom::Key key;
  key[0] = 5, key[1] = 6;
  for (const auto& row : tf_reference::Rows("distributions", "single_sample_skip")) {
    PhiloxRandom generator(counter, key);
    SingleSampleAdapter<PhiloxRandom> words(&generator);
    for (int64 i = 0; i < Int(row[0]); ++i) words();
    words.Skip(static_cast<uint64>(Int(row[1])));
    std::vector<uint64> next;
    for (int i = 0; i < 6; ++i) next.push_back(words());
    EXPECT_EQ(next, HexList(row[2])) << "after " << row[0] << " words, skip " << row[1];
  }
}

// A generator that hands out the words it is given, then zeros.
struct ScriptedGenerator {
  using ResultType = Array<uint32_t, 4>;
  using ResultElementType = uint32_t;
  static constexpr int kResultElementCount = 4;

  ResultType operator()() {
    ResultType block;
    for (int i = 0; i < 4 && next < words.size(); ++i) block[i] = words[next++];
    ++calls;
    return block;
  }

  std::vector<uint32_t> words;
  size_t next = 0;
  int calls = 0;
};

TEST(RandomDistributionsTest, TruncatedNormalRejectsValuesOutsideTwoAndDrawsAgain) {
  // Word 0 as u1 is clamped to 1e-7: radius sqrt(-2 ln 1e-7) ~ 5.7, angle 0 -> (0, 5.7): the
  // first value is kept, the second (5.7) rejected.
  ScriptedGenerator generator{{0, 0, 0x400000, 0, 0x400000, 0, 0x400000, 0}};
  SingleSampleAdapter<ScriptedGenerator> words(&generator);
  TruncatedNormalDistribution<SingleSampleAdapter<ScriptedGenerator>, float> distribution;
  const auto result = distribution(&words);
  // u1 = 0.5 for the later pairs: radius sqrt(2 ln 2) ~ 1.18, angle 0 -> (0, 1.18).
  EXPECT_EQ(result[0], 0.0f);
  EXPECT_EQ(result[1], 0.0f);
  EXPECT_NEAR(result[2], std::sqrt(2 * std::log(2.0)), 1e-6);
  EXPECT_EQ(result[3], 0.0f);
  // Three pairs (six words, two calls of four) for four values: one value was rejected.
  EXPECT_EQ(generator.calls, 2);
  float first, second;
  BoxMullerFloat(0, 0, &first, &second);
  EXPECT_GT(std::abs(second), 2.0f);
  EXPECT_TRUE(std::isfinite(second));
}

TEST(RandomDistributionsTest, ResultSizesFollowTheWordsEachValueNeeds) {
  static_assert(UniformDistribution<PhiloxRandom, float>::kResultElementCount == 4, "");
  static_assert(UniformDistribution<PhiloxRandom, double>::kResultElementCount == 2, "");
  static_assert(UniformDistribution<PhiloxRandom, Eigen::half>::kResultElementCount == 4, "");
  static_assert(UniformDistribution<PhiloxRandom, int64_t>::kResultElementCount == 2, "");
  static_assert(UniformFullIntDistribution<PhiloxRandom, uint64_t>::kResultElementCount == 2, "");
  static_assert(NormalDistribution<PhiloxRandom, double>::kResultElementCount == 2, "");
  static_assert(NormalDistribution<PhiloxRandom, float>::kElementCost == 70, "");
  using Truncated = TruncatedNormalDistribution<SingleSampleAdapter<PhiloxRandom>, double>;
  static_assert(Truncated::kResultElementCount == 2 && Truncated::kVariableSamplesPerOutput, "");
  static_assert(!NormalDistribution<PhiloxRandom, float>::kVariableSamplesPerOutput, "");
  static_assert(SingleSampleAdapter<PhiloxRandom>::kNativeElementCount == 4, "");
}

}  // namespace
}  // namespace random
}  // namespace tensorflow
