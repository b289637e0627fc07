#include "tensorflow_lite_core/testing/benchmark_table.h"

#include <algorithm>
#include <cstdio>

namespace tensorflow {
namespace benchmark {
namespace {

// The value a figure shows and the unit it shows it in.
struct Figure {
  double value;
  std::string unit;
};

Figure FigureOf(double seconds_per_call, const Case& figure) {
  if (figure.flops > 0) return {figure.flops / seconds_per_call / 1e9, "GFLOP/s"};
  if (figure.bytes > 0) return {figure.bytes / seconds_per_call / 1e9, "GB/s"};
  const double seconds = seconds_per_call / figure.items;
  const std::string per = figure.item.empty() ? "" : "/" + figure.item;
  if (seconds < 1e-6) return {seconds * 1e9, "ns" + per};
  if (seconds < 1e-3) return {seconds * 1e6, "us" + per};
  if (seconds < 1) return {seconds * 1e3, "ms" + per};
  return {seconds, "s" + per};
}

// Figures of one kind divide meaningfully: both rates in one unit, or both times per item.
std::string KindOf(const Case& figure) {
  if (figure.flops > 0) return "flops";
  if (figure.bytes > 0) return "bytes";
  return "time per " + figure.item;
}

// A row's median figure before scaling to a unit: per second for rates, seconds per item else.
double UnscaledValue(const Row& row) {
  const double seconds = row.measurement.median;
  if (row.figure.flops > 0) return row.figure.flops / seconds;
  if (row.figure.bytes > 0) return row.figure.bytes / seconds;
  return seconds / row.figure.items;
}

std::string TwoDecimals(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.2f", value);
  return buffer;
}

std::string Padded(const std::string& text, size_t width, bool right) {
  const std::string padding(width > text.size() ? width - text.size() : 0, ' ');
  return right ? padding + text : text + padding;
}

}  // namespace

std::string FormatFigure(double seconds_per_call, const Case& figure) {
  const Figure shown = FigureOf(seconds_per_call, figure);
  return TwoDecimals(shown.value) + " " + shown.unit;
}

std::string FormatRatio(const Row& row, const Row& reference) {
  const bool one_kind = KindOf(row.figure) == KindOf(reference.figure);
  const double ratio = one_kind ? UnscaledValue(row) / UnscaledValue(reference)
                                : row.measurement.median / reference.measurement.median;
  return TwoDecimals(ratio) + "x " + reference.name;
}

bool FormatSection(const std::string& title, const std::vector<Row>& rows,
                   const std::vector<std::string>& notes, std::string* text, std::string* error) {
  const std::vector<std::string> header = {"case", "median", "best", "samples x calls",
                                           "vs reference"};
  std::vector<std::vector<std::string>> cells = {header};
  for (const Row& row : rows) {
    std::string ratio;
    if (!row.figure.reference.empty()) {
      auto reference = std::find_if(rows.begin(), rows.end(), [&](const Row& other) {
        return other.name == row.figure.reference;
      });
      if (reference == rows.end()) {
        *error = "case '" + row.name + "' compares with '" + row.figure.reference +
                 "', which section '" + title + "' does not have";
        return false;
      }
      ratio = FormatRatio(row, *reference);
    }
    const Measurement& measurement = row.measurement;
    cells.push_back({row.name, FormatFigure(measurement.median, row.figure),
                     FormatFigure(measurement.best, row.figure),
                     std::to_string(measurement.samples.size()) + " x " +
                         std::to_string(measurement.iterations),
                     ratio});
  }
  std::vector<size_t> widths(header.size(), 0);
  for (const auto& line : cells) {
    for (size_t column = 0; column < line.size(); ++column) {
      widths[column] = std::max(widths[column], line[column].size());
    }
  }
  *text = "\n== " + title + "\n";
  for (const auto& line : cells) {
    // The name left-aligned, the figures right-aligned; two spaces between columns, so that a
    // row starts with its name and two spaces whatever the figures.
    std::string out = Padded(line[0], widths[0], false);
    for (size_t column = 1; column + 1 < line.size(); ++column) {
      out += "  " + Padded(line[column], widths[column], true);
    }
    if (!line.back().empty()) out += "  " + line.back();
    *text += out + "\n";
  }
  for (const std::string& note : notes) *text += "  " + note + "\n";
  return true;
}

}  // namespace benchmark
}  // namespace tensorflow
