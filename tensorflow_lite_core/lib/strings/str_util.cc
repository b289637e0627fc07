#include "tensorflow_lite_core/lib/strings/str_util.h"

#include <cctype>
#include <limits>

namespace tensorflow {
namespace str_util {
namespace {

bool IsSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool IsAlpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool IsAlnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool IsUpper(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
char ToLower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
char ToUpper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

absl::string_view ToAbsl(std::string_view text) { return {text.data(), text.size()}; }
std::string_view ToStd(absl::string_view text) { return {text.data(), text.size()}; }

// Runs `function` on a std::string_view copy of an Abseil view, then writes the result back:
// one implementation serves both kinds of view.
template <typename Function>
auto OnAbslView(absl::string_view* text, Function function) {
  std::string_view view = ToStd(*text);
  const auto result = function(&view);
  *text = ToAbsl(view);
  return result;
}

}  // namespace

size_t RemoveLeadingWhitespace(std::string_view* text) {
  size_t count = 0;
  while (count < text->size() && IsSpace((*text)[count])) ++count;
  text->remove_prefix(count);
  return count;
}

size_t RemoveTrailingWhitespace(std::string_view* text) {
  size_t count = 0;
  while (count < text->size() && IsSpace((*text)[text->size() - 1 - count])) ++count;
  text->remove_suffix(count);
  return count;
}

size_t RemoveWhitespaceContext(std::string_view* text) {
  return RemoveLeadingWhitespace(text) + RemoveTrailingWhitespace(text);
}

size_t RemoveLeadingWhitespace(absl::string_view* text) {
  return OnAbslView(text, [](std::string_view* view) { return RemoveLeadingWhitespace(view); });
}
size_t RemoveTrailingWhitespace(absl::string_view* text) {
  return OnAbslView(text, [](std::string_view* view) { return RemoveTrailingWhitespace(view); });
}
size_t RemoveWhitespaceContext(absl::string_view* text) {
  return OnAbslView(text, [](std::string_view* view) { return RemoveWhitespaceContext(view); });
}

void StripTrailingWhitespace(std::string* text) {
  std::string_view view(*text);
  text->resize(text->size() - RemoveTrailingWhitespace(&view));
}

bool ConsumeLeadingDigits(std::string_view* text, uint64* value) {
  uint64 result = 0;
  size_t digits = 0;
  for (; digits < text->size(); ++digits) {
    const char c = (*text)[digits];
    if (c < '0' || c > '9') break;
    const uint64 digit = c - '0';
    if (result > (std::numeric_limits<uint64>::max() - digit) / 10) return false;  // overflow
    result = result * 10 + digit;
  }
  if (digits == 0) return false;
  text->remove_prefix(digits);
  *value = result;
  return true;
}

bool ConsumeLeadingDigits(absl::string_view* text, uint64* value) {
  return OnAbslView(text, [value](std::string_view* view) {
    return ConsumeLeadingDigits(view, value);
  });
}

bool ConsumeNonWhitespace(std::string_view* text, std::string_view* word) {
  size_t length = 0;
  while (length < text->size() && !IsSpace((*text)[length])) ++length;
  if (length == 0) return false;
  *word = text->substr(0, length);
  text->remove_prefix(length);
  return true;
}

bool ConsumeNonWhitespace(absl::string_view* text, absl::string_view* word) {
  std::string_view found;
  const bool consumed = OnAbslView(text, [&found](std::string_view* view) {
    return ConsumeNonWhitespace(view, &found);
  });
  if (consumed) *word = ToAbsl(found);
  return consumed;
}

bool ConsumePrefix(std::string_view* text, AnyStringView expected) {
  if (!StartsWith(*text, expected)) return false;
  text->remove_prefix(expected.size());
  return true;
}
bool ConsumePrefix(absl::string_view* text, AnyStringView expected) {
  return OnAbslView(text, [expected](std::string_view* view) {
    return ConsumePrefix(view, expected);
  });
}

bool ConsumeSuffix(std::string_view* text, AnyStringView expected) {
  if (!EndsWith(*text, expected)) return false;
  text->remove_suffix(expected.size());
  return true;
}
bool ConsumeSuffix(absl::string_view* text, AnyStringView expected) {
  return OnAbslView(text, [expected](std::string_view* view) {
    return ConsumeSuffix(view, expected);
  });
}

StringPiece StripPrefix(AnyStringView text, AnyStringView expected) {
  std::string_view view = text;
  ConsumePrefix(&view, expected);
  return view;
}

StringPiece StripSuffix(AnyStringView text, AnyStringView expected) {
  std::string_view view = text;
  ConsumeSuffix(&view, expected);
  return view;
}

bool StartsWith(AnyStringView text, AnyStringView prefix) {
  return text.view().substr(0, prefix.size()) == prefix.view();
}

bool EndsWith(AnyStringView text, AnyStringView suffix) {
  return text.size() >= suffix.size() &&
         text.view().substr(text.size() - suffix.size()) == suffix.view();
}

bool StrContains(AnyStringView haystack, AnyStringView needle) {
  return haystack.view().find(needle.view()) != std::string_view::npos;
}

std::string Lowercase(AnyStringView text) {
  std::string result(text.view());
  for (char& c : result) c = ToLower(c);
  return result;
}

std::string Uppercase(AnyStringView text) {
  std::string result(text.view());
  for (char& c : result) c = ToUpper(c);
  return result;
}

void TitlecaseString(std::string* text, AnyStringView delimiters) {
  bool starts_word = true;
  for (char& c : *text) {
    if (starts_word) c = ToUpper(c);
    starts_word = delimiters.view().find(c) != std::string_view::npos;
  }
}

std::string StringReplace(AnyStringView text, AnyStringView old_text, AnyStringView new_text,
                          bool replace_all) {
  std::string result(text.view());
  size_t position = 0;
  while ((position = result.find(old_text.view(), position)) != std::string::npos) {
    result.replace(position, old_text.size(), new_text.view());
    position += new_text.size();
    // An empty pattern matches at every position: step over one character so the next match
    // is after it.
    if (old_text.empty()) ++position;
    if (!replace_all) break;
  }
  return result;
}

std::string ArgDefCase(AnyStringView text) {
  std::string_view view = text;
  while (!view.empty() && !IsAlpha(view.front())) view.remove_prefix(1);
  std::string result;
  result.reserve(view.size() * 2);
  for (size_t i = 0; i < view.size(); ++i) {
    const char c = view[i];
    if (!IsAlnum(c)) {
      result += '_';
    } else if (IsUpper(c)) {
      // A word starts here, unless it is the first or the previous character already separated.
      if (i > 0 && IsAlnum(view[i - 1])) result += '_';
      result += ToLower(c);
    } else {
      result += c;
    }
  }
  return result;
}

bool SkipWhitespace::operator()(AnyStringView piece) const {
  std::string_view view = piece;
  RemoveTrailingWhitespace(&view);
  return !view.empty();
}

namespace internal {

std::vector<std::string_view> SplitPieces(std::string_view text, std::string_view delimiters) {
  std::vector<std::string_view> pieces;
  if (text.empty()) return pieces;
  if (delimiters.empty()) {
    for (size_t i = 0; i < text.size(); ++i) pieces.push_back(text.substr(i, 1));
    return pieces;
  }
  size_t start = 0;
  while (true) {
    const size_t end = text.find_first_of(delimiters, start);
    pieces.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return pieces;
    start = end + 1;
  }
}

}  // namespace internal
}  // namespace str_util
}  // namespace tensorflow
