// AnyStringView: a text parameter (or result) that accepts std::string_view and Abseil's
// string_view alike, as well as std::string and C strings, and converts back to either view.
// With Debian's Abseil the two views are distinct types; TensorFlow declares its helpers with
// absl::string_view and this project's StringPiece is std::string_view, so op code passes both.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_ANY_STRING_VIEW_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_ANY_STRING_VIEW_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "absl/strings/string_view.h"

namespace tensorflow {

class AnyStringView {
 public:
  AnyStringView(const char* text) : view_(text == nullptr ? "" : text) {}  // NOLINT: implicit
  AnyStringView(const std::string& text) : view_(text) {}                  // NOLINT
  AnyStringView(std::string_view text) : view_(text) {}                    // NOLINT
#ifndef ABSL_USES_STD_STRING_VIEW
  AnyStringView(absl::string_view text) : view_(text.data(), text.size()) {}  // NOLINT
  operator absl::string_view() const { return {view_.data(), view_.size()}; }  // NOLINT
#endif
  operator std::string_view() const { return view_; }  // NOLINT
  // Other text types that hold contiguous chars (tensorflow::tstring): a view of them.
  template <typename Text,
            typename = std::enable_if_t<
                !std::is_convertible_v<const Text&, const char*> &&
                std::is_convertible_v<decltype(std::declval<const Text&>().data()), const char*> &&
                std::is_convertible_v<decltype(std::declval<const Text&>().size()), size_t>>>
  AnyStringView(const Text& text) : view_(text.data(), text.size()) {}  // NOLINT: implicit

  std::string_view view() const { return view_; }
  const char* data() const { return view_.data(); }
  size_t size() const { return view_.size(); }
  bool empty() const { return view_.empty(); }

 private:
  std::string_view view_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_ANY_STRING_VIEW_H_
