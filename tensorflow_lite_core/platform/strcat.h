// StrCat/StrAppend: concatenate strings and numbers without iostreams.
//
// TensorFlow's strings::StrCat, which differs from absl::StrCat: floating-point numbers print in
// the shortest form that reads back exactly (1.0 / 3 prints "0.3333333333333333"; Abseil keeps
// six digits), and pieces may be std::string_view (Debian's Abseil has its own string_view).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_STRCAT_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_STRCAT_H_

#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/strings/string_view.h"
#include "tensorflow_lite_core/platform/tstring.h"

namespace tensorflow {
namespace strings {

// Shortest decimal text that parses back to exactly `value` ("1", "0.1", "1e+20", "inf", "nan").
std::string LegacyPrecision(double value);
std::string FloatToString(float value);
std::string DoubleToString(double value);

// One piece of a StrCat: a view of text, or of a number formatted into an internal buffer.
class AlphaNum {
 public:
  AlphaNum(const char* text) : piece_(text == nullptr ? "" : text) {}  // NOLINT: implicit
  AlphaNum(std::string_view text) : piece_(text) {}                     // NOLINT
  AlphaNum(const std::string& text) : piece_(text) {}                   // NOLINT
  AlphaNum(absl::string_view text) : piece_(text.data(), text.size()) {}  // NOLINT
  AlphaNum(const tstring& text) : piece_(text.data(), text.size()) {}     // NOLINT
  AlphaNum(char c) : piece_(buffer_, 1) { buffer_[0] = c; }             // NOLINT
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int> &&
                                                      !std::is_same_v<Int, char> &&
                                                      !std::is_same_v<Int, bool>>>
  AlphaNum(Int value)  // NOLINT
      : piece_(buffer_, FormatInteger(value, buffer_)) {}
  // "1" or "0", as Abseil's StrCat (TensorFlow 2.21's) writes a bool.
  AlphaNum(bool value) : piece_(value ? "1" : "0") {}  // NOLINT
  AlphaNum(float value);   // NOLINT
  AlphaNum(double value);  // NOLINT

  AlphaNum(const AlphaNum&) = delete;
  AlphaNum& operator=(const AlphaNum&) = delete;

  std::string_view Piece() const { return piece_; }

 private:
  static size_t FormatInteger(long long value, char* out);           // NOLINT(runtime/int)
  static size_t FormatInteger(unsigned long long value, char* out);  // NOLINT(runtime/int)
  template <typename Int>
  static size_t FormatInteger(Int value, char* out) {
    if constexpr (std::is_signed_v<Int>) {
      return FormatInteger(static_cast<long long>(value), out);  // NOLINT(runtime/int)
    } else {
      return FormatInteger(static_cast<unsigned long long>(value), out);  // NOLINT
    }
  }

  char buffer_[32];
  std::string_view piece_;
};

std::string StrCatPieces(std::initializer_list<std::string_view> pieces);
void StrAppendPieces(std::string* out, std::initializer_list<std::string_view> pieces);

template <typename... Args>
std::string StrCat(const Args&... args) {
  return StrCatPieces({AlphaNum(args).Piece()...});
}

template <typename... Args>
void StrAppend(std::string* out, const Args&... args) {
  StrAppendPieces(out, {AlphaNum(args).Piece()...});
}

}  // namespace strings
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STRCAT_H_
