#include "tensorflow_lite_core/testing/benchmark.h"

#include <cstdio>
#include <string>

#include "gtest/gtest.h"

namespace tensorflow {
namespace benchmark {
namespace {

// What a suite printed to a temporary file.
std::string Printed(std::FILE* file) {
  std::rewind(file);
  std::string text;
  char buffer[256];
  while (size_t read = std::fread(buffer, 1, sizeof(buffer), file)) text.append(buffer, read);
  return text;
}

Flags QuickFlags() {
  Flags flags;
  flags.quick = true;
  return flags;
}

TEST(SuiteTest, QuickModeMakesOneCallPerCase) {
  std::FILE* out = std::tmpfile();
  ASSERT_NE(out, nullptr);
  int calls = 0;
  int64_t timed_iterations = 0;
  {
    Suite suite("quick suite", QuickFlags(), Suite::Clock::kWall, out);
    EXPECT_TRUE(suite.quick());
    suite.Section("one");
    Measurement measurement = suite.Run("counted", [&] { ++calls; }, Case().Samples(9));
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(measurement.samples.size(), 1u);
    EXPECT_EQ(measurement.iterations, 1);
    suite.RunTimed("timed", [&](int64_t iterations) {
      timed_iterations += iterations;
      return 1e-3;
    });
    EXPECT_EQ(timed_iterations, 1);
  }
  const std::string text = Printed(out);
  std::fclose(out);
  EXPECT_NE(text.find("quick suite\n"), std::string::npos) << text;
  EXPECT_NE(text.find("QUICK: one call per case"), std::string::npos) << text;
  EXPECT_NE(text.find("\n== one\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\ncounted  "), std::string::npos) << text;
  EXPECT_NE(text.find("\ntimed    "), std::string::npos) << text;
}

TEST(SuiteTest, FullModeWarmsUpAndTakesTheRequestedSamples) {
  std::FILE* out = std::tmpfile();
  ASSERT_NE(out, nullptr);
  Flags flags;
  flags.samples = 3;
  flags.min_sample_seconds = 1e-4;
  std::vector<int64_t> batches;
  {
    Suite suite("suite", flags, Suite::Clock::kThreadCpu, out);
    suite.Section("one");
    const Measurement measurement = suite.RunTimed("scripted", [&](int64_t iterations) {
      batches.push_back(iterations);
      return static_cast<double>(iterations) * 1e-3;  // each call "takes" 1 ms
    });
    EXPECT_EQ(measurement.median, 1e-3);
  }
  // A warm-up call, a call that already lasts the minimum time, then three samples.
  EXPECT_EQ(batches, (std::vector<int64_t>{1, 1, 1, 1, 1}));
  EXPECT_NE(Printed(out).find("median (and best) of 3 samples"), std::string::npos);
  std::fclose(out);
}

TEST(SuiteTest, SectionsPrintInOrderAndClocksAdvance) {
  std::FILE* out = std::tmpfile();
  ASSERT_NE(out, nullptr);
  {
    Suite suite("suite", QuickFlags(), Suite::Clock::kThreadCpu, out);
    const double start = suite.Now();
    suite.Section("first");
    suite.Run("a", [] {});
    suite.Note("note of the first");
    suite.Section("second");
    suite.Run("b", [] {}, Case().Versus("a2"));
    suite.Run("a2", [] {});
    EXPECT_GE(suite.Now(), start);
  }
  const std::string text = Printed(out);
  std::fclose(out);
  const size_t first = text.find("== first"), note = text.find("  note of the first"),
               second = text.find("== second"), b = text.find("\nb   ");
  ASSERT_NE(b, std::string::npos) << text;
  EXPECT_LT(first, note);
  EXPECT_LT(note, second);
  EXPECT_LT(second, b);
  EXPECT_NE(text.find("x a2\n"), std::string::npos) << text;
}

TEST(SuiteDeathTest, ComparingWithACaseTheSectionLacksAborts) {
  EXPECT_DEATH(
      {
        Suite suite("suite", QuickFlags());
        suite.Section("section");
        suite.Run("a", [] {}, Case().Versus("nothing"));
      },
      "benchmark error: case 'a' compares with 'nothing', which section 'section' does not have");
}

TEST(DoNotOptimizeTest, AcceptsValuesOfAnyKind) {
  int value = 1;
  DoNotOptimize(value);
  DoNotOptimize(value + 1);
  std::string text = "kept";
  DoNotOptimize(text);
  DoNotOptimize(text.data());
  EXPECT_EQ(text, "kept");
}

}  // namespace
}  // namespace benchmark
}  // namespace tensorflow
