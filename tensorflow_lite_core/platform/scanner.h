// A small scanner for hand-written grammars (op specs, Doc() text): each step consumes a piece of
// the text or marks the whole scan failed, so a chain of steps reads like the rule it accepts:
//
//   Scanner(text).One(CharClass::kLetter).Any(CharClass::kLetterDigitUnderscore)
//       .EndCapture().Spaces().Literal(":").Done(&rest, &name)
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_SCANNER_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_SCANNER_H_

#include <string_view>

namespace tensorflow {
namespace strings {

enum class CharClass {
  kLetter,                      // [a-zA-Z]
  kUpperLetter,                 // [A-Z]
  kLowerLetter,                 // [a-z]
  kDigit,                       // [0-9]
  kLowerLetterDigit,            // [a-z0-9]
  kLetterDigitUnderscore,       // [a-zA-Z0-9_]
  kLowerLetterDigitUnderscore,  // [a-z0-9_]
};

// In the C locale, without a locale lookup.
bool InCharClass(char c, CharClass cls);
// isspace() in the C locale: ' ', \t \n \v \f \r.
inline bool IsAsciiSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// True and `*text` past `prefix` when `*text` starts with it; otherwise false, `*text` unchanged.
bool ConsumePrefix(std::string_view* text, std::string_view prefix);
// Drops leading IsAsciiSpace characters.
void RemoveLeadingWhitespace(std::string_view* text);
// Drops trailing IsAsciiSpace characters.
void RemoveTrailingWhitespace(std::string_view* text);

class Scanner {
 public:
  // The capture starts at the beginning of `text` until StartCapture() moves it.
  explicit Scanner(std::string_view text)
      : rest_(text), capture_begin_(text.data()), capture_(text.data(), 0) {}

  // Exactly `literal`.
  Scanner& Literal(std::string_view literal);
  // `literal` if it is next; never fails.
  Scanner& OptionalLiteral(std::string_view literal);
  // One character of `cls`.
  Scanner& One(CharClass cls);
  // Zero or more characters of `cls`.
  Scanner& Any(CharClass cls);
  // One or more characters of `cls`.
  Scanner& Many(CharClass cls) { return One(cls).Any(cls); }
  // Zero or more spaces.
  Scanner& Spaces();
  // Everything up to (not including) an unescaped `quote`; a backslash escapes the next
  // character. Fails when no such quote follows.
  Scanner& UntilUnescaped(char quote);

  Scanner& StartCapture() {
    capture_begin_ = rest_.data();
    return *this;
  }
  Scanner& EndCapture() {
    capture_ = std::string_view(capture_begin_, rest_.data() - capture_begin_);
    return *this;
  }

  // Every step so far succeeded and nothing is left.
  bool AtEnd() const { return ok_ && rest_.empty(); }

  // On success stores the unconsumed text and the captured piece (either may be null).
  bool Done(std::string_view* rest, std::string_view* capture = nullptr) const;

 private:
  std::string_view rest_;
  const char* capture_begin_;
  std::string_view capture_;
  bool ok_ = true;
};

}  // namespace strings
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_SCANNER_H_
