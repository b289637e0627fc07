// The one table format of every benchmark: a section's heading, a column header, then one
// aligned row per case (its name first, so a row can be found by its name) and the notes.
#ifndef TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_TABLE_H_
#define TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_TABLE_H_

#include <string>
#include <vector>

#include "tensorflow_lite_core/testing/benchmark_case.h"
#include "tensorflow_lite_core/testing/benchmark_measure.h"

namespace tensorflow {
namespace benchmark {

struct Row {
  std::string name;
  Case figure;
  Measurement measurement;
};

// A case's figure for `seconds_per_call`: time per call or per item in a unit that keeps it
// readable ("12.34 us/op"), or its throughput ("3.21 GB/s", "45.60 GFLOP/s").
std::string FormatFigure(double seconds_per_call, const Case& figure);

// How `row` compares with `reference`: the ratio of their figures when they are of one kind
// (both times per item, or both rates), else of their times per call. "1.25x <reference>".
std::string FormatRatio(const Row& row, const Row& reference);

// The section as text. False, with *error, when a row names a reference the section lacks.
bool FormatSection(const std::string& title, const std::vector<Row>& rows,
                   const std::vector<std::string>& notes, std::string* text, std::string* error);

}  // namespace benchmark
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_TESTING_BENCHMARK_TABLE_H_
