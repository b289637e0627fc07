#include "tensorflow_lite_core/lib/random/simple_philox.h"

#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/random/exact_uniform_int.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace random {
namespace {

using tf_reference::Hex;
using tf_reference::HexList;
using tf_reference::Int;

std::string ToHex(uint64 value) {
  char text[20];
  std::snprintf(text, sizeof(text), "%llx", static_cast<unsigned long long>(value));
  return text;
}

template <typename T>
std::string BitsHex(T value) {
  std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t> bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return ToHex(bits);
}

std::string CounterText(const PhiloxRandom& generator) {
  std::string text;
  for (int i = 0; i < 4; ++i) text += (i ? " " : "") + ToHex(generator.counter()[i]);
  return text;
}

// Ten draws of `op` from the generator the recording used, and where the generator ends up.
std::pair<std::string, std::string> Draw(const std::string& op, int64 argument) {
  PhiloxRandom generator(0x0123456789abcdefULL, 0x42ULL);
  SimplePhilox simple(&generator);
  std::string values;
  for (int i = 0; i < 10; ++i) {
    std::string value;
    if (op == "rand32") value = ToHex(simple.Rand32());
    if (op == "rand64") value = ToHex(simple.Rand64());
    if (op == "rand_float") value = BitsHex(simple.RandFloat());
    if (op == "rand_double") value = BitsHex(simple.RandDouble());
    if (op == "uniform") value = std::to_string(simple.Uniform(static_cast<uint32_t>(argument)));
    if (op == "uniform64") value = ToHex(simple.Uniform64(static_cast<uint64_t>(argument)));
    if (op == "skewed") value = ToHex(simple.Skewed(static_cast<int>(argument)));
    if (op == "one_in") value = std::to_string(simple.OneIn(static_cast<uint32_t>(argument)));
    values += (i ? " " : "") + value;
  }
  return {values, CounterText(generator)};
}

TEST(SimplePhiloxTest, EveryCallGivesTensorFlowsNumbersAndUsesAsManyWords) {
  int checked = 0;
  for (const std::string op : {"rand32", "rand64", "rand_float", "rand_double", "uniform",
                               "uniform64", "skewed", "one_in"}) {
    for (const auto& row : tf_reference::Rows("simple_philox", op)) {
      const auto [values, counter] = Draw(op, Int(row[0]));
      EXPECT_EQ(values, row[1]) << op << "(" << row[0] << ")";
      EXPECT_EQ(counter, row[2]) << op << "(" << row[0] << ") used a different number of words";
      ++checked;
    }
  }
  EXPECT_GE(checked, 30);
}

TEST(SimplePhiloxTest, CallsOfEveryKindShareOneStreamOfWords) {
  const auto rows = tf_reference::Rows("simple_philox", "mixed");
  ASSERT_EQ(rows.size(), 1u);
  PhiloxRandom generator(99, 100);
  SimplePhilox simple(&generator);
  std::string values = ToHex(simple.Rand32());
  values += " " + ToHex(simple.Rand64());
  values += " " + BitsHex(simple.RandFloat());
  values += " " + BitsHex(simple.RandDouble());
  values += " " + std::to_string(simple.Uniform(17));
  values += " " + ToHex(simple.Uniform64(1000003));
  values += " " + ToHex(simple.Skewed(9));
  values += " " + ToHex(simple.Rand32());
  EXPECT_EQ(values, rows[0][1]);
  EXPECT_EQ(CounterText(generator), rows[0][2]);
}

TEST(SimplePhiloxDeathTest, SkewedRejectsBitCountsOutsideZeroToThirtyTwo) {
  PhiloxRandom generator(1);
  SimplePhilox simple(&generator);
  EXPECT_DEATH(simple.Skewed(-1), "Skewed\\(-1\\)");
  EXPECT_DEATH(simple.Skewed(33), "Skewed\\(33\\)");
}

TEST(ExactUniformIntTest, ZeroPowersOfTwoAndRejection) {
  std::vector<uint32_t> source;
  size_t next = 0;
  auto random = [&] { return source.at(next++); };

  source = {12345};
  EXPECT_EQ(ExactUniformInt<uint32_t>(0u, random), 0u);
  EXPECT_EQ(next, 1u) << "n == 0 still draws a value";

  source = {0xfffffff5}, next = 0;
  EXPECT_EQ(ExactUniformInt<uint32_t>(16u, random), 5u);

  // For n = 3: 2^32 mod 3 = 1, so only 0 is rejected.
  source = {0, 0, 7}, next = 0;
  EXPECT_EQ(ExactUniformInt<uint32_t>(3u, random), 1u);
  EXPECT_EQ(next, 3u);

  // For n = 2^31 + 1, 2^32 mod n = 2^31 - 1: everything below that is rejected.
  source = {0x7ffffffe, 0x7fffffff}, next = 0;
  EXPECT_EQ(ExactUniformInt<uint32_t>(0x80000001u, random), 0x7fffffffu);
  EXPECT_EQ(next, 2u);
}

}  // namespace
}  // namespace random
}  // namespace tensorflow
