// TensorFlow's str_util: the C escapes and Join of platform/str_util.h, and the rest of the
// helpers op code uses: whitespace trimming, prefix/suffix consumption, case changes, splitting,
// replacing, and the snake_case names of argument definitions. Text parameters accept
// std::string_view, absl::string_view, std::string and C strings (AnyStringView); functions
// that advance a view take either kind of view.
#ifndef TENSORFLOW_LITE_CORE_LIB_STRINGS_STR_UTIL_H_
#define TENSORFLOW_LITE_CORE_LIB_STRINGS_STR_UTIL_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/string_view.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace str_util {

// Removes ASCII whitespace (isspace) from the front, the back, or both ends of `*text`; returns
// how many characters went.
size_t RemoveLeadingWhitespace(std::string_view* text);
size_t RemoveTrailingWhitespace(std::string_view* text);
size_t RemoveWhitespaceContext(std::string_view* text);
size_t RemoveLeadingWhitespace(absl::string_view* text);
size_t RemoveTrailingWhitespace(absl::string_view* text);
size_t RemoveWhitespaceContext(absl::string_view* text);
void StripTrailingWhitespace(std::string* text);

// Reads the leading decimal digits of `*text` into `*value` and drops them from `*text`. False
// (and `*text` unchanged) when there are none or the number does not fit 64 bits.
bool ConsumeLeadingDigits(std::string_view* text, uint64* value);
bool ConsumeLeadingDigits(absl::string_view* text, uint64* value);

// Moves the leading run of non-whitespace from `*text` to `*word`. False when `*text` starts with
// whitespace or is empty (nothing changes then).
bool ConsumeNonWhitespace(std::string_view* text, std::string_view* word);
bool ConsumeNonWhitespace(absl::string_view* text, absl::string_view* word);

// Drop `expected` from the front (back) of `*text` if it is there; true if it was.
bool ConsumePrefix(std::string_view* text, AnyStringView expected);
bool ConsumePrefix(absl::string_view* text, AnyStringView expected);
bool ConsumeSuffix(std::string_view* text, AnyStringView expected);
bool ConsumeSuffix(absl::string_view* text, AnyStringView expected);

// `text` without `expected` at its front (back), or `text` unchanged.
TF_MUST_USE_RESULT StringPiece StripPrefix(AnyStringView text, AnyStringView expected);
TF_MUST_USE_RESULT StringPiece StripSuffix(AnyStringView text, AnyStringView expected);

bool StartsWith(AnyStringView text, AnyStringView prefix);
bool EndsWith(AnyStringView text, AnyStringView suffix);
bool StrContains(AnyStringView haystack, AnyStringView needle);

// ASCII case changes; other bytes pass unchanged.
std::string Lowercase(AnyStringView text);
std::string Uppercase(AnyStringView text);

// Upper-cases the first character and every character after one of `delimiters`.
void TitlecaseString(std::string* text, AnyStringView delimiters);

// `text` with `old_text` replaced by `new_text`: the first occurrence, or all (left to right,
// without rescanning what was inserted). An empty `old_text` matches before every character and
// at the end.
std::string StringReplace(AnyStringView text, AnyStringView old_text, AnyStringView new_text,
                          bool replace_all);

// snake_case for argument names: "InputTensor" -> "input_tensor", "ABC" -> "a_b_c". Leading
// characters that are not letters are dropped; other non-alphanumerics become '_'.
std::string ArgDefCase(AnyStringView text);

// Split predicates: which pieces to keep.
struct AllowEmpty {
  bool operator()(AnyStringView) const { return true; }
};
struct SkipEmpty {
  bool operator()(AnyStringView piece) const { return !piece.empty(); }
};
struct SkipWhitespace {  // drops pieces that are empty or all whitespace
  bool operator()(AnyStringView piece) const;
};

namespace internal {
// The pieces between any of `delimiters` (every character alone when `delimiters` is empty);
// none for empty text.
std::vector<std::string_view> SplitPieces(std::string_view text, std::string_view delimiters);
}  // namespace internal

// The pieces of `text` separated by any of `delimiters` (or by `delimiter`) that `keep`
// accepts; empty text has no pieces. `keep` is called with an AnyStringView, so it may take
// either kind of view.
template <typename Predicate>
std::vector<std::string> Split(AnyStringView text, AnyStringView delimiters, Predicate keep) {
  std::vector<std::string> pieces;
  for (std::string_view piece : internal::SplitPieces(text, delimiters)) {
    if (keep(AnyStringView(piece))) pieces.emplace_back(piece);
  }
  return pieces;
}
inline std::vector<std::string> Split(AnyStringView text, AnyStringView delimiters) {
  return Split(text, delimiters, AllowEmpty());
}
template <typename Predicate>
std::vector<std::string> Split(AnyStringView text, char delimiter, Predicate keep) {
  return Split(text, std::string_view(&delimiter, 1), keep);
}
inline std::vector<std::string> Split(AnyStringView text, char delimiter) {
  return Split(text, delimiter, AllowEmpty());
}

}  // namespace str_util
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_STRINGS_STR_UTIL_H_
