// C escapes, the one implementation of them: error messages and summaries quote user text with
// CEscape (or Utf8SafeCEscape where UTF-8 should stay readable), and specs and attr text are read
// back with CUnescape.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_STR_UTIL_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_STR_UTIL_H_

#include <string>
#include <string_view>
#include <utility>

namespace tensorflow {
namespace str_util {

// \n \r \t \" \' \\ as such, every other byte outside printable ASCII (below 0x20, 0x7f and up)
// as a three-digit octal escape. Abseil's CEscape makes the same text.
std::string CEscape(std::string_view text);

// CEscape, except that bytes from 0x80 up pass unchanged, so UTF-8 text stays readable.
std::string Utf8SafeCEscape(std::string_view text);

// Reads the escapes of C string literals: \a \b \f \n \r \t \v \\ \' \" \?, octal of one to
// three digits and \x with hex digits, each at most 0xff. On error returns false with `*error`
// saying what was wrong ("Unknown escape sequence: \q"); `*dest` is then unspecified.
// `error` may be null.
bool CUnescape(std::string_view source, std::string* dest, std::string* error);

// The elements of `container`, each turned into text by `format`, with `separator` between them.
template <typename Container, typename Format>
std::string Join(const Container& container, std::string_view separator, Format&& format) {
  std::string joined;
  bool first = true;
  for (const auto& element : container) {
    if (!first) joined.append(separator.data(), separator.size());
    first = false;
    joined += std::forward<Format>(format)(element);
  }
  return joined;
}

// Strings (anything convertible to std::string_view) joined with `separator`.
template <typename Container>
std::string Join(const Container& container, std::string_view separator) {
  return Join(container, separator, [](std::string_view piece) { return std::string(piece); });
}

}  // namespace str_util
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STR_UTIL_H_
