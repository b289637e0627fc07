#include "tensorflow_lite_core/platform/str_util.h"

#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace str_util {
namespace {

std::string Escape(std::string_view text, bool utf8_safe) {
  std::string escaped;
  escaped.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '\n': escaped += "\\n"; break;
      case '\r': escaped += "\\r"; break;
      case '\t': escaped += "\\t"; break;
      case '\"': escaped += "\\\""; break;
      case '\'': escaped += "\\\'"; break;
      case '\\': escaped += "\\\\"; break;
      default: {
        const unsigned char byte = static_cast<unsigned char>(c);
        const bool printable = byte >= 0x20 && byte < 0x7f;
        if (printable || (utf8_safe && byte >= 0x80)) {
          escaped += c;
        } else {
          const char octal[] = {'\\', static_cast<char>('0' + (byte >> 6)),
                                static_cast<char>('0' + ((byte >> 3) & 7)),
                                static_cast<char>('0' + (byte & 7))};
          escaped.append(octal, sizeof(octal));
        }
      }
    }
  }
  return escaped;
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool Fail(std::string* error, std::string message) {
  if (error != nullptr) *error = std::move(message);
  return false;
}

}  // namespace

std::string CEscape(std::string_view text) { return Escape(text, /*utf8_safe=*/false); }

std::string Utf8SafeCEscape(std::string_view text) { return Escape(text, /*utf8_safe=*/true); }

bool CUnescape(std::string_view source, std::string* dest, std::string* error) {
  dest->clear();
  dest->reserve(source.size());
  for (size_t i = 0; i < source.size(); ++i) {
    if (source[i] != '\\') {
      dest->push_back(source[i]);
      continue;
    }
    if (++i >= source.size()) return Fail(error, "String cannot end with \\");
    const char c = source[i];
    switch (c) {
      case 'a': dest->push_back('\a'); break;
      case 'b': dest->push_back('\b'); break;
      case 'f': dest->push_back('\f'); break;
      case 'n': dest->push_back('\n'); break;
      case 'r': dest->push_back('\r'); break;
      case 't': dest->push_back('\t'); break;
      case 'v': dest->push_back('\v'); break;
      case '\\': case '\'': case '"': case '?': dest->push_back(c); break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        int value = 0;
        size_t end = i;
        while (end < source.size() && end < i + 3 && source[end] >= '0' && source[end] <= '7') {
          value = value * 8 + (source[end] - '0');
          ++end;
        }
        if (value > 0xff) {
          return Fail(error, strings::StrCat("Value of \\", source.substr(i, end - i),
                                             " exceeds 0xff"));
        }
        dest->push_back(static_cast<char>(value));
        i = end - 1;
        break;
      }
      case 'x': {
        int value = 0;
        size_t end = i + 1;
        while (end < source.size() && HexValue(source[end]) >= 0) {
          value = value * 16 + HexValue(source[end]);
          if (value > 0xff) {
            return Fail(error, strings::StrCat("Value of \\", source.substr(i, end + 1 - i),
                                               " exceeds 0xff"));
          }
          ++end;
        }
        if (end == i + 1) return Fail(error, "\\x cannot be followed by a non-hex digit");
        dest->push_back(static_cast<char>(value));
        i = end - 1;
        break;
      }
      default:
        return Fail(error, strings::StrCat("Unknown escape sequence: \\", std::string_view(&c, 1)));
    }
  }
  return true;
}

}  // namespace str_util
}  // namespace tensorflow
