// strings::Printf / strings::Appendf: printf-style formatting into a std::string, through
// Abseil's type-safe StrFormat (as TensorFlow 2.21 does): %s takes std::string and string views
// as well as C strings, and %d any integer.
//
//   std::string line = strings::Printf("%d %s", 10, "hello");
//   strings::Appendf(&line, " and %s", std::string("more"));
#ifndef TENSORFLOW_LITE_CORE_LIB_STRINGS_STRINGPRINTF_H_
#define TENSORFLOW_LITE_CORE_LIB_STRINGS_STRINGPRINTF_H_

#include <string>

#include "absl/strings/str_format.h"

namespace tensorflow {
namespace strings {

template <typename... Args>
std::string Printf(const absl::FormatSpec<Args...>& format, const Args&... args) {
  return absl::StrFormat(format, args...);
}

template <typename... Args>
void Appendf(std::string* destination, const absl::FormatSpec<Args...>& format,
             const Args&... args) {
  absl::StrAppendFormat(destination, format, args...);
}

}  // namespace strings
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_STRINGS_STRINGPRINTF_H_
