#include "tensorflow_lite_core/python/framework/python_literals.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace tensorflow {
namespace python_literals {
namespace {

// The assigned code points above ASCII that str.isprintable() rejects in Python 3.11 (Unicode 14
// categories Cc, Cf, Cs, Co, Zl, Zp and Zs), as inclusive ranges.
constexpr char32_t kUnprintable[][2] = {
    {0x80, 0xa0},       {0xad, 0xad},       {0x600, 0x605},     {0x61c, 0x61c},
    {0x6dd, 0x6dd},     {0x70f, 0x70f},     {0x890, 0x891},     {0x8e2, 0x8e2},
    {0x1680, 0x1680},   {0x180e, 0x180e},   {0x2000, 0x200f},   {0x2028, 0x202f},
    {0x205f, 0x2064},   {0x2066, 0x206f},   {0x3000, 0x3000},   {0xd800, 0xf8ff},
    {0xfeff, 0xfeff},   {0xfff9, 0xfffb},   {0x110bd, 0x110bd}, {0x110cd, 0x110cd},
    {0x13430, 0x13438}, {0x1bca0, 0x1bca3}, {0x1d173, 0x1d17a}, {0xe0001, 0xe0001},
    {0xe0020, 0xe007f}, {0xf0000, 0xffffd}, {0x100000, 0x10fffd},
};

// The code point starting at `*pos`, advancing past it; an invalid sequence reads as U+FFFD
// (one byte at a time), so text that is not UTF-8 still yields printable, valid output.
char32_t NextCodePoint(std::string_view text, size_t* pos) {
  const unsigned char lead = text[*pos];
  ++*pos;
  if (lead < 0x80) return lead;
  int continuation;  // bytes after the lead
  char32_t code_point;
  if (lead >= 0xc2 && lead <= 0xdf) {
    continuation = 1, code_point = lead & 0x1f;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    continuation = 2, code_point = lead & 0x0f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    continuation = 3, code_point = lead & 0x07;
  } else {
    return 0xfffd;
  }
  if (*pos + continuation > text.size()) return 0xfffd;
  for (int i = 0; i < continuation; ++i) {
    const unsigned char next = text[*pos + i];
    if ((next & 0xc0) != 0x80) return 0xfffd;
    code_point = (code_point << 6) | (next & 0x3f);
  }
  // Overlong three- and four-byte forms, surrogates, and values past U+10FFFF.
  if ((continuation == 2 &&
       (code_point < 0x800 || (code_point >= 0xd800 && code_point <= 0xdfff))) ||
      (continuation == 3 && (code_point < 0x10000 || code_point > 0x10ffff))) {
    return 0xfffd;
  }
  *pos += continuation;
  return code_point;
}

void AppendHex(char32_t value, int digits, std::string* out) {
  static constexpr char kHex[] = "0123456789abcdef";
  for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) {
    out->push_back(kHex[(value >> shift) & 0xf]);
  }
}

// The escape repr() writes for an unprintable character: \xhh, \uhhhh or \Uhhhhhhhh.
void AppendCharEscape(char32_t code_point, std::string* out) {
  if (code_point == '\t') {
    *out += "\\t";
  } else if (code_point == '\n') {
    *out += "\\n";
  } else if (code_point == '\r') {
    *out += "\\r";
  } else if (code_point <= 0xff) {
    *out += "\\x";
    AppendHex(code_point, 2, out);
  } else if (code_point <= 0xffff) {
    *out += "\\u";
    AppendHex(code_point, 4, out);
  } else {
    *out += "\\U";
    AppendHex(code_point, 8, out);
  }
}

// repr()'s quote: a single quote unless the text holds one and no double quote.
char ReprQuote(std::string_view text) {
  const bool has_single = text.find('\'') != std::string_view::npos;
  const bool has_double = text.find('"') != std::string_view::npos;
  return has_single && !has_double ? '"' : '\'';
}

}  // namespace

bool DecodeUtf8(std::string_view text, std::vector<char32_t>* code_points) {
  code_points->clear();
  for (size_t pos = 0; pos < text.size();) {
    const size_t start = pos;
    const char32_t code_point = NextCodePoint(text, &pos);
    // U+FFFD is also an ordinary character: only a one-byte step marks an invalid sequence.
    if (code_point == 0xfffd && pos - start == 1) return false;
    code_points->push_back(code_point);
  }
  return true;
}

void AppendUtf8(char32_t code_point, std::string* out) {
  if (code_point < 0x80) {
    out->push_back(static_cast<char>(code_point));
  } else if (code_point < 0x800) {
    out->push_back(static_cast<char>(0xc0 | (code_point >> 6)));
    out->push_back(static_cast<char>(0x80 | (code_point & 0x3f)));
  } else if (code_point < 0x10000) {
    out->push_back(static_cast<char>(0xe0 | (code_point >> 12)));
    out->push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3f)));
    out->push_back(static_cast<char>(0x80 | (code_point & 0x3f)));
  } else {
    out->push_back(static_cast<char>(0xf0 | (code_point >> 18)));
    out->push_back(static_cast<char>(0x80 | ((code_point >> 12) & 0x3f)));
    out->push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3f)));
    out->push_back(static_cast<char>(0x80 | (code_point & 0x3f)));
  }
}

size_t Length(std::string_view text) {
  size_t length = 0;
  for (size_t pos = 0; pos < text.size(); ++length) {
    // Most text is ASCII: step over it without decoding.
    if (static_cast<unsigned char>(text[pos]) < 0x80) {
      ++pos;
    } else {
      NextCodePoint(text, &pos);
    }
  }
  return length;
}

bool IsPrintable(char32_t code_point) {
  if (code_point < 0x80) return code_point >= 0x20 && code_point < 0x7f;
  for (const auto& range : kUnprintable) {
    if (code_point < range[0]) return true;
    if (code_point <= range[1]) return false;
  }
  return true;
}

bool IsSpace(char32_t c) {
  return (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x20) || c == 0x85 || c == 0xa0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 ||
         c == 0x202f || c == 0x205f || c == 0x3000;
}

std::string_view RstripSpace(std::string_view text) {
  // ASCII at the end decides without decoding the rest.
  size_t ascii_end = text.size();
  while (ascii_end > 0 && static_cast<unsigned char>(text[ascii_end - 1]) < 0x80) {
    if (!IsSpace(static_cast<unsigned char>(text[ascii_end - 1]))) {
      return text.substr(0, ascii_end);
    }
    --ascii_end;
  }
  size_t end = 0;
  for (size_t pos = 0; pos < text.size();) {
    if (!IsSpace(NextCodePoint(text, &pos))) end = pos;
  }
  return text.substr(0, end);
}

bool IsBlank(std::string_view text) { return RstripSpace(text).empty(); }

std::string StrRepr(std::string_view text) {
  const char quote = ReprQuote(text);
  std::string repr(1, quote);
  for (size_t pos = 0; pos < text.size();) {
    const char32_t c = NextCodePoint(text, &pos);
    if (c == static_cast<char32_t>(quote) || c == '\\') {
      repr.push_back('\\');
      repr.push_back(static_cast<char>(c));
    } else if (IsPrintable(c)) {
      AppendUtf8(c, &repr);
    } else {
      AppendCharEscape(c, &repr);
    }
  }
  repr.push_back(quote);
  return repr;
}

std::string BytesRepr(std::string_view bytes) {
  const char quote = ReprQuote(bytes);
  std::string repr = "b";
  repr.push_back(quote);
  for (const char byte : bytes) {
    const unsigned char c = byte;
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      repr.push_back('\\');
      repr.push_back(byte);
    } else if (c >= 0x20 && c < 0x7f) {
      repr.push_back(byte);
    } else {
      AppendCharEscape(c, &repr);
    }
  }
  repr.push_back(quote);
  return repr;
}

std::string StrLiteral(std::string_view value) {
  std::vector<char32_t> code_points;
  if (!DecodeUtf8(value, &code_points)) return BytesRepr(value);
  std::string literal = StrRepr(value);
  if (value.find_first_of("'\"") == std::string_view::npos) {
    literal.front() = '"';
    literal.back() = '"';
  }
  return literal;
}

std::string FloatLiteral(float value) {
  if (std::isnan(value)) return "float('nan')";
  if (std::isinf(value)) return value > 0 ? "float('inf')" : "float('-inf')";
  const double wide = value;
  char buffer[64];
  std::string text;
  // Nine significant digits tell every float32 apart, so the loop always finds one.
  for (int digits = 1; digits < 18 && text.empty(); ++digits) {
    const auto written =
        std::to_chars(buffer, buffer + sizeof(buffer), wide, std::chars_format::general, digits);
    double read_back = 0;
    std::from_chars(buffer, written.ptr, read_back);
    // Python packs the text's double into a float32 and skips text that overflows it.
    const float narrowed = static_cast<float>(read_back);
    if (std::isinf(narrowed) && !std::isinf(read_back)) continue;
    if (narrowed == value) text.assign(buffer, written.ptr);
  }
  if (text.empty()) {  // unreachable; Python falls back to repr(), the shortest double text
    text.assign(buffer, std::to_chars(buffer, buffer + sizeof(buffer), wide).ptr);
  }
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

bool IsKeyword(std::string_view name) {
  static constexpr std::string_view kKeywords[] = {
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
      "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
      "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
      "while", "with", "yield",
  };
  return std::find(std::begin(kKeywords), std::end(kKeywords), name) != std::end(kKeywords);
}

std::string DocstringLiteral(std::string_view text) {
  // Text that is not UTF-8 goes the escaped way, which writes its bad bytes as U+FFFD.
  bool printable = true;
  for (size_t pos = 0; pos < text.size() && printable;) {
    const unsigned char byte = text[pos];
    if (byte < 0x80) {
      printable = byte == '\n' || byte == '\t' || (byte >= 0x20 && byte < 0x7f);
      ++pos;
      continue;
    }
    const size_t start = pos;
    const char32_t c = NextCodePoint(text, &pos);
    const bool valid = c != 0xfffd || pos - start > 1;
    printable = valid && (c == '\n' || c == '\t' || IsPrintable(c));
  }
  const bool bad_end = !text.empty() && (text.back() == '"' || text.back() == '\\');
  if (printable && text.find("\"\"\"") == std::string_view::npos && !bad_end) {
    return "r\"\"\"" + std::string(text) + "\"\"\"";
  }
  std::string literal = "\"\"\"";
  for (size_t pos = 0; pos < text.size();) {
    const char32_t c = NextCodePoint(text, &pos);
    if (c == '\\' || c == '"') {
      literal.push_back('\\');
      literal.push_back(static_cast<char>(c));
    } else if (c == '\n' || c == '\t' || IsPrintable(c)) {
      AppendUtf8(c, &literal);
    } else {
      AppendCharEscape(c, &literal);
    }
  }
  return literal + "\"\"\"";
}

}  // namespace python_literals
}  // namespace tensorflow
