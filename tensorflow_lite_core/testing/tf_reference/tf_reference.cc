#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

#include "gtest/gtest.h"

namespace tensorflow {
namespace tf_reference {
namespace {

std::vector<std::string> SplitOn(std::string_view text, char separator) {
  std::vector<std::string> pieces;
  size_t start = 0;
  while (true) {
    const size_t end = text.find(separator, start);
    pieces.emplace_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return pieces;
    start = end + 1;
  }
}

// Every file, read once per test binary.
const std::vector<Row>& FileRows(const std::string& file) {
  static auto* files = new std::map<std::string, std::vector<Row>>;
  auto found = files->find(file);
  if (found != files->end()) return found->second;
  std::vector<Row>& rows = (*files)[file];
  const std::string path = "tensorflow_lite_core/testing/tf_reference/" + file + ".tsv";
  std::ifstream in(path);
  if (!in) {
    ADD_FAILURE() << "cannot read " << path << " (is it in the test's data?)";
    return rows;
  }
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    rows.push_back(SplitOn(line, '\t'));
  }
  return rows;
}

template <typename Number>
Number Parse(std::string_view text, int base, Number (*convert)(const char*, char**, int)) {
  const std::string copy(text);
  char* end = nullptr;
  errno = 0;
  const Number value = convert(copy.c_str(), &end, base);
  if (copy.empty() || *end != '\0' || errno != 0) ADD_FAILURE() << "bad number: '" << copy << "'";
  return value;
}

}  // namespace

std::vector<Row> Rows(const std::string& file, const std::string& kind) {
  std::vector<Row> rows;
  for (const Row& row : FileRows(file)) {
    if (row[0] == kind) rows.emplace_back(row.begin() + 1, row.end());
  }
  if (rows.empty()) ADD_FAILURE() << "no '" << kind << "' rows in " << file << ".tsv";
  return rows;
}

uint64 Hex(std::string_view text) { return Parse<unsigned long long>(text, 16, std::strtoull); }

int64 Int(std::string_view text) { return Parse<long long>(text, 10, std::strtoll); }

std::vector<uint64> HexList(std::string_view text) {
  std::vector<uint64> values;
  if (text.empty()) return values;
  for (const std::string& piece : SplitOn(text, ' ')) values.push_back(Hex(piece));
  return values;
}

std::vector<int64> IntList(std::string_view text) {
  std::vector<int64> values;
  const bool bracketed = text.size() >= 2 && text.front() == '[' && text.back() == ']';
  if (bracketed) text = text.substr(1, text.size() - 2);
  if (text.empty()) return values;
  for (const std::string& piece : SplitOn(text, bracketed ? ',' : ' ')) {
    values.push_back(Int(piece));
  }
  return values;
}

float FloatFromBits(std::string_view hex_bits) {
  const uint32 bits = static_cast<uint32>(Hex(hex_bits));
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

double DoubleFromBits(std::string_view hex_bits) {
  const uint64 bits = Hex(hex_bits);
  double value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

std::string Unescape(std::string_view escaped) {
  // The probe writes \\, \t, \n and \xNN; nothing else.
  std::string text;
  for (size_t i = 0; i < escaped.size(); ++i) {
    if (escaped[i] != '\\' || i + 1 == escaped.size()) {
      text += escaped[i];
      continue;
    }
    const char kind = escaped[++i];
    if (kind == 't') {
      text += '\t';
    } else if (kind == 'n') {
      text += '\n';
    } else if (kind == '\\') {
      text += '\\';
    } else if (kind == 'x' && i + 2 < escaped.size()) {
      text += static_cast<char>(Hex(escaped.substr(i + 1, 2)));
      i += 2;
    } else {
      ADD_FAILURE() << "bad escape in '" << escaped << "'";
    }
  }
  return text;
}

}  // namespace tf_reference
}  // namespace tensorflow
