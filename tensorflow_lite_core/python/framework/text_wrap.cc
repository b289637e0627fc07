#include "tensorflow_lite_core/python/framework/text_wrap.h"

#include <cstddef>
#include <utility>

#include "tensorflow_lite_core/python/framework/python_literals.h"

namespace tensorflow {
namespace python_literals {
namespace {

// textwrap's whitespace munging: str.expandtabs(8), then \n \v \f \r each become a space.
std::string MungeWhitespace(std::string_view text) {
  std::string munged;
  munged.reserve(text.size());
  size_t column = 0;
  for (const char c : text) {
    if (c == '\t') {
      const size_t spaces = 8 - column % 8;
      munged.append(spaces, ' ');
      column += spaces;
    } else if (c == '\n' || c == '\r') {
      // expandtabs starts counting columns again after either.
      munged.push_back(' ');
      column = 0;
    } else {
      munged.push_back(c == '\v' || c == '\f' ? ' ' : c);
      // Continuation bytes of a UTF-8 sequence take no column.
      if ((static_cast<unsigned char>(c) & 0xc0) != 0x80) ++column;
    }
  }
  return munged;
}

// The indivisible chunks: runs of spaces and the words between them.
std::vector<std::string_view> SplitChunks(std::string_view text) {
  std::vector<std::string_view> chunks;
  size_t start = 0;
  while (start < text.size()) {
    const bool space = text[start] == ' ';
    size_t end = space ? text.find_first_not_of(' ', start) : text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    chunks.push_back(text.substr(start, end - start));
    start = end;
  }
  return chunks;
}

}  // namespace

std::vector<std::string> WrapText(std::string_view text, int width,
                                  std::string_view initial_indent,
                                  std::string_view subsequent_indent) {
  const std::string munged = MungeWhitespace(text);
  const std::vector<std::string_view> chunks = SplitChunks(munged);
  std::vector<std::string> lines;
  size_t next = 0;
  while (next < chunks.size()) {
    const std::string_view indent = lines.empty() ? initial_indent : subsequent_indent;
    const int line_width = width - static_cast<int>(Length(indent));
    // Whitespace never starts a line after the first.
    if (!lines.empty() && IsBlank(chunks[next])) ++next;
    std::vector<std::string_view> line;
    int line_length = 0;
    while (next < chunks.size()) {
      const int length = static_cast<int>(Length(chunks[next]));
      if (line_length + length > line_width) break;
      line.push_back(chunks[next++]);
      line_length += length;
    }
    // A word wider than a line gets a line of its own, unbroken.
    if (next < chunks.size() && line.empty() &&
        static_cast<int>(Length(chunks[next])) > line_width) {
      line.push_back(chunks[next++]);
    }
    if (!line.empty() && IsBlank(line.back())) line.pop_back();
    if (line.empty()) continue;
    std::string joined(indent);
    for (const std::string_view chunk : line) joined.append(chunk);
    lines.push_back(std::move(joined));
  }
  return lines;
}

}  // namespace python_literals
}  // namespace tensorflow
