#include "tensorflow_lite_core/testing/benchmark_flags.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace benchmark {
namespace {

const std::vector<OwnFlag> kOwnFlags = {{"only", "one section"}};

// Parses `arguments` (after a program name) and returns the error, empty on success.
std::string ParseError(std::vector<const char*> arguments, Flags* flags) {
  arguments.insert(arguments.begin(), "bench");
  std::string error;
  const bool ok =
      ParseFlags(static_cast<int>(arguments.size()), arguments.data(), kOwnFlags, flags, &error);
  EXPECT_EQ(ok, error.empty());
  return error;
}

TEST(BenchmarkFlagsTest, Defaults) {
  Flags flags;
  EXPECT_EQ(ParseError({}, &flags), "");
  EXPECT_FALSE(flags.quick);
  EXPECT_EQ(flags.samples, 7);
  EXPECT_EQ(flags.min_sample_seconds, 0.2);
  EXPECT_TRUE(flags.own.empty());
  EXPECT_EQ(flags.Own("only", "all"), "all");
}

TEST(BenchmarkFlagsTest, HarnessAndOwnFlags) {
  Flags flags;
  EXPECT_EQ(ParseError({"--quick", "--samples=3", "--min_time=0.05", "--only=matmul"}, &flags),
            "");
  EXPECT_TRUE(flags.quick);
  EXPECT_EQ(flags.samples, 3);
  EXPECT_EQ(flags.min_sample_seconds, 0.05);
  EXPECT_EQ(flags.Own("only"), "matmul");
}

TEST(BenchmarkFlagsTest, ErrorsNameTheArgumentAndWhatWasExpected) {
  Flags flags;
  EXPECT_EQ(ParseError({"--quik"}, &flags), "unknown flag '--quik'");
  EXPECT_EQ(ParseError({"--quick=1"}, &flags), "--quick takes no value, got '--quick=1'");
  EXPECT_EQ(ParseError({"--samples=0"}, &flags),
            "--samples expects a whole number from 1 to 1000000, got '--samples=0'");
  EXPECT_EQ(ParseError({"--samples=7x"}, &flags),
            "--samples expects a whole number from 1 to 1000000, got '--samples=7x'");
  EXPECT_EQ(ParseError({"--min_time=-1"}, &flags),
            "--min_time expects a number of seconds above 0, got '--min_time=-1'");
  EXPECT_EQ(ParseError({"--min_time"}, &flags),
            "--min_time expects a number of seconds above 0, got '--min_time'");
  EXPECT_EQ(ParseError({"--only"}, &flags), "--only expects a value (--only=VALUE), got '--only'");
  EXPECT_EQ(ParseError({"7"}, &flags),
            "unexpected argument '7': flags have the form --name or --name=value");
}

TEST(BenchmarkFlagsTest, UsageListsEveryFlag) {
  const std::string usage = Usage("bench", kOwnFlags);
  for (const char* flag : {"--quick", "--min_time=SECONDS", "--samples=N", "--only=VALUE"}) {
    EXPECT_NE(usage.find(flag), std::string::npos) << flag << " in " << usage;
  }
}

TEST(BenchmarkFlagsDeathTest, BadFlagExitsWithTheErrorAndUsage) {
  const char* arguments[] = {"bench", "--quik"};
  EXPECT_EXIT(ParseFlagsOrExit(2, arguments), testing::ExitedWithCode(2),
              "error: unknown flag '--quik'\nusage: bench \\[--quick\\]");
}

TEST(BenchmarkFlagsDeathTest, HelpExitsZero) {
  const char* arguments[] = {"bench", "--help"};
  EXPECT_EXIT(ParseFlagsOrExit(2, arguments), testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace benchmark
}  // namespace tensorflow
