#include "tensorflow_lite_core/platform/scanner.h"

namespace tensorflow {
namespace strings {

bool InCharClass(char c, CharClass cls) {
  const bool lower = c >= 'a' && c <= 'z';
  const bool upper = c >= 'A' && c <= 'Z';
  const bool digit = c >= '0' && c <= '9';
  switch (cls) {
    case CharClass::kLetter:
      return lower || upper;
    case CharClass::kUpperLetter:
      return upper;
    case CharClass::kLowerLetter:
      return lower;
    case CharClass::kDigit:
      return digit;
    case CharClass::kLowerLetterDigit:
      return lower || digit;
    case CharClass::kLetterDigitUnderscore:
      return lower || upper || digit || c == '_';
    case CharClass::kLowerLetterDigitUnderscore:
      return lower || digit || c == '_';
  }
  return false;
}

bool ConsumePrefix(std::string_view* text, std::string_view prefix) {
  if (text->substr(0, prefix.size()) != prefix) return false;
  text->remove_prefix(prefix.size());
  return true;
}

void RemoveLeadingWhitespace(std::string_view* text) {
  while (!text->empty() && IsAsciiSpace(text->front())) text->remove_prefix(1);
}

void RemoveTrailingWhitespace(std::string_view* text) {
  while (!text->empty() && IsAsciiSpace(text->back())) text->remove_suffix(1);
}

Scanner& Scanner::Literal(std::string_view literal) {
  if (ok_ && !ConsumePrefix(&rest_, literal)) ok_ = false;
  return *this;
}

Scanner& Scanner::OptionalLiteral(std::string_view literal) {
  if (ok_) ConsumePrefix(&rest_, literal);
  return *this;
}

Scanner& Scanner::One(CharClass cls) {
  if (ok_ && !rest_.empty() && InCharClass(rest_.front(), cls)) {
    rest_.remove_prefix(1);
  } else {
    ok_ = false;
  }
  return *this;
}

Scanner& Scanner::Any(CharClass cls) {
  while (ok_ && !rest_.empty() && InCharClass(rest_.front(), cls)) rest_.remove_prefix(1);
  return *this;
}

Scanner& Scanner::Spaces() {
  if (ok_) RemoveLeadingWhitespace(&rest_);
  return *this;
}

Scanner& Scanner::UntilUnescaped(char quote) {
  if (!ok_) return *this;
  size_t i = 0;
  while (i < rest_.size() && rest_[i] != quote) i += rest_[i] == '\\' ? 2 : 1;
  if (i >= rest_.size()) {
    ok_ = false;
  } else {
    rest_.remove_prefix(i);
  }
  return *this;
}

bool Scanner::Done(std::string_view* rest, std::string_view* capture) const {
  if (!ok_) return false;
  if (rest != nullptr) *rest = rest_;
  if (capture != nullptr) *capture = capture_;
  return true;
}

}  // namespace strings
}  // namespace tensorflow
