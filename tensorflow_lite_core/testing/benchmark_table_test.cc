#include "tensorflow_lite_core/testing/benchmark_table.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace benchmark {
namespace {

Row MakeRow(const std::string& name, double median, double best, const Case& figure = Case()) {
  Row row{name, figure, {}};
  row.measurement.samples = {best, median, median + 1};
  row.measurement.iterations = 100;
  row.measurement.median = median;
  row.measurement.best = best;
  return row;
}

TEST(BenchmarkTableTest, FiguresPickAReadableUnit) {
  EXPECT_EQ(FormatFigure(12.5e-9, Case()), "12.50 ns");
  EXPECT_EQ(FormatFigure(3.25e-6, Case()), "3.25 us");
  EXPECT_EQ(FormatFigure(0.125, Case()), "125.00 ms");
  EXPECT_EQ(FormatFigure(2.5, Case()), "2.50 s");
  EXPECT_EQ(FormatFigure(0.03, Case().PerItem(10000, "op")), "3.00 us/op");
  EXPECT_EQ(FormatFigure(0.5, Case().Bytes(1e9)), "2.00 GB/s");
  EXPECT_EQ(FormatFigure(0.01, Case().Flops(2e9)), "200.00 GFLOP/s");
}

TEST(BenchmarkTableTest, RatiosDivideFiguresOfOneKindElseTimes) {
  // Rates: the fraction of the reference's rate.
  EXPECT_EQ(FormatRatio(MakeRow("add", 0.3, 0.3, Case().Bytes(3e9)),
                        MakeRow("memcpy", 0.1, 0.1, Case().Bytes(2e9))),
            "0.50x memcpy");
  // Times per call.
  EXPECT_EQ(FormatRatio(MakeRow("C API", 150e-9, 1), MakeRow("C++", 100e-9, 1)), "1.50x C++");
  // Times per item, with different item counts.
  EXPECT_EQ(FormatRatio(MakeRow("a", 2.0, 1, Case().PerItem(4, "op")),
                        MakeRow("b", 1.0, 1, Case().PerItem(1, "op"))),
            "0.50x b");
  // Names are never cut short.
  const std::string long_name(80, 'n');
  EXPECT_EQ(FormatRatio(MakeRow("a", 1.0, 1), MakeRow(long_name, 1.0, 1)), "1.00x " + long_name);
  // A rate beside a time: times per call.
  EXPECT_EQ(FormatRatio(MakeRow("a", 2.0, 1, Case().Flops(1)), MakeRow("b", 1.0, 1)), "2.00x b");
}

TEST(BenchmarkTableTest, SectionIsOneAlignedTable) {
  std::vector<Row> rows = {
      MakeRow("memcpy", 0.1, 0.05, Case().Bytes(2e9)),
      MakeRow("AddV2 in place", 0.3, 0.2, Case().Bytes(3e9).Versus("memcpy")),
  };
  std::string text, error;
  ASSERT_TRUE(FormatSection("Adds", rows, {"a note"}, &text, &error)) << error;
  EXPECT_EQ(text,
            "\n"
            "== Adds\n"
            "case                median        best  samples x calls  vs reference\n"
            "memcpy          20.00 GB/s  40.00 GB/s          3 x 100\n"
            "AddV2 in place  10.00 GB/s  15.00 GB/s          3 x 100  0.50x memcpy\n"
            "  a note\n");
}

TEST(BenchmarkTableTest, UnknownReferenceIsAnError) {
  std::vector<Row> rows = {MakeRow("a", 1, 1, Case().Versus("missing"))};
  std::string text, error;
  EXPECT_FALSE(FormatSection("Section", rows, {}, &text, &error));
  EXPECT_EQ(error, "case 'a' compares with 'missing', which section 'Section' does not have");
}

}  // namespace
}  // namespace benchmark
}  // namespace tensorflow
